import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { DEMO } from './support/accounts';
import { openSignedIn, switchLanguage } from './support/billing';
import { expect, test } from './support/test';
import { fill, texts } from './support/texts';

/**
 * Issue 16: the delivery-zone and discount forms of the settings check with the core schemas the
 * server uses — a wrong value shows its message and nothing is saved — and read a decimal in the
 * user's language ("12,5" in German, "12.5" in English). Screens: desktop in German, phone in Italian.
 */
const SHOTS = '/tmp/shots-settings-forms';
const RUN = Date.now().toString(36);

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

test('zones and discounts are checked before sending, decimals in the language of the user', async ({
  page,
  request,
}) => {
  const { de, en, it } = texts;
  const zone = `Zone ${RUN}`;
  const discount = `Rabatt ${RUN}`;
  await page.setViewportSize({ width: 1280, height: 900 });
  await openSignedIn(page, request, DEMO.adminBakery, '/settings?tab=zones');
  const main = page.getByRole('main');

  // a blank zone name is refused in the browser, then the zone is made
  await main.getByRole('button', { name: de.zones.create }).click();
  await expect(main.getByText(fill(de.zones.nameInvalid, { max: 80 }))).toBeVisible();
  await main.getByRole('textbox', { name: de.zones.newName }).fill(` ${zone} `);
  await main.getByRole('button', { name: de.zones.create }).click();
  await expect(main.getByRole('listitem', { name: zone })).toBeVisible();
  await shoot(page, 'zones-de-desktop');

  // a discount: "12.5" is no German number, "12,5" is 12.5 %
  await main.getByRole('tab', { name: de.settings.tabs.discounts }).click();
  await main.getByRole('button', { name: de.discounts.create }).click();
  let dialog = page.getByRole('dialog', { name: de.discounts.createTitle });
  await dialog.getByRole('textbox', { name: de.discounts.name }).fill(discount);
  const percentDe = dialog.getByRole('textbox', { name: fill(de.discounts.percent, { n: 1 }) });
  await percentDe.fill('12.5');
  await dialog.getByRole('button', { name: de.common.save }).click();
  await expect(dialog.getByText(de.discounts.percentInvalid)).toBeVisible();
  await dialog.getByRole('button', { name: de.discounts.addStep }).click();
  await shoot(page, 'discount-form-de-desktop');
  await dialog.getByRole('button', { name: fill(de.discounts.removeStep, { n: 2 }) }).click();
  await percentDe.fill('12,5');
  await dialog.getByRole('button', { name: de.common.save }).click();
  await expect(dialog).toBeHidden();
  const item = main.getByRole('listitem', { name: discount });
  await expect(item).toContainText(/12,5\s%/);
  await shoot(page, 'discounts-de-desktop');

  // in English the same discount reads "12.5", and "7.5" is 7.5 %
  await switchLanguage(page, 'de', 'en');
  await item.getByRole('button', { name: fill(en.discounts.editNamed, { name: discount }) }).click();
  dialog = page.getByRole('dialog', { name: en.discounts.editTitle });
  const percentEn = dialog.getByRole('textbox', { name: fill(en.discounts.percent, { n: 1 }) });
  await expect(percentEn).toHaveValue('12.5');
  await percentEn.fill('7.5');
  await dialog.getByRole('button', { name: en.common.save }).click();
  await expect(dialog).toBeHidden();
  await expect(item).toContainText(/7\.5\s%/);

  // phone, Italian: the refusal of a wrong amount, the lists
  await page.setViewportSize({ width: 390, height: 844 });
  await switchLanguage(page, 'en', 'it');
  await shoot(page, 'discounts-it-phone');
  await item.getByRole('button', { name: fill(it.discounts.editNamed, { name: discount }) }).click();
  dialog = page.getByRole('dialog', { name: it.discounts.editTitle });
  await dialog.getByRole('textbox', { name: fill(it.discounts.from, { n: 1 }) }).fill('1.000,00');
  await dialog.getByRole('button', { name: it.common.save }).click();
  await expect(dialog.getByText(it.discounts.fromInvalid)).toBeVisible();
  await shoot(page, 'discount-form-it-phone');
  await dialog.getByRole('button', { name: it.common.cancel }).click();
  await expect(dialog).toBeHidden();
  await expect(item).toContainText(/7,5\s%/);

  // clean up: delete both (the discount and zone hold no clients)
  await item.getByRole('button', { name: fill(it.discounts.deleteNamed, { name: discount }) }).click();
  await page
    .getByRole('dialog', { name: it.discounts.deleteTitle })
    .getByRole('button', { name: it.discounts.delete })
    .click();
  await expect(item).toBeHidden();
  await main.getByRole('tab', { name: it.settings.tabs.zones }).click();
  await expect(main.getByRole('listitem', { name: zone })).toBeVisible();
  await shoot(page, 'zones-it-phone');
  await main
    .getByRole('listitem', { name: zone })
    .getByRole('button', { name: fill(it.zones.deleteNamed, { name: zone }) })
    .click();
  await page.getByRole('dialog', { name: it.zones.deleteTitle }).getByRole('button', { name: it.zones.delete }).click();
  await expect(main.getByRole('listitem', { name: zone })).toBeHidden();
  await switchLanguage(page, 'it', 'de');
});
