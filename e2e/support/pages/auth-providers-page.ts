import { expect, type Locator, type Page } from '@playwright/test';

export interface ProviderForm {
  clientId?: string;
  clientSecret?: string;
  url?: string;
}

/** Settings → Auth Providers, and its three dialogs. */
export class AuthProvidersPage {
  readonly rows: Locator;
  readonly ssoUrl: Locator;
  readonly snackbar: Locator;
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.rows = page.getByTestId('auth-provider-row');
    this.ssoUrl = page.getByTestId('sso-url');
    this.snackbar = page.getByTestId('snackbar');
    this.dialog = page.getByTestId('app-dialog');
  }

  async open(): Promise<void> {
    await this.page.goto('/customer/auth-providers');
    await expect(this.page.getByRole('heading', { name: 'Auth Providers' })).toBeVisible();
  }

  private async fill(form: ProviderForm): Promise<void> {
    if (form.clientId !== undefined)
      await this.dialog.getByTestId('auth-provider-client-id').fill(form.clientId);
    if (form.clientSecret !== undefined)
      await this.dialog.getByTestId('auth-provider-client-secret').fill(form.clientSecret);
    if (form.url !== undefined) await this.dialog.getByTestId('auth-provider-url').fill(form.url);
  }

  async add(form: ProviderForm): Promise<void> {
    await this.page.getByTestId('add-auth-provider').click();
    await expect(this.dialog.getByRole('heading', { name: 'New Auth Provider' })).toBeVisible();
    await this.fill(form);
    await this.dialog.getByTestId('auth-provider-submit').click();
    await expect(this.dialog).toBeHidden();
  }

  async edit(row: Locator, form: ProviderForm): Promise<void> {
    await row.getByTestId('row-edit').click();
    await expect(this.dialog.getByRole('heading', { name: 'Edit Auth Provider' })).toBeVisible();
    await expect(this.dialog.getByTestId('auth-provider-client-id')).not.toHaveValue('');
    await this.fill(form);
    await this.dialog.getByTestId('auth-provider-submit').click();
    await expect(this.dialog).toBeHidden();
  }

  async remove(row: Locator): Promise<void> {
    await row.getByTestId('row-delete').click();
    await expect(this.dialog.getByRole('heading', { name: 'Delete Auth Provider' })).toBeVisible();
    await this.dialog.getByTestId('auth-provider-delete').click();
    await expect(this.dialog).toBeHidden();
  }
}
