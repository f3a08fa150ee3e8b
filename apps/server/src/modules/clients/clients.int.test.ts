import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { mailOutbox, userDetails, users } from '../../db/schema/index';
import { createPrivate } from '../../db/seed/factories';
import { createTestServer, codeOf, type TestServer } from '../../../test/test-server';
import { createTenant, signIn, PASSWORD } from '../../../test/fixtures';
import { freshTenant } from '../../../test/factories';

const CLIENTS = `query Clients($page: Int, $search: String, $kind: ClientKind, $includeBlocked: Boolean) {
  clients(page: $page, search: $search, kind: $kind, includeBlocked: $includeBlocked) { total page pageSize items { id username kind blocked displayName clientSettings { awaitingAcceptance priceListId } } } }`;
const COUNT_NEW = 'query N { countNewPrivates }';
const CREATE =
  'mutation C($input: ClientInput!) { createClient(input: $input) { password user { id username kind confirmed blocked activeFrom activeTo detail { companyName city deadline } clientSettings { priceListId deliveryCost takeaway docketPrices } } } }';
const UPDATE =
  'mutation U($id: ID!, $input: ClientInput!) { updateClient(id: $id, input: $input) { id username email detail { companyName city } clientSettings { takeaway deliveryCost docketPrices } } }';
const ACCEPT = 'mutation A($id: ID!) { acceptPrivate(id: $id) { id blocked } }';
const DELETE = 'mutation D($id: ID!) { deleteClient(id: $id) { id blocked } }';
const RESTORE = 'mutation R($id: ID!) { restoreClient(id: $id) { id blocked } }';
const LOGIN = 'mutation L($i: String!, $p: String!) { login(identifier: $i, password: $p) { jwt } }';

let server: TestServer;
let a: Awaited<ReturnType<typeof createTenant>>;
let b: Awaited<ReturnType<typeof createTenant>>;
const jwt: Record<string, string> = {};

beforeAll(async () => {
  server = await createTestServer();
  a = await createTenant(server.platform.db, 'ca');
  b = await createTenant(server.platform.db, 'cb');
  Object.assign(
    jwt,
    await signIn(server, { users: ['ca-bakery', 'cb-bakery', 'ca-host', 'ca-private'], guests: { guest: 'caroom1' } }),
  );
});
afterAll(() => server.close());

const input = (over: Record<string, unknown> = {}) => ({
  kind: 'HOST',
  username: 'hotel-alpina',
  email: 'alpina@example.org',
  companyName: 'Hotel Alpina',
  city: 'Meran',
  deadline: '17:30',
  ...over,
});
const userRow = async (id: number) => (await server.platform.db.select().from(users).where(eq(users.id, id)))[0]!;
const userCount = async () => (await server.platform.db.select({ id: users.id }).from(users)).length;

describe('clients list', () => {
  it('a bakery sees its hosts and private customers, not guests nor other bakeries', async () => {
    const res = await server.gql(CLIENTS, {}, jwt['ca-bakery']);
    expect(res.data.clients.pageSize).toBe(12);
    expect(res.data.clients.items.map((u: { username: string }) => u.username).sort()).toEqual([
      'ca-host',
      'ca-private',
    ]);
    expect(
      (await server.gql(CLIENTS, { kind: 'HOST' }, jwt['ca-bakery'])).data.clients.items.map(
        (u: { kind: string }) => u.kind,
      ),
    ).toEqual(['HOST']);
    expect(
      (await server.gql(CLIENTS, { kind: 'PRIVATE' }, jwt['ca-bakery'])).data.clients.items.map(
        (u: { kind: string }) => u.kind,
      ),
    ).toEqual(['PRIVATE']);
    expect((await server.gql(CLIENTS, { kind: 'GUEST' }, jwt['ca-bakery'])).data.clients.total).toBe(0);
  });

  it('a host sees its guests only', async () => {
    const items = (await server.gql(CLIENTS, {}, jwt['ca-host'])).data.clients.items;
    expect(items).toHaveLength(1);
    expect(items[0]).toMatchObject({ kind: 'GUEST', id: String(a.guest.id) });
  });

  it('searches by username, company, full name and e-mail', async () => {
    const search = async (s: string) =>
      (await server.gql(CLIENTS, { search: s }, jwt['ca-bakery'])).data.clients.items.map(
        (u: { username: string }) => u.username,
      );
    expect(await search('ca HOTEL')).toEqual(['ca-host']);
    expect(await search('ca-private@')).toEqual(['ca-private']);
    expect(await search('100%')).toEqual([]);
  });

  it('pages by 12 with the total', async () => {
    const t = await createTenant(server.platform.db, 'cp');
    for (let i = 0; i < 13; i++)
      await createPrivate(server.platform.db, t.bakery.id, {
        username: `cp-p${String(i).padStart(2, '0')}`,
        password: PASSWORD,
      });
    const token = (await signIn(server, { users: ['cp-bakery'] }))['cp-bakery'];
    const p0 = (await server.gql(CLIENTS, {}, token)).data.clients;
    const p1 = (await server.gql(CLIENTS, { page: 1 }, token)).data.clients;
    expect(p0.total).toBe(15);
    expect(p0.items).toHaveLength(12);
    expect(p1.items).toHaveLength(3);
    expect(codeOf(await server.gql(CLIENTS, { page: -1 }, token))).toBe('BAD_INPUT');
  });

  it('refuses signed out, guests and private customers', async () => {
    expect(codeOf(await server.gql(CLIENTS, {}))).toBe('UNAUTHENTICATED');
    expect(codeOf(await server.gql(CLIENTS, {}, jwt.guest))).toBe('FORBIDDEN');
    expect(codeOf(await server.gql(CLIENTS, {}, jwt['ca-private']))).toBe('FORBIDDEN');
    expect(codeOf(await server.gql(COUNT_NEW, {}, jwt['ca-host']))).toBe('FORBIDDEN');
  });
});

