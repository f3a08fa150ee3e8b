import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Language } from '@bakery/core';
import { deliveryZones, orderedProducts, orders, products, userDetails, users } from '../../db/schema/index';
import type { Db, Tx } from '../../platform/db/database';
import { findProductInfos } from './bake-list.queries';
import { productionScope, zoneCondition, type ZoneSelection } from './production.queries';

const hosts = alias(users, 'host_users');
const hostDetails = alias(userDetails, 'host_details');

const nameOf = (u: { username: AnyPgColumn }, d: { companyName: AnyPgColumn; fullName: AnyPgColumn }) =>
  sql<string>`coalesce(nullif(${d.companyName}, ''), nullif(${d.fullName}, ''), ${u.username})`;
const clientName = nameOf(users, userDetails);
const hostName = sql<string | null>`case when ${users.hostId} is null then null else ${nameOf(hosts, hostDetails)} end`;

/** The compile rule of core `isLinePacked` in SQL: all missing, else weighed (weighed products) or marked packed. */
export const PACKED_SQL = sql<boolean>`(${orderedProducts.missing} >= ${orderedProducts.amount} or case when ${products.haveToWeight} then ${orderedProducts.measuredWeight} >= 0 else ${orderedProducts.packed} end)`;

function lineColumns() {
  return {
    id: orderedProducts.id,
    amount: orderedProducts.amount,
    measuredWeight: orderedProducts.measuredWeight,
    missing: orderedProducts.missing,
    packed: orderedProducts.packed,
    gramPrice: orderedProducts.currentGramPrice,
    approxWeight: orderedProducts.currentApproxWeight,
    displayPrice: orderedProducts.currentDisplayPrice,
    productId: products.id,
    haveToWeight: products.haveToWeight,
    productApproxWeight: products.approxWeight,
    displayOrder: products.displayOrder,
    orderId: orders.id,
    orderNumber: orders.number,
    publicId: orders.publicId,
    deliveryDate: orders.deliveryDate,
    message: orders.message,
    takeaway: orders.takeaway,
    billId: orders.billId,
    zoneId: orders.deliveryZoneId,
    zoneName: deliveryZones.name,
    clientId: orders.hostId,
    clientName,
    clientUsername: users.username,
    clientHostId: users.hostId,
    hostName,
  };
}

/**
 * Ordered products to pack, by zone (no zone last), client (guests right after their host),
 * order number and the bakery's product order; with the total count of the selection. Product
 * names (in `language`) are looked up once per product in a second statement, not per line
 * under the window count.
 */
export async function findCompileLines(db: Db | Tx, where: SQL, language: Language, page: { limit: number; offset: number }) {
  const rows = await db
    .select({ ...lineColumns(), total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(orderedProducts)
    .innerJoin(orders, eq(orders.id, orderedProducts.orderId))
    .innerJoin(products, eq(products.id, orderedProducts.baseProductId))
    .innerJoin(users, eq(users.id, orders.hostId))
    .leftJoin(userDetails, eq(userDetails.userId, users.id))
    .leftJoin(hosts, eq(hosts.id, users.hostId))
    .leftJoin(hostDetails, eq(hostDetails.userId, hosts.id))
    .leftJoin(deliveryZones, eq(deliveryZones.id, orders.deliveryZoneId))
    .where(where)
    .orderBy(
      sql`${deliveryZones.name} nulls last`,
      asc(orders.deliveryZoneId),
      sql`lower(coalesce(${hostName}, ${clientName}))`,
      sql`coalesce(${users.hostId}, ${users.id})`,
      sql`${users.hostId} is not null`,
      sql`lower(${clientName})`,
      asc(users.id),
      asc(orders.number),
      asc(products.displayOrder),
      asc(orderedProducts.id),
    )
    .limit(page.limit)
    .offset(page.offset);
  const names = new Map((await findProductInfos(db, [...new Set(rows.map((r) => r.productId))], language)).map((p) => [p.productId, p.name]));
  return rows.map((r) => ({ ...r, productName: names.get(r.productId) ?? '' }));
}

export type CompileLineRow = Awaited<ReturnType<typeof findCompileLines>>[number];

/** Ordered products matching a compile selection (for a page past the last one). */
export async function countCompileLines(db: Db, where: SQL): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orderedProducts)
    .innerJoin(orders, eq(orders.id, orderedProducts.orderId))
    .innerJoin(products, eq(products.id, orderedProducts.baseProductId))
    .where(where);
  return row?.n ?? 0;
}

export function compileWhere(bakeryId: number, deadline: Date, zone: ZoneSelection): SQL {
  return and(productionScope(bakeryId, deadline), zoneCondition(zone))!;
}

/** Packed and total ordered products per zone of a deadline (zone null = no zone): one statement. */
export function countProgress(db: Db, bakeryId: number, deadline: Date) {
  return db
    .select({
      zoneId: orders.deliveryZoneId,
      zoneName: deliveryZones.name,
      packed: sql<number>`(count(*) filter (where ${PACKED_SQL}))::int`,
      total: sql<number>`count(*)::int`,
    })
    .from(orderedProducts)
    .innerJoin(orders, eq(orders.id, orderedProducts.orderId))
    .innerJoin(products, eq(products.id, orderedProducts.baseProductId))
    .leftJoin(deliveryZones, eq(deliveryZones.id, orders.deliveryZoneId))
    .where(productionScope(bakeryId, deadline))
    .groupBy(orders.deliveryZoneId, deliveryZones.name)
    .orderBy(sql`${deliveryZones.name} nulls last`, asc(orders.deliveryZoneId));
}

/** One ordered product with its order and product, locked for the rest of the transaction. */
export async function lockLine(tx: Tx, id: number) {
  const [row] = await tx
    .select({ id: orderedProducts.id, amount: orderedProducts.amount, bakeryId: orders.bakeryId, accepted: orders.accepted, billId: orders.billId, productHostId: products.hostId })
    .from(orderedProducts)
    .innerJoin(orders, eq(orders.id, orderedProducts.orderId))
    .innerJoin(products, eq(products.id, orderedProducts.baseProductId))
    .where(eq(orderedProducts.id, id))
    .for('update', { of: orderedProducts });
  return row ?? null;
}

export async function ownZoneExists(db: Db, bakeryId: number, zoneId: number): Promise<boolean> {
  const [row] = await db.select({ id: deliveryZones.id }).from(deliveryZones).where(and(eq(deliveryZones.id, zoneId), eq(deliveryZones.bakeryId, bakeryId)));
  return Boolean(row);
}
