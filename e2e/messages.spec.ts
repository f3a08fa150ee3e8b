import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { apiLogin, openSignedIn } from './support/billing';
import { caughtMailTo } from './support/mails';
import { CONSENT_COOKIE, expect, test } from './support/test';
import { fill, texts, type Language } from './support/texts';

/**
 * Messages and support (issue 17): a host writes to its bakery, the bakery answers, the host reads
 * the answer and its unread count falls, both get the notice mail; a bakery writes to one client
 * (Italian); a signed-out visitor's contact form reaches the platform's support (English). Accounts
 * of the demo data; the operator of support/start-server.sh hears of the contact form by mail.
 */
const BAKERY = { username: 'baeckerei-mair', password: 'Brot-Mair-2026!' };
const HOST = { username: 'hotel-alpenrose', password: 'Alpenrose-2026!' };
const CAFE = { username: 'cafe-central', password: 'Central-2026!' };
const BAKERY_MAIL = 'info@baeckerei-mair.example';
const HOST_MAIL = 'rezeption@alpenrose.example';
const CAFE_MAIL = 'bar@cafe-central.example';
const OPERATOR_MAIL = 'operator@plattform.example';

const SHOTS =
  process.env.E2E_DOCS_SCREENSHOTS === '1'
    ? fileURLToPath(new URL('../docs/screenshots/', import.meta.url))
    : '/tmp/shots-messages/';

