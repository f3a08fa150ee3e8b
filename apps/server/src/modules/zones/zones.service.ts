import { ZoneNameSchema } from '@bakery/core';
import { fail } from '../../platform/errors';
import { requireBakery } from '../../platform/auth/require';
import type { RequestContext } from '../../platform/graphql/context';
import {
  countClientsInZone,
  deleteZoneKeepingOrders,
  findZone,
  findZonesWithCounts,
  insertZone,
  lockZone,
  renameZone,
  setClientZone,
  shareLockZoneOfBakery,
  type ZoneRow,
} from './zones.queries';

export type { ZoneRow };

/** A zone (or the no-zone bucket, id null) with its clients and orders. */
export interface ZoneWithCounts {
  id: number | null;
  name: string | null;
  userCount: number;
  orderCount: number;
}

/** The trimmed name, checked by the core schema the web's zone form uses too. */
function cleanName(name: string): string {
  const result = ZoneNameSchema.safeParse(name);
  if (!result.success) fail('BAD_INPUT', { fields: ['name'] });
  return result.data;
}

async function ownZone(ctx: RequestContext, id: number): Promise<ZoneRow> {
  const bakeryId = requireBakery(ctx);
  const zone = await findZone(ctx.platform.db, id);
  if (!zone || zone.bakeryId !== bakeryId) fail('NOT_FOUND');
  return zone;
}

/**
 * The bakery's zones by name with client and order counts, then the no-zone bucket (id null):
 * clients without a zone and orders without one. Three statements whatever the number of zones.
 */
export async function listDeliveryZones(ctx: RequestContext): Promise<ZoneWithCounts[]> {
  const bakeryId = requireBakery(ctx);
  const { zones, clients: clientRows, orders: orderRows } = await findZonesWithCounts(ctx.platform.db, bakeryId);
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
  return insertZone(ctx.platform.db, bakeryId, cleanName(name));
}

export async function renameDeliveryZone(ctx: RequestContext, id: number, name: string): Promise<ZoneRow> {
  await ownZone(ctx, id);
  const clean = cleanName(name);
  const zone = await renameZone(ctx.platform.db, id, clean);
  if (!zone) fail('NOT_FOUND');
  return zone;
}

/**
 * Deletes a zone that holds no clients (requirements/settings.md#delivery-zones; ZONE_HAS_CLIENTS with the count otherwise). Orders
 * delivered into it keep everything but the zone: they move to the no-zone bucket, since an
 * order's zone only groups deliveries and a zone without clients receives no new orders.
 */
export async function deleteDeliveryZone(ctx: RequestContext, id: number): Promise<void> {
  const zone = await ownZone(ctx, id);
  await ctx.platform.db.transaction(async (tx) => {
    // lock the zone so a concurrent assignment cannot slip in between the count and the delete
    await lockZone(tx, zone.id);
    const clients = await countClientsInZone(tx, id);
    if (clients > 0) fail('ZONE_HAS_CLIENTS', { clients });
    await deleteZoneKeepingOrders(tx, id);
  });
}

/** Puts one of the bakery's hosts or private customers into a zone of the bakery, or into none (null). */
export async function assignDeliveryZone(ctx: RequestContext, userId: number, zoneId: number | null): Promise<void> {
  const bakeryId = requireBakery(ctx);
  await ctx.platform.db.transaction(async (tx) => {
    if (zoneId !== null) {
      // share-locked so a concurrent delete waits for this assignment (and then refuses)
      if (!(await shareLockZoneOfBakery(tx, zoneId, bakeryId))) fail('NOT_FOUND');
    }
    if (!(await setClientZone(tx, bakeryId, userId, zoneId))) fail('NOT_FOUND');
  });
}
