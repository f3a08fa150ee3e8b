import { fileURLToPath } from 'node:url';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO } from './support/accounts';
import { LoginPage } from './support/login-page';
import { expect, test } from './support/test';
import { fill, texts } from './support/texts';
import { switchLanguage } from './support/billing';

const FIXTURES = '../apps/server/test/fixtures/product-import/';
const fixture = (name: string) => fileURLToPath(new URL(FIXTURES + name, import.meta.url));
const t = texts.de.productImport;
/** The run's screenshots; with E2E_DOCS_SCREENSHOTS=1 those of the VAT notice go to docs/screenshots. */
const DOC_SCREENS =
  process.env.E2E_DOCS_SCREENSHOTS === '1'
    ? fileURLToPath(new URL('../docs/screenshots/', import.meta.url))
    : fileURLToPath(new URL('./.artifacts/screens/', import.meta.url));

/** The admin-onboarded bakery of start-server.sh starts empty: one product with an old price is made over the API. */
async function seedOldSemmel(request: APIRequestContext) {
  const login = await request.post('/graphql', {
    data: {
      query: 'mutation L($i: String!, $p: String!) { login(identifier: $i, password: $p) { jwt } }',
      variables: { i: DEMO.adminBakery.username, p: DEMO.adminBakery.password },
    },
  });
  const { jwt } = ((await login.json()) as { data: { login: { jwt: string } } }).data.login;
  const input = {
    names: { de: 'Semmel', it: 'Rosetta', en: 'Bread roll' },
    descriptions: { de: 'Knusprig', it: 'Croccante', en: 'Crisp' },
    gramPrice: '0.009',
    approxWeight: 50,
    haveToWeight: false,
    easybackKodex: '1001',
  };
  const res = await request.post('/graphql', {
    headers: { Authorization: `Bearer ${jwt}` },
    data: { query: 'mutation C($input: ProductInput!) { createProduct(input: $input) { id } }', variables: { input } },
  });
  expect((await res.json()).errors).toBeUndefined();
}

async function openImport(page: Page) {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(DEMO.adminBakery.username, DEMO.adminBakery.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/products');
  await page.getByRole('main').getByRole('link', { name: texts.de.products.importLink }).click();
  await expect(page).toHaveURL(/\/product\/import$/);
  await expect(page.getByRole('heading', { level: 1, name: texts.de.screens.productImport })).toBeVisible();
}

async function check(page: Page, name: string) {
  await page.locator('input[type="file"]').setInputFiles(fixture(name));
  await page.getByRole('button', { name: t.check }).click();
}

test('a messy export goes through verify and confirm; a file that is not a ZIP is refused', async ({
  page,
  request,
}) => {
  await seedOldSemmel(request);
  await openImport(page);

  // not a ZIP: refused with its text (docs/requirements/catalogue-and-price-lists.md#import-from-legacy-software), nothing to confirm
  await check(page, 'not-a-zip.zip');
  await expect(page.getByRole('alert')).toContainText(texts.de.errors.IMPORT_NOT_A_ZIP);
  await expect(page.getByRole('table')).toHaveCount(0);

  // the German export: UTF-8 with BOM, decimal commas, quoted names, ten broken rows
  await check(page, 'easyback-utf8-bom.csv');
  await expect(
    page.getByText(
      fill(t.detected, { file: 'easyback-utf8-bom.csv', encoding: 'UTF-8-BOM', separator: t.separators.semicolon }),
    ),
  ).toBeVisible();
  const table = page.getByRole('table', { name: t.table.caption });
  await expect(table.getByRole('row').filter({ hasText: 'Osterpinza' })).toContainText(t.problems.BAD_PRICE);
  await expect(table.getByRole('row').filter({ hasText: 'Toastbrot' }).first()).toContainText(
    t.problems.MISSING_WEIGHT,
  );
  await expect(table.getByRole('row').filter({ hasText: 'Fladenbrot' }).first()).toContainText(t.problems.COLUMN_COUNT);
  await page.getByText(fill(t.counts.CHANGED_one, { count: 1 })).click();
  await expect(table.getByRole('row').filter({ hasText: '1001' })).toContainText('9,00 €/kg → 9,60 €/kg');
  await page.screenshot({ path: '.artifacts/screens/product-import-verify-de.png', fullPage: false });

  await page.getByRole('button', { name: fill(t.confirm, { new: 385, changed: 1 }) }).click();
  await expect(
    page.getByRole('status').filter({ hasText: fill(t.done, { new: 385, changed: 1, unchanged: 0, invalid: 9 }) }),
  ).toBeVisible();

  // the imported range is on the product list, quoted name intact
  await page.getByRole('link', { name: t.toProducts }).click();
  await page.getByRole('searchbox', { name: texts.de.products.search }).fill('Ritten');
  await expect(page.getByRole('listitem', { name: 'Bauernbrot "Ritten"; rund' })).toBeVisible();

  // the same file again: nothing left to import
  await page.goto('/product/import');
  await check(page, 'easyback-utf8-bom.csv');
  await expect(page.getByText(t.nothingToDo)).toBeVisible();
});

test('new products without VAT are named before the import, with the rate they would take, in de, it and en', async ({
  page,
}) => {
  await openImport(page);
  const csv = 'Code;Name;Gewicht;Preis\n99101;Vinschgerl E2E;90;0,80\n99102;Breatl E2E;120;1,10\n';
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'ohne-mwst.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await page.getByRole('button', { name: t.check }).click();
  const notice = (language: 'de' | 'it' | 'en') =>
    page.getByText(fill(texts[language].productImport.defaultVat_other, { count: 2, rate: '10 %' }));
  await expect(notice('de')).toBeVisible();
  await page.screenshot({ path: `${DOC_SCREENS}product-import-default-vat-de.png`, fullPage: true });
  try {
    await switchLanguage(page, 'de', 'it');
    await expect(notice('it')).toBeVisible();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: `${DOC_SCREENS}product-import-default-vat-it-phone.png`, fullPage: true });
    await switchLanguage(page, 'it', 'en');
    await expect(notice('en')).toBeVisible();
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.screenshot({ path: `${DOC_SCREENS}product-import-default-vat-en.png`, fullPage: true });
  } finally {
    await switchLanguage(page, (await page.locator('html').getAttribute('lang')) as 'de' | 'it' | 'en', 'de');
  }
  // only checked: nothing was imported
  await expect(page.getByRole('button', { name: fill(t.confirm, { new: 2, changed: 0 }) })).toBeVisible();
});
