import { fileURLToPath } from 'node:url';
import { DEMO } from './support/accounts';
import { LoginPage } from './support/login-page';
import { expect, test } from './support/test';
import { exactly, texts, type Language } from './support/texts';

const t = texts.de;
// the signed-in area's script chunk (routes/AppRoutes.tsx loads it lazily)
const CHUNK = /\/assets\/LoggedInRoutes-[\w-]+\.js(\?|$)/;
const SCREENS =
  process.env.E2E_DOCS_SCREENSHOTS === '1'
    ? fileURLToPath(new URL('../docs/screenshots/', import.meta.url))
    : fileURLToPath(new URL('./.artifacts/screens/', import.meta.url));

test('a script chunk that stays missing: 3 fresh retries, one reload, then the error page instead of reloading forever (issue 17)', async ({
  page,
}) => {
  const login = new LoginPage(page);
  await login.goto();

  // a deploy removed the chunk: the server has no such file any more
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  // the reload's document request comes before any request of the reloaded page (its load event may not)
  let documents = 0;
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents += 1;
  });
  /** Each request of the chunk with the number of reloads before it (0: the first try, 1: after the reload). */
  const requested: { url: URL; reloads: number }[] = [];
  await page.route(CHUNK, async (route) => {
    requested.push({ url: new URL(route.request().url()), reloads: documents });
    await route.fulfill({ status: 404, contentType: 'application/json', body: '{"error":"not found"}' });
  });

  await login.signIn(DEMO.adminBakery.username, DEMO.adminBakery.password);
  await expect(page.getByText(exactly(t.errorPages.serverErrorTitle))).toBeVisible({ timeout: 30_000 });

  // each try, before and after the one reload: the chunk's own address (the browser's preload and import may
  // both ask for it: Chromium 156.0.8078.108 does, earlier runs saw one), then exactly 3 new requests under fresh addresses
  expect(loads).toBe(1);
  for (const reloads of [0, 1]) {
    const attempt = requested.filter((r) => r.reloads === reloads).map((r) => r.url);
    const plain = attempt.findIndex((url) => url.search !== '');
    expect(plain, `the chunk's own address first: ${attempt.join(', ')}`).toBeGreaterThanOrEqual(1);
    expect(plain).toBeLessThanOrEqual(2);
    const retries = attempt.slice(plain).map((url) => url.searchParams.get('retry'));
    expect(retries).toHaveLength(3);
    expect(retries.every(Boolean)).toBe(true);
    expect(new Set(retries).size).toBe(3);
  }
  // and it stays on the error page: no more reloads, no more requests
  const asked = requested.length;
  await page.waitForTimeout(5000);
  expect(loads).toBe(1);
  expect(requested).toHaveLength(asked);

  // the chunk is back (or the visitor's network): "try again" shows the signed-in area
  await page.unroute(CHUNK);
  await page.getByRole('button', { name: t.common.retry }).click();
  await expect(page.getByRole('navigation', { name: t.common.menu }).getByText(t.nav.logout)).toBeVisible();
  await expect(page.getByText(exactly(t.errorPages.serverErrorTitle))).toHaveCount(0);
});

// accounts whose language the app takes after sign-in
const ACCOUNTS: [Language, { username: string; password: string }][] = [
  ['de', DEMO.adminBakery],
  ['it', DEMO.italianHost],
  ['en', { username: 'e2e-operator', password: 'E2e-Betreiber-1!' }],
];

for (const [language, account] of ACCOUNTS)
  test(`the error page of a missing chunk speaks the user's language (${language}), desktop and phone`, async ({
    page,
  }) => {
    const l = texts[language];
    await page.setViewportSize({ width: 1280, height: 800 });
    const login = new LoginPage(page);
    await login.goto();
    await page.route(CHUNK, (route) => route.fulfill({ status: 404, body: 'not found' }));
    await login.signIn(account.username, account.password);
    const title = page.getByText(exactly(l.errorPages.serverErrorTitle));
    await expect(title).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText(exactly(l.errorPages.serverErrorText))).toBeVisible();
    await expect(page.getByRole('button', { name: l.common.retry })).toBeVisible();
    await page.screenshot({ path: `${SCREENS}chunk-error-${language}-desktop.png` });
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(title).toBeInViewport();
    await page.screenshot({ path: `${SCREENS}chunk-error-${language}-phone.png` });
  });
