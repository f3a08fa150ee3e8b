import os from 'node:os';
import path from 'node:path';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import pg from 'pg';
import { REPO_ROOT } from '@bakery/server/src/platform/config';
import { apiSeries } from './api';
import { catalogueSeries } from './catalogue';
import { orderingSeries, SHAPE } from './ordering';
import { productionSeries } from './production';
import { guestAppFigures } from './guest-app';
import { billingSeries } from './billing';
import { dashboardSeries } from './dashboard';
import { coldStart, withTempDir } from './cold-start';
import { browserFigures, median } from './browser';
import { rushSeries, RUSH_TARGETS, type RushLoad } from './rush';
import { ms, percentile, type Series } from './stats';

/**
 * npm run bench — never part of npm test. Cold start with PGlite and PostgreSQL, login and
 * current-user latency over CALLS calls, and the raw-SQL floor of the same lookup as a ratio.
 * Writes the table into docs/BENCHMARKS.md between the bench markers.
 */
const CALLS = Number(process.env.BENCH_CALLS ?? 1000);
const pgUrl = process.env.PG_URL;

async function freshDatabase(name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: pgUrl });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const u = new URL(pgUrl!);
  u.pathname = `/${name}`;
  return u.toString();
}

const only = process.env.BENCH_ONLY; // 'foundation', 'catalogue', 'ordering', 'production', 'dashboard', 'guest-app', 'billing', 'browser' or 'rush' runs one section
const file = path.join(REPO_ROOT, 'docs/BENCHMARKS.md');
let doc = await readFile(file, 'utf8');
const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
const machine = `${os.cpus().length} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB RAM, Node ${process.version}, PGlite 0.5 (PostgreSQL 18 WASM)${pgUrl ? `, PostgreSQL ${process.env.PG_VERSION ?? ''} on loopback` : ''}`;
const stamp = () => `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on: ${machine}.`;
const historyDir = path.join(REPO_ROOT, 'docs/benchmarks/history');
/**
 * Rewrites the part between the markers with this run; the run it replaces goes on top of the
 * section's history (docs/benchmarks/history/<name>.md), so BENCHMARKS.md shows the latest run of
 * each section and nothing measured is lost.
 */
const section = (name: string, lines: string[]) => {
  doc = doc.replace(
    new RegExp(`<!-- ${name}:start -->\\n?([\\s\\S]*?)\\n?<!-- ${name}:end -->`),
    (_all, earlier: string) => {
      if (earlier.trim()) archiveRun(name, earlier.trim());
      return [`<!-- ${name}:start -->`, ...lines, `<!-- ${name}:end -->`].join('\n');
    },
  );
};
function archiveRun(name: string, run: string) {
  mkdirSync(historyDir, { recursive: true });
  const historyFile = path.join(historyDir, `${name}.md`);
  const head = `# ${name} — earlier runs\n\nMoved from docs/BENCHMARKS.md, which shows the latest run of each section; newest first.\n`;
  const before = existsSync(historyFile) ? readFileSync(historyFile, 'utf8').slice(head.length).trim() : '';
  writeFileSync(historyFile, `${head}\n${run}\n${before ? `\n${before}\n` : ''}`);
}

if (only === undefined || only === 'foundation') {
  const cold: [string, number][] = [];
  await withTempDir(async (dir) => {
    cold.push(['PGlite, empty data dir (initdb + migrations + demo data)', await coldStart({ DATA_DIR: dir })]);
    cold.push(['PGlite, existing data dir (restart)', await coldStart({ DATA_DIR: dir })]);
  });
  if (pgUrl) {
    const url = await freshDatabase('bench_cold');
    cold.push(['PostgreSQL, empty database (migrations + demo data)', await coldStart({ DATABASE_URL: url })]);
    cold.push(['PostgreSQL, existing database (restart)', await coldStart({ DATABASE_URL: url })]);
  }
  for (const [name, t] of cold) console.log(`cold start  ${name}: ${ms(t)} ms`);

  const series: Series[][] = [await apiSeries('PGlite', undefined, CALLS)];
  if (pgUrl) series.push(await apiSeries('PostgreSQL', await freshDatabase('bench_api'), CALLS));
  for (const s of series.flat()) console.log(`${s.name}: p50 ${ms(s.p50)} ms, p95 ${ms(s.p95)} ms (n=${s.n})`);

  section('bench', [
    stamp(),
    '',
    '| cold start to first GraphQL answer | ms |',
    '|---|---:|',
    ...cold.map(([n, t]) => `| ${n} | ${ms(t)} |`),
    '',
    `| operation (${CALLS} sequential calls, one client) | p50 ms | p95 ms | ratio to raw SQL (p50) |`,
    '|---|---:|---:|---:|',
    ...series.flatMap((group) => {
      const raw = group[group.length - 1]!;
      return group.map((s) => `| ${s.name} | ${ms(s.p50)} | ${ms(s.p95)} | ${(s.p50 / raw.p50).toFixed(1)}× |`);
    }),
  ]);
}

