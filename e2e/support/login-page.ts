import { expect, type Locator, type Page, type Response } from '@playwright/test';
import { exactly, texts, type Catalogue, type Language } from './texts';

/** The sign-in screen (/login) in one language. */
export class LoginPage {
  readonly t: Catalogue;
  readonly heading: Locator;
  readonly identifier: Locator;
  readonly password: Locator;
  readonly submitButton: Locator;
  readonly forgotButton: Locator;
  /** The red alert the form shows when sign-in fails (titled auth.loginFailed). */
  readonly failure: Locator;

  constructor(
    readonly page: Page,
    language: Language = 'de',
  ) {
    this.t = texts[language];
    // The header repeats "sign in" as a link; everything of the form lives in <main>.
    const main = page.getByRole('main');
    this.heading = main.getByRole('heading', { level: 1, name: this.t.auth.loginTitle });
    this.identifier = main.getByLabel(this.t.auth.identifier, { exact: true });
    this.password = main.getByLabel(this.t.auth.password, { exact: true });
    this.submitButton = main.getByRole('button', { name: this.t.auth.submit, exact: true });
    this.forgotButton = main.getByRole('button', { name: this.t.auth.forgot, exact: true });
    this.failure = main.getByRole('alert').filter({ hasText: this.t.auth.loginFailed });
  }

  async goto(): Promise<void> {
    await this.page.goto('/login');
    await this.expectShown();
  }

  async expectShown(): Promise<void> {
    await expect(this.page).toHaveURL(/\/login$/);
    await expect(this.heading).toBeVisible();
  }

  /** Fills the form, submits it and waits for the server's answer to this attempt. */
  async signIn(identifier: string, password: string): Promise<Response> {
    await this.identifier.fill(identifier);
    await this.password.fill(password);
    const answer = this.page.waitForResponse(
      (res) => res.url().endsWith('/graphql') && res.request().postDataJSON()?.operationName === 'Login',
    );
    await this.submitButton.click();
    return answer;
  }

  /** Signs in and expects the failure alert with exactly this message. */
  async expectRefused(identifier: string, password: string, message: string): Promise<void> {
    await this.signIn(identifier, password);
    await expect(this.failure).toBeVisible();
    await expect(this.failure.getByText(exactly(message))).toBeVisible();
    await expect(this.page).toHaveURL(/\/login$/);
  }
}
