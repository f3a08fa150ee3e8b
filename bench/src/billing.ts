import { execFileSync } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Session } from 'node:inspector/promises';
import { Worker } from 'node:worker_threads';
import { addDays, dateInTimeZone } from '@bakery/core';
import { REPO_ROOT } from '@bakery/server/src/platform/config';
import { validateFatturaPA } from '@bakery/einvoice';
import { xsdChecksDone } from '@bakery/server/src/modules/bills/bill-runs.service';
import pg from 'pg';
import PDFDocument from 'pdfkit';
import { validateXML } from 'xmllint-wasm';
import { generate, PASSWORD, SHAPE } from './ordering';
import { percentile, type Series } from './stats';
import { benchServer, graphqlPost } from './bench-server';

const ZONE = 'Europe/Rome';
/** Bills the issue wants for one client-month; the busiest host gets orders added up to this when it has fewer. */
const TARGET_ORDERS = 60;
const RUNS = Number(process.env.BENCH_BILLING_RUNS ?? 20);
const WARM_UP = 3;
const POLL_MS = 200;
/** The month's last days are left without delivery dockets: each of those deliveries is an immediate invoice (TD01) of its day. */
const UNDOCKETED_DAYS = 3;

/** The seller data of the issue (a valid partita IVA). */
const SELLER = {
  companyName: 'Bench Bakery Srl',
  vatNumber: '01234567897',
  regime: 'RF01',
  street: 'Via Roma',
  houseNumber: '1',
  postalCode: '39100',
  city: 'Bolzano',
  province: 'BZ',
  country: 'IT',
};

// the documents the web sends (apps/web/src/api/graphql/bills.ts), written out so the bench does not follow work in progress there
const CREATE_BILL = 'mutation CreateBill($input: CreateBillInput!) { createBill(input: $input) { id number } }';
const DELETE_BILL = 'mutation DeleteBill($id: ID!) { deleteBill(id: $id) }';
const RUN_FIELDS = 'id state periodFrom periodTo total done created failed { clientId clientName code }';
const START_RUN = `mutation StartBillRun($from: String!, $to: String!) { startBillRun(from: $from, to: $to) { ${RUN_FIELDS} } }`;
const BILL_RUN = `query BillRun($id: ID!) { billRun(id: $id) { ${RUN_FIELDS} } }`;

/** Everything a bill needs from the database, one statement: the orders (own and guests') of the period without a bill, their lines, product names. */
const RAW_ORDERS = (oneClient: boolean) => `
  select coalesce(a.host_id, a.id) as billed_to, o.id, o.number, o.delivery_date, o.takeaway, o.host_id, a.host_id as guest_of, a.username,
         op.id as line_id, op.amount, op.missing, op.measured_weight, op.current_vat, op.current_gram_price, op.current_approx_weight,
         p.have_to_weight, p.easyback_kodex, p.display_order, t.translation as name
  from orders o join users a on a.id = o.host_id
  join ordered_products op on op.order_id = o.id
  join products p on p.id = op.base_product_id and p.bakery_id = o.bakery_id and p.host_id is null
  join translations t on t.key = p.name_key join languages l on l.id = t.language_id and l.short = 'de'
  where o.bakery_id = $1 and o.accepted and o.bill_id is null and o.delivery_date between $2 and $3
    ${oneClient ? 'and (o.host_id = $4 or a.host_id = $4)' : ''}
  order by billed_to, o.delivery_date, o.number, p.display_order, op.id`;

export interface BillingResult {
  label: string;
  period: { from: string; to: string };
  /** The month's last days without dockets. */
  undocketedDays: number;
  /** The client of the single-bill series. */
  client: {
    name: string;
    generatedOrders: number;
    addedOrders: number;
    orders: number;
    lines: number;
    pdfPages: number;
    pdfBytes: number;
    xmlBytes: number;
  };
  create: Series;
  pdf: Series;
  both: Series;
  sqlFloor: Series & { rows: number };
  pdfFloor: Series;
  xsd: Series;
  xsdDirect: Series;
  xsdThread: Series;
  /** Debian's xmllint on the same file; null when it is not installed. */
  xsdNative: Series | null;
  bulk: {
    clients: number;
    orders: number;
    lines: number;
    seconds: number;
    /** finished_at − started_at of the run as the server recorded it. */
    serverSeconds: number;
    /** Until a poll saw every client done (bills made, before the XSD check of the batch at the end). */
    madeSeconds: number;
    /** CPU time of this process (server, bench client, XSD threads; PGlite's database too) during the run, user + system. */
    cpuSeconds: number;
    created: number;
    /** Bills of the run per document type, with how many distinct bill dates each has. */
    byType: { type: string; count: number; dates: number }[];
    /** Distinct bill dates of the run: one wave each (ADR 019). */
    waves: number;
    failed: { code: string; count: number }[];
    perSecond: number;
    floor: Series & { rows: number };
  };
  weighedLines: number;
}