if (only === undefined || only === 'catalogue') {
  const calls = Number(process.env.BENCH_CATALOGUE_CALLS ?? 100);
  const importCalls = Number(process.env.BENCH_IMPORT_CALLS ?? 20);
  const results = [await catalogueSeries('PGlite', undefined, calls, importCalls)];
  if (pgUrl)
    results.push(await catalogueSeries('PostgreSQL', await freshDatabase('bench_catalogue'), calls, importCalls));
  const rows = results.flatMap((r) =>
    r.groups.flatMap((group) => group.map((row) => ({ ...row, floor: group[group.length - 1]!.series }))),
  );
  for (const { series: s, statements } of rows)
    console.log(
      `${s.name}: p50 ${ms(s.p50)} ms, p95 ${ms(s.p95)} ms (n=${s.n}); ${statements ?? '–'} SQL statements per request`,
    );
  const perPage = (r: (typeof results)[number]) => {
    const counts = r.statementsByRows.map(([, n]) => n);
    const verdict = counts.every((n) => n === counts[0]) ? 'constant' : 'GROWS WITH THE PAGE';
    return `${r.statementsByRows.map(([rowCount, n]) => `${rowCount} rows → ${n}`).join(', ')} (${verdict})`;
  };
  const { new: added, changed, unchanged, invalid } = results[0]!.importCounts;
  section('catalogue', [
    stamp(),
    '',
    `| catalogue: 500 products × 3 languages, ⅔ with a thumb, 5 price lists, 40 hosts × 100 take-overs (${calls} calls; import ${importCalls} calls) | p50 ms | p95 ms | ratio to floor (p50) | SQL statements per request |`,
    '|---|---:|---:|---:|---:|',
    ...rows.map(
      ({ series: s, statements, floor }) =>
        `| ${s.name} | ${ms(s.p50)} | ${ms(s.p95)} | ${(s.p50 / floor.p50).toFixed(1)}× | ${statements ?? '–'} |`,
    ),
    '',
    ...results.map((r) => `SQL statements per products-page request, ${r.label}: ${perPage(r)}.`),
    `Import sample against the generated bakery: ${added} new, ${changed} changed, ${unchanged} unchanged, ${invalid} invalid.`,
  ]);
}
if (only === undefined || only === 'ordering') {
  const calls = Number(process.env.BENCH_ORDERING_CALLS ?? 100);
  const results = [await orderingSeries('PGlite', undefined, calls)];
  if (pgUrl) results.push(await orderingSeries('PostgreSQL', await freshDatabase('bench_ordering'), calls));
  for (const r of results) {
    for (const { series: s } of r.series) console.log(`${s.name}: p50 ${ms(s.p50)} ms, p95 ${ms(s.p95)} ms`);
  }
  const { hosts, privates, guestsPerHost, products, days } = SHAPE;
  section('ordering', [
    stamp(),
    '',
    `Generated bakery: ${hosts + privates} clients (${hosts} hosts, ${privates} private customers), ${hosts * guestsPerHost} guests, ${products} products, ${days} days of orders = ${results[0]!.orderedProducts} ordered products.`,
    '',
    `| ordering (${calls} sequential calls, one client each) | p50 ms | p95 ms | ratio to raw SQL page (p50) | SQL statements per request |`,
    '|---|---:|---:|---:|---:|',
    ...results.flatMap((r) =>
      [...r.series, { series: r.floor, statements: 1 }].map(
        ({ series: s, statements }) =>
          `| ${s.name} | ${ms(s.p50)} | ${ms(s.p95)} | ${(s.p50 / r.floor.p50).toFixed(1)}× | ${statements ?? '–'} |`,
      ),
    ),
  ]);
}
if (only === undefined || only === 'production') {
  const calls = Number(process.env.BENCH_PRODUCTION_CALLS ?? 100);
  const results = [await productionSeries('PGlite', undefined, calls)];
  if (pgUrl) results.push(await productionSeries('PostgreSQL', await freshDatabase('bench_production'), calls));
  const first = results[0]!;
  section('production', [
    stamp(),
    '',
    `Generated bakery of the ordering issue: ${first.orderedProducts.toLocaleString('en')} ordered products; the busy deadline holds ${first.busyLines.toLocaleString('en')} of them in 5 zones, the zone measured ${first.zoneLines.toLocaleString('en')}.`,
    '',
    `| production (${calls} sequential calls, HTTP on loopback) | p50 ms | p95 ms | ratio to raw SQL aggregation (p50) | SQL statements per request |`,
    '|---|---:|---:|---:|---:|',
    ...results.flatMap((r) =>
      [...r.series, { series: r.floor, statements: 1 }].map(
        ({ series: s, statements }) =>
          `| ${s.name} | ${ms(s.p50)} | ${ms(s.p95)} | ${(s.p50 / r.floor.p50).toFixed(1)}× | ${statements ?? '–'} |`,
      ),
    ),
    '',
    `| delivery dockets as one PDF (${process.env.BENCH_DOCKET_RUNS ?? 5} runs) | dockets | pages | MB | p50 ms | p95 ms | ratio to pdfkit alone (p50) |`,
    '|---|---:|---:|---:|---:|---:|---:|',
    ...results.flatMap((r) => [
      `| ${r.dockets.pdf.name} | ${r.dockets.count} | ${r.dockets.pages} | ${(r.dockets.bytes / 2 ** 20).toFixed(2)} | ${ms(r.dockets.pdf.p50)} | ${ms(r.dockets.pdf.p95)} | ${(r.dockets.pdf.p50 / r.dockets.floor.p50).toFixed(1)}× |`,
      `| ${r.dockets.floor.name} | – | ${r.dockets.count} | – | ${ms(r.dockets.floor.p50)} | ${ms(r.dockets.floor.p95)} | 1.0× |`,
    ]),
  ]);
}

