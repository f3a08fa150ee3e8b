import { addDays, dateInTimeZone } from '@bakery/core';
import { operationText } from '@bakery/api';
import { DashboardQuery } from '@bakery/api/web';
import { generate, PASSWORD } from './ordering';
import { measure, type Series } from './stats';
import { benchServer, graphqlPost } from './bench-server';

const ZONE = 'Europe/Rome';

/** The floor: the sales series alone, one raw statement (sum by delivery day over the period). */
const RAW_SALES = `
  select o.delivery_date, round(sum(o.final_price) * 100)::bigint as cents, count(*)::int as orders
  from orders o where o.bakery_id = $1 and o.delivery_date between $2::date and $3::date
  group by o.delivery_date order by o.delivery_date`;

export interface DashboardResult {
  label: string;
  orders: number;
  series: { series: Series; statements: number | null }[];
  floor: Series;
}

/**
 * The dashboard on the ordering issue's generated bakery (≈33,000 orders, ≈100,000 ordered
 * products over 90 days): the web's Dashboard query by day over 30 days and by month over 90 days
 * (with the previous period of equal length, top products, zones and news feed), beside the raw
 * sales aggregation of the 30 days.
 */
export async function dashboardSeries(
  label: string,
  databaseUrl: string | undefined,
  calls: number,
): Promise<DashboardResult> {
  const { server, counter, close } = await benchServer('dash', databaseUrl);
  try {
    const today = dateInTimeZone(new Date(), ZONE);
    const { bakeryId } = await generate(server.platform.db, server.platform.database, today);
    const q = (text: string, params: unknown[] = []) => server.platform.database.rawQuery(text, params);
    await q('analyze');
    const [count] = (await q(`select count(*)::int as n from orders where bakery_id = $1`, [bakeryId])) as {
      n: number;
    }[];
    const post = graphqlPost(`${server.url}/graphql`);
    const login = await post('mutation L($i: String!, $p: String!) { login(identifier: $i, password: $p) { jwt } }', {
      i: 'bench-order-bakery',
      p: PASSWORD,
    });
    const jwt = (login.login as { jwt: string }).jwt;
    const document = operationText(DashboardQuery);
    const month = { step: 'DAY', from: addDays(today, -29), to: today };
    const quarter = { step: 'MONTH', from: addDays(today, -89), to: today };
    const dashboard = (variables: Record<string, unknown>) => async () => {
      const d = (await post(document, variables, jwt)).dashboard as { totals: { orders: number } };
      if (d.totals.orders <= 0) throw new Error('empty dashboard');
    };
    const statementsOf = async (run: () => Promise<unknown>) => {
      counter.reset();
      await run();
      return counter.get();
    };
    const rows: { series: Series; statements: number | null }[] = [];
    for (const [name, variables] of [
      ['by day over 30 days', month],
      ['by month over 90 days', quarter],
    ] as const) {
      const statements = await statementsOf(dashboard(variables));
      rows.push({
        series: await measure(`${label}: dashboard ${name} (web query, all blocks)`, calls, dashboard(variables)),
        statements,
      });
    }
    const floor = await measure(`${label}: sales by day over 30 days, one raw SQL statement`, calls, async () => {
      if ((await q(RAW_SALES, [bakeryId, month.from, month.to])).length === 0) throw new Error('raw sales empty');
    });
    return { label, orders: count?.n ?? 0, series: rows, floor };
  } finally {
    await close();
  }
}
