import { readFile } from 'node:fs/promises';
import { DeviceMessages } from '@vigil/contracts';
import { expect, test } from '../support/fixtures';
import { graphql } from '../support/api';
import { DemoUsers } from '../support/env';
import { DevicesPage } from '../support/pages/devices-page';

const INSTALLED = `query installed { installedDevices(take: 1000, where: { isArchived: { eq: false } }) {
  totalCount items { id name nickName licenseStatus } } }`;

interface Installed {
  installedDevices: {
    totalCount: number;
    items: { id: number; name: string; nickName: string | null; licenseStatus: string }[];
  };
}

test.describe('installed devices', () => {
  test("the Devices page lists the customer's devices; Activate on a licensed one is refused, Release and Activate work", async ({
    page,
    request,
    signedInAs,
  }) => {
    const tokens = await signedInAs(DemoUsers.customer);
    const { installedDevices } = await graphql<Installed>(
      request,
      tokens.accessToken,
      'installed',
      INSTALLED,
    );
    expect(installedDevices.totalCount).toBeGreaterThan(0);
    const devices = new DevicesPage(page);
    await devices.open('/customer/deployment/devices/default');
    await expect(page.getByText(`${installedDevices.totalCount} device`)).toBeVisible();
    await expect(devices.rows).toHaveCount(Math.min(installedDevices.totalCount, 30));

    const licensed = installedDevices.items.find((d) => d.licenseStatus === 'ACTIVE' && !d.nickName);
    if (!licensed) throw new Error('the demo customer has no licensed device');
    await expect(devices.license(licensed.name)).toHaveText('Licensed');

    // The refusal: the error closes the confirmation and shows in the snackbar.
    await devices.bulk(licensed.name, 'activate-devices');
    await expect(devices.snackbar).toContainText(DeviceMessages.alreadyActive);
    await expect(devices.confirm).toBeHidden();
    await expect(devices.license(licensed.name)).toHaveText('Licensed');

    await devices.row(licensed.name).getByRole('checkbox').uncheck();
    await devices.bulk(licensed.name, 'release-devices');
    await expect(devices.snackbar).toContainText(DeviceMessages.released);
    await expect(devices.license(licensed.name)).toHaveText('Unlicensed');

    await devices.bulk(licensed.name, 'activate-devices');
    await expect(devices.snackbar).toContainText(DeviceMessages.activated);
    await expect(devices.license(licensed.name)).toHaveText('Licensed');
  });

  test('the partner device list shows its customers’ devices without bulk actions', async ({
    page,
    signedInAs,
  }) => {
    await signedInAs(DemoUsers.partner);
    const devices = new DevicesPage(page);
    await devices.open('/partner/devices');
    await expect(devices.rows.first()).toBeVisible();
    await expect(devices.action('activate-devices')).toHaveCount(0);
    await expect(devices.rows.first().getByRole('checkbox')).toHaveCount(0);

    // Export to CSV: every device of the partner's customers, one line each.
    const countText = await page.getByText(/^\d+ devices$/).textContent();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      devices.action('download-devices-csv').click(),
    ]);
    expect(download.suggestedFilename()).toBe('devices.csv');
    const csv = await readFile(await download.path(), 'utf8');
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toContain('"Name"');
    expect(lines).toHaveLength(1 + Number.parseInt(countText ?? '0', 10));
  });
});
