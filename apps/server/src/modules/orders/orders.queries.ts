import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  holidays,
  orderCounters,
  orderEvents,
  orderedProducts,
  orders,
  products,
  userDetails,
  users,
  vats,
} from '../../db/schema/index';
import type { Db, Tx } from '../../platform/db/database';
import { one } from '../../platform/db/rows';

export type OrderRow = typeof orders.$inferSelect;
type UserRow = typeof users.$inferSelect;
export type OrderedProductRow = typeof orderedProducts.$inferSelect;
export type OrderEventRow = typeof orderEvents.$inferSelect;

export const ORDER_EVENT_KINDS = [
  'PLACED',
  'PRODUCT_ADDED',
  'AMOUNT_CHANGED',
  'PRODUCT_REMOVED',
  'ACCEPTED',
  'UNACCEPTED',
  'PAID',
  'UNPAID',
  'DELIVERY_SHIFTED',
  'DEADLINE_CHANGED',
] as const;
export type OrderEventKind = (typeof ORDER_EVENT_KINDS)[number];

/** Appends to the order's status history, in the transaction of the change. */
export async function recordEvent(
  tx: Tx,
  orderId: number,
  actorId: number,
  kind: OrderEventKind,
  at: Date,
  details?: Record<string, string | number | boolean>,
): Promise<void> {
  await tx.insert(orderEvents).values({ orderId, actorId, kind, at, details: details ?? null });
}

export function findEvents(db: Db, orderIds: readonly number[]): Promise<OrderEventRow[]> {
  return db
    .select()
    .from(orderEvents)
    .where(inArray(orderEvents.orderId, [...orderIds]))
    .orderBy(orderEvents.orderId, orderEvents.id);
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
  return db
    .select()
    .from(orderedProducts)
    .where(inArray(orderedProducts.orderId, [...orderIds]))
    .orderBy(orderedProducts.orderId, orderedProducts.id);
}

export function findProductsByIds(db: Db, ids: readonly number[]) {
  return db
    .select()
    .from(products)
    .where(inArray(products.id, [...ids]));
}

/** A provisional number for an order being written: negative, so it never meets a real one (ADR 015). */
export const PROVISIONAL_ORDER_NUMBER = sql<number>`-nextval('order_provisional_numbers')`;

/**
 * Gives a written order its number (ADR 015): the bakery's counter goes up by one in the
 * transaction's LAST statement, so the counter row stays locked only until commit and concurrent
 * orders of a bakery wait for that alone. Numbers never repeat, also after deletions; they are
 * not gap-free (a rolled-back order's number is not reused either). The counter never hands out a
 * number at or below the bakery's highest order, so orders written around it (demo data, tests)
 * cannot collide; the unique index (bakery_id, number) backs it up.
 */
export async function takeOrderNumber(tx: Tx, bakeryId: number, orderId: number): Promise<number> {
  const result = (await tx.execute(sql`
    with taken as (
      insert into ${orderCounters} as c (bakery_id, last_number)
      select ${bakeryId}, coalesce(max(${orders.number}), 0) + 1 from ${orders} where ${orders.bakeryId} = ${bakeryId} and ${orders.number} > 0
      on conflict (bakery_id) do update set last_number = greatest(c.last_number, excluded.last_number - 1) + 1
      returning c.last_number
    )
    update ${orders} set number = taken.last_number from taken where ${orders.id} = ${orderId} returning ${orders.number} as number`)) as unknown as {
    rows: { number: number }[];
  };
  return Number(one(result.rows, 'taken order number').number);
}

/** Stores a recomputed final_price and stamps last_modified. */
export async function updateOrderTotal(tx: Tx, orderId: number, finalPrice: string, now: Date): Promise<OrderRow> {
  return one(
    await tx
      .update(orders)
      .set({ finalPrice, lastModified: now })
      .where(and(eq(orders.id, orderId)))
      .returning(),
    'updated orders',
  );
}

/** The host of an account (a guest's host), null for others or when there is no such account. */
export async function findHostIdOf(db: Db | Tx, userId: number): Promise<number | null> {
  const [owner] = await db.select({ hostId: users.hostId }).from(users).where(eq(users.id, userId));
  return owner?.hostId ?? null;
}

