import type { Page } from '@playwright/test';
import { DEMO } from './support/accounts';
import { LoginPage } from './support/login-page';
import { expect, test } from './support/test';
import { fill, texts } from './support/texts';

const LANGUAGE_COOKIE = 'sw_lang';

async function expectDocumentLanguage(page: Page, language: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', language);
}

test.describe('language from the browser', () => {
  test.use({ locale: 'it-IT' });

  test('an Italian browser gets the Italian sign-in page', async ({ page }) => {
    const login = new LoginPage(page, 'it');
    await login.goto();
    await expect(login.identifier).toBeVisible();
    await expect(login.submitButton).toBeVisible();
    await expectDocumentLanguage(page, 'it');
  });

  test('the sw_lang cookie wins over the browser language', async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: LANGUAGE_COOKIE, value: 'en', url: baseURL ?? '' }]);
    const login = new LoginPage(page, 'en');
    await login.goto();
    await expect(login.identifier).toBeVisible();
    await expectDocumentLanguage(page, 'en');
  });
});

test.describe('language switch and account language', () => {
  test.use({ locale: 'de-DE' });

  test('the footer switch changes the texts and remembers the choice in a cookie', async ({ page, context }) => {
    const german = new LoginPage(page, 'de');
    await german.goto();

    const languageSwitch = page.getByRole('radiogroup', { name: texts.de.footer.language });
    await languageSwitch.getByText(texts.de.language.en, { exact: true }).click();

    const english = new LoginPage(page, 'en');
    await expect(english.heading).toBeVisible();
    await expect(english.identifier).toBeVisible();
    await expectDocumentLanguage(page, 'en');
    await expect(
      page
        .getByRole('radiogroup', { name: texts.en.footer.language })
        .getByRole('radio', { name: texts.en.language.en }),
    ).toBeChecked();
    await expect
      .poll(async () => (await context.cookies()).find((cookie) => cookie.name === LANGUAGE_COOKIE)?.value)
      .toBe('en');

    await page.reload();
    await english.expectShown();
  });

  test("after sign-in the account's own language wins over the browser", async ({ page }) => {
    const login = new LoginPage(page, 'de');
    await login.goto();
    await login.signIn(DEMO.italianHost.username, DEMO.italianHost.password);

    await expect(page).toHaveURL(/\/dashboard$/);
    const it = texts.it;
    await expect(
      page.getByRole('heading', { level: 1, name: fill(it.dashboard.welcome, { name: DEMO.italianHost.displayName }) }),
    ).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: it.common.menu }).getByRole('link', { name: it.nav.orders, exact: true }),
    ).toBeVisible();
    await expectDocumentLanguage(page, 'it');
  });
});
