import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { generateOrderPublicId } from '@bakery/core';
import { bills, orderCounters, orders } from '../../db/schema/index';
import type { BillSnapshot } from '../bills/bill-snapshot';
import { codeOf } from '../../../test/test-server';
import { DEADLINE, PLACE, setupOrders, TOMORROW } from './orders.test-setup';

/** Issue 15, item 3 (ADR 015): order numbers never repeat within a bakery, also after deletions. */
const DELETE = 'mutation D($id: ID!) { deleteOrder(id: $id) }';

let s: Awaited<ReturnType<typeof setupOrders>>;
const place = async (token: string | undefined, productId = s.p.semmel): Promise<{ id: string; number: number }> => {
  const res = await s.server.gql(
    PLACE,
    { input: { deliveryDate: TOMORROW, lines: [{ productId, amount: 1 }] } },
    token,
  );
  if (!res.data?.placeOrder) throw new Error(JSON.stringify(res.errors));
  return res.data.placeOrder;
};
const remove = async (id: string, token: string | undefined) =>
  expect(codeOf(await s.server.gql(DELETE, { id }, token))).toBeUndefined();
const numbersOf = async (bakeryId: number) =>
  (await s.db.select({ n: orders.number }).from(orders).where(eq(orders.bakeryId, bakeryId))).map((r) => r.n);

beforeAll(async () => {
  s = await setupOrders('on');
});
afterAll(() => s.server.close());

describe('order numbers', () => {
  it('are never given again after the latest order or one before it is deleted', async () => {
    const first = await place(s.jwt['on-private']);
    const second = await place(s.jwt['on-host']);
    expect(second.number).toBe(first.number + 1);
    await remove(second.id, s.jwt['on-host']);
    const third = await place(s.jwt['on-private']);
    expect(third.number).toBe(second.number + 1);
    await remove(first.id, s.jwt['on-private']);
    await remove(third.id, s.jwt['on-private']);
    const fourth = await place(s.jwt.guest);
    expect(fourth.number).toBe(third.number + 1);
  });

  it('are counted per bakery', async () => {
    const before = await numbersOf(s.other.bakery.id);
    expect(before).toEqual([]);
    expect((await place(s.jwt['onx-private'], s.p.foreign)).number).toBe(1);
  });

  it('stay distinct when many orders arrive at once, and go on above them after deletions', async () => {
    const tokens = [s.jwt['on-private'], s.jwt['on-host'], s.jwt.guest, s.jwt.guest2];
    const before = Math.max(...(await numbersOf(s.t.bakery.id)));
    const placed = await Promise.all(Array.from({ length: 40 }, (_, i) => place(tokens[i % tokens.length])));
    const numbers = placed.map((o) => o.number).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(40);
    expect(numbers[0]).toBeGreaterThan(before);
    // nothing failed, so nothing was skipped either
    expect(numbers).toEqual(Array.from({ length: 40 }, (_, i) => before + 1 + i));
    // the bakery deletes the ten latest, the highest among them
    for (const o of placed.filter((p) => p.number >= numbers[30]!)) await remove(o.id, s.jwt['on-bakery']);
    const again = await Promise.all(Array.from({ length: 8 }, (_, i) => place(tokens[i % tokens.length])));
    const next = again.map((o) => o.number).sort((a, b) => a - b);
    expect(next).toEqual(Array.from({ length: 8 }, (_, i) => numbers[39]! + 1 + i));
  });

  it('go on above orders written around the counter (demo data, legacy imports)', async () => {
    const [row] = await s.db
      .insert(orders)
      .values({
        number: 5000,
        publicId: generateOrderPublicId(),
        bakeryId: s.t.bakery.id,
        hostId: s.t.privateCustomer.id,
        deadline: DEADLINE,
        deliveryDate: TOMORROW,
        accepted: true,
      })
      .returning();
    expect(row!.number).toBe(5000);
    expect((await place(s.jwt['on-private'])).number).toBe(5001);
  });

  it('start, after the migration, above every number used: orders and the orders bills name', async () => {
    const migration = await readFile(new URL('../../../drizzle/0019_order_counters.sql', import.meta.url), 'utf8');
    const seedCounters = migration.split('--> statement-breakpoint').at(-1)!;
    const bill = { billDate: '2026-11-01', bakeryId: s.t.bakery.id, clientId: s.t.host.id };
    await s.db.insert(bills).values([
      {
        ...bill,
        billNumber: 'M-1',
        // only what the migration reads, as a database of then may hold it: no BillSnapshot
        snapshot: {
          orders: [
            { id: 1, number: 7000 },
            { id: 2, number: 12 },
          ],
        } as unknown as BillSnapshot,
      },
      { ...bill, billNumber: 'M-2', snapshot: null },
      { ...bill, billNumber: 'M-3', snapshot: { orders: 'none' } as unknown as BillSnapshot },
    ]);
    await s.db.delete(orderCounters);
    await s.db.execute(sql.raw(seedCounters));
    const counters = await s.db.select().from(orderCounters).orderBy(orderCounters.bakeryId);
    expect(counters).toEqual([
      { bakeryId: s.t.bakery.id, lastNumber: 7000 },
      { bakeryId: s.other.bakery.id, lastNumber: 1 },
    ]);
    expect((await place(s.jwt['on-private'])).number).toBe(7001);
  });
});
