import { expect, type Locator, type Page } from '@playwright/test';

/** Device Setup → Devices (customer) and the partner's device list. */
export class DevicesPage {
  readonly table: Locator;
  readonly rows: Locator;
  readonly snackbar: Locator;
  readonly confirm: Locator;
  readonly showArchived: Locator;

  constructor(readonly page: Page) {
    this.table = page.getByTestId('devices-table');
    this.rows = page.getByTestId('device-row');
    this.snackbar = page.getByTestId('snackbar');
    this.confirm = page.getByTestId('confirm-dialog');
    this.showArchived = page.getByTestId('show-archived');
  }

  async open(path: string): Promise<void> {
    await this.page.goto(path);
    await expect(this.table).toBeVisible();
  }

  row(name: string): Locator {
    return this.rows.filter({ has: this.page.getByTestId('device-name').getByText(name, { exact: true }) });
  }

  license(name: string): Locator {
    return this.row(name).getByTestId('device-license');
  }

  action(testId: string): Locator {
    return this.page.getByTestId(testId);
  }

  /** Selects the device, runs the bulk action and confirms it. */
  async bulk(name: string, testId: string): Promise<void> {
    await this.row(name).getByRole('checkbox').check();
    await this.action(testId).click();
    await expect(this.confirm).toBeVisible();
    await this.confirm.getByTestId('confirm-button').click();
  }
}
