import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { AgentRoutes, AlertMessages, ALERT_TYPES } from '@vigil/contracts';
import { graphql } from '../support/api';
import { DemoUsers, E2E_SMTP_PORT } from '../support/env';
import { expect, test } from '../support/fixtures';
import { startTestSmtpServer, type TestSmtpServer } from '../support/test-smtp-server';

/*
 * Issue 16's alerts: an alert setting made through the dialog, data that triggers it sent through
 * the server's real agent API, the alert in Data Explorer → Alerts with its preview, and its mail
 * received by a real SMTP server on the port the server under test mails to. The journey works in
 * a customer of its own (made by the demo partner, deleted at the end): demo data stays as it was.
 */

const VALUE_PER_RECORD = 100;
const RECORDS = 2;
const THRESHOLD = 150;

async function ownCustomer(request: APIRequestContext, token: string, suffix: string) {
  const { createCustomer2 } = await graphql<{ createCustomer2: { id: number } }>(
    request,
    token,
    'createCustomer2',
    `
      mutation createCustomer2($r: CreateCustomerRequestInput!) {
        createCustomer2(request: $r) {
          id
        }
      }
    `,
    {
      r: {
        name: `Alerts journey ${suffix}`,
        contentTypes: [],
        user: {
          email: `alerts-admin-${suffix}@example.test`,
          firstName: 'Alma',
          lastName: 'Lerts',
          password: 'Orchid-tunnel-58',
        },
      },
    },
  );
  const tenantId = createCustomer2.id;
  const { customer2 } = await graphql<{ customer2: { agentKey: string | null } }>(
    request,
    token,
    'customer2',
    'query customer2($id: Int!) { customer2(request: { id: $id }) { agentKey } }',
    { id: tenantId },
  );
  if (!customer2.agentKey) throw new Error('the new customer has no agent key');
  const { createClassifier } = await graphql<{ createClassifier: { id: number } }>(
    request,
    token,
    'createClassifier',
    `
      mutation createClassifier($input: ClassifierInput!, $tenantId: Int) {
        createClassifier(input: $input, tenantId: $tenantId) {
          id
        }
      }
    `,
    {
      tenantId,
      input: {
        name: `Ledger numbers ${suffix}`,
        shortName: 'LEDGER',
        filterVersion: 1,
        type: 'BY_CONTENT',
        matchers: [{ type: 'CONTAINS', value: 'ledger' }],
        valuePerRecord: VALUE_PER_RECORD,
      },
    },
  );
  return { tenantId, agentKey: customer2.agentKey, classifierId: createClassifier.id };
}

