import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { deliveryZones, orders, users } from '../../db/schema/index';
import type { Db, Tx } from '../../platform/db/database';

export type ZoneRow = typeof deliveryZones.$inferSelect;
type Count = { zone: number | null; n: number };

/** Clients of a bakery a zone can be given to: its hosts and private customers (not guests). */
const isBakeryClient = (bakeryId: number) =>
  and(eq(users.bakeryId, bakeryId), eq(users.isBakery, false), isNull(users.hostId));

export async function findZone(db: Db, id: number): Promise<ZoneRow | undefined> {
  const [zone] = await db.select().from(deliveryZones).where(eq(deliveryZones.id, id));
  return zone;
}

/** The bakery's zones by name, its clients per zone and its orders per zone (zone null: none). */
export async function findZonesWithCounts(
  db: Db,
  bakeryId: number,
): Promise<{ zones: ZoneRow[]; clients: Count[]; orders: Count[] }> {
  const [zones, clients, orderCounts] = await Promise.all([
    db
      .select()
      .from(deliveryZones)
      .where(eq(deliveryZones.bakeryId, bakeryId))
      .orderBy(asc(sql`lower(${deliveryZones.name})`), asc(deliveryZones.id)),
    db
      .select({ zone: users.deliveryZoneId, n: sql<number>`count(*)::int` })
      .from(users)
      .where(isBakeryClient(bakeryId))
      .groupBy(users.deliveryZoneId),
    db
      .select({ zone: orders.deliveryZoneId, n: sql<number>`count(*)::int` })
      .from(orders)
      .where(eq(orders.bakeryId, bakeryId))
      .groupBy(orders.deliveryZoneId),
  ]);
  return { zones, clients, orders: orderCounts };
}

export async function insertZone(db: Db, bakeryId: number, name: string): Promise<ZoneRow> {
  const [zone] = await db.insert(deliveryZones).values({ bakeryId, name }).returning();
  if (!zone) throw new Error('insert into delivery_zones returned no row');
  return zone;
}

export async function renameZone(db: Db, id: number, name: string): Promise<ZoneRow | undefined> {
  const [zone] = await db.update(deliveryZones).set({ name }).where(eq(deliveryZones.id, id)).returning();
  return zone;
}

/** Locks the zone, so no assignment slips in between a count and a delete. */
export async function lockZone(tx: Tx, id: number): Promise<void> {
  await tx.select({ id: deliveryZones.id }).from(deliveryZones).where(eq(deliveryZones.id, id)).for('update');
}

/** Share-locks the bakery's zone (a concurrent delete waits); false if the bakery has no such zone. */
export async function shareLockZoneOfBakery(tx: Tx, id: number, bakeryId: number): Promise<boolean> {
  const [zone] = await tx
    .select({ id: deliveryZones.id })
    .from(deliveryZones)
    .where(and(eq(deliveryZones.id, id), eq(deliveryZones.bakeryId, bakeryId)))
    .for('share');
  return zone !== undefined;
}

export async function countClientsInZone(tx: Tx, id: number): Promise<number> {
  const [clients] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(users)
    .where(eq(users.deliveryZoneId, id));
  return clients?.n ?? 0;
}

/** Deletes the zone; orders delivered into it keep everything but the zone. */
export async function deleteZoneKeepingOrders(tx: Tx, id: number): Promise<void> {
  await tx.update(orders).set({ deliveryZoneId: null }).where(eq(orders.deliveryZoneId, id));
  await tx.delete(deliveryZones).where(eq(deliveryZones.id, id));
}

/** Puts one of the bakery's hosts or private customers into a zone (or none); false if no such client. */
export async function setClientZone(tx: Tx, bakeryId: number, userId: number, zoneId: number | null): Promise<boolean> {
  const updated = await tx
    .update(users)
    .set({ deliveryZoneId: zoneId, updatedAt: sql`now()` })
    .where(and(eq(users.id, userId), isBakeryClient(bakeryId)))
    .returning({ id: users.id });
  return updated.length > 0;
}
