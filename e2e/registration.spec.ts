import { latestMailTo, linkPathIn } from './support/api';
import { newAccount } from './support/accounts';
import { LoginPage } from './support/login-page';
import { expect, test } from './support/test';
import { fill, texts } from './support/texts';

const t = texts.de;
const RULES = ['TOO_SHORT', 'NO_NUMBER', 'NO_LOWERCASE', 'NO_UPPERCASE', 'NO_SPECIAL'] as const;

test('register, confirm by the mailed link, then sign-in waits for the bakery', async ({ page, request }) => {
  const account = newAccount('e2e-reg');
  await page.goto('/register');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: t.register.title })).toBeVisible();

  // Live feedback on the username: too short, then free.
  const username = main.getByLabel(t.common.username);
  await username.fill('ab');
  await expect(main.getByText(t.errors.USERNAME_TOO_SHORT)).toBeVisible();
  await username.fill(account.username);
  await expect(main.getByText(t.errors.USERNAME_TOO_SHORT)).toBeHidden();
  await expect(main.getByText(t.register.usernameAvailable)).toBeVisible();

  await main.getByLabel(t.common.email).fill(account.email);

  // Live password rules: each line turns green as it is met.
  const rule = (name: (typeof RULES)[number]) => main.getByRole('listitem').filter({ hasText: t.password.rules[name] });
  const password = main.getByLabel(t.password.new);
  await password.fill('abc');
  await expect(rule('NO_LOWERCASE')).toHaveAttribute('data-met', 'true');
  await expect(rule('TOO_SHORT')).toHaveAttribute('data-met', 'false');
  await expect(rule('NO_UPPERCASE')).toHaveAttribute('data-met', 'false');
  await expect(rule('NO_NUMBER')).toHaveAttribute('data-met', 'false');
  await expect(rule('NO_SPECIAL')).toHaveAttribute('data-met', 'false');
  await password.fill(account.password);
  for (const name of RULES) await expect(rule(name)).toHaveAttribute('data-met', 'true');

  const repeat = main.getByLabel(t.password.repeat);
  await repeat.fill(`${account.password}x`);
  await expect(main.getByText(t.errors.PASSWORD_MISMATCH)).toBeVisible();
  await repeat.fill(account.password);
  await expect(main.getByText(t.password.repeatMatches)).toBeVisible();

  await main.getByRole('button', { name: t.register.submit, exact: true }).click();
  await expect(main.getByRole('heading', { level: 1, name: t.register.doneTitle })).toBeVisible();
  await expect(main.getByText(fill(t.register.doneText, { email: account.email }))).toBeVisible();

  // The verification mail links to /login/{token}.
  const link = linkPathIn(await latestMailTo(request, account.email), '/login/');
  await page.goto(link);
  await expect(main.getByRole('heading', { level: 1, name: t.verify.title })).toBeVisible();
  await expect(main.getByText(t.verify.success)).toBeVisible();
  await main.getByRole('link', { name: t.nav.login, exact: true }).click();

  const login = new LoginPage(page);
  await login.expectShown();
  await login.expectRefused(account.username, account.password, t.errors.ACCOUNT_NOT_ACCEPTED);
});
