import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  apiLogin,
  download,
  euros,
  expectPdf,
  gqlAs,
  isoAddDays,
  openSignedIn,
  pdfText,
  plainSpaces,
  shownDate,
  signIn,
  switchLanguage,
  todayIn,
  weekOf,
} from './support/billing';
import { dayLabel } from './support/ordering';
import { expect, test } from './support/test';
import { fill, texts, type Language } from './support/texts';

/**
 * Issue 7 "Done when", host part: the demo hotel bills its guests for a week. A new guest of the
 * hotel orders (as the guest, over the API) for its first orderable day and the hotel accepts the
 * order; on /client/billing the hotel picks that day's week, finds the guest with its total,
 * downloads the guest's receipt and the week's summary as PDFs and marks the guest paid; the
 * screen then reads in English too. Each test makes a guest and order of its own over the API
 * (the English one marks it paid there too), so each runs alone.
 */
const HOTEL = { username: 'hotel-alpenrose', password: 'Alpenrose-2026!' } as const;
const de = texts.de;
const AMOUNT = 3;

interface Setup {
  guestId: string;
  label: string;
  deliveryDate: string;
  week: { from: string; to: string };
  stay: { from: string; to: string };
  product: string;
  totalCents: number;
}

/** A guest of the hotel staying from today for ten days, with an accepted order of three pieces for its first orderable day. */
async function guestWithOrder(request: APIRequestContext): Promise<Setup> {
  const host = await apiLogin(request, HOTEL);
  const label = `gb${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`;
  const stay = { from: todayIn(), to: isoAddDays(todayIn(), 10) };
  const { createGuest } = await gqlAs<{
    createGuest: { password: string; user: { id: string; username: string } };
  }>(
    request,
    host.jwt,
    'mutation G($input: GuestInput!) { createGuest(input: $input) { password user { id username } } }',
    { input: { label, activeFrom: stay.from, activeTo: stay.to, language: 'de' } },
  );
  const { guestLogin } = await gqlAs<{ guestLogin: { jwt: string } }>(
    request,
    null,
    'mutation L($i: String!, $p: String!) { guestLogin(identifier: $i, password: $p) { jwt } }',
    {
      i: createGuest.user.username,
      p: createGuest.password,
    },
  );
  const { orderOptions } = await gqlAs<{
    orderOptions: {
      products: {
        priceCents: number;
        product: { id: string; name: string; availableDays: number; haveToWeight: boolean };
      }[];
      days: { date: string; reasons: string[] }[];
    };
  }>(
    request,
    guestLogin.jwt,
    'query O($from: String!, $to: String!) { orderOptions { products { priceCents product { id name availableDays haveToWeight } } days(from: $from, to: $to) { date reasons } } }',
    { from: stay.from, to: stay.to },
  );
  const offer = orderOptions.products.find((p) => p.product.availableDays === 0 && !p.product.haveToWeight);
  const deliveryDate = orderOptions.days.find((d) => d.reasons.length === 0)?.date;
  if (!offer || !deliveryDate)
    throw new Error('the hotel needs a product sold every day and an orderable day in the next ten days');
  const { placeOrder } = await gqlAs<{ placeOrder: { id: string; accepted: boolean } }>(
    request,
    guestLogin.jwt,
    'mutation P($input: PlaceOrderInput!) { placeOrder(input: $input) { id accepted } }',
    {
      input: { deliveryDate, lines: [{ productId: offer.product.id, amount: AMOUNT }] },
    },
  );
  // the hotel checks its guests' orders: accepted by the hotel
  expect(placeOrder.accepted).toBe(false);
  await gqlAs(request, host.jwt, 'mutation A($id: ID!) { acceptOrder(id: $id, accepted: true) { accepted } }', {
    id: placeOrder.id,
  });
  return {
    guestId: createGuest.user.id,
    label,
    deliveryDate,
    week: weekOf(deliveryDate),
    stay,
    product: offer.product.name,
    totalCents: offer.priceCents * AMOUNT,
  };
}

/** Clicks `date` in the open calendar, moving on a month where needed. */
async function clickDay(dropdown: Locator, date: string): Promise<void> {
  const day = dropdown.locator(`button[aria-label="${dayLabel(date, 'de')}"]:not([data-outside])`).first();
  for (let i = 0; i < 3 && !(await day.isVisible()); i++)
    await dropdown.locator('button[data-direction="next"]').first().click();
  await day.click();
}

/** Picks a period in the screen's range picker: first and last day. */
async function pickPeriod(page: Page, period: { from: string; to: string }): Promise<void> {
  await page.getByRole('main').getByRole('button', { name: de.guestBilling.period }).click();
  const dropdown = page.locator('.mantine-Popover-dropdown').filter({ has: page.locator('[data-direction="next"]') });
  await expect(dropdown).toBeVisible();
  await clickDay(dropdown, period.from);
  await clickDay(dropdown, period.to);
}

/** A stay as the list shows it: "24.11. – 04.12.2026", the year of the first day only where it differs. */
function stayText(stay: { from: string; to: string }): string {
  const from = shownDate(stay.from);
  return `${stay.from.slice(0, 4) === stay.to.slice(0, 4) ? from.slice(0, 6) : from} – ${shownDate(stay.to)}`;
}

