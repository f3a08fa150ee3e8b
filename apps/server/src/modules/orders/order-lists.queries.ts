import { and, asc, desc, eq, gt, gte, isNull, lt, lte, sql, type SQL } from 'drizzle-orm';
import { orders, users } from '../../db/schema/index';
import type { Db } from '../../platform/db/database';
import { allOf } from '../../platform/db/conditions';
import type { OrderRow } from './orders.queries';

/**
 * Whose orders a list shows, as the service decided: a bakery's accepted ones, a host's own and
 * its guests', or an account's own.
 */
export type OrderScope =
  | { kind: 'bakeryAccepted'; bakeryId: number }
  | { kind: 'hostAndGuests'; hostId: number }
  | { kind: 'own'; accountId: number };

/** A list filter with its values checked (instants parsed, search text trimmed and lower-cased). */
export interface ParsedOrderFilter {
  clientId?: number | null;
  deadlineFrom?: Date;
  deadlineTo?: Date;
  publicId?: string;
  /** 0 = orders without a zone. */
  zoneId?: number | null;
  withoutBill?: boolean | null;
}

/** Which delivery days a list shows: NEXT = the next delivery day, FUTURE = after it, PAST = before today. */
export type DayGroup = { group: 'NEXT' | 'FUTURE' | 'PAST' | 'ALL'; today: string; next: string | null };

function scopeCondition(scope: OrderScope): SQL {
  switch (scope.kind) {
    case 'bakeryAccepted':
      return allOf(eq(orders.bakeryId, scope.bakeryId), eq(orders.accepted, true));
    case 'hostAndGuests':
      return sql`(${orders.hostId} = ${scope.hostId} or ${orders.hostId} in (select ${users.id} from ${users} where ${users.hostId} = ${scope.hostId}))`;
    case 'own':
      return eq(orders.hostId, scope.accountId);
  }
}

function filterConditions(f: ParsedOrderFilter): SQL[] {
  const c: SQL[] = [];
  if (f.clientId) c.push(eq(orders.hostId, f.clientId));
  if (f.deadlineFrom) c.push(gte(orders.deadline, f.deadlineFrom));
  if (f.deadlineTo) c.push(lte(orders.deadline, f.deadlineTo));
  if (f.publicId) c.push(sql`lower(${orders.publicId}) like ${`%${f.publicId.replace(/[\\%_]/g, (x) => `\\${x}`)}%`}`);
  if (f.zoneId === 0) c.push(isNull(orders.deliveryZoneId));
  else if (f.zoneId) c.push(eq(orders.deliveryZoneId, f.zoneId));
  if (f.withoutBill) c.push(isNull(orders.billId));
  return c;
}

function groupCondition({ group, today, next }: DayGroup): SQL | undefined {
  if (group === 'PAST') return lt(orders.deliveryDate, today);
  if (group === 'ALL') return undefined;
  if (next === null) return sql`false`;
  return group === 'NEXT' ? eq(orders.deliveryDate, next) : gt(orders.deliveryDate, next);
}

export async function findTimeZoneOf(db: Db, userId: number): Promise<string | null> {
  const [row] = await db.select({ timeZone: users.timeZone }).from(users).where(eq(users.id, userId));
  return row?.timeZone ?? null;
}

/** The first delivery day from `today` on with orders in scope, or null. */
export async function findNextDeliveryDate(db: Db, scope: OrderScope, today: string): Promise<string | null> {
  const [row] = await db
    .select({ next: sql<string | null>`min(${orders.deliveryDate})` })
    .from(orders)
    .where(and(scopeCondition(scope), gte(orders.deliveryDate, today)));
  return row?.next ?? null;
}

/** One page of orders with the total; upcoming groups soonest first, others latest first. */
export async function findOrderPage(
  db: Db,
  scope: OrderScope,
  days: DayGroup,
  filter: ParsedOrderFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: OrderRow[]; total: number }> {
  const upcoming = days.group === 'NEXT' || days.group === 'FUTURE';
  const rows = await db
    .select({ order: orders, total: sql<number>`count(*) over ()::int` })
    .from(orders)
    .where(and(scopeCondition(scope), groupCondition(days), ...filterConditions(filter)))
    .orderBy(
      ...(upcoming ? [asc(orders.deliveryDate), asc(orders.number)] : [desc(orders.deliveryDate), desc(orders.number)]),
    )
    .limit(page.limit)
    .offset(page.offset);
  return { rows: rows.map((r) => r.order), total: rows[0]?.total ?? 0 };
}

/** Orders per day group under the filter, in one statement (`next` '0001-01-01' when there is none). */
export async function countOrdersPerGroup(
  db: Db,
  scope: OrderScope,
  filter: ParsedOrderFilter,
  today: string,
  next: string,
) {
  const [row] = await db
    .select({
      next: sql<number>`(count(*) filter (where ${orders.deliveryDate} = ${next}))::int`,
      future: sql<number>`(count(*) filter (where ${orders.deliveryDate} > ${next} and ${orders.deliveryDate} >= ${today}))::int`,
      past: sql<number>`(count(*) filter (where ${orders.deliveryDate} < ${today}))::int`,
      all: sql<number>`count(*)::int`,
    })
    .from(orders)
    .where(and(scopeCondition(scope), ...filterConditions(filter)));
  return { next: row?.next ?? 0, future: row?.future ?? 0, past: row?.past ?? 0, all: row?.all ?? 0 };
}

/** A guest's orders delivered in a period (inclusive), soonest first. */
export function findOrdersDeliveredBetween(
  db: Db,
  accountId: number,
  from: string,
  to: string,
  limit: number,
): Promise<OrderRow[]> {
  return db
    .select()
    .from(orders)
    .where(and(eq(orders.hostId, accountId), gte(orders.deliveryDate, from), lte(orders.deliveryDate, to)))
    .orderBy(asc(orders.deliveryDate), asc(orders.number))
    .limit(limit);
}
