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

  test('Device Details: a nickname is saved; the Monitor App Access warning reverts on Cancel; Reset restores', async ({
    page,
    signedInAs,
  }) => {
    await signedInAs(DemoUsers.customer);
    const devices = new DevicesPage(page);
    await devices.open('/customer/deployment/devices/default');
    const first = devices.rows.first();
    const name = (await first.getByTestId('device-name').textContent())?.trim() ?? '';
    await first.getByRole('cell').nth(3).click();
    const dialog = page.getByTestId('app-dialog');
    await expect(dialog.getByRole('heading', { name: 'Device Details' })).toBeVisible();
    const save = dialog.getByTestId('device-save');
    await expect(save).toBeDisabled();

    const appAccess = dialog.getByTestId('monitor-app-access');
    if (await appAccess.isChecked()) {
      await appAccess.uncheck();
      await expect(save).toBeEnabled();
      await dialog.getByTestId('device-reset').click();
      await expect(appAccess).toBeChecked();
      await expect(save).toBeDisabled();
    } else {
      await appAccess.check();
      await expect(page.getByText(DeviceMessages.monitorAppAccessWarning)).toBeVisible();
      await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Cancel' }).click();
      await expect(appAccess).not.toBeChecked();
    }

    const nick = dialog.getByTestId('device-nickname');
    await nick.fill('x'.repeat(256));
    await expect(dialog.getByText('Value should be less than 256 characters')).toBeVisible();
    await expect(save).toBeDisabled();
    await nick.fill('Front desk');
    await save.click();
    await expect(devices.snackbar).toContainText(DeviceMessages.detailsUpdated);
    await expect(dialog).toBeHidden();
    await expect(devices.row('Front desk')).toContainText(name);

    // The demo's device is shared by the other journeys: its nickname is cleared again.
    await devices.row('Front desk').getByRole('cell').nth(3).click();
    await expect(nick).toHaveValue('Front desk');
    await nick.fill('');
    await save.click();
    await expect(dialog).toBeHidden();
    await expect(devices.row(name)).not.toContainText('Front desk');
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
