import os from 'node:os';
import path from 'node:path';
import { readFile, writeFile } from 'node:fs/promises';
import pg from 'pg';
import { REPO_ROOT } from '@bakery/server/src/platform/config';
import { apiSeries } from './api';
import { catalogueSeries } from './catalogue';
import { orderingSeries, SHAPE } from './ordering';
import { productionSeries } from './production';
import { guestAppFigures } from './guest-app';
import { coldStart, withTempDir } from './cold-start';
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

const only = process.env.BENCH_ONLY; // 'foundation', 'catalogue', 'ordering', 'production' or 'guest-app' runs one section
const file = path.join(REPO_ROOT, 'docs/BENCHMARKS.md');
let doc = await readFile(file, 'utf8');
const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
const machine = `${os.cpus().length} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB RAM, Node ${process.version}, PGlite 0.5 (PostgreSQL 18 WASM)${pgUrl ? `, PostgreSQL ${process.env.PG_VERSION ?? ''} on loopback` : ''}`;
const stamp = () => `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on: ${machine}.`;
/** Rewrites the part between the markers; with keepEarlier the new run goes on top and earlier runs stay below. */
const section = (name: string, lines: string[], keepEarlier = false) => {
  doc = doc.replace(new RegExp(`<!-- ${name}:start -->\\n?([\\s\\S]*?)\\n?<!-- ${name}:end -->`), (_all, earlier: string) =>
    [`<!-- ${name}:start -->`, ...lines, ...(keepEarlier && earlier.trim() ? ['', earlier.trim()] : []), `<!-- ${name}:end -->`].join('\n'),
  );
};

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
  if (pgUrl) results.push(await catalogueSeries('PostgreSQL', await freshDatabase('bench_catalogue'), calls, importCalls));
  const rows = results.flatMap((r) => r.groups.flatMap((group) => group.map((row) => ({ ...row, floor: group[group.length - 1]!.series }))));
  for (const { series: s, statements } of rows) console.log(`${s.name}: p50 ${ms(s.p50)} ms, p95 ${ms(s.p95)} ms (n=${s.n}); ${statements ?? '–'} SQL statements per request`);
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
    ...rows.map(({ series: s, statements, floor }) => `| ${s.name} | ${ms(s.p50)} | ${ms(s.p95)} | ${(s.p50 / floor.p50).toFixed(1)}× | ${statements ?? '–'} |`),
    '',
    ...results.map((r) => `SQL statements per products-page request, ${r.label}: ${perPage(r)}.`),
    `Import sample against the generated bakery: ${added} new, ${changed} changed, ${unchanged} unchanged, ${invalid} invalid.`,
  ], true);
}
if (only === undefined || only === 'ordering') {
  const calls = Number(process.env.BENCH_ORDERING_CALLS ?? 100);
  const results = [await orderingSeries('PGlite', undefined, calls)];
  if (pgUrl) results.push(await orderingSeries('PostgreSQL', await freshDatabase('bench_ordering'), calls));
  for (const r of results) {
    for (const { series: s } of r.series) console.log(`${s.name}: p50 ${ms(s.p50)} ms, p95 ${ms(s.p95)} ms`);
    console.log(`${r.label} rush: ${r.rush.guests} guests in ${r.rush.seconds.toFixed(2)} s, ${r.rush.perSecond.toFixed(1)}/s, p95 ${ms(r.rush.p95)} ms, ${r.rush.errors} errors`);
  }
  const { hosts, privates, guestsPerHost, products, days } = SHAPE;
  section('ordering', [
    stamp(),
    '',
    `Generated bakery: ${hosts + privates} clients (${hosts} hosts, ${privates} private customers), ${hosts * guestsPerHost} guests, ${products} products, ${days} days of orders = ${results[0]!.orderedProducts} ordered products.`,
    '',
    `| ordering (${calls} sequential calls, one client each) | p50 ms | p95 ms | ratio to raw SQL page (p50) | SQL statements per request |`,
    '|---|---:|---:|---:|---:|',
    ...results.flatMap((r) => [...r.series, { series: r.floor, statements: 1 }].map(({ series: s, statements }) => `| ${s.name} | ${ms(s.p50)} | ${ms(s.p95)} | ${(s.p50 / r.floor.p50).toFixed(1)}× | ${statements ?? '–'} |`)),
    '',
    '| morning rush: guests placing orders at once for the same deadline (HTTP on loopback) | guests | wall time s | orders/s | p50 ms | p95 ms | errors | numbers distinct |',
    '|---|---:|---:|---:|---:|---:|---:|---|',
    ...results.map(({ label, rush: r }) => `| ${label} | ${r.guests} | ${r.seconds.toFixed(2)} | ${r.perSecond.toFixed(1)} | ${ms(r.p50)} | ${ms(r.p95)} | ${r.errors} | ${r.distinctNumbers ? 'yes' : 'NO'} |`),
  ], true);
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
    ...results.flatMap((r) => [...r.series, { series: r.floor, statements: 1 }].map(({ series: s, statements }) => `| ${s.name} | ${ms(s.p50)} | ${ms(s.p95)} | ${(s.p50 / r.floor.p50).toFixed(1)}× | ${statements ?? '–'} |`)),
    '',
    `| delivery dockets as one PDF (${process.env.BENCH_DOCKET_RUNS ?? 5} runs) | dockets | pages | MB | p50 ms | p95 ms | ratio to pdfkit alone (p50) |`,
    '|---|---:|---:|---:|---:|---:|---:|',
    ...results.flatMap((r) => [
      `| ${r.dockets.pdf.name} | ${r.dockets.count} | ${r.dockets.pages} | ${(r.dockets.bytes / 2 ** 20).toFixed(2)} | ${ms(r.dockets.pdf.p50)} | ${ms(r.dockets.pdf.p95)} | ${(r.dockets.pdf.p50 / r.dockets.floor.p50).toFixed(1)}× |`,
      `| ${r.dockets.floor.name} | – | ${r.dockets.count} | – | ${ms(r.dockets.floor.p50)} | ${ms(r.dockets.floor.p95)} | 1.0× |`,
    ]),
  ], true);
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
  ], true);
}

await writeFile(file, doc);
console.log(`\nwrote ${path.relative(process.cwd(), file)}`);
