import type { APIRequestContext } from '@playwright/test';
import { AgentRoutes, ExplorerMessages, formatUsd, Limits } from '@vigil/contracts';
import { apiSignIn, graphql } from '../support/api';
import { DemoUsers } from '../support/env';
import { expect, test } from '../support/fixtures';
import { DataRiskPage } from '../support/pages/data-risk-page';
import { DeviceRiskPage } from '../support/pages/device-risk-page';

type Order = Record<string, 'ASC' | 'DESC'>[];

interface RegulationRisk {
  regulationId: number;
  regulationName: string;
  riskInUSD: number;
  sensitiveRiskInUSD: number;
  nonSensitiveRiskInUSD: number;
  filesCount: number;
}

interface DeviceRisk {
  deviceId: number;
  deviceName: string;
  deviceIsOnline: boolean;
  licenseStatus: string;
  riskInUSD: number;
  sensitiveRiskInUSD: number;
  riskValuation: number;
}

interface Page<T> {
  totalCount: number;
  items: T[];
}

/**
 * The API's regulations; like the page, only the customer's selected ones unless `all` (Show all
 * regulations).
 */
async function apiRegulations(
  request: APIRequestContext,
  token: string,
  order: Order,
  filterName?: string,
  all = false,
): Promise<Page<RegulationRisk>> {
  const data = await graphql<{ regulationsDataRisks: Page<RegulationRisk> }>(
    request,
    token,
    'regulationsDataRisks',
    `
      query regulationsDataRisks(
        $order: [DataRiskByRegulationSortInput!]
        $request: RegulationsDataRisksRequestInput
      ) {
        regulationsDataRisks(take: 20, order: $order, request: $request) {
          totalCount
          items {
            regulationId
            regulationName
            riskInUSD
            sensitiveRiskInUSD
            nonSensitiveRiskInUSD
            filesCount
          }
        }
      }
    `,
    { order, request: { ...(filterName ? { filterName } : {}), selectedOnly: !all } },
  );
  return data.regulationsDataRisks;
}

