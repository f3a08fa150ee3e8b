import { addDays, dateInTimeZone } from '@bakery/core';
// the orders screen's own document, so the page measured is the page the screen asks for
import { operationText } from '@bakery/api';
import { OrdersQuery } from '@bakery/api/web';
import { hashPassword } from '@bakery/server/src/platform/auth/password-hash';
import { createBakery, createPriceList, createProduct } from '@bakery/server/src/db/seed/factories';
import type { Database, Db } from '@bakery/server/src/platform/db/database';
import { measure, type Series } from './stats';
import { benchServer, graphqlPost } from './bench-server';

export const PASSWORD = 'Bench-Backstube-1!';
const ZONE = 'Europe/Rome';
export const SHAPE = {
  hosts: 250,
  privates: 50,
  guestsPerHost: 12,
  products: 60,
  days: 90,
  ordersPerDay: 370,
  linesPerOrder: 3,
};
const guestLabel = (n: number) => `g${String(n).padStart(5, '0')}x`;

const ORDER_LIST = operationText(OrdersQuery);
const PLACE = `mutation Place($input: PlaceOrderInput!) { placeOrder(input: $input) { id number } }`;

/**
 * What the orders screen shows of a page (OrdersQuery), by hand: the page of 10 with the total,
 * each order's client with its display name and kind, and whether a deadline binds it (editable).
 */
const RAW_PAGE = `
  with page as (
    select o.* from orders o where o.bakery_id = $1 and o.accepted
    order by o.delivery_date desc, o.number desc limit 10 offset 30
  )
  select page.id, page.number, page.public_id, page.delivery_date, page.deadline, page.accepted, page.paid,
    page.bill_id is not null as billed, page.takeaway, page.final_price,
    (select count(*) from orders o where o.bakery_id = $1 and o.accepted) as total,
    u.id as client_id, coalesce(nullif(d.company_name, ''), nullif(d.full_name, ''), u.username) as display_name,
    u.is_bakery, u.is_host, u.host_id,
    u.ignore_deadline or coalesce(h.ignore_deadline, false) or coalesce(b.ignore_deadline, false) as ignore_deadline
  from page join users u on u.id = page.host_id left join user_details d on d.user_id = u.id
    left join users h on h.id = u.host_id left join users b on b.id = page.bakery_id
  order by page.delivery_date desc, page.number desc`;

/**
 * The ordering issue's bakery: 250 hosts and 50 private customers (300 clients), 12 guests per
 * host (3,000), 60 products all taken over by every host, and 90 days of accepted orders
 * (370 a day × 3 lines ≈ 100k ordered products) from 80 days ago to 9 days ahead. Bulk SQL, one
 * password hash for every account (the generator measures nothing).
 */
export async function generate(db: Db, database: Database, today: string) {
  const bakery = await createBakery(db, {
    username: 'bench-order-bakery',
    password: PASSWORD,
    detail: { companyName: 'Bench Bakery', deadline: '17:00' },
  });
  const list = await createPriceList(db, bakery.id, 'Standard');
  const productIds: number[] = [];
  for (let i = 0; i < SHAPE.products; i++) {
    const n = String(i).padStart(2, '0');
    productIds.push(
      (
        await createProduct(db, bakery.id, {
          name: { de: `Brot ${n}`, it: `Pane ${n}`, en: `Bread ${n}` },
          description: { de: 'x', it: 'x', en: 'x' },
          gramPrice: '0.0062',
          approxWeight: 50 + i * 10,
          priceListIds: [list.id],
        })
      ).id,
    );
  }
  const hash = await hashPassword(PASSWORD);
  const q = (text: string, params: unknown[] = []) => database.rawQuery(text, params);
  await q(`update users set delivers_saturday = true, delivers_sunday = true where id = $1`, [bakery.id]);
  await q(
    `insert into users (username, email, password_hash, confirmed, is_host, bakery_id, price_list_id, active_from, active_to)
     select 'bench-host-' || g, 'bench-host-' || g || '@bench.example', $1, true, true, $2, $3, '2000-01-01', '9999-03-31' from generate_series(1, $4::int) g`,
    [hash, bakery.id, list.id, SHAPE.hosts],
  );
  await q(
    `insert into users (username, email, password_hash, confirmed, bakery_id, price_list_id)
     select 'bench-private-' || g, 'bench-private-' || g || '@bench.example', $1, true, $2, $3 from generate_series(1, $4::int) g`,
    [hash, bakery.id, list.id, SHAPE.privates],
  );
  const hosts = (await q(`select id from users where bakery_id = $1 and is_host order by id`, [bakery.id])) as {
    id: number;
  }[];
  await q(
    `insert into host_products (host_id, base_product_id, display_price) select h, p, '-1' from unnest($1::int[]) h, unnest($2::int[]) p`,
    [hosts.map((h) => h.id), productIds],
  );
  // labels g00001x …: no label is a prefix of another, so each guest login matches exactly one account
  await q(
    `insert into users (username, password_hash, confirmed, host_id, bakery_id, active_from, active_to)
     select 'g' || lpad(g::text, 5, '0') || 'x' || md5(g::text), $1, true, ($2::int[])[1 + (g - 1) % array_length($2::int[], 1)], $3, '2000-01-01', '9999-01-01'
     from generate_series(1, $4::int) g`,
    [hash, hosts.map((h) => h.id), bakery.id, SHAPE.hosts * SHAPE.guestsPerHost],
  );
  const clients = (await q(`select id from users where bakery_id = $1 and not is_bakery order by id`, [bakery.id])) as {
    id: number;
  }[];
  const total = SHAPE.days * SHAPE.ordersPerDay;
  await q(
    `insert into orders (number, public_id, bakery_id, host_id, date, deadline, delivery_date, accepted, final_price, last_modified)
     select n, 'bench' || n, $1, ($2::int[])[1 + (n * 7919) % array_length($2::int[], 1)], now(),
            ((d - 1)::timestamp + time '17:00') at time zone 'Europe/Rome', d, true, '4.80', now()
     from generate_series(1, $3::int) n, lateral (select ($4::date - 80 + (n - 1) / $5::int) as d) x`,
    [bakery.id, clients.map((c) => c.id), total, today, SHAPE.ordersPerDay],
  );
  await q(
    `insert into ordered_products (order_id, base_product_id, amount, current_vat, current_gram_price, current_approx_weight)
     select o.id, ($2::int[])[1 + (o.id * 31 + k * 17) % array_length($2::int[], 1)], 1 + k, '10', '0.0062', 100
     from orders o, generate_series(0, $3::int - 1) k where o.bakery_id = $1`,
    [bakery.id, productIds, SHAPE.linesPerOrder],
  );
  // fresh statistics, as autovacuum would leave them on a server (PGlite runs no autovacuum)
  await q('analyze');
  const [counted] = (await q(
    `select count(*)::int as n from ordered_products op join orders o on o.id = op.order_id where o.bakery_id = $1`,
    [bakery.id],
  )) as { n: number }[];
  return { bakeryId: bakery.id, productIds, orderedProducts: counted?.n ?? 0 };
}

