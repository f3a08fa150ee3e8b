import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { bakeListSnapshots, orders, products } from '../../db/schema/index';
import type { Db } from '../../platform/db/database';
import { allOf } from '../../platform/db/conditions';
import { sumOrdered, type OrderedTotalRow } from './bake-list.queries';

/** The bakery's accepted orders delivered on one day, whatever their deadline. */
const dayOrders = (bakeryId: number, deliveryDate: string) =>
  allOf(eq(orders.bakeryId, bakeryId), eq(orders.deliveryDate, deliveryDate), eq(orders.accepted, true));

/** The deadlines of the accepted orders delivered on a day, soonest first, with their order counts and generation time. */
export function findDeadlinesOfDay(db: Db, bakeryId: number, deliveryDate: string) {
  return db
    .select({
      deadline: orders.deadline,
      orderCount: sql<number>`count(*)::int`,
      deliveryDate: sql<string>`min(${orders.deliveryDate})`,
      generatedAt: sql<Date | null>`max(${bakeListSnapshots.generatedAt})`.mapWith(bakeListSnapshots.generatedAt),
    })
    .from(orders)
    .leftJoin(
      bakeListSnapshots,
      and(eq(bakeListSnapshots.bakeryId, orders.bakeryId), eq(bakeListSnapshots.deadline, orders.deadline)),
    )
    .where(dayOrders(bakeryId, deliveryDate))
    .groupBy(orders.deadline)
    .orderBy(asc(orders.deadline));
}

/** Ordered pieces and approximate grams per base product of a delivery day (the bakery's own products only). */
export function sumOrderedOfDay(db: Db, bakeryId: number, deliveryDate: string): Promise<OrderedTotalRow[]> {
  return sumOrdered(db, allOf(dayOrders(bakeryId, deliveryDate), isNull(products.hostId)));
}