async function apiPolicies(
  request: APIRequestContext,
  token: string,
  regulationId: number,
): Promise<Page<{ policyId: number; policyName: string; riskInUSD: number }>> {
  const data = await graphql<{
    policiesDataRisksByRegulation: Page<{ policyId: number; policyName: string; riskInUSD: number }>;
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
          totalCount
          items {
            policyId
            policyName
            riskInUSD
          }
        }
      }
    `,
    { regulationId },
  );
  return data.policiesDataRisksByRegulation;
}

async function apiDevices(
  request: APIRequestContext,
  token: string,
  order: Order,
  where?: Record<string, unknown>,
): Promise<Page<DeviceRisk>> {
  const data = await graphql<{ deviceRisks: Page<DeviceRisk> }>(
    request,
    token,
    'deviceRisks',
    `
      query deviceRisks($order: [DeviceRiskSortInput!], $where: DeviceRiskFilterInput) {
        deviceRisks(take: 20, order: $order, where: $where) {
          totalCount
          items {
            deviceId
            deviceName
            deviceIsOnline
            licenseStatus
            riskInUSD
            sensitiveRiskInUSD
            riskValuation
          }
        }
      }
    `,
    { order, where: where ?? null },
  );
  return data.deviceRisks;
}

const SENSITIVE_DEVICES = { sensitiveRiskInUSD: { gt: 0 } };

/**
 * The demo customers have fewer devices than a page. Litware Legal gets idle agents (registered
 * through the agent API, no files, so no risk) until it has more than two pages; the same
 * identifiers every time, so a second call adds nothing (the agent key alone cannot register a
 * known device again: 409).
 */
async function giveLitwareIdleDevices(request: APIRequestContext, token: string, count: number) {
  const { userInfo } = await graphql<{ userInfo: { tenantId: number } }>(
    request,
    token,
    'userInfo',
    'query userInfo { userInfo { tenantId } }',
  );
  const { customer2 } = await graphql<{ customer2: { agentKey: string | null } }>(
    request,
    token,
    'customer2',
    'query customer2($id: Int!) { customer2(request: { id: $id }) { agentKey } }',
    { id: userInfo.tenantId },
  );
  expect(customer2.agentKey).toBeTruthy();
  for (let i = 1; i <= count; i++) {
    const n = String(i).padStart(2, '0');
    const response = await request.post(AgentRoutes.register, {
      data: {
        agentKey: customer2.agentKey,
        deviceIdentifier: `e2e-risk-paging-${n}`,
        device: { name: `E2E-IDLE-${n}`, os: 'Linux', userName: 'e2e', agentVersion: '1.0.0' },
      },
    });
    expect([200, 409]).toContain(response.status());
  }
}

test.describe('Data Risk', () => {
  test('shows the banner and the API’s regulations with their total risk, largest first', async ({
    page,
    request,
    signedInAs,
  }) => {
    const { accessToken } = await signedInAs(DemoUsers.customer);
    const api = await apiRegulations(request, accessToken, [{ riskInUSD: 'DESC' }]);
    // Contoso Health, a US health-care customer, selected HIPAA, CCPA and PCI DSS.
    expect(api.items.map((r) => r.regulationName).sort()).toEqual(['CCPA', 'HIPAA', 'PCI DSS']);

    const dataRisk = new DataRiskPage(page);
    await dataRisk.goto();
    await expect(dataRisk.banner).toBeVisible();
    await expect(dataRisk.banner).toContainText('$');
    await expect(dataRisk.rows).toHaveCount(api.items.length);
    await expect(dataRisk.count).toHaveText(`${api.totalCount} regulations`);
    expect(await dataRisk.columnTexts('Regulation')).toEqual(api.items.map((r) => r.regulationName));
    expect(await dataRisk.columnTexts('Total Risk')).toEqual(api.items.map((r) => formatUsd(r.riskInUSD)));
    await expect(dataRisk.header('Total Risk')).toHaveAttribute('aria-sort', 'descending');
    await expect(dataRisk.sensitivity).toHaveText('Both');
  });

  test('lists the selected regulations by default; Show all regulations adds the others, with the same figures', async ({
    page,
    request,
    signedInAs,
  }, testInfo) => {
    const { accessToken } = await signedInAs(DemoUsers.customer);
    const selected = await apiRegulations(request, accessToken, [{ riskInUSD: 'DESC' }]);
    const all = await apiRegulations(request, accessToken, [{ riskInUSD: 'DESC' }], undefined, true);
    // Its findings also fall under regulations it did not select (an SSN is GLBA's too).
    expect(all.totalCount).toBeGreaterThan(selected.totalCount);
    for (const r of selected.items) expect(all.items).toContainEqual(r);

    const dataRisk = new DataRiskPage(page);
    await dataRisk.goto();
    const showAll = page.getByTestId('show-all-regulations');
    await expect(showAll).not.toBeChecked();
    await expect(page.getByTestId('data-risk-selected-note')).toContainText(
      ExplorerMessages.selectedRegulationsNote,
    );
    await expect(page.getByTestId('data-risk-overlap-note')).toContainText(ExplorerMessages.overlapNote);
    await expect(dataRisk.rows).toHaveCount(selected.items.length);
    expect(await dataRisk.columnTexts('Regulation')).toEqual(selected.items.map((r) => r.regulationName));
    await page.screenshot({ path: testInfo.outputPath('data-risk-selected.png') });

    await showAll.check();
    await expect(dataRisk.rows).toHaveCount(all.items.length);
    await expect(dataRisk.count).toHaveText(`${all.totalCount} regulations`);
    expect(await dataRisk.columnTexts('Regulation')).toEqual(all.items.map((r) => r.regulationName));
    expect(await dataRisk.columnTexts('Total Risk')).toEqual(all.items.map((r) => formatUsd(r.riskInUSD)));
    await expect(page.getByTestId('data-risk-selected-note')).toHaveCount(0);
    expect(await dataRisk.urlView()).toEqual({ f: { all: true } });

    // The choice is in the URL: a reload keeps it; switching back lists the selected ones again.
    await page.reload();
    await expect(showAll).toBeChecked();
    await expect(dataRisk.rows).toHaveCount(all.items.length);
    await showAll.uncheck();
    await expect(dataRisk.rows).toHaveCount(selected.items.length);
    expect(await dataRisk.urlView()).toBeNull();
  });

  test('expanding a regulation lists its classifiers, each linking to Discovered Data', async ({
    page,
    request,
    signedInAs,
  }) => {
    const { accessToken } = await signedInAs(DemoUsers.customer);
    const [top] = (await apiRegulations(request, accessToken, [{ riskInUSD: 'DESC' }])).items;
    if (!top) throw new Error('The demo customer has no regulation risk');
    const policies = await apiPolicies(request, accessToken, top.regulationId);
    expect(policies.items.length).toBeGreaterThan(0);

    const dataRisk = new DataRiskPage(page);
    await dataRisk.goto();
    const panel = await dataRisk.expand(top.regulationName);
    await expect(panel.getByTestId('classifier-row')).toHaveCount(policies.items.length);
    await expect(panel.getByTestId('classifier-link')).toHaveText(policies.items.map((p) => p.policyName));
    await expect(panel).toContainText(`${policies.totalCount} classifier`);

    const first = policies.items[0]!;
    const link = panel.getByTestId('classifier-link').first();
    await expect(link).toHaveAttribute(
      'href',
      `/customer/data-explorer/discovered-data?classifierId=${first.policyId}`,
    );
    await link.click();
    await expect(page).toHaveURL(
      new RegExp(`/customer/data-explorer/discovered-data\\?classifierId=${first.policyId}$`),
    );
  });

  test('the sensitivity switches the figures shown, their order and the URL', async ({
    page,
    request,
    signedInAs,
  }) => {
    const { accessToken } = await signedInAs(DemoUsers.customer);
    const both = await apiRegulations(request, accessToken, [{ riskInUSD: 'DESC' }]);
    const nonSensitive = await apiRegulations(request, accessToken, [{ nonSensitiveRiskInUSD: 'DESC' }]);
    const sensitive = await apiRegulations(request, accessToken, [{ sensitiveRiskInUSD: 'DESC' }]);
    const nonSensitiveTotals = nonSensitive.items.map((r) => formatUsd(r.nonSensitiveRiskInUSD));
    // The demo holds both kinds, so switching really changes what is shown.
    expect(nonSensitiveTotals).not.toEqual(both.items.map((r) => formatUsd(r.riskInUSD)));

    const dataRisk = new DataRiskPage(page);
    await dataRisk.goto();
    await dataRisk.chooseSensitivity('Non-sensitive');
    await expect.poll(() => dataRisk.columnTexts('Total Risk')).toEqual(nonSensitiveTotals);
    expect(await dataRisk.columnTexts('Regulation')).toEqual(nonSensitive.items.map((r) => r.regulationName));
    expect(await dataRisk.urlView()).toEqual({ f: { sensitivity: 'NON_SENSITIVE' } });

    await page.reload();
    await expect(dataRisk.sensitivity).toHaveText('Non-sensitive');
    await expect.poll(() => dataRisk.columnTexts('Total Risk')).toEqual(nonSensitiveTotals);

    await dataRisk.chooseSensitivity('Sensitive');
    await expect
      .poll(() => dataRisk.columnTexts('Total Risk'))
      .toEqual(sensitive.items.map((r) => formatUsd(r.sensitiveRiskInUSD)));
    expect(await dataRisk.urlView()).toEqual({ f: { sensitivity: 'SENSITIVE' } });

    await dataRisk.chooseSensitivity('Both');
    await expect
      .poll(() => dataRisk.columnTexts('Total Risk'))
      .toEqual(both.items.map((r) => formatUsd(r.riskInUSD)));
    expect(await dataRisk.urlView()).toBeNull();
  });

  test('a header click sorts, a second flips the direction, and a reload keeps it', async ({
    page,
    request,
    signedInAs,
  }) => {
    const { accessToken } = await signedInAs(DemoUsers.customer);
    const desc = await apiRegulations(request, accessToken, [{ filesCount: 'DESC' }]);
    const asc = await apiRegulations(request, accessToken, [{ filesCount: 'ASC' }]);
    const names = (p: Page<RegulationRisk>) => p.items.map((r) => r.regulationName);
    expect(names(asc)).not.toEqual(names(desc));

    const dataRisk = new DataRiskPage(page);
    await dataRisk.goto();
    await dataRisk.sortBy('Files');
    await expect(dataRisk.header('Files')).toHaveAttribute('aria-sort', 'descending');
    await expect.poll(() => dataRisk.columnTexts('Regulation')).toEqual(names(desc));
    expect(await dataRisk.urlView()).toEqual({ s: ['filesCount', 'DESC'] });

    await dataRisk.sortBy('Files');
    await expect(dataRisk.header('Files')).toHaveAttribute('aria-sort', 'ascending');
    await expect.poll(() => dataRisk.columnTexts('Regulation')).toEqual(names(asc));
    expect(await dataRisk.urlView()).toEqual({ s: ['filesCount', 'ASC'] });

    await page.reload();
    await expect(dataRisk.header('Files')).toHaveAttribute('aria-sort', 'ascending');
    await expect(dataRisk.header('Total Risk')).not.toHaveAttribute('aria-sort', /.+/);
    await expect.poll(() => dataRisk.columnTexts('Regulation')).toEqual(names(asc));
    expect(await dataRisk.columnTexts('Files')).toEqual(
      asc.items.map((r) => r.filesCount.toLocaleString('en-US')),
    );
  });

  test('the name filter narrows the regulations', async ({ page, request, signedInAs }) => {
    const { accessToken } = await signedInAs(DemoUsers.customer);
    const all = await apiRegulations(request, accessToken, [{ riskInUSD: 'DESC' }]);
    const matching = await apiRegulations(request, accessToken, [{ riskInUSD: 'DESC' }], 'pa');
    expect(matching.totalCount).toBeGreaterThan(0);
    expect(matching.totalCount).toBeLessThan(all.totalCount);

    const dataRisk = new DataRiskPage(page);
    await dataRisk.goto();
    await dataRisk.search.fill('pa');
    await expect(dataRisk.rows).toHaveCount(matching.totalCount);
    expect(await dataRisk.columnTexts('Regulation')).toEqual(matching.items.map((r) => r.regulationName));
    await expect(dataRisk.count).toHaveText(
      `${matching.totalCount} ${matching.totalCount === 1 ? 'regulation' : 'regulations'}`,
    );
    expect(await dataRisk.urlView()).toEqual({ f: { name: 'pa' } });

    await dataRisk.search.fill('');
    await expect(dataRisk.rows).toHaveCount(all.items.length);
  });
});

test.describe('Device Risk', () => {
  test('lists devices with sensitive risk, largest first, with activity and license', async ({
    page,
    request,
    signedInAs,
  }) => {
    const { accessToken } = await signedInAs(DemoUsers.customer);
    const api = await apiDevices(request, accessToken, [{ riskValuation: 'DESC' }], SENSITIVE_DEVICES);
    expect(api.items.length).toBeGreaterThan(3);
    const valuations = api.items.map((d) => d.riskValuation);
    expect(valuations).toEqual([...valuations].sort((a, b) => b - a));

    const deviceRisk = new DeviceRiskPage(page);
    await deviceRisk.goto();
    await expect(deviceRisk.sensitivity).toHaveText('Sensitive');
    await expect(deviceRisk.header('Total Risk')).toHaveAttribute('aria-sort', 'descending');
    await expect(deviceRisk.rows).toHaveCount(api.items.length);
    await expect(deviceRisk.count).toHaveText(`${api.totalCount} devices`);
    expect(await deviceRisk.columnTexts('Device')).toEqual(api.items.map((d) => d.deviceName));
    expect(await deviceRisk.columnTexts('Total Risk')).toEqual(
      api.items.map((d) => formatUsd(d.sensitiveRiskInUSD)),
    );
    const lastSeen = await deviceRisk.columnTexts('Last Seen Online');
    api.items.forEach((d, i) => {
      if (d.deviceIsOnline) expect(lastSeen[i]).toBe('Connected');
      else expect(lastSeen[i]).toMatch(/^(just now|\d+ (minute|hour|day|month|year)s? ago|Never)$/);
    });
    expect(await deviceRisk.columnTexts('License Status')).toEqual(
      api.items.map((d) => (d.licenseStatus === 'ACTIVE' ? 'Licensed' : 'Unlicensed')),
    );
    await expect(deviceRisk.rows.first().getByTestId('activity-dot')).toBeVisible();

    // Both: the total of both kinds, sorted by it.
    const both = await apiDevices(request, accessToken, [{ riskInUSD: 'DESC' }]);
    await deviceRisk.chooseSensitivity('Both');
    await expect
      .poll(() => deviceRisk.columnTexts('Total Risk'))
      .toEqual(both.items.map((d) => formatUsd(d.riskInUSD)));
    expect(new URL(page.url()).searchParams.get('device-risk')).toBe('{"f":{"sensitivity":null}}');
  });

  test('the device search narrows the list', async ({ page, request, signedInAs }) => {
    const { accessToken } = await signedInAs(DemoUsers.customer);
    const all = await apiDevices(request, accessToken, [{ riskValuation: 'DESC' }], SENSITIVE_DEVICES);
    const matching = await apiDevices(request, accessToken, [{ riskValuation: 'DESC' }], {
      and: [
        { or: [{ deviceName: { contains: 'MBP' } }, { deviceNickName: { contains: 'MBP' } }] },
        SENSITIVE_DEVICES,
      ],
    });
    expect(matching.totalCount).toBeGreaterThan(0);
    expect(matching.totalCount).toBeLessThan(all.totalCount);

    const deviceRisk = new DeviceRiskPage(page);
    await deviceRisk.goto();
    await deviceRisk.search.fill('MBP');
    await expect(deviceRisk.rows).toHaveCount(matching.totalCount);
    expect(await deviceRisk.columnTexts('Device')).toEqual(matching.items.map((d) => d.deviceName));
  });

  test('the filters panel: a number filter applies by itself, Cancel drops a draft, Clear all and the pin', async ({
    page,
    request,
    signedInAs,
  }) => {
    const { accessToken } = await signedInAs(DemoUsers.customer);
    const all = await apiDevices(request, accessToken, [{ riskValuation: 'DESC' }], SENSITIVE_DEVICES);
    // A threshold between the largest and the smallest risk: some devices, not all.
    const threshold = Math.ceil(all.items[Math.floor(all.items.length / 2)]?.riskValuation ?? 0);
    const above = await apiDevices(request, accessToken, [{ riskValuation: 'DESC' }], {
      and: [SENSITIVE_DEVICES, { riskValuation: { gte: threshold } }],
    });
    expect(above.totalCount).toBeGreaterThan(0);
    expect(above.totalCount).toBeLessThan(all.totalCount);

    const deviceRisk = new DeviceRiskPage(page);
    await deviceRisk.goto();
    await expect(deviceRisk.rows).toHaveCount(all.totalCount);

    await page.getByTestId('filters-tab').click();
    const panel = page.getByRole('dialog');
    await panel.getByLabel('Sensitive risk at least (USD)').fill(String(threshold));
    // Number filters apply 300 ms after typing, without Apply.
    await expect(deviceRisk.rows).toHaveCount(above.totalCount);
    expect(await deviceRisk.columnTexts('Device')).toEqual(above.items.map((d) => d.deviceName));
    expect(decodeURIComponent(page.url())).toContain('minRisk');

    // A select without applyImmediately waits for Apply; Cancel drops the draft.
    await panel.getByRole('combobox', { name: 'License Status' }).click();
    await page.getByRole('option', { name: 'Unlicensed' }).click();
    await panel.getByRole('button', { name: 'Cancel' }).click();
    await expect(panel).toBeHidden();
    await expect(deviceRisk.rows).toHaveCount(above.totalCount);

    await page.reload();
    await expect(deviceRisk.rows).toHaveCount(above.totalCount);
    await page.getByTestId('filters-tab').click();
    await expect(panel.getByRole('combobox', { name: 'License Status' })).toHaveText('All');
    await panel.getByRole('button', { name: 'Clear all' }).click();
    await expect(deviceRisk.rows).toHaveCount(all.totalCount);
    expect(decodeURIComponent(page.url())).not.toContain('minRisk');

    await panel.getByRole('button', { name: 'Pin filters' }).click();
    const pinned = page.getByTestId('filters-panel');
    await expect(pinned).toHaveAttribute('data-pinned', 'true');
    await page.reload();
    await expect(pinned).toBeVisible();
    const box = await pinned.boundingBox();
    expect(Math.round(box?.width ?? 0)).toBe(Limits.filtersPanelWidth);
    await pinned.getByRole('button', { name: 'Unpin filters' }).click();
    await expect(page.getByTestId('filters-tab')).toBeVisible();
  });

  test('a dragged column keeps its width after a reload, and never goes below 50 px', async ({
    page,
    signedInAs,
  }) => {
    await signedInAs(DemoUsers.customer);
    const deviceRisk = new DeviceRiskPage(page);
    await deviceRisk.goto();
    const header = deviceRisk.header('Encrypted Risk');
    const handle = page.getByRole('separator', { name: 'Resize Encrypted Risk' });
    const before = (await header.boundingBox())?.width ?? 0;

    const drag = async (dx: number) => {
      const box = await handle.boundingBox();
      if (!box) throw new Error('no resize handle');
      const y = box.y + box.height / 2;
      await page.mouse.move(box.x + box.width / 2, y);
      await page.mouse.down();
      await page.mouse.move(box.x + box.width / 2 + dx, y, { steps: 5 });
      await page.mouse.up();
    };
    await drag(60);
    await expect
      .poll(async () => Math.round((await header.boundingBox())?.width ?? 0))
      .toBe(Math.round(before + 60));
    await page.reload();
    await expect(deviceRisk.rows.first()).toBeVisible();
    expect(Math.round((await header.boundingBox())?.width ?? 0)).toBe(Math.round(before + 60));

    await drag(-1000);
    await expect
      .poll(async () => Math.round((await header.boundingBox())?.width ?? 0))
      .toBe(Limits.columnMinWidth);
  });

  test('the device name opens its dashboard', async ({ page, request, signedInAs }) => {
    const { accessToken } = await signedInAs(DemoUsers.customer);
    const [top] = (await apiDevices(request, accessToken, [{ riskValuation: 'DESC' }], SENSITIVE_DEVICES))
      .items;
    if (!top) throw new Error('The demo customer has no device risk');

    const deviceRisk = new DeviceRiskPage(page);
    await deviceRisk.goto();
    const link = deviceRisk.rows.first().getByTestId('device-link');
    await expect(link).toHaveText(top.deviceName);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/customer/risk-portal/deviceDashboard/${top.deviceId}$`));
  });

  test('scrolling to the end loads the next page, and Load More the one after', async ({
    page,
    request,
    signedInAs,
  }) => {
    const { accessToken } = await signedInAs(DemoUsers.litware);
    await giveLitwareIdleDevices(request, accessToken, 41);
    const sensitive = await apiDevices(request, accessToken, [{ riskValuation: 'DESC' }], SENSITIVE_DEVICES);
    const both = await apiDevices(request, accessToken, [{ riskInUSD: 'DESC' }]);
    expect(both.totalCount).toBeGreaterThan(2 * Limits.defaultPageSize);

    const deviceRisk = new DeviceRiskPage(page);
    await deviceRisk.goto();
    // Sensitive (the default) leaves out the idle devices: they hold no data.
    await expect(deviceRisk.count).toHaveText(`${sensitive.totalCount} devices`);
    await expect(deviceRisk.rows).toHaveCount(sensitive.items.length);

    await deviceRisk.chooseSensitivity('Both');
    await expect(deviceRisk.count).toHaveText(`${both.totalCount} devices`);
    await expect.poll(() => deviceRisk.loadedRows()).toBe(Limits.defaultPageSize);

    await deviceRisk.scrollToEnd();
    await expect.poll(() => deviceRisk.loadedRows()).toBe(2 * Limits.defaultPageSize);
    await expect(deviceRisk.rows).toHaveCount(2 * Limits.defaultPageSize);

    await deviceRisk.loadMore.click();
    await expect.poll(() => deviceRisk.loadedRows()).toBe(both.totalCount);
    await expect(deviceRisk.rows).toHaveCount(both.totalCount);
    await expect(deviceRisk.loadMore).toBeHidden();
    expect(await deviceRisk.columnTexts('Last Seen Online')).toContain('Connected');
  });

  test('Print loads up to 300 rows, then opens the print dialog', async ({ page, request, signedInAs }) => {
    const { accessToken } = await signedInAs(DemoUsers.litware);
    await giveLitwareIdleDevices(request, accessToken, 41);
    const both = await apiDevices(request, accessToken, [{ riskInUSD: 'DESC' }]);
    const target = Math.min(Limits.printPageSize, both.totalCount);
    expect(target).toBeGreaterThan(Limits.defaultPageSize);

    await page.addInitScript(() => {
      const w = window as unknown as { printCalls: number; print: () => void };
      w.printCalls = 0;
      w.print = () => {
        w.printCalls += 1;
      };
    });
    const pages: { skip: number; take: number }[] = [];
    page.on('request', (r) => {
      if (!r.url().includes('/graphql?deviceRisks')) return;
      const { variables } = r.postDataJSON() as { variables: { skip: number; take: number } };
      pages.push({ skip: variables.skip, take: variables.take });
    });

    const deviceRisk = new DeviceRiskPage(page);
    await deviceRisk.goto();
    await deviceRisk.chooseSensitivity('Both');
    await expect.poll(() => deviceRisk.loadedRows()).toBe(Limits.defaultPageSize);

    await deviceRisk.print.click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { printCalls: number }).printCalls))
      .toBe(1);
    // The rest up to the print page size (300), in one request, all rendered before printing.
    expect(pages).toContainEqual({ skip: Limits.defaultPageSize, take: target - Limits.defaultPageSize });
    expect(await deviceRisk.loadedRows()).toBe(target);
    await expect(deviceRisk.rows).toHaveCount(target);
    await expect(deviceRisk.table).toHaveAttribute('data-printing', 'false');
  });
});

