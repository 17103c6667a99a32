import { expect, type Locator, type Page } from '@playwright/test';
import { cellTexts } from './table-cells';

/** Columns of the regulation table, in order, after the expand button's column. */
export const DataRiskColumns = [
  'Regulation',
  'Total Risk',
  'Encrypted Risk',
  'Residual Risk',
  'Files',
  'Records',
  'Description',
  'Region',
] as const;
export type DataRiskColumn = (typeof DataRiskColumns)[number];

const COLUMN_IDS: Record<DataRiskColumn, string> = {
  Regulation: 'regulation',
  'Total Risk': 'totalRisk',
  'Encrypted Risk': 'encryptedRisk',
  'Residual Risk': 'residualRisk',
  Files: 'files',
  Records: 'records',
  Description: 'description',
  Region: 'region',
};

/** Risk Portal › Data Risk: regulations, expandable to their classifiers. */
export class DataRiskPage {
  readonly banner: Locator;
  readonly table: Locator;
  readonly rows: Locator;
  readonly search: Locator;
  readonly sensitivity: Locator;
  readonly count: Locator;

  constructor(readonly page: Page) {
    this.banner = page.getByTestId('risk-overview-banner');
    this.table = page.getByTestId('data-risk-table');
    this.rows = page.getByTestId('regulation-row');
    this.search = page.getByLabel('Search regulations');
    this.sensitivity = page.getByRole('combobox', { name: 'Sensitive' });
    this.count = page.getByTestId('data-risk-count');
  }

  async goto(basePath = ''): Promise<void> {
    await this.page.goto(`${basePath}/customer/risk-portal/data-risks`);
    await expect(this.rows.first()).toBeVisible();
  }

  /** The regulation table's own header (the classifier tables nested in it have theirs). */
  header(column: DataRiskColumn): Locator {
    return this.table.locator('thead').first().locator(`th[data-column-id="${COLUMN_IDS[column]}"]`);
  }

  async sortBy(column: DataRiskColumn): Promise<void> {
    await this.header(column).getByRole('button').click();
  }

  row(regulationName: string): Locator {
    return this.rows.filter({ has: this.page.getByText(regulationName, { exact: true }) });
  }

  /** One column's text in every loaded regulation row, top to bottom. */
  columnTexts(column: DataRiskColumn): Promise<string[]> {
    return cellTexts(this.rows, DataRiskColumns.indexOf(column) + 1);
  }

  async chooseSensitivity(label: 'Both' | 'Sensitive' | 'Non-sensitive'): Promise<void> {
    await this.sensitivity.click();
    await this.page.getByRole('option', { name: label, exact: true }).click();
    await expect(this.sensitivity).toHaveText(label);
  }

  async expand(regulationName: string): Promise<Locator> {
    const row = this.row(regulationName);
    await row.getByRole('button', { name: 'Expand row' }).click();
    const panel = this.page.getByTestId('regulation-classifiers');
    await expect(panel.getByTestId('classifier-row').first()).toBeVisible();
    return panel;
  }

  /** This page's list view in the URL (the `data-risk` parameter), parsed. */
  async urlView(): Promise<{ f?: Record<string, unknown>; s?: [string, string] } | null> {
    const raw = new URL(this.page.url()).searchParams.get('data-risk');
    return raw ? (JSON.parse(raw) as { f?: Record<string, unknown>; s?: [string, string] }) : null;
  }
}