export interface OrderingResult {
  label: string;
  series: { series: Series; statements: number | null }[];
  floor: Series;
  orderedProducts: number;
}

export async function orderingSeries(
  label: string,
  databaseUrl: string | undefined,
  calls: number,
): Promise<OrderingResult> {
  const { server, counter, close } = await benchServer('ord', databaseUrl);
  try {
    const today = dateInTimeZone(new Date(), ZONE);
    const { bakeryId, productIds, orderedProducts } = await generate(
      server.platform.db,
      server.platform.database,
      today,
    );
    const post = graphqlPost(`${server.url}/graphql`);
    const login = async (identifier: string, guest = false) =>
      (
        (
          await post(
            `mutation L($i: String!, $p: String!) { ${guest ? 'guestLogin' : 'login'}(identifier: $i, password: $p) { jwt } }`,
            { i: identifier, p: PASSWORD },
          )
        )[guest ? 'guestLogin' : 'login'] as { jwt: string }
      ).jwt;
    const bakeryJwt = await login('bench-order-bakery');
    const hostJwt = await login('bench-host-1');
    const dayAfterTomorrow = addDays(today, 2);
    const order = (i: number) => ({
      input: {
        deliveryDate: dayAfterTomorrow,
        lines: [
          { productId: String(productIds[i % productIds.length]), amount: 2 },
          { productId: String(productIds[(i + 7) % productIds.length]), amount: 1 },
        ],
      },
    });

    const guestJwt = await login(guestLabel(1), true);
    const place = await measure(
      `${label}: placeOrder by a guest (HTTP, checks, snapshot, number)`,
      calls,
      async (i) => void (await post(PLACE, order(i), guestJwt)),
    );
    const listPage = async () =>
      (await post(ORDER_LIST, { filter: { group: 'ALL' }, page: 3 }, bakeryJwt)).orders as { items: unknown[] };
    counter.reset();
    await listPage();
    const listStatements = counter.get();
    const list = await measure(
      `${label}: bakery orders page, the screen's query (10 of all, clients, total)`,
      calls,
      async () => {
        if ((await listPage()).items.length !== 10) throw new Error('orders page not full');
      },
    );
    const hostList = await measure(
      `${label}: host orders page (own and guests', next delivery day)`,
      calls,
      async () => void (await post(ORDER_LIST, { filter: { group: 'NEXT' }, page: 0 }, hostJwt)),
    );
    if (process.env.BENCH_EXPLAIN)
      console.log(await server.platform.database.rawQuery(`explain analyze ${RAW_PAGE}`, [bakeryId]));
    const floor = await measure(`${label}: same bakery page, one raw SQL statement`, calls, async () => {
      if ((await server.platform.database.rawQuery(RAW_PAGE, [bakeryId])).length !== 10)
        throw new Error('raw page not full');
    });

    return {
      label,
      series: [
        { series: place, statements: null },
        { series: list, statements: listStatements },
        { series: hostList, statements: null },
      ],
      floor,
      orderedProducts,
    };
  } finally {
    await close();
  }
}