describe('new private customers', () => {
  it('counts waiting ones, lists them first, and accepting unblocks them', async () => {
    const waiting = await createPrivate(server.platform.db, a.bakery.id, {
      username: 'ca-new',
      password: PASSWORD,
      extra: { blocked: true, awaitingAcceptance: true },
    });
    expect((await server.gql(COUNT_NEW, {}, jwt['ca-bakery'])).data.countNewPrivates).toBe(1);
    expect((await server.gql(COUNT_NEW, {}, jwt['cb-bakery'])).data.countNewPrivates).toBe(0);
    const items = (await server.gql(CLIENTS, {}, jwt['ca-bakery'])).data.clients.items;
    expect(items[0]).toMatchObject({ username: 'ca-new', blocked: true, clientSettings: { awaitingAcceptance: true } });
    expect(codeOf(await server.gql(ACCEPT, { id: String(waiting.id) }, jwt['cb-bakery']))).toBe('NOT_FOUND');
    expect(codeOf(await server.gql(ACCEPT, { id: String(waiting.id) }, jwt['ca-host']))).toBe('FORBIDDEN');
    expect(codeOf(await server.gql(ACCEPT, { id: String(a.host.id) }, jwt['ca-bakery']))).toBe('NOT_FOUND');
    expect((await userRow(waiting.id)).awaitingAcceptance).toBe(true);
    expect((await server.gql(ACCEPT, { id: String(waiting.id) }, jwt['ca-bakery'])).data.acceptPrivate.blocked).toBe(
      false,
    );
    expect(await userRow(waiting.id)).toMatchObject({ awaitingAcceptance: false, blocked: false });
    expect((await server.gql(COUNT_NEW, {}, jwt['ca-bakery'])).data.countNewPrivates).toBe(0);
  });
});

describe('delete (block) and restore', () => {
  it('blocks a client, ends its sessions and hides it unless blocked ones are asked for', async () => {
    const t = await createTenant(server.platform.db, 'cd');
    const tokens = await signIn(server, { users: ['cd-bakery', 'cd-private'] });
    expect(codeOf(await server.gql(DELETE, { id: String(t.privateCustomer.id) }, jwt['ca-bakery']))).toBe('NOT_FOUND');
    expect((await userRow(t.privateCustomer.id)).blocked).toBe(false);
    expect(
      (await server.gql(DELETE, { id: String(t.privateCustomer.id) }, tokens['cd-bakery'])).data.deleteClient.blocked,
    ).toBe(true);
    expect((await server.gql('query Me { me { id } }', {}, tokens['cd-private'])).data.me).toBeNull();
    expect(codeOf(await server.gql(LOGIN, { i: 'cd-private', p: PASSWORD }))).toBe('ACCOUNT_BLOCKED');
    const names = async (includeBlocked: boolean) =>
      (await server.gql(CLIENTS, { includeBlocked }, tokens['cd-bakery'])).data.clients.items.map(
        (u: { username: string }) => u.username,
      );
    expect(await names(false)).toEqual(['cd-host']);
    expect((await names(true)).sort()).toEqual(['cd-host', 'cd-private']);
    expect(codeOf(await server.gql(RESTORE, { id: String(t.privateCustomer.id) }, jwt['ca-bakery']))).toBe('NOT_FOUND');
    expect(
      (await server.gql(RESTORE, { id: String(t.privateCustomer.id) }, tokens['cd-bakery'])).data.restoreClient.blocked,
    ).toBe(false);
    expect((await server.gql(LOGIN, { i: 'cd-private', p: PASSWORD })).data.login.jwt).toBeTruthy();
  });

  it('a blocked bakery or host is signed out and can do nothing', async () => {
    const t = await createTenant(server.platform.db, 'ce');
    const tokens = await signIn(server, { users: ['ce-bakery', 'ce-host'] });
    await server.gql(DELETE, { id: String(t.host.id) }, tokens['ce-bakery']);
    expect(codeOf(await server.gql(DELETE, { id: String(t.guest.id) }, tokens['ce-host']))).toBe('UNAUTHENTICATED');
    expect((await userRow(t.guest.id)).blocked).toBe(false);
    await server.platform.db.update(users).set({ blocked: true }).where(eq(users.id, t.bakery.id));
    expect(codeOf(await server.gql(CLIENTS, {}, tokens['ce-bakery']))).toBe('UNAUTHENTICATED');
  });

  it('a bakery cannot block itself, another bakery or a guest', async () => {
    for (const id of [a.bakery.id, b.bakery.id, a.guest.id, b.host.id])
      expect(codeOf(await server.gql(DELETE, { id: String(id) }, jwt['ca-bakery']))).toBe('NOT_FOUND');
    expect(codeOf(await server.gql(DELETE, { id: String(a.host.id) }, jwt['ca-private']))).toBe('FORBIDDEN');
    expect(codeOf(await server.gql(DELETE, { id: String(a.host.id) }))).toBe('UNAUTHENTICATED');
    expect((await userRow(a.host.id)).blocked).toBe(false);
  });
});

