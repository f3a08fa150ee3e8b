import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO, uniqueUsername } from './support/accounts';
import { apiLogin, gqlAs, openSignedIn, todayIn, isoAddDays } from './support/billing';
import { MAIR } from './support/ordering';
import { expect, test } from './support/test';
import { fill, texts } from './support/texts';

/**
 * Issue 45, item 13: the two busiest screens draw only what is on screen. /products with a page
 * of 500 products keeps a few dozen cards in the page, reaches the last by scrolling and filters
 * without drawing the cards again; /orders/compile with a zone of many clients keeps a few bags in
 * the page and Enter still walks the packer through every weight, down to the last client's.
 */
const de = texts.de;
const t = de.products;
const c = de.compile;
const RUN = Date.now().toString(36);
const PRODUCTS = 500;
const CLIENTS = 16;
/** What a window of 900 pixels shows of them, plus the virtualiser's margin and the bag holding the focus. */
const BAGS_AT_MOST = 9;
/** Far fewer than the list: what a window of 900 pixels shows, plus the virtualiser's margin. */
const MOUNTED_AT_MOST = 30;

const productName = (n: number) => `Langbrot ${RUN} ${String(n).padStart(3, '0')}`;

async function makeProducts(request: APIRequestContext, jwt: string): Promise<string[]> {
  const ids: string[] = [];
  for (let start = 1; start <= PRODUCTS; start += 25) {
    const numbers = Array.from({ length: Math.min(25, PRODUCTS - start + 1) }, (_x, i) => start + i);
    const fields = numbers.map((n) => `p${n}: createProduct(input: $i${n}) { id }`).join(' ');
    const params = numbers.map((n) => `$i${n}: ProductInput!`).join(', ');
    const variables = Object.fromEntries(
      numbers.map((n) => [
        `i${n}`,
        {
          names: { de: productName(n), it: `Pane lungo ${RUN} ${n}`, en: `Long bread ${RUN} ${n}` },
          descriptions: { de: 'Lang', it: 'Lungo', en: 'Long' },
          gramPrice: '0.004',
          approxWeight: 500,
          haveToWeight: n % 7 === 0,
        },
      ]),
    );
    const answer = await gqlAs<Record<string, { id: string }>>(
      request,
      jwt,
      `mutation Make(${params}) { ${fields} }`,
      variables,
    );
    ids.push(...numbers.map((n) => answer[`p${n}`]!.id));
  }
  return ids;
}

const cards = (page: Page) => page.getByTestId('product-card');
const SHOTS = '/tmp/shots-long-lists';

