import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { confirmByMailLink, registerPrivateCustomer, type NewAccount } from './accounts';
import { apiLogin, gqlAs, isoAddDays, todayIn, type Account } from './billing';
import { fill, texts, type Language } from './texts';

/**
 * Ordering for the journeys (ordering-journey.spec.ts, ordering-correctness.spec.ts): what the
 * server offers a client (orderOptions), accounts and orders set up over the API, and the order
 * form's steps in the browser (the delivery-day picker, the product list, sending).
 */

/** Accounts of the demo data (README). */
export const MAIR = { username: 'baeckerei-mair', password: 'Brot-Mair-2026!' } as const;
export const HOTEL = { username: 'hotel-alpenrose', password: 'Alpenrose-2026!' } as const;

export interface Day {
  date: string;
  reasons: string[];
}

export interface OfferedProduct {
  priceCents: number;
  gramPrice: string | null;
  product: { id: string; name: string; availableDays: number };
}

export interface Options {
  products: OfferedProduct[];
  days: Day[];
}

/** orderOptions of the viewer (or, for the bakery, of `clientId`) with the next five weeks of days. */
export async function orderOptions(request: APIRequestContext, jwt: string, clientId?: string): Promise<Options> {
  const from = todayIn();
  const { orderOptions: options } = await gqlAs<{ orderOptions: Options }>(
    request,
    jwt,
    'query O($c: ID, $from: String!, $to: String!) { orderOptions(clientId: $c) { products { priceCents gramPrice product { id name availableDays } } days(from: $from, to: $to) { date reasons } } }',
    { c: clientId ?? null, from, to: isoAddDays(from, 35) },
  );
  return options;
}

export const openDays = (options: Options) => options.days.filter((d) => d.reasons.length === 0).map((d) => d.date);
export const reasonsOn = (options: Options, date: string) => options.days.find((d) => d.date === date)?.reasons ?? [];

/** The first open day of the options; throws where there is none in five weeks. */
export function firstOpenDay(options: Options): string {
  const day = openDays(options)[0];
  if (!day) throw new Error('no open delivery day in five weeks');
  return day;
}

/** A product baked every day, so only the day's own rules decide. */
export function everyDayProduct(options: Options): OfferedProduct['product'] {
  const product = options.products.find((p) => p.product.availableDays === 0)?.product;
  if (!product) throw new Error('no product available every day');
  return product;
}

/**
 * A private customer of its own: registered over the API (German), e-mail confirmed by its link
 * and accepted by the bakery; with its id.
 */
export async function acceptedPrivateCustomer(
  request: APIRequestContext,
  prefix: string,
): Promise<NewAccount & { id: string }> {
  const customer = await registerPrivateCustomer(request, prefix);
  await confirmByMailLink(request, customer.email);
  const bakery = await apiLogin(request, MAIR);
  const { clients } = await gqlAs<{ clients: { items: { id: string; username: string }[] } }>(
    request,
    bakery.jwt,
    'query C($s: String) { clients(search: $s) { items { id username } } }',
    { s: customer.username },
  );
  const id = clients.items.find((c) => c.username === customer.username)?.id;
  if (!id) throw new Error(`the bakery does not list ${customer.username}`);
  await gqlAs(request, bakery.jwt, 'mutation A($id: ID!) { acceptPrivate(id: $id) { id } }', { id });
  return { ...customer, id };
}

export interface PlacedOrder {
  id: string;
  number: number;
  date: string;
}

/** An order of the account over the API: `amount` of the product on `date`. */
export async function placeOrderAs(
  request: APIRequestContext,
  account: Account,
  date: string,
  productId: string,
  amount: number,
): Promise<PlacedOrder> {
  const { jwt } = await apiLogin(request, account);
  const { placeOrder } = await gqlAs<{ placeOrder: { id: string; number: number; deliveryDate: string } }>(
    request,
    jwt,
    'mutation P($input: PlaceOrderInput!) { placeOrder(input: $input) { id number deliveryDate } }',
    { input: { deliveryDate: date, lines: [{ productId, amount }] } },
  );
  return { id: placeOrder.id, number: placeOrder.number, date: placeOrder.deliveryDate };
}

const LOCALES: Record<Language, string> = { de: 'de-DE', it: 'it-IT', en: 'en-GB' };

/** "13 März 2026": the label Mantine's date picker gives a day (dayjs "D MMMM YYYY" in the language). */
export function dayLabel(date: string, language: Language): string {
  const d = new Date(`${date}T12:00:00Z`);
  const month = new Intl.DateTimeFormat(LOCALES[language], { month: 'long', timeZone: 'UTC' }).format(d);
  return `${d.getUTCDate()} ${month} ${d.getUTCFullYear()}`;
}

/** Opens the order form's delivery-day picker and returns the button of `date` (moving on a month where needed). */
export async function pickerDay(page: Page, date: string, language: Language = 'de'): Promise<Locator> {
  await page.getByRole('main').getByRole('button', { name: texts[language].orders.form.date }).click();
  const dropdown = page.locator('.mantine-Popover-dropdown').filter({ has: page.locator('[data-direction="next"]') });
  await expect(dropdown).toBeVisible();
  const day = dropdown.locator(`button[aria-label="${dayLabel(date, language)}"]:not([data-outside])`).first();
  for (let i = 0; i < 3 && !(await day.isVisible()); i++)
    await dropdown.locator('button[data-direction="next"]').first().click();
  await expect(day).toBeVisible();
  return day;
}

/** The order form's list of products. */
export const productList = (page: Page, language: Language = 'de'): Locator =>
  page.getByRole('main').getByRole('list', { name: texts[language].orders.form.products });

/** Finds `name` in the order form's product list and sets its amount by the stepper. */
export async function chooseProduct(page: Page, name: string, amount: number, language: Language = 'de') {
  const t = texts[language].orders;
  await page.getByRole('main').getByRole('textbox', { name: t.form.search }).fill(name);
  const item = productList(page, language).getByRole('listitem', { name, exact: true });
  for (let i = 0; i < amount; i++) await item.getByRole('button', { name: fill(t.action.increase, { name }) }).click();
  await expect(item.getByRole('textbox', { name: fill(t.action.amount, { name }) })).toHaveValue(String(amount));
}

/** The heading of an order's screen, "Bestellung #12". */
export const orderHeading = (page: Page, language: Language = 'de'): Locator =>
  page.getByRole('heading', {
    level: 1,
    name: new RegExp(`^${fill(texts[language].orders.number, { number: '' })}\\d+$`),
  });

/** Submits the order form by `button`; the new order's id (from the /order/:id it lands on) and number. */
export async function submitOrder(
  page: Page,
  button: string,
  language: Language = 'de',
): Promise<{ id: string; number: number }> {
  await page.getByRole('main').getByRole('button', { name: button }).click();
  await expect(page).toHaveURL(/\/order\/\d+$/);
  const heading = orderHeading(page, language);
  await expect(heading).toBeVisible();
  const id = new URL(page.url()).pathname.split('/').pop() ?? '';
  return { id, number: Number(((await heading.textContent()) ?? '').replace(/\D/g, '')) };
}

/** Places an order of `amount` pieces of `product` on `date` through /order/new: its id and the number it shows. */
export async function placeInBrowser(
  page: Page,
  date: string,
  product: string,
  language: Language = 'de',
  amount = 1,
): Promise<{ id: string; number: number }> {
  await page.goto('/order/new');
  await (await pickerDay(page, date, language)).click();
  await chooseProduct(page, product, amount, language);
  return submitOrder(page, texts[language].orders.form.submit, language);
}
