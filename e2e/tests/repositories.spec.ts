import { randomUUID } from 'node:crypto';
import { AgentRoutes, CloudDeviceMessages } from '@vigil/contracts';
import { expect, test } from '../support/fixtures';
import { graphql } from '../support/api';
import { DemoUsers } from '../support/env';

const REPOSITORIES = '/customer/deployment/cloud/default';

/** A repository of the demo customer of this test's own, registered as the agent's repository mode does. */
async function ownRepository(
  request: Parameters<typeof graphql>[0],
  token: string,
  name: string,
): Promise<{ id: number }> {
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
  return { id: ((await res.json()) as { deviceId: number }).deviceId };
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
    const row = rows.filter({ has: page.getByTestId('repository-name').getByText(name, { exact: true }) });
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
    const row = page
      .getByTestId('repository-row')
      .filter({ has: page.getByTestId('repository-name').getByText('marketing-assets', { exact: true }) });
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
});
