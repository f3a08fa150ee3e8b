import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { holidays } from '../../db/schema/index';
import { createTestServer, codeOf, type TestServer } from '../../../test/test-server';
import { createTenant, signIn } from '../../../test/fixtures';

const PAGE = 'query H($page: Int) { holidays(page: $page) { total page pageSize items { id name from to } } }';
const CREATE =
  'mutation C($name: String!, $from: String!, $to: String!) { createHoliday(name: $name, from: $from, to: $to) { id name from to } }';
const UPDATE =
  'mutation U($id: ID!, $name: String!, $from: String!, $to: String!) { updateHoliday(id: $id, name: $name, from: $from, to: $to) { id name from to } }';
const DELETE = 'mutation D($id: ID!) { deleteHoliday(id: $id) }';
const UPCOMING = 'query Up($from: String) { holidaysOfMyBakery(from: $from) { name from to } }';

let server: TestServer;
let a: Awaited<ReturnType<typeof createTenant>>;
let holidayA: number;
const jwt: Record<string, string> = {};

beforeAll(async () => {
  server = await createTestServer({}, { now: () => new Date('2026-06-10T08:00:00Z') });
  a = await createTenant(server.platform.db, 'ha', '2026-06-10');
  await createTenant(server.platform.db, 'hb', '2026-06-10');
  Object.assign(
    jwt,
    await signIn(server, { users: ['ha-bakery', 'hb-bakery', 'ha-host', 'ha-private'], guests: { guest: 'haroom1' } }),
  );
  const [row] = await server.platform.db
    .insert(holidays)
    .values({ bakeryId: a.bakery.id, name: 'Ferragosto', from: '2026-08-15', to: '2026-08-16' })
    .returning();
  holidayA = row!.id;
});
afterAll(() => server.close());

const rowOf = async (id: number) => (await server.platform.db.select().from(holidays).where(eq(holidays.id, id)))[0];

