import { expect, type Locator, type Page } from '@playwright/test';
import { cellTexts } from './table-cells';

export const DeviceRiskColumns = [
  'Device',
  'Total Risk',
  'Encrypted Risk',
  'Residual Risk',
  'Last Seen Online',
  'Regulations',
  'Outbound Files',
  'Local Files',
  'License Status',
] as const;
export type DeviceRiskColumn = (typeof DeviceRiskColumns)[number];

const COLUMN_IDS: Record<DeviceRiskColumn, string> = {
  Device: 'device',
  'Total Risk': 'totalRisk',
  'Encrypted Risk': 'encryptedRisk',
  'Residual Risk': 'residualRisk',
  'Last Seen Online': 'lastSeen',
  Regulations: 'regulations',
  'Outbound Files': 'outboundFiles',
  'Local Files': 'localFiles',
  'License Status': 'license',
};

/** Risk Portal › Device Risk. */
export class DeviceRiskPage {
  readonly table: Locator;
  readonly rows: Locator;
  readonly search: Locator;
  readonly sensitivity: Locator;
  readonly count: Locator;
  readonly loadMore: Locator;
  readonly print: Locator;
  /** The scrolling body of the table (infinite scroll watches its end). */
  readonly scroller: Locator;

  constructor(readonly page: Page) {
    this.table = page.getByTestId('device-risk-table');
    this.rows = page.getByTestId('device-row');
    this.search = page.getByLabel('Search devices');
    this.sensitivity = page.getByRole('combobox', { name: 'Sensitive' });
    this.count = page.getByTestId('device-risk-count');
    this.loadMore = this.table.getByRole('button', { name: 'Load More' });
    this.print = this.table.getByRole('button', { name: 'Print' });
    this.scroller = this.table.locator('.vigil-data-table-scroll');
  }

  async goto(basePath = ''): Promise<void> {
    await this.page.goto(`${basePath}/customer/risk-portal/risks`);
    await expect(this.rows.first()).toBeVisible();
  }

  header(column: DeviceRiskColumn): Locator {
    return this.table.locator(`thead th[data-column-id="${COLUMN_IDS[column]}"]`);
  }

  async sortBy(column: DeviceRiskColumn): Promise<void> {
    await this.header(column).getByRole('button').click();
  }

  columnTexts(column: DeviceRiskColumn): Promise<string[]> {
    return cellTexts(this.rows, DeviceRiskColumns.indexOf(column));
  }

  async chooseSensitivity(label: 'Both' | 'Sensitive' | 'Non-sensitive'): Promise<void> {
    await this.sensitivity.click();
    await this.page.getByRole('option', { name: label, exact: true }).click();
    await expect(this.sensitivity).toHaveText(label);
  }

  /** Rows the list has loaded (the table renders a window of them when there are many). */
  async loadedRows(): Promise<number> {
    return Number(await this.table.getAttribute('data-loaded-rows'));
  }

  async scrollToEnd(): Promise<void> {
    await this.scroller.evaluate((el) => el.scrollTo({ top: el.scrollHeight }));
  }
}
