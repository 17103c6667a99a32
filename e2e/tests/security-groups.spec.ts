import { randomUUID } from 'node:crypto';
import { SecurityGroupMessages } from '@vigil/contracts';
import { expect, test } from '../support/fixtures';
import { graphql } from '../support/api';
import { DemoUsers } from '../support/env';
import { DevicesPage } from '../support/pages/devices-page';
import { SecurityGroupsPage } from '../support/pages/security-groups-page';

const DEVICES = `query devicesByName { installedDevices(take: 1000, where: { isArchived: { eq: false } }, order: [{ name: ASC }]) {
  items { id name nickName } } }`;
const GROUP_OF = `query deviceGroupOf($id: Int!) { device(request: { id: $id }) { id settingsGroup { id name } } }`;

interface Devices {
  installedDevices: { items: { id: number; name: string; nickName: string | null }[] };
}
interface GroupOf {
  device: { id: number; settingsGroup: { id: number; name: string } | null };
}

test.describe('security groups', () => {
  test('create a group with a device, edit it, delete it: the device goes back to its own settings', async ({
    page,
    request,
    signedInAs,
  }) => {
    const tokens = await signedInAs(DemoUsers.customer);
    const { installedDevices } = await graphql<Devices>(
      request,
      tokens.accessToken,
      'devicesByName',
      DEVICES,
    );
    // The first device by name has its own settings in the demo (the seeded groups hold the last ones).
    const device = installedDevices.items[0];
    if (!device) throw new Error('the demo customer has no device');
    const groupOf = async () =>
      (await graphql<GroupOf>(request, tokens.accessToken, 'deviceGroupOf', GROUP_OF, { id: device.id }))
        .device.settingsGroup;
    expect(await groupOf()).toBeNull();

    const groups = new SecurityGroupsPage(page);
    await groups.open();
    await expect(groups.row('Laptops')).toBeVisible();
    await expect(groups.row('Servers')).toBeVisible();

    const name = `E2E group ${randomUUID().slice(0, 6)}`;
    await page.getByTestId('create-security-group').click();
    await expect(groups.dialog.getByRole('heading', { name: 'Create a Security Group' })).toBeVisible();
    await expect(groups.save).toBeDisabled();
    // The §3 defaults of a new group.
    await expect(groups.switch('discoveryEnabled')).toBeChecked();
    await expect(groups.switch('statisticEnabled')).toBeChecked();
    await expect(groups.switch('vigilAgentIconOn')).toBeChecked();
    await expect(groups.switch('encryptionEnabled')).not.toBeChecked();
    await expect(groups.switch('browserExtensionEnabled')).not.toBeChecked();

    await groups.name.fill(name);
    await expect(groups.save).toBeEnabled();
    // Digits only, leading zero stripped, min not above max.
    await groups.delayMin.fill('0a50');
    await expect(groups.delayMin).toHaveValue('50');
    await groups.delayMax.fill('10');
    await expect(groups.dialog.getByText(SecurityGroupMessages.minAboveMax)).toBeVisible();
    await expect(groups.save).toBeDisabled();
    await groups.delayMax.fill('100');
    await expect(groups.save).toBeEnabled();
    await groups.switch('discoveryEnabled').uncheck();
    await groups.pickDevice(device.name, device.nickName ?? device.name);
    await groups.save.click();
    await expect(groups.snackbar).toContainText(SecurityGroupMessages.created);
    await expect(groups.dialog).toBeHidden();
    await expect(groups.row(name)).toContainText(device.nickName ?? device.name);
    expect((await groupOf())?.name).toBe(name);

    await groups.row(name).getByTestId('row-edit').click();
    await expect(groups.name).toHaveValue(name);
    await expect(groups.switch('discoveryEnabled')).not.toBeChecked();
    await expect(groups.delayMin).toHaveValue('50');
    await expect(groups.save).toBeDisabled();
    const renamed = `${name} edited`;
    await groups.name.fill(renamed);
    await groups.save.click();
    await expect(groups.snackbar).toContainText(SecurityGroupMessages.updated);
    await expect(groups.row(renamed)).toBeVisible();

    await groups.row(renamed).getByTestId('row-delete').click();
    await expect(groups.dialog.getByText(SecurityGroupMessages.deleteConfirm(renamed))).toBeVisible();
    await groups.dialog.getByTestId('security-group-delete').click();
    await expect(groups.snackbar).toContainText(SecurityGroupMessages.deleted);
    await expect(groups.row(renamed)).toHaveCount(0);
    expect(await groupOf()).toBeNull();
  });

  test("Device Details: choosing a security group hides the device's own toggles", async ({
    page,
    signedInAs,
  }) => {
    await signedInAs(DemoUsers.customer);
    const devices = new DevicesPage(page);
    await devices.open('/customer/deployment/devices/default');
    await devices.rows.first().getByRole('cell').nth(3).click();
    const dialog = page.getByTestId('app-dialog');
    await expect(dialog.getByRole('heading', { name: 'Device Details' })).toBeVisible();
    const own = dialog.getByTestId('device-own-settings');
    await expect(own).toBeVisible();
    await dialog.getByRole('combobox', { name: 'Security Group' }).click();
    await page.getByRole('option', { name: 'Laptops' }).click();
    await expect(own).toBeHidden();
    await expect(dialog.getByTestId('device-save')).toBeEnabled();
    // Reset: the demo device keeps its own settings.
    await dialog.getByTestId('device-reset').click();
    await expect(own).toBeVisible();
    await expect(dialog.getByTestId('device-save')).toBeDisabled();
  });
});

