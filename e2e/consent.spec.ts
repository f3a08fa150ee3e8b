import { LoginPage } from './support/login-page';
import { CONSENT_COOKIE, expect, test } from './support/test';
import { texts } from './support/texts';

const t = texts.de;
const DAY_SECONDS = 24 * 3600;

test.use({ consentGiven: false });

test.describe('cookie banner', () => {
  test('shows at the top over an overlay and links to the privacy policy', async ({ page }) => {
    await page.goto('/login');
    const banner = page.getByRole('dialog', { name: t.consent.title });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText(t.consent.text);

    const box = await banner.boundingBox();
    expect(box?.y).toBe(0);

    // The overlay covers the whole viewport: the middle of the page is the overlay, not the form.
    const viewport = page.viewportSize();
    if (!viewport) throw new Error('no viewport');
    const centre = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x ?? 0, y ?? 0)?.className ?? '',
      [viewport.width / 2, viewport.height - 20],
    );
    expect(centre).toContain('mantine-Overlay-root');

    const privacy = banner.getByRole('link', { name: t.consent.privacyLink });
    await expect(privacy).toHaveAttribute('href', '/privacy');
    await privacy.click();
    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole('heading', { level: 1, name: t.legal.privacy.title })).toBeVisible();
    // Reading the policy is not consent.
    await expect(banner).toBeVisible();
  });

  test('accepting hides it, stores the consent for 150 days and survives a reload', async ({ page, context }) => {
    const login = new LoginPage(page);
    await login.goto();
    const banner = page.getByRole('dialog', { name: t.consent.title });
    await expect(banner).toBeVisible();

    await banner.getByRole('button', { name: t.consent.accept }).click();
    await expect(banner).toBeHidden();
    await expect(page.locator('.mantine-Overlay-root')).toHaveCount(0);

    const consent = (await context.cookies()).find((cookie) => cookie.name === CONSENT_COOKIE);
    expect(consent, `${CONSENT_COOKIE} cookie`).toBeDefined();
    const daysLeft = ((consent?.expires ?? 0) - Date.now() / 1000) / DAY_SECONDS;
    expect(daysLeft).toBeGreaterThan(149);
    expect(daysLeft).toBeLessThan(151);

    await login.identifier.fill('clickable');
    await expect(login.identifier).toHaveValue('clickable');

    await page.reload();
    await login.expectShown();
    await expect(banner).toHaveCount(0);
  });
});
