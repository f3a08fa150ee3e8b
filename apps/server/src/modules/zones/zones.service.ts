import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { deliveryZones, orders, users } from '../../db/schema/index';
import { fail } from '../../platform/errors';
import { requireBakery } from '../../platform/auth/require';
import type { RequestContext } from '../../platform/graphql/context';

export type ZoneRow = typeof deliveryZones.$inferSelect;

/** A zone (or the no-zone bucket, id null) with its clients and orders. */
export interface ZoneWithCounts {
  id: number | null;
  name: string | null;
  userCount: number;
  orderCount: number;
}

export const ZONE_NAME_MAX = 80;

function cleanName(name: string): string {
  const trimmed = name.trim();
  if (!trimmed || trimmed.length > ZONE_NAME_MAX) fail('BAD_INPUT', { fields: ['name'] });
  return trimmed;
}

async function ownZone(ctx: RequestContext, id: number): Promise<ZoneRow> {
  const bakeryId = requireBakery(ctx);
  const [zone] = await ctx.platform.db.select().from(deliveryZones).where(eq(deliveryZones.id, id));
  if (!zone || zone.bakeryId !== bakeryId) fail('NOT_FOUND');
  return zone;
}

/** Clients of a bakery a zone can be given to: its hosts and private customers (not guests). */
const isBakeryClient = (bakeryId: number) =>
  and(eq(users.bakeryId, bakeryId), eq(users.isBakery, false), isNull(users.hostId));

/**
 * The bakery's zones by name with client and order counts, then the no-zone bucket (id null):
 * clients without a zone and orders without one. Three statements whatever the number of zones.
 */
export async function listDeliveryZones(ctx: RequestContext): Promise<ZoneWithCounts[]> {
  const bakeryId = requireBakery(ctx);
  const db = ctx.platform.db;
  const [zones, clientRows, orderRows] = await Promise.all([
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
  const count = (rows: { zone: number | null; n: number }[], zone: number | null) =>
    rows.find((r) => r.zone === zone)?.n ?? 0;
  return [
    ...zones.map((z) => ({
      id: z.id,
      name: z.name,
      userCount: count(clientRows, z.id),
      orderCount: count(orderRows, z.id),
    })),
    { id: null, name: null, userCount: count(clientRows, null), orderCount: count(orderRows, null) },
  ];
}

export async function createDeliveryZone(ctx: RequestContext, name: string): Promise<ZoneRow> {
  const bakeryId = requireBakery(ctx);
  const [zone] = await ctx.platform.db
    .insert(deliveryZones)
    .values({ bakeryId, name: cleanName(name) })
    .returning();
  return zone!;
}

export async function renameDeliveryZone(ctx: RequestContext, id: number, name: string): Promise<ZoneRow> {
  await ownZone(ctx, id);
  const clean = cleanName(name);
  const [zone] = await ctx.platform.db
    .update(deliveryZones)
    .set({ name: clean })
    .where(eq(deliveryZones.id, id))
    .returning();
  return zone!;
}

/**
 * Deletes a zone that holds no clients (§5; ZONE_HAS_CLIENTS with the count otherwise). Orders
 * delivered into it keep everything but the zone: they move to the no-zone bucket, since an
 * order's zone only groups deliveries and a zone without clients receives no new orders.
 */
export async function deleteDeliveryZone(ctx: RequestContext, id: number): Promise<void> {
  const zone = await ownZone(ctx, id);
  await ctx.platform.db.transaction(async (tx) => {
    // lock the zone so a concurrent assignment cannot slip in between the count and the delete
    await tx.select({ id: deliveryZones.id }).from(deliveryZones).where(eq(deliveryZones.id, zone.id)).for('update');
    const [clients] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(users)
      .where(eq(users.deliveryZoneId, id));
    if ((clients?.n ?? 0) > 0) fail('ZONE_HAS_CLIENTS', { clients: clients!.n });
    await tx.update(orders).set({ deliveryZoneId: null }).where(eq(orders.deliveryZoneId, id));
    await tx.delete(deliveryZones).where(eq(deliveryZones.id, id));
  });
}

/** Puts one of the bakery's hosts or private customers into a zone of the bakery, or into none (null). */
export async function assignDeliveryZone(ctx: RequestContext, userId: number, zoneId: number | null): Promise<void> {
  const bakeryId = requireBakery(ctx);
  await ctx.platform.db.transaction(async (tx) => {
    if (zoneId !== null) {
      // share-locked so a concurrent delete waits for this assignment (and then refuses)
      const [zone] = await tx
        .select({ id: deliveryZones.id })
        .from(deliveryZones)
        .where(and(eq(deliveryZones.id, zoneId), eq(deliveryZones.bakeryId, bakeryId)))
        .for('share');
      if (!zone) fail('NOT_FOUND');
    }
    const updated = await tx
      .update(users)
      .set({ deliveryZoneId: zoneId, updatedAt: sql`now()` })
      .where(and(eq(users.id, userId), isBakeryClient(bakeryId)))
      .returning({ id: users.id });
    if (updated.length === 0) fail('NOT_FOUND');
  });
}
