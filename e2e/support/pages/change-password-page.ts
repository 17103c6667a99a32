import { expect, type Locator, type Page } from '@playwright/test';

export class ChangePasswordPage {
  readonly newPassword: Locator;
  readonly confirmPassword: Locator;
  readonly submit: Locator;

  constructor(readonly page: Page) {
    this.newPassword = page.getByLabel('New Password');
    this.confirmPassword = page.getByLabel('Confirm Password');
    this.submit = page.getByRole('button', { name: 'Submit' });
  }

  async expectOpen(): Promise<void> {
    await expect(this.page).toHaveURL(/\/change-password$/);
    await expect(this.page.getByRole('heading', { name: 'Change Password' })).toBeVisible();
  }
}
