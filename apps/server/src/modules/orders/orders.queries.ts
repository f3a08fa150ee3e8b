import { and, eq, inArray, sql } from 'drizzle-orm';
import { centsToDecimal, deliveryCostCents, orderLineCents } from '@bakery/core';
import { orderEvents, orderedProducts, orders, products, users } from '../../db/schema/index';
import type { Db, Tx } from '../../platform/db/database';
import { deliveryCostRule, type OrderClient } from './order-client';

export type OrderRow = typeof orders.$inferSelect;
export type OrderedProductRow = typeof orderedProducts.$inferSelect;
export type OrderEventRow = typeof orderEvents.$inferSelect;

export const ORDER_EVENT_KINDS = [
  'PLACED', 'PRODUCT_ADDED', 'AMOUNT_CHANGED', 'PRODUCT_REMOVED', 'ACCEPTED', 'UNACCEPTED', 'PAID', 'UNPAID', 'DELIVERY_SHIFTED', 'DEADLINE_CHANGED',
] as const;
export type OrderEventKind = (typeof ORDER_EVENT_KINDS)[number];

/** Appends to the order's status history, in the transaction of the change. */
export async function recordEvent(tx: Tx, orderId: number, actorId: number, kind: OrderEventKind, at: Date, details?: Record<string, string | number | boolean>): Promise<void> {
  await tx.insert(orderEvents).values({ orderId, actorId, kind, at, details: details ?? null });
}

export function findEvents(db: Db, orderIds: readonly number[]): Promise<OrderEventRow[]> {
  return db.select().from(orderEvents).where(inArray(orderEvents.orderId, [...orderIds])).orderBy(orderEvents.orderId, orderEvents.id);
}

export async function findOrder(db: Db | Tx, id: number): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(eq(orders.id, id));
  return row;
}

/** The order's row locked for the rest of the transaction, so concurrent changes queue. */
export async function lockOrder(tx: Tx, id: number): Promise<OrderRow | undefined> {
  const [row] = await tx.select().from(orders).where(eq(orders.id, id)).for('update');
  return row;
}

export function findLines(db: Db | Tx, orderIds: readonly number[]): Promise<OrderedProductRow[]> {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db.select().from(orderedProducts).where(inArray(orderedProducts.orderId, [...orderIds])).orderBy(orderedProducts.orderId, orderedProducts.id);
}

export function findProductsByIds(db: Db, ids: readonly number[]) {
  return db.select().from(products).where(inArray(products.id, [...ids]));
}

/**
 * The next order number of a bakery: max + 1 while the bakery's row is locked, so concurrent
 * orders queue and get consecutive numbers (the unique index (bakery_id, number) backs it up).
 */
export async function nextOrderNumber(tx: Tx, bakeryId: number): Promise<number> {
  await tx.execute(sql`select id from ${users} where ${users.id} = ${bakeryId} for update`);
  const [row] = await tx.select({ max: sql<number>`coalesce(max(${orders.number}), 0)::int` }).from(orders).where(eq(orders.bakeryId, bakeryId));
  return (row?.max ?? 0) + 1;
}

/** Sum of the lines in cents (snapshot prices). */
export function linesTotalCents(lines: readonly Pick<OrderedProductRow, 'currentGramPrice' | 'currentApproxWeight' | 'currentDisplayPrice' | 'amount'>[]): number {
  return lines.reduce(
    (sum, l) => sum + orderLineCents({ gramPrice: l.currentGramPrice, approxWeight: l.currentApproxWeight, displayPrice: l.currentDisplayPrice, amount: l.amount }),
    0,
  );
}

/** final_price = lines + delivery cost (§5 rule of the client, takeaway orders pay none). */
export function finalPriceOf(client: OrderClient, linesCents: number, takeaway: boolean): string {
  return centsToDecimal(linesCents + deliveryCostCents(linesCents, deliveryCostRule(client), takeaway));
}

/** Recomputes final_price from the stored lines and stamps last_modified. */
export async function refreshTotal(tx: Tx, order: OrderRow, client: OrderClient, now: Date): Promise<OrderRow> {
  const lines = await findLines(tx, [order.id]);
  const [row] = await tx
    .update(orders)
    .set({ finalPrice: finalPriceOf(client, linesTotalCents(lines), order.takeaway), lastModified: now })
    .where(and(eq(orders.id, order.id)))
    .returning();
  return row!;
}
