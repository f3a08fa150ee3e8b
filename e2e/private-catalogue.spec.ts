import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { apiLogin, euros, gqlAs, signIn } from './support/billing';
import {
  acceptedPrivateCustomer,
  everyDayProduct,
  firstOpenDay,
  orderOptions,
  pickerDay,
  productList,
  submitOrder,
} from './support/ordering';
import { expect, test } from './support/test';
import { fill, texts, type Language } from './support/texts';

/**
 * Issue 17: a private customer's Products menu item opens its catalogue (its bakery's products at its
 * own price, the days they are baked), and it orders from there: the product it picked is already in
 * the order form, it chooses a day and sends. In de, it and en, each test alone.
 */
const SHOTS =
  process.env.E2E_DOCS_SCREENSHOTS === '1'
    ? fileURLToPath(new URL('../docs/screenshots/', import.meta.url))
    : fileURLToPath(new URL('./.artifacts/screens/', import.meta.url));

/** The first screen of the page (the catalogue is long; its first cards show the layout). */
async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

for (const language of ['de', 'it', 'en'] as const satisfies readonly Language[]) {
  test(`a private customer orders from its products screen (${language})`, async ({ page, request }) => {
    const t = texts[language];
    const customer = await acceptedPrivateCustomer(request, `e2e-cat-${language}`);
    const { jwt } = await apiLogin(request, customer);
    await gqlAs(request, jwt, 'mutation L($l: Language!) { changeLanguage(language: $l) { id } }', { l: language });
    const options = await orderOptions(request, jwt);
    const product = everyDayProduct(options);
    const offer = options.products.find((p) => p.product.id === product.id);
    if (!offer) throw new Error('the offer of the every-day product is missing');
    const day = firstOpenDay(options);

    await signIn(page, customer, language);
    await page
      .getByRole('navigation', { name: t.common.menu })
      .getByRole('link', { name: t.nav.products })
      .first()
      .click();
    await expect(page).toHaveURL(/\/products$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: t.catalogue.title })).toBeVisible();
    const catalogue = main.getByRole('list', { name: t.catalogue.title });
    await expect(catalogue.getByRole('listitem')).toHaveCount(options.products.length);
    const card = catalogue.getByRole('listitem', { name: product.name, exact: true });
    await expect(card.getByTestId('offer-price')).toContainText(euros(offer.priceCents, language));
    await expect(card.getByTestId('offer-days')).toHaveText(t.catalogue.everyDay);
    await shoot(page, `private-products-${language}-desktop`);
    await page.setViewportSize({ width: 390, height: 844 });
    await shoot(page, `private-products-${language}-phone`);
    await page.setViewportSize({ width: 1280, height: 800 });

    await card.getByRole('link', { name: fill(t.catalogue.orderOne, { name: product.name }) }).click();
    await expect(page).toHaveURL(new RegExp(`/order/new\\?product=${product.id}$`));
    const item = productList(page, language).getByRole('listitem', { name: product.name, exact: true });
    await expect(item.getByRole('textbox', { name: fill(t.orders.action.amount, { name: product.name }) })).toHaveValue(
      '1',
    );
    await (await pickerDay(page, day, language)).click();
    const placed = await submitOrder(page, t.orders.form.submit, language);

    const { order } = await gqlAs<{
      order: { deliveryDate: string; lines: { amount: number; product: { id: string } }[] };
    }>(request, jwt, 'query O($id: ID!) { order(id: $id) { deliveryDate lines { amount product { id } } } }', {
      id: placed.id,
    });
    expect(order.deliveryDate).toBe(day);
    expect(order.lines.map((l) => [l.product.id, l.amount])).toEqual([[product.id, 1]]);
  });
}
