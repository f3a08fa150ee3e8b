import type { APIRequestContext, Page } from '@playwright/test';
import { appTexts, escapeRegExp, templatePattern } from './support/app-texts';
import { apiLogin, gqlAs, isoAddDays, todayIn } from './support/billing';
import { HOTEL } from './support/ordering';
import { expect, test } from './support/test';
import { fill } from './support/texts';

/**
 * Issue 46 "Shared devices": on the guest app's web build (/guest) a guest who signs out, whose
 * session ends (UNAUTHENTICATED) or whose session the browser forgot leaves nothing of their
 * orders, basket or profile in the page, the browser's storage or the service worker's caches; the
 * next guest on the same page sees none of it, also before the app has asked the server again.
 * The service worker runs (it is blocked for the other journeys), so what it caches is checked.
 */
const TIME_ZONE = 'Europe/Rome';
const t = appTexts.de;

test.use({
  serviceWorkers: 'allow',
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  locale: 'de-DE',
  timezoneId: TIME_ZONE,
});

interface Guest {
  label: string;
  username: string;
  password: string;
  signInUrl: string;
  jwt: string;
  /** Words only this guest's data holds: the label, the username, what they wrote. */
  marks: string[];
  /** The message written in the basket (kept on the device) and of the order placed over the API. */
  basketMessage: string;
  order: { number: number; message: string };
  productName: string;
}

/** The hotel creates a guest staying ten days from today; the guest has one order, placed over the API. */
async function createGuest(request: APIRequestContext, prefix: string): Promise<Guest> {
  const host = await apiLogin(request, HOTEL);
  const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
  const label = `${prefix}${tag}`;
  const from = todayIn();
  const { createGuest: created } = await gqlAs<{
    createGuest: { password: string; signInUrl: string; user: { username: string } };
  }>(
    request,
    host.jwt,
    'mutation G($input: GuestInput!) { createGuest(input: $input) { password signInUrl user { username } } }',
    { input: { label, activeFrom: from, activeTo: isoAddDays(from, 10), language: 'de' } },
  );
  const { guestLogin } = await gqlAs<{ guestLogin: { jwt: string } }>(
    request,
    null,
    'mutation L($i: String!, $p: String!) { guestLogin(identifier: $i, password: $p) { jwt } }',
    { i: created.user.username, p: created.password },
  );
  const { orderOptions } = await gqlAs<{
    orderOptions: {
      products: { product: { id: string; name: string; availableDays: number } }[];
      days: { date: string; reasons: string[] }[];
    };
  }>(
    request,
    guestLogin.jwt,
    'query O($f: String!, $t: String!) { orderOptions { products { product { id name availableDays } } days(from: $f, to: $t) { date reasons } } }',
    { f: from, t: isoAddDays(from, 10) },
  );
  const product = orderOptions.products.find((p) => p.product.availableDays === 0)?.product;
  const day = orderOptions.days.find((d) => d.reasons.length === 0)?.date;
  if (!product || !day) throw new Error('the hotel offers nothing its guest can order in the next ten days');
  const orderMessage = `Bestellt von ${label}`;
  const { placeOrder } = await gqlAs<{ placeOrder: { number: number } }>(
    request,
    guestLogin.jwt,
    'mutation P($input: PlaceOrderInput!) { placeOrder(input: $input) { number } }',
    { input: { deliveryDate: day, lines: [{ productId: product.id, amount: 2 }], message: orderMessage } },
  );
  const basketMessage = `Warenkorb von ${label}`;
  return {
    label,
    username: created.user.username,
    password: created.password,
    signInUrl: created.signInUrl,
    jwt: guestLogin.jwt,
    marks: [label, created.user.username, basketMessage, orderMessage],
    basketMessage,
    order: { number: placeOrder.number, message: orderMessage },
    productName: product.name,
  };
}

const hello = (page: Page, guest: Guest) =>
  page.getByRole('heading', { name: fill(t.session.hello, { name: guest.label }), exact: true });
const tab = (page: Page, name: 'products' | 'orders' | 'abos' | 'profile') =>
  page
    .getByRole('tablist', { name: t.tabs.label })
    .getByRole('tab', { name: new RegExp(`^${escapeRegExp(t.tabs[name])}(, .+)?$`) });
const orderCard = (page: Page, guest: Guest) =>
  page.getByRole('button', { name: templatePattern(t.orders.cardLabel, { number: guest.order.number }) });