const series = (name: string, samples: number[]): Series => ({
  name,
  p50: percentile(samples, 50),
  p95: percentile(samples, 95),
  n: samples.length,
});

/** `runs` timed calls after `warmUp` untimed ones, one after the other; the samples in ms. */
async function sample(runs: number, warmUp: number, run: (i: number) => Promise<void>): Promise<number[]> {
  for (let i = 0; i < warmUp; i++) await run(i);
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t = performance.now();
    await run(i);
    samples.push(performance.now() - t);
  }
  return samples;
}

/** The last calendar month that ended before today: always inside the generated days (today − 80 … today + 9). */
function lastFullMonth(today: string): { from: string; to: string } {
  const to = addDays(`${today.slice(0, 7)}-01`, -1);
  return { from: `${to.slice(0, 7)}-01`, to };
}

/**
 * Billing (issue 7) on the ordering issue's bakery: invoicing on, seller data, billing data for
 * all 300 clients, a third of the products weighed with measured weights in the month billed,
 * delivery dockets for all but the month's last UNDOCKETED_DAYS days.
 * One deferred invoice of the busiest host (createBill → PDF → deleteBill, RUNS times) beside the raw SQL of
 * its orders and pdfkit alone; the XSD check of that bill's XML beside xmllint-wasm alone (and
 * the native xmllint when installed); the bulk run for every client of the month beside the raw
 * SQL of all those orders.
 */
