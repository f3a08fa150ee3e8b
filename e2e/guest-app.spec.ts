import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { appTexts, escapeRegExp, templatePattern, type AppCatalogue } from './support/app-texts';
import { LoginPage } from './support/login-page';
import { CONSENT_COOKIE, expect, test } from './support/test';
import { fill, texts, type Language } from './support/texts';

/**
 * Issue 5 "Tests": the guest app's web build (/guest) in Chromium at phone and tablet size against
 * the real server: open the QR link → signed in → order for the first orderable day → a closed day
 * shows its reason and cannot be chosen → change the order → the host accepts it on the web → the
 * guest sees "accepted" → after the deadline the order is read-only with its reason. The server's
 * clock cannot move: the bakery sets the order's deadline into the past (changeOrderDeadline).
 * Which days are open is the server's answer (orderOptions), as in ordering-journey.spec.ts.
 */
const MAIR = { username: 'baeckerei-mair', password: 'Brot-Mair-2026!' } as const;
const HOTEL = { username: 'hotel-alpenrose', password: 'Alpenrose-2026!' } as const;
const TIME_ZONE = 'Europe/Rome';
const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } as const;
const TABLET = { viewport: { width: 768, height: 1024 }, isMobile: true, hasTouch: true } as const;

interface Answer<T> {
  data: T;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

async function gqlAs<T = any>(
  request: APIRequestContext,
  jwt: string | null,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const res = await request.post('/graphql', {
    data: { query, variables },
    headers: jwt ? { Authorization: `Bearer ${jwt}` } : {},
  });
  const body = (await res.json()) as Answer<T>;
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

async function apiLogin(request: APIRequestContext, account: { username: string; password: string }): Promise<string> {
  const data = await gqlAs<{ login: { jwt: string } }>(
    request,
    null,
    'mutation L($i: String!, $p: String!) { login(identifier: $i, password: $p) { jwt } }',
    {
      i: account.username,
      p: account.password,
    },
  );
  return data.login.jwt;
}

function isoAddDays(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

function todayIn(timeZone = TIME_ZONE): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  );
}

/** dd.mm.yyyy, as the app shows dates in every language. */
const german = (date: string) => date.split('-').reverse().join('.');
/** "<weekday> dd.mm.yyyy" (the app's formatDay) with any weekday name. */
const dayPattern = (date: string) => new RegExp(`\\S+ ${escapeRegExp(german(date))}`);

interface Guest {
  label: string;
  username: string;
  password: string;
  signInUrl: string;
  jwt: string;
}

/** The hotel creates a guest staying from today for ten days, in `language`, over the API. */
async function createGuest(request: APIRequestContext, language: Language, prefix: string): Promise<Guest> {
  const host = await apiLogin(request, HOTEL);
  const label = `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
  const from = todayIn();
  const { createGuest: created } = await gqlAs<{
    createGuest: { password: string; signInUrl: string; user: { username: string } };
  }>(
    request,
    host,
    'mutation G($input: GuestInput!) { createGuest(input: $input) { password signInUrl user { username } } }',
    { input: { label, activeFrom: from, activeTo: isoAddDays(from, 10), language } },
  );
  const { guestLogin } = await gqlAs<{ guestLogin: { jwt: string } }>(
    request,
    null,
    'mutation L($i: String!, $p: String!) { guestLogin(identifier: $i, password: $p) { jwt } }',
    {
      i: created.user.username,
      p: created.password,
    },
  );
  return {
    label,
    username: created.user.username,
    password: created.password,
    signInUrl: created.signInUrl,
    jwt: guestLogin.jwt,
  };
}

interface Options {
  timeZone: string;
  products: { product: { id: string; name: string; availableDays: number } }[];
  days: { date: string; reasons: string[] }[];
}

/** The guest's ordering rules over the next two weeks, as the app asks for them. */
async function orderOptions(request: APIRequestContext, jwt: string): Promise<Options> {
  const from = todayIn();
  const { orderOptions: options } = await gqlAs<{ orderOptions: Options }>(
    request,
    jwt,
    'query O($from: String!, $to: String!) { orderOptions { timeZone products { product { id name availableDays } } days(from: $from, to: $to) { date reasons } } }',
    { from, to: isoAddDays(from, 13) },
  );
  return options;
}

const openDays = (options: Options) => options.days.filter((d) => d.reasons.length === 0).map((d) => d.date);
/** Products delivered every day, so only the day's own rules decide. */
const everyDayProducts = (options: Options) =>
  options.products.filter((p) => p.product.availableDays === 0).map((p) => p.product);

/** Opens the guest's QR link (it must point at this server) and waits until the app shows the products. */
async function openQrLink(page: Page, guest: Guest, t: AppCatalogue, baseURL: string | undefined): Promise<void> {
  const link = new URL(guest.signInUrl);
  expect(link.origin).toBe(new URL(baseURL!).origin);
  expect(link.pathname).toBe('/guest');
  await page.goto(guest.signInUrl);
  await expect(
    page.getByRole('heading', { name: fill(t.session.hello, { name: guest.label }), exact: true }),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: t.products.title, exact: true })).toBeVisible();
  // the token is dropped from the address once used
  await expect(page).toHaveURL(/\/guest\/?$/);
  await expect(tabBar(page, t)).toBeVisible();
}

const tabBar = (page: Page, t: AppCatalogue) => page.getByRole('tablist', { name: t.tabs.label });
function tab(page: Page, t: AppCatalogue, name: 'products' | 'orders' | 'abos' | 'profile'): Locator {
  // the products tab adds the basket's count to its name (tabs.withBadge)
  return tabBar(page, t).getByRole('tab', { name: new RegExp(`^${escapeRegExp(t.tabs[name])}(, .+)?$`) });
}

/** Puts `amount` pieces of a product into the basket from the product list. */
async function addToBasket(page: Page, t: AppCatalogue, name: string, amount: number): Promise<void> {
  await page.getByRole('button', { name: fill(t.amount.add, { name }), exact: true }).click();
  for (let i = 1; i < amount; i++)
    await page.getByRole('button', { name: fill(t.amount.more, { name }), exact: true }).click();
  await expect(
    page.getByLabel(fill(amount === 1 ? t.amount.current_one : t.amount.current_other, { name, count: amount }), {
      exact: true,
    }),
  ).toBeVisible();
}

/** Waits for the app's answer to a GraphQL operation (`Guest…`) started by `action`. */
async function answerTo<T>(page: Page, operationName: string, action: () => Promise<void>): Promise<T> {
  const response = page.waitForResponse(
    (res) => res.url().endsWith('/graphql') && res.request().postDataJSON()?.operationName === operationName,
  );
  await action();
  const body = (await (await response).json()) as Answer<T>;
  expect(body.errors).toBeUndefined();
  return body.data;
}

/** The hotel accepts the guest's order on the web (/order/:id) in a desktop browser of its own. */
async function hotelAcceptsOnTheWeb(browser: Browser, baseURL: string, orderId: string, number: number): Promise<void> {
  const web = texts.de;
  const context = await browser.newContext({
    baseURL,
    locale: 'de-DE',
    timezoneId: TIME_ZONE,
    viewport: { width: 1280, height: 900 },
  });
  try {
    await context.addCookies([{ name: CONSENT_COOKIE, value: 'accepted', url: baseURL }]);
    const page = await context.newPage();
    const login = new LoginPage(page);
    await login.goto();
    await login.signIn(HOTEL.username, HOTEL.password);
    await expect(page.getByRole('navigation', { name: web.common.menu })).toBeVisible();
    await page.goto(`/order/${orderId}`);
    const main = page.getByRole('main');
    await expect(main.getByText(web.orders.deadline.notYours)).toBeVisible();
    const accept = main.getByRole('switch', { name: web.orders.action.acceptGuest });
    await expect(accept).not.toBeChecked();
    await accept.click({ force: true });
    await expect(page.getByText(fill(web.orders.done.accepted.on, { number }))).toBeVisible();
    await expect(accept).toBeChecked();
  } finally {
    await context.close();
  }
}

/** The bakery's time of day of an instant in the bakery's zone (the app's localDateTime). */
function localDateTime(instant: Date, timeZone: string): { date: string; time: string } {
  const parts = new Intl.DateTimeFormat('en-GB', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '00';
  return { date: `${part('year')}-${part('month')}-${part('day')}`, time: `${part('hour')}:${part('minute')}` };
}

// the holiday the bakery closes for the journeys (one for the file, removed afterwards)
let holiday = { id: '', date: '', name: '' };

test.describe('guest app', () => {
  test.use({ locale: 'de-DE', timezoneId: TIME_ZONE });

  test.afterAll(async ({ request }) => {
    if (!holiday.id) return;
    const bakery = await apiLogin(request, MAIR);
    await gqlAs(request, bakery, 'mutation D($id: ID!) { deleteHoliday(id: $id) }', { id: holiday.id });
    holiday = { id: '', date: '', name: '' };
  });

  for (const [size, device] of [
    ['phone', PHONE],
    ['tablet', TABLET],
  ] as const) {
    test.describe(`at ${size} size`, () => {
      test.use({ ...device });

      test(`the guest opens the QR link, orders, changes the order, sees it accepted and read-only after the deadline (${size})`, async ({
        page,
        request,
        browser,
        baseURL,
      }) => {
        test.setTimeout(120_000);
        const t = appTexts.de;
        const guest = await createGuest(request, 'de', size === 'phone' ? 'zi' : 'ta');
        const options = await orderOptions(request, guest.jwt);
        const open = openDays(options);
        const [first, second] = everyDayProducts(options);
        if (!first || !second) throw new Error('the hotel offers fewer than two products delivered every day');
        const d1 = open[0]!;
        // a day that would otherwise be open, closed by a holiday the bakery makes over the API
        if (!holiday.id) {
          const bakery = await apiLogin(request, MAIR);
          const date = open[1]!;
          const name = `Betriebsausflug ${Date.now().toString(36)}`;
          const { createHoliday } = await gqlAs<{ createHoliday: { id: string } }>(
            request,
            bakery,
            'mutation H($n: String!, $f: String!, $t: String!) { createHoliday(name: $n, from: $f, to: $t) { id } }',
            {
              n: name,
              f: date,
              t: date,
            },
          );
          holiday = { id: createHoliday.id, date, name };
        }
        const weekend = options.days.find((d) => d.reasons.includes('SUNDAY') || d.reasons.includes('SATURDAY'));

        // open the QR link: signed in, the products show
        await openQrLink(page, guest, t, baseURL);
        await expect(tab(page, t, 'products')).toHaveAttribute('aria-selected', 'true');

        // two products into the basket: 2 × first, 1 × second
        await addToBasket(page, t, first.name, 2);
        await addToBasket(page, t, second.name, 1);
        await expect(
          tabBar(page, t).getByRole('tab', {
            name: fill(t.tabs.withBadge_other, { name: t.tabs.products, count: 3 }),
            exact: true,
          }),
        ).toBeVisible();
        await page.getByRole('button', { name: templatePattern(t.products.openBasket_other, { count: 3 }) }).click();
        await expect(page.getByRole('heading', { name: t.basket.title, exact: true })).toBeVisible();

        // the delivery days: the holiday is closed with its name and cannot be chosen
        const picker = page.getByRole('radiogroup', { name: t.days.label });
        await expect(picker).toBeVisible();
        const holidayReason = fill(t.days.reason.HOLIDAY_NAMED, { name: holiday.name });
        const closed = picker.getByRole('radio', {
          name: templatePattern(t.days.closed, { day: dayPattern(holiday.date), why: holidayReason }),
        });
        await expect(closed).toBeVisible();
        await expect(closed).toBeDisabled();
        await expect(closed.getByText(holidayReason, { exact: true })).toBeVisible();
        await closed.click({ force: true });
        await expect(closed).toHaveAttribute('aria-checked', 'false');
        await expect(page.getByText(templatePattern(t.days.chosen))).toHaveCount(0);
        // so is a weekend day the bakery does not deliver on
        if (weekend) {
          const why = weekend.reasons.map((reason) => t.days.reason[reason as keyof typeof t.days.reason]).join(' · ');
          const day = picker.getByRole('radio', {
            name: templatePattern(t.days.closed, { day: dayPattern(weekend.date), why }),
          });
          await expect(day).toBeDisabled();
          await expect(day.getByText(why, { exact: true })).toBeVisible();
        }

        // the first orderable day
        const firstDay = picker.getByRole('radio', { name: templatePattern(t.days.open, { day: dayPattern(d1) }) });
        await firstDay.click();
        await expect(firstDay).toHaveAttribute('aria-checked', 'true');
        await expect(page.getByText(templatePattern(t.days.chosen, { day: dayPattern(d1) }))).toBeVisible();
        await page.getByRole('textbox', { name: t.basket.message }).fill('Bitte an die Rezeption');
        const { placeOrder } = await answerTo<{ placeOrder: { id: string; number: number } }>(
          page,
          'GuestPlaceOrder',
          () => page.getByRole('button', { name: templatePattern(t.basket.place) }).click(),
        );
        await expect(page.getByRole('heading', { name: t.placed.title, exact: true })).toBeVisible();
        await expect(
          page.getByText(templatePattern(t.placed.text, { number: placeOrder.number, day: dayPattern(d1) })),
        ).toBeVisible();
        await expect(page.getByText(t.orders.waiting, { exact: true })).toBeVisible();

        // My orders: the new order waits for the hotel (checkOrders)
        await page.getByRole('button', { name: t.placed.toOrders, exact: true }).click();
        await expect(tab(page, t, 'orders')).toHaveAttribute('aria-selected', 'true');
        await expect(page.getByRole('heading', { name: t.orders.title, exact: true })).toBeVisible();
        const card = (status: string) =>
          page.getByRole('button', {
            name: templatePattern(t.orders.cardLabel, { number: placeOrder.number, day: dayPattern(d1), status }),
          });
        await expect(card(t.orders.waiting)).toBeVisible();
        await expect(card(t.orders.waiting).getByText(t.orders.changeable, { exact: true })).toBeVisible();

        // change the amount: 2 → 3 × first
        await card(t.orders.waiting).click();
        await expect(
          page.getByRole('heading', { name: fill(t.orders.detailTitle, { number: placeOrder.number }), exact: true }),
        ).toBeVisible();
        await expect(
          page.getByLabel(fill(t.amount.current_other, { name: first.name, count: 2 }), { exact: true }),
        ).toBeVisible();
        await answerTo(page, 'GuestUpdateOrderedProductAmount', () =>
          page.getByRole('button', { name: fill(t.amount.more, { name: first.name }), exact: true }).click(),
        );
        await expect(
          page.getByLabel(fill(t.amount.current_other, { name: first.name, count: 3 }), { exact: true }),
        ).toBeVisible();

        // the hotel accepts it on the web; back in the list the guest sees "accepted"
        await hotelAcceptsOnTheWeb(browser, baseURL!, placeOrder.id, placeOrder.number);
        await page.getByRole('button', { name: t.orders.back, exact: true }).click();
        await expect(card(t.orders.accepted)).toBeVisible();
        await expect(card(t.orders.accepted).getByText(`3 × ${first.name}, 1 × ${second.name}`)).toBeVisible();
        await card(t.orders.accepted).click();
        // the list stays below the order, hidden (ADR 018): the order's own status is the visible one
        await expect(page.getByText(t.orders.accepted, { exact: true }).filter({ visible: true })).toBeVisible();
        await expect(
          page.getByRole('button', { name: fill(t.amount.more, { name: first.name }), exact: true }),
        ).toBeEnabled();

        // after the deadline (the bakery moves it two minutes into the past): read-only with its reason
        const bakery = await apiLogin(request, MAIR);
        const deadline = new Date(Math.floor(Date.now() / 60_000) * 60_000 - 120_000);
        await gqlAs(
          request,
          bakery,
          'mutation D($id: ID!, $d: String!) { changeOrderDeadline(id: $id, deadline: $d) { id } }',
          { id: placeOrder.id, d: deadline.toISOString() },
        );
        // reloaded, the app opens the order at its address again (/guest/orders/:id), its list one Back away
        await page.reload();
        await expect(page).toHaveURL(new RegExp(`/guest/orders/${placeOrder.id}$`));
        await expect(
          page.getByRole('heading', { name: fill(t.orders.detailTitle, { number: placeOrder.number }), exact: true }),
        ).toBeVisible();
        await page.getByRole('button', { name: t.orders.back, exact: true }).click();
        await expect(card(t.orders.accepted).getByText(t.orders.readOnlyShort, { exact: true })).toBeVisible();
        await card(t.orders.accepted).click();
        const local = localDateTime(deadline, options.timeZone);
        await expect(
          page.getByText(fill(t.orders.readOnlyDeadline, { date: german(local.date), time: local.time }), {
            exact: true,
          }),
        ).toBeVisible();
        await expect(
          page.getByText(fill(t.amount.current_other, { name: first.name, count: 3 }), { exact: true }),
        ).toBeVisible();
        await expect(page.getByRole('button', { name: fill(t.amount.more, { name: first.name }) })).toHaveCount(0);
        await expect(page.getByRole('button', { name: fill(t.basket.removeNamed, { name: first.name }) })).toHaveCount(
          0,
        );
        await expect(page.getByRole('button', { name: t.orders.delete, exact: true })).toHaveCount(0);
      });
    });
  }

  for (const language of ['it', 'en'] as const) {
    test.describe(`in ${language === 'it' ? 'Italian' : 'English'}`, () => {
      test.use({ ...PHONE });

      test(`a guest whose language is ${language} signs in, sees the products and fills the basket in ${language}`, async ({
        page,
        request,
        baseURL,
      }) => {
        const t = appTexts[language];
        const guest = await createGuest(request, language, language === 'it' ? 'camera' : 'room');
        const options = await orderOptions(request, guest.jwt);
        const [product] = everyDayProducts(options);
        if (!product) throw new Error('the hotel offers no product delivered every day');
        const d1 = openDays(options)[0]!;

        await openQrLink(page, guest, t, baseURL);
        for (const name of ['products', 'orders', 'abos', 'profile'] as const)
          await expect(tab(page, t, name)).toBeVisible();
        await expect(page.getByRole('textbox', { name: t.products.search })).toBeVisible();
        await expect(page.getByText(t.products.everyDay).first()).toBeVisible();

        await addToBasket(page, t, product.name, 2);
        await page.getByRole('button', { name: templatePattern(t.products.openBasket_other, { count: 2 }) }).click();
        await expect(page.getByRole('heading', { name: t.basket.title, exact: true })).toBeVisible();
        await expect(page.getByRole('heading', { name: t.days.title, exact: true })).toBeVisible();
        const picker = page.getByRole('radiogroup', { name: t.days.label });
        const firstDay = picker.getByRole('radio', { name: templatePattern(t.days.open, { day: dayPattern(d1) }) });
        await firstDay.click();
        await expect(firstDay).toHaveAttribute('aria-checked', 'true');
        await expect(page.getByText(templatePattern(t.days.chosen, { day: dayPattern(d1) }))).toBeVisible();
        await expect(page.getByText(t.basket.subtotal, { exact: true })).toBeVisible();
        await expect(page.getByRole('button', { name: templatePattern(t.basket.place) })).toBeEnabled();
      });
    });
  }
});
