import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { userDetails, users } from '../../db/schema/index';
import { createTestServer, codeOf, type TestServer } from '../../../test/test-server';
import { createTenant, signIn } from '../../../test/fixtures';
import { freshTenant } from '../../../test/factories';

const SETTINGS =
  'query S { bakerySettings { createBills ignoreDeadline deliversSaturday deliversSunday takeaway deliveryCost deliveryCostMin deadline timeZone } }';
const UPDATE_SETTINGS =
  'mutation U($input: BakerySettingsInput!) { updateBakerySettings(input: $input) { createBills deliversSaturday deliveryCost deliveryCostMin deadline timeZone } }';
const DETAILS =
  'mutation D($input: UserDetailInput!) { updateMyDetails(input: $input) { needsDataCompletion detail { companyName fullName street postalCode city country partitaIva taxNumber recipientCode pec } } }';
const PROFILE = 'mutation P($on: Boolean!) { updateMyProfile(acceptsGuestOrders: $on) { acceptsGuestOrders } }';
const BASE = {
  fullName: 'Maria Rossi',
  street: 'Via Roma',
  houseNumber: '3',
  postalCode: '39100',
  city: 'Bolzano',
  country: 'IT',
};

let server: TestServer;
let a: Awaited<ReturnType<typeof createTenant>>;
let b: Awaited<ReturnType<typeof createTenant>>;
const jwt: Record<string, string> = {};

beforeAll(async () => {
  server = await createTestServer();
  a = await createTenant(server.platform.db, 'sa');
  b = await createTenant(server.platform.db, 'sb');
  Object.assign(
    jwt,
    await signIn(server, { users: ['sa-bakery', 'sb-bakery', 'sa-host', 'sa-private'], guests: { guest: 'saroom1' } }),
  );
});
afterAll(() => server.close());

const userRow = async (id: number) => (await server.platform.db.select().from(users).where(eq(users.id, id)))[0]!;

describe('bakery settings', () => {
  it('reads the defaults and changes only the given fields', async () => {
    const f = await freshTenant(server, { base: 'sf' }); // the settings changed are its own
    expect((await server.gql(SETTINGS, {}, f.jwt.bakery)).data.bakerySettings).toMatchObject({
      ignoreDeadline: false,
      deliversSaturday: false,
      deliversSunday: false,
      takeaway: false,
      deliveryCost: '0.00',
      deliveryCostMin: '0.00',
      deadline: null,
      timeZone: 'Europe/Rome',
    });
    const input = {
      createBills: false,
      deliversSaturday: true,
      deliveryCost: '2,5',
      deliveryCostMin: '20',
      deadline: '17:30',
      timeZone: 'Europe/Berlin',
    };
    expect((await server.gql(UPDATE_SETTINGS, { input }, f.jwt.bakery)).data.updateBakerySettings).toEqual({
      createBills: false,
      deliversSaturday: true,
      deliveryCost: '2.50',
      deliveryCostMin: '20.00',
      deadline: '17:30',
      timeZone: 'Europe/Berlin',
    });
    expect(
      (await server.gql(UPDATE_SETTINGS, { input: { createBills: true } }, f.jwt.bakery)).data.updateBakerySettings,
    ).toMatchObject({ createBills: true, deliversSaturday: true, deadline: '17:30' });
    expect(
      (await server.gql(UPDATE_SETTINGS, { input: { deadline: null, timeZone: '' } }, f.jwt.bakery)).data
        .updateBakerySettings,
    ).toMatchObject({ deadline: null, timeZone: 'Europe/Rome' });
  });

  it('refuses bad values field by field and changes nothing', async () => {
    const before = await userRow(b.bakery.id);
    const res = await server.gql(
      UPDATE_SETTINGS,
      {
        input: {
          createBills: true,
          deliveryCost: '-1',
          deliveryCostMin: '1.234',
          deadline: '24:00',
          timeZone: 'Mars/Olympus',
        },
      },
      jwt['sb-bakery'],
    );
    expect(codeOf(res)).toBe('BAD_INPUT');
    expect(res.errors?.[0]?.extensions?.fields).toEqual(['deliveryCost', 'deliveryCostMin', 'timeZone', 'deadline']);
    expect(codeOf(await server.gql(UPDATE_SETTINGS, { input: { deliveryCost: 'abc' } }, jwt['sb-bakery']))).toBe(
      'BAD_INPUT',
    );
    expect(codeOf(await server.gql(UPDATE_SETTINGS, { input: { deliveryCost: null } }, jwt['sb-bakery']))).toBe(
      'BAD_INPUT',
    );
    expect(await userRow(b.bakery.id)).toEqual(before);
  });
});