export async function billingSeries(label: string, databaseUrl: string | undefined): Promise<BillingResult> {
  const { server, close } = await benchServer('bill', databaseUrl);
  try {
    const today = dateInTimeZone(new Date(), ZONE);
    const { bakeryId, productIds } = await generate(server.platform.db, server.platform.database, today);
    const q = async <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
      (await server.platform.database.rawQuery(text, params)) as T[];
    const period = lastFullMonth(today);
    if (period.from < addDays(today, -80)) throw new Error(`month ${period.from} starts before the generated days`);

    // invoicing on, the seller, billing data of every host and private customer
    await q(`update users set create_bills = true where id = $1`, [bakeryId]);
    await q(
      `insert into bill_settings (bakery_id, e_bill_data) values ($1, $2::jsonb) on conflict (bakery_id) do update set e_bill_data = excluded.e_bill_data`,
      [bakeryId, JSON.stringify(SELLER)],
    );
    await q(
      `insert into user_details (user_id, company_name, full_name, first_name, last_name, street, house_number, postal_code, city, partita_iva, tax_number, recipient_code)
       select u.id, case when u.is_host then 'Hotel ' || initcap(replace(u.username, '-', ' ')) end,
              case when u.is_host then null else 'Anna Maria Rossi ' || u.id end,
              case when u.is_host then null else 'Anna Maria' end, case when u.is_host then null else 'Rossi' end,
              'Via Roma', (1 + u.id % 90)::text, '39100', 'Bolzano',
              case when u.is_host then '12345678903' end, case when u.is_host then null else 'RSSMRA85T10A562S' end, 'ABC1234'
       from users u where u.bakery_id = $1 and not u.is_bakery and u.host_id is null
       on conflict (user_id) do update set company_name = excluded.company_name, full_name = excluded.full_name,
         first_name = excluded.first_name, last_name = excluded.last_name, street = excluded.street,
         house_number = excluded.house_number, postal_code = excluded.postal_code, city = excluded.city, partita_iva = excluded.partita_iva,
         tax_number = excluded.tax_number, recipient_code = excluded.recipient_code`,
      [bakeryId],
    );

    // the busiest host of the month (own and guests' orders); topped up to TARGET_ORDERS by SQL when short
    const busiest = async () =>
      (
        await q<{ id: number; name: string; n: number }>(
          `select c.id, d.company_name as name, count(*)::int as n from orders o join users a on a.id = o.host_id join users c on c.id = coalesce(a.host_id, a.id)
         join user_details d on d.user_id = c.id
         where o.bakery_id = $1 and o.accepted and o.delivery_date between $2 and $3 and c.is_host
         group by c.id, d.company_name order by n desc, c.id limit 1`,
          [bakeryId, period.from, period.to],
        )
      )[0]!;
    const best = await busiest();
    const generatedOrders = best.n;
    const addedOrders = Math.max(0, TARGET_ORDERS - best.n);
    if (addedOrders > 0) {
      const days = Number(period.to.slice(8, 10));
      await q(
        `insert into orders (number, public_id, bakery_id, host_id, date, deadline, delivery_date, accepted, final_price, last_modified)
         select m + n, 'billtop' || n, $1, $2, now(), ((d - 1)::timestamp + time '17:00') at time zone 'Europe/Rome', d, true, '4.80', now()
         from generate_series(1, $3::int) n, (select max(number) as m from orders where bakery_id = $1) mx,
              lateral (select ($4::date + ((n - 1) * $5::int / $3::int)) as d) x`,
        [bakeryId, best.id, addedOrders, period.from, days],
      );
      await q(
        `insert into ordered_products (order_id, base_product_id, amount, current_vat, current_gram_price, current_approx_weight)
         select o.id, ($2::int[])[1 + (o.id * 31 + k * 17) % array_length($2::int[], 1)], 1 + k, '10', '0.0062', 100
         from orders o, generate_series(0, $3::int - 1) k where o.bakery_id = $1 and o.public_id like 'billtop%'`,
        [bakeryId, productIds, SHAPE.linesPerOrder],
      );
    }
    const client = await busiest();
    // delivery dockets for every recipient and day of the month but its last UNDOCKETED_DAYS (made by SQL: the API
    // refuses dockets after the delivery day), so each client gets one deferred invoice (TD24) of the docketed days and
    // one immediate invoice (TD01) per undocketed delivery day: the run makes its bills in waves of these dates
    const docketedTo = addDays(period.to, -UNDOCKETED_DAYS);
    await q(
      `with recipients as (
         select coalesce(a.host_id, a.id) as client_id, o.delivery_date, min(o.deadline) as deadline
         from orders o join users a on a.id = o.host_id
         where o.bakery_id = $1 and o.accepted and o.delivery_date between $2 and $3 group by 1, 2),
       made as (
         insert into delivery_dockets (bakery_id, client_id, delivery_date, deadline, sequence, number, created_at)
         select $1, client_id, delivery_date, deadline, n, 'DDT-' || n, (delivery_date::timestamp + time '05:00') at time zone '${ZONE}'
         from (select r.*, row_number() over (order by delivery_date, client_id) as n from recipients r) numbered
         returning id, client_id, delivery_date)
       update orders o set delivery_docket_id = made.id from made, users a
       where a.id = o.host_id and o.bakery_id = $1 and o.accepted and coalesce(a.host_id, a.id) = made.client_id
         and o.delivery_date = made.delivery_date`,
      [bakeryId, period.from, docketedTo],
    );
    // a third of the products weighed, their lines in the month weighed at ±5 % of the approximate weight
    await q(`update products set have_to_weight = (id % 3 = 0) where bakery_id = $1`, [bakeryId]);
    const weighed = await q<{ id: number }>(
      `update ordered_products op set measured_weight = round(op.amount * op.current_approx_weight * (95 + op.id % 11) / 100.0)::int
       from orders o, products p where o.id = op.order_id and p.id = op.base_product_id and p.have_to_weight
         and o.bakery_id = $1 and o.delivery_date between $2 and $3 returning op.id`,
      [bakeryId, period.from, period.to],
    );
    await q('analyze');

    const post = graphqlPost(`${server.url}/graphql`);
    const jwt = (
      (
        await post('mutation L($i: String!, $p: String!) { login(identifier: $i, password: $p) { jwt } }', {
          i: 'bench-order-bakery',
          p: PASSWORD,
        })
      ).login as { jwt: string }
    ).jwt;
    const pdfOf = async (billId: string) => {
      const res = await fetch(`${server.url}/api/bills/pdf`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${jwt}` },
        body: JSON.stringify({ billId }),
      });
      if (res.status !== 200) throw new Error(`bills/pdf answered ${res.status}: ${await res.text()}`);
      return Buffer.from(await res.arrayBuffer());
    };

    // one bill: create (snapshot, XML, XSD) → PDF → delete, RUNS times
    const input = { clientId: String(client.id), from: period.from, to: docketedTo }; // one deferred invoice (TD24)
    const creates: number[] = [];
    const pdfs: number[] = [];
    let last: { id: string; pdf: Buffer } | undefined;
    const profiler = process.env.BENCH_PROFILE ? await startProfile() : null;
    for (let i = 0; i < WARM_UP + RUNS; i++) {
      const t0 = performance.now();
      const bill = (await post(CREATE_BILL, { input }, jwt)).createBill as { id: string; number: string };
      const t1 = performance.now();
      const pdf = await pdfOf(bill.id);
      const t2 = performance.now();
      if (i >= WARM_UP) {
        creates.push(t1 - t0);
        pdfs.push(t2 - t1);
      }
      if (i === WARM_UP + RUNS - 1) last = { id: bill.id, pdf };
      else await post(DELETE_BILL, { id: bill.id }, jwt);
    }
    if (profiler) await profiler.stop(`${label}: createBill → PDF → deleteBill × ${WARM_UP + RUNS}`);
    const [facts] = await q<{ orders: number; lines: number; xml: string; sdi_state: string | null; type: string }>(
      `select jsonb_array_length(snapshot->'orders')::int as orders, jsonb_array_length(snapshot->'lines')::int as lines, xml, sdi_state,
              document_type as type from bills where id = $1`,
      [Number(last!.id)],
    );
    if (!facts?.xml || facts.sdi_state === 'INVALID') throw new Error(`bill ${last!.id} has no valid e-invoice`);
    if (facts.type !== 'TD24')
      throw new Error(`the client-month of docketed deliveries made a ${facts.type}, not a TD24`);
    const xml = facts.xml;
    const pdfPages = await pageCount(last!.pdf);
    await post(DELETE_BILL, { id: last!.id }, jwt);
    const both = creates.map((c, i) => c + pdfs[i]!);
    let clientRows = 0;
    const sqlFloor = series(
      `${label}: the client's month of orders and lines with product names, one raw SQL statement`,
      await sample(RUNS, WARM_UP, async () => {
        clientRows = (await q(RAW_ORDERS(true), [bakeryId, period.from, docketedTo, client.id])).length;
        if (clientRows === 0) throw new Error('raw client orders empty');
      }),
    );
    const tableRows = facts.orders + facts.lines;
    const pdfFloor = series(
      `${label}: pdfkit alone, ${pdfPages} A4 pages with ${tableRows} table rows`,
      await sample(RUNS, WARM_UP, () => barePdf(pdfPages, tableRows).then(() => undefined)),
    );

    // XSD validation of that bill's XML
    const xsd = series(
      `${label}: validateFatturaPA (the app's helper thread)`,
      await sample(RUNS, WARM_UP, async () => {
        if (!(await validateFatturaPA(xml)).valid) throw new Error('XSD: invalid');
      }),
    );
    const schemaDir = path.join(REPO_ROOT, 'packages/einvoice/src/schema');
    const schema = {
      fileName: 'Schema_VFPR12_v1.2.3.xsd',
      contents: await readFile(path.join(schemaDir, 'Schema_VFPR12_v1.2.3.xsd'), 'utf8'),
    };
    const preload = {
      fileName: 'xmldsig-core-schema.xsd',
      contents: await readFile(path.join(schemaDir, 'xmldsig-core-schema.xsd'), 'utf8'),
    };
    const xsdDirect = series(
      `${label}: xmllint-wasm \`validateXML\` called from the bench process (its worker inherits \`--import tsx\`)`,
      await sample(RUNS, WARM_UP, async () => {
        const result = await validateXML({
          xml: [{ fileName: 'bill.xml', contents: xml }],
          schema,
          preload,
          initialMemoryPages: 256,
          maxMemoryPages: 4096,
        });
        if (!result.valid) throw new Error(`xmllint-wasm: ${result.rawOutput}`);
      }),
    );
    const xsdThread = series(
      `${label}: xmllint-wasm \`validateXML\` in a thread without Node flags`,
      await cleanThreadSamples(xml),
    );
    const xsdNative = await nativeXmllint(xml, schemaDir, label);

    // bulk: every client of the month
    const [counts] = await q<{ clients: number; orders: number; lines: number }>(
      `select count(distinct coalesce(a.host_id, a.id))::int as clients, count(distinct o.id)::int as orders, count(op.id)::int as lines
       from orders o join users a on a.id = o.host_id left join ordered_products op on op.order_id = o.id
       where o.bakery_id = $1 and o.accepted and o.bill_id is null and o.delivery_date between $2 and $3`,
      [bakeryId, period.from, period.to],
    );
    let bulkRows = 0;
    const bulkFloor = series(
      `${label}: all ${counts!.orders} orders of the month with lines and names, one raw SQL statement`,
      await sample(5, 2, async () => {
        bulkRows = (await q(RAW_ORDERS(false), [bakeryId, period.from, period.to])).length;
      }),
    );
    type Run = {
      id: string;
      state: string;
      total: number;
      done: number;
      created: number;
      failed: { clientId: string; clientName: string; code: string }[];
    };
    const bulkProfiler = process.env.BENCH_PROFILE ? await startProfile() : null;
    const cpuBefore = process.cpuUsage();
    const started = performance.now();
    let run = (await post(START_RUN, period, jwt)).startBillRun as Run;
    let allMade = NaN; // first poll that saw every client done: the XSD check of the batch follows
    while (run.state === 'RUNNING') {
      await new Promise((r) => setTimeout(r, POLL_MS));
      run = (await post(BILL_RUN, { id: run.id }, jwt)).billRun as Run;
      if (Number.isNaN(allMade) && run.done === run.total) allMade = (performance.now() - started) / 1000;
    }
    const seconds = (performance.now() - started) / 1000;
    const cpu = process.cpuUsage(cpuBefore);
    if (bulkProfiler) await bulkProfiler.stop(`${label}: bill run of ${run.total} clients`);
    if (run.state !== 'DONE') throw new Error(`bill run ended ${run.state}`);
    const [timing] = await q<{ s: number }>(
      `select extract(epoch from finished_at - started_at)::float8 as s from bill_runs where id = $1`,
      [Number(run.id)],
    );
    await xsdChecksDone(); // the run's last files may still be under the XSD check
    const [invalid] = await q<{ n: number }>(
      `select count(*)::int as n from bills where bakery_id = $1 and sdi_state = 'INVALID'`,
      [bakeryId],
    );
    const kinds = await q<{ type: string; n: number; dates: number }>(
      `select document_type as type, count(*)::int as n, count(distinct bill_date)::int as dates
       from bills where bill_run_id = $1 group by 1 order by 1`,
      [Number(run.id)],
    );
    const [waves] = await q<{ n: number; disorder: number }>(
      `select count(distinct bill_date)::int as n,
              count(*) filter (where bill_date < prev)::int as disorder
       from (select bill_date, lag(bill_date) over (order by sequence) as prev from bills where bill_run_id = $1) b`,
      [Number(run.id)],
    );
    if (waves!.disorder > 0)
      throw new Error(`${waves!.disorder} bills of the run are dated before the bill numbered just before them`);
    const failed = new Map<string, number>();
    for (const f of run.failed) failed.set(f.code, (failed.get(f.code) ?? 0) + 1);
    if (invalid!.n > 0) failed.set('XSD_INVALID (bill made, marked INVALID)', invalid!.n);
    return {
      label,
      period,
      undocketedDays: UNDOCKETED_DAYS,
      client: {
        name: client.name,
        generatedOrders,
        addedOrders,
        orders: facts.orders,
        lines: facts.lines,
        pdfPages,
        pdfBytes: last!.pdf.byteLength,
        xmlBytes: Buffer.byteLength(xml),
      },
      create: series(`${label}: createBill (HTTP; snapshot, FatturaPA XML, SdI checks, XSD)`, creates),
      pdf: series(`${label}: bill PDF, \`POST /api/bills/pdf\``, pdfs),
      both: series(`${label}: create + PDF`, both),
      sqlFloor: { ...sqlFloor, rows: clientRows },
      pdfFloor,
      xsd,
      xsdDirect,
      xsdThread,
      xsdNative,
      bulk: {
        clients: counts!.clients,
        orders: counts!.orders,
        lines: counts!.lines,
        seconds,
        serverSeconds: timing?.s ?? NaN,
        madeSeconds: allMade,
        cpuSeconds: (cpu.user + cpu.system) / 1e6,
        created: run.created,
        byType: kinds.map((k) => ({ type: k.type, count: k.n, dates: k.dates })),
        waves: waves!.n,
        failed: [...failed].map(([code, count]) => ({ code, count })),
        perSecond: run.created / seconds,
        floor: { ...bulkFloor, rows: bulkRows },
      },
      weighedLines: weighed.length,
    };
  } finally {
    await close();
  }
}

/** Pages of a PDF, read with poppler's pdfinfo. */
async function pageCount(pdf: Buffer): Promise<number> {
  const dir = await mkdtemp(path.join(tmpdir(), 'bench-bill-pdf-'));
  try {
    const file = path.join(dir, 'bill.pdf');
    await writeFile(file, pdf);
    return Number(/Pages:\s+(\d+)/.exec(execFileSync('pdfinfo', [file]).toString())?.[1] ?? 0);
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The floor of the PDF: pdfkit writing `pages` A4 pages holding `rows` lines of table text at 9 pt, no database, no HTTP. */
function barePdf(pages: number, rows: number): Promise<Buffer> {
  return new Promise((resolve) => {
    const doc = new PDFDocument({ size: 'A4', margin: 48 });
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    const perPage = Math.ceil(rows / Math.max(1, pages));
    for (let p = 0, r = 0; p < pages; p++) {
      if (p > 0) doc.addPage();
      doc
        .font('Helvetica-Bold')
        .fontSize(p === 0 ? 22 : 12)
        .text(p === 0 ? 'Rechnung 1/2026' : `Rechnung 1/2026 · Seite ${p + 1}`);
      doc.font('Helvetica').fontSize(9);
      for (let k = 0; k < perPage && r < rows; k++, r++)
        doc.text(`Brot ${r % 60}    ${1 + (r % 3)} Stk.    0,62 €/Stk.    10 %    ${r % 9},40 €`);
    }
    doc.end();
  });
}

/** validateXML with the app's options in one long-lived thread started with no Node flags (the app's xsd.worker.mjs), one file per call. */
async function cleanThreadSamples(xml: string): Promise<number[]> {
  const worker = new Worker(path.join(REPO_ROOT, 'packages/einvoice/src/xsd.worker.mjs'), { execArgv: [] });
  try {
    let id = 0;
    const validate = () =>
      new Promise<void>((resolve, reject) => {
        const mine = ++id;
        const onMessage = (reply: { id: number; rawOutput?: string; error?: string }) => {
          if (reply.id !== mine) return;
          worker.off('message', onMessage);
          if (reply.error !== undefined || !reply.rawOutput?.includes('invoice-0.xml validates'))
            reject(new Error(`xmllint-wasm: ${reply.error ?? reply.rawOutput}`));
          else resolve();
        };
        worker.on('message', onMessage);
        worker.postMessage({ id: mine, files: [{ fileName: 'invoice-0.xml', contents: xml }], maxMemoryPages: 4096 });
      });
    return await sample(RUNS, WARM_UP, validate);
  } finally {
    await worker.terminate();
  }
}

/** Debian's xmllint (libxml2-utils) on the same file, a process per call; null when it is not installed. */
async function nativeXmllint(xml: string, schemaDir: string, label: string): Promise<Series | null> {
  try {
    execFileSync('xmllint', ['--version'], { stdio: 'ignore' });
  } catch {
    return null;
  }
  const dir = await mkdtemp(path.join(tmpdir(), 'bench-bill-xml-'));
  try {
    const file = path.join(dir, 'bill.xml');
    await writeFile(file, xml);
    const schema = path.join(schemaDir, 'Schema_VFPR12_v1.2.3.xsd');
    return series(
      `${label}: native xmllint (libxml2-utils), a process per file`,
      await sample(RUNS, WARM_UP, async () => {
        execFileSync('xmllint', ['--noout', '--schema', schema, file], { stdio: 'ignore' }); // throws when the file does not validate
      }),
    );
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/**
 * BENCH_PROFILE=1: a CPU profile of the main thread (server and, on PGlite, the database in
 * WASM) over the single-bill loop and over the bill run; prints self time by function and by source file, and keeps
 * the .cpuprofile in the temp directory for Chrome DevTools.
 */
async function startProfile() {
  const statements = timeStatements();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 500 });
  await session.post('Profiler.start');
  return {
    async stop(title: string) {
      const { profile } = await session.post('Profiler.stop');
      session.disconnect();
      const file = path.join(tmpdir(), `bench-billing-${process.pid}-${Date.now()}.cpuprofile`);
      await writeFile(file, JSON.stringify(profile));
      const self = new Map<number, number>();
      const deltas = profile.timeDeltas ?? [];
      (profile.samples ?? []).forEach((id, i) => self.set(id, (self.get(id) ?? 0) + (deltas[i] ?? 0) / 1000));
      const byFunction = new Map<string, number>();
      const byFile = new Map<string, number>();
      for (const node of profile.nodes) {
        const t = self.get(node.id) ?? 0;
        const { functionName, url, lineNumber } = node.callFrame;
        const where = url.replace(/^file:\/\//, '').replace(`${REPO_ROOT}/`, '');
        const group =
          /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(where)?.[1] ??
          (where.startsWith('apps/') || where.startsWith('packages/') ? where : where || functionName);
        byFunction.set(
          `${functionName || '(anonymous)'} ${where}:${lineNumber + 1}`,
          (byFunction.get(`${functionName || '(anonymous)'} ${where}:${lineNumber + 1}`) ?? 0) + t,
        );
        byFile.set(group, (byFile.get(group) ?? 0) + t);
      }
      const total = [...self.values()].reduce((a, b) => a + b, 0);
      const top = (m: Map<string, number>, n: number) =>
        [...m]
          .sort((a, b) => b[1] - a[1])
          .slice(0, n)
          .map(([k, v]) => `${v.toFixed(0).padStart(7)} ms ${((100 * v) / total).toFixed(1).padStart(5)} %  ${k}`)
          .join('\n');
      console.log(
        `\nprofile: ${title}, ${total.toFixed(0)} ms sampled (${file})\nby package or file:\n${top(byFile, 25)}\nby function:\n${top(byFunction, 30)}\n`,
      );
      statements.stop(title);
    },
  };
}

/** PostgreSQL only: time from sending each statement to its answer (node-postgres clients), summed by statement text. */
function timeStatements() {
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const original = proto.query;
  const times = new Map<string, { n: number; ms: number }>();
  proto.query = function (this: unknown, ...args: unknown[]) {
    const first = args[0] as string | { text?: string } | undefined;
    const key = (typeof first === 'string' ? first : (first?.text ?? '?')).replace(/\s+/g, ' ').slice(0, 110);
    const t = performance.now();
    const result = original.apply(this, args);
    if (result && typeof (result as Promise<unknown>).then === 'function') {
      (result as Promise<unknown>).then(
        () => {
          const entry = times.get(key) ?? { n: 0, ms: 0 };
          entry.n += 1;
          entry.ms += performance.now() - t;
          times.set(key, entry);
        },
        () => undefined,
      );
    }
    return result;
  };
  return {
    stop(title: string) {
      proto.query = original;
      if (times.size === 0) return;
      const rows = [...times].sort((a, b) => b[1].ms - a[1].ms).slice(0, 25);
      console.log(
        `statements (PostgreSQL, sent → answered): ${title}\n${rows.map(([k, v]) => `${v.ms.toFixed(0).padStart(7)} ms ${String(v.n).padStart(5)}×  ${k}`).join('\n')}\n`,
      );
    },
  };
}
