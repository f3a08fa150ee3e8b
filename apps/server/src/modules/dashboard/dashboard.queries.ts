import { sql, type SQL } from 'drizzle-orm';
import type { DashboardStep, Language } from '@bakery/core';
import type { Db } from '../../platform/db/database';
import { displayNameSql } from '../users/display-name.queries';

/** Who the dashboard is for: its tenant (bakery) and the account whose numbers it shows. */
export interface DashboardScope {
  kind: 'BAKERY' | 'HOST' | 'PRIVATE' | 'GUEST';
  viewerId: number;
  bakeryId: number;
}

export interface DashboardWindow {
  step: DashboardStep;
  from: string;
  to: string;
  previousFrom: string;
  /** The request's instant: today is its date in the bakery's time zone. */
  now: Date;
  /** The time zone of a bakery that has set none. */
  defaultTimeZone: string;
  language: Language;
  /** Rows of each news-feed block and of the top lists. */
  newsLimit: number;
  topLimit: number;
}

/** Sums of one bucket or one period; money in cents. */
export interface DashboardSums {
  salesCents: number;
  paidCents: number;
  deliveredCents: number;
  guestSalesCents: number;
  orders: number;
  products: number;
  clients: number;
  billsCents: number;
}

export interface DashboardRaw {
  timeZone: string;
  today: string;
  series: (DashboardSums & { date: string })[];
  current: DashboardSums;
  previous: DashboardSums;
  topProducts: { id: number; name: string; amount: number }[];
  zones: { id: number | null; name: string | null; orders: number; salesCents: number }[];
  news: {
    users: {
      id: number;
      username: string;
      companyName: string | null;
      fullName: string | null;
      isGuest: boolean;
      createdAt: string;
    }[];
    bills: { id: number; billNumber: string; amountCents: number; clientName: string; createdAt: string }[];
    products: { id: number; name: string; createdAt: string }[];
    orders: {
      id: number;
      number: number;
      totalCents: number;
      deliveryDate: string;
      clientName: string;
      clientIsGuest: boolean;
      createdAt: string;
    }[];
  };
}

/** Orders the scope sees (deny by default), as `canSeeOrder` does: alias o for orders, c for the ordering account. */
function orderScope(s: DashboardScope): SQL {
  switch (s.kind) {
    case 'BAKERY': // a bakery sees only accepted orders (SPEC §3 Order; canSeeOrder): a guest's waits for its host
      return sql`o.bakery_id = ${s.bakeryId} and o.accepted`;
    case 'HOST':
      return sql`o.bakery_id = ${s.bakeryId} and (o.host_id = ${s.viewerId} or c.host_id = ${s.viewerId})`;
    case 'PRIVATE':
    case 'GUEST':
      return sql`o.bakery_id = ${s.bakeryId} and o.host_id = ${s.viewerId}`;
  }
}

/** Clients the scope counts as new (alias u): a bakery's hosts and private customers, a host's guests. */
function clientScope(s: DashboardScope): SQL {
  switch (s.kind) {
    case 'BAKERY':
      return sql`u.bakery_id = ${s.bakeryId} and u.id <> ${s.bakeryId} and not u.is_bakery and u.host_id is null`;
    case 'HOST':
      return sql`u.host_id = ${s.viewerId}`;
    case 'PRIVATE':
    case 'GUEST':
      return sql`false`;
  }
}

/** Bills of the scope (alias b), as `visibleBill`: all a bakery issued, those a host or private customer was sent. */
function billScope(s: DashboardScope): SQL {
  switch (s.kind) {
    case 'BAKERY':
      return sql`b.bakery_id = ${s.bakeryId}`;
    case 'HOST':
    case 'PRIVATE': // a client sees its bills once they are sent (visibleBill): not the bakery's drafts
      return sql`b.bakery_id = ${s.bakeryId} and b.client_id = ${s.viewerId} and b.sent`;
    case 'GUEST':
      return sql`false`;
  }
}

/** Products of the news feed (alias p): a bakery's catalogue, a host's own products. */
function productScope(s: DashboardScope): SQL {
  switch (s.kind) {
    case 'BAKERY':
      return sql`p.bakery_id = ${s.bakeryId} and p.host_id is null and not p.deleted`;
    case 'HOST':
      return sql`p.bakery_id = ${s.bakeryId} and p.host_id = ${s.viewerId} and not p.deleted`;
    case 'PRIVATE':
    case 'GUEST':
      return sql`false`;
  }
}

const STEP_UNIT: Record<DashboardStep, string> = { DAY: 'day', WEEK: 'week', MONTH: 'month' };

/** A product's name in the language, German as fallback (alias p). */
const nameOf = (language: Language) => sql`coalesce(
  (select t.translation from translations t where t.identifier = p.name_key || ${`_${language}`}),
  (select t.translation from translations t where t.identifier = p.name_key || '_de'), '')`;

