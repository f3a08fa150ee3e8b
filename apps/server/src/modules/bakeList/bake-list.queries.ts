import { and, asc, eq, gt, gte, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import { BAKE_LIST_CHANGE_KINDS, BAKE_LIST_LIMIT, type Language } from '@bakery/core';
import {
  additionalBreads,
  bakeListSnapshotItems,
  bakeListSnapshots,
  deliveryZones,
  orderEvents,
  orderedProducts,
  orders,
  products,
  userDetails,
  users,
} from '../../db/schema/index';
import type { Db, Tx } from '../../platform/db/database';
import { displayNameSql } from '../users/display-name.queries';
import { productionScope, productName } from './production-scope.queries';
import { one } from '../../platform/db/rows';

/** One more row than the limit tells that the limit cut the list. */
const LIMIT_PROBE = BAKE_LIST_LIMIT + 1;

export interface ProductInfo {
  productId: number;
  name: string;
  haveToWeight: boolean;
  approxWeight: number;
  displayOrder: number;
}

export interface OrderedTotalRow {
  productId: number;
  amount: number;
  weightGrams: number;
}

/**
 * Ordered pieces and approximate grams per base product of the ordered products in `scope` (a
 * deadline's, or a delivery day's, of the bakery's own products): one aggregate statement.
 */
export function sumOrdered(db: Db | Tx, scope: SQL | undefined): Promise<OrderedTotalRow[]> {
  return db
    .select({
      productId: orderedProducts.baseProductId,
      amount: sql<number>`sum(${orderedProducts.amount})::int`,
      weightGrams:
        sql<number>`sum(${orderedProducts.amount}::bigint * ${orderedProducts.currentApproxWeight})::bigint`.mapWith(
          Number,
        ),
    })
    .from(orderedProducts)
    .innerJoin(orders, eq(orders.id, orderedProducts.orderId))
    .innerJoin(products, eq(products.id, orderedProducts.baseProductId))
    .where(scope)
    .groupBy(orderedProducts.baseProductId)
    .limit(LIMIT_PROBE);
}

/** Ordered pieces and approximate grams per product of a deadline. */
export function sumOrderedByProduct(db: Db | Tx, bakeryId: number, deadline: Date): Promise<OrderedTotalRow[]> {
  return sumOrdered(db, productionScope(bakeryId, deadline));
}

/** Additional breads of one or more deadlines of a bakery. */
export function findAdditionalBreads(db: Db | Tx, bakeryId: number, deadlines: readonly Date[]) {
  if (deadlines.length === 0) return Promise.resolve([]);
  return db
    .select({
      productId: additionalBreads.productId,
      amount: additionalBreads.amount,
      approxWeight: products.approxWeight,
    })
    .from(additionalBreads)
    .innerJoin(products, eq(products.id, additionalBreads.productId))
    .where(and(eq(additionalBreads.bakeryId, bakeryId), inArray(additionalBreads.deadline, [...deadlines])))
    .orderBy(asc(additionalBreads.id));
}

/** Names (in `language`), weighing flag and display order of products. */
export function findProductInfos(db: Db | Tx, ids: readonly number[], language: Language): Promise<ProductInfo[]> {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      productId: products.id,
      name: productName(language),
      haveToWeight: products.haveToWeight,
      approxWeight: products.approxWeight,
      displayOrder: products.displayOrder,
    })
    .from(products)
    .where(inArray(products.id, [...ids]));
}

export async function findSnapshot(db: Db | Tx, bakeryId: number, deadline: Date) {
  const [snapshot] = await db
    .select()
    .from(bakeListSnapshots)
    .where(and(eq(bakeListSnapshots.bakeryId, bakeryId), eq(bakeListSnapshots.deadline, deadline)));
  if (!snapshot) return null;
  const items = await db.select().from(bakeListSnapshotItems).where(eq(bakeListSnapshotItems.snapshotId, snapshot.id));
  return { ...snapshot, items };
}

