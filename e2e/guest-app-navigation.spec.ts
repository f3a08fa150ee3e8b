import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { appTexts, templatePattern, type AppCatalogue } from './support/app-texts';
import { apiLogin, gqlAs } from './support/billing';
import { CONSENT_COOKIE, expect, test } from './support/test';
import { fill, type Language } from './support/texts';

/**
 * Issue 16: the guest app navigates like an app (ADR 018). Each screen has its own address under
 * /guest; the browser's Back goes back within the app — from the basket to the products, from an
 * order to the list, from a tab to the products — and never to the web's /login the guest came
 * from; a deep address reloads into its screen. Phone size, de/it/en, screenshots of every screen
 * in /tmp/shots-nav/.
 */
const HOTEL = { username: 'hotel-alpenrose', password: 'Alpenrose-2026!' } as const;
const TIME_ZONE = 'Europe/Rome';
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;
const LOCALES: Record<Language, string> = { de: 'de-DE', it: 'it-IT', en: 'en-GB' };
const SHOTS = '/tmp/shots-nav';

function todayIn(timeZone = TIME_ZONE): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  );
}

function isoAddDays(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

interface Guest {
  label: string;
  signInUrl: string;
  jwt: string;
}

/** The hotel creates a guest in `language` staying ten days from today; the guest signs in over the API. */
async function createGuest(request: APIRequestContext, language: Language): Promise<Guest> {
  const host = await apiLogin(request, HOTEL);
  const label = `nav${language}${Date.now().toString(36)}`;
  const from = todayIn();
  const { createGuest: created } = await gqlAs<{
    createGuest: { password: string; signInUrl: string; user: { username: string } };
  }>(
    request,
    host.jwt,
    'mutation G($input: GuestInput!) { createGuest(input: $input) { password signInUrl user { username } } }',
    { input: { label, activeFrom: from, activeTo: isoAddDays(from, 10), language } },
  );
  const { guestLogin } = await gqlAs<{ guestLogin: { jwt: string } }>(
    request,
    null,
    'mutation L($i: String!, $p: String!) { guestLogin(identifier: $i, password: $p) { jwt } }',
    { i: created.user.username, p: created.password },
  );
  return { label, signInUrl: created.signInUrl, jwt: guestLogin.jwt };
}

/** An order of the guest for its first open day, placed over the API, so the app lists one. */
async function placeOrder(
  request: APIRequestContext,
  guest: Guest,
): Promise<{ id: string; number: number; productName: string }> {
  const from = todayIn();
  const { orderOptions } = await gqlAs<{
    orderOptions: {
      products: { product: { id: string; name: string; availableDays: number } }[];
      days: { date: string; reasons: string[] }[];
    };
  }>(
    request,
    guest.jwt,
    'query O($f: String!, $t: String!) { orderOptions { products { product { id name availableDays } } days(from: $f, to: $t) { date reasons } } }',
    { f: from, t: isoAddDays(from, 10) },
  );
  const product = orderOptions.products.find((p) => p.product.availableDays === 0)?.product;
  const day = orderOptions.days.find((d) => d.reasons.length === 0)?.date;
  if (!product || !day) throw new Error('the hotel offers nothing its guest can order in the next ten days');
  const { placeOrder: placed } = await gqlAs<{ placeOrder: { id: string; number: number } }>(
    request,
    guest.jwt,
    'mutation P($input: PlaceOrderInput!) { placeOrder(input: $input) { id number } }',
    { input: { deliveryDate: day, lines: [{ productId: product.id, amount: 2 }] } },
  );
  return { ...placed, productName: product.name };
}

async function phone(browser: Browser, baseURL: string, language: Language): Promise<Page> {
  const context = await browser.newContext({ ...PHONE, baseURL, locale: LOCALES[language], timezoneId: TIME_ZONE });
  await context.addCookies([{ name: CONSENT_COOKIE, value: 'accepted', url: baseURL }]);
  return context.newPage();
}

const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });
const tab = (page: Page, t: AppCatalogue, name: 'products' | 'orders' | 'abos' | 'profile') =>
  page.getByRole('tablist', { name: t.tabs.label }).getByRole('tab', { name: new RegExp(`^${t.tabs[name]}(, .+)?$`) });

