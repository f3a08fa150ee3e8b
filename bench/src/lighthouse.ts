/**
 * npm run lighthouse — Lighthouse (mobile profile, simulated slow 4G and 4× CPU slowdown) on /login
 * and on a bakery's /dashboard, in Debian's Chromium, against the production build served by the real
 * server on a fresh embedded database with the demo data. Prints the four scores per page and the
 * JavaScript /login loaded (gzip of those files of apps/web/dist: entry, preloads, the German texts), and writes both between
 * the lighthouse markers of docs/BENCHMARKS.md. Each page is audited LIGHTHOUSE_RUNS times (5) in a new browser each
 * time and Lighthouse's median run is reported, as Lighthouse's docs on variability advise. Never part of npm test.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { chromium } from '@playwright/test';
import { REPO_ROOT } from '@bakery/server/src/platform/config';

const PORT = Number(process.env.LIGHTHOUSE_PORT ?? 4480);
const DEBUG_PORT = PORT + 1;
const ORIGIN = `http://127.0.0.1:${PORT}`;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const BAKERY = { username: 'baeckerei-mair', password: 'Brot-Mair-2026!' };
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const WEB_DIST = path.join(REPO_ROOT, 'apps/web/dist');
/** LIGHTHOUSE_REPORT_DIR=dir keeps each page's full Lighthouse report (JSON) there for a closer look. */
const REPORT_DIR = process.env.LIGHTHOUSE_REPORT_DIR;

function run(command: string, args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: REPO_ROOT, env, stdio: ['ignore', 'ignore', 'inherit'] });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')}: ${code}`))));
  });
}

async function answers(url: string): Promise<boolean> {
  try {
    return (await fetch(url)).ok;
  } catch {
    return false; // nothing listens (yet)
  }
}

async function waitFor(url: string, what: string): Promise<void> {
  for (let i = 0; i < 240; i++) {
    if (await answers(url)) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${what} did not start`);
}

/** gzip bytes of the scripts a page loaded (as Lighthouse saw them), read from the build. */
function scriptBytes(urls: string[]): { files: number; gzip: number } {
  const files = urls.map((url) => new URL(url).pathname).filter((file) => file.startsWith('/assets/'));
  return {
    files: files.length,
    gzip: files.reduce((sum, file) => sum + gzipSync(readFileSync(path.join(WEB_DIST, file))).length, 0),
  };
}

async function signIn(): Promise<{ token: string; id: string }> {
  const answer = (await (
    await fetch(`${ORIGIN}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query: 'mutation L($i: String!, $p: String!) { login(identifier: $i, password: $p) { jwt user { id } } }',
        variables: { i: BAKERY.username, p: BAKERY.password },
      }),
    })
  ).json()) as { data?: { login: { jwt: string; user: { id: string } } } };
  if (!answer.data) throw new Error(`sign-in failed: ${JSON.stringify(answer)}`);
  return { token: answer.data.login.jwt, id: answer.data.login.user.id };
}

/** LIGHTHOUSE_RUNS=n audits each page n times (default 5), each time in a new browser; the median run counts. */
const RUNS = Math.max(1, Number(process.env.LIGHTHOUSE_RUNS ?? 5));

type Scores = Record<(typeof CATEGORIES)[number], number>;
type Audit = { page: string; lhr: Result; scores: Scores; scripts: string[] };

function startChromium(profileDir: string): ChildProcess {
  return spawn(
    CHROMIUM,
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
      `--remote-debugging-port=${DEBUG_PORT}`,
      `--user-data-dir=${profileDir}`,
      'about:blank',
    ],
    { stdio: 'ignore' },
  );
}

async function audit(page: string, flags: Flags): Promise<Audit> {
  const result = await lighthouse(`${ORIGIN}${page}`, {
    port: DEBUG_PORT,
    output: 'json',
    logLevel: 'error',
    onlyCategories: [...CATEGORIES],
    ...flags,
  });
  if (!result) throw new Error(`no Lighthouse result for ${page}`);
  const { lhr } = result;
  const scores = Object.fromEntries(
    CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
  ) as Scores;
  const requests = (lhr.audits['network-requests']?.details as { items?: { url: string; resourceType?: string }[] })
    ?.items;
  const scripts = (requests ?? []).filter((r) => r.resourceType === 'Script').map((r) => r.url);
  return { page, lhr, scores, scripts };
}

/**
 * One run in a new browser (no cache, no code cache): /login signed out with the consent banner answered, as a
 * returning visitor has it; then /dashboard signed in as the demo bakery, a returning signed-in user: the
 * session in localStorage and the account's language in the cookie the app keeps (features/language/
 * LanguageSync.tsx), whatever the browser's language.
 */