if (only === undefined || only === 'dashboard') {
  const calls = Number(process.env.BENCH_DASHBOARD_CALLS ?? 100);
  const results = [await dashboardSeries('PGlite', undefined, calls)];
  if (pgUrl) results.push(await dashboardSeries('PostgreSQL', await freshDatabase('bench_dashboard'), calls));
  for (const r of results)
    for (const { series: s } of [...r.series, { series: r.floor }])
      console.log(`${s.name}: p50 ${ms(s.p50)} ms, p95 ${ms(s.p95)} ms`);
  section('dashboard', [
    stamp(),
    '',
    `Generated bakery of the ordering issue: ${results[0]!.orders.toLocaleString('en')} orders over 90 days.`,
    '',
    `| dashboard (${calls} sequential calls, HTTP on loopback) | p50 ms | p95 ms | ratio to raw SQL (p95) | SQL statements per request |`,
    '|---|---:|---:|---:|---:|',
    ...results.flatMap((r) =>
      [...r.series, { series: r.floor, statements: 1 }].map(
        ({ series: s, statements }) =>
          `| ${s.name} | ${ms(s.p50)} | ${ms(s.p95)} | ${(s.p95 / r.floor.p95).toFixed(1)}× | ${statements ?? '–'} |`,
      ),
    ),
  ]);
}