describe('create and edit a client', () => {
  it('creates a confirmed host with the §4 dates, the default price list and a generated password that signs in', async () => {
    const res = await server.gql(CREATE, { input: input() }, jwt['ca-bakery']);
    const created = res.data.createClient;
    expect(created.user).toMatchObject({
      username: 'hotel-alpina',
      kind: 'HOST',
      confirmed: true,
      blocked: false,
      activeFrom: '2000-01-01',
      activeTo: '9999-03-31',
    });
    expect(created.user.detail).toMatchObject({ companyName: 'Hotel Alpina', city: 'Meran', deadline: '17:30:00' });
    expect(created.user.clientSettings.priceListId).toBe(String(a.list.id));
    expect(created.password).toHaveLength(12);
    expect((await server.gql(LOGIN, { i: 'hotel-alpina', p: created.password })).data.login.jwt).toBeTruthy();
    const row = await userRow(Number(created.user.id));
    expect(row.bakeryId).toBe(a.bakery.id);
  });

  it('creates a private customer with its settings', async () => {
    const res = await server.gql(
      CREATE,
      {
        input: input({
          kind: 'PRIVATE',
          username: 'maria',
          email: null,
          companyName: null,
          fullName: 'Maria Rossi',
          takeaway: true,
          deliveryCost: '2,50',
        }),
      },
      jwt['ca-bakery'],
    );
    expect(res.data.createClient.user).toMatchObject({
      kind: 'PRIVATE',
      activeFrom: '2021-01-01',
      clientSettings: { takeaway: true, deliveryCost: '2.50', docketPrices: true },
    });
  });

  it("mails username and password only when asked, in the client's language", async () => {
    const MAILED =
      'mutation C($input: ClientInput!, $m: Boolean) { createClient(input: $input, sendWelcomeMail: $m) { password mailed } }';
    const quiet = (
      await server.gql(
        MAILED,
        { input: input({ username: 'quiet-one', email: 'quiet@example.org' }) },
        jwt['ca-bakery'],
      )
    ).data.createClient;
    expect(quiet.mailed).toBe(false);
    const res = (
      await server.gql(
        MAILED,
        { input: input({ username: 'mailed-one', email: 'mailed@example.org', language: 'it' }), m: true },
        jwt['ca-bakery'],
      )
    ).data.createClient;
    expect(res.mailed).toBe(true);
    const mails = await server.platform.db.select().from(mailOutbox);
    expect(mails.filter((m) => m.to === 'quiet@example.org')).toHaveLength(0);
    const mail = mails.find((m) => m.to === 'mailed@example.org')!;
    expect(mail.subject).toBe('Il Suo accesso a Brotzeit');
    expect(mail.text).toContain(`Password: ${res.password}`);
    expect(mail.text).toContain('ca Bakery');
  });

  it('refuses bad input, taken names and foreign references, writing nothing', async () => {
    const before = await userCount();
    const code = async (over: Record<string, unknown>) =>
      codeOf(
        await server.gql(
          CREATE,
          { input: input({ username: 'fresh-one', email: 'fresh@example.org', ...over }) },
          jwt['ca-bakery'],
        ),
      );
    expect(await code({ username: 'ab' })).toBe('USERNAME_TOO_SHORT');
    expect(await code({ username: 'a<b>c' })).toBe('USERNAME_FORBIDDEN_CHARACTER');
    expect(await code({ username: 'CA-HOST' })).toBe('USERNAME_TAKEN');
    expect(await code({ email: 'nope' })).toBe('EMAIL_INVALID');
    expect(await code({ email: 'CB-host@example.org' })).toBe('EMAIL_TAKEN');
    expect(await code({ activeFrom: '2026-05-02', activeTo: '2026-05-01' })).toBe('INVALID_DATE');
    expect(await code({ activeFrom: '2026-02-30' })).toBe('INVALID_DATE');
    expect(await code({ priceListId: String(b.list.id) })).toBe('BAD_INPUT');
    expect(await code({ deliveryCost: '-1' })).toBe('BAD_INPUT');
    expect(await code({ deadline: '25:00' })).toBe('BAD_INPUT');
    expect(await code({ companyName: ' ', fullName: null })).toBe('BAD_INPUT');
    // the same core schema as the web form (ClientInputSchema): an over-long text is refused, not cut
    const long = await server.gql(
      CREATE,
      { input: input({ username: 'fresh-one', city: 'x'.repeat(201) }) },
      jwt['ca-bakery'],
    );
    expect(long.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_INPUT', fields: ['city'] });
    // requirements/bills-and-e-invoices.md#client-billing-data: the fiscal codes as SdI checks them on the invoice — each named (00305 check digit, 00306, 00427)
    const fiscal = await server.gql(
      CREATE,
      {
        input: input({
          username: 'fresh-one',
          partitaIva: '01234567890',
          taxNumber: 'RSSNNA80A41A952Z',
          recipientCode: 'UFABC1',
          pec: 'no',
          postalCode: '391',
        }),
      },
      jwt['ca-bakery'],
    );
    expect(fiscal.errors?.[0]?.extensions).toMatchObject({
      code: 'BAD_INPUT',
      fields: ['postalCode', 'partitaIva', 'taxNumber', 'recipientCode', 'pec'],
    });
    expect(codeOf(await server.gql(CREATE, { input: input({ username: 'fresh-two' }) }, jwt['ca-host']))).toBe(
      'FORBIDDEN',
    );
    expect(codeOf(await server.gql(CREATE, { input: input({ username: 'fresh-two' }) }))).toBe('UNAUTHENTICATED');
    expect(await userCount()).toBe(before);
  });

  it("edits its own client's data and settings, not another bakery's", async () => {
    const f = await freshTenant(server, { base: 'cf' }); // the client edited is of a bakery of the test's own
    const edit = input({
      username: `${f.prefix}-host`,
      email: `${f.prefix}-host@example.org`,
      companyName: `${f.prefix} Grand Hotel`,
      city: 'Bozen',
      takeaway: true,
      deliveryCost: '3',
      docketPrices: false,
      priceListId: String(f.list.id),
    });
    expect(codeOf(await server.gql(UPDATE, { id: String(b.host.id), input: edit }, f.jwt.bakery))).toBe('NOT_FOUND');
    expect(codeOf(await server.gql(UPDATE, { id: String(f.host.id), input: edit }, jwt['cb-bakery']))).toBe(
      'NOT_FOUND',
    );
    expect(
      codeOf(
        await server.gql(UPDATE, { id: String(f.host.id), input: { ...edit, username: 'cb-host' } }, f.jwt.bakery),
      ),
    ).toBe('USERNAME_TAKEN');
    const res = await server.gql(UPDATE, { id: String(f.host.id), input: edit }, f.jwt.bakery);
    expect(res.data.updateClient).toMatchObject({
      username: `${f.prefix}-host`,
      detail: { companyName: `${f.prefix} Grand Hotel`, city: 'Bozen' },
      clientSettings: { takeaway: true, deliveryCost: '3.00', docketPrices: false },
    });
    const [detail] = await server.platform.db.select().from(userDetails).where(eq(userDetails.userId, b.host.id));
    expect(detail!.companyName).toBe('cb Hotel');
    expect((await userRow(f.host.id)).isHost).toBe(true);
  });

  it('shows settings only to the owning bakery', async () => {
    const u = 'query U($id: ID!) { user(id: $id) { clientSettings { takeaway } } }';
    expect((await server.gql(u, { id: String(a.host.id) }, jwt['ca-bakery'])).data.user.clientSettings).not.toBeNull();
    expect((await server.gql(u, { id: String(a.host.id) }, jwt['ca-host'])).data.user.clientSettings).toBeNull();
  });
});
