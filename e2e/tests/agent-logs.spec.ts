import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { AgentLogMessages, AgentRoutes, FipsMessages } from '@vigil/contracts';
import { expect, test } from '../support/fixtures';
import { apiSignIn, graphql } from '../support/api';
import { DemoUsers } from '../support/env';

/**
 * Agent log requests and FIPS status. The journeys register a device of their own for the demo
 * customer (and delete it at the end), so the shared demo devices stay as they were.
 */

interface OwnDevice {
  id: number;
  name: string;
  credential: string;
}

async function registerOwnDevice(request: APIRequestContext, customerToken: string): Promise<OwnDevice> {
  const { userInfo } = await graphql<{ userInfo: { tenantId: number } }>(
    request,
    customerToken,
    'me',
    'query me { userInfo { tenantId } }',
  );
  const { customer2 } = await graphql<{ customer2: { agentKey: string } }>(
    request,
    customerToken,
    'key',
    'query key($id: Int!) { customer2(request: { id: $id }) { agentKey } }',
    { id: userInfo.tenantId },
  );
  const name = `e2e-logs-${randomUUID().slice(0, 8)}`;
  const res = await request.post(AgentRoutes.register, {
    data: {
      agentKey: customer2.agentKey,
      deviceIdentifier: `dev-${randomUUID()}`,
      device: { name, os: 'Linux', osVersion: '6.1', userName: 'e2e', agentVersion: '0.1.0' },
    },
  });
  expect(res.status()).toBe(200);
  const body = (await res.json()) as { deviceId: number; deviceCredential: string };
  return { id: body.deviceId, name, credential: body.deviceCredential };
}

async function removeOwnDevice(request: APIRequestContext, customerToken: string, id: number) {
  await graphql(
    request,
    customerToken,
    'archive',
    'mutation archive($ids: [Int!]!) { setDevicesArchivingMark(ids: $ids, isArchived: true) { result } }',
    { ids: [id] },
  );
  await graphql(
    request,
    customerToken,
    'remove',
    'mutation remove($ids: [Int!]!) { setDevicesDeletionMark(ids: $ids, isDeleted: true) }',
    { ids: [id] },
  );
}

// Each journey drives the console and the agent API in turn; more than the default 30 s on a loaded machine.
test.describe.configure({ timeout: 90_000 });

test.describe('agent log requests', () => {
  test('SysAdmin sends a log request from the devices table; it waits with its countdown; the uploaded log downloads', async ({
    page,
    request,
    signedInAs,
  }) => {
    const customer = await apiSignIn(request, DemoUsers.customer);
    const device = await registerOwnDevice(request, customer.accessToken);
    try {
      await signedInAs(DemoUsers.sysadmin);
      await page.goto('/admin/devices');
      await page.getByLabel('Search devices').fill(device.name);
      const row = page.getByTestId('device-row').filter({ hasText: device.name });
      await expect(row).toHaveCount(1);
      await page.screenshot({ path: 'test-results/agent-log-devices.png', fullPage: true });
      await row.getByTestId('send-log-request').click();
      await expect(page.getByTestId('snackbar')).toContainText(AgentLogMessages.requested);

      // The agent's next policy pull is the updater's check-in: the countdown runs from it.
      const pulled = await request.get(AgentRoutes.policy, {
        headers: { authorization: `Device ${device.credential}` },
      });
      expect(((await pulled.json()) as { collectLogs: boolean }).collectLogs).toBe(true);

      await page.goto('/admin/agent-log-requests');
      await expect(page).toHaveURL(/\/admin\/agent-log-requests\/agent-log-requests-list$/);
      await page.getByRole('link', { name: 'Pending Requests' }).click();
      await expect(page).toHaveURL(/pending-agent-log-requests-list/);
      await page.getByLabel('Search').fill(device.name);
      const pending = page.getByTestId('agent-log-row').filter({ hasText: device.name });
      await expect(pending).toHaveCount(1);
      const countdown = pending.getByTestId('updater-countdown');
      await expect(countdown).toHaveText(/^0[34]:[0-5]\d$/);
      const first = await countdown.textContent();
      await expect(countdown).not.toHaveText(first ?? '');
      await page.screenshot({ path: 'test-results/agent-log-pending.png', fullPage: true });

      // The agent uploads its log: the request leaves the pending list and the log is listed.
      const text = `2026-11-26T10:00:00.000Z INFO run started (${device.name})\n`;
      const uploaded = await request.post(AgentRoutes.logs, {
        headers: { authorization: `Device ${device.credential}`, 'content-type': 'text/plain' },
        data: text,
      });
      expect(uploaded.status()).toBe(200);
      await page.reload();
      await expect(page.getByText('No data')).toBeVisible();

      await page.getByRole('link', { name: 'Devices Logs' }).click();
      await page.getByLabel('Search').fill(device.name);
      const logRow = page.getByTestId('agent-log-row').filter({ hasText: device.name });
      await expect(logRow).toHaveCount(1);
      await page.screenshot({ path: 'test-results/agent-log-list.png', fullPage: true });
      const download = page.waitForEvent('download');
      await logRow.getByTestId('download-agent-log').click();
      const file = await download;
      expect(file.suggestedFilename()).toMatch(new RegExp(`^${device.name}-.*\\.log$`));
      expect(await readFile(await file.path(), 'utf8')).toBe(text);
    } finally {
      await removeOwnDevice(request, customer.accessToken, device.id);
    }
  });

  test('a customer sees no Send Log Request action', async ({ page, signedInAs }) => {
    await signedInAs(DemoUsers.customer);
    await page.goto('/customer/deployment/devices/default');
    await expect(page.getByTestId('device-row').first()).toBeVisible();
    await expect(page.getByTestId('send-log-request')).toHaveCount(0);
  });
});

