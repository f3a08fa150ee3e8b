import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientInputSchema, clientNameOptional, DETAIL_TEXT_FIELDS as DETAIL_TEXT } from '@bakery/core/account-schemas';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema/index';
import { GuestInputSchema } from '@bakery/core/guest-schema';
import { createTestServer, type TestServer } from '../../../test/test-server';
import { DEMO_PASSWORDS, seedDemo } from '../../db/seed/demo';

// Issue 45, finding 1: every account the product creates carries the spec's open end (9999-01-01,
// 9999-03-31), and the argument gate refused years after 2999, so no demo client could be saved
// unchanged ("Aktiv bis 01/01/9999 — Ungültiges Datum"). Each edit form's mutation gets here what
// its form sends when nothing is changed: the values read, through core's schema of that form.
let server: TestServer;
const jwt: Record<string, string> = {};

const CLIENT = `
  id username email language kind activeFrom activeTo
  clientSettings {
    priceListId deliveryZoneId discountId checkOrders createBills ignoreDeadline deliversSaturday
    deliversSunday deliveryCost deliveryCostMin noDeliveryCost takeaway docketPrices
  }
  detail {
    companyName fullName firstName lastName street houseNumber postalCode city province country
    partitaIva taxNumber recipientCode pec paymentMethod paymentTerms tel extra deadline
  }`;

type Client = {
  id: string;
  username: string;
  email: string | null;
  language: string;
  kind: 'HOST' | 'PRIVATE' | 'GUEST';
  activeFrom: string;
  activeTo: string;
  clientSettings: Record<string, unknown> & {
    priceListId: string;
    deliveryZoneId: string | null;
    discountId: string | null;
  };
  detail: (Record<(typeof DETAIL_TEXT)[number], string | null> & Record<string, string | null>) | null;
};

/** What the client form sends for a stored client when nothing is changed (web: clientValuesOf → clientFormSchema → toClientInput). */
function unchangedClientInput(c: Client) {
  const { priceListId, deliveryZoneId, discountId, ...settings } = c.clientSettings;
  const detail = c.detail ?? ({} as NonNullable<Client['detail']>);
  const kind = c.kind === 'HOST' ? 'HOST' : 'PRIVATE';
  const clean = clientInputSchema({ nameOptional: clientNameOptional(kind, c.detail) }).parse({
    kind: c.kind,
    username: c.username,
    email: c.email ?? '',
    language: c.language,
    ...Object.fromEntries(DETAIL_TEXT.map((f) => [f, detail[f] ?? ''])),
    paymentMethod: detail.paymentMethod,
    paymentTerms: detail.paymentTerms,
    deadline: detail.deadline ? detail.deadline.slice(0, 5) : '',
    ...settings,
    activeFrom: c.activeFrom,
    activeTo: c.activeTo,
  });
  return { ...clean, priceListId, deliveryZoneId, discountId };
}

async function clientsOf(account: string): Promise<Client[]> {
  const res = await server.gql(`query C { clients(includeBlocked: true) { items { ${CLIENT} } } }`, {}, jwt[account]);
  expect(res.errors).toBeUndefined();
  return res.data.clients.items;
}

beforeAll(async () => {
  server = await createTestServer();
  await seedDemo(server.platform.db, '2026-11-25');
  const passwords = {
    'baeckerei-mair': DEMO_PASSWORDS.bakery,
    'hotel-alpenrose': DEMO_PASSWORDS.host,
    'cafe-central': DEMO_PASSWORDS.cafe,
    'maria.rossi': DEMO_PASSWORDS.private,
  };
  for (const [username, password] of Object.entries(passwords)) {
    const res = await server.gql(
      'mutation L($i: String!, $p: String!) { login(identifier: $i, password: $p) { jwt } }',
      { i: username, p: password },
    );
    jwt[username] = res.data.login.jwt;
  }
}, 180_000); // the demo seed is a month of orders
afterAll(() => server.close());

