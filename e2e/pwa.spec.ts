import { appendFile, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { LoginPage } from './support/login-page';
import { appTexts } from './support/app-texts';
import { currentServerPort, expect, test } from './support/test';

// The server serves copies of the builds (support/start-server.sh): a test may write a new
// service worker into them to play a deploy.
const data = () => path.join(import.meta.dirname, '.artifacts', `data-${currentServerPort()}`);

interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose?: string }[];
}

/** The manifest the page links, checked as an installing browser would: name, colours, start page, icons that load. */
async function expectInstallableManifest(
  page: Page,
  request: APIRequestContext,
  { start, scope }: { start: string; scope: string },
): Promise<Manifest> {
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBeTruthy();
  const res = await request.get(new URL(href ?? '', page.url()).href);
  expect(res.status()).toBe(200);
  expect(res.headers()['content-type']).toMatch(/^application\/manifest\+json/);
  expect(res.headers()['cache-control']).toBe('no-cache');
  const manifest = (await res.json()) as Manifest;
  expect(manifest).toMatchObject({
    name: 'Brotzeit',
    short_name: 'Brotzeit',
    start_url: start,
    scope,
    display: 'standalone',
    theme_color: '#4c331f',
    background_color: '#bfb2a6',
  });
  for (const size of ['192x192', '512x512'])
    expect(manifest.icons.some((i) => i.sizes === size && (i.purpose ?? 'any').includes('any'))).toBe(true);
  expect(manifest.icons.some((i) => i.purpose?.includes('maskable'))).toBe(true);
  for (const icon of manifest.icons) {
    const image = await request.get(new URL(icon.src, page.url()).href);
    expect(image.status(), icon.src).toBe(200);
    expect(image.headers()['content-type']).toBe('image/png');
    // PNG width and height (IHDR) are the size the manifest promises
    const png = await image.body();
    expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(icon.sizes);
  }
  return manifest;
}

/** Waits until the service worker of `scope` is active and controls the page; returns its script address. */
async function controllingWorker(page: Page): Promise<string> {
  const script = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL ?? '');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  return script;
}

/**
 * Plays a deploy: new service-worker content on the server, an update check as the browser makes
 * on navigation or the app makes every hour; the open page must reload by itself.
 */
async function expectReloadOnNewWorker(page: Page, workerFile: string): Promise<void> {
  await page.evaluate(() => {
    (window as { beforeDeploy?: boolean }).beforeDeploy = true;
  });
  const original = await readFile(workerFile, 'utf8');
  try {
    await appendFile(workerFile, `\n// e2e: a new build ${Date.now()}\n`);
    const reloaded = page.waitForEvent('load');
    await page.evaluate(async () => {
      const registration = await navigator.serviceWorker.getRegistration();
      await registration?.update();
    });
    await reloaded;
    expect(await page.evaluate(() => (window as { beforeDeploy?: boolean }).beforeDeploy)).toBeUndefined();
    // the new worker is the one in charge now
    await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated');
  } finally {
    await writeFile(workerFile, original);
  }
}

test.use({ serviceWorkers: 'allow' });

test.describe('installable web app (issue 17)', () => {
  test('links a valid manifest, registers its service worker and reloads on a new version', async ({
    page,
    request,
  }) => {
    // error reporting is off (no SENTRY_DSN): its SDK is neither loaded nor precached, nothing leaves the origin
    const requests: string[] = [];
    page.on('request', (req) => requests.push(req.url()));
    page.context().on('request', (req) => requests.push(req.url()));
    await page.goto('/login');
    await expectInstallableManifest(page, request, { start: '/', scope: '/' });
    expect(await controllingWorker(page)).toMatch(/\/sw\.js$/);

    // the app shell is cached; API answers are not
    await new LoginPage(page).expectShown();
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys())
        for (const req of await (await caches.open(name)).keys()) urls.push(new URL(req.url).pathname);
      return urls;
    });
    expect(cached).toContain('/index.html');
    expect(cached.some((u) => /^\/assets\/index-.*\.js$/.test(u))).toBe(true);
    expect(cached.filter((u) => u.startsWith('/graphql') || u.startsWith('/api/'))).toEqual([]);

    expect(requests.filter((url) => /sentry/i.test(url))).toEqual([]);
    expect(requests.filter((url) => new URL(url).origin !== new URL(page.url()).origin)).toEqual([]);

    // page addresses of other parts of the server are not answered with the cached app page
    const api = await page.goto('/api/unknown');
    expect(api?.status()).toBe(404);

    await page.goto('/login');
    await controllingWorker(page);
    await expectReloadOnNewWorker(page, path.join(data(), 'web-dist', 'sw.js'));
    await new LoginPage(page).expectShown();
  });
});

test.describe('installable guest app, web build (issue 17)', () => {
  test('links a valid manifest, registers its worker for /guest, sets <html lang> to its language and reloads on a new version', async ({
    page,
    request,
  }) => {
    // the sign-in links are /guest?token=…: the worker's scope /guest takes them in
    await page.goto('/guest');
    const de = appTexts.de;
    await expect(page.getByText(de.signIn.title).first()).toBeVisible();
    await expectInstallableManifest(page, request, { start: '/guest/', scope: '/guest' });
    expect(await controllingWorker(page)).toMatch(/\/guest\/sw\.js$/);
    expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).scope)).toMatch(/\/guest$/);

    // the app's language on the page (de from the browser), and after each change
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    await page.getByRole('radio', { name: de.language.it }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'it');
    await page.getByRole('radio', { name: appTexts.it.language.en }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');

    // the app shell is cached, nothing of the API
    const cached = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys())
        for (const req of await (await caches.open(name)).keys()) urls.push(new URL(req.url).pathname);
      return urls;
    });
    expect(cached).toContain('/guest/index.html');
    expect(cached.some((u) => /^\/guest\/_expo\/static\/js\/web\/index-.*\.js$/.test(u))).toBe(true);
    expect(cached.filter((u) => u.startsWith('/graphql') || u.startsWith('/api/'))).toEqual([]);

    await expectReloadOnNewWorker(page, path.join(data(), 'guest-dist', 'sw.js'));
    await expect(page.getByRole('radio', { name: de.language.de })).toBeVisible();
  });
});
