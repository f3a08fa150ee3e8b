import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, asc, eq } from 'drizzle-orm';
import { products } from '../../db/schema/index';
import { createProduct } from '../../db/seed/factories';
import { createTestServer, codeOf, type TestServer } from '../../../test/test-server';
import { createTenant, signIn } from '../../../test/fixtures';

const RESET = 'mutation Reset { resetDisplayOrder }';
const LISTS = 'query Lists { priceLists { id name productCount clientCount } }';

let server: TestServer;
let a: Awaited<ReturnType<typeof createTenant>>;
let b: Awaited<ReturnType<typeof createTenant>>;
const jwt: Record<string, string> = {};

const texts = (de: string) => ({ de, it: `${de} (it)`, en: `${de} (en)` });
const make = (bakeryId: number, de: string, displayOrder: number, priceListIds: number[] = []) =>
  createProduct(server.platform.db, bakeryId, {
    name: texts(de),
    description: texts('Beschreibung'),
    gramPrice: '0.005',
    approxWeight: 100,
    displayOrder,
    priceListIds,
  });

async function orderOf(bakeryId: number) {
  const rows = await server.platform.db
    .select({ id: products.id, displayOrder: products.displayOrder, deleted: products.deleted })
    .from(products)
    .where(and(eq(products.bakeryId, bakeryId)))
    .orderBy(asc(products.displayOrder), asc(products.id));
  return rows;
}

beforeAll(async () => {
  server = await createTestServer();
  a = await createTenant(server.platform.db, 'da');
  b = await createTenant(server.platform.db, 'db');
  Object.assign(
    jwt,
    await signIn(server, { users: ['da-bakery', 'db-bakery', 'da-host', 'da-private'], guests: { guest: 'daroom1' } }),
  );
});
afterAll(() => server.close());

describe('resetDisplayOrder', () => {
  it('sorts the bakery’s products by German name (umlauts with their letter, ties by id) and renumbers 0 … n-1', async () => {
    const zopf = await make(a.bakery.id, 'Zopf', 0);
    const apfel = await make(a.bakery.id, 'Äpfelstrudel', 7);
    const brot2 = await make(a.bakery.id, 'Brot', 3);
    const brot1 = await make(a.bakery.id, 'brot', 9);
    const gone = await make(a.bakery.id, 'Aaa gelöscht', 5);
    await server.platform.db.update(products).set({ deleted: true }).where(eq(products.id, gone.id));
    const other = await make(b.bakery.id, 'Aaa anderer Bäcker', 42);

    const res = await server.gql(RESET, {}, jwt['da-bakery']);
    expect(res.errors).toBeUndefined();
    expect(res.data.resetDisplayOrder).toBe(4);
    const rows = (await orderOf(a.bakery.id)).filter((r) => !r.deleted);
    expect(rows).toEqual([
      { id: apfel.id, displayOrder: 0, deleted: false },
      { id: brot2.id, displayOrder: 1, deleted: false }, // "Brot" and "brot" tie: the lower id first
      { id: brot1.id, displayOrder: 2, deleted: false },
      { id: zopf.id, displayOrder: 3, deleted: false },
    ]);
    expect((await orderOf(a.bakery.id)).find((r) => r.id === gone.id)?.displayOrder).toBe(5); // deleted: untouched
    expect((await orderOf(b.bakery.id)).find((r) => r.id === other.id)?.displayOrder).toBe(42); // another bakery: untouched
  });

  it('returns 0 for a bakery without products', async () => {
    const c = await createTenant(server.platform.db, 'dc');
    const token = (await signIn(server, { users: ['dc-bakery'] }))['dc-bakery'];
    expect((await server.gql(RESET, {}, token)).data.resetDisplayOrder).toBe(0);
    expect(c.bakery.id).toBeGreaterThan(0);
  });

  it.each(['da-host', 'da-private', 'guest'])('refuses %s (FORBIDDEN)', async (who) => {
    expect(codeOf(await server.gql(RESET, {}, jwt[who]))).toBe('FORBIDDEN');
  });

  it('refuses a signed-out call (UNAUTHENTICATED)', async () => {
    expect(codeOf(await server.gql(RESET, {}))).toBe('UNAUTHENTICATED');
  });
});

describe('price list counts', () => {
  it('counts products (not deleted) and clients per list, for the owner only', async () => {
    await make(b.bakery.id, 'Listenbrot', 1, [b.list.id]);
    const deleted = await make(b.bakery.id, 'Weg', 2, [b.list.id]);
    await server.platform.db.update(products).set({ deleted: true }).where(eq(products.id, deleted.id));
    const lists = (await server.gql(LISTS, {}, jwt['db-bakery'])).data.priceLists;
    expect(lists).toEqual([{ id: String(b.list.id), name: 'Standard', productCount: 1, clientCount: 2 }]);
  });
});
