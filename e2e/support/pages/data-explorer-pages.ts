import { expect, type Locator, type Page } from '@playwright/test';

/** Data Explorer: Discovered Data, Activity Log and the Folder Risk Explorer. */
export class DataExplorerPages {
  readonly files: Locator;
  readonly filesCount: Locator;
  readonly actions: Locator;
  readonly actionsCount: Locator;
  readonly explorerRows: Locator;
  readonly location: Locator;
  readonly undo: Locator;
  readonly redo: Locator;

  constructor(readonly page: Page) {
    this.files = page.getByTestId('discovered-file-row');
    this.filesCount = page.getByTestId('discovered-data-count');
    this.actions = page.getByTestId('file-action-row');
    this.actionsCount = page.getByTestId('activity-log-count');
    this.explorerRows = page.getByTestId('explorer-row');
    this.location = page.getByTestId('explorer-location');
    this.undo = page.getByTestId('explorer-undo');
    this.redo = page.getByTestId('explorer-redo');
  }

  async open(tab: 'discovered-data' | 'activity-log' | 'folders', query = ''): Promise<void> {
    await this.page.goto(`/customer/data-explorer/${tab}${query}`);
  }

  /** The row of a file in Discovered Data. */
  fileRow(fileName: string): Locator {
    return this.files.filter({
      has: this.page.getByTestId('file-name').getByText(fileName, { exact: true }),
    });
  }

  falsePositiveSwitch(row: Locator): Locator {
    return row.getByTestId('false-positive-switch');
  }

  async openExplorerRow(name: string): Promise<void> {
    const row = this.explorerRows.filter({
      has: this.page.getByTestId('explorer-name').getByText(name, { exact: true }),
    });
    await row.first().click();
    await expect(this.location).toContainText(name);
  }
}
