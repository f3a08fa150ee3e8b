import { expect, type Locator, type Page } from '@playwright/test';
import { texts, type Catalogue, type Language } from './texts';

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** /password/restore/{code}: new password plus the maths captcha. */
export class PasswordRestorePage {
  readonly t: Catalogue;
  readonly heading: Locator;
  readonly password: Locator;
  readonly repeat: Locator;
  readonly captchaLabel: RegExp;
  readonly submitButton: Locator;

  constructor(
    readonly page: Page,
    language: Language = 'de',
  ) {
    this.t = texts[language];
    const main = page.getByRole('main');
    this.heading = main.getByRole('heading', { level: 1, name: this.t.reset.title });
    this.password = main.getByLabel(this.t.password.new);
    this.repeat = main.getByLabel(this.t.password.repeat);
    // reset.captcha is e.g. "Wie viel ist {{question}}?" with a question like "7 + 5".
    const [before = '', after = ''] = this.t.reset.captcha.split('{{question}}');
    this.captchaLabel = new RegExp(`${escapeRegExp(before)}(\\d+)\\s*\\+\\s*(\\d+)${escapeRegExp(after)}`);
    this.submitButton = main.getByRole('button', { name: this.t.reset.submit, exact: true });
  }

  /** Reads "a + b" from the label shown on screen and types the sum. */
  async solveCaptcha(): Promise<void> {
    const label = this.page.getByRole('main').getByText(this.captchaLabel);
    await expect(label).toBeVisible();
    const match = this.captchaLabel.exec((await label.textContent()) ?? '');
    if (!match) throw new Error('captcha question not found');
    await this.page
      .getByRole('main')
      .getByLabel(this.captchaLabel)
      .fill(String(Number(match[1]) + Number(match[2])));
  }

  async setPassword(password: string): Promise<void> {
    await this.password.fill(password);
    await this.repeat.fill(password);
    await this.solveCaptcha();
    await this.submitButton.click();
  }
}
