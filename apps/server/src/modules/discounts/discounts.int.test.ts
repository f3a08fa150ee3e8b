import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { discounts, users } from '../../db/schema/index';
import { createTestServer, codeOf, type TestServer } from '../../../test/test-server';
import { createTenant, signIn } from '../../../test/fixtures';
import { freshTenant } from '../../../test/factories';

const LIST = 'query L { discounts { id name userCount steps { fromCents percent } } }';
const CREATE =
  'mutation C($name: String!, $steps: [DiscountStepInput!]!) { createDiscount(name: $name, steps: $steps) { id name userCount steps { fromCents percent } } }';
const UPDATE =
  'mutation U($id: ID!, $name: String!, $steps: [DiscountStepInput!]!) { updateDiscount(id: $id, name: $name, steps: $steps) { id name userCount steps { fromCents percent } } }';
const DELETE = 'mutation D($id: ID!) { deleteDiscount(id: $id) }';

let server: TestServer;
let a: Awaited<ReturnType<typeof createTenant>>;
let discountA: number;
const jwt: Record<string, string> = {};
const ONE = [{ fromCents: 0, percent: '5' }];

beforeAll(async () => {
  server = await createTestServer();
  a = await createTenant(server.platform.db, 'da');
  await createTenant(server.platform.db, 'db');
  Object.assign(
    jwt,
    await signIn(server, { users: ['da-bakery', 'db-bakery', 'da-host', 'da-private'], guests: { guest: 'daroom1' } }),
  );
  const [row] = await server.platform.db
    .insert(discounts)
    .values({ bakeryId: a.bakery.id, name: 'Stammkunden', range: [{ from: '0.00', percent: '3.00' }] })
    .returning();
  discountA = row!.id;
});
afterAll(() => server.close());

const rowOf = async (id: number) => (await server.platform.db.select().from(discounts).where(eq(discounts.id, id)))[0];
/** A bakery of the test's own with its discount "Stammkunden" (3 %), for a test that gives clients discounts. */
async function freshWithDiscount() {
  const f = await freshTenant(server, { base: 'dc' });
  const [row] = await server.platform.db
    .insert(discounts)
    .values({ bakeryId: f.bakery.id, name: 'Stammkunden', range: [{ from: '0.00', percent: '3.00' }] })
    .returning();
  return { ...f, stammkunden: row!.id };
}

