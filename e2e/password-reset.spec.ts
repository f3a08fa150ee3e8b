import { latestMailTo, linkPathIn } from './support/api';
import { confirmByMailLink, registerPrivateCustomer } from './support/accounts';
import { LoginPage } from './support/login-page';
import { PasswordRestorePage } from './support/password-restore-page';
import { expect, test } from './support/test';
import { fill, texts } from './support/texts';

const t = texts.de;
const RESTORE_PATH = '/password/restore/';

test('forgot password: mail, new password with the maths captcha, sign in with it', async ({ page, request }) => {
  // A fresh private customer: it still awaits the bakery's acceptance, so a sign-in with the right
  // password answers ACCOUNT_NOT_ACCEPTED and a wrong one INVALID_CREDENTIALS.
  const account = await registerPrivateCustomer(request, 'e2e-reset');
  await confirmByMailLink(request, account.email);
  const newPassword = 'Neu-Passwort-2026?';

  const login = new LoginPage(page);
  await login.goto();
  await login.forgotButton.click();
  const dialog = page.getByRole('dialog', { name: t.auth.forgotTitle });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel(t.common.email).fill(account.email);
  await dialog.getByRole('button', { name: t.auth.forgotSubmit }).click();
  await expect(dialog.getByText(t.auth.forgotSentTitle)).toBeVisible();
  await expect(dialog.getByText(fill(t.auth.forgotSent, { email: account.email }))).toBeVisible();
  await dialog.getByRole('button', { name: t.common.close, exact: true }).click();
  await expect(dialog).toBeHidden();

  const mail = await latestMailTo(request, account.email, (m) => m.text.includes(RESTORE_PATH));
  const restore = new PasswordRestorePage(page);
  await page.goto(linkPathIn(mail, RESTORE_PATH));
  await expect(restore.heading).toBeVisible();
  await restore.setPassword(newPassword);

  await expect(page.getByText(t.reset.success)).toBeVisible();
  await login.expectShown();

  await login.expectRefused(account.username, account.password, t.errors.INVALID_CREDENTIALS);
  await login.expectRefused(account.username, newPassword, t.errors.ACCOUNT_NOT_ACCEPTED);
});
