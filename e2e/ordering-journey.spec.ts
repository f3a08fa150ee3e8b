import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { confirmByMailLink, newAccount, registerPrivateCustomer, type NewAccount } from './support/accounts';
import { LoginPage } from './support/login-page';
import { expect, test } from './support/test';
import { fill, texts } from './support/texts';

/**
 * Issue 4 "Done when": a host creates a guest and prints its sheet; a registered private customer
 * is accepted, orders for the next orderable day, changes it, is refused on a holiday and after the
 * deadline; the host orders for itself; the bakery sees the orders, shifts one and takes a phone
 * order. The real clock decides which days are open: the spec asks the server (orderOptions).
 */
const MAIR = { username: 'baeckerei-mair', password: 'Brot-Mair-2026!' } as const;
const HOTEL = { username: 'hotel-alpenrose', password: 'Alpenrose-2026!' } as const;
const de = texts.de;

interface Day {
  date: string;
  reasons: string[];
}
interface Options {
  products: { priceCents: number; product: { id: string; name: string; availableDays: number } }[];
  days: Day[];
}

async function apiLogin(
  request: APIRequestContext,
  account: { username: string; password: string },
): Promise<{ jwt: string; id: string; displayName: string }> {
  const res = await request.post('/graphql', {
    data: {
      query:
        'mutation L($i: String!, $p: String!) { login(identifier: $i, password: $p) { jwt user { id displayName } } }',
      variables: { i: account.username, p: account.password },
    },
  });
  const body = (await res.json()) as { data: { login: { jwt: string; user: { id: string; displayName: string } } } };
  return { jwt: body.data.login.jwt, ...body.data.login.user };
}

async function gqlAs<T = any>(
  request: APIRequestContext,
  jwt: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<{ data: T; errors?: { message: string; extensions?: Record<string, unknown> }[] }> {
  const res = await request.post('/graphql', {
    data: { query, variables },
    headers: { Authorization: `Bearer ${jwt}` },
  });
  return (await res.json()) as { data: T; errors?: { message: string; extensions?: Record<string, unknown> }[] };
}

function isoAddDays(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** A date as the web shows it (dd.mm.yyyy). */
const german = (date: string) => date.split('-').reverse().join('.');

function todayIn(timeZone = 'Europe/Rome'): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  );
}

/** orderOptions of the viewer (or, for the bakery, of `clientId`) with the next five weeks of days. */
async function orderOptions(request: APIRequestContext, jwt: string, clientId?: string): Promise<Options> {
  const from = todayIn();
  const answer = await gqlAs<{ orderOptions: Options }>(
    request,
    jwt,
    `query O($c: ID, $from: String!, $to: String!) { orderOptions(clientId: $c) { products { priceCents product { id name availableDays } } days(from: $from, to: $to) { date reasons } } }`,
    { c: clientId ?? null, from, to: isoAddDays(from, 35) },
  );
  expect(answer.errors).toBeUndefined();
  return answer.data.orderOptions;
}

const openDays = (options: Options) => options.days.filter((d) => d.reasons.length === 0).map((d) => d.date);
const reasonsOn = (options: Options, date: string) => options.days.find((d) => d.date === date)?.reasons ?? [];
/** A product baked every day, so only the day's own rules decide. */
const everyDayProduct = (options: Options) => {
  const product = options.products.find((p) => p.product.availableDays === 0)?.product;
  if (!product) throw new Error('no product available every day');
  return product;
};

/** "13 März 2026": the label Mantine's date picker gives a day in German (dayjs "D MMMM YYYY"). */
function dayLabel(date: string): string {
  const d = new Date(`${date}T12:00:00Z`);
  const month = new Intl.DateTimeFormat('de-DE', { month: 'long', timeZone: 'UTC' }).format(d);
  return `${d.getUTCDate()} ${month} ${d.getUTCFullYear()}`;
}

/** Opens the delivery-day picker and returns the button of `date` (moving on a month where needed). */
async function pickerDay(page: Page, date: string): Promise<Locator> {
  const main = page.getByRole('main');
  await main.getByRole('button', { name: de.orders.form.date }).click();
  const dropdown = page.locator('.mantine-Popover-dropdown').filter({ has: page.locator('[data-direction="next"]') });
  await expect(dropdown).toBeVisible();
  const day = dropdown.locator(`button[aria-label="${dayLabel(date)}"]:not([data-outside])`).first();
  for (let i = 0; i < 3 && !(await day.isVisible()); i++)
    await dropdown.locator('button[data-direction="next"]').first().click();
  await expect(day).toBeVisible();
  return day;
}

