import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, codeOf, type GqlResult, type TestServer } from '../../../test/test-server';
import { createTenant, signIn } from '../../../test/fixtures';

// Issue 13, finding 4: unchecked input reached the database and answered INTERNAL — ids above
// 2,147,483,647, strings with a NUL byte, a 5,000-character date. Each case here did before the guard.
let server: TestServer;
let jwt: Record<string, string>;
let holidayId: string;

beforeAll(async () => {
  server = await createTestServer();
  await createTenant(server.platform.db, 'ig');
  jwt = await signIn(server, { users: ['ig-bakery', 'ig-private'] });
  const created = await server.gql(
    'mutation H { createHoliday(name: "Ostern", from: "2027-03-28", to: "2027-03-29") { id } }',
    {},
    jwt['ig-bakery'],
  );
  holidayId = created.data.createHoliday.id;
});
afterAll(() => server.close());

function expectBadInput(res: GqlResult, fields: string[], code = 'BAD_INPUT') {
  expect(res.errors?.[0]?.extensions).toMatchObject({ code, fields });
}

const TOO_BIG_ID = '2147483648';
const LONG_DATE = '2027-03-28'.repeat(500);

describe('arguments are checked before they reach SQL', () => {
  it.each([
    ['deleteProduct', 'mutation M($id: ID!) { deleteProduct(id: $id) }', 'ig-bakery'],
    ['bill', 'query Q($id: ID!) { bill(id: $id) { id } }', 'ig-bakery'],
    ['abo', 'query Q($id: ID!) { abo(id: $id) { id } }', 'ig-private'],
    ['user', 'query Q($id: ID!) { user(id: $id) { id } }', 'ig-bakery'],
    ['deleteClient', 'mutation M($id: ID!) { deleteClient(id: $id) { id } }', 'ig-bakery'],
  ])('%s with an id above 2,147,483,647 is BAD_INPUT naming the id', async (_name, query, account) => {
    for (const id of [TOO_BIG_ID, '9007199254740993', '-1', '1e3', 'abc'])
      expectBadInput(await server.gql(query, { id }, jwt[account]), ['id']);
  });

  it('the role comes first: a caller the scopes leave out is refused whatever it sends', async () => {
    const query = 'query Q($id: ID!) { abo(id: $id) { id } }';
    for (const id of [TOO_BIG_ID, 'abc']) {
      expect(codeOf(await server.gql(query, { id }, jwt['ig-bakery']))).toBe('FORBIDDEN');
      expect(codeOf(await server.gql(query, { id }))).toBe('UNAUTHENTICATED');
    }
  });

  it('strings with a NUL byte are BAD_INPUT and write nothing', async () => {
    const before = await server.gql('query L { priceLists { id } }', {}, jwt['ig-bakery']);
    expectBadInput(
      await server.gql(
        'mutation M($n: String!) { createPriceList(name: $n) { id } }',
        { n: 'Hotels\u0000' },
        jwt['ig-bakery'],
      ),
      ['name'],
    );
    const after = await server.gql('query L { priceLists { id } }', {}, jwt['ig-bakery']);
    expect(after.data.priceLists).toHaveLength(before.data.priceLists.length);
    expectBadInput(
      await server.gql('mutation F($e: String!) { forgotPassword(email: $e) }', { e: 'a\u0000@example.org' }),
      ['email'],
    );
    expectBadInput(await server.gql('query U($u: String!) { usernameCount(username: $u) }', { u: 'a\u0000b' }), [
      'username',
    ]);
    expectBadInput(
      await server.gql(
        'query E($e: String!) { emailCount(email: $e) }',
        { e: 'a\u0000@example.org' },
        jwt['ig-bakery'],
      ),
      ['email'],
    );
    expectBadInput(
      await server.gql(
        'mutation M($n: String!) { createPriceList(name: $n) { id } }',
        { n: 'broken \ud800 half' },
        jwt['ig-bakery'],
      ),
      ['name'],
    );
  });

  it("the gate admits every date the product stores — the spec's open end 9999-01-01 up to 9999-12-31 — and refuses a five-digit year or one before 1900", async () => {
    // issue 45, finding 1: years after 2999 were INVALID_DATE, so no account with its default end could be saved
    const pause = 'mutation P($id: ID!, $until: String) { pauseAbo(id: $id, until: $until) { id } }';
    for (const until of ['9999-01-01', '9999-03-31', '9999-12-31']) {
      const res = await server.gql(pause, { id: '1', until }, jwt['ig-private']);
      expect(codeOf(res), until).toBe('NOT_FOUND'); // past the gate: the service looks the abo up
    }
    const update =
      'mutation U($id: ID!, $from: String!, $to: String!, $name: String!) { updateHoliday(id: $id, from: $from, to: $to, name: $name) { id } }';
    const vars = { id: holidayId, name: 'Ostern' };
    expectBadInput(await server.gql(update, { ...vars, from: '2027-03-28', to: '10000-01-01' }, jwt['ig-bakery']), [
      'to',
    ]);
    expectBadInput(
      await server.gql(update, { ...vars, from: '1899-12-31', to: '2027-03-29' }, jwt['ig-bakery']),
      ['from'],
      'INVALID_DATE',
    );
  });

  it('a 5,000-character date and an over-long string are BAD_INPUT, a day that does not exist INVALID_DATE, naming the field', async () => {
    const update =
      'mutation U($id: ID!, $from: String!, $to: String!, $name: String!) { updateHoliday(id: $id, from: $from, to: $to, name: $name) { id from } }';
    expectBadInput(
      await server.gql(update, { id: holidayId, from: LONG_DATE, to: '2027-03-29', name: 'Ostern' }, jwt['ig-bakery']),
      ['from'],
    );
    expectBadInput(
      await server.gql(
        update,
        { id: holidayId, from: '2027-02-30', to: '0000-01-01', name: 'Ostern' },
        jwt['ig-bakery'],
      ),
      ['from', 'to'],
      'INVALID_DATE',
    );
    expectBadInput(
      await server.gql(
        update,
        { id: holidayId, from: '2027-02-30', to: '28.03.2027', name: 'Ostern' },
        jwt['ig-bakery'],
      ),
      ['from', 'to'],
    );
    expectBadInput(
      await server.gql(
        update,
        { id: holidayId, from: '2027-03-28', to: '2027-03-29', name: 'x'.repeat(10_001) },
        jwt['ig-bakery'],
      ),
      ['name'],
    );
    const pause = 'mutation P($id: ID!, $until: String) { pauseAbo(id: $id, until: $until) { id } }';
    expectBadInput(await server.gql(pause, { id: '1', until: LONG_DATE }, jwt['ig-private']), ['until']);
    const bakeList = 'query B($d: String) { bakeList(deadline: $d) { deadline } }';
    expectBadInput(await server.gql(bakeList, { d: '2027-03-28T17:00:00+01:00'.repeat(100) }, jwt['ig-bakery']), [
      'deadline',
    ]);
    // the holiday is as it was
    const list = await server.gql('query H { holidays { items { id from name } } }', {}, jwt['ig-bakery']);
    expect(list.data.holidays.items).toContainEqual({ id: holidayId, from: '2027-03-28', name: 'Ostern' });
  });

  it('the document routes refuse the same ids with BAD_INPUT', async () => {
    for (const [path, body] of [
      ['/api/bills/pdf', { billId: TOO_BIG_ID }],
      ['/api/production/dockets.pdf', { docketIds: [TOO_BIG_ID] }],
    ] as const) {
      const res = await fetch(`${server.url}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${jwt['ig-bakery']}` },
        body: JSON.stringify(body),
      });
      expect(res.status, path).toBe(400);
      expect(((await res.json()) as { errors: { extensions: { code: string } }[] }).errors[0]!.extensions.code).toBe(
        'BAD_INPUT',
      );
    }
  });

  it('lets valid input through unchanged', async () => {
    const update =
      'mutation U($id: ID!, $from: String!, $to: String!, $name: String!) { updateHoliday(id: $id, from: $from, to: $to, name: $name) { from to name } }';
    const res = await server.gql(
      update,
      { id: holidayId, from: '2027-04-01', to: '2027-04-02', name: 'Ostern – Pâques 🐣' },
      jwt['ig-bakery'],
    );
    expect(res.data.updateHoliday).toEqual({ from: '2027-04-01', to: '2027-04-02', name: 'Ostern – Pâques 🐣' });
    expect(
      codeOf(await server.gql('query Q($id: ID!) { bill(id: $id) { id } }', { id: '2147483647' }, jwt['ig-bakery'])),
    ).toMatch(/NOT_FOUND/);
  });
});
