import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { addDays, dateInTimeZone } from '@bakery/core';
import PDFDocument from 'pdfkit';
import { operationText } from '@bakery/api';
import { CompileListQuery } from '@bakery/api/web';
import { generate, PASSWORD } from './ordering';
import { measure, type Series } from './stats';
import { benchServer, graphqlPost } from './bench-server';

const ZONE = 'Europe/Rome';
/** The busy deadline: extra orders for tomorrow on top of the generated 370 a day. */
const BUSY_EXTRA_ORDERS = 3_100;
const ZONES = 5;

const BAKE_LIST = `query B($d: String) { bakeList(deadline: $d) { deadline totalAmount totalWeightGrams
  items { product { id name } orderedAmount additionalAmount totalAmount weightGrams generatedOrderedAmount changed } } }`;
const BAKE_LIST_ZONES = `query B($d: String) { bakeList(deadline: $d) { totalAmount byZone { zoneId items { product { name } amount weightGrams } } } }`;
const COMPILE = `query C($d: String!, $z: ID) { compileList(deadline: $d, zoneId: $z) { totalLines
  clients { id name orders { id number publicId lines { id amount haveToWeight measuredWeight missing packed priceCents pricePerKgCents product { name } } } }
  progress { zoneId packed total } } }`;
const WEIGH =
  'mutation W($id: ID!, $g: Int!) { uploadMeasuredWeight(orderedProductId: $id, grams: $g) { id measuredWeight packed } }';

const RAW_BAKE_LIST = `
  select op.base_product_id, sum(op.amount)::int as amount, sum(op.amount::bigint * op.current_approx_weight)::bigint as grams
  from ordered_products op join orders o on o.id = op.order_id join products p on p.id = op.base_product_id
  where o.bakery_id = $1 and o.deadline = $2 and o.accepted and p.host_id is null
  group by op.base_product_id`;

export interface ProductionResult {
  label: string;
  orderedProducts: number;
  busyLines: number;
  zoneLines: number;
  series: { series: Series; statements: number | null }[];
  floor: Series;
  /** The batch PDF of every docket of the busy deadline, and pdfkit alone writing as many pages of the same size. */
  dockets: { count: number; pages: number; bytes: number; pdf: Series; floor: Series };
}

/**
 * Production on the ordering issue's bakery (≈100k ordered products) with a busy deadline of
 * ≥10,000 ordered products over 5 zones: bake list (with and without the zone breakdown) beside
 * the raw aggregation, the compile view of one zone (first page of 1000), one measured weight.
 */
