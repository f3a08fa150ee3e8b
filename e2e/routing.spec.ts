import { LoginPage } from './support/login-page';
import { expect, test } from './support/test';

test.describe('routing when logged out', () => {
  test('an unknown path ends at /login', async ({ page }) => {
    await page.goto('/some/unknown/path');
    await new LoginPage(page).expectShown();
  });

  test('a page of the logged-in area ends at /login', async ({ page }) => {
    await page.goto('/dashboard');
    await new LoginPage(page).expectShown();
    await expect(page).not.toHaveURL(/dashboard/);
  });
});
