import { execFileSync } from 'node:child_process';
import { chromium, type Browser, type Locator, type Page } from '@playwright/test';
import { addDays, dateInTimeZone } from '@bakery/core';
import { REPO_ROOT } from '@bakery/server/src/platform/config';
import { benchServer, graphqlPost } from './bench-server';
import { generate as generateCatalogue } from './catalogue';
import { generate as generateOrders, PASSWORD as ORDER_PASSWORD } from './ordering';
import { percentile } from './stats';

/**
 * The two busiest screens in Chromium (issue 45, item 13): /products with the catalogue bench's
 * page of 500 products and /orders/compile with a day of the production bench's bakery, at 1× and
 * with Chromium's 4× CPU slowdown. In the page: when the screen's data arrived (its GraphQL answer
 * read), when its first row was drawn (the frame after the row entered the DOM), the main thread's
 * long tasks, the elements mounted; then a search typed into /products (each keystroke's event
 * duration from the Event Timing API, and the filtered list drawn after its answer arrived) and a
 * weight typed and saved with Enter on /orders/compile (keystrokes, and "saved" drawn after the
 * mutation's answer arrived).
 */
export const SLOWDOWNS = [1, 4] as const;
const CATALOGUE_PASSWORD = 'Bench-Backstube-1!';
const SEARCH = 'Brot 49';
const ZONE = 'Europe/Rome';

export interface ScreenRun {
  /** From navigation start: the screen's data read from its answer, and the first row drawn. */
  dataMs: number;
  firstRowMs: number;
  longestTaskMs: number;
  longTasksMs: number;
  elements: number;
  rows: number;
  /** Longest keystroke (Event Timing duration: input delay, handlers, next paint). */
  keystrokeMs: number;
  /** From the answer of the search (or the weight's mutation) to the change drawn. */
  changeMs: number;
  /** The bare-DOM floor in the same page: the same answer fetched again, its rows drawn as plain elements. */
  bareRowsMs: number;
  /** The longest keystroke into a bare input (no handlers) in the same page; 0 when none took 16 ms. */
  bareKeystrokeMs: number;
}
export interface ScreenFigures {
  screen: string;
  slowdown: number;
  runs: ScreenRun[];
}

/** Instruments a page before its scripts run: long tasks, event timings, data arrival by operation, waits. */
const INSTRUMENT = `(() => {
  const b = (window.__bench = { tasks: [], events: [], data: {}, bodies: {} });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) b.tasks.push(e.duration); }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((l) => { for (const e of l.getEntries()) b.events.push({ name: e.name, duration: e.duration }); })
    .observe({ type: 'event', durationThreshold: 16, buffered: true });
  const fetch0 = window.fetch.bind(window);
  window.fetch = async (input, init) => {
    const res = await fetch0(input, init);
    const body = init && typeof init.body === 'string' ? init.body : '';
    const name = /"operationName":"(\\w+)"/.exec(body)?.[1];
    if (name) { b.bodies[name] = b.bodies[name] || body; await res.clone().text(); (b.data[name] = b.data[name] || []).push(performance.now()); }
    return res;
  };
  /** Resolves with the time of the frame after the predicate first holds (checked on each DOM change). */
  b.drawn = (predicate) => new Promise((resolve) => {
    const done = () => requestAnimationFrame(() => setTimeout(() => resolve(performance.now()), 0));
    if (predicate()) return done();
    const o = new MutationObserver(() => { if (predicate()) { o.disconnect(); done(); } });
    o.observe(document, { subtree: true, childList: true, characterData: true, attributes: true });
  });
})()`;

/**
 * The floor of a screen in its own page: its answer fetched again and `rows` of it drawn as plain
 * elements (a line of text per product, or per bag its client and lines), from the answer read to
 * the frame after; then "Brot 49" typed into a bare input (no handlers), its longest keystroke.
 */
