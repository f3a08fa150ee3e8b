import { execFileSync } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { LoginPage } from './login-page';
import { texts, type Language } from './texts';

/**
 * Shared by the billing journeys (billing-journey.spec.ts, guest-billing.spec.ts): API sessions
 * for the set-up, sign-in and the footer's language switch, money and dates as the web shows
 * them, and downloaded documents (PDF text through poppler's pdftotext where installed).
 */

export interface Account {
  username: string;
  password: string;
}

export interface ApiAnswer<T> {
  data: T;
  errors?: { message: string; extensions?: Record<string, unknown> }[];
}

/** The answer of one GraphQL call with the account's token (or none), errors included. */
export async function gqlAnswer<T = any>(
  request: APIRequestContext,
  jwt: string | null,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<ApiAnswer<T>> {
  const res = await request.post('/graphql', {
    data: { query, variables },
    headers: jwt ? { Authorization: `Bearer ${jwt}` } : {},
  });
  return (await res.json()) as ApiAnswer<T>;
}

/** One GraphQL call with the account's token; throws on errors. */
export async function gqlAs<T = any>(
  request: APIRequestContext,
  jwt: string | null,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const answer = await gqlAnswer<T>(request, jwt, query, variables);
  if (answer.errors) throw new Error(JSON.stringify(answer.errors));
  return answer.data;
}

/** Web sign-in over the API: the token, the account's id and the name the web shows for it. */
export async function apiLogin(
  request: APIRequestContext,
  account: Account,
): Promise<{ jwt: string; id: string; displayName: string }> {
  const { login } = await gqlAs<{ login: { jwt: string; user: { id: string; displayName: string } } }>(
    request,
    null,
    'mutation L($i: String!, $p: String!) { login(identifier: $i, password: $p) { jwt user { id displayName } } }',
    { i: account.username, p: account.password },
  );
  return { jwt: login.jwt, ...login.user };
}

/**
 * Signs in on /login (German) and waits until the session is stored and the menu is there, in
 * `language`: the web follows the account's language once signed in.
 */
export async function signIn(page: Page, account: Account, language: Language = 'de'): Promise<void> {
  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(account.username, account.password);
  await expect(page).not.toHaveURL(/\/login$/);
  await expect(page.getByRole('navigation', { name: texts[language].common.menu })).toBeVisible();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
}

/**
 * Opens `path` already signed in: the session of an API sign-in stored the way the web app keeps
 * it (localStorage `token` and `userID`), for the steps of a journey after its sign-in on /login.
 */
export async function openSignedIn(
  page: Page,
  request: APIRequestContext,
  account: Account,
  path: string,
): Promise<void> {
  const { jwt, id } = await apiLogin(request, account);
  await page.addInitScript(
    ([token, userId]) => {
      if (!localStorage.getItem('token')) {
        localStorage.setItem('token', token);
        localStorage.setItem('userID', userId);
      }
    },
    [jwt, id] as const,
  );
  await page.goto(path);
  await expect(page.getByRole('navigation', { name: texts.de.common.menu })).toBeVisible({ timeout: 20_000 });
}

/**
 * The footer's language switch (as language.spec.ts uses it). Signed in, it also changes the
 * account's language, so a journey switches back before it ends.
 */
export async function switchLanguage(page: Page, from: Language, to: Language): Promise<void> {
  const html = page.locator('html');
  // One CI run saw a click on the switch leave the page in the old language (not reproduced in
  // 12 local runs); a second click is what a user would do, so the step retries once it is clear.
  await expect(async () => {
    if ((await html.getAttribute('lang')) === to) return;
    await page
      .getByRole('radiogroup', { name: texts[from].footer.language })
      .getByText(texts[from].language[to], { exact: true })
      .click({ timeout: 5_000 });
    await expect(html).toHaveAttribute('lang', to, { timeout: 5_000 });
  }).toPass({ timeout: 20_000 });
}

/** Today in the bakery's time zone, YYYY-MM-DD. */
export function todayIn(timeZone = 'Europe/Rome'): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  );
}

export function isoAddDays(date: string, days: number): string {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Monday and Sunday of the week of `date`. */
export function weekOf(date: string): { from: string; to: string } {
  const weekday = (new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7; // Monday 0
  const from = isoAddDays(date, -weekday);
  return { from, to: isoAddDays(from, 6) };
}

/** dd.mm.yyyy, as the web shows dates in every language. */
export const shownDate = (date: string) => date.split('-').reverse().join('.');

const LOCALES: Record<Language, string> = { de: 'de-DE', it: 'it-IT', en: 'en-GB' };

/** Cents as the web shows them (core's formatCents): "15,29 €", "€15.29". */
export function euros(cents: number, language: Language): string {
  return new Intl.NumberFormat(LOCALES[language], {
    style: 'currency',
    currency: 'EUR',
    useGrouping: 'always',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
}

/** Text with no-break spaces as plain spaces (PDF text and mails may carry either). */
export const plainSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

/** A decimal in the language's number format with fixed decimals: "1,234". */
export function decimal(value: number, digits: number, language: Language): string {
  return new Intl.NumberFormat(LOCALES[language], {
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(value);
}

export interface SavedFile {
  name: string;
  path: string;
  bytes: Buffer;
}

/** Clicks `trigger` and returns the file the browser saved. */
export async function download(page: Page, trigger: () => Promise<void>): Promise<SavedFile> {
  const [file] = await Promise.all([page.waitForEvent('download'), trigger()]);
  const path = (await file.path())!;
  return { name: file.suggestedFilename(), path, bytes: await readFile(path) };
}

let pdftotext: boolean | undefined;

/** The text of a PDF by poppler's pdftotext (layout kept, plain spaces), or null where pdftotext is not installed. */
export function pdfText(file: SavedFile): string | null {
  if (pdftotext === undefined) {
    try {
      execFileSync('pdftotext', ['-v'], { stdio: 'ignore' });
      pdftotext = true;
    } catch {
      pdftotext = false;
    }
  }
  return pdftotext
    ? plainSpaces(execFileSync('pdftotext', ['-layout', '-enc', 'UTF-8', file.path, '-'], { encoding: 'utf8' }))
    : null;
}

/** Expects a real PDF: the magic bytes and some substance. */
export function expectPdf(file: SavedFile): void {
  expect(file.bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(file.bytes.byteLength).toBeGreaterThan(1000);
}
