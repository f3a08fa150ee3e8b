import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { apiLogin, gqlAs, openSignedIn, switchLanguage } from './support/billing';
import { LoginPage } from './support/login-page';
import { caughtMailTo } from './support/mails';
import { CONSENT_COOKIE, expect, test } from './support/test';
import { fill, texts, type Language } from './support/texts';

/**
 * The platform operator's support inbox at /chat (issue 45 item 9): a bakery writes to support and
 * a visitor uses the contact form; the operator (made by the admin tool in support/start-server.sh,
 * English) finds both unread in its inbox, answers the bakery inside its conversation and the
 * visitor by mail, and closes the visitor's request — while the server runs, no admin tool.
 */
const OPERATOR = { username: 'e2e-operator', password: 'E2e-Betreiber-1!' };
const BAKERY = { username: 'baeckerei-mair', password: 'Brot-Mair-2026!' };
const BAKERY_MAIL = 'info@baeckerei-mair.example';
const VISITOR_MAIL = 'lucia@visitor.example';
const SHOTS = '/tmp/shots-support-inbox';
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.evaluate(() => window.scrollTo(0, 0)); // the language switch scrolled to the footer
  await page.screenshot({ path: `${SHOTS}/${name}.png`, fullPage: true });
}

test('the operator answers support requests in its inbox: a bakery in its conversation, a visitor by mail', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(180_000); // two accounts, three languages, two viewports
  const tag = Date.now().toString(36);
  const bakeryTitle = `Rechnungsnummern ${tag}`;
  const visitorTitle = `Prezzi ${tag}`;

  // the bakery writes to support
  const bakery = await apiLogin(request, BAKERY);
  const created = await gqlAs(
    request,
    bakery.jwt,
    'mutation N($t: String!, $m: String!) { createConversation(to: SUPPORT, title: $t, message: $m) { id } }',
    { t: bakeryTitle, m: 'Wie setze ich die Rechnungsnummer auf 100?' },
  );
  const bakeryRequest = created.createConversation[0].id as string;
  // a visitor writes through the contact form, in Italian
  const { captcha } = await gqlAs(request, null, '{ captcha { question token } }');
  const [, a, b] = /(\d+)\s*\+\s*(\d+)/.exec(captcha.question as string) ?? [];
  const contact = await request.post('/graphql', {
    headers: { 'accept-language': 'it' },
    data: {
      query: `mutation C($t: String!, $a: Int!) { contactSupport(name: "Lucia Bianchi", email: "${VISITOR_MAIL}",
        title: "${visitorTitle}", message: "Quanto costa per due negozi?", captchaToken: $t, captchaAnswer: $a) }`,
      variables: { t: captcha.token, a: Number(a) + Number(b) },
    },
  });
  expect(((await contact.json()) as { data: { contactSupport: boolean } }).data.contactSupport).toBe(true);

  // the operator signs in (English) and opens its inbox from the menu, which counts the unread requests
  await page.setViewportSize(DESKTOP);
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(OPERATOR.username, OPERATOR.password);
  await expect(page).toHaveURL(/\/bakeries$/);
  const en = texts.en;
  const menu = page.getByRole('navigation', { name: en.common.menu });
  const inboxLink = menu.getByRole('link', { name: new RegExp(`^${en.nav.supportInbox}`) });
  await expect(inboxLink).toContainText(/\d/);
  await inboxLink.click();
  await expect(page).toHaveURL(/\/chat$/);
  await expect(page.getByRole('heading', { level: 1, name: en.messages.inbox.title })).toBeVisible();
  await expect(page.getByRole('link', { name: en.messages.new })).toHaveCount(0); // support starts no conversation
  const bakeryRow = page.getByRole('link', { name: `${bakeryTitle} – Bäckerei Mair` });
  const visitorRow = page.getByRole('link', { name: `${visitorTitle} – Lucia Bianchi` });
  await expect(bakeryRow.getByText(en.messages.state.NEW)).toBeVisible();
  await expect(visitorRow.getByText(en.messages.unread)).toBeVisible();

  // the inbox in each language, on a desktop and a phone
  const order: [Language, Language | null][] = [
    ['en', null],
    ['it', 'en'],
    ['de', 'it'],
  ];
  for (const [language, from] of order) {
    if (from) await switchLanguage(page, from, language);
    await expect(page.getByRole('heading', { level: 1, name: texts[language].messages.inbox.title })).toBeVisible();
    await expect(visitorRow).toBeVisible();
    await shoot(page, `inbox-${language}-desktop`);
    await page.setViewportSize(PHONE);
    await expect(visitorRow).toBeVisible();
    await shoot(page, `inbox-${language}-phone`);
    await page.setViewportSize(DESKTOP);
  }
  await switchLanguage(page, 'de', 'en'); // the account's language as it was

  // the bakery's request: opened (read for support), answered inside its conversation
  await bakeryRow.click();
  await expect(page).toHaveURL(new RegExp(`/chat/${bakeryRequest}$`));
  await expect(page.getByText('Wie setze ich die Rechnungsnummer auf 100?')).toBeVisible();
  await page.getByRole('textbox', { name: en.messages.inbox.replyLabel }).fill('Unter Einstellungen → Dokumente.');
  await page.getByRole('button', { name: en.messages.reply }).click();
  await expect(page.getByRole('article').filter({ hasText: 'Unter Einstellungen → Dokumente.' })).toBeVisible();
  await expect(page.getByText(en.messages.state.SENT, { exact: true })).toBeVisible(); // the bakery has not opened it yet
  await shoot(page, 'conversation-en-desktop');

  // the bakery hears of it by mail with the link, and reads support's answer in its conversation
  const notice = await caughtMailTo(request, BAKERY_MAIL, (m) => m.subject === `Neue Nachricht: ${bakeryTitle}`);
  expect(notice.text).toContain('Unter Einstellungen → Dokumente.');
  expect(notice.text).toContain(`/chat/${bakeryRequest}`);
  if (!baseURL) throw new Error('baseURL is not configured');
  const bakeryContext = await browser.newContext({ viewport: DESKTOP, baseURL });
  await bakeryContext.addCookies([{ name: CONSENT_COOKIE, value: 'accepted', url: baseURL }]);
  const bakeryPage = await bakeryContext.newPage();
  await openSignedIn(bakeryPage, request, BAKERY, `/chat/${bakeryRequest}`);
  const answer = bakeryPage.getByRole('article', { name: texts.de.messages.support });
  await expect(answer).toContainText('Unter Einstellungen → Dokumente.');
  await bakeryContext.close();

  // the visitor's request: the answer goes by mail, in Italian; then support closes it
  await page.getByRole('link', { name: en.messages.inbox.back }).click();
  await expect(page).toHaveURL(/\/chat$/);
  await visitorRow.click();
  await expect(page.getByText(fill(en.messages.inbox.byMail, { email: VISITOR_MAIL }))).toBeVisible();
  await page.setViewportSize(PHONE);
  await shoot(page, 'conversation-en-phone');
  await page.setViewportSize(DESKTOP);
  await page.getByRole('textbox', { name: en.messages.inbox.replyLabel }).fill('Costa 30 euro al mese per negozio.');
  await page.getByRole('button', { name: en.messages.reply }).click();
  await expect(page.getByRole('article').filter({ hasText: 'Costa 30 euro al mese per negozio.' })).toBeVisible();
  const mail = await caughtMailTo(
    request,
    VISITOR_MAIL,
    (m) => m.subject === `Risposta del supporto Brotzeit: ${visitorTitle}`,
  );
  expect(mail.text).toContain('Costa 30 euro al mese per negozio.');
  await page.getByRole('button', { name: en.messages.close }).click();
  await expect(page.getByText(en.messages.closedNote)).toBeVisible();
  await expect(page.getByText(en.messages.state.CLOSED, { exact: true })).toBeVisible();
  await expect(page.getByRole('textbox', { name: en.messages.inbox.replyLabel })).toHaveCount(0);
});