/** Opens the app's sign-in screen once, with its service worker in charge of the page. */
async function openApp(page: Page): Promise<void> {
  await page.goto('/guest');
  await expect(page.getByLabel(t.signIn.identifier, { exact: true })).toBeVisible();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

async function signIn(page: Page, guest: Guest): Promise<void> {
  await page.getByLabel(t.signIn.identifier, { exact: true }).fill(guest.username);
  await page.getByLabel(t.signIn.password, { exact: true }).fill(guest.password);
  await page.getByRole('button', { name: t.signIn.submit, exact: true }).click();
  await expect(hello(page, guest)).toBeVisible();
}

/**
 * What the guest leaves behind when using the app: a product and a message in the basket (kept on
 * the device), the order list and the order (with its message), the profile with the name.
 */
async function useTheApp(page: Page, guest: Guest): Promise<void> {
  await page.getByRole('button', { name: fill(t.amount.add, { name: guest.productName }), exact: true }).click();
  await page.getByRole('button', { name: templatePattern(t.products.openBasket_one, { count: 1 }) }).click();
  await expect(page.getByRole('heading', { name: t.basket.title, exact: true })).toBeVisible();
  await page.getByRole('textbox', { name: t.basket.message }).fill(guest.basketMessage);
  // the basket is written to the device after each change
  await expect
    .poll(() => page.evaluate((text) => Object.values(localStorage).some((v) => v.includes(text)), guest.basketMessage))
    .toBe(true);

  await tab(page, 'orders').click();
  await orderCard(page, guest).click();
  await expect(page.getByText(fill(t.orders.message, { message: guest.order.message }), { exact: true })).toBeVisible();

  await tab(page, 'profile').click();
  await expect(page.getByText(guest.label, { exact: true }).filter({ visible: true })).toBeVisible();
  // the search below finds what is there: the guest in the page, the basket on the device
  expect(await tracesOf(page, guest.marks)).toEqual(
    expect.arrayContaining([`page: ${guest.label}`, `localStorage brotzeit.basket: ${guest.basketMessage}`]),
  );
}

/**
 * Where any of `marks` is found in the page: its markup, localStorage and sessionStorage, IndexedDB
 * (any database counts: the app keeps none) and every response the service worker's caches hold
 * (any /graphql answer counts). An empty list: nothing of the guest is left.
 */
async function tracesOf(page: Page, marks: string[]): Promise<string[]> {
  return page.evaluate(async (marks) => {
    const found: string[] = [];
    const look = (where: string, text: string) => {
      for (const mark of marks) if (text.includes(mark)) found.push(`${where}: ${mark}`);
    };
    look('page', document.documentElement.outerHTML);
    for (const [name, store] of [
      ['localStorage', localStorage],
      ['sessionStorage', sessionStorage],
    ] as const)
      for (let i = 0; i < store.length; i++) {
        const key = store.key(i) ?? '';
        look(`${name} ${key}`, `${key} ${store.getItem(key) ?? ''}`);
      }
    for (const db of await indexedDB.databases()) found.push(`indexedDB ${db.name ?? '?'}`);
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) {
        if (new URL(request.url).pathname.startsWith('/graphql')) found.push(`cache ${name}: ${request.url}`);
        const response = await cache.match(request);
        look(`cache ${name} ${request.url}`, response ? await response.text() : '');
      }
    }
    return found;
  }, marks);
}

/** The app's own keys in localStorage (brotzeit.…): signed out, none of them belongs to a guest. */
async function appKeys(page: Page): Promise<string[]> {
  return page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('brotzeit.')));
}

/**
 * Signed out: nothing of `previous` anywhere, not even their token, and the cache holds the app
 * shell (the worker ran, so an empty list proves something).
 */
async function expectNothingLeftOf(page: Page, previous: Guest, token: string): Promise<void> {
  await expect(page.getByLabel(t.signIn.identifier, { exact: true })).toBeVisible();
  expect.soft(await tracesOf(page, [...previous.marks, token])).toEqual([]);
  expect.soft(await appKeys(page)).toEqual([]);
  const cached = await page.evaluate(
    async () =>
      (await Promise.all((await caches.keys()).map((n) => caches.open(n).then((c) => c.keys())))).flat().length,
  );
  expect(cached).toBeGreaterThan(0);
}

/**
 * `next` signs in on the same page and sees nothing of `previous`: an empty basket, and while the
 * orders are still being asked for (their answer held back) no order of `previous`; afterwards
 * only their own.
 */
async function expectNextGuestSeesNothingOf(page: Page, next: Guest, previous: Guest): Promise<void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  let heldBack = 0;
  await page.route('**/graphql', async (route) => {
    const operation = (route.request().postDataJSON() as { operationName?: string } | null)?.operationName;
    if (operation === 'GuestOrders' || operation === 'GuestOrderCounts') {
      heldBack++;
      await held;
    }
    await route.fallback();
  });

  await signIn(page, next);
  await expect.soft(tab(page, 'products')).toHaveAccessibleName(t.tabs.products);
  expect.soft(await tracesOf(page, previous.marks)).toEqual([]);

  await tab(page, 'orders').click();
  await expect(page.getByText(t.orders.loading, { exact: true })).toBeVisible();
  await expect.poll(() => heldBack).toBeGreaterThan(0);
  expect(await tracesOf(page, previous.marks)).toEqual([]);
  await expect(orderCard(page, previous)).toHaveCount(0);
  release();
  await expect(orderCard(page, next)).toBeVisible();
  await expect(orderCard(page, previous)).toHaveCount(0);

  await tab(page, 'profile').click();
  await expect(page.getByText(next.label, { exact: true }).filter({ visible: true })).toBeVisible();
  expect(await tracesOf(page, previous.marks)).toEqual([]);
  await page.unrouteAll({ behavior: 'wait' });
}

