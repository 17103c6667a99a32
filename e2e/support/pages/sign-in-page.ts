import { expect, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD } from '../env';

export class SignInPage {
  readonly email: Locator;
  readonly password: Locator;
  readonly keepMeLoggedIn: Locator;
  readonly submit: Locator;
  readonly code: Locator;
  readonly qrCode: Locator;
  readonly totpKey: Locator;
  readonly formError: Locator;

  constructor(readonly page: Page) {
    this.email = page.getByLabel('Email');
    this.password = page.getByLabel('Password', { exact: true });
    this.keepMeLoggedIn = page.getByLabel('Keep me logged in');
    this.submit = page.getByRole('button', { name: 'Submit' });
    this.code = page.getByLabel('Verification code');
    this.qrCode = page.getByTestId('totp-qr');
    this.totpKey = page.getByTestId('totp-key');
    this.formError = page.getByTestId('form-error');
  }

  async goto(returnUrl?: string): Promise<void> {
    await this.page.goto(
      returnUrl ? `/auth/sign-in?returnUrl=${encodeURIComponent(returnUrl)}` : '/auth/sign-in',
    );
    await expect(this.email).toBeVisible();
  }

  async signIn(email: string, password = DEMO_PASSWORD): Promise<void> {
    await this.email.fill(email);
    await this.password.fill(password);
    await this.submit.click();
  }

  async enterCode(code: string): Promise<void> {
    await this.code.fill(code);
    await this.submit.click();
  }

  /** The error shown under a field. */
  fieldError(field: Locator): Locator {
    return field
      .locator('xpath=ancestor::div[contains(@class,"MuiFormControl-root")][1]')
      .locator('.MuiFormHelperText-root');
  }
}
