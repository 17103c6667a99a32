import { randomUUID } from 'node:crypto';
import { AgentLogMessages, AgentRoutes, CloudDeviceMessages } from '@vigil/contracts';
import type { Page } from '@playwright/test';
import { expect, test } from '../support/fixtures';
import { graphql } from '../support/api';
import { DemoUsers } from '../support/env';

const REPOSITORIES = '/customer/deployment/cloud/default';

/** The row of the repository with this name in the list on the page. */
const repositoryRow = (page: Page, name: string) =>
  page
    .getByTestId('repository-row')
    .filter({ has: page.getByTestId('repository-name').getByText(name, { exact: true }) });

/** A repository of the demo customer of this test's own, registered as the agent's repository mode does. */
async function ownRepository(
  request: Parameters<typeof graphql>[0],
  token: string,
  name: string,
): Promise<{ id: number; credential: string }> {
  const { userInfo } = await graphql<{ userInfo: { tenantId: number } }>(
    request,
    token,
    'userInfo',
    'query userInfo { userInfo { tenantId } }',
  );
  const { customer2 } = await graphql<{ customer2: { agentKey: string } }>(
    request,
    token,
    'customer2',
    'query customer2($id: Int!) { customer2(request: { id: $id }) { agentKey } }',
    { id: userInfo.tenantId },
  );
  const res = await request.post(AgentRoutes.register, {
    data: {
      agentKey: customer2.agentKey,
      deviceIdentifier: `e2e-repository-${randomUUID()}`,
      device: { name, os: 'Linux', userName: 'scanner', agentVersion: '1.0.0' },
      repository: { authService: 'UNKNOWN', systemType: 'S3', cloudDeviceId: name, location: `s3://${name}` },
    },
  });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { deviceId: number; deviceCredential: string };
  return { id: body.deviceId, credential: body.deviceCredential };
}