test.describe('the rest of the Devices page and the customer defaults', () => {
  test('Show only duplicate names lists what the server finds; Uninstall offers the also-delete choice', async ({
    page,
    request,
    signedInAs,
  }) => {
    const tokens = await signedInAs(DemoUsers.customer);
    const duplicates = await graphql<{ installedDevices: { totalCount: number } }>(
      request,
      tokens.accessToken,
      'duplicateDevices',
      `
        query duplicateDevices {
          installedDevices(
            take: 1000
            showOnlyWithDuplicateNames: true
            where: { isArchived: { eq: false } }
          ) {
            totalCount
          }
        }
      `,
    );
    const devices = new DevicesPage(page);
    await devices.open('/customer/deployment/devices/default');
    await expect(devices.rows.first()).toBeVisible();
    const all = await devices.rows.count();
    expect(all).toBeGreaterThan(duplicates.installedDevices.totalCount);
    await page.getByTestId('show-duplicates').check();
    await expect(devices.rows).toHaveCount(duplicates.installedDevices.totalCount);
    await page.getByTestId('show-duplicates').uncheck();
    await expect(devices.rows).toHaveCount(all);

    await devices.rows.first().getByRole('checkbox').check();
    await devices.action('uninstall-devices').click();
    const alsoDelete = page.getByTestId('uninstall-also-delete');
    await expect(alsoDelete).not.toBeChecked();
    await alsoDelete.check();
    // The demo's devices are shared: nothing is uninstalled.
    await devices.confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(devices.confirm).toBeHidden();

    await devices.rows.first().getByTestId('row-add-to-group').click();
    await expect(
      page.getByTestId('app-dialog').getByRole('heading', { name: 'Add Device to Groups' }),
    ).toBeVisible();
  });

  test('Customer Settings: with both security groups chosen the default device checkboxes are hidden', async ({
    page,
    signedInAs,
  }) => {
    await signedInAs(DemoUsers.customer);
    await page.goto('/customer/settings/customer-settings');
    // The workstation and server defaults each have a Monitor Stored Data checkbox.
    const defaults = page.getByRole('checkbox', { name: 'Monitor Stored Data' });
    await expect(defaults).toHaveCount(2);
    await page.getByRole('combobox', { name: /Workstations Security Group/ }).click();
    await page.getByRole('option', { name: 'Laptops' }).click();
    await expect(defaults).toHaveCount(2);
    await page.getByRole('combobox', { name: /Servers Security Group/ }).click();
    await page.getByRole('option', { name: 'Servers' }).click();
    await expect(defaults).toHaveCount(0);
    await expect(page.getByText('Both security groups are set')).toBeVisible();
    // Nothing saved: the shared demo customer keeps its defaults.
    await page.getByRole('button', { name: 'Reset' }).click();
    await expect(defaults).toHaveCount(2);
  });
});
