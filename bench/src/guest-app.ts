import { execFileSync } from 'node:child_process';
import { createServer } from 'node:http';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext } from '@playwright/test';
import { loadConfig, REPO_ROOT } from '@bakery/server/src/platform/config';
import { startServer } from '@bakery/server/src/server';
import { DEMO_PASSWORDS } from '@bakery/server/src/db/seed/demo';
import { createProduct } from '@bakery/server/src/db/seed/factories';
import { percentile } from './stats';

/** Lighthouse's "slow 4G": 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up; and a 4× slower CPU. */
const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;
const PRODUCTS = 200;
const DIST = path.join(REPO_ROOT, 'apps/mobile/dist');

export interface GuestAppFigures {
  files: { name: string; raw: number; gzip: number }[];
  firstList: number[];
  floor: number[];
  scroll: { frames: number; p50: number; p95: number; longFrames: number; rowsInDom: number };
  /** Products the guests see: the generated ones plus what the demo hotel offered already. */
  offered: number;
}

async function jsFiles(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile() && e.name.endsWith('.js')).map((e) => path.join(e.parentPath, e.name));
}

async function throttled(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale: 'de-DE',
  });
  context.on('page', async (page) => {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  });
  return context;
}

const name = (i: number) => `Bench-Brot ${String(i + 1).padStart(3, '0')}`;

/**
 * The guest app's web build (issue 5): JavaScript size (gzip), time from opening the QR link to
 * the first product row on a throttled phone (4× CPU, slow 4G; fresh context each run, nothing
 * cached), beside the floor of the same 200 product names as a static HTML page under the same
 * throttling; then the frame times while scrolling the 200-product list, and how many rows the
 * list keeps in the DOM (virtualised: far fewer than 200).
 */
export async function guestAppFigures(runs: number): Promise<GuestAppFigures> {
  execFileSync('npm', ['run', '--silent', 'build', '--workspace', 'apps/mobile'], { cwd: REPO_ROOT, stdio: 'ignore' });
  const files = await Promise.all(
    (await jsFiles(DIST)).map(async (file) => {
      const bytes = await readFile(file);
      return { name: path.relative(DIST, file), raw: bytes.byteLength, gzip: gzipSync(bytes, { level: 9 }).byteLength };
    }),
  );

  const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-guest-'));
  const server = await startServer({
    ...loadConfig({}),
    port: 0,
    host: '127.0.0.1',
    databaseUrl: undefined,
    dataDir,
    logLevel: 'silent',
    authRateLimit: 1_000_000,
    seedDemo: true,
    aboJobMinutes: 0,
  });
  const floorServer = createServer((_req, res) => {
    const rows = Array.from(
      { length: PRODUCTS },
      (_v, i) => `<li style="padding:16px;border-bottom:1px solid #bfb2a6">${name(i)} · 3,40 €</li>`,
    ).join('');
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.end(
      `<!doctype html><meta name="viewport" content="width=device-width"><title>floor</title><ul style="list-style:none;margin:0;padding:0;font:17px sans-serif">${rows}</ul>`,
    );
  });
  await new Promise<void>((resolve) => floorServer.listen(0, '127.0.0.1', resolve));
  const floorUrl = `http://127.0.0.1:${(floorServer.address() as { port: number }).port}/`;
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  try {
    const gql = async (query: string, variables: Record<string, unknown>, token?: string) => {
      const res = await fetch(`${server.url}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ query, variables }),
      });
      const body = (await res.json()) as { data?: Record<string, any>; errors?: unknown[] };
      if (body.errors) throw new Error(JSON.stringify(body.errors));
      return body.data!;
    };
    const login = async (identifier: string, password: string) =>
      (
        await gql('mutation L($i: String!, $p: String!) { login(identifier: $i, password: $p) { jwt userId } }', {
          i: identifier,
          p: password,
        })
      ).login as { jwt: string; userId: string };
    const bakery = await login('baeckerei-mair', DEMO_PASSWORDS.bakery);
    const lists = (await gql('query { priceLists { id isDefault } }', {}, bakery.jwt)).priceLists as {
      id: string;
      isDefault: boolean;
    }[];
    const listIds = lists.map((l) => Number(l.id));
    for (let i = 0; i < PRODUCTS; i++) {
      await createProduct(server.platform.db, Number(bakery.userId), {
        name: { de: name(i), it: name(i), en: name(i) },
        description: { de: 'B', it: 'B', en: 'B' },
        gramPrice: '0.0068',
        approxWeight: 500,
        displayOrder: -PRODUCTS + i,
        priceListIds: listIds,
      });
    }
    const host = await login('hotel-alpenrose', DEMO_PASSWORDS.host);
    await gql('mutation { adoptAllProducts }', {}, host.jwt);
    const offered = ((await gql('query { hostProducts { id } }', {}, host.jwt)).hostProducts as unknown[]).length;
    const today = new Date().toISOString().slice(0, 10);
    const to = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10);

    const firstList: number[] = [];
    const scroll = { frames: 0, p50: 0, p95: 0, longFrames: 0, rowsInDom: 0 };
    const floor: number[] = [];
    for (let run = 0; run < runs; run++) {
      // a new guest per run: the QR link signs in once, like at the reception
      const created = (
        await gql(
          'mutation G($input: GuestInput!) { createGuest(input: $input) { signInUrl } }',
          { input: { label: `Bench ${run}`, activeFrom: today, activeTo: to, language: 'de' } },
          host.jwt,
        )
      ).createGuest as { signInUrl: string };
      const url = created.signInUrl.replace(/^https?:\/\/[^/]+/, server.url);
      for (const [target, into] of [
        [url, firstList],
        [floorUrl, floor],
      ] as const) {
        const context = await throttled(browser);
        const page = await context.newPage();
        const started = performance.now();
        await page.goto(target, { waitUntil: 'commit' });
        // the app: its first product row (a product's "add to basket" button); the floor: its first name
        const first =
          target === url
            ? page.getByRole('button', { name: / in den Warenkorb$/ }).first()
            : page.getByText(name(0), { exact: false }).first();
        await first.waitFor({ state: 'visible', timeout: 120_000 });
        into.push(performance.now() - started);
        if (target === url && run === runs - 1) {
          // scrolling the list of 200 on the throttled phone: frame intervals from requestAnimationFrame
          await page.waitForTimeout(500);
          const rowsInDom = await page.getByRole('button', { name: / in den Warenkorb$/ }).count();
          // a string, not a function: tsx would wrap a named function in a helper the page lacks
          await page.evaluate(`(() => {
            window.frames_ = [];
            const tick = (t) => { window.frames_.push(t); if (window.frames_.length < 400) requestAnimationFrame(tick); };
            requestAnimationFrame(tick);
          })()`);
          await page.mouse.move(195, 500);
          for (let i = 0; i < 40; i++) {
            await page.mouse.wheel(0, 300);
            await page.waitForTimeout(50);
          }
          const times = (await page.evaluate('window.frames_')) as number[];
          const deltas = times.slice(1).map((t, i) => t - times[i]!);
          Object.assign(scroll, {
            frames: deltas.length,
            p50: percentile(deltas, 50),
            p95: percentile(deltas, 95),
            longFrames: deltas.filter((d) => d > 50).length,
            rowsInDom,
          });
        }
        await context.close();
      }
    }
    return { files, firstList, floor, scroll, offered };
  } finally {
    await browser.close();
    floorServer.close();
    await server.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}
