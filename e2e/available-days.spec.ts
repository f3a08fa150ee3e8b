import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { DEMO } from './support/accounts';
import { openSignedIn, switchLanguage } from './support/billing';
import { expect, test } from './support/test';
import { fill, texts, type Language } from './support/texts';

/**
 * Issue 15, item 7: a product available on the 1st and 15th of the month is made in the product
 * form (days of the month next to weekdays,
 * docs/requirements/catalogue-and-price-lists.md#available-days), the list says so in words, and
 * the edit form keeps the days. Screens of the field in de/it/en, desktop and phone.
 */
const SHOTS = '/tmp/shots-sorting';
const LANGUAGE_NAMES: Record<Language, string> = {
  de: texts.de.language.de,
  it: texts.de.language.it,
  en: texts.de.language.en,
};
const RUN = Date.now().toString(36);
const NAMES: Record<Language, string> = {
  de: `Monatsbrot ${RUN}`,
  it: `Pane del mese ${RUN}`,
  en: `Monthly bread ${RUN}`,
};

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.getByTestId('available-days').scrollIntoViewIfNeeded();
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

test('a product available on the 1st and 15th is made in the form and shown in words', async ({ page, request }) => {
  const t = texts.de.products;
  await page.setViewportSize({ width: 1280, height: 900 });
  await openSignedIn(page, request, DEMO.adminBakery, '/product/create');
  for (const language of ['de', 'it', 'en'] as const) {
    const group = page.getByRole('group', { name: LANGUAGE_NAMES[language] });
    await group.getByRole('textbox', { name: t.form.name }).fill(NAMES[language]);
    await group.getByRole('textbox', { name: t.form.description }).fill('…');
  }
  await page.getByRole('textbox', { name: t.form.pricePiece }).fill('2,50');
  await page.getByRole('textbox', { name: t.form.approxWeight }).fill('500');
  await expect(page.getByTestId('available-days')).toHaveText(fill(t.form.days.summary, { days: 'jeden Tag' }));
  await page.getByRole('radio', { name: t.form.days.monthDays }).check();
  const days = page.getByRole('group', { name: t.form.days.monthDays });
  await days.getByText('1', { exact: true }).click();
  await days.getByText('15', { exact: true }).click();
  await expect(page.getByTestId('available-days')).toHaveText(fill(t.form.days.summary, { days: 'am 1. und 15.' }));
  await shoot(page, 'available-days-de-desktop');
  await page.getByRole('button', { name: t.form.save }).click();

  await expect(page).toHaveURL(/\/products$/);
  await page.getByRole('searchbox', { name: t.search }).fill(NAMES.de);
  const card = page.getByRole('listitem', { name: NAMES.de });
  await expect(card.getByText(fill(t.form.days.summary, { days: 'am 1. und 15.' }))).toBeVisible();

  await card.getByRole('link', { name: `${t.edit}: ${NAMES.de}` }).click();
  await expect(page.getByTestId('available-days')).toHaveText(fill(t.form.days.summary, { days: 'am 1. und 15.' }));
  const words: Record<Language, string> = { de: 'am 1. und 15.', it: 'nei giorni 1 e 15', en: 'on the 1st and 15th' };
  for (const [language, next] of [
    ['de', 'it'],
    ['it', 'en'],
    ['en', 'de'],
  ] as [Language, Language][]) {
    await page.setViewportSize({ width: 1280, height: 900 });
    await expect(page.getByTestId('available-days')).toHaveText(
      fill(texts[language].products.form.days.summary, { days: words[language] }),
    );
    if (language !== 'de') await shoot(page, `available-days-${language}-desktop`);
    await page.setViewportSize({ width: 390, height: 844 });
    await shoot(page, `available-days-${language}-phone`);
    await switchLanguage(page, language, next);
  }
});