if (only === undefined || only === 'guest-app') {
  const runs = Number(process.env.BENCH_GUEST_APP_RUNS ?? 5);
  const g = await guestAppFigures(runs);
  const kb = (n: number) => (n / 1024).toFixed(0);
  section('guest-app', [
    stamp(),
    '',
    '| guest app web build (`expo export --platform web`) | raw KB | gzip KB |',
    '|---|---:|---:|',
    ...g.files.map((f) => `| ${f.name.replace(/-[0-9a-f]{16,}/, '-…')} | ${kb(f.raw)} | ${kb(f.gzip)} |`),
    '',
    `| phone in Chromium: 390×844, CPU 4× slower, slow 4G (150 ms, 1.6 Mbit/s); fresh context, nothing cached (${runs} runs) | p50 ms | p95 ms | ratio to the floor (p50) |`,
    '|---|---:|---:|---:|',
    `| open the QR link → signed in → first of the hotel's ${g.offered} products visible | ${ms(percentile(g.firstList, 50))} | ${ms(percentile(g.firstList, 95))} | ${(percentile(g.firstList, 50) / percentile(g.floor, 50)).toFixed(1)}× |`,
    `| floor: 200 product names as one static HTML page | ${ms(percentile(g.floor, 50))} | ${ms(percentile(g.floor, 95))} | 1.0× |`,
    '',
    `Scrolling the list of ${g.offered} products on the throttled phone: ${g.scroll.frames} frames, frame interval p50 ${ms(g.scroll.p50)} ms, p95 ${ms(g.scroll.p95)} ms, ${g.scroll.longFrames} frames over 50 ms; ${g.scroll.rowsInDom} of ${g.offered} rows in the DOM (virtualised list).`,
  ]);
}

if (only === undefined || only === 'browser') {
  const runs = Number(process.env.BENCH_BROWSER_RUNS ?? 3);
  const load = () =>
    os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ');
  const before = load();
  const b = await browserFigures(runs);
  const f = (v: number) => v.toFixed(0);
  const rows = b.screens.map((s) => {
    const m = (pick: Parameters<typeof median>[1]) => median(s, pick);
    const line = `| ${s.screen} | ${s.slowdown}× | ${f(m((r) => r.dataMs))} | ${f(m((r) => r.firstRowMs - r.dataMs))} | ${f(m((r) => r.longestTaskMs))} | ${f(m((r) => r.longTasksMs))} | ${m((r) => r.elements).toLocaleString('en')} | ${f(m((r) => r.rows))} | ${f(m((r) => r.keystrokeMs))} | ${f(m((r) => r.changeMs))} | ${f(m((r) => r.bareRowsMs))} | ${f(m((r) => r.bareKeystrokeMs))} |`;
    console.log(line);
    return line;
  });
  section('browser', [
    stamp(),
    `Debian's Chromium ${b.chromium}, 1280×900, de; ${process.env.BENCH_WEB_DIST ? `build ${process.env.BENCH_WEB_DIST}` : 'the web build of this commit'}; load average ${before} before, ${load()} after.`,
    '',
    `/products: the catalogue bench's bakery (500 products × 3 languages, ⅔ with a thumb), search typed: "Brot 49" (10 matches). /products (a host): the same bakery's 40th host (500 offers, 100 take-overs), a display price typed and Enter. /orders/compile: the production bench's bakery, tomorrow's deadline (${b.compileOrders} orders, ${b.compileLines.toLocaleString('en')} lines, a third of the products weighed), all zones; a weight typed and Enter.`,
    '',
    `| screen (median of ${runs} loads, each in a new context) | CPU | data arrived ms | first row drawn after the data ms (target ≤ 300) | longest task ms | long tasks ms | elements | rows drawn | keystroke ms (target ≤ 100 at 4×) | search filtered / weight saved drawn after its answer ms (target ≤ 100 at 4×) | floor: the rows as bare DOM after the data ms | floor: keystroke into a bare input ms |`,
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    ...rows,
  ]);
}

