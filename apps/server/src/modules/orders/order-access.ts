import { isBeforeDeadline } from '@bakery/core';
import { fail } from '../../platform/errors';
import { requireViewer } from '../../platform/auth/require';
import type { RequestContext, Viewer } from '../../platform/graphql/context';
import type { Db, Tx } from '../../platform/db/database';
import { loadOrderClient, refuseBlockedHost, refuseClosedBakery, type OrderClient } from './order-client';
import { userLoader } from '../users/users.service';
import { findHostIdOf, findOrder, lockOrder, type OrderedProductRow, type OrderRow } from './orders.queries';

/**
 * Who sees an order (deny by default): the bakery its accepted orders; a host its own and its
 * guests' orders; private customers and guests their own.
 */
export async function canSeeOrder(db: Db | Tx, viewer: Viewer, order: OrderRow): Promise<boolean> {
  if (viewer.kind === 'BAKERY') return order.bakeryId === viewer.id && order.accepted;
  if (order.hostId === viewer.id) return true;
  if (viewer.kind !== 'HOST') return false;
  return (await findHostIdOf(db, order.hostId)) === viewer.id;
}

/** An order the viewer may see, or NOT_FOUND (existence does not leak). */
export async function visibleOrder(ctx: RequestContext, id: number): Promise<OrderRow> {
  const viewer = requireViewer(ctx);
  const order = await findOrder(ctx.platform.db, id);
  if (!order || !(await canSeeOrder(ctx.platform.db, viewer, order))) fail('NOT_FOUND');
  return order;
}

/**
 * Whether the viewer may change an order now: the bakery always (unless billed); the ordering account
 * until the deadline and while the order is not paid — a paid order stays as it was paid for.
 */
export function editRefusal(
  viewer: Viewer,
  order: OrderRow,
  client: Pick<OrderClient, 'ignoreDeadline'>,
  now: Date,
): 'ORDER_NOT_EDITABLE' | 'ORDER_DEADLINE_PASSED' | 'ORDER_PAID' | null {
  if (order.billId !== null) return 'ORDER_NOT_EDITABLE';
  if (viewer.kind === 'BAKERY') return null;
  if (order.hostId !== viewer.id) return 'ORDER_NOT_EDITABLE';
  if (order.paid) return 'ORDER_PAID';
  return isBeforeDeadline(now, order.deadline, client.ignoreDeadline) ? null : 'ORDER_DEADLINE_PASSED';
}

/**
 * Order.editable: whether the viewer may change the order now (editRefusal), the deadline waived
 * when the ordering account, its host or its bakery ignores deadlines. False without a viewer.
 */
export async function isOrderEditable(ctx: RequestContext, order: OrderRow): Promise<boolean> {
  if (!ctx.viewer) return false;
  const owner = await userLoader(ctx).load(order.hostId);
  const [host, bakery] = await Promise.all([
    owner?.hostId ? userLoader(ctx).load(owner.hostId) : null,
    userLoader(ctx).load(order.bakeryId),
  ]);
  const ignoreDeadline =
    Boolean(owner?.ignoreDeadline) || Boolean(host?.ignoreDeadline) || Boolean(bakery?.ignoreDeadline);
  return editRefusal(ctx.viewer, order, { ignoreDeadline }, ctx.platform.now()) === null;
}

/** The list gram price of an ordered line as the viewer may see it: guests pay their host's price and never see it. */
export function visibleGramPrice(
  ctx: RequestContext,
  line: Pick<OrderedProductRow, 'currentGramPrice'>,
): string | null {
  return ctx.viewer?.kind === 'GUEST' ? null : line.currentGramPrice;
}

export interface EditableOrder {
  order: OrderRow;
  client: OrderClient;
  viewer: Viewer;
}

/**
 * Inside a transaction: the order locked, visible and changeable by the viewer. A host sees its
 * guests' orders but may not change them (ORDER_NOT_EDITABLE, requirements/ordering.md#who-may-change-an-order); after the deadline only
 * the bakery may change an order (ORDER_DEADLINE_PASSED), and a paid one not by its orderer (ORDER_PAID); billed orders and the orders of a
 * closed bakery (BAKERY_CLOSED) are frozen.
 */
export async function editableOrder(ctx: RequestContext, tx: Tx, id: number): Promise<EditableOrder> {
  const viewer = requireViewer(ctx);
  const order = await lockOrder(tx, id);
  if (!order || !(await canSeeOrder(tx, viewer, order))) fail('NOT_FOUND');
  const client = await loadOrderClient(ctx, order.hostId, tx);
  refuseClosedBakery(client.bakery);
  if (viewer.id === client.account.id) refuseBlockedHost(client);
  const refusal = editRefusal(viewer, order, client, ctx.platform.now());
  if (refusal) fail(refusal);
  return { order, client, viewer };
}