async function shoot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}messages-${name}.png`, fullPage: true });
}

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

/** A browser of its own for each account, the cookie banner accepted (and a language cookie for visitors). */
async function newPage(
  browser: Browser,
  baseURL: string | undefined,
  viewport: { width: number; height: number },
  language?: Language,
): Promise<{ page: Page; context: BrowserContext }> {
  if (!baseURL) throw new Error('baseURL is not configured');
  const context = await browser.newContext({ viewport, baseURL });
  await context.addCookies([
    { name: CONSENT_COOKIE, value: 'accepted', url: baseURL },
    ...(language ? [{ name: 'sw_lang', value: language, url: baseURL }] : []),
  ]);
  return { page: await context.newPage(), context };
}

/** The Messages item of the signed-in menu, with the unread count beside its name. */
function messagesLink(page: Page, language: Language) {
  return page
    .getByRole('navigation', { name: texts[language].common.menu })
    .getByRole('link', { name: new RegExp(`^${texts[language].messages.nav}`) });
}

test('a host writes to its bakery, the bakery replies, the host reads it and its unread count falls (de)', async ({
  browser,
  request,
  baseURL,
}) => {
  const de = texts.de;
  const title = `Semmeln für Samstag ${Date.now().toString(36)}`;

  // the host writes
  const { page: host, context: hostContext } = await newPage(browser, baseURL, DESKTOP);
  await openSignedIn(host, request, HOST, '/chat/create');
  await expect(host.getByRole('heading', { level: 1, name: de.messages.new })).toBeVisible();
  await expect(host.getByRole('combobox', { name: de.messages.to })).toHaveValue(
    fill(de.messages.bakery, { name: 'Bäckerei Mair' }),
  );
  await host.getByRole('textbox', { name: de.messages.subject }).fill(title);
  await host.getByRole('textbox', { name: de.messages.text }).fill('Bitte am Samstag 20 Semmeln mehr.');
  await host.getByRole('button', { name: de.messages.send }).click();
  await expect(host).toHaveURL(/\/chat\/\d+$/);
  const conversationPath = new URL(host.url()).pathname;
  await expect(host.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // the bakery hears of it by mail, in German, with the link to the conversation
  const notice = await caughtMailTo(request, BAKERY_MAIL, (m) => m.subject === `Neue Nachricht: ${title}`);
  expect(notice.text).toContain('Hotel Alpenrose hat Ihnen geschrieben');
  expect(notice.text).toContain(conversationPath);

  // the bakery sees it unread in the list and in the menu, opens it, the count falls, it replies
  const { page: bakery, context: bakeryContext } = await newPage(browser, baseURL, DESKTOP);
  await openSignedIn(bakery, request, BAKERY, '/chat');
  await expect(messagesLink(bakery, 'de')).toContainText('1');
  const row = bakery.getByRole('link', { name: `${title} – Hotel Alpenrose` });
  await expect(row.getByText(de.messages.state.NEW)).toBeVisible();
  await expect(row.getByText(de.messages.unread)).toBeVisible();
  await shoot(bakery, 'list-de-desktop');
  await row.click();
  await expect(bakery).toHaveURL(new RegExp(`${conversationPath}$`));
  await expect(bakery.getByText('Bitte am Samstag 20 Semmeln mehr.')).toBeVisible();
  await expect(messagesLink(bakery, 'de')).toHaveText(de.messages.nav);
  await bakery.getByRole('textbox', { name: de.messages.replyLabel }).fill('Gerne, sie kommen mit der Lieferung.');
  await bakery.getByRole('button', { name: de.messages.reply }).click();
  await expect(bakery.getByRole('article').filter({ hasText: 'Gerne, sie kommen mit der Lieferung.' })).toBeVisible();
  await shoot(bakery, 'conversation-de-desktop');

  // the host gets the reply by mail and sees it: unread until it opens the conversation
  const replyMail = await caughtMailTo(request, HOST_MAIL, (m) => m.subject === `Neue Nachricht: ${title}`);
  expect(replyMail.text).toContain('Gerne, sie kommen mit der Lieferung.');
  await host.goto('/chat');
  await expect(messagesLink(host, 'de')).toContainText('1');
  await host.getByRole('link', { name: `${title} – Bäckerei Mair` }).click();
  await expect(host.getByRole('article').filter({ hasText: 'Gerne, sie kommen mit der Lieferung.' })).toBeVisible();
  await expect(messagesLink(host, 'de')).toHaveText(de.messages.nav);

  // on a phone
  await host.setViewportSize(PHONE);
  await host.reload();
  await expect(host.getByRole('article').filter({ hasText: 'Gerne, sie kommen mit der Lieferung.' })).toBeVisible();
  await shoot(host, 'conversation-de-phone');
  await hostContext.close();
  await bakeryContext.close();
});

test('a bakery writes to one client, the Italian café reads it in Italian (it)', async ({
  browser,
  request,
  baseURL,
}) => {
  const de = texts.de;
  const it = texts.it;
  const title = `Ferie ${Date.now().toString(36)}`;
  const { page: bakery, context: bakeryContext } = await newPage(browser, baseURL, PHONE);
  await openSignedIn(bakery, request, BAKERY, '/chat/create');
  await bakery.getByRole('combobox', { name: de.messages.to }).click();
  await bakery.getByRole('option', { name: fill(de.messages.client, { name: 'Café Central' }) }).click();
  await bakery.getByRole('textbox', { name: de.messages.subject }).fill(title);
  await bakery.getByRole('textbox', { name: de.messages.text }).fill('Dal 1 al 7 gennaio siamo chiusi.');
  await shoot(bakery, 'create-de-phone');
  await bakery.getByRole('button', { name: de.messages.send }).click();
  await expect(bakery).toHaveURL(/\/chat\/\d+$/);

  const mail = await caughtMailTo(request, CAFE_MAIL, (m) => m.subject === `Nuovo messaggio: ${title}`);
  expect(mail.text).toContain('Bäckerei Mair Le ha scritto');

  const { page: cafe, context: cafeContext } = await newPage(browser, baseURL, PHONE);
  // openSignedIn waits for the German menu: the café's session is stored the same way, its page is Italian
  const session = await apiLogin(request, CAFE);
  await cafe.addInitScript(
    ([token, userId]) => {
      localStorage.setItem('token', token);
      localStorage.setItem('userID', userId);
    },
    [session.jwt, session.id] as const,
  );
  await cafe.goto('/chat');
  await expect(cafe.getByRole('heading', { level: 1, name: it.messages.title })).toBeVisible();
  const row = cafe.getByRole('link', { name: `${title} – Bäckerei Mair` });
  await expect(row.getByText(it.messages.state.NEW)).toBeVisible();
  // the phone's menu is closed: its burger carries the unread count
  await expect(cafe.getByRole('button', { name: /^Menu, \d+ conversazion[ei] non lett[ae]$/ })).toBeVisible();
  await shoot(cafe, 'list-it-phone');
  await row.click();
  await expect(cafe.getByText('Dal 1 al 7 gennaio siamo chiusi.')).toBeVisible();
  await cafe.getByRole('button', { name: it.messages.close }).click();
  await expect(cafe.getByText(it.messages.closedNote)).toBeVisible();
  await expect(cafe.getByText(it.messages.state.CLOSED)).toBeVisible();
  await shoot(cafe, 'conversation-it-phone');
  await bakeryContext.close();
  await cafeContext.close();
});

test("a visitor's contact form reaches the platform's support (en)", async ({ browser, request, baseURL }) => {
  const en = texts.en;
  const title = `Prices ${Date.now().toString(36)}`;
  for (const viewport of [DESKTOP, PHONE]) {
    const { page, context } = await newPage(browser, baseURL, viewport, 'en');
    await page.goto('/chat/create');
    await expect(page.getByRole('heading', { level: 1, name: en.messages.contact.title })).toBeVisible();
    if (viewport === PHONE) {
      await shoot(page, 'contact-en-phone');
      await context.close();
      continue;
    }
    await page.getByRole('textbox', { name: en.messages.contact.name }).fill('Anna Rossi');
    await page.getByRole('textbox', { name: en.messages.contact.email }).fill('anna@visitor.example');
    await page.getByRole('textbox', { name: en.messages.subject }).fill(title);
    await page.getByRole('textbox', { name: en.messages.text }).fill('What does the service cost for two shops?');
    const captcha = page.getByRole('textbox', { name: /How much is \d+ \+ \d+\?/ });
    const label = (await captcha.getAttribute('aria-label')) ?? (await page.getByText(/How much is/).innerText());
    const [, a, b] = /(\d+) \+ (\d+)/.exec(label) ?? [];
    await captcha.fill(String(Number(a) + Number(b)));
    await shoot(page, 'contact-en-desktop');
    await page.getByRole('button', { name: en.messages.send }).click();
    await expect(page.getByText(en.messages.contact.sent)).toBeVisible();
    await context.close();
  }
  // the operator account (English) hears of it, with the command that answers it
  const notice = await caughtMailTo(request, OPERATOR_MAIL, (m) => m.subject === `Support request: ${title}`);
  expect(notice.text).toContain('Anna Rossi <anna@visitor.example> wrote to support');
  expect(notice.text).toContain('What does the service cost for two shops?');
  expect(notice.text).toMatch(/npm run admin -- support-answer --id \d+/);
});