if (only === undefined || only === 'billing') {
  const load = os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
  const results = [await billingSeries('PGlite', undefined)];
  if (pgUrl) results.push(await billingSeries('PostgreSQL', await freshDatabase('bench_billing')));
  const first = results[0]!;
  const ratio = (v: number, floor: number) => `${(v / floor).toFixed(1)}×`;
  const head = (what: string) => [
    `| ${what} | ${results.map((r) => `${r.label} p50 ms | ${r.label} p95 ms | ${r.label} ratio to floor (p50)`).join(' | ')} |`,
    `|---|${results.map(() => '---:|---:|---:|').join('')}`,
  ];
  const row = (name: string, pick: (r: (typeof results)[number]) => [Series | null, number | null]) =>
    `| ${name} | ${results
      .map((r) => {
        const [s, floor] = pick(r);
        return s ? `${ms(s.p50)} | ${ms(s.p95)} | ${floor === null ? '–' : ratio(s.p50, floor)}` : '– | – | –';
      })
      .join(' | ')} |`;
  for (const r of results) {
    for (const s of [r.create, r.pdf, r.both, r.sqlFloor, r.pdfFloor, r.xsd, r.xsdDirect, r.xsdThread, r.xsdNative])
      if (s) console.log(`${s.name}: p50 ${ms(s.p50)} ms, p95 ${ms(s.p95)} ms (n=${s.n})`);
    console.log(
      `${r.label} bulk: ${r.bulk.created} bills of ${r.bulk.clients} clients in ${r.bulk.seconds.toFixed(1)} s (${r.bulk.perSecond.toFixed(1)}/s), failed ${JSON.stringify(r.bulk.failed)}`,
    );
  }
  const c = first.client;
  const failures = (r: (typeof results)[number]) =>
    r.bulk.failed.length === 0 ? '0' : r.bulk.failed.map((f) => `${f.count} ${f.code}`).join(', ');
  section('billing', [
    stamp(),
    `Load average when the section started: ${load} (2 cores, shared with other work).`,
    '',
    `Generated bakery of the ordering issue; billed month ${first.period.from} – ${first.period.to}: ${first.bulk.clients} clients with ${first.bulk.orders.toLocaleString('en')} orders and ${first.bulk.lines.toLocaleString('en')} lines, ${first.weighedLines.toLocaleString('en')} of them weighed (measured weight); ` +
      `every delivery has its docket except those of the month's last ${first.undocketedDays} days, which are invoiced one day at a time (TD01). ` +
      `One deferred invoice (TD24) of the docketed days: the busiest host (${c.name}), ${c.generatedOrders} generated orders${c.addedOrders > 0 ? ` + ${c.addedOrders} added` : ''} = ${c.orders} orders with ${c.lines} bill lines; PDF ${c.pdfPages} pages, ${(c.pdfBytes / 1024).toFixed(0)} KB; XML ${(c.xmlBytes / 1024).toFixed(0)} KB.`,
    '',
    ...head(
      `one deferred invoice of a client's docketed deliveries (${first.create.n} runs after 3 warm-up, HTTP on loopback, createBill → PDF → deleteBill)`,
    ),
    row('`createBill` (snapshot, FatturaPA XML, SdI checks, XSD); floor: raw SQL', (r) => [r.create, r.sqlFloor.p50]),
    row('bill PDF, `POST /api/bills/pdf`; floor: pdfkit alone', (r) => [r.pdf, r.pdfFloor.p50]),
    row('create + PDF; floor: both floors', (r) => [r.both, r.sqlFloor.p50 + r.pdfFloor.p50]),
    row(`floor: the client's orders + lines + names, one raw SQL statement (${first.sqlFloor.rows} rows)`, (r) => [
      r.sqlFloor,
      r.sqlFloor.p50,
    ]),
    row(`floor: pdfkit alone, ${c.pdfPages} A4 pages with ${c.orders + c.lines} rows of text`, (r) => [
      r.pdfFloor,
      r.pdfFloor.p50,
    ]),
    '',
    ...head(`XSD validation of that bill's XML (${first.xsd.n} sequential calls after 3 warm-up)`),
    row('`validateFatturaPA` (xsd.ts: queue, helper thread); floor: validateXML direct', (r) => [
      r.xsd,
      r.xsdDirect.p50,
    ]),
    row('xmllint-wasm `validateXML` called directly, same options (worker inherits `--import tsx`)', (r) => [
      r.xsdDirect,
      r.xsdDirect.p50,
    ]),
    row('xmllint-wasm `validateXML` in one thread started without Node flags', (r) => [r.xsdThread, r.xsdDirect.p50]),
    ...(results.some((r) => r.xsdNative)
      ? [row('native `xmllint --schema` (libxml2-utils), a process per call', (r) => [r.xsdNative, r.xsdDirect.p50])]
      : []),
    '',
    `| bulk: \`startBillRun\` for the month, \`billRun\` polled every 200 ms until DONE | ${results.map((r) => r.label).join(' | ')} |`,
    `|---|${results.map(() => '---:|').join('')}`,
    `| clients in the run | ${results.map((r) => r.bulk.clients).join(' | ')} |`,
    `| wall time, start to DONE seen (s) | ${results.map((r) => r.bulk.seconds.toFixed(1)).join(' | ')} |`,
    `| run time recorded by the server (s) | ${results.map((r) => r.bulk.serverSeconds.toFixed(1)).join(' | ')} |`,
    `| of it: until a poll saw every client done (s; the last XSD checks may still run) | ${results.map((r) => r.bulk.madeSeconds.toFixed(1)).join(' | ')} |`,
    `| CPU time of the server process meanwhile, all threads (s; PostgreSQL's own not counted) | ${results.map((r) => r.bulk.cpuSeconds.toFixed(1)).join(' | ')} |`,
    `| bills created | ${results.map((r) => r.bulk.created).join(' | ')} |`,
    `| of them per type (distinct dates) | ${results.map((r) => r.bulk.byType.map((k) => `${k.count} ${k.type} (${k.dates})`).join(', ')).join(' | ')} |`,
    `| waves (one per bill date, numbers following the dates) | ${results.map((r) => r.bulk.waves).join(' | ')} |`,
    `| failures | ${results.map(failures).join(' | ')} |`,
    `| bills per second | ${results.map((r) => r.bulk.perSecond.toFixed(1)).join(' | ')} |`,
    `| target: under 60 s | ${results.map((r) => (r.bulk.seconds < 60 ? 'met' : '**missed**')).join(' | ')} |`,
    `| floor: all orders + lines + names of the month, one raw SQL statement (${first.bulk.floor.rows.toLocaleString('en')} rows), p50 ms | ${results.map((r) => ms(r.bulk.floor.p50)).join(' | ')} |`,
    `| ratio of the wall time to the floor | ${results.map((r) => `${((r.bulk.seconds * 1000) / r.bulk.floor.p50).toFixed(0)}×`).join(' | ')} |`,
  ]);
}

