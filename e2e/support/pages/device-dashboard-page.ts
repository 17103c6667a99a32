import { expect, type Locator, type Page } from '@playwright/test';

export type DeviceSwitch = 'Monitor Stored Data' | 'Monitor App Access To Files' | 'Allow Encryption';

/** The device dashboard of the risk portal: /customer/risk-portal/deviceDashboard/{id}. */
export class DeviceDashboardPage {
  readonly root: Locator;
  readonly back: Locator;
  readonly totalRisk: Locator;
  readonly createdCases: Locator;
  readonly createdCasesHelp: Locator;
  readonly numberOfFiles: Locator;
  readonly deviceName: Locator;
  readonly agentStatus: Locator;
  readonly panel: Locator;
  readonly sensitiveFilesRows: Locator;
  readonly cloudServicesRows: Locator;
  readonly snackbar: Locator;

  constructor(readonly page: Page) {
    this.root = page.getByTestId('device-dashboard');
    this.back = page.getByTestId('device-dashboard-back');
    this.totalRisk = page.getByTestId('card-total-risk-value');
    this.createdCases = page.getByTestId('card-created-cases-value');
    this.createdCasesHelp = page.getByTestId('card-created-cases-help');
    this.numberOfFiles = page.getByTestId('card-number-of-files-value');
    this.deviceName = page.getByTestId('device-name');
    this.agentStatus = page.getByTestId('device-agent-status');
    this.panel = page.getByTestId('device-panel');
    this.sensitiveFilesRows = page.getByTestId('local-sensitive-files-row');
    this.cloudServicesRows = page.getByTestId('cloud-services-row');
    this.snackbar = page.getByTestId('snackbar');
  }

  async goto(deviceId: number | string, basePath = ''): Promise<void> {
    await this.page.goto(`${basePath}/customer/risk-portal/deviceDashboard/${deviceId}`);
  }

  /** Opens a device and waits until its dashboard shows. */
  async open(deviceId: number, basePath = ''): Promise<void> {
    await this.goto(deviceId, basePath);
    await expect(this.root).toBeVisible();
  }

  switch(name: DeviceSwitch): Locator {
    return this.panel.getByRole('switch', { name });
  }

  /** The totals row of Local Sensitive Files. */
  get sensitiveFilesTotal(): Locator {
    return this.page.getByTestId('local-sensitive-files').locator('tr[data-row-id="total"]');
  }

  explorerLink(name: 'Discovered Data' | 'Activity Log' | 'Folder Risk Explorer'): Locator {
    return this.panel.getByRole('link', { name });
  }
}
