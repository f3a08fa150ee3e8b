import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { BRAND } from '../apps/web/src/brand';
import helpDe from '../apps/web/src/features/help/content/de';
import helpEn from '../apps/web/src/features/help/content/en';
import helpIt from '../apps/web/src/features/help/content/it';
import type { HelpContent } from '../apps/web/src/features/help/content/types';
import { DEMO } from './support/accounts';
import { apiLogin, gqlAs, signIn } from './support/billing';
import { expect, test } from './support/test';
import { texts, type Language } from './support/texts';

/**
 * Issue 17, public and help pages: terms, privacy, imprint, about, plans, sitemap and the FAQ read in de, it and en
 * by a visitor; a bakery closes the tutorial of its orders, finds it gone after a reload (kept with the account)
 * and brings it back with the header's help button. Screenshots (desktop and phone) go to docs/screenshots with E2E_DOCS_SCREENSHOTS=1.
 */
const HELP: Record<Language, HelpContent> = { de: helpDe, it: helpIt, en: helpEn };
const SHOTS =
  process.env.E2E_DOCS_SCREENSHOTS === '1'
    ? fileURLToPath(new URL('../docs/screenshots/', import.meta.url))
    : fileURLToPath(new URL('./.artifacts/screens/', import.meta.url));
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };

/** The answer to the next save of a tutorial's state (closed or reopened) to the account. */
function tutorialSaved(page: Page) {
  return page.waitForResponse(
    (res) => res.url().endsWith('/graphql') && res.request().postDataJSON()?.operationName === 'SetTutorialDismissed',
  );
}

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

for (const language of ['de', 'it', 'en'] as const satisfies readonly Language[]) {
  const t = texts[language];
  const help = HELP[language];

  test(`a visitor reads the public pages and the FAQ (${language})`, async ({ page, context, baseURL }) => {
    if (!baseURL) throw new Error('baseURL is not configured');
    await context.addCookies([{ name: 'sw_lang', value: language, url: baseURL }]);
    await page.setViewportSize(DESKTOP);
    const main = page.getByRole('main');

    await page.goto('/tos');
    await expect(main.getByRole('heading', { level: 1, name: t.legal.tos.title })).toBeVisible();
    for (const section of help.tos)
      await expect(main.getByRole('heading', { level: 2, name: section.heading })).toBeVisible();
    await expect(main).toContainText(language === 'en' ? '3.00 EUR per active buyer account' : '3,00 EUR');
    await expect(page).toHaveTitle(`${t.nav.terms} – ${BRAND.name}`);
    await shoot(page, `help-tos-${language}-desktop`);

    await page.goto('/privacy');
    await expect(main.getByRole('heading', { level: 1, name: t.legal.privacy.title })).toBeVisible();
    await expect(main.getByRole('heading', { level: 2 })).toHaveCount(help.privacy.length);
    await expect(main).toContainText('sw_consent');
    await expect(main).toContainText(BRAND.privacyEmail);

    await page.goto('/impressum');
    await expect(main.getByRole('heading', { level: 1, name: t.legal.imprint.title })).toBeVisible();
    await expect(main).toContainText(BRAND.company);

    await page.goto('/about');
    await expect(main.getByRole('heading', { level: 1, name: t.legal.about.title })).toBeVisible();
    await expect(main).toContainText(help.about[2] ?? '');
    await shoot(page, `help-about-${language}-desktop`);

    await page.goto('/plans');
    await expect(main.getByRole('heading', { level: 1, name: t.plans.title })).toBeVisible();
    const terms = main.getByTestId('plan-terms');
    await expect(terms.getByRole('listitem')).toHaveCount(4);
    await expect(terms).toContainText(language === 'en' ? '€3.00' : '3,00 €');
    await shoot(page, `help-plans-${language}-desktop`);

    await page.goto('/sitemap');
    await expect(main.getByRole('heading', { level: 1, name: t.sitemap.title })).toBeVisible();
    for (const path of ['/login', '/about', '/faq', '/tos', '/privacy', '/impressum'])
      await expect(main.locator(`a[href="${path}"]`)).toHaveCount(1);
    await shoot(page, `help-sitemap-${language}-desktop`);

    // the FAQ from the footer
    await page.getByRole('contentinfo').getByRole('link', { name: t.help.faqShort }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(main.getByRole('heading', { level: 1, name: t.help.faqTitle })).toBeVisible();
    await expect(main.getByRole('heading', { level: 2 })).toHaveCount(help.faq.length);
    for (const group of help.faq)
      for (const item of group.items)
        await expect(main.getByRole('heading', { level: 3, name: item.question, exact: true })).toBeVisible();
    await expect(page).toHaveTitle(`${t.help.faqTitle} – ${BRAND.name}`);
    await shoot(page, `help-faq-${language}-desktop`);

    await page.setViewportSize(PHONE);
    await shoot(page, `help-faq-${language}-phone`);
    await page.goto('/plans');
    // the terms below the plan cards
    await main.getByTestId('plan-terms').scrollIntoViewIfNeeded();
    await expect(main.getByTestId('plan-terms')).toBeInViewport();
    await page.screenshot({ path: `${SHOTS}/help-plans-${language}-phone.png` });
  });

  test(`a bakery closes a tutorial and reopens it from the help button (${language})`, async ({ page, request }) => {
    const { jwt } = await apiLogin(request, DEMO.adminBakery);
    await gqlAs(request, jwt, 'mutation L($l: Language!) { changeLanguage(language: $l) { id } }', { l: language });
    try {
      await page.setViewportSize(DESKTOP);
      await signIn(page, DEMO.adminBakery, language);
      await page.goto('/orders');
      const main = page.getByRole('main');
      const guide = main.getByRole('region', {
        name: `${t.help.tutorialTitle.replace('{{title}}', help.tutorials.ordersBakery.title)}`,
      });
      await expect(guide).toBeVisible();
      await expect(guide.getByRole('listitem')).toHaveCount(help.tutorials.ordersBakery.steps.length);
      await shoot(page, `help-tutorial-${language}-desktop`);

      // closing is kept with the account: saved before the page is loaded again
      const closed = tutorialSaved(page);
      await guide.getByRole('button', { name: t.help.gotIt }).click();
      await expect(guide).toHaveCount(0);
      await closed;
      await page.reload();
      await expect(main.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await expect(guide).toHaveCount(0);

      const helpButton = page.getByRole('banner').getByRole('button', { name: t.help.button });
      const reopened = tutorialSaved(page);
      await helpButton.click();
      await expect(guide).toBeVisible();
      await expect(guide).toBeFocused();
      await reopened;

      // another screen has its own guide, still open
      await page.goto('/bakery');
      await expect(
        main.getByRole('region', { name: t.help.tutorialTitle.replace('{{title}}', help.tutorials.bakeList.title) }),
      ).toBeVisible();

      await page.setViewportSize(PHONE);
      await page.goto('/orders');
      await expect(guide).toBeVisible();
      await shoot(page, `help-tutorial-${language}-phone`);
    } finally {
      await gqlAs(request, jwt, 'mutation L($l: Language!) { changeLanguage(language: $l) { id } }', { l: 'de' });
      // the demo bakery's tutorial open again for the next journey, whatever failed above
      await gqlAs(request, jwt, 'mutation T($k: String!) { setTutorialDismissed(key: $k, dismissed: false) }', {
        k: 'ordersBakery',
      });
    }
  });
}