describe('base data, profile and first-login data completion', () => {
  it('a private customer completes its data; then it no longer needs completion', async () => {
    const f = await freshTenant(server, { base: 'sf' });
    expect(
      (await server.gql('query { me { needsDataCompletion } }', {}, f.jwt.private)).data.me.needsDataCompletion,
    ).toBe(true);
    const saved = (
      await server.gql(DETAILS, { input: { ...BASE, pec: ' maria@pec.it ', recipientCode: 'abc1234' } }, f.jwt.private)
    ).data.updateMyDetails;
    expect(saved).toEqual({
      needsDataCompletion: false,
      detail: {
        companyName: null,
        fullName: 'Maria Rossi',
        street: 'Via Roma',
        postalCode: '39100',
        city: 'Bolzano',
        country: 'IT',
        partitaIva: null,
        taxNumber: null,
        recipientCode: 'ABC1234',
        pec: 'maria@pec.it',
      },
    });
    expect(
      (await server.gql('query { me { needsDataCompletion } }', {}, f.jwt.private)).data.me.needsDataCompletion,
    ).toBe(false);
  });

  it('reports every bad field, requires the base data and stores nothing', async () => {
    const f = await freshTenant(server, { base: 'sf' });
    const res = await server.gql(
      DETAILS,
      {
        input: {
          companyName: '',
          fullName: null,
          street: 'Hauptstraße',
          postalCode: '391',
          city: '',
          partitaIva: '123',
          recipientCode: 'ABC',
          pec: 'no-mail',
          tel: 'call me',
          country: 'IT',
        },
      },
      f.jwt.host,
    );
    expect(codeOf(res)).toBe('BAD_INPUT');
    expect(res.errors?.[0]?.extensions?.fields).toEqual([
      'companyName',
      'fullName',
      'postalCode',
      'city',
      'partitaIva',
      'recipientCode',
      'pec',
      'tel',
    ]);
    expect(
      (await server.gql(DETAILS, { input: { ...BASE, country: 'Italy' } }, f.jwt.host)).errors?.[0]?.extensions?.fields,
    ).toEqual(['country']);
    const [detail] = await server.platform.db.select().from(userDetails).where(eq(userDetails.userId, f.host.id));
    expect(detail).toMatchObject({ companyName: `${f.prefix} Hotel`, street: null });
    const italian = await server.gql(
      DETAILS,
      { input: { ...BASE, companyName: `${f.prefix} Hotel`, partitaIva: '1234567890' } },
      f.jwt.host,
    );
    expect(italian.errors?.[0]?.extensions?.fields).toEqual(['partitaIva']);
    // requirements/bills-and-e-invoices.md#client-billing-data: the check digit and the codice fiscale's check letter are checked at entry (SdI 00305/00306)
    const digits = await server.gql(
      DETAILS,
      { input: { ...BASE, partitaIva: 'IT 01234567890', taxNumber: 'RSSNNA80A41A952Z' } },
      f.jwt.host,
    );
    expect(digits.errors?.[0]?.extensions?.fields).toEqual(['partitaIva', 'taxNumber']);
    const saved = (
      await server.gql(
        DETAILS,
        { input: { ...BASE, partitaIva: 'IT 00743110157', taxNumber: 'rssnna80a41a952w' } },
        f.jwt.host,
      )
    ).data.updateMyDetails.detail;
    expect(saved).toMatchObject({ partitaIva: '00743110157', taxNumber: 'RSSNNA80A41A952W' });
  });

  it('a bakery edits its own base data; guests have none to edit', async () => {
    const f = await freshTenant(server, { base: 'sf' });
    expect(
      (await server.gql(DETAILS, { input: { ...BASE, companyName: 'Bäckerei Süd' } }, f.jwt.bakery)).data
        .updateMyDetails.detail.companyName,
    ).toBe('Bäckerei Süd');
    expect(codeOf(await server.gql(DETAILS, { input: BASE }, f.jwt.guest))).toBe('FORBIDDEN');
    expect(codeOf(await server.gql(DETAILS, { input: BASE }))).toBe('UNAUTHENTICATED');
    const [guestDetail] = await server.platform.db.select().from(userDetails).where(eq(userDetails.userId, f.guest.id));
    expect(guestDetail?.fullName).not.toBe('Maria Rossi');
  });

  it('only a private customer switches accepting guest orders', async () => {
    const f = await freshTenant(server, { base: 'sf' });
    expect((await server.gql(PROFILE, { on: true }, f.jwt.private)).data.updateMyProfile.acceptsGuestOrders).toBe(true);
    expect((await userRow(f.privateCustomer.id)).acceptsGuestOrders).toBe(true);
    for (const who of ['bakery', 'host', 'guest'] as const)
      expect([who, codeOf(await server.gql(PROFILE, { on: true }, f.jwt[who]))]).toEqual([who, 'FORBIDDEN']);
    expect(codeOf(await server.gql(PROFILE, { on: false }))).toBe('UNAUTHENTICATED');
    expect((await userRow(f.host.id)).acceptsGuestOrders).toBe(false);
  });
});

describe('who may read and change bakery settings', () => {
  it.each(['sa-host', 'sa-private', 'guest'])('refuses %s', async (who) => {
    expect(codeOf(await server.gql(SETTINGS, {}, jwt[who]))).toBe('FORBIDDEN');
    expect(codeOf(await server.gql(UPDATE_SETTINGS, { input: { createBills: true } }, jwt[who]))).toBe('FORBIDDEN');
    expect((await userRow(a.host.id)).createBills).toBe(false);
  });

  it('refuses signed out', async () => {
    expect(codeOf(await server.gql(SETTINGS))).toBe('UNAUTHENTICATED');
    expect(codeOf(await server.gql(UPDATE_SETTINGS, { input: { createBills: true } }))).toBe('UNAUTHENTICATED');
  });

  it("a bakery's change never reaches another bakery", async () => {
    const f = await freshTenant(server, { base: 'sf' });
    const changed = await server.gql(
      UPDATE_SETTINGS,
      { input: { takeaway: true, deliveryCost: '9.99' } },
      f.jwt.bakery,
    );
    expect(changed.data.updateBakerySettings.deliveryCost).toBe('9.99');
    expect(await userRow(a.bakery.id)).toMatchObject({ takeaway: false });
    expect((await server.gql(SETTINGS, {}, jwt['sa-bakery'])).data.bakerySettings.deliveryCost).not.toBe('9.99');
  });
});
