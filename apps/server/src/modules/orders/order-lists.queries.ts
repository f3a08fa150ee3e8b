import { and, asc, eq, gte, isNull, lte, sql, type SQL } from 'drizzle-orm';
import { orders, userDetails, users } from '../../db/schema/index';
import type { Db } from '../../platform/db/database';
import { allOf } from '../../platform/db/conditions';
import { flatColumns } from '../../platform/db/flat-columns';
import type { UserRow } from '../users/account';
import type { OrderRow } from './orders.queries';

type DetailRow = typeof userDetails.$inferSelect;

/** What an orders list shows beside an order's own columns, fetched with the page (findOrderListPage). */
export interface OrderPrefetched {
  client: UserRow;
  clientDetail: DetailRow | null;
  /** The ordering account, its host or the bakery ignores deadlines (Order.editable). */
  ignoreDeadline: boolean;
}

/** An order as the GraphQL type takes it: a row, and on a list page what the list shows with it. */
export type OrderParent = OrderRow & { prefetched?: OrderPrefetched };

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
export type DayGroup = 'NEXT' | 'FUTURE' | 'PAST' | 'ALL';

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

/** Today and the next delivery day as the page statement computes them (see findOrderListPage). */
export interface PageClock {
  now: Date;
  /** Whose time zone "today" is in (the viewer's bakery); null or a bakery without one: `defaultTimeZone`. */
  bakeryId: number | null;
  defaultTimeZone: string;
}

const orderColumns = flatColumns(orders, 'p');
const clientColumns = flatColumns(users, 'c', 'client.');
const detailColumns = flatColumns(userDetails, 'cd', 'detail.');

/**
 * An orders list page in ONE statement: today in the bakery's time zone and the next delivery day
 * in scope (only when the group needs them), the page with the total, and per order its client
 * with the client's details and whether a deadline binds it (client, its host or the bakery
 * ignoring deadlines). Upcoming groups soonest first, others latest first.
 */
export async function findOrderListPage(
  db: Db,
  scope: OrderScope,
  group: DayGroup,
  filter: ParsedOrderFilter,
  page: { limit: number; offset: number },
  clock: PageClock,
): Promise<{ rows: OrderParent[]; total: number }> {
  const upcoming = group === 'NEXT' || group === 'FUTURE';
  const today = sql`(select today from clock)`;
  const next = sql`(select day from next_day)`;
  const days =
    group === 'PAST'
      ? sql`${orders.deliveryDate} < ${today}`
      : group === 'NEXT'
        ? sql`${orders.deliveryDate} = ${next}`
        : group === 'FUTURE'
          ? sql`${orders.deliveryDate} > ${next}`
          : undefined;
  // counted apart from the page: a window count would sort every order in scope (3× slower on 33k orders)
  const where = and(scopeCondition(scope), days, ...filterConditions(filter));
  const result = (await db.execute(sql`
    with clock as (
      select (${clock.now.toISOString()}::timestamptz at time zone coalesce(
        (select ${users.timeZone} from ${users} where ${users.id} = ${clock.bakeryId ?? 0}), ${clock.defaultTimeZone}))::date as today
    ),
    -- computed once for the page and its total, and only when the group refers to it
    next_day as (
      select min(${orders.deliveryDate}) as day from ${orders}
      where ${scopeCondition(scope)} and ${orders.deliveryDate} >= ${today}
    ),
    page as (
      select ${orders}.* from ${orders}
      where ${where}
      order by ${upcoming ? sql`${orders.deliveryDate}, ${orders.number}` : sql`${orders.deliveryDate} desc, ${orders.number} desc`}
      limit ${page.limit} offset ${page.offset}
    )
    select (select count(*)::int from ${orders} where ${where}) as total, ${orderColumns.select}, ${clientColumns.select}, ${detailColumns.select},
      c.ignore_deadline or coalesce(h.ignore_deadline, false) or coalesce(b.ignore_deadline, false) as ignore_deadline
    from page p
    join ${users} c on c.id = p.host_id
    left join ${userDetails} cd on cd.user_id = c.id
    left join ${users} h on h.id = c.host_id
    left join ${users} b on b.id = p.bakery_id
    order by ${upcoming ? sql`p.delivery_date, p.number` : sql`p.delivery_date desc, p.number desc`}`)) as unknown as {
    rows: Record<string, unknown>[];
  };
  const rows = result.rows.map((row): OrderParent => ({
    ...orderColumns.read(row),
    prefetched: {
      client: clientColumns.read(row),
      clientDetail: row['detail.userId'] === null ? null : detailColumns.read(row),
      ignoreDeadline: row.ignore_deadline === true,
    },
  }));
  return { rows, total: (result.rows[0]?.total as number | undefined) ?? 0 };
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
