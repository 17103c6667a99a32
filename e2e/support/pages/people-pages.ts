import { expect, type Locator, type Page } from '@playwright/test';

/** Settings → Customer users (and Partner users): the table, the New User Wizard, the primary admin. */
export class UsersPage {
  readonly table: Locator;
  readonly rows: Locator;
  readonly addUser: Locator;
  readonly search: Locator;
  readonly deleteSelected: Locator;
  readonly dialog: Locator;
  readonly temporaryPassword: Locator;
  readonly primaryAdminSelect: Locator;
  readonly setPrimaryAdmin: Locator;

  constructor(readonly page: Page) {
    this.table = page.getByTestId('users-table');
    this.rows = page.getByTestId('user-row');
    this.addUser = page.getByTestId('add-user');
    this.search = page.getByLabel('Search users');
    this.deleteSelected = page.getByTestId('delete-selected');
    this.dialog = page.getByTestId('app-dialog');
    this.temporaryPassword = page.getByTestId('temporary-password');
    this.primaryAdminSelect = page.getByLabel('New primary admin');
    this.setPrimaryAdmin = page.getByTestId('set-primary-admin');
  }

  /** Through the settings menu, as a person gets there. */
  async openFromSettingsMenu(): Promise<void> {
    await this.page.getByRole('button', { name: 'Settings' }).click();
    await this.page.getByRole('menuitem', { name: 'Customer users' }).click();
    await expect(this.table).toBeVisible();
  }

  row(email: string): Locator {
    return this.rows.filter({ hasText: email });
  }

  /** Fills Account information and submits; the Confirmation step shows the temporary password. */
  async createUser(user: { firstName: string; lastName: string; email: string }): Promise<string> {
    await this.dialog.getByTestId('new-user-first-name').fill(user.firstName);
    await this.dialog.getByTestId('new-user-last-name').fill(user.lastName);
    await this.dialog.getByTestId('new-user-email').fill(user.email);
    await this.dialog.getByTestId('new-user-submit').click();
    await expect(this.temporaryPassword).toBeVisible();
    return (await this.temporaryPassword.textContent())?.trim() ?? '';
  }

  selectRow(email: string): Promise<void> {
    return this.row(email).getByRole('checkbox').check();
  }
}

/** Settings → Groups and the group page. */
export class GroupsPage {
  readonly table: Locator;
  readonly rows: Locator;
  readonly addNew: Locator;
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.table = page.getByTestId('groups-table');
    this.rows = page.getByTestId('group-row');
    this.addNew = page.getByTestId('add-group');
    this.dialog = page.getByTestId('app-dialog');
  }

  async openFromSettingsMenu(): Promise<void> {
    await this.page.getByRole('button', { name: 'Settings' }).click();
    await this.page.getByRole('menuitem', { name: 'Groups' }).click();
    await expect(this.table).toBeVisible();
  }

  row(name: string): Locator {
    return this.rows.filter({ hasText: name });
  }

  async create(name: string, description: string): Promise<void> {
    await this.addNew.click();
    await this.dialog.getByTestId('group-name').fill(name);
    await this.dialog.getByTestId('group-description').fill(description);
    await this.dialog.getByTestId('group-submit').click();
    await expect(this.dialog).toBeHidden();
  }

  /** In Add Users / Add Devices: types into the picker and takes the option shown for `text`. */
  async pick(picker: string, text: string): Promise<void> {
    const input = this.dialog.getByTestId(picker);
    await input.fill(text);
    await this.page
      .getByRole('option', { name: new RegExp(escape(text)) })
      .first()
      .click();
    // The list stays open for more picks and may cover the dialog's buttons: leaving the field closes it.
    await input.blur();
    await expect(this.page.getByRole('listbox')).toBeHidden();
  }
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
