import { expect, type Locator, type Page } from '@playwright/test';
import { cellTexts } from './table-cells';

/** Deployment › Classifiers › Active (the customer's classifier list). */
export class ClassifiersPage {
  readonly table: Locator;
  readonly rows: Locator;
  readonly search: Locator;
  readonly showAll: Locator;
  readonly deleteSelected: Locator;
  readonly confirmDialog: Locator;
  readonly confirmButton: Locator;
  readonly snackbar: Locator;

  constructor(readonly page: Page) {
    this.table = page.getByTestId('classifiers-table');
    this.rows = page.getByTestId('classifier-row');
    this.search = page.getByLabel('Search classifiers');
    this.showAll = page.getByTestId('show-all');
    this.deleteSelected = page.getByTestId('delete-selected');
    this.confirmDialog = page.getByTestId('confirm-dialog');
    this.confirmButton = page.getByTestId('confirm-button');
    this.snackbar = page.getByTestId('snackbar');
  }

  async goto(basePath = '', path = 'deployment/classifications'): Promise<void> {
    await this.page.goto(`${basePath}/customer/${path}`);
    await expect(this.rows.first()).toBeVisible({ timeout: 20_000 });
  }

  /** The header texts, in order (the selection column's is empty). */
  async headers(): Promise<string[]> {
    await this.table.locator('thead th').first().waitFor();
    return this.table
      .locator('thead th')
      .evaluateAll((ths) => ths.map((th) => (th.textContent ?? '').trim()));
  }

  async columnTexts(header: string): Promise<string[]> {
    const headers = await this.headers();
    const index = headers.findIndex((h) => h.toLowerCase() === header.toLowerCase());
    if (index < 0) throw new Error(`No column ${header} in ${headers.join(', ')}`);
    return cellTexts(this.rows, index);
  }

  async sortBy(header: string): Promise<void> {
    await this.table.locator('thead th', { hasText: header }).getByRole('button').first().click();
  }

  row(name: string): Locator {
    return this.rows.filter({ has: this.page.getByText(name, { exact: true }) });
  }

  switchOf(name: string, kind: 'active' | 'sensitive' | 'blocked'): Locator {
    return this.row(name).getByTestId(`switch-${kind}`);
  }

  encryptionCheckbox(name: string): Locator {
    return this.row(name).getByTestId('encryption-checkbox');
  }

  encryptionDelay(name: string): Locator {
    return this.row(name).getByTestId('encryption-delay');
  }

  async select(name: string): Promise<void> {
    await this.row(name).getByRole('checkbox').first().check();
  }

  async openFilters(): Promise<Locator> {
    await this.page.getByTestId('filters-tab').click();
    return this.page.getByRole('dialog');
  }

  async chooseFilter(label: string, option: string): Promise<void> {
    const panel = await this.openFilters();
    await panel.getByRole('combobox', { name: label }).click();
    await this.page.getByRole('option', { name: option, exact: true }).click();
    await this.page.keyboard.press('Escape');
  }

  async expectSnackbar(text: string): Promise<void> {
    await expect(this.snackbar).toContainText(text);
  }
}

/** The change-history grid (customer page, Classifiers tab, back office). */
export class ChangeHistoryGrid {
  readonly table: Locator;
  readonly rows: Locator;
  readonly heading: Locator;

  constructor(readonly page: Page) {
    this.table = page.getByTestId('change-history-table');
    this.rows = page.getByTestId('change-history-row');
    this.heading = page.getByRole('heading', { level: 1 });
  }

  /** The changed field of a row: its before and after texts. */
  change(row: Locator, field: string): { before: Locator; after: Locator } {
    const item = row.locator(`[data-testid="audit-change"][data-field="${field}"]`);
    return { before: item.getByTestId('audit-before'), after: item.getByTestId('audit-after') };
  }
}