describe('holidays of a bakery', () => {
  it('pages 5 at a time, newest from first, with the total', async () => {
    const froms = ['2026-01-06', '2026-12-24', '2026-04-05', '2025-12-24', '2026-11-01', '2026-05-01'];
    for (const from of froms)
      expect(codeOf(await server.gql(CREATE, { name: `H ${from}`, from, to: from }, jwt['ha-bakery']))).toBeUndefined();
    const first = (await server.gql(PAGE, {}, jwt['ha-bakery'])).data.holidays;
    expect(first.total).toBe(7);
    expect(first.pageSize).toBe(5);
    expect(first.items.map((h: { from: string }) => h.from)).toEqual([
      '2026-12-24',
      '2026-11-01',
      '2026-08-15',
      '2026-05-01',
      '2026-04-05',
    ]);
    const second = (await server.gql(PAGE, { page: 1 }, jwt['ha-bakery'])).data.holidays;
    expect(second.items.map((h: { from: string }) => h.from)).toEqual(['2026-01-06', '2025-12-24']);
    expect((await server.gql(PAGE, {}, jwt['hb-bakery'])).data.holidays).toMatchObject({ total: 0, items: [] });
    expect(codeOf(await server.gql(PAGE, { page: -1 }, jwt['ha-bakery']))).toBe('BAD_INPUT');
  });

  // a value not shaped YYYY-MM-DD is refused by the input guard (BAD_INPUT naming it); a day that does not exist
  // (guard) or a range that breaks a rule (service) is INVALID_DATE
  it.each([
    ['reversed range', '2026-12-27', '2026-12-24', 'INVALID_DATE'],
    ['not YYYY-MM-DD', '24.12.2026', '2026-12-26', 'BAD_INPUT'],
    ['no such day', '2026-02-30', '2026-03-01', 'INVALID_DATE'],
    ['more than 366 days', '2026-01-01', '2027-01-02', 'INVALID_DATE'],
    ['empty', '', '', 'BAD_INPUT'],
  ])('refuses a %s (%s … %s) with %s and stores nothing', async (_what, from, to, code) => {
    const before = (await server.gql(PAGE, {}, jwt['hb-bakery'])).data.holidays.total;
    expect(codeOf(await server.gql(CREATE, { name: 'Bad', from, to }, jwt['hb-bakery']))).toBe(code);
    expect(codeOf(await server.gql(UPDATE, { id: String(holidayA), name: 'Bad', from, to }, jwt['ha-bakery']))).toBe(
      code,
    );
    expect((await server.gql(PAGE, {}, jwt['hb-bakery'])).data.holidays.total).toBe(before);
    expect(await rowOf(holidayA)).toMatchObject({ name: 'Ferragosto', from: '2026-08-15' });
  });

  it('accepts a whole leap year and a single day; refuses a blank name', async () => {
    expect(
      (await server.gql(CREATE, { name: 'Sabbatical', from: '2028-01-01', to: '2028-12-31' }, jwt['hb-bakery'])).data
        .createHoliday.to,
    ).toBe('2028-12-31');
    expect(
      codeOf(await server.gql(CREATE, { name: ' ', from: '2026-12-24', to: '2026-12-24' }, jwt['hb-bakery'])),
    ).toBe('BAD_INPUT');
  });

  it('updates and deletes its own holiday', async () => {
    const made = (
      await server.gql(CREATE, { name: 'Betriebsurlaub', from: '2026-07-01', to: '2026-07-14' }, jwt['hb-bakery'])
    ).data.createHoliday;
    const changed = (
      await server.gql(UPDATE, { id: made.id, name: 'Urlaub', from: '2026-07-02', to: '2026-07-15' }, jwt['hb-bakery'])
    ).data.updateHoliday;
    expect(changed).toEqual({ id: made.id, name: 'Urlaub', from: '2026-07-02', to: '2026-07-15' });
    expect((await server.gql(DELETE, { id: made.id }, jwt['hb-bakery'])).data.deleteHoliday).toBe(true);
    expect(await rowOf(Number(made.id))).toBeUndefined();
  });

  it("lets every account of the bakery read its upcoming holidays, never another bakery's", async () => {
    for (const who of ['ha-bakery', 'ha-host', 'ha-private', 'guest']) {
      const names = (await server.gql(UPCOMING, {}, jwt[who])).data.holidaysOfMyBakery.map(
        (h: { from: string }) => h.from,
      );
      expect([who, names]).toEqual([who, ['2026-08-15', '2026-11-01', '2026-12-24']]); // today is 2026-06-10
    }
    expect((await server.gql(UPCOMING, { from: '2026-05-01' }, jwt.guest)).data.holidaysOfMyBakery[0]).toMatchObject({
      from: '2026-05-01',
    });
    expect(codeOf(await server.gql(UPCOMING, { from: 'tomorrow' }, jwt.guest))).toBe('BAD_INPUT');
    expect(codeOf(await server.gql(UPCOMING, {}))).toBe('UNAUTHENTICATED');
  });
});

describe('who may change holidays', () => {
  const ops = () =>
    [
      ['updateHoliday', UPDATE, { id: String(holidayA), name: 'Hijacked', from: '2026-01-01', to: '2026-01-02' }],
      ['deleteHoliday', DELETE, { id: String(holidayA) }],
    ] as const;
  const all = () =>
    [
      ['createHoliday', CREATE, { name: 'X', from: '2026-01-01', to: '2026-01-01' }],
      ['holidays', PAGE, {}],
      ...ops(),
    ] as const;

  it.each(['ha-host', 'ha-private', 'guest'])('refuses every operation to %s', async (who) => {
    for (const [name, q, v] of all())
      expect([name, codeOf(await server.gql(q, v, jwt[who]))]).toEqual([name, 'FORBIDDEN']);
  });

  it('refuses signed out', async () => {
    for (const [name, q, v] of all()) expect([name, codeOf(await server.gql(q, v))]).toEqual([name, 'UNAUTHENTICATED']);
  });

  it("answers another bakery's holiday as not found and changes nothing", async () => {
    for (const [name, q, v] of ops())
      expect([name, codeOf(await server.gql(q, v, jwt['hb-bakery']))]).toEqual([name, 'NOT_FOUND']);
    expect(await rowOf(holidayA)).toMatchObject({
      name: 'Ferragosto',
      from: '2026-08-15',
      to: '2026-08-16',
      bakeryId: a.bakery.id,
    });
  });
});
