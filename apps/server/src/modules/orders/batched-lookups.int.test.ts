import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { holidays, users } from '../../db/schema/index';
import type { Db } from '../../platform/db/database';
import { codeOf } from '../../../test/test-server';
import { findSessionUser } from '../users/users.queries';
import { findOrderableProducts, findOrderingAccounts } from './orders.queries';
import { PLACE, setupOrders, TOMORROW } from './orders.test-setup';
import { recordStatements } from '../../../test/statements';

/**
 * The lookups placeOrder makes are shared by the requests of one moment (platform/db/batched,
 * issue 18): one statement answers many callers. What must hold: each caller gets exactly its own
 * rows (prices, products, accounts, holidays), never another customer's, and nothing is remembered.
 */
let s: Awaited<ReturnType<typeof setupOrders>>;

beforeAll(async () => {
  s = await setupOrders('bl');
  await s.db.insert(holidays).values({ name: 'Ferien', from: '2026-12-24', to: '2026-12-26', bakeryId: s.t.bakery.id });
});
afterAll(() => s.server.close());

/** The SQL statements sent while `work` runs (the job queue's polling left out). */
async function statementsOf<T>(work: () => Promise<T>): Promise<{ result: T; statements: string[] }> {
  const sent = recordStatements(s.db);
  try {
    return { result: await work(), statements: sent.texts };
  } finally {
    sent.restore();
  }
}

const ids = (rows: { product: { id: number } }[]) => rows.map((r) => r.product.id).sort((a, b) => a - b);

describe('lookups shared by the requests of one moment', () => {
  it('orderable products: one statement per kind, each customer only its own products at its own prices', async () => {
    const [semmel, brezel, foreign] = [s.p.semmel, s.p.brezel, s.p.foreign].map(Number) as [number, number, number];
    const db: Db = s.db;
    const { result, statements } = await statementsOf(() =>
      Promise.all([
        // the guest's host took over only the Semmel, at a display price of its own
        findOrderableProducts(db, s.t.host.id, true, [semmel, brezel]),
        // the private customer asks for its bakery's products and for the other bakery's
        findOrderableProducts(db, s.t.privateCustomer.id, false, [semmel, foreign]),
        // the other bakery's private customer asks for the same two
        findOrderableProducts(db, s.other.privateCustomer.id, false, [semmel, foreign]),
        findOrderableProducts(db, s.t.host.id, false, [brezel]),
      ]),
    );
    const [guest, own, other, host] = result;
    expect(ids(guest)).toEqual([semmel]);
    expect(guest[0]).toMatchObject({ displayPrice: '0.60', own: false });
    expect(ids(own)).toEqual([semmel]);
    expect(own[0]).toMatchObject({ gramPrice: '0.009000', displayPrice: '-1' });
    expect(ids(other)).toEqual([foreign]);
    expect(ids(host)).toEqual([brezel]);
    expect(statements).toHaveLength(2); // the guests' statement and the others'
  });

  it('ordering accounts: one statement, each its own account, bakery and holidays', async () => {
    const related = (a: { bakeryId: number | null; hostId: number | null }) =>
      [a.bakeryId, a.hostId].filter((id): id is number => id !== null);
    const { result, statements } = await statementsOf(() =>
      Promise.all([
        findOrderingAccounts(s.db, s.t.guest.id, related, s.t.guest),
        findOrderingAccounts(s.db, s.other.privateCustomer.id, related, s.other.privateCustomer),
      ]),
    );
    const [guest, other] = result;
    expect(guest?.account.id).toBe(s.t.guest.id);
    expect(guest?.related.map((u) => u.id).sort()).toEqual([s.t.bakery.id, s.t.host.id].sort());
    expect(guest?.closed).toEqual([{ from: '2026-12-24', to: '2026-12-26' }]);
    expect(other?.account.id).toBe(s.other.privateCustomer.id);
    expect(other?.related.map((u) => u.id)).toEqual([s.other.bakery.id]);
    expect(other?.closed).toEqual([]);
    expect(statements).toHaveLength(1);
  });

  it("the token check's account read: one statement for many, and a change counts at the next read", async () => {
    const accounts = [s.t.host, s.t.guest, s.other.host];
    const { result, statements } = await statementsOf(() =>
      Promise.all(accounts.map((a) => findSessionUser(s.db, a.id))),
    );
    expect(result.map((u) => u?.id)).toEqual(accounts.map((a) => a.id));
    expect(statements).toHaveLength(1);
    await s.db.update(users).set({ tokenVersion: 7 }).where(eq(users.id, s.other.host.id));
    expect((await findSessionUser(s.db, s.other.host.id))?.tokenVersion).toBe(7);
  });

  it('orders placed at once over HTTP each get their own prices; a product of another bakery stays refused', async () => {
    const place = (token: string | undefined, productId: string) =>
      s.server.gql(PLACE, { input: { deliveryDate: TOMORROW, lines: [{ productId, amount: 2 }] } }, token);
    const [guest, own, other, refused, guest2] = await Promise.all([
      place(s.jwt.guest, s.p.semmel),
      place(s.jwt['bl-private'], s.p.semmel),
      place(s.jwt['blx-private'], s.p.foreign),
      place(s.jwt['bl-private'], s.p.foreign),
      place(s.jwt.guest2, s.p.brezel),
    ]);
    expect(guest?.data.placeOrder.lines[0]).toMatchObject({ displayPrice: '0.60', priceCents: 60, totalCents: 120 });
    expect(own?.data.placeOrder.lines[0]).toMatchObject({ gramPrice: '0.009000', priceCents: 45, totalCents: 90 });
    expect(other?.data.placeOrder.lines[0]).toMatchObject({ gramPrice: '0.010000', priceCents: 50 });
    expect(codeOf(refused!)).toBe('PRODUCT_NOT_ORDERABLE');
    expect(codeOf(guest2!)).toBe('PRODUCT_NOT_ORDERABLE'); // its host took the Brezel not over
  });
});
