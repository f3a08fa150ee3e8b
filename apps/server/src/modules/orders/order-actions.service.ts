import { addDays, isBeforeDeadline, orderDateRefusals, orderDeadline } from '@bakery/core';
import type { orders } from '../../db/schema/index';
import { fail } from '../../platform/errors';
import { requireBakery, requireViewer } from '../../platform/auth/require';
import type { RequestContext } from '../../platform/graphql/context';
import type { Tx } from '../../platform/db/database';
import { loadOrderClient, refuseClosedBakery } from './order-client';
import {
  findCheckOrders,
  findHostIdOf,
  findLastAcceptanceActor,
  findProductDaysOfOrder,
  isAccountBlocked,
  lockOrder,
  recordEvent,
  updateOrderRow,
  type OrderEventKind,
  type OrderRow,
} from './orders.queries';
import { refuseDate } from './place-order.service';

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
  const hostId = await findHostIdOf(tx, order.hostId);
  if (!hostId) return false;
  if (!(await findCheckOrders(tx, hostId))) return false;
  return (await findLastAcceptanceActor(tx, order.id)) !== order.bakeryId;
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
  const row = await updateOrderRow(tx, id, values, now);
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
    if (!order || (await findHostIdOf(tx, order.hostId)) !== viewer.id) fail('NOT_FOUND');
    refuseClosedBakery(await isAccountBlocked(tx, order.bakeryId));
    if (!isBeforeDeadline(now, order.deadline)) fail('ORDER_DEADLINE_PASSED');
    return save(ctx, tx, order.id, { accepted }, kind);
  });
}

/**
 * The bakery marks an order of a host or private customer paid or not paid. A guest's order is its
 * host's to mark (the guest pays at reception, guest billing; the bakery bills the host): ORDER_PAID_BY_HOST.
 */
export async function setOrderPaid(ctx: RequestContext, id: number, paid: boolean): Promise<OrderRow> {
  return ctx.platform.db.transaction(async (tx) => {
    const order = await bakeryOrder(ctx, tx, id);
    if ((await findHostIdOf(tx, order.hostId)) !== null) fail('ORDER_PAID_BY_HOST');
    return save(ctx, tx, order.id, { paid }, paid ? 'PAID' : 'UNPAID');
  });
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
    const productDays = await findProductDaysOfOrder(tx, order.id);
    const deliveryDate = addDays(order.deliveryDate, days);
    refuseDate(
      orderDateRefusals(deliveryDate, {
        now,
        timeZone: client.timeZone,
        deadlineTime: client.deadlineTime,
        ignoreDeadline: true,
        delivery: client.delivery,
        productDays,
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
