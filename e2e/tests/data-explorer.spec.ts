import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { ExplorerLimits, ExplorerMessages } from '@vigil/contracts';
import { graphql, graphqlOperation, graphqlRefusal } from '../support/api';
import { DemoUsers } from '../support/env';
import { expect, test } from '../support/fixtures';
import { DataExplorerPages } from '../support/pages/data-explorer-pages';
import { DataRiskPage } from '../support/pages/data-risk-page';
import { DeviceRiskPage } from '../support/pages/device-risk-page';

interface Policy {
  policyId: number;
  policyName: string;
  filesCount: number;
}

/** The classifiers of the customer's riskiest selected regulation (Data Risk's default list), with their Files figure. */
async function topPolicies(request: APIRequestContext, token: string) {
  const { regulationsDataRisks } = await graphql<{
    regulationsDataRisks: { items: { regulationId: number; regulationName: string }[] };
  }>(
    request,
    token,
    'regulationsDataRisks',
    `
      query regulationsDataRisks {
        regulationsDataRisks(take: 1, order: [{ riskInUSD: DESC }], request: { selectedOnly: true }) {
          items {
            regulationId
            regulationName
          }
        }
      }
    `,
  );
  const regulation = regulationsDataRisks.items[0];
  if (!regulation) throw new Error('The demo customer has no regulation risk');
  const { policiesDataRisksByRegulation } = await graphql<{
    policiesDataRisksByRegulation: { items: Policy[] };
  }>(
    request,
    token,
    'policiesDataRisksByRegulation',
    `
      query policiesDataRisksByRegulation($regulationId: Int!) {
        policiesDataRisksByRegulation(
          request: { regulationId: $regulationId }
          take: 20
          order: [{ riskInUSD: DESC }]
        ) {
          items {
            policyId
            policyName
            filesCount
          }
        }
      }
    `,
    { regulationId: regulation.regulationId },
  );
  return { regulation, policies: policiesDataRisksByRegulation.items };
}

async function policyFiles(request: APIRequestContext, token: string, policyId: number): Promise<number> {
  const { policies } = await topPolicies(request, token);
  return policies.find((p) => p.policyId === policyId)?.filesCount ?? -1;
}

const filesLabel = (n: number) => `${n.toLocaleString('en-US')} ${n === 1 ? 'file' : 'files'}`;