if (only === undefined || only === 'rush') {
  const seconds = Number(process.env.BENCH_RUSH_SECONDS ?? 60);
  const loadAtStart = os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
  const runs = await rushSeries('PGlite', undefined, [{ instances: 1, profile: false, pacedRates: [35, 50] }], seconds);
  if (pgUrl)
    runs.push(
      ...(await rushSeries(
        'PostgreSQL',
        await freshDatabase('bench_rush'),
        [
          // the profiler costs the server a tenth of its capacity: the figures beside the targets come from the
          // run without it
          { instances: 1, profile: false, pacedRates: [200, 300, 400, 500] },
          { instances: 1, profile: true },
          { instances: 3, profile: false },
        ],
        seconds,
      )),
    );
  const t = RUSH_TARGETS;
  const verdict = (ok: boolean) => (ok ? 'met' : '**missed**');
  const row = (name: string, l: RushLoad, target: string) =>
    `| ${name} | ${l.connections} | ${l.requests} | ${l.seconds.toFixed(2)} | ${l.perSecond.toFixed(0)} | ${ms(l.p50)} | ${ms(l.p95)} | ${l.errors} | ${l.distinctNumbers ? 'yes' : 'NO'} | ${target} |`;
  for (const r of runs)
    for (const [what, l] of [
      ['burst', r.burst],
      ['sustained', r.sustained],
      ...r.paced.map((l) => [`paced ${l.rate}/s`, l] as const),
    ] as const)
      console.log(
        `${r.label} ${what}: ${l.requests} in ${l.seconds.toFixed(2)} s, ${l.perSecond.toFixed(0)}/s, p50 ${ms(l.p50)} ms, p95 ${ms(l.p95)} ms, ${l.errors} errors${l.firstError ? ` (${l.firstError})` : ''}`,
      );
  const profiled = runs.find((r) => r.profile);
  section('rush', [
    stamp(),
    `Load average when the section started: ${loadAtStart}; around each sustained rush: ${runs.map((r) => `${r.label} ${r.load.before} → ${r.load.after}`).join('; ')} (2 cores, shared).`,
    '',
    `| morning rush: guests placing orders, load from a separate process (HTTP on loopback) | connections | orders | wall time s | orders/s | p50 ms | p95 ms | errors | numbers distinct | target |`,
    '|---|---:|---:|---:|---:|---:|---:|---:|---|---|',
    ...runs.flatMap((r) => [
      row(
        `${r.label}: burst, ${r.burst.connections} guests at once`,
        r.burst,
        `≤ ${t.burst.seconds} s, ≥ ${t.burst.perSecond}/s, p95 ≤ ${t.burst.p95} ms: ${verdict(r.burst.seconds <= t.burst.seconds && r.burst.perSecond >= t.burst.perSecond && r.burst.p95 <= t.burst.p95 && r.burst.errors === 0)}`,
      ),
      row(
        `${r.label}: sustained ${seconds} s, ${r.sustained.connections} connections in a loop`,
        r.sustained,
        `≥ ${t.sustained.perSecond}/s, p95 ≤ ${t.sustained.p95} ms, 0 errors: ${verdict(r.sustained.perSecond >= t.sustained.perSecond && r.sustained.p95 <= t.sustained.p95 && r.sustained.errors === 0 && r.sustained.distinctNumbers)}`,
      ),
      // open loop: orders arrive at a fixed rate whatever the answers; latency counted from when each was due
      ...r.paced.map((l) =>
        row(
          `${r.label}: ${l.rate} orders/s arriving for ${Math.min(seconds, 20)} s (open loop)`,
          l,
          l.rate === t.sustained.perSecond
            ? `p95 ≤ ${t.sustained.p95} ms at ${t.sustained.perSecond}/s: ${verdict(l.p95 <= t.sustained.p95 && l.errors === 0 && l.distinctNumbers)}`
            : `${l.rate < t.sustained.perSecond ? 'below' : 'above'} the target rate; p95 ≤ ${t.sustained.p95} ms: ${l.p95 <= t.sustained.p95 ? 'yes' : 'no'}`,
        ),
      ),
    ]),
    '',
    `Burst: the load generator had handed its last request to its socket ${runs.map((r) => `${r.label} ${r.burst.lastSentMs.toFixed(0)} ms`).join('; ')} after the burst's start (its own spread: a guest's latency counts from the start).`,
    '',
    `Server CPU time per order in the sustained rush (user + system of the server processes, from /proc; with PGlite the database's work is in it, with PostgreSQL not; the machine's own speed, which changes by up to two times within an hour, shows here and not in the load average): ${runs.map((r) => `${r.label} ${r.serverCpuMsPerOrder === null ? 'n/a' : `${r.serverCpuMsPerOrder.toFixed(2)} ms`}`).join('; ')}.`,
    ...(profiled?.profile
      ? [
          '',
          `CPU profile of the server process (\`--cpu-prof\`, ${profiled.label}, the sustained rush; ${(profiled.profile.totalMs / 1000).toFixed(1)} s sampled), self time:`,
          '',
          '| where | share |',
          '|---|---:|',
          ...profiled.profile.areas.map((a) => `| ${a.name} | ${(a.share * 100).toFixed(1)} % |`),
          '',
          '| function (self time) | share |',
          '|---|---:|',
          ...profiled.profile.functions.map((f) => `| \`${f.name}\` | ${(f.share * 100).toFixed(1)} % |`),
        ]
      : []),
  ]);
}

await writeFile(file, doc);
console.log(`\nwrote ${path.relative(process.cwd(), file)}`);