async function bareFloor(page: Page, operation: 'Products' | 'ProductOffers' | 'CompileList', rows: number) {
  const bareRowsMs = (await page.evaluate(`(async () => {
    const b = window.__bench;
    const res = await fetch('/graphql', { method: 'POST', body: b.bodies[${JSON.stringify(operation)}],
      headers: { 'content-type': 'application/json', authorization: 'Bearer ' + localStorage.getItem('token') } });
    const text = await res.text();
    const start = performance.now();
    const data = JSON.parse(text).data;
    const price = new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' });
    const list = document.createElement('ul');
    list.style.cssText = 'position:fixed;inset:0;margin:0;background:#fff;z-index:9999;overflow:hidden';
    const row = (text) => { const li = document.createElement('li'); li.textContent = text; return li; };
    if (data.products) for (const p of data.products.items.slice(0, ${rows}))
      list.append(row(p.names.de + ' · ' + p.approxWeight + ' g · ' + price.format(Number(p.gramPrice) * p.approxWeight)));
    else if (data.productOffers) for (const o of data.productOffers.slice(0, ${rows}))
      list.append(row(o.product.names.de + ' · ' + o.product.approxWeight + ' g · ' + price.format(o.basePriceCents / 100)));
    else for (const c of data.compileList.clients.slice(0, ${rows})) {
      const bag = row(c.name);
      for (const o of c.orders) for (const l of o.lines) bag.append(row(l.amount + '× ' + l.product.name));
      list.append(bag);
    }
    document.body.append(list);
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
    const drawn = performance.now() - start;
    list.remove();
    return drawn;
  })()`)) as number;
  await page.evaluate(`(() => {
    const input = document.createElement('input');
    input.id = 'bench-bare-input';
    input.style.cssText = 'position:fixed;top:0;left:0;z-index:9999';
    document.body.append(input);
    window.__bench.events.length = 0;
  })()`);
  await page.locator('#bench-bare-input').pressSequentially(SEARCH, { delay: 120 });
  return { bareRowsMs, bareKeystrokeMs: await keystrokes(page) };
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

async function openScreen(browser: Browser, baseUrl: string, jwt: string, userId: string, slowdown: number) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'de-DE' });
  await context.addInitScript(
    `localStorage.setItem('token', ${JSON.stringify(jwt)}); localStorage.setItem('userID', ${JSON.stringify(userId)}); localStorage.setItem('i18nextLng', 'de');`,
  );
  // the cookie banner accepted (as a returning user): its overlay makes the page behind it inert
  await context.addCookies([{ name: 'sw_consent', value: 'accepted', url: baseUrl }]);
  await context.addInitScript(INSTRUMENT);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  return { page, close: () => context.close(), baseUrl };
}

