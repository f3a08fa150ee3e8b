import { and, asc, desc, eq, gt, gte, isNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import { dateInTimeZone, isIsoDate } from '@bakery/core';
import { orders, users } from '../../db/schema/index';
import { fail } from '../../platform/errors';
import { requireHost, requireViewer } from '../../platform/auth/require';
import type { RequestContext, Viewer } from '../../platform/graphql/context';
import { byKeys, loader } from '../../platform/graphql/loaders';
import {
  findEvents,
  findLines,
  findProductsByIds,
  type OrderedProductRow,
  type OrderEventRow,
  type OrderRow,
} from './orders.queries';
import { allOf } from '../../platform/db/conditions';

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
function scopeOf(viewer: Viewer): SQL {
  if (viewer.kind === 'BAKERY') return allOf(eq(orders.bakeryId, viewer.id), eq(orders.accepted, true));
  if (viewer.kind === 'HOST')
    return sql`(${orders.hostId} = ${viewer.id} or ${orders.hostId} in (select ${users.id} from ${users} where ${users.hostId} = ${viewer.id}))`;
  return eq(orders.hostId, viewer.id);
}

function instant(value: string, field: string): Date {
  const d = new Date(value);
  return /^\d{4}-\d{2}-\d{2}/.test(value) && !Number.isNaN(d.getTime()) ? d : fail('BAD_INPUT', { fields: [field] });
}

function filterConditions(f: OrderFilter): SQL[] {
  const c: SQL[] = [];
  if (f.clientId) c.push(eq(orders.hostId, f.clientId));
  if (f.deadlineFrom) c.push(gte(orders.deadline, instant(f.deadlineFrom, 'deadlineFrom')));
  if (f.deadlineTo) c.push(lte(orders.deadline, instant(f.deadlineTo, 'deadlineTo')));
  const pub = f.publicId?.trim().toLowerCase();
  if (pub) c.push(sql`lower(${orders.publicId}) like ${`%${pub.replace(/[\\%_]/g, (x) => `\\${x}`)}%`}`);
  if (f.zoneId === 0) c.push(isNull(orders.deliveryZoneId));
  else if (f.zoneId) c.push(eq(orders.deliveryZoneId, f.zoneId));
  if (f.withoutBill) c.push(isNull(orders.billId));
  return c;
}

/** Today in the viewer's bakery's zone and the next delivery day with orders in scope (null: none). */
async function calendarOf(ctx: RequestContext, viewer: Viewer): Promise<{ today: string; next: string | null }> {
  const db = ctx.platform.db;
  const [bakery] = viewer.bakeryId
    ? await db.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, viewer.bakeryId))
    : [];
  const today = dateInTimeZone(ctx.platform.now(), bakery?.timeZone ?? ctx.platform.config.bakeryTimeZone);
  const [row] = await db
    .select({ next: sql<string | null>`min(${orders.deliveryDate})` })
    .from(orders)
    .where(and(scopeOf(viewer), gte(orders.deliveryDate, today)));
  return { today, next: row?.next ?? null };
}

/** NEXT = the next delivery day; FUTURE = after it; PAST = before today; ALL. The groups partition ALL. */
function groupCondition(group: OrderGroup, cal: { today: string; next: string | null }): SQL | undefined {
  if (group === 'PAST') return lt(orders.deliveryDate, cal.today);
  if (group === 'ALL') return undefined;
  if (cal.next === null) return sql`false`;
  return group === 'NEXT' ? eq(orders.deliveryDate, cal.next) : gt(orders.deliveryDate, cal.next);
}

/** One page (10) of the viewer's orders with the total; upcoming groups soonest first, others latest first. */
export async function listOrders(
  ctx: RequestContext,
  filter: OrderFilter,
  page: number,
): Promise<{ rows: OrderRow[]; total: number }> {
  const viewer = requireViewer(ctx);
  if (!Number.isInteger(page) || page < 0) fail('BAD_INPUT', { fields: ['page'] });
  const group = filter.group ?? 'ALL';
  const cal = await calendarOf(ctx, viewer);
  const upcoming = group === 'NEXT' || group === 'FUTURE';
  const rows = await ctx.platform.db
    .select({ order: orders, total: sql<number>`count(*) over ()::int` })
    .from(orders)
    .where(and(scopeOf(viewer), groupCondition(group, cal), ...filterConditions(filter)))
    .orderBy(
      ...(upcoming ? [asc(orders.deliveryDate), asc(orders.number)] : [desc(orders.deliveryDate), desc(orders.number)]),
    )
    .limit(ORDER_PAGE_SIZE)
    .offset(page * ORDER_PAGE_SIZE);
  return { rows: rows.map((r) => r.order), total: rows[0]?.total ?? 0 };
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
  const [row] = await ctx.platform.db
    .select({
      next: sql<number>`(count(*) filter (where ${orders.deliveryDate} = ${next}))::int`,
      future: sql<number>`(count(*) filter (where ${orders.deliveryDate} > ${next} and ${orders.deliveryDate} >= ${cal.today}))::int`,
      past: sql<number>`(count(*) filter (where ${orders.deliveryDate} < ${cal.today}))::int`,
      all: sql<number>`count(*)::int`,
    })
    .from(orders)
    .where(and(scopeOf(viewer), ...filterConditions(filter)));
  return {
    next: row?.next ?? 0,
    future: cal.next ? (row?.future ?? 0) : 0,
    past: row?.past ?? 0,
    all: row?.all ?? 0,
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
  const [guest] = await ctx.platform.db.select({ hostId: users.hostId }).from(users).where(eq(users.id, guestId));
  if (guest?.hostId !== host.id) fail('NOT_FOUND');
  return ctx.platform.db
    .select()
    .from(orders)
    .where(and(eq(orders.hostId, guestId), gte(orders.deliveryDate, from), lte(orders.deliveryDate, to)))
    .orderBy(asc(orders.deliveryDate), asc(orders.number))
    .limit(ORDER_PERIOD_LIMIT);
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
