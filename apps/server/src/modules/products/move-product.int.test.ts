import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq, sql } from 'drizzle-orm';
import { products } from '../../db/schema/index';
import { createTestServer, codeOf, type TestServer } from '../../../test/test-server';
import { createTenant, signIn } from '../../../test/fixtures';

const MOVE =
  'mutation Move($id: ID!, $position: Int!) { moveProduct(id: $id, position: $position) { id displayOrder } }';
const PAGE = 'query Page($page: Int) { products(page: $page) { items { id } total } }';
const SIZE = 520; // more than one page of 500 (requirements/platform-and-contract.md#page-sizes-and-limits)

let server: TestServer;
let a: Awaited<ReturnType<typeof createTenant>>;
let b: Awaited<ReturnType<typeof createTenant>>;
const jwt: Record<string, string> = {};

/** The bakery's products as the list shows them: display order, then id. */
async function sequence(bakeryId: number) {
  return server.platform.db
    .select({ id: products.id, displayOrder: products.displayOrder })
    .from(products)
    .where(and(eq(products.bakeryId, bakeryId), eq(products.deleted, false), sql`${products.hostId} is null`))
    .orderBy(asc(products.displayOrder), asc(products.id));
}

/** Every product row of the installation with its order, to prove a refusal changed nothing. */
const everything = () =>
  server.platform.db
    .select({ id: products.id, displayOrder: products.displayOrder })
    .from(products)
    .orderBy(asc(products.id));

/** `count` products in one statement, display orders with gaps and ties as real catalogues have them. */
async function bulkProducts(bakeryId: number, count: number, extra: { hostId?: number; deleted?: boolean } = {}) {
  const values = Array.from({ length: count }, (_x, g) => ({
    bakeryId,
    hostId: extra.hostId ?? null,
    nameKey: `bulk.${g}`,
    descriptionKey: `bulk.${g}`,
    gramPrice: '0.005',
    deleted: extra.deleted ?? false,
    displayOrder: Math.floor(g / 2) * 3,
  }));
  const rows = await server.platform.db.insert(products).values(values).returning({ id: products.id });
  return rows.map((r) => r.id);
}

beforeAll(async () => {
  server = await createTestServer();
  a = await createTenant(server.platform.db, 'mp');
  b = await createTenant(server.platform.db, 'mq');
  Object.assign(
    jwt,
    await signIn(server, { users: ['mp-bakery', 'mq-bakery', 'mp-host', 'mp-private'], guests: { guest: 'mproom1' } }),
  );
  await bulkProducts(a.bakery.id, SIZE);
  await bulkProducts(b.bakery.id, 3);
});
afterAll(() => server.close());

describe('moveProduct: sorting a catalogue of more than 500 products', () => {
  it('moves a product of page 2 to position 3 of page 1 and renumbers the whole catalogue 0 … n-1', async () => {
    const before = await sequence(a.bakery.id);
    expect(before).toHaveLength(SIZE);
    const moved = before[509]!.id; // position 510: on page 2
    const res = await server.gql(MOVE, { id: String(moved), position: 3 }, jwt['mp-bakery']);
    expect(res.errors).toBeUndefined();
    expect(res.data.moveProduct).toEqual({ id: String(moved), displayOrder: 2 });
    const after = await sequence(a.bakery.id);
    const expected = before.map((r) => r.id).filter((id) => id !== moved);
    expected.splice(2, 0, moved);
    expect(after.map((r) => r.id)).toEqual(expected);
    expect(after.map((r) => r.displayOrder)).toEqual(after.map((_r, index) => index));
    const page1 = (await server.gql(PAGE, { page: 0 }, jwt['mp-bakery'])).data.products;
    expect(page1.items[2].id).toBe(String(moved));
    expect(page1.total).toBe(SIZE);
  });

  it('moves a product of page 1 down onto page 2 and one to the end (a position beyond the last)', async () => {
    const before = (await sequence(a.bakery.id)).map((r) => r.id);
    const down = before[1]!;
    expect((await server.gql(MOVE, { id: String(down), position: 505 }, jwt['mp-bakery'])).errors).toBeUndefined();
    const page2 = (await server.gql(PAGE, { page: 1 }, jwt['mp-bakery'])).data.products.items.map(
      (p: { id: string }) => p.id,
    );
    expect(page2[4]).toBe(String(down));
    const last = before[0]!;
    const res = await server.gql(MOVE, { id: String(last), position: 100_000 }, jwt['mp-bakery']);
    expect(res.data.moveProduct.displayOrder).toBe(SIZE - 1);
    const after = (await sequence(a.bakery.id)).map((r) => r.id);
    expect(after.at(-1)).toBe(last);
    expect(new Set(after)).toEqual(new Set(before));
  });

  it('keeps its place when moved to where it is', async () => {
    const before = await sequence(a.bakery.id);
    const res = await server.gql(MOVE, { id: String(before[7]!.id), position: 8 }, jwt['mp-bakery']);
    expect(res.data.moveProduct.displayOrder).toBe(7);
    expect(await sequence(a.bakery.id)).toEqual(before);
  });

  it('leaves deleted products, host products and other bakeries out of the numbering', async () => {
    const [deleted] = await bulkProducts(a.bakery.id, 1, { deleted: true });
    const [own] = await bulkProducts(a.bakery.id, 1, { hostId: a.host.id });
    const others = await sequence(b.bakery.id);
    const before = await everything();
    const target = (await sequence(a.bakery.id))[300]!.id;
    expect((await server.gql(MOVE, { id: String(target), position: 1 }, jwt['mp-bakery'])).errors).toBeUndefined();
    const after = await everything();
    const orderOf = (rows: typeof before, id: number) => rows.find((r) => r.id === id)?.displayOrder;
    expect(orderOf(after, deleted!)).toBe(orderOf(before, deleted!));
    expect(orderOf(after, own!)).toBe(orderOf(before, own!));
    expect(await sequence(b.bakery.id)).toEqual(others);
    for (const id of [deleted, own])
      expect(codeOf(await server.gql(MOVE, { id: String(id), position: 1 }, jwt['mp-bakery']))).toBe('NOT_FOUND');
  });

  it('refuses another bakery’s product (NOT_FOUND) and changes nothing', async () => {
    const before = await everything();
    const foreign = (await sequence(a.bakery.id))[10]!.id;
    expect(codeOf(await server.gql(MOVE, { id: String(foreign), position: 1 }, jwt['mq-bakery']))).toBe('NOT_FOUND');
    expect(await everything()).toEqual(before);
  });

  it.each(['mp-host', 'mp-private', 'guest'])('refuses %s (FORBIDDEN) and changes nothing', async (who) => {
    const before = await everything();
    const id = (await sequence(a.bakery.id))[10]!.id;
    expect(codeOf(await server.gql(MOVE, { id: String(id), position: 1 }, jwt[who]))).toBe('FORBIDDEN');
    expect(codeOf(await server.gql(MOVE, { id: String(id), position: 1 }))).toBe('UNAUTHENTICATED');
    expect(await everything()).toEqual(before);
  });

  it('refuses a position below 1 (BAD_INPUT)', async () => {
    const id = (await sequence(a.bakery.id))[10]!.id;
    const res = await server.gql(MOVE, { id: String(id), position: 0 }, jwt['mp-bakery']);
    expect(codeOf(res)).toBe('BAD_INPUT');
    expect(res.errors?.[0]?.extensions?.fields).toEqual(['position']);
  });
});