/** The screen as the user sees it, at desktop and phone width (kept for a look, not compared). */
async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}-de-desktop.png` });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.waitForTimeout(300);
  await page.screenshot({ path: `${SHOTS}/${name}-de-phone.png` });
  await page.setViewportSize({ width: 1280, height: 900 });
}

test.describe('long lists', () => {
  let productJwt = '';
  const created: string[] = [];

  test.afterAll(async ({ request }) => {
    test.setTimeout(240_000);
    for (let start = 0; start < created.length; start += 25) {
      const fields = created
        .slice(start, start + 25)
        .map((id, i) => `d${i}: deleteProduct(id: "${id}")`)
        .join(' ');
      await gqlAs(request, productJwt, `mutation Clean { ${fields} }`);
    }
  });

  test('/products with 500 products draws what is on screen, scrolls to the last and filters in place', async ({
    page,
    request,
  }) => {
    test.setTimeout(300_000);
    ({ jwt: productJwt } = await apiLogin(request, DEMO.adminBakery));
    created.push(...(await makeProducts(request, productJwt)));
    const { products } = await gqlAs<{ products: { total: number } }>(request, productJwt, '{ products { total } }');
    const total = products.total;

    await page.setViewportSize({ width: 1280, height: 900 });
    await openSignedIn(page, request, DEMO.adminBakery, '/products');
    await expect(page.getByText(fill(t.count_other, { count: total }))).toBeVisible({ timeout: 60_000 });
    await expect(cards(page).first()).toBeVisible();
    expect(await cards(page).count()).toBeLessThanOrEqual(MOUNTED_AT_MOST);
    await shoot(page, 'products');

    // the end of the page is reached by scrolling: its last card with its place in the catalogue
    const lastShown = Math.min(total, 500);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const lastCard = cards(page).filter({
      has: page.getByRole('button', {
        name: new RegExp(
          `^${fill(t.order.moveToLabel, { position: lastShown, total, name: '\u0000' }).split('\u0000')[0]}`,
        ),
      }),
    });
    await expect(lastCard).toHaveCount(1);
    await expect(lastCard).toBeInViewport();
    expect(await cards(page).count()).toBeLessThanOrEqual(MOUNTED_AT_MOST);

    // a search keeps the cards of the products that still match: the same nodes, not drawn again
    // (other journeys may have put products of their own before these: the search finds ours first)
    await page.evaluate(() => window.scrollTo(0, 0));
    const search = page.getByRole('searchbox', { name: t.search });
    await search.fill(`Langbrot ${RUN} 00`);
    await expect(page.getByText(fill(t.count_other, { count: 9 }))).toBeVisible();
    await expect(cards(page).filter({ hasNotText: `Langbrot ${RUN} 00` })).toHaveCount(0);
    const first = page.getByRole('listitem', { name: productName(1), exact: true });
    await expect(first).toBeVisible();
    await first.evaluate((element) => ((element as HTMLElement & { keep?: boolean }).keep = true));
    await search.fill(`Langbrot ${RUN} 001`);
    await expect(page.getByText(fill(t.count_one, { count: 1 }))).toBeVisible();
    await expect(cards(page)).toHaveCount(1);
    expect(await first.evaluate((element) => (element as HTMLElement & { keep?: boolean }).keep === true)).toBe(true);
    await expect(search).toBeFocused();
    await search.fill(`Langbrot ${RUN} 00`);
    await expect(page.getByText(fill(t.count_other, { count: 9 }))).toBeVisible();
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect(page.getByRole('listitem', { name: productName(9), exact: true })).toBeInViewport();
  });

  test('/orders/compile with a zone of 16 clients keeps a few bags in the page; Enter walks through every weight', async ({
    page,
    request,
  }) => {
    test.setTimeout(600_000);
    const { jwt } = await apiLogin(request, MAIR);
    const zoneName = `Langzone ${RUN}`;
    const { createDeliveryZone: zone } = await gqlAs<{ createDeliveryZone: { id: string } }>(
      request,
      jwt,
      'mutation Z($n: String!) { createDeliveryZone(name: $n) { id } }',
      { n: zoneName },
    );
    const names = Array.from({ length: CLIENTS }, (_x, i) => `Gasthof Lang ${RUN} ${String(i + 1).padStart(2, '0')}`);
    const made = await gqlAs<Record<string, { user: { id: string } }>>(
      request,
      jwt,
      `mutation C(${names.map((_n, i) => `$c${i}: ClientInput!`).join(', ')}) { ${names
        .map((_n, i) => `c${i}: createClient(input: $c${i}) { user { id } }`)
        .join(' ')} }`,
      Object.fromEntries(
        names.map((companyName, i) => [
          `c${i}`,
          {
            kind: 'HOST',
            username: uniqueUsername(`e2e-lang${i}`),
            companyName,
            deliveryZoneId: zone.id,
            language: 'de',
          },
        ]),
      ),
    );
    const clientIds = names.map((_n, i) => made[`c${i}`]!.user.id);
    const from = todayIn();
    const { orderOptions } = await gqlAs<{
      orderOptions: {
        products: { product: { id: string; name: string; availableDays: number; haveToWeight: boolean } }[];
        days: { date: string; reasons: string[] }[];
      };
    }>(
      request,
      jwt,
      'query O($c: ID, $from: String!, $to: String!) { orderOptions(clientId: $c) { products { product { id name availableDays haveToWeight } } days(from: $from, to: $to) { date reasons } } }',
      { c: clientIds[0], from: isoAddDays(from, 1), to: isoAddDays(from, 21) },
    );
    const everyDay = orderOptions.products.map((p) => p.product).filter((p) => p.availableDays === 0);
    const weighed = everyDay.find((p) => p.haveToWeight)!;
    const counted = everyDay.find((p) => !p.haveToWeight)!;
    const deliveryDate = orderOptions.days.find((d) => d.reasons.length === 0)!.date;
    const orders = await gqlAs<Record<string, { deadline: string; lines: { id: string; product: { id: string } }[] }>>(
      request,
      jwt,
      `mutation P($input: PlaceOrderInput!) { ${clientIds
        .map(
          (id, i) =>
            `o${i}: createPhoneOrder(clientId: "${id}", input: $input) { deadline lines { id product { id } } }`,
        )
        .join(' ')} }`,
      {
        input: {
          deliveryDate,
          lines: [
            { productId: weighed.id, amount: 2 },
            { productId: counted.id, amount: 6 },
          ],
        },
      },
    );
    const deadline = orders.o0!.deadline;
    const weighedLines = clientIds.map((_id, i) => orders[`o${i}`]!.lines.find((l) => l.product.id === weighed.id)!.id);

    await page.setViewportSize({ width: 1280, height: 900 });
    await openSignedIn(
      page,
      request,
      { username: MAIR.username, password: MAIR.password },
      `/orders/compile?deadline=${encodeURIComponent(deadline)}&zone=${zone.id}`,
    );
    const main = page.getByRole('main');
    const zoneButton = main
      .getByRole('group', { name: c.zone.label })
      .getByRole('button', { name: new RegExp(zoneName) });
    await expect(zoneButton).toContainText(`0 / ${CLIENTS * 2}`, { timeout: 60_000 });
    const bags = main.locator('section[aria-label^="Gasthof Lang"]');
    await expect(bags.first()).toBeVisible();
    const mountedBags = await bags.count();
    expect(mountedBags).toBeLessThanOrEqual(BAGS_AT_MOST);
    await shoot(page, 'compile');

    // every weight by keyboard, as a USB scale types it: digits and Enter, on to the next client's line
    const weightOf = (i: number) =>
      main
        .getByRole('region', { name: names[i]! })
        .getByRole('textbox', { name: fill(c.weight.label, { product: weighed.name }) });
    await weightOf(0).click();
    for (let i = 0; i < CLIENTS; i++) {
      await expect(weightOf(i)).toBeFocused();
      await page.keyboard.type(String(1000 + i));
      await page.keyboard.press('Enter');
    }
    await expect(main.getByRole('region', { name: names[CLIENTS - 1]! })).toBeInViewport();
    await expect(zoneButton).toContainText(`${CLIENTS} / ${CLIENTS * 2}`);
    expect(await bags.count()).toBeLessThanOrEqual(BAGS_AT_MOST);
    const { compileList } = await gqlAs<{
      compileList: { clients: { orders: { lines: { id: string; measuredWeight: number }[] }[] }[] };
    }>(
      request,
      jwt,
      'query C($d: String!, $z: ID) { compileList(deadline: $d, zoneId: $z) { clients { orders { lines { id measuredWeight } } } } }',
      { d: deadline, z: zone.id },
    );
    const weights = new Map(
      compileList.clients.flatMap((cl) => cl.orders.flatMap((o) => o.lines)).map((l) => [l.id, l.measuredWeight]),
    );
    expect(weighedLines.map((id) => weights.get(id))).toEqual(weighedLines.map((_id, i) => 1000 + i));
  });
});