export async function setLineAmount(tx: Tx, lineId: number, amount: number): Promise<void> {
  await tx.update(orderedProducts).set({ amount }).where(eq(orderedProducts.id, lineId));
}

export async function insertLines(tx: Tx, rows: readonly (typeof orderedProducts.$inferInsert)[]): Promise<void> {
  if (rows.length > 0) await tx.insert(orderedProducts).values([...rows]);
}

export async function deleteLine(tx: Tx, lineId: number): Promise<void> {
  await tx.delete(orderedProducts).where(eq(orderedProducts.id, lineId));
}

/** Deletes an order; its lines and events go with it (foreign keys cascade). */
export async function deleteOrderRow(tx: Tx, id: number): Promise<void> {
  await tx.delete(orders).where(eq(orders.id, id));
}

/** One line of the order (undefined when the order has no such line). */
export async function findLineOfOrder(tx: Tx, orderId: number, lineId: number): Promise<OrderedProductRow | undefined> {
  const [line] = await tx
    .select()
    .from(orderedProducts)
    .where(and(eq(orderedProducts.id, lineId), eq(orderedProducts.orderId, orderId)));
  return line;
}

export async function findCheckOrders(tx: Tx, hostId: number): Promise<boolean> {
  const [host] = await tx.select({ checkOrders: users.checkOrders }).from(users).where(eq(users.id, hostId));
  return host?.checkOrders ?? false;
}

/** Who last accepted or un-accepted the order (undefined if nobody did). */
export async function findLastAcceptanceActor(tx: Tx, orderId: number): Promise<number | null | undefined> {
  const [last] = await tx
    .select({ actorId: orderEvents.actorId })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, orderId), inArray(orderEvents.kind, ['ACCEPTED', 'UNACCEPTED'])))
    .orderBy(desc(orderEvents.id))
    .limit(1);
  return last?.actorId;
}

export async function updateOrderRow(
  tx: Tx,
  id: number,
  values: Partial<typeof orders.$inferInsert>,
  now: Date,
): Promise<OrderRow> {
  return one(
    await tx
      .update(orders)
      .set({ ...values, lastModified: now })
      .where(eq(orders.id, id))
      .returning(),
    'updated order',
  );
}

export async function isAccountBlocked(tx: Tx, userId: number): Promise<{ blocked: boolean }> {
  return one(await tx.select({ blocked: users.blocked }).from(users).where(eq(users.id, userId)), 'account');
}

/** The available-days rule of each product on the order. */
export async function findProductDaysOfOrder(tx: Tx, orderId: number): Promise<number[]> {
  const rows = await tx
    .select({ days: products.availableDays })
    .from(orderedProducts)
    .innerJoin(products, eq(products.id, orderedProducts.baseProductId))
    .where(eq(orderedProducts.orderId, orderId));
  return rows.map((p) => p.days);
}

/**
 * What the ordering rules of an account need: the account, its bakery (and a guest's host), their
 * deadline times and the bakery's holidays. One statement after another: inside a transaction
 * they share one connection.
 */
export async function findOrderingAccounts(db: Db | Tx, accountId: number, relatedIds: (account: UserRow) => number[]) {
  const [account] = await db.select().from(users).where(eq(users.id, accountId));
  if (!account || account.bakeryId === null) return undefined;
  const ids = relatedIds(account);
  const related = await db.select().from(users).where(inArray(users.id, ids));
  const details = await db
    .select({ userId: userDetails.userId, deadline: userDetails.deadline })
    .from(userDetails)
    .where(inArray(userDetails.userId, [accountId, ...ids]));
  const closed = await db
    .select({ from: holidays.from, to: holidays.to })
    .from(holidays)
    .where(eq(holidays.bakeryId, account.bakeryId));
  return { account, related, details, closed };
}

/** Every VAT rate by id. */
export function findVatRates(db: Db): Promise<{ id: number; value: string }[]> {
  return db.select({ id: vats.id, value: vats.value }).from(vats);
}

/** Inserts an order with a provisional number (the real one is taken last by `takeOrderNumber`, ADR 015). */
export async function insertOrder(tx: Tx, values: Omit<typeof orders.$inferInsert, 'number'>): Promise<OrderRow> {
  return one(
    await tx
      .insert(orders)
      .values({ ...values, number: PROVISIONAL_ORDER_NUMBER })
      .returning(),
    'inserted order',
  );
}