async function auditBoth(profileDir: string): Promise<{ login: Audit; dashboard: Audit }> {
  const browser = startChromium(profileDir);
  try {
    await waitFor(`http://127.0.0.1:${DEBUG_PORT}/json/version`, 'Chromium');
    const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${DEBUG_PORT}`);
    const context = cdp.contexts()[0];
    if (!context) throw new Error('Chromium has no default context');
    await context.addCookies([{ name: 'sw_consent', value: 'accepted', url: ORIGIN }]);
    const login = await audit('/login', { disableStorageReset: true });
    await context.addCookies([{ name: 'sw_lang', value: 'de', url: ORIGIN }]);
    const session = await signIn();
    const tab = await context.newPage();
    await tab.goto(`${ORIGIN}/login`);
    await tab.evaluate(({ token, id }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('userID', id);
    }, session);
    await tab.close();
    const dashboard = await audit('/dashboard', { disableStorageReset: true });
    await cdp.close();
    return { login, dashboard };
  } finally {
    const exited = new Promise((resolve) => browser.once('exit', resolve));
    browser.kill('SIGTERM');
    await exited;
  }
}

/** Lighthouse's median run of a page's audits (their own advice against variance), with every run's performance. */
async function summarise(audits: Audit[]) {
  const median = computeMedianRun(audits.map((a) => a.lhr));
  const { page, lhr, scores } = audits.find((a) => a.lhr === median)!;
  if (REPORT_DIR) {
    await mkdir(REPORT_DIR, { recursive: true });
    await writeFile(path.join(REPORT_DIR, `${page.replace(/\W+/g, '') || 'root'}.json`), JSON.stringify(lhr));
  }
  const failing = CATEGORIES.flatMap((c) =>
    (lhr.categories[c]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 0.9)
      .map((ref) => `${c}: ${ref.id}`),
  );
  const metric = (id: string) => lhr.audits[id]?.displayValue ?? '–';
  return {
    page,
    scores,
    performances: audits.map((a) => a.scores.performance),
    failing,
    fcp: metric('first-contentful-paint'),
    lcp: metric('largest-contentful-paint'),
    tbt: metric('total-blocking-time'),
  };
}

const processes: ChildProcess[] = [];
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lighthouse-'));
try {
  if (!existsSync(CHROMIUM))
    throw new Error(`no Chromium at ${CHROMIUM}: run scripts/ensure-tools.sh or set CHROMIUM_PATH`);
  // an earlier server still on the port would be audited instead of this build's (a crashed run left one)
  if (await answers(`${ORIGIN}/health`))
    throw new Error(`${ORIGIN} already answers: stop what runs there or set LIGHTHOUSE_PORT`);
  if (!existsSync(path.join(WEB_DIST, 'index.html')))
    await run('npm', ['run', 'build', '--workspace', 'apps/web'], process.env);
  const env = { ...process.env, DATA_DIR: path.join(dataDir, 'db'), LOG_LEVEL: 'warn', INIT_CWD: REPO_ROOT };
  await run('node', ['--import', 'tsx', 'apps/server/src/cli/seed.ts'], env);
  const server = spawn('node', ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: REPO_ROOT,
    env: { ...env, PORT: String(PORT), HOST: '127.0.0.1', PUBLIC_URL: ORIGIN },
    stdio: 'ignore',
  });
  processes.push(server);
  await waitFor(`${ORIGIN}/health`, 'the server');

  const loadBefore = os.loadavg();
  const runs: { login: Audit; dashboard: Audit }[] = [];
  for (let i = 0; i < RUNS; i++) runs.push(await auditBoth(path.join(dataDir, `chromium-${i}`)));
  const loadAfter = os.loadavg();

  const rows = [await summarise(runs.map((r) => r.login)), await summarise(runs.map((r) => r.dashboard))];
  for (const row of rows) {
    console.log(
      `${row.page} (median of ${RUNS}): ${CATEGORIES.map((c) => `${c} ${row.scores[c]}`).join(', ')}; FCP ${row.fcp}, LCP ${row.lcp}, TBT ${row.tbt}; performance of the ${RUNS} runs: ${row.performances.join(', ')}`,
    );
    for (const failing of row.failing) console.log(`  below 90: ${failing}`);
  }
  const bytes = scriptBytes(runs[0]!.login.scripts);
  console.log(`/login initial JavaScript: ${bytes.files} files, ${(bytes.gzip / 1024).toFixed(1)} KiB gzip`);

  const load = (l: number[]) => l.map((v) => v.toFixed(2)).join(' ');
  const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}, Lighthouse 12.8 in Debian's Chromium (mobile profile: simulated slow 4G, 4× CPU slowdown)`;
  const file = path.join(REPO_ROOT, 'docs/BENCHMARKS.md');
  const doc = await readFile(file, 'utf8');
  const table = [
    `Run ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on: ${machine}; load average ${load(loadBefore)} before, ${load(loadAfter)} after.`,
    '',
    `Each page audited ${RUNS} times, each time in a new browser; the row is Lighthouse's median run (\`computeMedianRun\`: the run closest to the median first paint and time to interactive), the last column every run's performance score.`,
    '',
    '| page | performance | accessibility | best practices | SEO | FCP | LCP | TBT | performance of each run |',
    '|---|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (r) =>
        `| ${r.page} | ${r.scores.performance} | ${r.scores.accessibility} | ${r.scores['best-practices']} | ${r.scores.seo} | ${r.fcp} | ${r.lcp} | ${r.tbt} | ${r.performances.join(', ')} |`,
    ),
    '',
    `/login's initial JavaScript: ${bytes.files} files, ${(bytes.gzip / 1024).toFixed(1)} KiB gzip (target ≤ 150 KiB).`,
  ];
  if (doc.includes('<!-- lighthouse:start -->')) {
    await writeFile(
      file,
      doc.replace(
        /<!-- lighthouse:start -->[\s\S]*?<!-- lighthouse:end -->/,
        ['<!-- lighthouse:start -->', ...table, '<!-- lighthouse:end -->'].join('\n'),
      ),
    );
  }
} finally {
  for (const child of processes.reverse()) child.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 500));
  rmSync(dataDir, { recursive: true, force: true });
}