test.describe('data explorer', () => {
  test('a classifier of Data Risk lands on Discovered Data with the same number of files', async ({
    page,
    request,
    signedInAs,
  }, testInfo) => {
    const { accessToken } = await signedInAs(DemoUsers.customer);
    const { regulation, policies } = await topPolicies(request, accessToken);
    const policy = policies[0]!;
    expect(policy.filesCount).toBeGreaterThan(0);

    const dataRisk = new DataRiskPage(page);
    await dataRisk.goto();
    const panel = await dataRisk.expand(regulation.regulationName);
    const row = panel.getByTestId('classifier-row').filter({ hasText: policy.policyName }).first();
    await expect(row).toContainText(policy.filesCount.toLocaleString('en-US'));
    await row.getByTestId('classifier-link').click();

    const explorer = new DataExplorerPages(page);
    await expect(explorer.filesCount).toHaveText(filesLabel(policy.filesCount));
    // The link's classifier shows by name in the Classifier filter.
    await expect(page.getByTestId('classifier-filter')).toHaveValue(policy.policyName);
    await expect(explorer.files.first()).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('discovered-data.png') });
  });

  test('marking a false positive takes its file out of the figures at once, and clearing puts it back', async ({
    page,
    request,
    signedInAs,
  }, testInfo) => {
    const { accessToken } = await signedInAs(DemoUsers.customer);
    const { policies } = await topPolicies(request, accessToken);
    const policy = policies[0]!;
    const explorer = new DataExplorerPages(page);
    await explorer.open('discovered-data', `?classifierId=${policy.policyId}`);
    // the first read of a freshly started server's files can take a while
    await expect(explorer.filesCount).toHaveText(filesLabel(policy.filesCount), { timeout: 20_000 });
    const row = explorer.files.first();
    const toggle = explorer.falsePositiveSwitch(row);
    await expect(toggle).not.toBeChecked();

    await toggle.check();
    await expect(page.getByText(ExplorerMessages.falsePositiveMarked)).toBeVisible();
    await expect(toggle).toBeChecked();
    await expect.poll(() => policyFiles(request, accessToken, policy.policyId)).toBe(policy.filesCount - 1);

    // restore the demo data as it was
    await toggle.uncheck();
    await expect(page.getByText(ExplorerMessages.falsePositiveCleared)).toBeVisible();
    await expect.poll(() => policyFiles(request, accessToken, policy.policyId)).toBe(policy.filesCount);

    // A refused mark flips back, with the server's words, and changes nothing.
    await page.route(graphqlOperation('updateFile'), graphqlRefusal('File not found'));
    // click, not check(): check() clicks again until the switch stays on, and it rightly does not.
    await toggle.click();
    await expect(page.getByText('File not found')).toBeVisible();
    await expect(toggle).not.toBeChecked();
    await page.unroute(graphqlOperation('updateFile'));
    expect(await policyFiles(request, accessToken, policy.policyId)).toBe(policy.filesCount);

    // Event Audit lists both decisions, newest first, with the person who made them
    const fileName = (await row.getByTestId('file-name').locator('p').first().textContent()) ?? '';
    await page.goto('/customer/event-audit');
    const entries = page.getByTestId('change-history-row').filter({ hasText: fileName });
    await expect(entries).toHaveCount(2);
    await expect(entries.first()).toContainText(DemoUsers.customer);
    await page.screenshot({ path: testInfo.outputPath('event-audit.png') });
  });

  test('the Classifier and Device filters are pickers by name, kept in the URL, and narrow the files', async ({
    page,
    request,
    signedInAs,
  }, testInfo) => {
    const { accessToken } = await signedInAs(DemoUsers.customer);
    const { policies } = await topPolicies(request, accessToken);
    const policy = policies[0]!;
    const { deviceRisks } = await graphql<{
      deviceRisks: { items: { deviceId: number; deviceName: string; filesCount: number }[] };
    }>(
      request,
      accessToken,
      'deviceRisks',
      `
        query deviceRisks {
          deviceRisks(take: 1, order: [{ filesCount: DESC }]) {
            items {
              deviceId
              deviceName
              filesCount
            }
          }
        }
      `,
    );
    const device = deviceRisks.items[0]!;
    expect(device.filesCount).toBeGreaterThan(0);

    const explorer = new DataExplorerPages(page);
    await explorer.open('discovered-data');
    await expect(explorer.files.first()).toBeVisible({ timeout: 20_000 });
    const classifierFilter = page.getByTestId('classifier-filter');
    const deviceFilter = page.getByTestId('device-filter');
    await expect(classifierFilter).toHaveValue('');
    await expect(deviceFilter).toHaveValue('');

    // A classifier found by part of its name.
    await classifierFilter.click();
    await classifierFilter.fill(policy.policyName.slice(0, 6));
    await page.getByRole('option', { name: policy.policyName, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]classifierId=${policy.policyId}(&|$)`));
    await expect(explorer.filesCount).toHaveText(filesLabel(policy.filesCount));
    await expect(classifierFilter).toHaveValue(policy.policyName);
    await page.screenshot({ path: testInfo.outputPath('discovered-data-pickers.png') });

    // Cleared: every file again; then a device found on the server by part of its name.
    await classifierFilter.click();
    await page.getByTestId('classifier-filter').locator('..').getByLabel('Clear').click();
    await expect(page).not.toHaveURL(/classifierId=/);
    await deviceFilter.click();
    await deviceFilter.fill(device.deviceName.slice(0, -1));
    await page.getByRole('option', { name: new RegExp(`^${device.deviceName}`) }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]deviceId=${device.deviceId}(&|$)`));
    // Every file of the device that is not deleted: Device Risk's Local Files (Both).
    await expect(explorer.filesCount).toHaveText(filesLabel(device.filesCount));
    await expect(deviceFilter).toHaveValue(device.deviceName);

    // A link that arrives with both shows both by name, before any file is read.
    await explorer.open('discovered-data', `?classifierId=${policy.policyId}&deviceId=${device.deviceId}`);
    await expect(classifierFilter).toHaveValue(policy.policyName);
    await expect(deviceFilter).toHaveValue(device.deviceName);
  });

  test('Device Risk links each device’s Local Files to Discovered Data, landing on the same figure', async ({
    page,
    signedInAs,
  }, testInfo) => {
    await signedInAs(DemoUsers.customer);
    const deviceRisk = new DeviceRiskPage(page);
    await deviceRisk.goto();
    await expect(deviceRisk.sensitivity).toHaveText('Sensitive');
    const explorer = new DataExplorerPages(page);
    for (const sensitivity of ['Sensitive', 'Both'] as const) {
      if (sensitivity === 'Both') {
        await deviceRisk.goto();
        await deviceRisk.chooseSensitivity('Both');
      }
      const row = deviceRisk.rows.first();
      const name = (await row.getByTestId('device-link').textContent()) ?? '';
      const link = row.getByTestId('local-files-link');
      const figure = Number(((await link.textContent()) ?? '').replace(/,/g, ''));
      expect(figure).toBeGreaterThan(0);
      await link.click();
      await expect(page).toHaveURL(/\/customer\/data-explorer\/discovered-data\?deviceId=\d+/);
      await expect(explorer.filesCount).toHaveText(filesLabel(figure), { timeout: 20_000 });
      await expect(page.getByTestId('device-filter')).toHaveValue(name);
      if (sensitivity === 'Sensitive') {
        await page.screenshot({ path: testInfo.outputPath('device-risk-link.png') });
      }
    }
    // Non-sensitive counts files with a non-sensitive finding, which Discovered Data cannot show alone.
    await deviceRisk.goto();
    await deviceRisk.chooseSensitivity('Non-sensitive');
    await expect(deviceRisk.rows.first().getByTestId('local-files-link')).toHaveCount(0);
  });

  test('the Activity Log lists operations newest first and exports them as CSV', async ({
    page,
    request,
    signedInAs,
  }, testInfo) => {
    const { accessToken } = await signedInAs(DemoUsers.customer);
    const since = new Date();
    since.setUTCMonth(since.getUTCMonth() - ExplorerLimits.csvDefaultMonths);
    const { fileActions } = await graphql<{ fileActions: { totalCount: number } }>(
      request,
      accessToken,
      'fileActions',
      `
        query fileActions($since: DateTime) {
          fileActions(take: 0, where: { transactionTime: { gte: $since } }) {
            totalCount
          }
        }
      `,
      { since: since.toISOString() },
    );
    const explorer = new DataExplorerPages(page);
    await explorer.open('activity-log');
    await expect(explorer.actions.first()).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Operation result' })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('activity-log.png') });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByTestId('export-activity-csv').click(),
    ]);
    expect(download.suggestedFilename()).toBe('activity-log.csv');
    const lines = (await readFile(await download.path(), 'utf8')).trim().split('\r\n');
    expect(lines[0]).toContain('"Operation result"');
    expect(lines).toHaveLength(1 + Math.min(fileActions.totalCount, ExplorerLimits.csvMaxRows));
  });

  test('the Folder Risk Explorer drills from a device to its folders, with undo and redo', async ({
    page,
    signedInAs,
  }, testInfo) => {
    await signedInAs(DemoUsers.customer);
    const explorer = new DataExplorerPages(page);
    await explorer.open('folders');
    await expect(explorer.explorerRows.first()).toBeVisible();
    const deviceName = (await explorer.explorerRows.first().getByTestId('explorer-name').textContent()) ?? '';
    await explorer.openExplorerRow(deviceName);
    await expect(explorer.explorerRows.first()).toBeVisible();
    const folderName = (await explorer.explorerRows.first().getByTestId('explorer-name').textContent()) ?? '';
    await explorer.openExplorerRow(folderName);
    await expect(explorer.explorerRows.first()).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath('folders.png') });

    await explorer.undo.click();
    await expect(explorer.location).not.toContainText(folderName);
    await expect(explorer.location).toContainText(deviceName);
    await explorer.redo.click();
    await expect(explorer.location).toContainText(folderName);
    await expect(explorer.redo).toBeDisabled();

    // Show Risks off: the figures give way to dashes
    await page.getByTestId('show-risks').uncheck();
    await expect(explorer.explorerRows.first().getByTestId('explorer-risk')).toHaveText('—');
  });
});
