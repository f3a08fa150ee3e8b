import { and, desc, eq, inArray } from 'drizzle-orm';
import { addDays, isBeforeDeadline, orderDateRefusals, orderDeadline } from '@bakery/core';
import { orderEvents, orderedProducts, orders, products, users } from '../../db/schema/index';
import { fail } from '../../platform/errors';
import { requireBakery, requireViewer } from '../../platform/auth/require';
import type { RequestContext } from '../../platform/graphql/context';
import type { Tx } from '../../platform/db/database';
import { loadOrderClient, refuseClosedBakery } from './order-client';
import { lockOrder, recordEvent, type OrderEventKind, type OrderRow } from './orders.queries';
import { refuseDate } from './place-order.service';
import { one } from '../../platform/db/rows';

/** Bakery and host actions on orders (acceptance, paid, shifting, deadline). */

/** The bakery's own order (any acceptance state), locked; NOT_FOUND otherwise. */
async function bakeryOrder(ctx: RequestContext, tx: Tx, id: number, acceptedOnly = true): Promise<OrderRow> {
  const bakeryId = requireBakery(ctx);
  const order = await lockOrder(tx, id);
  if (!order || order.bakeryId !== bakeryId || (acceptedOnly && !order.accepted)) fail('NOT_FOUND');
  return order;
}

/**
 * True while a not-accepted guest order of a host with check_orders is the host's to decide:
 * unless the bakery itself took the acceptance back last, it may not accept it over the host.
 */
async function awaitsHost(tx: Tx, order: OrderRow): Promise<boolean> {
  const [owner] = await tx.select({ hostId: users.hostId }).from(users).where(eq(users.id, order.hostId));
  if (!owner?.hostId) return false;
  const [host] = await tx.select({ checkOrders: users.checkOrders }).from(users).where(eq(users.id, owner.hostId));
  if (!host?.checkOrders) return false;
  const [last] = await tx
    .select({ actorId: orderEvents.actorId })
    .from(orderEvents)
    .where(and(eq(orderEvents.orderId, order.id), inArray(orderEvents.kind, ['ACCEPTED', 'UNACCEPTED'])))
    .orderBy(desc(orderEvents.id))
    .limit(1);
  return last?.actorId !== order.bakeryId;
}

/** Writes the change and its history entry. */
async function save(
  ctx: RequestContext,
  tx: Tx,
  id: number,
  values: Partial<typeof orders.$inferInsert>,
  kind: OrderEventKind,
  details?: Record<string, string | number | boolean>,
): Promise<OrderRow> {
  const now = ctx.platform.now();
  const row = one(
    await tx
      .update(orders)
      .set({ ...values, lastModified: now })
      .where(eq(orders.id, id))
      .returning(),
    'updated orders',
  );
  await recordEvent(tx, id, requireViewer(ctx).id, kind, now, details);
  return row;
}

/**
 * Accepts or un-accepts an order. A host decides on its guests' orders until the deadline
 * (check_orders); the bakery toggles any order of its clients at any time (it sees accepted ones).
 */
export async function acceptOrder(ctx: RequestContext, id: number, accepted: boolean): Promise<OrderRow> {
  const viewer = requireViewer(ctx);
  const now = ctx.platform.now();
  return ctx.platform.db.transaction(async (tx) => {
    const kind = accepted ? 'ACCEPTED' : 'UNACCEPTED';
    if (viewer.kind === 'BAKERY') {
      const order = await bakeryOrder(ctx, tx, id, false);
      // a guest order its checking host has not accepted yet is the host's decision, invisible to the bakery
      if (!order.accepted && (await awaitsHost(tx, order))) fail('NOT_FOUND');
      return save(ctx, tx, order.id, { accepted }, kind);
    }
    if (viewer.kind !== 'HOST') fail('FORBIDDEN');
    const order = await lockOrder(tx, id);
    const [owner] = order
      ? await tx.select({ hostId: users.hostId }).from(users).where(eq(users.id, order.hostId))
      : [];
    if (!order || owner?.hostId !== viewer.id) fail('NOT_FOUND');
    const bakery = one(
      await tx.select({ blocked: users.blocked }).from(users).where(eq(users.id, order.bakeryId)),
      "order's bakery",
    );
    refuseClosedBakery(bakery);
    if (!isBeforeDeadline(now, order.deadline)) fail('ORDER_DEADLINE_PASSED');
    return save(ctx, tx, order.id, { accepted }, kind);
  });
}

/** The bakery marks an order paid or not paid. */
export async function setOrderPaid(ctx: RequestContext, id: number, paid: boolean): Promise<OrderRow> {
  return ctx.platform.db.transaction(async (tx) =>
    save(ctx, tx, (await bakeryOrder(ctx, tx, id)).id, { paid }, paid ? 'PAID' : 'UNPAID'),
  );
}

/**
 * The bakery moves the delivery one day earlier or later: the new day must pass the delivery
 * rules (weekend, holidays, products' days, not in the past) but not the deadline; the deadline
 * is recomputed for the new day with the client's deadline time.
 */
export async function shiftOrderDelivery(ctx: RequestContext, id: number, days: number): Promise<OrderRow> {
  if (days !== 1 && days !== -1) fail('BAD_INPUT', { fields: ['days'] });
  const now = ctx.platform.now();
  return ctx.platform.db.transaction(async (tx) => {
    const order = await bakeryOrder(ctx, tx, id);
    if (order.billId !== null) fail('ORDER_NOT_EDITABLE');
    const client = await loadOrderClient(ctx, order.hostId, tx);
    const productDays = await tx
      .select({ days: products.availableDays })
      .from(orderedProducts)
      .innerJoin(products, eq(products.id, orderedProducts.baseProductId))
      .where(eq(orderedProducts.orderId, order.id));
    const deliveryDate = addDays(order.deliveryDate, days);
    refuseDate(
      orderDateRefusals(deliveryDate, {
        now,
        timeZone: client.timeZone,
        deadlineTime: client.deadlineTime,
        ignoreDeadline: true,
        delivery: client.delivery,
        productDays: productDays.map((p) => p.days),
      }),
    );
    return save(
      ctx,
      tx,
      order.id,
      { deliveryDate, deadline: orderDeadline(deliveryDate, client.deadlineTime, client.timeZone) },
      'DELIVERY_SHIFTED',
      { from: order.deliveryDate, to: deliveryDate },
    );
  });
}

/** The bakery sets another deadline (an instant, ISO 8601 with offset) for one order. */
export async function changeOrderDeadline(ctx: RequestContext, id: number, deadline: string): Promise<OrderRow> {
  const instant = new Date(deadline);
  if (!/^\d{4}-\d{2}-\d{2}T/.test(deadline) || Number.isNaN(instant.getTime()))
    fail('BAD_INPUT', { fields: ['deadline'] });
  return ctx.platform.db.transaction(async (tx) => {
    const order = await bakeryOrder(ctx, tx, id);
    if (order.billId !== null) fail('ORDER_NOT_EDITABLE');
    return save(ctx, tx, order.id, { deadline: instant }, 'DEADLINE_CHANGED', {
      from: order.deadline.toISOString(),
      to: instant.toISOString(),
    });
  });
}