/** Replaces the generated list of a deadline (the upsert's row lock queues concurrent generations). */
export async function writeSnapshot(
  tx: Tx,
  key: { bakeryId: number; deadline: Date; generatedAt: Date; generatedById: number },
  items: { productId: number; orderedAmount: number; additionalAmount: number; weightGrams: number }[],
): Promise<void> {
  const snapshot = one(
    await tx
      .insert(bakeListSnapshots)
      .values(key)
      .onConflictDoUpdate({
        target: [bakeListSnapshots.bakeryId, bakeListSnapshots.deadline],
        set: { generatedAt: key.generatedAt, generatedById: key.generatedById },
      })
      .returning({ id: bakeListSnapshots.id }),
    'inserted bakeListSnapshots',
  );
  await tx.delete(bakeListSnapshotItems).where(eq(bakeListSnapshotItems.snapshotId, snapshot.id));
  if (items.length > 0)
    await tx.insert(bakeListSnapshotItems).values(items.map((i) => ({ ...i, snapshotId: snapshot.id })));
}

/**
 * Accepted orders of the deadline changed after `since`, each with the time of its latest change:
 * history entries that change what is baked (core BAKE_LIST_CHANGE_KINDS) later than it. One
 * grouped join, so each order's time is its own (no correlated subquery to mis-bind).
 */
export function findOrdersChangedSince(db: Db, bakeryId: number, deadline: Date, since: Date) {
  return db
    .select({
      id: orders.id,
      number: orders.number,
      publicId: orders.publicId,
      clientId: orders.hostId,
      changedAt: sql<Date>`max(${orderEvents.at})`.mapWith(orderEvents.at),
    })
    .from(orders)
    .innerJoin(orderEvents, eq(orderEvents.orderId, orders.id))
    .where(
      and(
        eq(orders.bakeryId, bakeryId),
        eq(orders.deadline, deadline),
        eq(orders.accepted, true),
        inArray(orderEvents.kind, [...BAKE_LIST_CHANGE_KINDS]),
        gt(orderEvents.at, since),
      ),
    )
    .groupBy(orders.id)
    .orderBy(asc(orders.number))
    .limit(LIMIT_PROBE);
}

/** Ordered pieces and grams per zone and product (zone null = no zone). */
export function sumOrderedByZone(db: Db, bakeryId: number, deadline: Date) {
  return db
    .select({
      zoneId: orders.deliveryZoneId,
      zoneName: deliveryZones.name,
      productId: orderedProducts.baseProductId,
      amount: sql<number>`sum(${orderedProducts.amount})::int`,
      weightGrams:
        sql<number>`sum(${orderedProducts.amount}::bigint * ${orderedProducts.currentApproxWeight})::bigint`.mapWith(
          Number,
        ),
    })
    .from(orderedProducts)
    .innerJoin(orders, eq(orders.id, orderedProducts.orderId))
    .innerJoin(products, eq(products.id, orderedProducts.baseProductId))
    .leftJoin(deliveryZones, eq(deliveryZones.id, orders.deliveryZoneId))
    .where(productionScope(bakeryId, deadline))
    .groupBy(orders.deliveryZoneId, deliveryZones.name, orderedProducts.baseProductId)
    .orderBy(sql`${deliveryZones.name} nulls last`, asc(orders.deliveryZoneId), asc(orderedProducts.baseProductId))
    .limit(LIMIT_PROBE);
}

/** Ordered pieces and grams per ordering account and product. */
export function sumOrderedByClient(db: Db, bakeryId: number, deadline: Date) {
  const name = displayNameSql(userDetails, users);
  return db
    .select({
      clientId: orders.hostId,
      clientName: name,
      clientUsername: users.username,
      isGuest: sql<boolean>`${users.hostId} is not null`,
      productId: orderedProducts.baseProductId,
      amount: sql<number>`sum(${orderedProducts.amount})::int`,
      weightGrams:
        sql<number>`sum(${orderedProducts.amount}::bigint * ${orderedProducts.currentApproxWeight})::bigint`.mapWith(
          Number,
        ),
    })
    .from(orderedProducts)
    .innerJoin(orders, eq(orders.id, orderedProducts.orderId))
    .innerJoin(products, eq(products.id, orderedProducts.baseProductId))
    .innerJoin(users, eq(users.id, orders.hostId))
    .leftJoin(userDetails, eq(userDetails.userId, users.id))
    .where(productionScope(bakeryId, deadline))
    .groupBy(orders.hostId, name, users.username, users.hostId, orderedProducts.baseProductId)
    .orderBy(asc(sql`lower(${name})`), asc(orders.hostId), asc(orderedProducts.baseProductId))
    .limit(LIMIT_PROBE);
}

/**
 * Deadlines of a bakery from `from` on, soonest first: those of accepted orders (with their
 * count and first delivery date) and those with additional breads only, with the time a list was
 * generated. Three statements.
 */
