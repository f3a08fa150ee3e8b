import type { Page } from '@playwright/test';
import { LoginPage } from './support/login-page';
import { expect, test } from './support/test';
import { exactly, fill, texts, type Language } from './support/texts';

/** The demo bakery of the seed (README). */
const MAIR = { username: 'baeckerei-mair', password: 'Brot-Mair-2026!' } as const;
const LANGUAGE_NAMES: Record<Language, string> = {
  de: texts.de.language.de,
  it: texts.de.language.it,
  en: texts.de.language.en,
};

interface NewProduct {
  names: Record<Language, string>;
  descriptions: Record<Language, string>;
}

function newProduct(): NewProduct {
  const suffix = Date.now().toString(36);
  return {
    names: { de: `Dinkelkranz ${suffix}`, it: `Corona di farro ${suffix}`, en: `Spelt ring ${suffix}` },
    descriptions: { de: 'Mit Sonnenblumenkernen', it: 'Con semi di girasole', en: 'With sunflower seeds' },
  };
}

async function signInAsBakery(page: Page) {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(MAIR.username, MAIR.password);
  await expect(page).toHaveURL(/\/dashboard$/);
}

async function fillTexts(page: Page, product: NewProduct, skip?: Language) {
  const t = texts.de.products.form;
  for (const language of ['de', 'it', 'en'] as const) {
    if (language === skip) continue;
    const group = page.getByRole('group', { name: LANGUAGE_NAMES[language] });
    await group.getByRole('textbox', { name: t.name }).fill(product.names[language]);
    await group.getByRole('textbox', { name: t.description }).fill(product.descriptions[language]);
  }
}

async function openEditor(page: Page) {
  await page.goto('/products');
  await page.getByRole('main').getByRole('link', { name: texts.de.products.create }).first().click();
  await expect(page).toHaveURL(/\/product\/create$/);
  await expect(page.getByRole('heading', { level: 1, name: texts.de.screens.productCreate })).toBeVisible();
}

test('a missing English name shows the field error and creates nothing', async ({ page }) => {
  const t = texts.de.products;
  const product = newProduct();
  const creations: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/graphql') && request.postDataJSON()?.operationName === 'CreateProduct')
      creations.push(request.url());
  });
  await signInAsBakery(page);
  await openEditor(page);
  await fillTexts(page, { ...product, names: { ...product.names, en: '' } });
  await page.getByRole('textbox', { name: t.form.pricePiece }).fill('2,40');
  await page.getByRole('textbox', { name: t.form.approxWeight }).fill('500');
  await page.getByRole('button', { name: t.form.save }).click();

  const englishName = page.getByRole('group', { name: LANGUAGE_NAMES.en }).getByRole('textbox', { name: t.form.name });
  await expect(englishName).toHaveAttribute('aria-invalid', 'true');
  await expect(
    page.getByRole('group', { name: LANGUAGE_NAMES.en }).getByText(exactly(t.fieldErrors.required)),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/product\/create$/);
  expect(creations).toHaveLength(0);

  await page.goto('/products');
  await page.getByRole('searchbox', { name: t.search }).fill(product.names.de);
  await expect(page.getByText(t.noMatchTitle)).toBeVisible();
});

test('the demo bakery creates a product in three languages, edits it and sees it in German and Italian', async ({
  page,
}) => {
  const t = texts.de.products;
  const product = newProduct();
  await signInAsBakery(page);
  await openEditor(page);
  await fillTexts(page, product);
  await page.getByRole('textbox', { name: t.form.pricePiece }).fill('2,40');
  await page.getByRole('textbox', { name: t.form.approxWeight }).fill('500');
  await expect(page.getByTestId('price-preview')).toContainText(fill(t.form.previewPiece, { price: '2,40\u00a0€' }));
  await page.getByRole('button', { name: t.form.save }).click();

  await expect(page).toHaveURL(/\/products$/);
  await expect(page.getByText(t.saved)).toBeVisible();
  await page.getByRole('searchbox', { name: t.search }).fill(product.names.de);
  const card = page.getByRole('listitem', { name: product.names.de });
  await expect(card).toBeVisible();
  await expect(card.getByText('2,40\u00a0€', { exact: true })).toBeVisible();
  await expect(card.getByText('10 %', { exact: true })).toBeVisible();

  // The editor loads the product with its price per piece; a heavier piece at a new price.
  await card.getByRole('link', { name: `${t.edit}: ${product.names.de}` }).click();
  await expect(page).toHaveURL(/\/product\/edit\/\d+\/dinkelkranz-/);
  await expect(
    page.getByRole('group', { name: LANGUAGE_NAMES.it }).getByRole('textbox', { name: t.form.name }),
  ).toHaveValue(product.names.it);
  await expect(page.getByRole('textbox', { name: t.form.pricePiece })).toHaveValue('2,40');
  await page.getByRole('textbox', { name: t.form.approxWeight }).fill('1000');
  await page.getByRole('textbox', { name: t.form.pricePiece }).fill('4,80');
  await page.getByRole('button', { name: t.form.save }).click();
  await expect(page).toHaveURL(/\/products$/);
  await page.getByRole('searchbox', { name: t.search }).fill(product.names.de);
  await expect(card.getByText('4,80\u00a0€', { exact: true })).toBeVisible();

  await page
    .getByRole('radiogroup', { name: texts.de.footer.language })
    .getByText(texts.de.language.it, { exact: true })
    .click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'it');
  await expect(page.getByRole('heading', { level: 1, name: texts.it.products.listTitle })).toBeVisible();
  const italianCard = page.getByRole('listitem', { name: product.names.it });
  await expect(italianCard).toBeVisible();
  await expect(italianCard.getByText('4,80\u00a0€', { exact: true })).toBeVisible();

  // Back to German, so the demo account keeps its language for later journeys.
  await page
    .getByRole('radiogroup', { name: texts.it.footer.language })
    .getByText(texts.it.language.de, { exact: true })
    .click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
});