export async function productionSeries(
  label: string,
  databaseUrl: string | undefined,
  calls: number,
): Promise<ProductionResult> {
  const { server, pglite, counter, close } = await benchServer('prod', databaseUrl);
  try {
    const today = dateInTimeZone(new Date(), ZONE);
    const { bakeryId, productIds, orderedProducts } = await generate(
      server.platform.db,
      server.platform.database,
      today,
    );
    const q = (text: string, params: unknown[] = []) => server.platform.database.rawQuery(text, params);
    const tomorrow = addDays(today, 1);
    // the busy deadline: more orders for tomorrow, zones for all of tomorrow's orders, a third of the products weighed
    await q(`update products set have_to_weight = (id % 3 = 0) where bakery_id = $1`, [bakeryId]);
    await q(`insert into delivery_zones (name, bakery_id) select 'Zone ' || g, $1 from generate_series(1, $2::int) g`, [
      bakeryId,
      ZONES,
    ]);
    const zones = (
      (await q(`select id from delivery_zones where bakery_id = $1 order by id`, [bakeryId])) as { id: number }[]
    ).map((z) => z.id);
    const clients = (
      (await q(`select id from users where bakery_id = $1 and not is_bakery order by id`, [bakeryId])) as {
        id: number;
      }[]
    ).map((c) => c.id);
    await q(
      `insert into orders (number, public_id, bakery_id, host_id, date, deadline, delivery_date, accepted, final_price, last_modified)
       select m + n, 'busy' || n, $1, ($2::int[])[1 + (n * 7919) % array_length($2::int[], 1)], now(),
              (($4::date - 1)::timestamp + time '17:00') at time zone 'Europe/Rome', $4::date, true, '4.80', now()
       from generate_series(1, $3::int) n, (select max(number) as m from orders where bakery_id = $1) mx`,
      [bakeryId, clients, BUSY_EXTRA_ORDERS, tomorrow],
    );
    await q(
      `insert into ordered_products (order_id, base_product_id, amount, current_vat, current_gram_price, current_approx_weight)
       select o.id, ($2::int[])[1 + (o.id * 31 + k * 17) % array_length($2::int[], 1)], 1 + k, '10', '0.0062', 100
       from orders o, generate_series(0, 2) k where o.bakery_id = $1 and o.public_id like 'busy%'`,
      [bakeryId, productIds],
    );
    await q(
      `update orders set delivery_zone_id = ($2::int[])[1 + id % $3::int] where bakery_id = $1 and delivery_date = $4`,
      [bakeryId, zones, ZONES, tomorrow],
    );
    await q('analyze');
    const [deadlineRow] = (await q(`select deadline from orders where bakery_id = $1 and delivery_date = $2 limit 1`, [
      bakeryId,
      tomorrow,
    ])) as { deadline: Date | string }[];
    const deadline = new Date(deadlineRow!.deadline).toISOString();
    const [busy] = (await q(
      `select count(*)::int as n from ordered_products op join orders o on o.id = op.order_id where o.bakery_id = $1 and o.deadline = $2`,
      [bakeryId, deadline],
    )) as { n: number }[];
    const [zoneCount] = (await q(
      `select count(*)::int as n from ordered_products op join orders o on o.id = op.order_id where o.bakery_id = $1 and o.deadline = $2 and o.delivery_zone_id = $3`,
      [bakeryId, deadline, zones[0]],
    )) as { n: number }[];

    const post = graphqlPost(`${server.url}/graphql`);
    const jwt = (
      (
        await post('mutation L($i: String!, $p: String!) { login(identifier: $i, password: $p) { jwt } }', {
          i: 'bench-order-bakery',
          p: PASSWORD,
        })
      ).login as { jwt: string }
    ).jwt;
    const statementsOf = async (run: () => Promise<unknown>) => {
      counter.reset();
      await run();
      return counter.get();
    };

    const bakeList = () => post(BAKE_LIST, { d: deadline }, jwt);
    const checkTotal = async () => {
      const list = (await bakeList()).bakeList as { totalAmount: number };
      if (list.totalAmount <= 0) throw new Error('empty bake list');
    };
    const bakeStatements = await statementsOf(bakeList);
    const bake = await measure(
      `${label}: bake list of the busy deadline (${busy!.n} ordered products)`,
      calls,
      checkTotal,
    );
    const zonesStatements = await statementsOf(() => post(BAKE_LIST_ZONES, { d: deadline }, jwt));
    const bakeZones = await measure(
      `${label}: bake list with the breakdown by zone`,
      calls,
      async () => void (await post(BAKE_LIST_ZONES, { d: deadline }, jwt)),
    );
    const floor = await measure(`${label}: bake-list aggregation, one raw SQL statement`, calls, async () => {
      if ((await q(RAW_BAKE_LIST, [bakeryId, deadline])).length === 0) throw new Error('raw aggregation empty');
    });
    const compile = () => post(COMPILE, { d: deadline, z: String(zones[0]) }, jwt);
    const compileStatements = await statementsOf(compile);
    if (process.env.BENCH_PROFILE && pglite) {
      // where a request's time goes (PGlite only): mean per statement and for the whole request
      const profile = async (name: string, run: () => Promise<unknown>) => {
        const timings = new Map<string, number[]>();
        const statements = new Map<string, [string, unknown]>();
        const original = pglite.query.bind(pglite);
        pglite.query = (async (text: string, ...rest: unknown[]) => {
          statements.set(text.replace(/\s+/g, ' ').slice(0, 90), [text, rest[0]]);
          const t = performance.now();
          try {
            return await (original as (...a: unknown[]) => Promise<unknown>)(text, ...rest);
          } finally {
            const key = text.replace(/\s+/g, ' ').slice(0, 90);
            timings.set(key, [...(timings.get(key) ?? []), performance.now() - t]);
          }
        }) as typeof pglite.query;
        for (let i = 0; i < 20; i++) {
          const t = performance.now();
          await run();
          timings.set('= whole request', [...(timings.get('= whole request') ?? []), performance.now() - t]);
        }
        pglite.query = original;
        console.log(`\nprofile: ${name}`);
        for (const [key, values] of timings) {
          const mean = values.reduce((x, y) => x + y, 0) / values.length;
          console.log(`${mean.toFixed(1)} ms  ${key}`);
          const statement = statements.get(key);
          if (process.env.BENCH_PROFILE === 'explain' && statement && mean > 15) {
            const plan = (await pglite.query(`explain analyze ${statement[0]}`, statement[1] as unknown[]))
              .rows as Record<string, string>[];
            console.log(plan.map((r) => Object.values(r)[0]).join('\n'));
          }
        }
      };
      await profile('bake list', bakeList);
      await profile('raw aggregation', () => q(RAW_BAKE_LIST, [bakeryId, deadline]));
      await profile('compile view', compile);
    }
    console.log(
      `${label}: load average before the compile view ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    const compileSeries = await measure(
      `${label}: compile view of one zone (${zoneCount!.n} ordered products, first page of 1000)`,
      calls,
      async () => void (await compile()),
    );
    // the same page with every field the web's compile screen asks for (its own document)
    const screen = () =>
      post(operationText(CompileListQuery), { deadline, zoneId: String(zones[0]), page: 0, language: 'de' }, jwt);
    const screenStatements = await statementsOf(screen);
    const screenSeries = await measure(
      `${label}: the same page with the web compile screen's query (all its fields)`,
      calls,
      async () => void (await screen()),
    );
    console.log(
      `${label}: load average after the compile view ${loadavg()
        .map((l) => l.toFixed(2))
        .join(' ')}`,
    );
    const lineIds = (
      (await q(
        `select op.id from ordered_products op join orders o on o.id = op.order_id where o.bakery_id = $1 and o.deadline = $2 order by op.id limit 500`,
        [bakeryId, deadline],
      )) as { id: number }[]
    ).map((r) => r.id);
    const weighStatements = await statementsOf(() => post(WEIGH, { id: String(lineIds[0]), g: 1000 }, jwt));
    const weigh = await measure(
      `${label}: save one measured weight`,
      calls,
      async (i) => void (await post(WEIGH, { id: String(lineIds[i % lineIds.length]), g: 900 + (i % 200) }, jwt)),
    );
    // delivery dockets of the busy deadline: created once, then the batch PDF over HTTP
    const created = (await post(CREATE_DOCKETS, { d: deadline }, jwt)).createDeliveryDockets as unknown[];
    let pdfBytes = 0;
    const docketsPdf = await measure(
      `${label}: batch PDF of all ${created.length} dockets of the busy deadline (HTTP)`,
      DOCKET_RUNS,
      async () => {
        const res = await fetch(`${server.url}/api/production/dockets.pdf`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', authorization: `Bearer ${jwt}` },
          body: JSON.stringify({ deadline }),
        });
        if (res.status !== 200) throw new Error(`dockets.pdf answered ${res.status}`);
        pdfBytes = (await res.arrayBuffer()).byteLength;
      },
    );
    const pages = await pdfPageCount(server.url, jwt, deadline);
    const pdfFloor = await measure(
      `${label}: pdfkit alone, ${created.length} A4 pages of 12 table rows each`,
      DOCKET_RUNS,
      () => barePdf(created.length).then(() => undefined),
    );
    return {
      label,
      dockets: { count: created.length, pages, bytes: pdfBytes, pdf: docketsPdf, floor: pdfFloor },
      orderedProducts: orderedProducts + BUSY_EXTRA_ORDERS * 3,
      busyLines: busy!.n,
      zoneLines: zoneCount!.n,
      series: [
        { series: bake, statements: bakeStatements },
        { series: bakeZones, statements: zonesStatements },
        { series: compileSeries, statements: compileStatements },
        { series: screenSeries, statements: screenStatements },
        { series: weigh, statements: weighStatements },
      ],
      floor,
    };
  } finally {
    await close();
  }
}

