import { expect, type Locator, type Page } from '@playwright/test';

/** The Tenants page of a partner or the back office, and its tenant dialogs. */
export class TenantsPage {
  readonly rows: Locator;
  readonly addCustomer: Locator;
  readonly addPartner: Locator;
  readonly dialog: Locator;
  readonly submit: Locator;

  constructor(readonly page: Page) {
    this.rows = page.getByTestId('child-tenant-row');
    this.addCustomer = page.getByRole('button', { name: 'Add Customer' });
    this.addPartner = page.getByRole('button', { name: 'Add Partner' });
    this.dialog = page.getByTestId('app-dialog');
    this.submit = this.dialog.getByTestId('dialog-submit');
  }

  row(name: string): Locator {
    return this.rows.filter({ has: this.page.getByText(name, { exact: true }) });
  }

  /** New Customer with its first administrator (the login switch on). */
  async createCustomer(values: {
    name: string;
    email: string;
    firstName: string;
    lastName: string;
    password: string;
  }): Promise<void> {
    await this.addCustomer.click();
    await expect(this.dialog.getByRole('heading', { name: 'New Customer' })).toBeVisible();
    await this.dialog.getByLabel('Company name').fill(values.name);
    await this.dialog.getByLabel('Create a login for the customer').check();
    await this.dialog.getByLabel('Email').fill(values.email);
    await this.dialog.getByLabel('First name').fill(values.firstName);
    await this.dialog.getByLabel('Last name').fill(values.lastName);
    await this.dialog.getByLabel(/^Initial password/).fill(values.password);
    await this.submit.click();
  }
}
