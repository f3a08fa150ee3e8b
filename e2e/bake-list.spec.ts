import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { uniqueUsername } from './support/accounts';
import { LoginPage } from './support/login-page';
import { expect, test } from './support/test';
import { fill, texts } from './support/texts';

/**
 * Issue 6 "Done when", bake-list part: phone orders of two new hosts for one deadline appear
 * aggregated on /bakery; an additional bread is added and the totals include it; the list is
 * generated, and an order changed afterwards is flagged (product and order).
 */
const MAIR = { username: 'baeckerei-mair', password: 'Brot-Mair-2026!' } as const;
const de = texts.de;
const b = de.bakeList;

async function apiLogin(request: APIRequestContext): Promise<string> {
  const res = await request.post('/graphql', {
    data: {
      query: 'mutation L($i: String!, $p: String!) { login(identifier: $i, password: $p) { jwt } }',
      variables: { i: MAIR.username, p: MAIR.password },
    },
  });
  return ((await res.json()) as { data: { login: { jwt: string } } }).data.login.jwt;
}

async function gqlAs<T = any>(
  request: APIRequestContext,
  jwt: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const res = await request.post('/graphql', {
    data: { query, variables },
    headers: { Authorization: `Bearer ${jwt}` },
  });
  const body = (await res.json()) as { data: T; errors?: unknown[] };
  if (body.errors) throw new Error(JSON.stringify(body.errors));
  return body.data;
}

function todayIn(timeZone = 'Europe/Rome'): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  );
}

