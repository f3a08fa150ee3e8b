import { dateInTimeZone } from '@bakery/core';
import { loadConfig } from '@bakery/server/src/platform/config';
import { startServer } from '@bakery/server/src/server';
import { graphqlPost } from './bench-server';
import { generate, PASSWORD } from './ordering';
import { runJob } from './rush-load';
import { orderBodies, serversCpuMs, spawnServer } from './rush';

/**
 * Server CPU per order (issue 18): what one placeOrder costs the server process in CPU time,
 * read from /proc/<pid>/stat around a loop of orders, so the figure hardly depends on
 * how loaded the shared machine is (wall-time figures do). Not part of `npm run bench`:
 *
 *   node --import tsx bench/src/rush-cpu.ts generate <dataDir>      # once (PostgreSQL: DATABASE_URL)
 *   node --import tsx bench/src/rush-cpu.ts measure <dataDir> [seconds] [connections] [--cpu-prof dir]
 */
const ZONE = 'Europe/Rome';
const guestLabel = (n: number) => `g${String(n).padStart(5, '0')}x`;

const [mode, dataDir, ordersArg, connectionsArg, ...rest] = process.argv.slice(2);
if (!dataDir) throw new Error('usage: rush-cpu.ts generate|measure <dataDir> …');
const databaseUrl = process.env.DATABASE_URL;
const today = dateInTimeZone(new Date(), ZONE);

if (mode === 'generate') {
  const writer = await startServer(
    { ...loadConfig({}), port: 0, host: '127.0.0.1', databaseUrl, dataDir, logLevel: 'silent', seedDemo: false },
    { seed: false },
  );
  const { productIds } = await generate(writer.platform.db, writer.platform.database, today);
  await writer.close();
  console.log(JSON.stringify(productIds));
} else {
  const productIds = (
    (await (async () => {
      const s = await startServer(
        { ...loadConfig({}), port: 0, host: '127.0.0.1', databaseUrl, dataDir, logLevel: 'silent', seedDemo: false },
        { seed: false },
      );
      const rows = await s.platform.database.rawQuery(
        `select p.id from products p join users b on b.id = p.bakery_id where b.username = 'bench-order-bakery' order by p.id`,
      );
      await s.close();
      return rows;
    })()) as { id: number }[]
  ).map((r) => r.id);
  const measureSeconds = Number(ordersArg ?? 20);
  const connections = Number(connectionsArg ?? 10);
  const profIndex = rest.indexOf('--cpu-prof');
  const flags = profIndex >= 0 ? ['--cpu-prof', '--cpu-prof-dir', rest[profIndex + 1] ?? '/tmp/rush-cpu-prof'] : [];
  const server = await spawnServer({ DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) }, flags);
  try {
    const tokens: string[] = [];
    for (let g = 1; g <= connections; g++) {
      const data = await graphqlPost(server.url)(
        'mutation L($i: String!, $p: String!) { guestLogin(identifier: $i, password: $p) { jwt } }',
        { i: guestLabel(g), p: PASSWORD },
      );
      tokens.push((data.guestLogin as { jwt: string }).jwt);
    }
    const bodies = orderBodies(productIds, today);
    const urls = [server.url];
    // warm-up: JIT, prepared statements, pool connections
    await runJob({ mode: 'sustained', urls, tokens, bodies, connections, seconds: 4 });
    const cpu0 = (await serversCpuMs([server])) ?? 0;
    const t0 = performance.now();
    const out = await runJob({ mode: 'sustained', urls, tokens, bodies, connections, seconds: measureSeconds });
    const placed = out.numbers.length;
    const errors = out.errors;
    if (out.firstError) console.error(out.firstError);
    const seconds = (performance.now() - t0) / 1000;
    const cpu = ((await serversCpuMs([server])) ?? 0) - cpu0;
    console.log(
      JSON.stringify({
        db: databaseUrl ? 'postgres' : 'pglite',
        orders: placed,
        errors,
        connections,
        cpuMsPerOrder: Number((cpu / placed).toFixed(3)),
        ordersPerSecond: Number((placed / seconds).toFixed(1)),
      }),
    );
  } finally {
    const exited = new Promise((r) => server.child.once('exit', r));
    server.child.kill('SIGTERM');
    await exited;
  }
}