const storedToken = (page: Page) => page.evaluate(() => localStorage.getItem('brotzeit.token') ?? '');

test.describe('guest app on a shared device (issue 46)', () => {
  test('signing out leaves nothing of the guest in the page, the storage or the caches; the next guest sees none of it', async ({
    page,
    request,
  }) => {
    const [first, second] = await Promise.all([createGuest(request, 'gasta'), createGuest(request, 'gastb')]);
    await openApp(page);
    await signIn(page, first);
    await useTheApp(page, first);
    const token = await storedToken(page);
    expect(token).not.toBe('');

    await page.getByRole('button', { name: t.session.signOut, exact: true }).click();
    await expectNothingLeftOf(page, first, token);
    await expectNextGuestSeesNothingOf(page, second, first);
  });

  test('a session the server ends (UNAUTHENTICATED) leaves nothing of the guest for the next one', async ({
    page,
    request,
  }) => {
    const [first, second] = await Promise.all([createGuest(request, 'gastc'), createGuest(request, 'gastd')]);
    await openApp(page);
    await signIn(page, first);
    await useTheApp(page, first);
    const token = await storedToken(page);

    // the password changed elsewhere: every earlier session of the guest ends, the app's too
    await gqlAs(
      request,
      first.jwt,
      'mutation C($c: String!, $p: String!) { changePassword(currentPassword: $c, password: $p, passwordConfirmation: $p) { jwt } }',
      {
        c: first.password,
        p: 'Anderes-Passwort-2026!',
      },
    );
    await tab(page, 'orders').click();
    await expectNothingLeftOf(page, first, token);
    await expectNextGuestSeesNothingOf(page, second, first);
  });

  test('a session that went on offline and then ended leaves nothing of the guest for the next one', async ({
    page,
    request,
  }) => {
    const [first, second] = await Promise.all([createGuest(request, 'gasti'), createGuest(request, 'gastj')]);
    await openApp(page);
    await signIn(page, first);
    await useTheApp(page, first);
    const token = await storedToken(page);

    // reopened without a connection: the worker serves the app, which cannot ask who is signed in and
    // goes on with the kept product list and basket; the guest adds one more
    await page.context().setOffline(true);
    await page.reload();
    await tab(page, 'products').click();
    await expect(page.getByText(templatePattern(t.products.offlineKept)).filter({ visible: true })).toBeVisible();
    await page.getByRole('button', { name: fill(t.amount.more, { name: first.productName }), exact: true }).click();
    await expect(
      page.getByRole('button', { name: templatePattern(t.products.openBasket_other, { count: 2 }) }),
    ).toBeVisible();
    await page.context().setOffline(false);

    // back online, the password changed elsewhere ends the session
    await gqlAs(
      request,
      first.jwt,
      'mutation C($c: String!, $p: String!) { changePassword(currentPassword: $c, password: $p, passwordConfirmation: $p) { jwt } }',
      {
        c: first.password,
        p: 'Anderes-Passwort-2026!',
      },
    );
    await tab(page, 'orders').click();
    await expectNothingLeftOf(page, first, token);
    await expectNextGuestSeesNothingOf(page, second, first);
  });

  test('a session the browser lost (no token on reload) leaves nothing of the guest for the next one', async ({
    page,
    request,
  }) => {
    const [first, second] = await Promise.all([createGuest(request, 'gaste'), createGuest(request, 'gastf')]);
    await openApp(page);
    await signIn(page, first);
    await useTheApp(page, first);
    const token = await storedToken(page);

    await page.evaluate(() => localStorage.removeItem('brotzeit.token'));
    await page.reload();
    await expectNothingLeftOf(page, first, token);
    await expectNextGuestSeesNothingOf(page, second, first);
  });

  test("the next guest's QR link while the guest is still signed in leaves nothing of the first", async ({
    page,
    request,
  }) => {
    const [first, second] = await Promise.all([createGuest(request, 'gastg'), createGuest(request, 'gasth')]);
    await openApp(page);
    await signIn(page, first);
    await useTheApp(page, first);

    await page.goto(second.signInUrl);
    await expect(hello(page, second)).toBeVisible();
    expect(await tracesOf(page, first.marks)).toEqual([]);
    await tab(page, 'orders').click();
    await expect(orderCard(page, second)).toBeVisible();
    await expect(orderCard(page, first)).toHaveCount(0);
    expect(await tracesOf(page, first.marks)).toEqual([]);
  });
});