function isoAddDays(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** A date as the web shows it (dd.mm.yyyy). */
const german = (date: string) => date.split('-').reverse().join('.');
/** Whole pieces as the German screen shows them ("1.234"). */
const pieces = (text: string | null) => Number((text ?? '').replace(/\./g, '').trim());

interface Options {
  products: { product: { id: string; name: string; availableDays: number } }[];
  days: { date: string; reasons: string[] }[];
}
interface PhoneOrder {
  id: string;
  number: number;
  deadline: string;
  deliveryDate: string;
  lines: { id: string; amount: number; product: { id: string } }[];
}

async function createHost(request: APIRequestContext, jwt: string, name: string, deadline?: string): Promise<string> {
  const { createClient } = await gqlAs<{ createClient: { user: { id: string } } }>(
    request,
    jwt,
    'mutation C($input: ClientInput!) { createClient(input: $input) { user { id } } }',
    {
      input: { kind: 'HOST', username: uniqueUsername('e2e-bake'), companyName: name, language: 'de', deadline },
    },
  );
  return createClient.user.id;
}

async function phoneOrder(
  request: APIRequestContext,
  jwt: string,
  clientId: string,
  deliveryDate: string,
  productId: string,
  amount: number,
): Promise<PhoneOrder> {
  const { createPhoneOrder } = await gqlAs<{ createPhoneOrder: PhoneOrder }>(
    request,
    jwt,
    'mutation P($c: ID!, $input: PlaceOrderInput!) { createPhoneOrder(clientId: $c, input: $input) { id number deadline deliveryDate lines { id amount product { id } } } }',
    { c: clientId, input: { deliveryDate, lines: [{ productId, amount }] } },
  );
  return createPhoneOrder;
}

/** Ordered and additional pieces of a product on the bake list of a deadline, as the server has them now. */
async function amountsOn(request: APIRequestContext, jwt: string, deadline: string, productId: string) {
  const { bakeList } = await gqlAs<{
    bakeList: { items: { orderedAmount: number; additionalAmount: number; product: { id: string } }[] };
  }>(
    request,
    jwt,
    'query B($d: String) { bakeList(deadline: $d) { items { orderedAmount additionalAmount product { id } } } }',
    { d: deadline },
  );
  const row = bakeList.items.find((i) => i.product.id === productId);
  return { ordered: row?.orderedAmount ?? 0, additional: row?.additionalAmount ?? 0 };
}

async function signIn(page: Page) {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(MAIR.username, MAIR.password);
  await expect(page).not.toHaveURL(/\/login$/);
  await expect(page.getByRole('navigation', { name: de.common.menu })).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
}

const column = (row: Locator, name: 'ordered' | 'additional' | 'total' | 'weight') =>
  row.locator(`[data-column="${name}"]`);

test('orders of a deadline are aggregated on the bake list with an additional bread; after generating, a changed order is flagged', async ({
  page,
  request,
}) => {
  const jwt = await apiLogin(request);
  const suffix = uniqueUsername('x').slice(2);
  const hosts = { first: `Gasthof Backliste ${suffix}`, second: `Pension Backliste ${suffix}` };
  const firstId = await createHost(request, jwt, hosts.first);
  const secondId = await createHost(request, jwt, hosts.second);

  // the last open day of the next three weeks: far from the days other journeys order for
  const from = todayIn();
  const { orderOptions } = await gqlAs<{ orderOptions: Options }>(
    request,
    jwt,
    'query O($c: ID, $from: String!, $to: String!) { orderOptions(clientId: $c) { products { product { id name availableDays } } days(from: $from, to: $to) { date reasons } } }',
    { c: firstId, from: isoAddDays(from, 1), to: isoAddDays(from, 21) },
  );
  const everyDay = orderOptions.products.map((p) => p.product).filter((p) => p.availableDays === 0);
  const [ordered, extra] = everyDay;
  if (!ordered || !extra) throw new Error('the demo bakery needs two products sold every day');
  const day = orderOptions.days.filter((d) => d.reasons.length === 0).at(-1)?.date;
  if (!day) throw new Error('no open delivery day in three weeks');

  const firstOrder = await phoneOrder(request, jwt, firstId, day, ordered.id, 3);
  const deadline = firstOrder.deadline;
  // what others (other journeys, demo data) have on this deadline besides these orders
  const before = await amountsOn(request, jwt, deadline, ordered.id);
  const base = before.ordered - 3;
  const baseExtra = await amountsOn(request, jwt, deadline, extra.id);
  const secondOrder = await phoneOrder(request, jwt, secondId, day, ordered.id, 2);
  expect(secondOrder.deadline).toBe(deadline);

  await signIn(page);
  await page.goto('/bakery');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: de.screens.bakeList })).toBeVisible();

  // the deadline of the orders, picked by its delivery day
  await main.getByRole('combobox', { name: b.deadline.label }).click();
  await page
    .getByRole('option', { name: new RegExp(german(day)) })
    .first()
    .click();
  await expect(main.getByRole('heading', { level: 2, name: new RegExp(german(day)) })).toBeVisible();

  const table = main.getByRole('table', { name: de.screens.bakeList });
  const row = table.getByRole('row', { name: ordered.name, exact: true }).first();
  await expect(column(row, 'ordered')).toHaveText(String(base + 5));
  await expect(column(row, 'total')).toHaveText(String(base + 5 + before.additional));
  await expect(column(row, 'weight')).toHaveText(/^\d{1,3}(\.\d{3})*,\d kg$/);
  const totals = table.getByRole('row', { name: b.table.totals, exact: true });
  const totalBefore = pieces(await column(totals, 'total').textContent());

  // an additional bread of another product: in its row and in the totals
  const additionalAmount = 4;
  await main.getByRole('button', { name: b.additional.open }).click();
  const form = main.getByRole('form', { name: b.additional.addTitle });
  await form.getByRole('combobox', { name: b.additional.product }).fill(extra.name);
  await page.getByRole('option', { name: extra.name, exact: true }).click();
  await form.getByRole('textbox', { name: b.additional.amount }).fill(String(additionalAmount));
  await form.getByRole('button', { name: b.additional.add }).click();
  const extraRow = table.getByRole('row', { name: extra.name, exact: true }).first();
  await expect(column(extraRow, 'additional')).toHaveText(String(additionalAmount));
  await expect(column(extraRow, 'total')).toHaveText(String(baseExtra.ordered + additionalAmount));
  await expect(column(totals, 'total')).toHaveText(
    new Intl.NumberFormat('de-DE').format(totalBefore - baseExtra.additional + additionalAmount),
  );
  await expect(
    main
      .getByRole('list', { name: b.additional.title })
      .getByRole('textbox', { name: fill(b.additional.amountOf, { name: extra.name }) }),
  ).toHaveValue(String(additionalAmount));

  // generate: frozen, nothing flagged yet
  const generate = main.getByRole('button', { name: b.actions.generate, exact: true });
  if (await generate.isVisible()) await generate.click();
  else {
    await main.getByRole('button', { name: b.actions.regenerate }).click();
    await page.getByRole('dialog').getByRole('button', { name: b.actions.regenerate }).click();
  }
  await expect(
    main.getByText(new RegExp(`^${fill(b.summary.generatedAt, { at: '' })}\\d{2}\\.\\d{2}\\.\\d{4} \\d{2}:\\d{2}$`)),
  ).toBeVisible();
  await expect(row).not.toHaveAttribute('data-changed');

  // an order changes after generation: the product is flagged generated → now, the order listed
  const line = secondOrder.lines[0]!;
  await gqlAs(
    request,
    jwt,
    'mutation U($o: ID!, $l: ID!, $a: Int!) { updateOrderedProductAmount(orderId: $o, orderedProductId: $l, amount: $a) { id } }',
    { o: secondOrder.id, l: line.id, a: 4 },
  );
  await main.getByRole('button', { name: b.actions.refresh }).click();
  await expect(row).toHaveAttribute('data-changed', 'true');
  await expect(
    row.getByText(fill(b.changed.from, { generated: base + 5 + before.additional, now: base + 7 + before.additional })),
  ).toBeVisible();
  await expect(column(row, 'ordered')).toHaveText(String(base + 7));
  const changed = main.getByRole('list', { name: b.changed.ordersLabel });
  await expect(
    changed.getByRole('listitem').filter({ hasText: fill(b.changed.orderNumber, { number: secondOrder.number }) }),
  ).toContainText(hosts.second);
  await expect(
    changed.getByRole('link', { name: fill(b.changed.orderNumber, { number: secondOrder.number }) }),
  ).toHaveAttribute('href', `/order/${secondOrder.id}`);
});