describe('discounts of a bakery', () => {
  it('creates, lists by name with steps and client counts, updates', async () => {
    const f = await freshWithDiscount();
    const other = await freshTenant(server, { base: 'dc' });
    const steps = [
      { fromCents: 0, percent: '2' },
      { fromCents: 10_000, percent: '5.5' },
    ];
    const made = (await server.gql(CREATE, { name: '  Gastro ', steps }, f.jwt.bakery)).data.createDiscount;
    expect(made).toMatchObject({
      name: 'Gastro',
      userCount: 0,
      steps: [
        { fromCents: 0, percent: '2.00' },
        { fromCents: 10_000, percent: '5.50' },
      ],
    });
    expect((await rowOf(Number(made.id)))!.range).toEqual([
      { from: '0.00', percent: '2.00' },
      { from: '100.00', percent: '5.50' },
    ]);
    await server.platform.db
      .update(users)
      .set({ discountId: Number(made.id) })
      .where(eq(users.id, f.host.id));
    expect((await server.gql(LIST, {}, f.jwt.bakery)).data.discounts).toEqual([
      {
        id: made.id,
        name: 'Gastro',
        userCount: 1,
        steps: [
          { fromCents: 0, percent: '2.00' },
          { fromCents: 10_000, percent: '5.50' },
        ],
      },
      { id: String(f.stammkunden), name: 'Stammkunden', userCount: 0, steps: [{ fromCents: 0, percent: '3.00' }] },
    ]);
    expect((await server.gql(LIST, {}, other.jwt.bakery)).data.discounts).toEqual([]);
    const updated = (
      await server.gql(
        UPDATE,
        { id: made.id, name: 'Gastro 2', steps: [{ fromCents: 5_000, percent: '10' }] },
        f.jwt.bakery,
      )
    ).data.updateDiscount;
    expect(updated).toEqual({
      id: made.id,
      name: 'Gastro 2',
      userCount: 1,
      steps: [{ fromCents: 5_000, percent: '10.00' }],
    });
  });

  it('refuses to delete a discount clients have (with the count); deletes it once unused', async () => {
    const f = await freshTenant(server, { base: 'dc' });
    const made = (await server.gql(CREATE, { name: 'Delete me', steps: ONE }, f.jwt.bakery)).data.createDiscount;
    await server.platform.db
      .update(users)
      .set({ discountId: Number(made.id) })
      .where(eq(users.id, f.privateCustomer.id));
    const refused = await server.gql(DELETE, { id: made.id }, f.jwt.bakery);
    expect(codeOf(refused)).toBe('DISCOUNT_HAS_CLIENTS');
    expect(refused.errors?.[0]?.extensions?.clients).toBe(1);
    expect(await rowOf(Number(made.id))).toBeDefined();
    await server.platform.db.update(users).set({ discountId: null }).where(eq(users.id, f.privateCustomer.id));
    expect((await server.gql(DELETE, { id: made.id }, f.jwt.bakery)).data.deleteDiscount).toBe(true);
    expect(await rowOf(Number(made.id))).toBeUndefined();
  });

  it.each([
    ['blank name', '   ', ONE, ['name']],
    ['overlong name', 'x'.repeat(81), ONE, ['name']],
    ['no steps', 'X', [], ['steps']],
    ['11 steps', 'X', Array.from({ length: 11 }, (_, i) => ({ fromCents: i, percent: '1' })), ['steps']],
    ['percent over 100', 'X', [{ fromCents: 0, percent: '100.01' }], ['steps']],
    ['three decimals', 'X', [{ fromCents: 0, percent: '5.001' }], ['steps']],
    ['a float-ish percent', 'X', [{ fromCents: 0, percent: '1e1' }], ['steps']],
    ['negative from', 'X', [{ fromCents: -1, percent: '1' }], ['steps']],
    [
      'not ascending',
      'X',
      [
        { fromCents: 100, percent: '1' },
        { fromCents: 100, percent: '2' },
      ],
      ['steps'],
    ],
  ])('refuses %s with BAD_INPUT and stores nothing', async (_label, name, steps, fields) => {
    const before = await server.platform.db.select().from(discounts);
    const res = await server.gql(CREATE, { name, steps }, jwt['da-bakery']);
    expect(codeOf(res)).toBe('BAD_INPUT');
    expect(res.errors?.[0]?.extensions?.fields).toEqual(fields);
    expect(codeOf(await server.gql(UPDATE, { id: String(discountA), name, steps }, jwt['da-bakery']))).toBe(
      'BAD_INPUT',
    );
    expect(await server.platform.db.select().from(discounts)).toEqual(before);
  });
});

describe('who may change discounts', () => {
  const ops = () =>
    [
      ['updateDiscount', UPDATE, { id: String(discountA), name: 'Hijacked', steps: [{ fromCents: 0, percent: '99' }] }],
      ['deleteDiscount', DELETE, { id: String(discountA) }],
    ] as const;
  const all = () => [['createDiscount', CREATE, { name: 'X', steps: ONE }], ['discounts', LIST, {}], ...ops()] as const;

  it.each(['da-host', 'da-private', 'guest'])('refuses every operation to %s', async (who) => {
    for (const [name, q, v] of all())
      expect([name, codeOf(await server.gql(q, v, jwt[who]))]).toEqual([name, 'FORBIDDEN']);
  });

  it('refuses signed out', async () => {
    for (const [name, q, v] of all()) expect([name, codeOf(await server.gql(q, v))]).toEqual([name, 'UNAUTHENTICATED']);
  });

  it("answers another bakery's discount as not found and changes nothing", async () => {
    const before = await rowOf(discountA);
    for (const [name, q, v] of ops())
      expect([name, codeOf(await server.gql(q, v, jwt['db-bakery']))]).toEqual([name, 'NOT_FOUND']);
    expect(await rowOf(discountA)).toEqual(before);
    expect(before).toMatchObject({ bakeryId: a.bakery.id, name: 'Stammkunden' });
  });

  it("refuses another bakery's discount on a client", async () => {
    const other = await freshTenant(server, { base: 'dc' }); // its discount is made on a bakery of the test's own
    const own = (await server.gql(CREATE, { name: 'B', steps: ONE }, other.jwt.bakery)).data.createDiscount;
    const res = await server.gql(
      'mutation E($id: ID!, $input: ClientInput!) { updateClient(id: $id, input: $input) { id } }',
      { id: String(a.host.id), input: { kind: 'HOST', username: 'da-host', discountId: own.id } },
      jwt['da-bakery'],
    );
    expect(codeOf(res)).toBe('BAD_INPUT');
    expect((await server.platform.db.select().from(users).where(eq(users.id, a.host.id)))[0]!.discountId).not.toBe(
      Number(own.id),
    );
  });
});
