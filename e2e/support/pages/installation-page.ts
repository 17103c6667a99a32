import { expect, type Download, type Locator, type Page } from '@playwright/test';

/** Deployment → Device Setup → Installation. */
export class InstallationPage {
  readonly customer: Locator;
  readonly partner: Locator;
  readonly installKey: Locator;
  readonly uninstallKey: Locator;

  constructor(readonly page: Page) {
    this.customer = page.getByTestId('installation-customer');
    this.partner = page.getByTestId('installation-partner');
    this.installKey = page.getByLabel('Install key', { exact: true });
    this.uninstallKey = page.getByLabel('Uninstall key', { exact: true });
  }

  async open(path = '/customer/deployment/devices/common-installation'): Promise<void> {
    await this.page.goto(path);
    await expect(this.page.getByRole('heading', { name: 'Installation', level: 1 })).toBeVisible();
  }

  copyButton(label: string): Locator {
    return this.page.getByRole('button', { name: `Copy ${label.toLowerCase()}`, exact: true });
  }

  downloadButton(platform: 'windows' | 'macos' | 'macosScript' | 'linux'): Locator {
    return this.page.getByTestId(`download-${platform}`);
  }

  async download(platform: 'windows' | 'macos' | 'macosScript' | 'linux'): Promise<Download> {
    const [download] = await Promise.all([
      this.page.waitForEvent('download'),
      this.downloadButton(platform).click(),
    ]);
    return download;
  }
}