test('a delivery day split by the deadlines 17:00 and 18:00 is one list as a whole, and each deadline keeps its own', async ({
  page,
  request,
}) => {
  const jwt = await apiLogin(request);
  const suffix = uniqueUsername('x').slice(2);
  const early = await createHost(request, jwt, `Gasthof Früh ${suffix}`, '17:00');
  const late = await createHost(request, jwt, `Gasthof Spät ${suffix}`, '18:00');
  const from = todayIn();
  const { orderOptions } = await gqlAs<{ orderOptions: Options }>(
    request,
    jwt,
    'query O($c: ID, $from: String!, $to: String!) { orderOptions(clientId: $c) { products { product { id name availableDays } } days(from: $from, to: $to) { date reasons } } }',
    { c: early, from: isoAddDays(from, 1), to: isoAddDays(from, 21) },
  );
  const product = orderOptions.products.map((p) => p.product).find((p) => p.availableDays === 0);
  if (!product) throw new Error('the demo bakery needs a product sold every day');
  // the second-to-last open day: another test of this file takes the last
  const day = orderOptions.days.filter((d) => d.reasons.length === 0).at(-2)?.date;
  if (!day) throw new Error('no open delivery day in three weeks');
  const first = await phoneOrder(request, jwt, early, day, product.id, 3);
  const second = await phoneOrder(request, jwt, late, day, product.id, 2);
  expect(first.deadline).not.toBe(second.deadline);
  // what the day holds besides these orders (demo data, other journeys), per deadline and summed
  const a = await amountsOn(request, jwt, first.deadline, product.id);
  const b2 = await amountsOn(request, jwt, second.deadline, product.id);

  await signIn(page);
  await page.goto('/bakery');
  const main = page.getByRole('main');
  await main.getByRole('combobox', { name: b.deadline.label }).click();
  await page
    .getByRole('option', { name: new RegExp(`${german(day)}.*${b.day.option.replace('{{day}} · ', '')}`) })
    .click();
  await expect(main.getByRole('heading', { level: 2, name: new RegExp(german(day)) })).toBeVisible();
  await expect(main.getByText(b.day.wholeDay)).toBeVisible();
  const dayTable = main.getByRole('table', { name: b.day.tableLabel });
  const row = dayTable.getByRole('row', { name: product.name, exact: true });
  await expect(column(row, 'ordered')).toHaveText(String(a.ordered + b2.ordered));
  await expect(column(row, 'total')).toHaveText(String(a.ordered + a.additional + b2.ordered + b2.additional));
  // nothing to generate on the whole day: that stays per deadline
  await expect(main.getByRole('button', { name: b.actions.generate, exact: true })).toHaveCount(0);

  // the 17:00 deadline's own list is still there, one click away, and leads back to the day
  await main.getByRole('button', { name: new RegExp(`^${b.day.openDeadline.split(' ')[0]} .*17:00`) }).click();
  const own = main.getByRole('table', { name: de.screens.bakeList });
  await expect(column(own.getByRole('row', { name: product.name, exact: true }), 'ordered')).toHaveText(
    String(a.ordered),
  );
  await main.getByRole('button', { name: b.day.show }).click();
  await expect(dayTable).toBeVisible();
});
