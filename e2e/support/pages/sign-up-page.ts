import { expect, type Locator, type Page } from '@playwright/test';

/** The public sign-up pages (sign-up-partner, sign-up-customer). */
export class SignUpPage {
  readonly firstName: Locator;
  readonly lastName: Locator;
  readonly businessName: Locator;
  readonly email: Locator;
  readonly password: Locator;
  readonly phone: Locator;
  readonly submit: Locator;
  readonly formError: Locator;

  constructor(readonly page: Page) {
    this.firstName = page.getByLabel('First name');
    this.lastName = page.getByLabel('Last name');
    this.businessName = page.getByLabel('Business name');
    this.email = page.getByLabel('Email');
    this.password = page.getByLabel(/^Password/);
    this.phone = page.getByLabel('Phone');
    this.submit = page.getByRole('button', { name: 'Sign up' });
    this.formError = page.getByTestId('form-error');
  }

  async gotoPartner(partnerKey: string): Promise<void> {
    await this.page.goto(`/sign-up-partner?partnerkey=${encodeURIComponent(partnerKey)}`);
    await expect(this.page.getByRole('heading', { name: 'Partner sign-up' })).toBeVisible();
  }
}