/** A wait in the page that gives up after a minute with a screenshot of what the page shows instead. */
async function waitInPage<T>(page: Page, what: string, wait: Promise<T>): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      const path = `/tmp/bench-browser-${what.replace(/\W+/g, '-')}.png`;
      void page
        .screenshot({ path })
        .catch(() => undefined)
        .finally(() => reject(new Error(`${what}: not drawn within 60 s (the page: ${path}, at ${page.url()})`)));
    }, 60_000);
  });
  try {
    return await Promise.race([wait, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

/** Goes to `path` and waits for `rowSelector`; the figures of the first load (the data: the last of the screen's answers). */
async function firstLoad(page: Page, url: string, rowSelector: string, operation: string | string[]) {
  const operations = Array.isArray(operation) ? operation : [operation];
  await page.goto(url, { waitUntil: 'commit' });
  const firstRowMs = (await waitInPage(
    page,
    `first row of ${url}`,
    page.evaluate(`window.__bench.drawn(() => document.querySelector(${JSON.stringify(rowSelector)}) !== null)`),
  )) as number;
  await page.waitForTimeout(1500); // the tasks after the first row (the rest of the list, images)
  const figures = (await page.evaluate(`({
    data: Math.max(...${JSON.stringify(operations)}.map((name) => window.__bench.data[name]?.[0] ?? NaN)),
    tasks: window.__bench.tasks.slice(),
    elements: document.getElementsByTagName('*').length,
    rows: document.querySelectorAll(${JSON.stringify(rowSelector)}).length,
  })`)) as { data: number; tasks: number[]; elements: number; rows: number };
  return {
    dataMs: figures.data,
    firstRowMs,
    longestTaskMs: Math.max(0, ...figures.tasks),
    longTasksMs: sum(figures.tasks),
    elements: figures.elements,
    rows: figures.rows,
  };
}

/**
 * Waits until the page is quiet (two frames, then an idle period): what a user's click on a field
 * and the scroll before it drew is done before the first key, as it is for a person, whose click
 * and first key are a few hundred ms apart.
 */
const settle = (page: Page) =>
  page.evaluate(
    `new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => requestIdleCallback(() => done(undefined), { timeout: 2000 }))))`,
  );

/** Scrolls a field into view as a user would, clicks into it (focus) and waits for the page to be quiet. */
export async function focusSettled(page: Page, field: Locator) {
  await field.scrollIntoViewIfNeeded();
  await settle(page);
  await field.focus();
  await settle(page);
}

const keystrokes = async (page: Page) =>
  Math.max(
    0,
    ...((await page.evaluate(
      `window.__bench.events.filter((e) => ['keydown', 'keypress', 'keyup', 'input', 'beforeinput'].includes(e.name)).map((e) => e.duration)`,
    )) as number[]),
  );

async function productsRun(page: Page, baseUrl: string): Promise<ScreenRun> {
  const load = await firstLoad(page, `${baseUrl}/products`, '[data-testid="product-card"]', 'Products');
  const search = page.getByRole('searchbox');
  await focusSettled(page, search);
  await page.evaluate('window.__bench.events.length = 0; window.__bench.data.Products = []');
  const filtered = page.evaluate(
    `window.__bench.drawn(() => { const c = document.querySelectorAll('[data-testid="product-card"]'); return c.length > 0 && [...c].every((e) => (e.getAttribute('aria-label') || '').includes(${JSON.stringify(SEARCH)})); })`,
  ) as Promise<number>;
  await search.pressSequentially(SEARCH, { delay: 120 });
  const drawnAt = await waitInPage(page, 'filtered products', filtered);
  const answers = (await page.evaluate('window.__bench.data.Products')) as number[];
  const figures = { ...load, keystrokeMs: await keystrokes(page), changeMs: drawnAt - answers[answers.length - 1]! };
  return { ...figures, ...(await bareFloor(page, 'Products', load.rows)) };
}

/** A host's /products: its bakery's 500 offers and 100 take-overs (the 40th host: its first offers are not taken over yet); a display price typed and "take over". */
async function hostRun(page: Page, baseUrl: string): Promise<ScreenRun> {
  const load = await firstLoad(page, `${baseUrl}/products`, '[data-testid="offer-card"]', [
    'ProductOffers',
    'HostProducts',
    'OwnProducts',
  ]);
  const card = page
    .locator('[data-testid="offer-card"]')
    .filter({ has: page.locator('input') })
    .first();
  const name = (await card.getAttribute('aria-label'))!;
  await focusSettled(page, page.locator(`[data-testid="offer-card"][aria-label=${JSON.stringify(name)}] input`));
  await page.evaluate('window.__bench.events.length = 0; window.__bench.data.AdoptProduct = []');
  const adopted = page.evaluate(
    `window.__bench.drawn(() => [...document.querySelectorAll('[data-testid="offer-card"]')].some((c) => c.getAttribute('aria-label') === ${JSON.stringify(name)} && (c.textContent || '').includes('Übernommen')))`,
  ) as Promise<number>;
  await page.keyboard.type('3,17', { delay: 120 });
  await page.keyboard.press('Enter');
  const drawnAt = await waitInPage(page, 'offer taken over', adopted);
  const answers = (await page.evaluate('window.__bench.data.AdoptProduct')) as number[];
  const figures = { ...load, keystrokeMs: await keystrokes(page), changeMs: drawnAt - answers[answers.length - 1]! };
  return { ...figures, ...(await bareFloor(page, 'ProductOffers', load.rows)) };
}

async function compileRun(page: Page, baseUrl: string, deadline: string): Promise<ScreenRun> {
  const load = await firstLoad(
    page,
    `${baseUrl}/orders/compile?deadline=${encodeURIComponent(deadline)}`,
    '[data-compile-list] section',
    'CompileList',
  );
  const lineId = await page.locator('input[data-weight-input]').first().getAttribute('data-weight-line');
  // the line itself: once scrolled, the first drawn field may be another line's
  await focusSettled(page, page.locator(`input[data-weight-line="${lineId}"]`));
  await page.evaluate('window.__bench.events.length = 0; window.__bench.data.UploadMeasuredWeight = []');
  const saved = page.evaluate(
    `window.__bench.drawn(() => (document.getElementById('weight-state-${lineId}')?.textContent || '').includes('Gespeichert'))`,
  ) as Promise<number>;
  await page.keyboard.type(String(1200 + Math.floor(Math.random() * 500)), { delay: 120 });
  await page.keyboard.press('Enter');
  const drawnAt = await waitInPage(page, 'weight saved', saved);
  const answers = (await page.evaluate('window.__bench.data.UploadMeasuredWeight')) as number[];
  const figures = { ...load, keystrokeMs: await keystrokes(page), changeMs: drawnAt - answers[answers.length - 1]! };
  const bare = await bareFloor(page, 'CompileList', load.rows);
  // back to "not weighed" (-1), so the next run weighs the same line from an empty field
  await page.evaluate(
    `fetch('/graphql', { method: 'POST', headers: { 'content-type': 'application/json', authorization: 'Bearer ' + localStorage.getItem('token') },
      body: JSON.stringify({ query: 'mutation W($id: ID!) { uploadMeasuredWeight(orderedProductId: $id, grams: -1) { id } }', variables: { id: ${JSON.stringify(lineId)} } }) }).then((r) => r.json())`,
  );
  return { ...figures, ...bare };
}

async function signIn(url: string, username: string, password: string) {
  const post = graphqlPost(`${url}/graphql`);
  const { login } = (await post(
    'mutation L($i: String!, $p: String!) { login(identifier: $i, password: $p) { jwt userId } }',
    {
      i: username,
      p: password,
    },
  )) as { login: { jwt: string; userId: string } };
  return login;
}

type Bench = Awaited<ReturnType<typeof benchServer>>;

/** The catalogue bench's bakery in `bench`'s database, signed in. */
export async function catalogueBakery(bench: Bench) {
  await generateCatalogue(bench.server.platform.db);
  return signIn(bench.server.url, 'bench-bakery', CATALOGUE_PASSWORD);
}

/** The production bench's bakery (a third of its products weighed), signed in, and tomorrow's deadline. */
export async function compileBakery(bench: Bench) {
  const today = dateInTimeZone(new Date(), ZONE);
  const { bakeryId } = await generateOrders(bench.server.platform.db, bench.server.platform.database, today);
  const q = (text: string, params: unknown[]) => bench.server.platform.database.rawQuery(text, params);
  await q(`update products set have_to_weight = (id % 3 = 0) where bakery_id = $1`, [bakeryId]);
  const [day] = (await q(
    `select min(o.deadline) as deadline, count(distinct o.id)::int as orders, count(*)::int as lines
     from orders o join ordered_products op on op.order_id = o.id where o.bakery_id = $1 and o.delivery_date = $2`,
    [bakeryId, addDays(today, 1)],
  )) as { deadline: Date | string; orders: number; lines: number }[];
  const deadline = new Date(day!.deadline).toISOString();
  const { jwt, userId } = await signIn(bench.server.url, 'bench-order-bakery', ORDER_PASSWORD);
  return { deadline, day: day!, jwt, userId };
}

export interface BrowserFigures {
  chromium: string;
  screens: ScreenFigures[];
  compileLines: number;
  compileOrders: number;
}

/** Builds the web app, generates both bakeries (PGlite) and measures each screen `runs` times per slowdown. */
export async function browserFigures(runs: number): Promise<BrowserFigures> {
  // BENCH_WEB_DIST: another build of the web app to measure (e.g. the one before a change), as it is
  const webDist = process.env.BENCH_WEB_DIST;
  if (!webDist)
    execFileSync('npm', ['run', '--silent', 'build', '--workspace', 'apps/web'], { cwd: REPO_ROOT, stdio: 'ignore' });
  // BENCH_BROWSER_SCREENS: 'products' or 'compile' measures that screen alone (while working on it)
  const only = process.env.BENCH_BROWSER_SCREENS;
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
  const screens: ScreenFigures[] = [];
  try {
    if (only !== 'compile') {
      const catalogue = await benchServer('browser-cat', undefined, webDist ? { webDist } : {});
      try {
        const { jwt, userId } = await catalogueBakery(catalogue);
        for (const slowdown of SLOWDOWNS) {
          const figures: ScreenFigures = { screen: '/products', slowdown, runs: [] };
          for (let i = 0; i < runs; i++) {
            const { page, close } = await openScreen(browser, catalogue.server.url, jwt, userId, slowdown);
            figures.runs.push(await productsRun(page, catalogue.server.url));
            await close();
          }
          screens.push(figures);
        }
        const host = await signIn(catalogue.server.url, 'bench-host-39', CATALOGUE_PASSWORD);
        for (const slowdown of SLOWDOWNS) {
          const figures: ScreenFigures = { screen: '/products (a host)', slowdown, runs: [] };
          for (let i = 0; i < runs; i++) {
            const { page, close } = await openScreen(browser, catalogue.server.url, host.jwt, host.userId, slowdown);
            figures.runs.push(await hostRun(page, catalogue.server.url));
            await close();
          }
          screens.push(figures);
        }
      } finally {
        await catalogue.close();
      }
    }
    if (only === 'products') return { chromium: browser.version(), screens, compileLines: 0, compileOrders: 0 };
    const production = await benchServer('browser-prod', undefined, webDist ? { webDist } : {});
    try {
      const { deadline, day, jwt, userId } = await compileBakery(production);
      for (const slowdown of SLOWDOWNS) {
        const figures: ScreenFigures = { screen: '/orders/compile', slowdown, runs: [] };
        for (let i = 0; i < runs; i++) {
          const { page, close } = await openScreen(browser, production.server.url, jwt, userId, slowdown);
          figures.runs.push(await compileRun(page, production.server.url, deadline));
          await close();
        }
        screens.push(figures);
      }
      return { chromium: browser.version(), screens, compileLines: day.lines, compileOrders: day.orders };
    } finally {
      await production.close();
    }
  } finally {
    await browser.close();
  }
}

/** The median of one figure over a screen's runs. */
export const median = (figures: ScreenFigures, pick: (run: ScreenRun) => number) =>
  percentile(figures.runs.map(pick), 50);