/** The guest's row: stay, one order, the total, and the paid state in `language`. */
async function expectGuestRow(page: Page, setup: Setup, language: Language, paid: boolean): Promise<Locator> {
  const g = texts[language].guestBilling;
  const row = page
    .getByRole('main')
    .getByRole('table', { name: g.column.guest })
    .getByRole('row', { name: setup.label, exact: true });
  await expect(row).toBeVisible({ timeout: 20_000 });
  await expect(row.getByRole('cell').nth(1)).toHaveText(stayText(setup.stay));
  await expect(row.getByRole('cell').nth(2)).toHaveText('1');
  await expect(row.getByRole('cell').nth(3)).toContainText(euros(setup.totalCents, language));
  await expect(row.getByText(paid ? g.paid : g.open, { exact: true })).toBeVisible();
  return row;
}

test.describe('guest billing', () => {
  test.use({ timezoneId: 'Europe/Rome' });

  test.afterEach(async ({ request }) => {
    // the language switch changes the hotel's account language: German again for the other journeys
    const { jwt } = await apiLogin(request, HOTEL);
    await gqlAs(request, jwt, 'mutation L($l: Language!) { changeLanguage(language: $l) { id } }', { l: 'de' });
  });

  test("the hotel picks the guest's week, downloads its receipt and the summary and marks it paid", async ({
    page,
    request,
  }) => {
    const setup = await guestWithOrder(request);
    const g = de.guestBilling;
    await signIn(page, HOTEL);
    await page
      .getByRole('navigation', { name: de.common.menu })
      .getByRole('link', { name: de.nav.clientBilling, exact: true })
      .click();
    await expect(page).toHaveURL(/\/client\/billing/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: de.screens.clientBilling })).toBeVisible();
    await expect(main.getByText(g.intro)).toBeVisible();

    await pickPeriod(page, setup.week);
    await expect(page).toHaveURL(new RegExp(`/client/billing\\?from=${setup.week.from}&to=${setup.week.to}$`));
    await expect(main.getByRole('button', { name: g.period })).toHaveText(
      `${shownDate(setup.week.from)} – ${shownDate(setup.week.to)}`,
    );
    const row = await expectGuestRow(page, setup, 'de', false);
    await expect(
      main.getByRole('table', { name: g.column.guest }).getByRole('row', { name: g.totals, exact: true }),
    ).toBeVisible();

    // the guest's receipt, in the guest's language (German)
    const receipt = await download(page, () =>
      row.getByRole('button', { name: fill(g.receiptFor, { name: setup.label }) }).click(),
    );
    expect(receipt.name).toMatch(/\.pdf$/);
    expect(receipt.name).toContain(setup.label);
    expectPdf(receipt);
    const receiptText = pdfText(receipt);
    if (receiptText !== null) {
      expect(receiptText).toContain(setup.label);
      expect(receiptText).toContain('Hotel Alpenrose');
      expect(receiptText).toContain(setup.product);
      expect(receiptText).toContain(plainSpaces(euros(setup.totalCents, 'de')));
    }

    // the week's summary of every guest
    const summary = await download(page, () => main.getByRole('button', { name: g.summary }).click());
    expect(summary.name).toMatch(new RegExp(`${setup.week.from}-${setup.week.to}\\.pdf$`));
    expectPdf(summary);
    const summaryText = pdfText(summary);
    if (summaryText !== null) {
      expect(summaryText).toContain(setup.label);
      expect(summaryText).toContain(plainSpaces(euros(setup.totalCents, 'de')));
    }

    // paid: the badge and the way back
    await row.getByRole('button', { name: fill(g.markPaidFor, { name: setup.label }) }).click();
    await expect(page.getByText(fill(g.markedPaid, { name: setup.label }))).toBeVisible();
    await expectGuestRow(page, setup, 'de', true);
    await expect(row.getByRole('button', { name: fill(g.markUnpaidFor, { name: setup.label }) })).toBeVisible();
    await page.reload();
    await expectGuestRow(page, setup, 'de', true);
  });

  test('the guest billing of the week reads in English', async ({ page, request }) => {
    const setup = await guestWithOrder(request);
    // paid, as the step before leaves it
    const { jwt } = await apiLogin(request, HOTEL);
    await gqlAs(
      request,
      jwt,
      'mutation P($g: ID!, $f: String!, $t: String!) { setGuestBillingPaid(guestId: $g, from: $f, to: $t, paid: true) { orderCount } }',
      { g: setup.guestId, f: setup.week.from, t: setup.week.to },
    );
    const g = texts.en.guestBilling;
    await openSignedIn(page, request, HOTEL, `/client/billing?from=${setup.week.from}&to=${setup.week.to}`);
    await expectGuestRow(page, setup, 'de', true);
    await switchLanguage(page, 'de', 'en');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: texts.en.screens.clientBilling })).toBeVisible();
    await expect(main.getByText(g.intro)).toBeVisible();
    for (const column of ['guest', 'stay', 'orders', 'total', 'status', 'actions'] as const) {
      await expect(main.getByRole('columnheader', { name: g.column[column], exact: true })).toBeVisible();
    }
    const row = await expectGuestRow(page, setup, 'en', true);
    await expect(row.getByRole('button', { name: fill(g.receiptFor, { name: setup.label }) })).toBeVisible();
    await expect(row.getByRole('button', { name: fill(g.markUnpaidFor, { name: setup.label }) })).toBeVisible();
    await expect(main.getByRole('button', { name: g.summary })).toBeVisible();
    await expect(main.getByText(g.note)).toBeVisible();
    await switchLanguage(page, 'en', 'de');
    await expect(main.getByRole('heading', { level: 1, name: de.screens.clientBilling })).toBeVisible();
  });
});
