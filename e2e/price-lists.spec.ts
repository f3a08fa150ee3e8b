import { LoginPage } from './support/login-page';
import { expect, test } from './support/test';
import { exactly, fill, texts } from './support/texts';

/** The demo bakery of the seed (README). */
const MAIR = { username: 'baeckerei-mair', password: 'Brot-Mair-2026!' } as const;

test('the demo bakery creates a price list, puts a product in at its price and sees it in the grid', async ({
  page,
}) => {
  const t = texts.de.priceLists;
  const name = `Wiederverkäufer ${Date.now().toString(36)}`;
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(MAIR.username, MAIR.password);
  await expect(page).toHaveURL(/\/dashboard$/);

  await page.goto('/products');
  await page.getByRole('tab', { name: t.tab }).click();
  await expect(page).toHaveURL(/\/products\?tab=price-lists$/);
  const lists = page.getByRole('list', { name: t.title });
  const previousDefault = lists.getByRole('listitem').filter({ has: page.getByTitle(t.defaultHint) });
  const previousName = await previousDefault.first().getAttribute('aria-label');
  expect(previousName).toBeTruthy();
  await expect(page.getByText(t.createHint)).toBeVisible();

  await page.getByRole('textbox', { name: t.newName }).fill(name);
  await page.getByRole('button', { name: t.create }).click();
  const card = lists.getByRole('listitem', { name, exact: true });
  await expect(card.getByTitle(t.defaultHint)).toBeVisible();
  await expect(card.getByText(fill(t.productCount_other, { count: 0 }), { exact: false })).toBeVisible();

  // The new list is selected: its grid shows every product, none in the list yet.
  const grid = page.getByRole('list', { name: fill(t.gridTitle, { name }) });
  const row = grid.getByTestId('price-row').first();
  await expect(row.getByText(exactly(t.notInList))).toBeVisible();
  const productName = (await row.getAttribute('aria-label')) ?? '';
  const price = row.getByRole('textbox'); // the list price, per piece or per kg
  await price.fill('-2');
  await row.getByRole('button', { name: fill(t.addLabel, { name: productName }) }).click();
  await expect(row.getByText(t.invalidPrice)).toBeVisible();
  await price.fill('3,10');
  await row.getByRole('button', { name: fill(t.addLabel, { name: productName }) }).click();
  await expect(page.getByText(fill(t.priceSaved, { name: productName }))).toBeVisible();
  await expect(card.getByText(fill(t.productCount_one, { count: 1 }), { exact: false })).toBeVisible();

  // After a reload the grid reads the price back from the server.
  await page.reload();
  await lists.getByRole('listitem', { name, exact: true }).getByRole('button', { name: t.editPrices }).click();
  const savedRow = page
    .getByRole('list', { name: fill(t.gridTitle, { name }) })
    .getByRole('listitem', { name: productName, exact: true });
  await expect(savedRow.getByRole('textbox')).toHaveValue('3,10');
  await expect(savedRow.getByText(exactly(t.notInList))).toHaveCount(0);

  // Leave the demo data as it was: the old default back, the new list deleted.
  await lists
    .getByRole('listitem', { name: previousName ?? '', exact: true })
    .getByRole('button', { name: t.setDefault })
    .click();
  await expect(
    lists.getByRole('listitem', { name: previousName ?? '', exact: true }).getByTitle(t.defaultHint),
  ).toBeVisible();
  await lists.getByRole('listitem', { name, exact: true }).getByRole('button', { name: t.delete }).click();
  const dialog = page.getByRole('dialog', { name: t.deleteTitle });
  await dialog.getByRole('button', { name: t.delete }).click();
  await expect(lists.getByRole('listitem', { name, exact: true })).toHaveCount(0);
});