/** An account's name (alias a, details ad): company, full name, else the username. */
const accountName = displayNameSql(
  { companyName: sql.raw('ad.company_name'), fullName: sql.raw('ad.full_name') },
  { username: sql.raw('a.username') },
);

const cents = (expr: SQL) => sql`coalesce(round(sum(${expr}) * 100), 0)::bigint`;

/**
 * Everything the dashboard shows in ONE statement: the bakery's time zone and today in it, buckets
 * from generate_series (dates; creation instants are taken in that time zone), the sums of this and
 * the previous period (orders and lines aggregated once per day, then by bucket and by period), top
 * products, orders per zone and the news feed's four blocks. Money comes back in cents.
 */
export async function findDashboard(db: Db, s: DashboardScope, w: DashboardWindow): Promise<DashboardRaw> {
  const unit = STEP_UNIT[w.step];
  const bucket = (date: SQL) => sql`date_trunc(${unit}, (${date})::timestamp)::date`;
  const zones = s.kind === 'BAKERY' ? sql`true` : sql`false`;
  const result = (await db.execute(sql`
    with clock as (
      select z.tz, (${w.now.toISOString()}::timestamptz at time zone z.tz)::date as today
      from (select coalesce((select time_zone from users where id = ${s.bakeryId}), ${w.defaultTimeZone}) as tz) z
    ),
    scoped as (
      select o.id, o.delivery_date as d, o.final_price, o.paid, o.accepted, o.delivery_zone_id,
        o.host_id <> ${s.viewerId} and c.host_id = ${s.viewerId} as for_guest
      from orders o join users c on c.id = o.host_id
      where ${orderScope(s)} and o.delivery_date between ${w.previousFrom}::date and ${w.to}::date
    ),
    order_days as (
      select d, sum(final_price) as sales, sum(final_price) filter (where paid) as paid,
        sum(final_price) filter (where accepted and d <= (select today from clock)) as delivered,
        sum(final_price) filter (where for_guest) as guest_sales, count(*) as orders
      from scoped group by d
    ),
    line_days as (
      select sc.d, op.base_product_id, sum(op.amount) as amount
      from scoped sc join ordered_products op on op.order_id = sc.id group by sc.d, op.base_product_id
    ),
    new_clients as (
      select (u.created_at at time zone (select tz from clock))::date as d from users u
      where ${clientScope(s)} and (u.created_at at time zone (select tz from clock))::date between ${w.previousFrom}::date and ${w.to}::date
    ),
    billed as (
      select b.bill_date as d, b.amount from bills b
      where ${billScope(s)} and b.bill_date between ${w.previousFrom}::date and ${w.to}::date
    ),
    buckets as (
      select g::date as bucket from generate_series(date_trunc(${unit}, ${w.from}::timestamp), ${w.to}::timestamp, ${`1 ${unit}`}::interval) g
    ),
    order_sums as (
      select ${bucket(sql`d`)} as bucket, ${cents(sql`sales`)} as sales, ${cents(sql`paid`)} as paid,
        ${cents(sql`delivered`)} as delivered, ${cents(sql`guest_sales`)} as guest_sales, sum(orders)::int as orders
      from order_days where d >= ${w.from}::date group by 1
    ),
    line_sums as (select ${bucket(sql`d`)} as bucket, sum(amount)::bigint as products from line_days where d >= ${w.from}::date group by 1),
    client_sums as (select ${bucket(sql`d`)} as bucket, count(*)::int as clients from new_clients where d >= ${w.from}::date group by 1),
    bill_sums as (select ${bucket(sql`d`)} as bucket, ${cents(sql`amount`)} as bills from billed where d >= ${w.from}::date group by 1),
    periods as (select 'current' as period union all select 'previous'),
    period_orders as (
      select case when d >= ${w.from}::date then 'current' else 'previous' end as period,
        ${cents(sql`sales`)} as sales, ${cents(sql`paid`)} as paid, ${cents(sql`delivered`)} as delivered,
        ${cents(sql`guest_sales`)} as guest_sales, sum(orders)::int as orders
      from order_days group by 1
    ),
    period_lines as (select case when d >= ${w.from}::date then 'current' else 'previous' end as period, sum(amount)::bigint as products from line_days group by 1),
    period_clients as (select case when d >= ${w.from}::date then 'current' else 'previous' end as period, count(*)::int as clients from new_clients group by 1),
    period_bills as (select case when d >= ${w.from}::date then 'current' else 'previous' end as period, ${cents(sql`amount`)} as bills from billed group by 1),
    totals as (
      select pe.period, json_build_object(
        'salesCents', coalesce(po.sales, 0), 'paidCents', coalesce(po.paid, 0), 'deliveredCents', coalesce(po.delivered, 0),
        'guestSalesCents', coalesce(po.guest_sales, 0), 'orders', coalesce(po.orders, 0), 'products', coalesce(pl.products, 0),
        'clients', coalesce(pc.clients, 0), 'billsCents', coalesce(pb.bills, 0)) as sums
      from periods pe
      left join period_orders po on po.period = pe.period
      left join period_lines pl on pl.period = pe.period
      left join period_clients pc on pc.period = pe.period
      left join period_bills pb on pb.period = pe.period
    ),
    top_products as (
      select p.id, ${nameOf(w.language)} as name, t.amount
      from (
        select base_product_id, sum(amount)::bigint as amount from line_days where d >= ${w.from}::date
        group by base_product_id order by amount desc, base_product_id limit ${w.topLimit}
      ) t join products p on p.id = t.base_product_id
    ),
    zone_orders as (
      select sc.delivery_zone_id as id, z.name, count(*)::int as orders, ${cents(sql`sc.final_price`)} as sales
      from scoped sc left join delivery_zones z on z.id = sc.delivery_zone_id
      where ${zones} and sc.d >= ${w.from}::date group by sc.delivery_zone_id, z.name
    ),
    news_users as (
      select u.id, u.username, ud.company_name, ud.full_name, u.host_id is not null as is_guest, u.created_at
      from users u left join user_details ud on ud.user_id = u.id
      where ${clientScope(s)} order by u.created_at desc, u.id desc limit ${w.newsLimit}
    ),
    news_bills as (
      select b.id, b.bill_number, round(b.amount * 100)::bigint as amount, ${accountName} as client_name, b.created_at
      from bills b join users a on a.id = b.client_id left join user_details ad on ad.user_id = a.id
      where ${billScope(s)} order by b.created_at desc, b.id desc limit ${w.newsLimit}
    ),
    news_products as (
      select p.id, ${nameOf(w.language)} as name, p.created_at from products p
      where ${productScope(s)} order by p.created_at desc, p.id desc limit ${w.newsLimit}
    ),
    news_orders as (
      select o.id, o.number, round(o.final_price * 100)::bigint as total, o.delivery_date,
        ${accountName} as client_name, a.host_id is not null and not a.is_host as client_is_guest, o.date
      from orders o join users c on c.id = o.host_id join users a on a.id = o.host_id
        left join user_details ad on ad.user_id = a.id
      where ${orderScope(s)} order by o.date desc, o.id desc limit ${w.newsLimit}
    )
    select json_build_object(
      'timeZone', (select tz from clock),
      'today', (select to_char(today, 'YYYY-MM-DD') from clock),
      'series', (select coalesce(json_agg(json_build_object(
          'date', to_char(bk.bucket, 'YYYY-MM-DD'), 'salesCents', coalesce(os.sales, 0), 'paidCents', coalesce(os.paid, 0),
          'deliveredCents', coalesce(os.delivered, 0), 'guestSalesCents', coalesce(os.guest_sales, 0),
          'orders', coalesce(os.orders, 0), 'products', coalesce(ls.products, 0), 'clients', coalesce(cs.clients, 0),
          'billsCents', coalesce(bs.bills, 0)) order by bk.bucket), '[]'::json)
        from buckets bk left join order_sums os on os.bucket = bk.bucket left join line_sums ls on ls.bucket = bk.bucket
          left join client_sums cs on cs.bucket = bk.bucket left join bill_sums bs on bs.bucket = bk.bucket),
      'current', (select sums from totals where period = 'current'),
      'previous', (select sums from totals where period = 'previous'),
      'topProducts', (select coalesce(json_agg(json_build_object('id', id, 'name', name, 'amount', amount) order by amount desc, id), '[]'::json) from top_products),
      'zones', (select coalesce(json_agg(json_build_object('id', id, 'name', name, 'orders', orders, 'salesCents', sales)
          order by id is null, lower(name), id), '[]'::json) from zone_orders),
      'news', json_build_object(
        'users', (select coalesce(json_agg(json_build_object('id', id, 'username', username, 'companyName', company_name,
            'fullName', full_name, 'isGuest', is_guest, 'createdAt', created_at) order by created_at desc, id desc), '[]'::json) from news_users),
        'bills', (select coalesce(json_agg(json_build_object('id', id, 'billNumber', bill_number, 'amountCents', amount,
            'clientName', client_name, 'createdAt', created_at) order by created_at desc, id desc), '[]'::json) from news_bills),
        'products', (select coalesce(json_agg(json_build_object('id', id, 'name', name, 'createdAt', created_at)
            order by created_at desc, id desc), '[]'::json) from news_products),
        'orders', (select coalesce(json_agg(json_build_object('id', id, 'number', number, 'totalCents', total,
            'deliveryDate', to_char(delivery_date, 'YYYY-MM-DD'), 'clientName', client_name, 'clientIsGuest', client_is_guest,
            'createdAt', date) order by date desc, id desc), '[]'::json) from news_orders)
      )
    ) as dashboard`)) as unknown as { rows: { dashboard: DashboardRaw | string }[] };
  const row = result.rows[0];
  if (!row) throw new Error('dashboard statement returned no row');
  return typeof row.dashboard === 'string' ? (JSON.parse(row.dashboard) as DashboardRaw) : row.dashboard;
}
