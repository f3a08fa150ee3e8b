import { fork, spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { addDays, dateInTimeZone } from '@bakery/core';
import { loadConfig, REPO_ROOT } from '@bakery/server/src/platform/config';
import { startServer } from '@bakery/server/src/server';
import { graphqlPost } from './bench-server';
import { generate, PASSWORD } from './ordering';
import type { RushJob, RushOutcome } from './rush-load';
import { summariseProfileDir, type ProfileSummary } from './rush-profile';
import { percentile } from './stats';

/**
 * The morning rush of issue 18 with the load from a separate process: the ordering issue's
 * bakery (generate() of ordering.ts), then N server processes (`node apps/server/src/main.ts`,
 * the same entry as `npm start`) on that database, and a child process (rush-load.ts) that places
 * orders over HTTP: a burst of 200 guests at once and a sustained loop of 200 connections.
 */
const ZONE = 'Europe/Rome';
const PLACE = `mutation Place($input: PlaceOrderInput!) { placeOrder(input: $input) { id number } }`;

/** The rush's 97 order bodies: two products each, the delivery day cycling over a week from the day after tomorrow. */
export function orderBodies(productIds: readonly (string | number)[], today: string): string[] {
  return Array.from({ length: 97 }, (_, i) =>
    JSON.stringify({
      query: PLACE,
      variables: {
        input: {
          deliveryDate: addDays(today, 2 + (i % 7)),
          lines: [
            { productId: String(productIds[i % productIds.length]), amount: 2 },
            { productId: String(productIds[(i + 7) % productIds.length]), amount: 1 },
          ],
        },
      },
    }),
  );
}
const guestLabel = (n: number) => `g${String(n).padStart(5, '0')}x`;

export const RUSH_TARGETS = {
  burst: { seconds: 0.5, perSecond: 400, p95: 300 },
  sustained: { perSecond: 400, p95: 50 },
  aim: { perSecond: 1000, p95: 25 },
};

export interface RushLoad {
  connections: number;
  requests: number;
  seconds: number;
  perSecond: number;
  p50: number;
  p95: number;
  errors: number;
  firstError: string | null;
  distinctNumbers: boolean;
  /** ms until the generator had sent its last request (rush-load.ts). */
  lastSentMs: number;
}

export interface RushRun {
  label: string;
  instances: number;
  burst: RushLoad;
  sustained: RushLoad;
  /** Orders arriving at fixed rates (open loop): the latency a guest sees when orders come as guests do. */
  paced: (RushLoad & { rate: number })[];
  /** Load average (1, 5, 15 min) before and after the sustained rush: the machine is shared. */
  load: { before: string; after: string };
  /**
   * CPU time the server processes spent per order placed in the sustained rush (ms, from /proc): how
   * fast the machine ran the code, whatever else ran beside it; the same code has taken 0.5 to 1.3 ms
   * on this machine within one hour.
   */
  serverCpuMsPerOrder: number | null;
  profile: ProfileSummary | null;
}

interface RunPlan {
  instances: number;
  /** Start the (single) server with --cpu-prof and summarise its profile. */
  profile: boolean;
  /** Orders a second for the open-loop runs (20 s each, before the burst). */
  pacedRates?: number[];
}

export interface ServerProcess {
  url: string;
  child: ChildProcess;
}

const loadAverage = async () =>
  (await import('node:os'))
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** One server process like `npm start`; resolves with its URL once it answers GraphQL. */
export async function spawnServer(env: Record<string, string>, nodeFlags: string[]): Promise<ServerProcess> {
  const child = spawn(process.execPath, [...nodeFlags, '--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      AUTH_RATE_LIMIT: '1000000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start within 120 s: ${stderr}`)), 120_000);
    child.stderr?.on('data', (chunk: Buffer) => {
      stderr += chunk.toString('utf8');
      const found = /running on (http:\/\/[^\s]+)/.exec(stderr)?.[1];
      if (found) {
        clearTimeout(timer);
        resolve(found);
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}: ${stderr}`));
    });
  });
  child.stderr?.resume();
  return { url: `${url}/graphql`, child };
}

async function stopServer(server: ServerProcess): Promise<void> {
  if (server.child.exitCode !== null) return;
  const exited = new Promise((r) => server.child.once('exit', r));
  server.child.kill('SIGTERM'); // main.ts closes and exits; --cpu-prof writes its profile then
  await exited;
}

