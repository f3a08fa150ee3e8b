import { dateInTimeZone, isIsoDate } from '@bakery/core';
import { fail } from '../../platform/errors';
import { requireHost, requireViewer } from '../../platform/auth/require';
import type { RequestContext, Viewer } from '../../platform/graphql/context';
import { byKeys, loader } from '../../platform/graphql/loaders';
import { userDetailLoader, userLoader } from '../users/users.service';
import {
  findEvents,
  findHostIdOf,
  findLines,
  findProductsByIds,
  type OrderedProductRow,
  type OrderEventRow,
  type OrderRow,
} from './orders.queries';
import {
  countOrdersPerGroup,
  findNextDeliveryDate,
  findOrderListPage,
  findOrdersDeliveredBetween,
  findTimeZoneOf,
  type OrderParent,
  type OrderScope,
  type ParsedOrderFilter,
} from './order-lists.queries';

/** Orders are listed 10 per page (requirements/platform-and-contract.md#page-sizes-and-limits); a period (guest's orders) holds at most 10000. */
export const ORDER_PAGE_SIZE = 10;
export const ORDER_PERIOD_LIMIT = 10_000;

export const ORDER_GROUPS = ['NEXT', 'FUTURE', 'PAST', 'ALL'] as const;
export type OrderGroup = (typeof ORDER_GROUPS)[number];

export interface OrderFilter {
  group?: OrderGroup | null;
  clientId?: number | null;
  /** ISO instants, inclusive. */
  deadlineFrom?: string | null;
  deadlineTo?: string | null;
  /** Case-insensitive substring of the public id. */
  publicId?: string | null;
  /** Delivery zone; 0 = orders without a zone. */
  zoneId?: number | null;
  /** Only orders not on a bill yet. */
  withoutBill?: boolean | null;
}

/** The orders a viewer may see (deny by default): bakery accepted ones; host own and its guests'; others own. */
function scopeOf(viewer: Viewer): OrderScope {
  if (viewer.kind === 'BAKERY') return { kind: 'bakeryAccepted', bakeryId: viewer.id };
  if (viewer.kind === 'HOST') return { kind: 'hostAndGuests', hostId: viewer.id };
  return { kind: 'own', accountId: viewer.id };
}

function instant(value: string, field: string): Date {
  const d = new Date(value);
  return /^\d{4}-\d{2}-\d{2}/.test(value) && !Number.isNaN(d.getTime()) ? d : fail('BAD_INPUT', { fields: [field] });
}

/** The filter with its instants checked (BAD_INPUT names a bad one) and the search text normalised. */
function parseFilter(f: OrderFilter): ParsedOrderFilter {
  return {
    clientId: f.clientId,
    ...(f.deadlineFrom ? { deadlineFrom: instant(f.deadlineFrom, 'deadlineFrom') } : {}),
    ...(f.deadlineTo ? { deadlineTo: instant(f.deadlineTo, 'deadlineTo') } : {}),
    ...(f.publicId?.trim() ? { publicId: f.publicId.trim().toLowerCase() } : {}),
    zoneId: f.zoneId,
    withoutBill: f.withoutBill,
  };
}

/** Today in the viewer's bakery's zone and the next delivery day with orders in scope (null: none). */
async function calendarOf(ctx: RequestContext, viewer: Viewer): Promise<{ today: string; next: string | null }> {
  const zone = viewer.bakeryId ? await findTimeZoneOf(ctx.platform.db, viewer.bakeryId) : null;
  const today = dateInTimeZone(ctx.platform.now(), zone ?? ctx.platform.config.bakeryTimeZone);
  return { today, next: await findNextDeliveryDate(ctx.platform.db, scopeOf(viewer), today) };
}

/**
 * One page (10) of the viewer's orders with the total; upcoming groups soonest first, others latest
 * first. One statement (today and the next delivery day included); the clients and their details
 * come with it and fill the request's loaders, so the page's fields send no further statement.
 */
export async function listOrders(
  ctx: RequestContext,
  filter: OrderFilter,
  page: number,
): Promise<{ rows: OrderParent[]; total: number }> {
  const viewer = requireViewer(ctx);
  if (!Number.isInteger(page) || page < 0) fail('BAD_INPUT', { fields: ['page'] });
  const parsed = parseFilter(filter);
  const found = await findOrderListPage(
    ctx.platform.db,
    scopeOf(viewer),
    filter.group ?? 'ALL',
    parsed,
    { limit: ORDER_PAGE_SIZE, offset: page * ORDER_PAGE_SIZE },
    { now: ctx.platform.now(), bakeryId: viewer.bakeryId, defaultTimeZone: ctx.platform.config.bakeryTimeZone },
  );
  const users = userLoader(ctx);
  const details = userDetailLoader(ctx);
  for (const { prefetched } of found.rows) {
    if (!prefetched) continue;
    users.prime(prefetched.client.id, prefetched.client);
    details.prime(prefetched.client.id, prefetched.clientDetail);
  }
  return found;
}

export interface OrderCounts {
  next: number;
  future: number;
  past: number;
  all: number;
  /** The next delivery day with orders, YYYY-MM-DD. */
  nextDeliveryDate: string | null;
}

/** Counts per group under the same filter, in one statement. */
export async function countOrders(ctx: RequestContext, filter: OrderFilter): Promise<OrderCounts> {
  const viewer = requireViewer(ctx);
  const cal = await calendarOf(ctx, viewer);
  const next = cal.next ?? '0001-01-01';
  const row = await countOrdersPerGroup(ctx.platform.db, scopeOf(viewer), parseFilter(filter), cal.today, next);
  return {
    next: row.next,
    future: cal.next ? row.future : 0,
    past: row.past,
    all: row.all,
    nextDeliveryDate: cal.next,
  };
}

/** A host's view of one guest's orders delivered in a period (inclusive), soonest first. */
export async function listOrdersOfGuest(
  ctx: RequestContext,
  guestId: number,
  from: string,
  to: string,
): Promise<OrderRow[]> {
  const host = requireHost(ctx);
  if (!isIsoDate(from) || !isIsoDate(to) || to < from) fail('BAD_INPUT', { fields: ['from', 'to'] });
  if ((await findHostIdOf(ctx.platform.db, guestId)) !== host.id) fail('NOT_FOUND');
  return findOrdersDeliveredBetween(ctx.platform.db, guestId, from, to, ORDER_PERIOD_LIMIT);
}

/** Lines of many orders in one statement per request. */
export function linesLoader(ctx: RequestContext) {
  return loader<number, OrderedProductRow[]>(ctx, 'orderLinesByOrderId', async (ids) => {
    const rows = await findLines(ctx.platform.db, ids);
    return ids.map((id) => rows.filter((r) => r.orderId === id));
  });
}

/** Status history of many orders in one statement per request. */
export function eventsLoader(ctx: RequestContext) {
  return loader<number, OrderEventRow[]>(ctx, 'orderEventsByOrderId', async (ids) => {
    const rows = await findEvents(ctx.platform.db, ids);
    return ids.map((id) => rows.filter((r) => r.orderId === id));
  });
}

/** Products of ordered products by id (also deleted ones: old orders keep their names). */
export function orderProductLoader(ctx: RequestContext) {
  return loader(ctx, 'orderProductById', async (ids: readonly number[]) =>
    byKeys(ids, await findProductsByIds(ctx.platform.db, ids), (p) => p.id),
  );
}