test('acting for a customer, the links keep the tenant’s base path and the lists are the customer’s', async ({
  page,
  request,
  signedInAs,
}) => {
  await signedInAs(DemoUsers.partner);
  const { accessToken } = await apiSignIn(request, DemoUsers.customer);
  const [regulation] = (await apiRegulations(request, accessToken, [{ riskInUSD: 'DESC' }])).items;
  const [device] = (await apiDevices(request, accessToken, [{ riskValuation: 'DESC' }], SENSITIVE_DEVICES))
    .items;
  if (!regulation || !device) throw new Error('The demo customer has no risk');
  const policies = await apiPolicies(request, accessToken, regulation.regulationId);

  await page.goto('/partner');
  await page.getByTestId('child-tenant-row').filter({ hasText: 'Contoso Health' }).click();
  await expect(page).toHaveURL(/\/tenant\/\d+\/customer\/risk-portal\/data-risks$/);
  const base = new URL(page.url()).pathname.replace(/\/customer\/.*$/, '');

  const dataRisk = new DataRiskPage(page);
  await expect(dataRisk.rows.first()).toContainText(regulation.regulationName);
  const panel = await dataRisk.expand(regulation.regulationName);
  await expect(panel.getByTestId('classifier-link').first()).toHaveAttribute(
    'href',
    `${base}/customer/data-explorer/discovered-data?classifierId=${policies.items[0]!.policyId}`,
  );

  const deviceRisk = new DeviceRiskPage(page);
  await deviceRisk.goto(base);
  const link = deviceRisk.rows.first().getByTestId('device-link');
  await expect(link).toHaveText(device.deviceName);
  await expect(link).toHaveAttribute(
    'href',
    `${base}/customer/risk-portal/deviceDashboard/${device.deviceId}`,
  );
});