/** The CPU time (user + system, ms) the server processes have used so far; null where /proc cannot tell. */
export async function serversCpuMs(servers: readonly ServerProcess[]): Promise<number | null> {
  try {
    let total = 0;
    for (const server of servers) {
      const stat = await readFile(`/proc/${server.child.pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      total += (Number(fields[11]) + Number(fields[12])) * 10; // utime + stime in ticks of 10 ms (USER_HZ 100)
    }
    return total;
  } catch {
    return null;
  }
}

/** Runs one job in a fresh load-generator process. */
function generateLoad(job: RushJob): Promise<RushOutcome> {
  const child = fork(path.join(import.meta.dirname, 'rush-load.ts'), [], {
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    child.once('message', (outcome) => resolve(outcome as RushOutcome));
    child.once('exit', (code) => {
      if (code !== 0) reject(new Error(`load generator exited with ${code}`));
    });
    child.send(job);
  });
}

function summarise(outcome: RushOutcome, connections: number): RushLoad {
  return {
    connections,
    requests: outcome.requests,
    seconds: outcome.seconds,
    perSecond: outcome.numbers.length / outcome.seconds,
    p50: percentile(outcome.latencies, 50),
    p95: percentile(outcome.latencies, 95),
    errors: outcome.errors,
    firstError: outcome.firstError,
    distinctNumbers: new Set(outcome.numbers).size === outcome.numbers.length,
    lastSentMs: outcome.lastSentMs,
  };
}

/**
 * The rush on one database: generates the bakery once, signs 200 guests in, then for every plan
 * starts its server processes, warms them up, runs the burst and the sustained loop, stops them.
 */
export async function rushSeries(
  label: string,
  databaseUrl: string | undefined,
  plans: RunPlan[],
  seconds: number,
): Promise<RushRun[]> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-rush-'));
  try {
    const today = dateInTimeZone(new Date(), ZONE);
    // the data, written by an in-process server that is closed before the measured ones start
    const writer = await startServer(
      { ...loadConfig({}), port: 0, host: '127.0.0.1', databaseUrl, dataDir, logLevel: 'silent', seedDemo: false },
      { seed: false },
    );
    let productIds: number[];
    try {
      productIds = (await generate(writer.platform.db, writer.platform.database, today)).productIds;
    } finally {
      await writer.close();
    }
    const guests = 200;
    const bodies = orderBodies(productIds, today);
    const env: Record<string, string> = { DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) };
    let tokens: string[] = [];
    const runs: RushRun[] = [];
    for (const plan of plans) {
      const profileDir = plan.profile ? await mkdtemp(path.join(tmpdir(), 'bench-rush-prof-')) : null;
      const servers: ServerProcess[] = [];
      try {
        for (let i = 0; i < plan.instances; i++)
          servers.push(await spawnServer(env, profileDir ? ['--cpu-prof', '--cpu-prof-dir', profileDir] : []));
        const urls = servers.map((s) => s.url);
        const first = urls[0] as string;
        if (tokens.length === 0) {
          // signed in beforehand (scrypt per sign-in is not the rush), 4 at a time
          tokens = new Array<string>(guests);
          for (let g = 0; g < guests; g += 4)
            await Promise.all(
              [0, 1, 2, 3].map(async (k) => {
                const data = await graphqlPost(first)(
                  'mutation L($i: String!, $p: String!) { guestLogin(identifier: $i, password: $p) { jwt } }',
                  {
                    i: guestLabel(g + k + 1),
                    p: PASSWORD,
                  },
                );
                tokens[g + k] = (data.guestLogin as { jwt: string }).jwt;
              }),
            );
        }
        // warm-up: every instance compiles its hot paths before the burst (not counted)
        await generateLoad({ mode: 'sustained', urls, tokens, bodies, connections: 8, seconds: 3 });
        // open loop first (the profile covers the sustained rush at the end)
        const paced: (RushLoad & { rate: number })[] = [];
        for (const rate of plan.pacedRates ?? []) {
          const outcome = await generateLoad({
            mode: 'paced',
            urls,
            tokens,
            bodies,
            connections: guests,
            seconds: Math.min(seconds, 20),
            rate,
          });
          paced.push({ ...summarise(outcome, guests), rate });
        }
        const burst = await generateLoad({ mode: 'burst', urls, tokens, bodies, connections: guests, seconds: 0 });
        const before = await loadAverage();
        const cpuBefore = await serversCpuMs(servers);
        const sustained = await generateLoad({ mode: 'sustained', urls, tokens, bodies, connections: guests, seconds });
        const cpuAfter = await serversCpuMs(servers);
        const after = await loadAverage();
        await Promise.all(servers.map(stopServer));
        runs.push({
          label:
            plan.instances > 1
              ? `${label}, ${plan.instances} instances`
              : plan.profile
                ? `${label}, under --cpu-prof`
                : label,
          instances: plan.instances,
          burst: summarise(burst, guests),
          sustained: summarise(sustained, guests),
          paced,
          load: { before, after },
          serverCpuMsPerOrder:
            cpuBefore === null || cpuAfter === null || sustained.numbers.length === 0
              ? null
              : (cpuAfter - cpuBefore) / sustained.numbers.length,
          // the samples of the sustained rush and the stop after it, not the start-up and the burst
          profile: profileDir ? await summariseProfileDir(profileDir, 15, seconds * 1000 + 1500) : null,
        });
      } finally {
        await Promise.all(servers.map(stopServer));
        if (profileDir) await rm(profileDir, { recursive: true, force: true });
      }
    }
    return runs;
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
