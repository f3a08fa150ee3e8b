import { crc32, deflateSync } from 'node:zlib';
import type { APIRequestContext, Page } from '@playwright/test';
import { LoginPage } from './support/login-page';
import { scrollUntilDrawn } from './support/scroll';
import { CONSENT_COOKIE, expect, test } from './support/test';
import { exactly, fill, texts, type Language } from './support/texts';

/** The demo bakery, its host (whose price list is the bakery's "Standard") and one of the host's guests (README). */
const MAIR = { username: 'baeckerei-mair', password: 'Brot-Mair-2026!' } as const;
const HOTEL = { username: 'hotel-alpenrose', password: 'Alpenrose-2026!' } as const;
const GUEST = { label: 'zimmer101', password: 'Gast-2026!' } as const;
const HOST_LIST = 'Standard';
const LANGUAGES = ['de', 'it', 'en'] as const;
const LANGUAGE_NAMES: Record<Language, string> = {
  de: texts.de.language.de,
  it: texts.de.language.it,
  en: texts.de.language.en,
};

/** A real 48 × 48 PNG (a warm brown gradient), built byte by byte so the test needs no image tool. */
function testPng() {
  const size = 48;
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(body));
    return Buffer.concat([length, body, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8 bits, truecolour, no interlace
  const rows: number[] = [];
  for (let y = 0; y < size; y++) {
    rows.push(0); // filter: none
    for (let x = 0; x < size; x++) rows.push(150 + x, 90 + y, 40);
  }
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.from(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  return { name: 'zopf.png', mimeType: 'image/png', buffer: png };
}

async function signIn(page: Page, account: { username: string; password: string }) {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(account.username, account.password);
  await expect(page).toHaveURL(/\/dashboard$/);
}

async function guestProducts(request: APIRequestContext): Promise<{ priceCents: number; product: { name: string } }[]> {
  const login = await request.post('/graphql', {
    data: {
      query: 'mutation G($i: String!, $p: String!) { guestLogin(identifier: $i, password: $p) { jwt } }',
      variables: { i: GUEST.label, p: GUEST.password },
    },
  });
  const jwt = ((await login.json()) as { data: { guestLogin: { jwt: string } } }).data.guestLogin.jwt;
  const res = await request.post('/graphql', {
    data: { query: 'query GuestProducts { guestProducts { priceCents product { name } } }' },
    headers: { Authorization: `Bearer ${jwt}` },
  });
  const body = (await res.json()) as {
    data: { guestProducts: { priceCents: number; product: { name: string } }[] };
    errors?: unknown[];
  };
  expect(body.errors).toBeUndefined();
  return body.data.guestProducts;
}

test('a new product with a thumbnail goes from the bakery through its price list and the host to the guest', async ({
  page,
  browser,
  baseURL,
  request,
}) => {
  const t = texts.de.products;
  const suffix = Date.now().toString(36);
  const names: Record<Language, string> = {
    de: `Butterzopf ${suffix}`,
    it: `Treccia al burro ${suffix}`,
    en: `Butter plait ${suffix}`,
  };
  const descriptions: Record<Language, string> = {
    de: 'Mit Hefe, lange geführt',
    it: 'Con lievito, lunga lievitazione',
    en: 'Yeasted, slow proved',
  };
  const creations: string[] = [];
  page.on('request', (req) => {
    if (req.url().endsWith('/graphql') && req.postDataJSON()?.operationName === 'CreateProduct')
      creations.push(req.url());
  });

  // 1. The bakery fills in the editor in three languages, but forgets the Italian name: refused, nothing created.
  await signIn(page, MAIR);
  await page.goto('/products');
  await page.getByRole('main').getByRole('link', { name: t.create }).first().click();
  await expect(page).toHaveURL(/\/product\/create$/);
  for (const language of LANGUAGES) {
    const group = page.getByRole('group', { name: LANGUAGE_NAMES[language] });
    if (language !== 'it') await group.getByRole('textbox', { name: t.form.name }).fill(names[language]);
    await group.getByRole('textbox', { name: t.form.description }).fill(descriptions[language]);
  }
  await page.getByRole('textbox', { name: t.form.pricePiece }).fill('2,40');
  await page.getByRole('textbox', { name: t.form.approxWeight }).fill('400');
  const thumbField = page.getByRole('group', { name: t.thumb.label });
  await thumbField.locator('input[type="file"]').setInputFiles(testPng());
  await expect(thumbField.getByRole('img', { name: fill(t.thumb.preview, { name: names.de }) })).toBeVisible();
  await expect(thumbField.getByRole('button', { name: t.thumb.replace })).toBeVisible();
  await page.getByRole('button', { name: t.form.save }).click();
  const italian = page.getByRole('group', { name: LANGUAGE_NAMES.it });
  await expect(italian.getByRole('textbox', { name: t.form.name })).toHaveAttribute('aria-invalid', 'true');
  await expect(italian.getByText(exactly(t.fieldErrors.required))).toBeVisible();
  await expect(page).toHaveURL(/\/product\/create$/);
  expect(creations).toHaveLength(0);

  // 2. With the Italian name it saves; the list shows the product with its thumbnail, served from /media/.
  await italian.getByRole('textbox', { name: t.form.name }).fill(names.it);
  await page.getByRole('button', { name: t.form.save }).click();
  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByText(t.saved)).toBeVisible();
  expect(creations).toHaveLength(1);
  await page.getByRole('searchbox', { name: t.search }).fill(names.de);
  const card = page.getByRole('listitem', { name: names.de });
  await expect(card.getByText('2,40\u00a0€', { exact: true })).toBeVisible();
  await expect(card.getByText(t.notInPriceList)).toBeVisible();
  const thumb = card.getByRole('img', { name: names.de, exact: true });
  await expect(thumb).toBeVisible();
  await expect.poll(() => thumb.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const src = (await thumb.getAttribute('src')) ?? '';
  expect(src).toMatch(/^\/media\//);
  const image = await request.get(src);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toMatch(/^image\//);

  // 3. The bakery puts it into the host's list at a typed price (the list stays the default, nothing else changes).
  const tl = texts.de.priceLists;
  await page.getByRole('tab', { name: tl.tab }).click();
  await expect(page).toHaveURL(/\/products\?tab=price-lists$/);
  const lists = page.getByRole('list', { name: tl.title });
  await lists
    .getByRole('listitem', { name: HOST_LIST, exact: true })
    .getByRole('button', { name: tl.editPrices })
    .click();
  const row = page
    .getByRole('list', { name: fill(tl.gridTitle, { name: HOST_LIST }) })
    .getByRole('listitem', { name: names.de, exact: true });
  await expect(row.getByText(exactly(tl.notInList))).toBeVisible();
  await row.getByRole('textbox').fill('2,80');
  await row.getByRole('button', { name: fill(tl.addLabel, { name: names.de }) }).click();
  await expect(page.getByText(fill(tl.priceSaved, { name: names.de }))).toBeVisible();
  await expect(row.getByText(exactly(tl.notInList))).toHaveCount(0);
  await expect(row.getByRole('textbox')).toHaveValue('2,80');

  // 4. The host (a fresh session) sees the offer at the list price and takes it over at its own display price.
  const th = texts.de.hostProducts;
  if (!baseURL) throw new Error('baseURL is not configured');
  const hostContext = await browser.newContext({ baseURL, locale: 'de-DE' });
  await hostContext.addCookies([{ name: CONSENT_COOKIE, value: 'accepted', url: baseURL }]);
  const hostPage = await hostContext.newPage();
  await signIn(hostPage, HOTEL);
  await hostPage.goto('/products');
  const offer = hostPage
    .getByRole('list', { name: th.offersTitle })
    .getByRole('listitem', { name: names.de, exact: true });
  await expect(hostPage.getByRole('list', { name: th.offersTitle }).getByRole('listitem').first()).toBeVisible();
  await scrollUntilDrawn(hostPage, offer);
  await expect(offer.getByText('2,80\u00a0€', { exact: true })).toBeVisible();
  await offer.getByRole('textbox', { name: fill(th.displayPriceFor, { name: names.de }) }).fill('3,40');
  await offer.getByRole('button', { name: fill(th.takeOverNamed, { name: names.de }) }).click();
  await expect(hostPage.getByText(fill(th.adoptedMessage, { name: names.de }))).toBeVisible();
  const taken = hostPage
    .getByRole('list', { name: th.takeOversTitle })
    .getByRole('listitem', { name: names.de, exact: true });
  await scrollUntilDrawn(hostPage, taken);
  await expect(taken.getByText('3,40\u00a0€', { exact: true })).toBeVisible();
  await hostContext.close();

  // 5. The host's guest (app only, so over the API) is offered it at the display price.
  expect(await guestProducts(request)).toContainEqual({ priceCents: 340, product: { name: names.de } });
});
