import { and, asc, eq, inArray, isNull, sql, type SQL } from 'drizzle-orm';
import {
  billSettings,
  deliveryDockets,
  deliveryZones,
  orderedProducts,
  orders,
  products,
  userDetails,
  users,
} from '../../db/schema/index';
import type { Db, Tx } from '../../platform/db/database';
import { displayNameSql } from '../users/display-name.queries';
import { zoneCondition, type ZoneSelection } from '../bakeList/production-scope.queries';
import { one } from '../../platform/db/rows';

export type DocketRow = typeof deliveryDockets.$inferSelect;

/** The bakery's bill settings row locked for the transaction (created with defaults first), so docket numbers queue. */
export async function lockBillSettings(tx: Tx, bakeryId: number) {
  await tx.insert(billSettings).values({ bakeryId }).onConflictDoNothing({ target: billSettings.bakeryId });
  return one(
    await tx.select().from(billSettings).where(eq(billSettings.bakeryId, bakeryId)).for('update'),
    'locked billSettings',
  );
}

export function setDocketCounter(tx: Tx, bakeryId: number, current: number) {
  return tx.update(billSettings).set({ currentDdNumber: current }).where(eq(billSettings.bakeryId, bakeryId));
}

/** The account a delivery goes to: a guest's orders travel with its host's delivery. */
const recipient = sql<number>`coalesce(${users.hostId}, ${users.id})`;
const recipientName = displayNameSql(
  { companyName: sql.raw('d.company_name'), fullName: sql.raw('d.full_name') },
  { username: sql.raw('u.username') },
);
const recipientDetails = sql`(select ${recipientName} from ${users} u left join ${userDetails} d on d.user_id = u.id where u.id = coalesce(${users.hostId}, ${users.id}))`;

/** The orders asked for: those of a deadline, or those delivered on a day (whatever their deadline). */
export type UndocketedSelection = { deadline: Date } | { deliveryDate: string };

/**
 * Accepted orders of a deadline or delivery day (and zone) without a docket that hold at least one
 * of the bakery's products, with the account they are delivered to, in docket order: delivery date,
 * zone (no zone last), recipient name.
 */
export function findOrdersWithoutDocket(
  db: Db | Tx,
  bakeryId: number,
  selection: UndocketedSelection,
  zone: ZoneSelection,
  { lock }: { lock: boolean },
) {
  const query = db
    .select({
      orderId: orders.id,
      deliveryDate: orders.deliveryDate,
      deadline: orders.deadline,
      recipientId: recipient,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.hostId))
    .leftJoin(deliveryZones, eq(deliveryZones.id, orders.deliveryZoneId))
    .where(
      and(
        eq(orders.bakeryId, bakeryId),
        'deadline' in selection
          ? eq(orders.deadline, selection.deadline)
          : eq(orders.deliveryDate, selection.deliveryDate),
        eq(orders.accepted, true),
        isNull(orders.deliveryDocketId),
        zoneCondition(zone),
        sql`exists (select 1 from ${orderedProducts} join ${products} on ${products.id} = ${orderedProducts.baseProductId} and ${products.hostId} is null where ${orderedProducts.orderId} = ${orders.id})`,
      ),
    )
    .orderBy(
      asc(orders.deliveryDate),
      sql`${deliveryZones.name} nulls last`,
      asc(orders.deliveryZoneId),
      sql`lower(${recipientDetails})`,
      asc(recipient),
      asc(orders.number),
    );
  return lock ? query.for('update', { of: orders }) : query;
}

export function insertDockets(tx: Tx, rows: (typeof deliveryDockets.$inferInsert)[]) {
  return tx.insert(deliveryDockets).values(rows).returning();
}

/** Puts orders on their dockets in one statement. */
export async function attachOrders(tx: Tx, pairs: { orderId: number; docketId: number }[]): Promise<void> {
  if (pairs.length === 0) return;
  const values = sql.join(
    pairs.map((p) => sql`(${p.orderId}::int, ${p.docketId}::int)`),
    sql`, `,
  );
  await tx.execute(
    sql`update ${orders} set delivery_docket_id = v.docket_id from (values ${values}) as v(order_id, docket_id) where ${orders.id} = v.order_id`,
  );
}

/** Dockets of a deadline (optionally only those with orders in a zone), by sequence. */
export function findDockets(db: Db, bakeryId: number, where: { deadline?: Date; id?: number; zone?: ZoneSelection }) {
  const conditions: (SQL | undefined)[] = [eq(deliveryDockets.bakeryId, bakeryId)];
  if (where.deadline) conditions.push(eq(deliveryDockets.deadline, where.deadline));
  if (where.id) conditions.push(eq(deliveryDockets.id, where.id));
  if (where.zone !== undefined) {
    conditions.push(
      sql`exists (select 1 from ${orders} where ${orders.deliveryDocketId} = ${deliveryDockets.id} and ${zoneCondition(where.zone)})`,
    );
  }
  return db
    .select()
    .from(deliveryDockets)
    .where(and(...conditions))
    .orderBy(asc(deliveryDockets.createdAt), asc(deliveryDockets.sequence), asc(deliveryDockets.id));
}

/** Orders of dockets. */
export function findDocketOrders(db: Db, docketIds: readonly number[]) {
  return db
    .select({ docketId: orders.deliveryDocketId, order: orders, zoneName: deliveryZones.name })
    .from(orders)
    .leftJoin(deliveryZones, eq(deliveryZones.id, orders.deliveryZoneId))
    .where(inArray(orders.deliveryDocketId, [...docketIds]))
    .orderBy(asc(orders.number));
}

/** The bakery's products delivered on dockets, with their product (by order number and the bakery's product order). */
export function findDocketLines(db: Db, docketIds: readonly number[]) {
  return db
    .select({
      docketId: orders.deliveryDocketId,
      orderId: orders.id,
      orderNumber: orders.number,
      guestId: sql<number | null>`case when ${users.hostId} is null then null else ${users.id} end`,
      line: orderedProducts,
      product: products,
    })
    .from(orderedProducts)
    .innerJoin(orders, eq(orders.id, orderedProducts.orderId))
    .innerJoin(products, and(eq(products.id, orderedProducts.baseProductId), isNull(products.hostId)))
    .innerJoin(users, eq(users.id, orders.hostId))
    .where(inArray(orders.deliveryDocketId, [...docketIds]))
    .orderBy(asc(orders.number), asc(products.displayOrder), asc(orderedProducts.id));
}