const DOCKET_RUNS = Number(process.env.BENCH_DOCKET_RUNS ?? 5);
const CREATE_DOCKETS = 'mutation C($d: String!) { createDeliveryDockets(deadline: $d) { id } }';

/** Pages of the batch PDF, read with poppler's pdfinfo. */
async function pdfPageCount(url: string, jwt: string, deadline: string): Promise<number> {
  const res = await fetch(`${url}/api/production/dockets.pdf`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${jwt}` },
    body: JSON.stringify({ deadline }),
  });
  const dir = await mkdtemp(path.join(tmpdir(), 'bench-pdf-'));
  try {
    const file = path.join(dir, 'd.pdf');
    await writeFile(file, Buffer.from(await res.arrayBuffer()));
    return Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file]).toString())?.[1] ?? 0);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The floor: pdfkit writing `pages` A4 pages with a heading and 12 rows of text each, no database, no HTTP. */
function barePdf(pages: number): Promise<Buffer> {
  return new Promise((resolve) => {
    const doc = new PDFDocument({ size: 'A4', margin: 48 });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    for (let p = 0; p < pages; p++) {
      if (p > 0) doc.addPage();
      doc
        .font('Helvetica-Bold')
        .fontSize(20)
        .text(`Lieferschein DDT ${p + 1}/2026`);
      doc.font('Helvetica').fontSize(10);
      for (let r = 0; r < 12; r++)
        doc.text(`Produkt ${r}    ${r + 1}    ${r + 1}    ca. 1,0 kg    4,50 €/kg    ${r},40 €`);
    }
    doc.end();
  });
}
