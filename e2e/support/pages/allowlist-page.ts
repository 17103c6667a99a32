import { expect, type Locator, type Page } from '@playwright/test';

/** Deployment → Allowlisting: By Application and By Extension. */
export class AllowlistPage {
  readonly snackbar: Locator;
  readonly confirm: Locator;

  constructor(readonly page: Page) {
    this.snackbar = page.getByTestId('snackbar');
    this.confirm = page.getByTestId('confirm-dialog');
  }

  get extensionRows(): Locator {
    return this.page.getByTestId('extension-row');
  }

  get applicationRows(): Locator {
    return this.page.getByTestId('application-row');
  }

  async openByExtension(): Promise<void> {
    await this.page.goto('/customer/deployment/allowlist/by-extension');
    await expect(this.page.getByTestId('extensions-table')).toBeVisible({ timeout: 20_000 });
  }

  async openByApplication(): Promise<void> {
    await this.page.goto('/customer/deployment/allowlist/by-application');
    await expect(this.page.getByTestId('applications-table')).toBeVisible();
  }

  extension(extension: string): Locator {
    return this.extensionRows.filter({
      has: this.page.getByTestId('extension-name').getByText(`.${extension}`, { exact: true }),
    });
  }

  application(name: string): Locator {
    return this.applicationRows.filter({ hasText: name });
  }

  /** Picks an option of the MUI select inside `row` (by its data-testid). */
  async choose(row: Locator, testId: string, option: string): Promise<void> {
    await row.getByTestId(testId).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
  }
}