async function signIn(page: Page, account: { username: string; password: string }) {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(account.username, account.password);
  await expect(page).not.toHaveURL(/\/login$/);
  // signed in for good (token stored, user loaded) before the next page load
  await expect(page.getByRole('navigation', { name: de.common.menu })).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
}

/** Adds `product` once in the order form's product list, then sets the amount by the stepper. */
async function chooseProduct(page: Page, name: string, amount: number) {
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: de.orders.form.search }).fill(name);
  const item = main.getByRole('list', { name: de.orders.form.products }).getByRole('listitem', { name, exact: true });
  await item.getByRole('button', { name: fill(de.orders.action.increase, { name }) }).click();
  for (let i = 1; i < amount; i++)
    await item.getByRole('button', { name: fill(de.orders.action.increase, { name }) }).click();
  await expect(item.getByRole('textbox', { name: fill(de.orders.action.amount, { name }) })).toHaveValue(
    String(amount),
  );
}

/** Submits the order form and returns the new order's id from the /order/:id it lands on. */
async function submitOrder(page: Page, button: string): Promise<string> {
  await page.getByRole('main').getByRole('button', { name: button }).click();
  await expect(page).toHaveURL(/\/order\/\d+$/);
  return page.url().split('/').pop()!;
}

// Shared by the steps (one worker, file order).
let customer: NewAccount;
let customerId = '';
const privateOrder = { id: '', number: 0, date: '' };
const hostOrder = { id: '', number: 0, date: '' };
let holidayId = '';

