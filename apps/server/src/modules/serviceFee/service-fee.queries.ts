import { and, asc, count, eq, gte, lte } from 'drizzle-orm';
import { orders, userDetails, users } from '../../db/schema/index';
import type { Db } from '../../platform/db/database';

/** The accounts with accepted orders of the bakery delivered from `from` to `to`, with their order counts, by username. */
export function findOrderingAccounts(db: Db, bakeryId: number, range: { from: string; to: string }) {
  return db
    .select({ user: users, details: userDetails, orderCount: count(orders.id) })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.hostId))
    .leftJoin(userDetails, eq(userDetails.userId, users.id))
    .where(
      and(
        eq(orders.bakeryId, bakeryId),
        eq(orders.accepted, true),
        gte(orders.deliveryDate, range.from),
        lte(orders.deliveryDate, range.to),
      ),
    )
    .groupBy(users.id, userDetails.id)
    .orderBy(asc(users.username));
}
