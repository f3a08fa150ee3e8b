import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { SourceMapConsumer } from 'source-map';
import { benchServer } from './bench-server';
import { catalogueBakery, compileBakery, focusSettled } from './browser';

/**
 * Where the browser bench's time goes (`npm run profile:browser`): Chromium's CPU profile of one
 * screen of the browser bench (SCREEN=products or compile) while it loads (ACT=load) or while
 * the search is typed / a weight typed and saved with Enter (ACT=act), mapped to the sources of a
 * build with source maps (BENCH_WEB_DIST, e.g. `npx vite build --sourcemap --outDir /tmp/web`
 * in apps/web). SLOWDOWN=4 throttles the CPU as the bench does; WARM=1 opens the screen once
 * before (compiled code, cached scripts). Prints the busy stretches of the main thread in time
 * order and, for the longest ones, the time spent under each function (SELF=1: in each function
 * itself); writes the profile to /tmp/browser-profile/profile.cpuprofile (DevTools opens it).
 * While acting it also prints the page's timeline (keys, scrolls, rows mounted, GraphQL answers
 * read) and where those moments fall in the profile ("marks": a short busy loop named benchMark
 * runs at each answer and mount, so the profile's clock and the page's are put side by side).
 */
const dist = process.env.BENCH_WEB_DIST;
if (!dist) throw new Error('BENCH_WEB_DIST: a web build with source maps to profile');
const screen = process.env.SCREEN === 'compile' ? 'compile' : 'products';
const act = process.env.ACT === 'act';
const slowdown = Number(process.env.SLOWDOWN ?? 1);
const OUT = '/tmp/browser-profile';

interface CpuNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: CpuNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

async function profileScreen(): Promise<CpuProfile> {
  const bench = await benchServer('profile', undefined, { webDist: dist! });
  try {
    const setup =
      screen === 'products'
        ? { ...(await catalogueBakery(bench)), path: '/products', row: '[data-testid="product-card"]' }
        : await compileBakery(bench).then((c) => ({
            ...c,
            path: `/orders/compile?deadline=${encodeURIComponent(c.deadline)}`,
            row: '[data-compile-list] section',
          }));
    const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
    try {
      const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'de-DE' });
      await context.addInitScript(
        `localStorage.setItem('token', ${JSON.stringify(setup.jwt)}); localStorage.setItem('userID', ${JSON.stringify(setup.userId)}); localStorage.setItem('i18nextLng', 'de');`,
      );
      // the page's timeline while acting, each answer and mount also marked in the profile (benchMark)
      await context.addInitScript(`(() => {
        const answers = (window.__answers = []);
        window.benchMark = function benchMark() { const t = performance.now(); while (performance.now() - t < 1.5); };
        const fetch0 = window.fetch.bind(window);
        window.fetch = async (input, init) => {
          const res = await fetch0(input, init);
          const name = /"operationName":"(\\w+)"/.exec(init && typeof init.body === 'string' ? init.body : '')?.[1];
          if (name) { await res.clone().text(); answers.push([name, performance.now()]); benchMark(); benchMark(); benchMark(); }
          return res;
        };
        new MutationObserver((records) => { for (const r of records) for (const n of r.addedNodes) if (n.nodeType === 1 && (n.matches('[data-index]') || n.querySelector?.('section'))) { answers.push(['mount ' + n.getAttribute('data-index'), performance.now()]); benchMark(); } }).observe(document, { subtree: true, childList: true });
        addEventListener('scroll', () => answers.push(['scroll ' + scrollY, performance.now()]), { passive: true });
        addEventListener('keydown', (e) => answers.push(['key ' + e.key, performance.now()]), true);
      })()`);
      await context.addCookies([{ name: 'sw_consent', value: 'accepted', url: bench.server.url }]);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
      const open = async () => {
        await page.goto(`${bench.server.url}${setup.path}`);
        await page.waitForSelector(setup.row);
      };
      if (process.env.WARM) {
        await open();
        await page.goto('about:blank');
      }
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
      if (!act) await cdp.send('Profiler.start');
      await open();
      await page.waitForTimeout(1500);
      if (!act) {
        const answers = (await page.evaluate('window.__answers')) as [string, number][];
        console.log(
          `the page's timeline (page clock; each answer is three marks in the profile, each mount one): ${answers.map(([name, at]) => `${name} ${at.toFixed(0)}`).join(', ')}`,
        );
      }
      if (act) {
        await cdp.send('Profiler.start');
        const start = (await page.evaluate('performance.now()')) as number;
        await actOn(page);
        await page.waitForTimeout(1500);
        const answers = (await page.evaluate('window.__answers')) as [string, number][];
        console.log(
          `answers (ms after the profile's start, ±the start's round trip): ${answers
            .filter(([, at]) => at >= start)
            .map(([name, at]) => `${name} ${(at - start).toFixed(0)}`)
            .join(', ')}`,
        );
      }
      return (await cdp.send('Profiler.stop')).profile as CpuProfile;
    } finally {
      await browser.close();
    }
  } finally {
    await bench.close();
  }
}