describe('every demo account saves unchanged through its edit form (issue 45, finding 1)', () => {
  it("the bakery saves each of its clients as read, the spec's open end 9999 included, and nothing changes", async () => {
    const before = (await clientsOf('baeckerei-mair')).filter((c) => c.kind !== 'GUEST');
    expect(before.map((c) => c.username).sort()).toEqual(['cafe-central', 'hotel-alpenrose', 'maria.rossi']);
    expect(before.every((c) => c.activeTo.startsWith('9999-'))).toBe(true);
    for (const client of before) {
      const res = await server.gql(
        `mutation U($id: ID!, $input: ClientInput!) { updateClient(id: $id, input: $input) { ${CLIENT} } }`,
        { id: client.id, input: unchangedClientInput(client) },
        jwt['baeckerei-mair'],
      );
      expect(res.errors, client.username).toBeUndefined();
      expect(res.data.updateClient).toEqual(client);
    }
    expect((await clientsOf('baeckerei-mair')).filter((c) => c.kind !== 'GUEST')).toEqual(before);
  });

  it('a changed client saves too: a new phone number and its open end moved to 9999-12-31', async () => {
    const alpenrose = (await clientsOf('baeckerei-mair')).find((c) => c.username === 'hotel-alpenrose')!;
    const input = { ...unchangedClientInput(alpenrose), activeTo: '9999-12-31', tel: '+39 0474 555 111' };
    const res = await server.gql(
      `mutation U($id: ID!, $input: ClientInput!) { updateClient(id: $id, input: $input) { activeTo detail { tel } } }`,
      { id: alpenrose.id, input },
      jwt['baeckerei-mair'],
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.updateClient).toEqual({ activeTo: '9999-12-31', detail: { tel: '+39 0474 555 111' } });
  });

  it('a private customer who registered and gave no name yet saves unchanged and with a new price list; a named one keeps its name', async () => {
    // found by the CI of 2026-12-02: a customer registered on the site (username, e-mail, password: its name
    // comes at its first sign-in) could not be saved by the bakery ("Vollständiger Name" required)
    const [mair] = await server.platform.db.select().from(users).where(eq(users.username, 'baeckerei-mair'));
    await server.platform.db
      .insert(users)
      .values({ username: 'neu.registriert', passwordHash: 'x', bakeryId: mair!.id, confirmed: true, language: 'de' });
    const registered = (await clientsOf('baeckerei-mair')).find((c) => c.username === 'neu.registriert')!;
    expect(registered.detail?.fullName ?? null).toBeNull();
    const update = (id: string, input: unknown) =>
      server.gql(
        `mutation U($id: ID!, $input: ClientInput!) { updateClient(id: $id, input: $input) { ${CLIENT} } }`,
        { id, input },
        jwt['baeckerei-mair'],
      );
    const unchanged = await update(registered.id, unchangedClientInput(registered));
    expect(unchanged.errors).toBeUndefined();
    // saved as read: no details yet become an empty row of them, the name still empty
    expect({ ...unchanged.data.updateClient, detail: null }).toEqual(registered);
    expect(unchanged.data.updateClient.detail).toMatchObject({ fullName: null, companyName: null });
    const other = await server.gql('{ priceLists { id } }', {}, jwt['baeckerei-mair']);
    const listId = (other.data.priceLists as { id: string }[]).find(
      (l) => l.id !== registered.clientSettings.priceListId,
    )?.id;
    if (listId) {
      const moved = await update(registered.id, { ...unchangedClientInput(registered), priceListId: listId });
      expect(moved.data.updateClient.clientSettings.priceListId).toBe(listId);
    }
    // a private customer with a name cannot be saved without it
    const maria = (await clientsOf('baeckerei-mair')).find((c) => c.username === 'maria.rossi')!;
    const erased = await update(maria.id, {
      ...unchangedClientInput(maria),
      fullName: '',
      firstName: '',
      lastName: '',
    });
    expect(erased.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_INPUT', fields: ['fullName'] });
  });

  it('the hosts save each of their guests as read, and a stay open to 9999', async () => {
    for (const host of ['hotel-alpenrose', 'cafe-central']) {
      const guests = await server.gql(
        'query G { clients(includeBlocked: true) { items { id kind label language activeFrom activeTo } } }',
        {},
        jwt[host],
      );
      const items = (guests.data.clients.items as Array<Record<string, string>>).filter((g) => g.kind === 'GUEST');
      if (host === 'hotel-alpenrose') expect(items.length).toBeGreaterThan(0);
      for (const guest of items) {
        for (const activeTo of [guest.activeTo, '9999-01-01']) {
          const input = GuestInputSchema.parse({
            label: guest.label,
            activeFrom: guest.activeFrom,
            activeTo,
            language: guest.language,
          });
          const res = await server.gql(
            'mutation U($id: ID!, $input: GuestInput!) { updateGuest(id: $id, input: $input) { label activeFrom activeTo } }',
            { id: guest.id, input },
            jwt[host],
          );
          expect(res.errors, `${host} ${guest.label}`).toBeUndefined();
          expect(res.data.updateGuest).toEqual({ label: guest.label, activeFrom: guest.activeFrom, activeTo });
        }
      }
    }
  });

  it('each account saves its own details as read', async () => {
    const fields =
      'companyName fullName firstName lastName street houseNumber postalCode city province country partitaIva taxNumber recipientCode pec tel extra';
    for (const account of Object.keys(jwt)) {
      const me = await server.gql(`query M { me { detail { ${fields} } } }`, {}, jwt[account]);
      const detail = me.data.me.detail as Record<string, string | null>;
      const input = Object.fromEntries(Object.entries(detail).filter(([, v]) => v !== null));
      const res = await server.gql(
        `mutation D($input: UserDetailInput!) { updateMyDetails(input: $input) { detail { ${fields} } } }`,
        { input },
        jwt[account],
      );
      expect(res.errors, account).toBeUndefined();
      expect(res.data.updateMyDetails.detail).toEqual(detail);
    }
  });
});
