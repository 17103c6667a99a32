import { expect, type Locator, type Page } from '@playwright/test';

/** Settings → Customer settings. */
export class CustomerSettingsPage {
  readonly saveButton: Locator;
  readonly resetButton: Locator;
  readonly question: Locator;
  readonly companyName: Locator;
  readonly city: Locator;
  readonly zipCode: Locator;

  constructor(readonly page: Page) {
    const bar = page.getByTestId('settings-save-bar');
    this.saveButton = bar.getByRole('button', { name: 'Save' });
    this.resetButton = bar.getByRole('button', { name: 'Reset' });
    this.question = page.getByTestId('settings-question');
    this.companyName = page.getByRole('textbox', { name: 'Company Name' });
    this.city = page.getByRole('textbox', { name: 'City' });
    this.zipCode = page.getByRole('textbox', { name: 'Zip Code' });
  }

  async open(path: string): Promise<void> {
    await this.page.goto(path);
    await expect(this.page.getByRole('tab', { name: 'Customer settings', selected: true })).toBeVisible();
    await expect(this.companyName).not.toHaveValue('');
  }

  setting(label: string, group: 'workstations' | 'servers' | 'all'): Locator {
    return this.page.getByRole('checkbox', { name: `${label} (${group})` });
  }

  /** Flips a default device setting and answers the question it asks. */
  async flip(label: string, group: 'workstations' | 'servers' | 'all', answer: string): Promise<void> {
    await this.setting(label, group).click();
    await expect(this.question).toBeVisible();
    await this.question.getByRole('button', { name: answer, exact: true }).click();
    await expect(this.question).toBeHidden();
  }

  async save(): Promise<void> {
    await this.saveButton.click();
    await expect(this.page.getByText('Customer settings updated successfully')).toBeVisible();
    await expect(this.saveButton).toBeDisabled();
  }
}