async function shoot(page: Page, language: Language, name: string): Promise<void> {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${language}-${name}.png`, fullPage: true });
}

test.describe('guest app navigation', () => {
  for (const language of ['de', 'it', 'en'] as const) {
    test(`Back goes back within the app, deep addresses reload (${language})`, async ({
      browser,
      request,
      baseURL,
    }) => {
      test.setTimeout(120_000);
      const t = appTexts[language];
      const guest = await createGuest(request, language);
      const order = await placeOrder(request, guest);
      const page = await phone(browser, baseURL!, language);
      try {
        // the guest comes from the web's sign-in page and opens the QR link
        await page.goto('/login');
        await page.goto(guest.signInUrl);
        await expect(heading(page, fill(t.session.hello, { name: guest.label }))).toBeVisible();
        await expect(page).toHaveURL(/\/guest$/);
        await expect(tab(page, t, 'products')).toHaveAttribute('aria-selected', 'true');
        const add = page.getByRole('button', { name: fill(t.amount.add, { name: order.productName }), exact: true });
        await expect(add).toBeVisible();
        await shoot(page, language, 'products');

        // products → basket → Back: the products again, the basket kept
        await add.click();
        const openBasket = page.getByRole('button', { name: templatePattern(t.products.openBasket_one) });
        await openBasket.click();
        await expect(heading(page, t.basket.title)).toBeVisible();
        await expect(page).toHaveURL(/\/guest\/basket$/);
        await shoot(page, language, 'basket');
        await page.goBack();
        await expect(heading(page, t.products.title)).toBeVisible();
        await expect(page).toHaveURL(/\/guest$/);
        await expect(openBasket).toBeVisible();

        // a deep address reloads into its screen (the server answers /guest/… with the app)
        await openBasket.click();
        await expect(page).toHaveURL(/\/guest\/basket$/);
        await page.reload();
        await expect(heading(page, t.basket.title)).toBeVisible();
        await page.goBack();
        await expect(heading(page, t.products.title)).toBeVisible();

        // orders → an order → Back: the list; Back again: the products, still in the app
        await tab(page, t, 'orders').click();
        await expect(page).toHaveURL(/\/guest\/orders$/);
        const card = page.getByRole('button', { name: templatePattern(t.orders.cardLabel, { number: order.number }) });
        await expect(card).toBeVisible();
        await shoot(page, language, 'orders');
        await card.click();
        await expect(heading(page, fill(t.orders.detailTitle, { number: order.number }))).toBeVisible();
        await expect(page).toHaveURL(new RegExp(`/guest/orders/${order.id}$`));
        await shoot(page, language, 'order');
        await page.goBack();
        await expect(heading(page, t.orders.title)).toBeVisible();
        await expect(page).toHaveURL(/\/guest\/orders$/);
        await page.goBack();
        await expect(heading(page, t.products.title)).toBeVisible();
        await expect(page).toHaveURL(/\/guest$/);

        // an order opened by its address (a reload): loaded, with its list one Back away
        await page.goto(`/guest/orders/${order.id}`);
        await expect(heading(page, fill(t.orders.detailTitle, { number: order.number }))).toBeVisible();
        await page.getByRole('button', { name: t.orders.back, exact: true }).click();
        await expect(heading(page, t.orders.title)).toBeVisible();
        await expect(page).toHaveURL(/\/guest\/orders$/);

        // abos → the form → Back: the list
        await tab(page, t, 'abos').click();
        await expect(page).toHaveURL(/\/guest\/abos$/);
        await expect(heading(page, t.abos.title)).toBeVisible();
        await shoot(page, language, 'abos');
        await page.getByRole('button', { name: t.abos.create, exact: true }).click();
        await expect(heading(page, t.abos.form.createTitle)).toBeVisible();
        await expect(page).toHaveURL(/\/guest\/abos\/new$/);
        await shoot(page, language, 'abo-form');
        await page.goBack();
        await expect(heading(page, t.abos.title)).toBeVisible();

        // profile; Back from a tab goes to the products, never to /login
        await tab(page, t, 'profile').click();
        await expect(page).toHaveURL(/\/guest\/profile$/);
        await expect(heading(page, t.profile.title)).toBeVisible();
        await shoot(page, language, 'profile');
        await page.goBack();
        await expect(heading(page, t.products.title)).toBeVisible();
        await expect(page).toHaveURL(/\/guest$/);

        // signed out, the app is at /guest/sign-in
        await tab(page, t, 'profile').click();
        await page.getByRole('button', { name: t.session.signOut, exact: true }).click();
        await expect(heading(page, t.signIn.title)).toBeVisible();
        await expect(page).toHaveURL(/\/guest\/sign-in$/);
        await shoot(page, language, 'sign-in');
      } finally {
        await page.context().close();
      }
    });
  }
});