/** What the bench does on the screen: the search typed, or a weight typed and Enter. */
async function actOn(page: Page) {
  if (screen === 'products') {
    await focusSettled(page, page.getByRole('searchbox'));
    await page.getByRole('searchbox').pressSequentially('Brot 49', { delay: 120 });
  } else {
    const lineId = await page.locator('input[data-weight-input]').first().getAttribute('data-weight-line');
    await focusSettled(page, page.locator(`input[data-weight-line="${lineId}"]`));
    await page.keyboard.type('1234', { delay: 120 });
    await page.keyboard.press('Enter');
  }
}

/** "function source:line" of a frame, through the build's source maps. */
function labeller() {
  const maps = new Map<string, SourceMapConsumer | null>();
  return async ({ callFrame: frame }: CpuNode) => {
    if (!frame.url.startsWith('http')) return `${frame.functionName || '(anonymous)'} ${frame.url}`.trim();
    const file = path.join(dist!, new URL(frame.url).pathname + '.map');
    if (!maps.has(file))
      maps.set(file, existsSync(file) ? await new SourceMapConsumer(JSON.parse(readFileSync(file, 'utf8'))) : null);
    const map = maps.get(file);
    if (!map) return `${frame.functionName} ${frame.url}:${frame.lineNumber}`;
    const at = map.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
    const source = (at.source ?? '').replace(/.*node_modules\//, '').replace(/.*\/src\//, 'src/');
    return `${at.name ?? (frame.functionName || '(anonymous)')} ${source}:${at.line}`;
  };
}

async function report(profile: CpuProfile) {
  const label = labeller();
  const labels = new Map<number, string>();
  for (const node of profile.nodes) labels.set(node.id, await label(node));
  const parent = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
  const idle = new Set(profile.nodes.filter((n) => n.callFrame.functionName === '(idle)').map((n) => n.id));
  const times: number[] = [];
  let clock = profile.startTime;
  for (const delta of profile.timeDeltas) times.push((clock += delta));
  const duration = (i: number) => profile.timeDeltas[i + 1] ?? 0;

  // busy stretches: samples off idle with gaps under 4 ms between them
  const stretches: [number, number][] = [];
  let first = -1;
  let last = -1;
  profile.samples.forEach((id, i) => {
    if (idle.has(id)) return;
    if (first < 0 || times[i]! - times[last]! > 4000) {
      if (first >= 0) stretches.push([first, last]);
      first = i;
    }
    last = i;
  });
  if (first >= 0) stretches.push([first, last]);
  const span = ([a, b]: [number, number]) => (times[b]! - times[a]!) / 1000;
  const at = ([a]: [number, number]) => (times[a]! - profile.startTime) / 1000;
  console.log(
    `${screen}, ${act ? 'acting' : 'loading'}, CPU ${slowdown}×: busy stretches over 10 ms (start+length ms)`,
  );
  console.log(
    stretches
      .filter((s) => span(s) > 10)
      .map((s) => `${at(s).toFixed(0)}+${span(s).toFixed(0)}`)
      .join('  '),
  );
  const marks: string[] = [];
  profile.samples.forEach((id, i) => {
    if (labels.get(id)?.startsWith('benchMark')) marks.push(((times[i]! - profile.startTime) / 1000).toFixed(0));
  });
  console.log(`marks: ${[...new Set(marks)].join(' ')}`);
  // WINDOW=from-to (ms after the profile's start, e.g. from an answer's mark to the first row): that stretch alone
  const windowMs = process.env.WINDOW?.split('-').map(Number);
  const inWindow = (ms: number) =>
    (times.findIndex((t) => (t - profile.startTime) / 1000 >= ms) + times.length) % times.length;
  const longest: [number, number][] = windowMs
    ? [[inWindow(windowMs[0]!), inWindow(windowMs[1]!)]]
    : [...stretches].sort((x, y) => span(y) - span(x)).slice(0, Number(process.env.STRETCHES ?? 3));
  for (const stretch of longest) {
    const total = new Map<string, number>();
    for (let i = stretch[0]; i <= stretch[1]; i++) {
      const seen = new Set<string>();
      // SELF=1: the time in each function itself (the sample's leaf), else under it (inclusive)
      const leafOnly = process.env.SELF === '1';
      for (
        let node: number | undefined = profile.samples[i];
        node !== undefined;
        node = leafOnly ? undefined : parent.get(node)
      ) {
        const name = labels.get(node)!;
        if (seen.has(name)) continue;
        seen.add(name);
        total.set(name, (total.get(name) ?? 0) + duration(i));
      }
    }
    console.log(`\n== ${span(stretch).toFixed(0)} ms from ${at(stretch).toFixed(0)} ms: time under each function`);
    const top = [...total]
      .filter(([name]) => !/react-dom-client|scheduler|\(root\)/.test(name))
      .sort((a, b) => b[1] - a[1])
      .slice(0, Number(process.env.FUNCTIONS ?? 40));
    for (const [name, micros] of top) console.log(`${(micros / 1000).toFixed(1).padStart(8)} ms  ${name}`);
  }
}

// PROFILE=<file>: the report of a profile written before (another WINDOW of the same load)
const profile = process.env.PROFILE
  ? (JSON.parse(readFileSync(process.env.PROFILE, 'utf8')) as CpuProfile)
  : await profileScreen();
mkdirSync(OUT, { recursive: true });
if (!process.env.PROFILE) writeFileSync(path.join(OUT, 'profile.cpuprofile'), JSON.stringify(profile));
await report(profile);