export async function findDeadlines(db: Db, bakeryId: number, from: Date, limit: number) {
  const [withOrders, withExtras] = await Promise.all([
    db
      .select({
        deadline: orders.deadline,
        orderCount: sql<number>`count(*)::int`,
        deliveryDate: sql<string>`min(${orders.deliveryDate})`,
      })
      .from(orders)
      .where(and(eq(orders.bakeryId, bakeryId), eq(orders.accepted, true), gte(orders.deadline, from)))
      .groupBy(orders.deadline)
      .orderBy(asc(orders.deadline))
      .limit(limit),
    db
      .selectDistinct({ deadline: additionalBreads.deadline })
      .from(additionalBreads)
      .where(and(eq(additionalBreads.bakeryId, bakeryId), gte(additionalBreads.deadline, from)))
      .orderBy(asc(additionalBreads.deadline))
      .limit(limit),
  ]);
  const byTime = new Map<
    number,
    { deadline: Date; orderCount: number; deliveryDate: string | null; generatedAt: Date | null }
  >();
  for (const r of withOrders) byTime.set(r.deadline.getTime(), { ...r, generatedAt: null });
  for (const r of withExtras)
    if (!byTime.has(r.deadline.getTime()))
      byTime.set(r.deadline.getTime(), { deadline: r.deadline, orderCount: 0, deliveryDate: null, generatedAt: null });
  const rows = [...byTime.values()].sort((a, b) => a.deadline.getTime() - b.deadline.getTime()).slice(0, limit);
  if (rows.length > 0) {
    const snapshots = await db
      .select({ deadline: bakeListSnapshots.deadline, generatedAt: bakeListSnapshots.generatedAt })
      .from(bakeListSnapshots)
      .where(
        and(
          eq(bakeListSnapshots.bakeryId, bakeryId),
          inArray(
            bakeListSnapshots.deadline,
            rows.map((r) => r.deadline),
          ),
        ),
      );
    for (const s of snapshots) {
      const row = byTime.get(s.deadline.getTime()); // snapshots were looked up by these rows' deadlines
      if (row) row.generatedAt = s.generatedAt;
    }
  }
  return rows;
}

/** The earliest deadline of accepted orders delivered on `today` or later (the next production run). */
export async function findNextDeadline(db: Db, bakeryId: number, today: string): Promise<Date | null> {
  const [row] = await db
    .select({ deadline: orders.deadline })
    .from(orders)
    .where(and(eq(orders.bakeryId, bakeryId), eq(orders.accepted, true), gte(orders.deliveryDate, today)))
    .orderBy(asc(orders.deadline))
    .limit(1);
  return row?.deadline ?? null;
}

/** The bakery's own (not deleted) product, for additional breads. */
export async function findBakeryProduct(db: Db | Tx, bakeryId: number, productId: number) {
  const [row] = await db
    .select({ id: products.id })
    .from(products)
    .where(
      and(
        eq(products.id, productId),
        eq(products.bakeryId, bakeryId),
        isNull(products.hostId),
        eq(products.deleted, false),
      ),
    );
  return row ?? null;
}

/** The first delivery date of the accepted orders of a bake list (its deadline), or null. */
export async function findFirstDeliveryDate(db: Db, bakeryId: number, deadline: Date): Promise<string | null> {
  const [row] = await db
    .select({ date: sql<string | null>`min(${orders.deliveryDate})` })
    .from(orders)
    .where(and(eq(orders.bakeryId, bakeryId), eq(orders.deadline, deadline), eq(orders.accepted, true)));
  return row?.date ?? null;
}

/** Sets (or replaces) the additional breads of one product for a deadline. */
export async function upsertAdditionalBread(
  db: Db,
  row: { bakeryId: number; deadline: Date; productId: number; amount: number },
): Promise<void> {
  await db
    .insert(additionalBreads)
    .values(row)
    .onConflictDoUpdate({
      target: [additionalBreads.bakeryId, additionalBreads.deadline, additionalBreads.productId],
      set: { amount: row.amount },
    });
}

export async function deleteAdditionalBread(
  db: Db,
  bakeryId: number,
  deadline: Date,
  productId: number,
): Promise<void> {
  await db
    .delete(additionalBreads)
    .where(
      and(
        eq(additionalBreads.bakeryId, bakeryId),
        eq(additionalBreads.deadline, deadline),
        eq(additionalBreads.productId, productId),
      ),
    );
}
