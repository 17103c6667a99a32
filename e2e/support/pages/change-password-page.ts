import { expect, type Locator, type Page } from '@playwright/test';

export class ChangePasswordPage {
  readonly currentPassword: Locator;
  readonly newPassword: Locator;
  readonly confirmPassword: Locator;
  readonly submit: Locator;

  constructor(readonly page: Page) {
    this.currentPassword = page.getByLabel('Current Password');
    this.newPassword = page.getByLabel('New Password');
    this.confirmPassword = page.getByLabel('Confirm Password');
    this.submit = page.getByRole('button', { name: 'Submit' });
  }

  async expectOpen(): Promise<void> {
    await expect(this.page).toHaveURL(/\/change-password$/);
    await expect(this.page.getByRole('heading', { name: 'Change Password' })).toBeVisible();
  }

  async fillIn(current: string, next: string): Promise<void> {
    await this.currentPassword.fill(current);
    await this.newPassword.fill(next);
    await this.confirmPassword.fill(next);
  }
}