test.describe('FIPS status', () => {
  test('the tab follows the customer’s FIPS request; the Group Policy checkbox asks for FIPS mode', async ({
    page,
    request,
    signedInAs,
  }) => {
    const tokens = await signedInAs(DemoUsers.customer);
    const device = await registerOwnDevice(request, tokens.accessToken);
    const { userInfo } = await graphql<{ userInfo: { tenantId: number } }>(
      request,
      tokens.accessToken,
      'me',
      'query me { userInfo { tenantId } }',
    );
    const fipsRequest = (status: number) =>
      graphql(
        request,
        tokens.accessToken,
        'fips',
        'mutation fips($id: Int!, $s: Int!) { updateCustomer2(request: { id: $id, fipsrequestStatus: $s }) { id } }',
        { id: userInfo.tenantId, s: status },
      );
    const { customer2 } = await graphql<{ customer2: { fipsrequestStatus: number } }>(
      request,
      tokens.accessToken,
      'was',
      'query was($id: Int!) { customer2(request: { id: $id }) { fipsrequestStatus } }',
      { id: userInfo.tenantId },
    );
    try {
      await fipsRequest(0);
      await page.goto('/customer/deployment/regulations');
      await expect(page.getByRole('tab', { name: 'Regulations' })).toBeVisible();
      await expect(page.getByRole('tab', { name: 'FIPS Status' })).toHaveCount(0);

      await fipsRequest(1);
      await page.reload();
      await page.getByRole('tab', { name: 'FIPS Status' }).click();
      await expect(page).toHaveURL(/\/customer\/deployment\/fips-status$/);
      await expect(page.getByTestId('fips-notice')).toContainText('knowledge-base article');

      const reported = await request.post(AgentRoutes.fips, {
        headers: { authorization: `Device ${device.credential}` },
        data: {
          fipsComplianceMode: 'false',
          validation: 'INVALID',
          methodUsed: '/proc/sys/crypto/fips_enabled',
        },
      });
      expect(reported.status()).toBe(200);
      await page.reload();
      await page.getByLabel('Search devices').fill(device.name);
      const row = page.getByTestId('fips-row').filter({ hasText: device.name });
      await expect(row).toHaveCount(1);
      await expect(row).toContainText('Fail');
      await expect(row).toContainText('/proc/sys/crypto/fips_enabled');
      await expect(row.getByTestId('fips-status')).toHaveText('Not Set');

      await row.getByTestId('fips-group-policy').check();
      await expect(page.getByTestId('snackbar')).toContainText(FipsMessages.updated);
      await expect(row.getByTestId('fips-status')).toHaveText('Pending');
      await page.screenshot({ path: 'test-results/fips-status.png', fullPage: true });
    } finally {
      await fipsRequest(customer2.fipsrequestStatus);
      await removeOwnDevice(request, tokens.accessToken, device.id);
    }
  });
});
