import { expect, type Locator, type Page } from '@playwright/test';

/** The signed-in frame: top bar, tenant dropdown, breadcrumb, dialogs. */
export class Shell {
  readonly logoButton: Locator;
  readonly tenantDropdown: Locator;
  readonly tenantSearch: Locator;
  readonly tenantOptions: Locator;
  readonly breadcrumb: Locator;
  readonly logoutButton: Locator;
  readonly userName: Locator;
  readonly dialog: Locator;

  constructor(readonly page: Page) {
    this.logoButton = page.getByTestId('logo-button');
    this.tenantDropdown = page.getByTestId('child-tenants-dropdown');
    this.tenantSearch = this.tenantDropdown.getByLabel('Search tenants');
    this.tenantOptions = this.tenantDropdown.getByTestId('child-tenant-option');
    this.breadcrumb = page.getByTestId('tenant-breadcrumb');
    this.logoutButton = page.getByTestId('logout-button');
    this.userName = page.getByTestId('user-name');
    this.dialog = page.getByTestId('app-dialog');
  }

  async expectSignedIn(): Promise<void> {
    await expect(this.page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  }

  async openTenantDropdown(): Promise<void> {
    await this.logoButton.click();
    await expect(this.tenantDropdown).toBeVisible();
    await expect(this.tenantOptions.first()).toBeVisible();
  }

  async searchTenant(name: string): Promise<void> {
    await this.tenantSearch.fill(name);
  }

  tab(name: string): Locator {
    return this.page.getByRole('navigation', { name: 'Main navigation' }).getByRole('tab', { name });
  }
}