test('an alert setting made in the dialog raises an alert on incoming data: listed with its preview, and mailed', async ({
  page,
  request,
  signedInAs,
}) => {
  test.setTimeout(120_000);
  const smtp: TestSmtpServer = await startTestSmtpServer({ port: E2E_SMTP_PORT });
  const suffix = Date.now().toString(36);
  const tokens = await signedInAs(DemoUsers.partner);
  const customer = await ownCustomer(request, tokens.accessToken, suffix);
  const base = `/tenant/${customer.tenantId}/customer`;
  const name = `Big upload day ${suffix}`;
  const recipient = `alerts-${suffix}@example.test`;
  try {
    // A device of the customer whose alerts are mailed at once.
    const registered = await request.post(AgentRoutes.register, {
      data: {
        agentKey: customer.agentKey,
        deviceIdentifier: `alerts-${randomUUID()}`,
        device: {
          name: `ledger-box-${suffix}`,
          os: 'Windows 11',
          osVersion: '23H2',
          userName: 'alma',
          macAddress: '00:11:22:33:44:55',
          agentVersion: '1.0.0',
          storageTotalBytes: 512_000_000_000,
          storageUsedBytes: 100_000_000_000,
        },
      },
    });
    expect(registered.status()).toBe(200);
    const device = (await registered.json()) as { deviceId: number; deviceCredential: string };
    await graphql(
      request,
      tokens.accessToken,
      'updateDevice',
      `
        mutation updateDevice($request: UpdateDeviceRequestInput!, $tenantId: Int) {
          updateDevice(request: $request, tenantId: $tenantId) {
            id
          }
        }
      `,
      { tenantId: customer.tenantId, request: { id: device.deviceId, alertRule: 'IMMEDIATE' } },
    );

    // 1. The setting, through the two-step dialog.
    await page.goto(`${base}/deployment/alert-settings`);
    // The first page of the run loads its chunks on a busy machine: a little longer for it.
    await expect(page.getByTestId('alert-mail-delivery')).toContainText('SMTP server', { timeout: 15_000 });
    await page.getByTestId('add-alert-setting').click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: 'New Alert Setting' })).toBeVisible();
    await expect(dialog.getByTestId('alert-setting-next')).toBeDisabled();
    await dialog.getByTestId('alert-trigger-2').click();
    await dialog.getByTestId('alert-setting-next').click();
    await dialog.getByTestId('alert-setting-submit').click();
    await expect(dialog.getByText(AlertMessages.thresholdRequired)).toBeVisible();
    await dialog.getByTestId('alert-setting-name').fill(name);
    await dialog.getByTestId('alert-setting-threshold').fill(String(THRESHOLD));
    await dialog.getByTestId('alert-setting-email').fill(recipient);
    await page.screenshot({ path: 'test-results/alerts-dialog.png' });
    await dialog.getByTestId('alert-setting-submit').click();
    await expect(page.getByText(AlertMessages.created)).toBeVisible();
    const row = page.getByTestId('alert-setting-row').filter({ hasText: name });
    await expect(row).toContainText(ALERT_TYPES[1]!.name);
    await expect(row).toContainText(`$${THRESHOLD}`);
    await expect(row).toContainText(recipient);
    await page.screenshot({ path: 'test-results/alerts-settings.png' });

    // 2. Data that triggers it: an upload of $200 today, through the agent API.
    const sent = await request.post(AgentRoutes.batches, {
      headers: { authorization: `Device ${device.deviceCredential}` },
      data: {
        batchId: randomUUID(),
        sentAt: new Date().toISOString(),
        fileEvents: [
          {
            eventId: randomUUID(),
            at: new Date().toISOString(),
            operation: 'UPLOAD',
            path: 'C:\\Users\\alma\\ledger-q4.xlsx',
            processName: 'excel.exe',
            applicationName: 'Microsoft Excel',
            driveType: 'FIXED',
            userName: 'alma',
            entries: [{ classifierId: customer.classifierId, count: RECORDS, samples: [] }],
          },
        ],
      },
    });
    expect(sent.status()).toBe(200);

    // 3. The mail, received and parsed (the engine looks at new events every 15 seconds).
    const [mail] = await smtp.waitFor(1, 60_000);
    expect(mail?.envelopeTo).toEqual([recipient]);
    expect(mail?.parsed.subject).toBe(`Vigil alert: ${name}`);
    expect(mail?.parsed.text).toContain('Outgoing files: 1, value $200.00');
    expect(mail?.parsed.text).toContain('$200.00  C:\\Users\\alma\\ledger-q4.xlsx');

    // 4. The alert in Data Explorer → Alerts, with its preview.
    await page.getByTestId('view-alerts').click();
    await expect(page).toHaveURL(new RegExp(`${base}/data-explorer/alerts`));
    const alert = page.getByTestId('alert-row').filter({ hasText: name });
    await expect(alert).toContainText(ALERT_TYPES[1]!.name);
    await alert.getByRole('button', { name: 'Expand row' }).click();
    const preview = page.getByTestId('alert-preview');
    await expect(preview).toContainText('Outgoing files');
    await expect(preview).toContainText('$200.00');
    await expect(preview.getByTestId('alert-top-events')).toContainText('ledger-q4.xlsx');
    await expect(preview.getByTestId('alert-top-events')).toContainText(`ledger-box-${suffix}`);
    await page.screenshot({ path: 'test-results/alerts-tab.png' });

    // 5. The setting edited by clicking its name, then deleted after a confirmation.
    await page.getByTestId('alert-settings-link').click();
    const settingRow = page.getByTestId('alert-setting-row').filter({ hasText: name });
    await settingRow.getByTestId('alert-setting-edit').click();
    const edit = page.getByRole('dialog');
    await expect(edit.getByRole('heading', { name: 'Edit Alert Setting' })).toBeVisible();
    await expect(edit.getByTestId('alert-setting-threshold')).toHaveValue(String(THRESHOLD));
    await edit.getByTestId('alert-setting-threshold').fill('175');
    await edit.getByTestId('alert-setting-submit').click();
    await expect(page.getByText(AlertMessages.updated)).toBeVisible();
    await expect(settingRow).toContainText('$175');
    await settingRow.getByRole('checkbox').check();
    await page.getByTestId('delete-selected').click();
    await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText(AlertMessages.deleted)).toBeVisible();
    await expect(settingRow).toHaveCount(0);
  } finally {
    await graphql(
      request,
      tokens.accessToken,
      'deleteCustomers2',
      'mutation deleteCustomers2($ids: [Int!]!) { deleteCustomers2(ids: $ids) }',
      { ids: [customer.tenantId] },
    ).catch(() => undefined);
    await smtp.close();
  }
});
