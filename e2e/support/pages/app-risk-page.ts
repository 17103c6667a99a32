import { expect, type Locator, type Page } from '@playwright/test';

export type ApplicationRiskPath = 'web-apps' | 'llm-apps' | 'local-apps';
export type UploadPermissionLabel = 'Unblock' | 'Block' | 'Custom';

/** Web Apps, LLM Apps and Local Apps of the risk portal. */
export class AppRiskPage {
  readonly root: Locator;
  readonly table: Locator;
  readonly rows: Locator;
  readonly from: Locator;
  readonly to: Locator;
  readonly search: Locator;
  readonly actionsHeader: Locator;
  readonly snackbar: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('app-risk');
    this.table = page.getByTestId('app-risk-table');
    this.rows = page.getByTestId('app-risk-row');
    this.from = page.getByTestId('period-picker').getByLabel('From', { exact: true });
    this.to = page.getByTestId('period-picker').getByLabel('To', { exact: true });
    this.search = page.getByLabel('Search applications');
    this.actionsHeader = this.table.getByRole('columnheader', { name: 'Actions' });
    this.snackbar = page.getByTestId('snackbar');
  }

  async goto(path: ApplicationRiskPath, basePath = ''): Promise<void> {
    await this.page.goto(`${basePath}/customer/risk-portal/${path}`);
    await expect(this.rows.first()).toBeVisible();
  }

  /** Waits until the page knows whether it offers the Actions column (LLM: after the testing groups). */
  async expectUploadControl(state: 'shown' | 'hidden'): Promise<void> {
    await expect(this.root).toHaveAttribute('data-upload-control', state);
  }

  row(application: string): Locator {
    return this.rows.filter({
      has: this.page.getByText(application, { exact: true }),
    });
  }

  permission(application: string): Locator {
    return this.row(application).getByTestId('upload-permission');
  }

  radio(application: string, label: UploadPermissionLabel): Locator {
    return this.permission(application).getByRole('radio', { name: label, exact: true });
  }
}
