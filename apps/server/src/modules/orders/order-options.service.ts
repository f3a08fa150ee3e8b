import {
  addDays,
  clientOffer,
  compareIsoDates,
  dateInTimeZone,
  isIsoDate,
  isWithinStay,
  orderDateRefusals,
  orderDeadline,
  type OrderDateRefusal,
} from '@bakery/core';
import { fail } from '../../platform/errors';
import { requireViewer } from '../../platform/auth/require';
import type { RequestContext } from '../../platform/graphql/context';
import {
  loadOrderClient,
  orderableProducts,
  refuseBlockedHost,
  refuseClosedBakery,
  type OrderableProduct,
  type OrderClient,
} from './order-client';

/** At most this many days are answered at once (a date picker shows about two months). */
export const ORDER_DAYS_MAX = 62;

export interface OrderOptions {
  client: OrderClient;
  /** A bakery's phone order: the deadline does not apply. */
  byBakery: boolean;
  products: (OrderableProduct & { priceCents: number })[];
}

/**
 * Everything an order form needs for one client, computed by the same rules the server enforces:
 * the viewer itself, or for a bakery one of its hosts or private customers (phone order).
 */
export async function orderOptions(ctx: RequestContext, clientId: number | null): Promise<OrderOptions> {
  const viewer = requireViewer(ctx);
  const byBakery = viewer.kind === 'BAKERY';
  if (byBakery && clientId === null) fail('BAD_INPUT', { fields: ['clientId'] });
  if (!byBakery && clientId !== null && clientId !== viewer.id) fail('NOT_FOUND');
  const client = await loadOrderClient(ctx, clientId ?? viewer.id);
  if (byBakery && (client.bakery.id !== viewer.id || client.kind === 'GUEST' || client.account.blocked))
    fail('NOT_FOUND');
  refuseClosedBakery(client.bakery);
  refuseBlockedHost(client);
  const catalogue = await orderableProducts(ctx, client);
  const products = [...catalogue.values()].map((p) => ({
    ...p,
    priceCents: clientOffer({
      gramPrice: p.gramPrice,
      approxWeight: p.product.approxWeight,
      displayPrice: p.displayPrice,
    }).priceCents,
  }));
  return { client, byBakery, products };
}

export interface OrderDay {
  date: string;
  deadline: Date;
  /** Empty = orders for this day are taken now (product days aside). */
  reasons: OrderDateRefusal[];
}

/** Each day from … to (inclusive, at most 62) with its deadline and the reasons it is refused. */
export function orderDays(ctx: RequestContext, options: OrderOptions, from: string, to: string): OrderDay[] {
  if (
    !isIsoDate(from) ||
    !isIsoDate(to) ||
    compareIsoDates(from, to) > 0 ||
    compareIsoDates(addDays(from, ORDER_DAYS_MAX - 1), to) < 0
  )
    fail('BAD_INPUT', { fields: ['from', 'to'] });
  const { client } = options;
  const now = ctx.platform.now();
  const today = dateInTimeZone(now, client.timeZone);
  const days: OrderDay[] = [];
  for (let date = from; compareIsoDates(date, to) <= 0; date = addDays(date, 1)) {
    const reasons = orderDateRefusals(date, {
      now,
      timeZone: client.timeZone,
      deadlineTime: client.deadlineTime,
      ignoreDeadline: options.byBakery || client.ignoreDeadline,
      delivery: client.delivery,
      productDays: [],
    });
    if (client.kind === 'GUEST' && !isWithinStay(today, date, client.account.activeFrom, client.account.activeTo))
      reasons.push('OUTSIDE_STAY');
    days.push({ date, deadline: orderDeadline(date, client.deadlineTime, client.timeZone), reasons });
  }
  return days;
}
