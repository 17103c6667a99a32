import { expect, type Locator, type Page } from '@playwright/test';

/** Deployment → Security Groups and its dialogs. */
export class SecurityGroupsPage {
  readonly table: Locator;
  readonly rows: Locator;
  readonly dialog: Locator;
  readonly snackbar: Locator;
  readonly name: Locator;
  readonly save: Locator;
  readonly delayMin: Locator;
  readonly delayMax: Locator;
  readonly devices: Locator;

  constructor(readonly page: Page) {
    this.table = page.getByTestId('security-groups-table');
    this.rows = page.getByTestId('security-group-row');
    this.dialog = page.getByTestId('app-dialog');
    this.snackbar = page.getByTestId('snackbar');
    this.name = this.dialog.getByTestId('security-group-name');
    this.save = this.dialog.getByTestId('security-group-submit');
    this.delayMin = this.dialog.getByTestId('security-group-delay-min');
    this.delayMax = this.dialog.getByTestId('security-group-delay-max');
    this.devices = this.dialog.getByTestId('security-group-devices');
  }

  async open(): Promise<void> {
    await this.page.goto('/customer/deployment/security-groups');
    await expect(this.table).toBeVisible();
  }

  row(name: string): Locator {
    return this.rows.filter({
      has: this.page.getByTestId('security-group-name-cell').getByText(name, { exact: true }),
    });
  }

  switch(key: string): Locator {
    return this.dialog.getByTestId(`security-group-${key}`);
  }

  /** Types into the device picker and chooses the device shown with this label. */
  async pickDevice(search: string, label: string): Promise<void> {
    await this.devices.fill(search);
    await this.page.getByRole('option').filter({ hasText: label }).first().click();
    // Leaving the field closes the list, as a person does.
    await this.name.click();
  }
}