test.describe('repositories', () => {
  test('Scan flips at once; a refusal by the server rolls it back; a suspected deleted repository cannot be toggled', async ({
    page,
    request,
    signedInAs,
  }) => {
    const tokens = await signedInAs(DemoUsers.customer);
    const name = `e2e-bucket-${randomUUID().slice(0, 8)}`;
    const own = await ownRepository(request, tokens.accessToken, name);
    await page.goto(REPOSITORIES);
    const rows = page.getByTestId('repository-row');
    const row = repositoryRow(page, name);
    const toggle = row.getByTestId('repository-scan');
    const snackbar = page.getByTestId('snackbar');
    await expect(toggle).not.toBeChecked();

    await toggle.click();
    await expect(snackbar).toContainText(CloudDeviceMessages.scanned);
    await expect(toggle).toBeChecked();

    // The repository is deleted behind the page's back: the next toggle is refused and rolls back.
    await graphql(
      request,
      tokens.accessToken,
      'archive',
      'mutation archive($ids: [Int!]!) { setDevicesArchivingMark(ids: $ids, isArchived: true) { result } }',
      { ids: [own.id] },
    );
    await graphql(
      request,
      tokens.accessToken,
      'remove',
      'mutation remove($ids: [Int!]!) { setDevicesDeletionMark(ids: $ids, isDeleted: true) }',
      { ids: [own.id] },
    );
    await toggle.click();
    await expect(snackbar).toContainText('CloudDevice not found');
    await expect(toggle).toBeChecked();

    // The demo's suspected deleted repository: its switch is disabled, and bulk Scan refuses it.
    const gone = rows.filter({
      has: page.getByTestId('repository-name').getByText('old-backups', { exact: true }),
    });
    await expect(gone.getByTestId('repository-scan')).toBeDisabled();
    await gone.getByRole('checkbox').check();
    await expect(page.getByTestId('scan-repositories')).toBeDisabled();
    await expect(page.getByTestId('unscan-repositories')).toBeDisabled();
    await page.screenshot({ path: 'test-results/repositories.png', fullPage: true });
  });

  test('Cloud Device Details: Save waits for a change, Reset restores, a saved delay shows again', async ({
    page,
    signedInAs,
  }) => {
    await signedInAs(DemoUsers.customer);
    await page.goto(REPOSITORIES);
    const row = repositoryRow(page, 'marketing-assets');
    await row.getByTestId('repository-name').click();
    const dialog = page.getByTestId('app-dialog');
    await expect(dialog.getByRole('heading', { name: 'Cloud Device Details' })).toBeVisible();
    const save = dialog.getByTestId('cloud-device-save');
    await expect(save).toBeDisabled();

    const readOnly = dialog.getByTestId('cloud-read-only');
    const wasReadOnly = await readOnly.isChecked();
    await readOnly.setChecked(!wasReadOnly);
    await expect(save).toBeEnabled();
    await dialog.getByTestId('cloud-device-reset').click();
    await expect(readOnly).toBeChecked({ checked: wasReadOnly });
    await expect(save).toBeDisabled();
    await page.screenshot({ path: 'test-results/cloud-device-details.png' });

    await readOnly.setChecked(!wasReadOnly);
    await save.click();
    await expect(page.getByTestId('snackbar')).toContainText(CloudDeviceMessages.updated);
    await expect(dialog).toBeHidden();

    // The demo repository is shared by later journeys: its setting goes back.
    await row.getByTestId('repository-name').click();
    await expect(readOnly).toBeChecked({ checked: !wasReadOnly });
    await readOnly.setChecked(wasReadOnly);
    await save.click();
    await expect(dialog).toBeHidden();
  });

  test('Cloud Installation: Scan New Repositories is saved and set back', async ({ page, signedInAs }) => {
    await signedInAs(DemoUsers.customer);
    await page.goto('/customer/deployment/cloud/cloud-installation');
    const scanNew = page.getByTestId('scan-new-repositories');
    await expect(page.getByTestId('repository-scanner')).toContainText('vigil-agent repository');
    const before = await scanNew.isChecked();
    await scanNew.click();
    await expect(page.getByTestId('snackbar')).toContainText(CloudDeviceMessages.scanSettingsUpdated);
    await expect(scanNew).toBeChecked({ checked: !before });
    await page.screenshot({ path: 'test-results/cloud-installation.png', fullPage: true });
    await scanNew.click();
    await expect(scanNew).toBeChecked({ checked: before });
  });

  test('Clear cache and rescan from Cloud Device Details: the scanner’s next policy carries the new resync key', async ({
    page,
    request,
    signedInAs,
  }) => {
    const tokens = await signedInAs(DemoUsers.customer);
    const name = `e2e-rescan-${randomUUID().slice(0, 8)}`;
    const own = await ownRepository(request, tokens.accessToken, name);
    const policy = async () => {
      const res = await request.get(AgentRoutes.policy, {
        headers: { authorization: `Device ${own.credential}` },
      });
      expect(res.status()).toBe(200);
      return (await res.json()) as { resyncKey: number };
    };
    const before = (await policy()).resyncKey;
    await page.goto(REPOSITORIES);
    const row = repositoryRow(page, name);
    await row.getByTestId('repository-name').click();
    const dialog = page.getByTestId('app-dialog');
    const save = dialog.getByTestId('cloud-device-save');
    await expect(save).toBeDisabled();
    await dialog.getByTestId('cloud-device-rescan').check();
    await expect(save).toBeEnabled();
    await save.click();
    await expect(page.getByTestId('snackbar')).toContainText(CloudDeviceMessages.updated);
    await expect(dialog).toBeHidden();
    expect((await policy()).resyncKey).toBe(before + 1);
  });

  test('a repository joins a security group from its dialog: the settings the group overrides are hidden', async ({
    page,
    request,
    signedInAs,
  }) => {
    const tokens = await signedInAs(DemoUsers.customer);
    const name = `e2e-grouped-${randomUUID().slice(0, 8)}`;
    const own = await ownRepository(request, tokens.accessToken, name);
    const groupName = `E2E repositories ${randomUUID().slice(0, 6)}`;
    const { createDeviceSettingsGroup: group } = await graphql<{ createDeviceSettingsGroup: { id: number } }>(
      request,
      tokens.accessToken,
      'createGroup',
      'mutation createGroup($name: String!) { createDeviceSettingsGroup(request: { name: $name }) { id } }',
      { name: groupName },
    );
    const groupOf = async () =>
      (
        await graphql<{ cloudDevice: { settingsGroup: { id: number; name: string } | null } }>(
          request,
          tokens.accessToken,
          'repositoryGroup',
          'query repositoryGroup($id: Int!) { cloudDevice(request: { id: $id }) { settingsGroup { id name } } }',
          { id: own.id },
        )
      ).cloudDevice.settingsGroup;
    try {
      await page.goto(REPOSITORIES);
      const row = repositoryRow(page, name);
      await row.getByTestId('repository-name').click();
      const dialog = page.getByTestId('app-dialog');
      await expect(dialog.getByTestId('cloud-device-own-settings')).toBeVisible();
      await dialog.getByRole('combobox', { name: /Security Group/ }).click();
      await page.getByRole('option', { name: groupName, exact: true }).click();
      // Allow Encryption and the scanner delay are the group's now.
      await expect(dialog.getByTestId('cloud-device-own-settings')).toHaveCount(0);
      await expect(dialog.getByTestId('cloud-read-only')).toBeVisible();
      await page.screenshot({ path: 'test-results/cloud-device-security-group.png' });
      await dialog.getByTestId('cloud-device-save').click();
      await expect(page.getByTestId('snackbar')).toContainText(CloudDeviceMessages.updated);
      await expect(dialog).toBeHidden();
      expect(await groupOf()).toEqual({ id: group.id, name: groupName });

      await row.getByTestId('repository-name').click();
      await expect(dialog.getByRole('combobox', { name: /Security Group/ })).toHaveText(groupName);
      await expect(dialog.getByTestId('cloud-device-own-settings')).toHaveCount(0);
    } finally {
      await graphql(
        request,
        tokens.accessToken,
        'deleteGroup',
        'mutation deleteGroup($id: Int!) { deleteDeviceSettingsGroup(request: { id: $id }) }',
        { id: group.id },
      );
    }
    expect(await groupOf()).toBeNull();
  });

  test('the partner and back-office repository lists: every customer’s repositories, no bulk actions; SysAdmin sends a log request', async ({
    page,
    signedInAs,
  }) => {
    await signedInAs(DemoUsers.partner);
    await page.goto('/partner/repositories');
    const rows = page.getByTestId('repository-row');
    const marketing = repositoryRow(page, 'marketing-assets');
    await expect(marketing).toHaveCount(1);
    await expect(marketing.getByTestId('repository-customer')).not.toBeEmpty();
    await expect(page.getByRole('columnheader', { name: 'Customer' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Risk' })).toBeVisible();
    await expect(page.getByTestId('scan-repositories')).toHaveCount(0);
    await expect(marketing.getByRole('checkbox')).toHaveCount(0);
    await expect(marketing.getByTestId('send-log-request')).toHaveCount(0);
    await page.screenshot({ path: 'test-results/partner-repositories.png', fullPage: true });

    await signedInAs(DemoUsers.sysadmin);
    await page.goto('/admin/repositories');
    await page.getByLabel('Search repositories').fill('marketing-assets');
    await expect(rows).toHaveCount(1);
    await expect(rows.first().getByTestId('repository-customer')).not.toBeEmpty();
    await expect(page.getByTestId('scan-repositories')).toHaveCount(0);
    await page.screenshot({ path: 'test-results/admin-repositories.png', fullPage: true });
    await rows.first().getByTestId('send-log-request').click();
    await expect(page.getByTestId('snackbar')).toContainText(AgentLogMessages.requested);
  });
});