test.describe.serial('ordering journey', () => {
  test.beforeAll(async ({ request }) => {
    // registered earlier: over the API, e-mail confirmed by its link, waiting for the bakery
    customer = await registerPrivateCustomer(request, 'e2e-order');
    await confirmByMailLink(request, customer.email);
  });

  test.afterAll(async ({ request }) => {
    if (!holidayId) return;
    const bakery = await apiLogin(request, MAIR);
    await gqlAs(request, bakery.jwt, 'mutation D($id: ID!) { deleteHoliday(id: $id) }', { id: holidayId });
  });

  test('the host creates a guest, sees its password and QR code once and prints its instruction sheet', async ({
    page,
  }) => {
    const t = de.clients;
    const label = newAccount('zi').username.slice(0, 14);
    const from = todayIn();
    const to = isoAddDays(from, 4);
    await signIn(page, HOTEL);
    await page.goto('/clients');
    await expect(page.getByRole('heading', { level: 1, name: t.guestsTitle })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: t.createGuest }).click();
    await expect(page).toHaveURL(/\/client\/create$/);
    const main = page.getByRole('main');
    await main.getByRole('textbox', { name: t.guestLabel }).fill(label);
    await main.getByLabel(t.stayFrom).fill(from);
    await main.getByLabel(t.stayTo).fill(to);
    await main
      .getByRole('textbox', { name: t.fields.language })
      .or(main.getByRole('combobox', { name: t.fields.language }))
      .first()
      .click();
    await page.getByRole('option', { name: de.language.en, exact: true }).click();
    await main.getByRole('button', { name: t.createGuest }).click();

    await expect(main.getByRole('heading', { name: fill(t.createdTitle, { name: label }) })).toBeVisible();
    await expect(main.getByText(t.passwordOnce)).toBeVisible();
    const password = ((await main.getByTestId('generated-password').textContent()) ?? '').trim();
    expect(password.length).toBeGreaterThanOrEqual(8);
    const qr = main.getByRole('img', { name: t.qrAlt });
    await expect(qr).toBeVisible();
    expect(await qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);

    await main.getByRole('link', { name: t.printInstructions }).click();
    await expect(page).toHaveURL(/\/printInstruction\/en\//);
    // the sheet is in the guest's language (English), with label, password, host, bakery and stay
    const en = texts.en.printInstruction;
    await expect(page.getByRole('heading', { level: 1, name: en.title })).toBeVisible();
    const sheet = page.locator('[lang="en"]');
    await expect(sheet.getByText(label, { exact: true })).toBeVisible();
    await expect(page.getByTestId('sheet-password')).toHaveText(password);
    await expect(sheet.getByRole('row', { name: new RegExp(`^${en.host}`) })).toContainText('Alpenrose');
    await expect(sheet.getByRole('row', { name: new RegExp(`^${en.bakery}`) })).toContainText('Mair');
    await expect(sheet.getByRole('img', { name: en.scan })).toBeVisible();
    await expect(sheet.getByText(fill(en.stay, { from: german(from), to: german(to) }))).toBeVisible();
    await expect(page.getByRole('button', { name: de.printInstruction.print })).toBeVisible();
    // and as a PDF made by the server, in the guest's language, with the password on it
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: de.printInstruction.pdf }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`Instructions-${label.replace(/[^\p{L}\p{N}_-]+/gu, '-')}.pdf`);
    const pdf = await readFile((await download.path())!);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.byteLength).toBeGreaterThan(5000);

    // the new guest is in the host's list
    await page.goto('/clients');
    await page.getByRole('main').getByRole('textbox', { name: t.search }).fill(label);
    await expect(page.getByRole('listitem', { name: label })).toBeVisible();
  });

  test('the bakery accepts the new private customer', async ({ page }) => {
    const t = de.clients;
    await signIn(page, MAIR);
    await page.goto('/clients');
    const main = page.getByRole('main');
    // the count of new private customers waiting (one or more, other specs register too)
    const esc = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace('\\{\\{count\\}\\}', '\\d+');
    await expect(
      main.getByText(new RegExp(`^(${esc(t.newPrivates_one)}|${esc(t.newPrivates_other)})$`)).first(),
    ).toBeVisible({ timeout: 20_000 });
    await main.getByRole('textbox', { name: t.search }).fill(customer.username);
    const card = main.getByRole('listitem').filter({ hasText: customer.username });
    await expect(card.getByText(t.awaiting)).toBeVisible();
    const name = (await card.getAttribute('aria-label')) ?? customer.username;
    await card.getByRole('button', { name: fill(t.acceptName, { name }) }).click();
    await expect(page.getByText(fill(t.accepted, { name }))).toBeVisible();
    await expect(card.getByText(t.awaiting)).toHaveCount(0);
  });

  test('the private customer orders for the next open day, changes it, and is refused on a holiday and after the deadline', async ({
    page,
    request,
  }) => {
    const me = await apiLogin(request, customer);
    customerId = me.id;
    const options = await orderOptions(request, me.jwt);
    const open = openDays(options);
    const product = everyDayProduct(options);
    const d1 = open[0]!;
    privateOrder.date = d1;
    // the holiday: the day after d1 where that day is open, else the next open day
    const holiday = reasonsOn(options, isoAddDays(d1, 1)).length === 0 ? isoAddDays(d1, 1) : open[1]!;
    const holidayName = `Betriebsausflug ${Date.now().toString(36)}`;

    await signIn(page, customer);
    await page.goto('/order/new');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: de.orders.form.title })).toBeVisible();

    // today: the deadline (the day before) has passed, shown closed with its reason
    const today = await pickerDay(page, todayIn());
    await expect(today).toBeDisabled();
    await expect(today).toHaveAttribute(
      'title',
      new RegExp(de.orders.refusal.DEADLINE_PASSED.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')),
    );
    // the first open day
    await page.keyboard.press('Escape');
    await (await pickerDay(page, d1)).click();
    await chooseProduct(page, product.name, 2);
    const id = await submitOrder(page, de.orders.form.submit);
    privateOrder.id = id;
    const heading = page.getByRole('heading', {
      level: 1,
      name: new RegExp(`^${fill(de.orders.number, { number: '' })}\\d+$`),
    });
    await expect(heading).toBeVisible();
    privateOrder.number = Number(((await heading.textContent()) ?? '').replace(/\D/g, ''));

    // it is listed at /orders
    await page.goto('/orders');
    await page.getByRole('tab', { name: new RegExp(de.orders.group.all) }).click();
    const card = main.getByRole('listitem', { name: fill(de.orders.number, { number: privateOrder.number }) });
    await expect(card).toBeVisible();

    // and changed at /order/:id: 2 → 3
    await card.getByRole('link', { name: fill(de.orders.number, { number: privateOrder.number }) }).click();
    await expect(page).toHaveURL(new RegExp(`/order/${id}$`));
    const line = main.getByRole('list', { name: de.orders.view.lines }).getByRole('listitem', { name: product.name });
    await line.getByRole('button', { name: fill(de.orders.action.increase, { name: product.name }) }).click();
    await expect(page.getByText(de.orders.done.amount)).toBeVisible();
    await expect(
      line.getByRole('textbox', { name: fill(de.orders.action.amount, { name: product.name }) }),
    ).toHaveValue('3');
    await page.reload();
    await expect(
      line.getByRole('textbox', { name: fill(de.orders.action.amount, { name: product.name }) }),
    ).toHaveValue('3');

    // a holiday: the form is open on that day when the bakery closes it; sending is refused with the reason
    await page.goto('/order/new');
    await (await pickerDay(page, holiday)).click();
    await chooseProduct(page, product.name, 1);
    const bakery = await apiLogin(request, MAIR);
    const created = await gqlAs<{ createHoliday: { id: string } }>(
      request,
      bakery.jwt,
      'mutation H($n: String!, $f: String!, $t: String!) { createHoliday(name: $n, from: $f, to: $t) { id } }',
      {
        n: holidayName,
        f: holiday,
        t: holiday,
      },
    );
    expect(created.errors).toBeUndefined();
    holidayId = created.data.createHoliday.id;
    await main.getByRole('button', { name: de.orders.form.submit }).click();
    const refusal = main.getByRole('alert');
    await expect(refusal).toContainText(de.errors.ORDER_DATE_REFUSED);
    await expect(refusal).toContainText(de.orders.refusal.HOLIDAY);
    await expect(page).toHaveURL(/\/order\/new$/);

    // opened again, the form shows the holiday closed with its name
    await page.reload();
    const closed = await pickerDay(page, holiday);
    await expect(closed).toBeDisabled();
    await expect(closed).toHaveAttribute('title', fill(de.orders.refusal.HOLIDAY_NAMED, { name: holidayName }));
    await page.keyboard.press('Escape');

    // after the deadline: the server refuses today's delivery with the reason the form translates
    const late = await gqlAs(
      request,
      me.jwt,
      'mutation P($input: PlaceOrderInput!) { placeOrder(input: $input) { id } }',
      {
        input: { deliveryDate: todayIn(), lines: [{ productId: product.id, amount: 1 }] },
      },
    );
    expect(late.errors?.[0]?.extensions?.code).toBe('ORDER_DATE_REFUSED');
    expect(late.errors?.[0]?.extensions?.reasons).toContain('DEADLINE_PASSED');

    // the order list in Italian (footer switch), then back to German
    await page.goto('/orders');
    await page.getByRole('radiogroup', { name: de.footer.language }).getByText(de.language.it, { exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: texts.it.screens.orders })).toBeVisible();
    await expect(page.getByRole('tab', { name: new RegExp(texts.it.orders.group.all) })).toBeVisible();
    await page
      .getByRole('radiogroup', { name: texts.it.footer.language })
      .getByText(texts.it.language.de, { exact: true })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: de.screens.orders })).toBeVisible();
  });

  test('the host places an order for itself', async ({ page, request }) => {
    const host = await apiLogin(request, HOTEL);
    const options = await orderOptions(request, host.jwt);
    const product = everyDayProduct(options);
    hostOrder.date = openDays(options)[0]!;
    await signIn(page, HOTEL);
    await page.goto('/orders');
    await page.getByRole('main').getByRole('link', { name: de.orders.newOrder }).click();
    await expect(page).toHaveURL(/\/order\/new$/);
    await (await pickerDay(page, hostOrder.date)).click();
    await chooseProduct(page, product.name, 4);
    await page.getByRole('main').getByLabel(de.orders.form.message).fill('Bitte an den Hintereingang');
    hostOrder.id = await submitOrder(page, de.orders.form.submit);
    const main = page.getByRole('main');
    await expect(
      main.getByRole('heading', { level: 1, name: new RegExp(`^${fill(de.orders.number, { number: '' })}\\d+$`) }),
    ).toBeVisible();
    await expect(main.getByText('Bitte an den Hintereingang')).toBeVisible();
    await expect(
      main.getByRole('list', { name: de.orders.view.lines }).getByRole('listitem', { name: product.name }),
    ).toBeVisible();
  });

  test('the bakery sees the accepted orders, shifts one by a day and takes a phone order', async ({
    page,
    request,
  }) => {
    const bakery = await apiLogin(request, MAIR);
    await signIn(page, MAIR);
    const main = page.getByRole('main');

    // both orders are in the bakery's list, accepted
    for (const order of [privateOrder, hostOrder]) {
      await page.goto('/orders');
      await page.getByRole('tab', { name: new RegExp(de.orders.group.all) }).click();
      const publicId = main.getByRole('textbox', { name: de.orders.filter.publicId });
      if (!(await publicId.isVisible()))
        await main.getByRole('button', { name: new RegExp(`^${de.orders.filter.toggle}`) }).click();
      const detail = await gqlAs<{ order: { publicId: string; number: number } }>(
        request,
        bakery.jwt,
        'query O($id: ID!) { order(id: $id) { publicId number } }',
        { id: order.id },
      );
      expect(detail.errors).toBeUndefined();
      order.number = detail.data.order.number;
      await publicId.fill(detail.data.order.publicId);
      const card = main.getByRole('listitem', { name: fill(de.orders.number, { number: order.number }) });
      await expect(card).toBeVisible();
      await expect(card.getByRole('switch', { name: de.orders.action.accepted })).toBeChecked();
    }

    // shifting the customer's order a day later: that day is closed (the holiday or a day without delivery), refused with its reason
    const customerDays = await orderOptions(request, bakery.jwt, customerId);
    const later = isoAddDays(privateOrder.date, 1);
    await page.goto(`/order/${privateOrder.id}`);
    const actions = main.getByRole('region', { name: de.orders.view.bakeryActions });
    if (reasonsOn(customerDays, later).length > 0) {
      await actions.getByRole('button', { name: de.orders.action.shiftLater }).click();
      await page.getByRole('dialog').getByRole('button', { name: de.orders.confirm.shiftAction }).click();
      const reason = reasonsOn(customerDays, later)[0] as keyof typeof de.orders.refusal;
      await expect(page.getByText(de.orders.refusal[reason]).first()).toBeVisible();
      await expect(main.getByText(german(privateOrder.date)).first()).toBeVisible();
    }

    // a shift the rules allow: of the two orders, the first day next to it that is open
    const hostDays = await orderOptions(request, bakery.jwt, (await apiLogin(request, HOTEL)).id);
    const candidates = [
      { order: privateOrder, days: customerDays, by: 1 as const },
      { order: privateOrder, days: customerDays, by: -1 as const },
      { order: hostOrder, days: hostDays, by: 1 as const },
      { order: hostOrder, days: hostDays, by: -1 as const },
    ];
    const allowed = candidates.find((c) => {
      const target = isoAddDays(c.order.date, c.by);
      return (
        target >= todayIn() && c.days.days.some((d) => d.date === target) && reasonsOn(c.days, target).length === 0
      );
    });
    if (!allowed) throw new Error('no allowed shift for either order');
    const target = isoAddDays(allowed.order.date, allowed.by);
    await page.goto(`/order/${allowed.order.id}`);
    await actions
      .getByRole('button', { name: allowed.by === 1 ? de.orders.action.shiftLater : de.orders.action.shiftEarlier })
      .click();
    const dialog = page.getByRole('dialog');
    await expect(
      dialog.getByText(fill(de.orders.confirm.shiftText, { from: german(allowed.order.date), to: german(target) })),
    ).toBeVisible();
    await dialog.getByRole('button', { name: de.orders.confirm.shiftAction }).click();
    await expect(page.getByText(fill(de.orders.done.shifted, { date: german(target) }))).toBeVisible();
    await page.reload();
    await expect(main.getByText(german(target)).first()).toBeVisible();
    allowed.order.date = target;

    // a phone order for the host, on the first day the bakery delivers (no deadline for the bakery)
    const host = await apiLogin(request, HOTEL);
    const phoneOptions = await orderOptions(request, bakery.jwt, host.id);
    const phoneDay = openDays(phoneOptions)[0]!;
    const product = everyDayProduct(phoneOptions);
    await page.goto('/orders');
    await main.getByRole('link', { name: de.orders.newPhoneOrder }).click();
    await expect(page).toHaveURL(/\/order\/new$/);
    await expect(main.getByRole('heading', { level: 1, name: de.orders.form.phoneTitle })).toBeVisible();
    const client = main
      .getByRole('textbox', { name: de.orders.form.client })
      .or(main.getByRole('combobox', { name: de.orders.form.client }))
      .first();
    await client.click();
    await client.fill('Alpenrose');
    await page.getByRole('option', { name: host.displayName }).click();
    await (await pickerDay(page, phoneDay)).click();
    await chooseProduct(page, product.name, 5);
    await submitOrder(page, de.orders.form.submitPhone);
    await expect(main.getByText(host.displayName)).toBeVisible();
    await expect(
      main.getByRole('list', { name: de.orders.view.lines }).getByRole('listitem', { name: product.name }),
    ).toBeVisible();
    await expect(main.getByText(german(phoneDay)).first()).toBeVisible();
  });
});
