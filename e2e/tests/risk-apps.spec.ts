import type { APIRequestContext, Page, Route } from '@playwright/test';
import {
  ApplicationRiskPeriod,
  formatPickerDate,
  formatUsd,
  lastDays,
  Messages,
  periodOf,
} from '@vigil/contracts';
import { apiSignIn, graphql, graphqlOperation, graphqlRefusal } from '../support/api';
import { DemoUsers } from '../support/env';
import { expect, test } from '../support/fixtures';
import { AppRiskPage } from '../support/pages/app-risk-page';
import { DeviceDashboardPage } from '../support/pages/device-dashboard-page';

interface DeviceFigures {
  id: number;
  name: string;
  isActive: boolean;
  casesCount: number;
  existingFileCount: number;
  sensitiveRiskInUSD: number;
  isDiscoveryEnabled: boolean;
  isStatisticEnabled: boolean;
  isEncryptionDisabled: boolean;
}

interface LocalApp {
  tenantId: number;
  processId: number;
  processCaption: string;
  dataUploadPermission: 'UNBLOCKED' | 'BLOCKED' | 'CUSTOM';
}

const count = (n: number) => Math.round(n).toLocaleString('en-US');

/** Intercepts one GraphQL operation of the browser (the console names it in the query string). */

/** A route handler that waits for `release()` before answering: shows what the page does meanwhile. */
function heldRoute(answer: (route: Route) => Promise<void>) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  return {
    handler: async (route: Route) => {
      await gate;
      await answer(route);
    },
    release: () => release(),
  };
}

async function token(request: APIRequestContext, email: string): Promise<string> {
  return (await apiSignIn(request, email)).accessToken;
}

/** The device with the largest risk in Device Risk of the signed-in customer. */
async function topDevice(request: APIRequestContext, accessToken: string): Promise<DeviceFigures> {
  const risks = await graphql<{ deviceRisks: { items: { deviceId: number }[] } }>(
    request,
    accessToken,
    'deviceRisks',
    'query deviceRisks { deviceRisks(take: 1, order: [{ riskValuation: DESC }]) { items { deviceId } } }',
  );
  const id = risks.deviceRisks.items[0]?.deviceId;
  if (id === undefined) throw new Error('The demo customer has no devices');
  return deviceFigures(request, accessToken, id);
}

async function deviceFigures(request: APIRequestContext, accessToken: string, id: number) {
  const data = await graphql<{ device: DeviceFigures }>(
    request,
    accessToken,
    'device',
    `
      query device($id: Int!) {
        device(request: { id: $id }) {
          id
          name
          isActive
          casesCount
          existingFileCount
          sensitiveRiskInUSD
          isDiscoveryEnabled
          isStatisticEnabled
          isEncryptionDisabled
        }
      }
    `,
    { id },
  );
  return data.device;
}

async function updateDevice(
  request: APIRequestContext,
  accessToken: string,
  settings: { id: number; isDiscoveryEnabled?: boolean; isEncryptionDisabled?: boolean },
) {
  await graphql(
    request,
    accessToken,
    'updateDevice',
    'mutation updateDevice($request: UpdateDeviceRequestInput!) { updateDevice(request: $request) { id } }',
    { request: settings },
  );
}

async function localApps(request: APIRequestContext, accessToken: string): Promise<LocalApp[]> {
  const data = await graphql<{ applicationsRisk: { items: LocalApp[] } }>(
    request,
    accessToken,
    'applicationsRisk',
    `
      query applicationsRisk($request: ApplicationsRiskRequestInput!) {
        applicationsRisk(
          request: $request
          take: 100
          where: { webApp: { eq: false } }
          order: [{ residualEntriesCostOutgoing: DESC }]
        ) {
          items {
            tenantId
            processId
            processCaption
            dataUploadPermission
          }
        }
      }
    `,
    { request: periodOf(lastDays(ApplicationRiskPeriod.defaultDays, new Date())) },
  );
  return data.applicationsRisk.items;
}

async function setPermission(
  request: APIRequestContext,
  accessToken: string,
  app: LocalApp,
  permission: LocalApp['dataUploadPermission'],
) {
  await graphql(
    request,
    accessToken,
    'setProcessDataUploadPermission',
    `
      mutation setProcessDataUploadPermission(
        $request: SetProcessDataUploadPermissionRequestInput!
        $tenantId: Int
      ) {
        setProcessDataUploadPermission(request: $request, tenantId: $tenantId) {
          dataUploadPermission
        }
      }
    `,
    { request: { processId: app.processId, permission }, tenantId: app.tenantId },
  );
}

async function unblockedLocalApp(request: APIRequestContext, accessToken: string): Promise<LocalApp> {
  const app = (await localApps(request, accessToken)).find((a) => a.dataUploadPermission === 'UNBLOCKED');
  if (!app) throw new Error('The demo customer has no unblocked local application');
  return app;
}

async function searchApp(apps: AppRiskPage, name: string, page: Page) {
  await apps.search.fill(name);
  await expect(apps.row(name)).toHaveCount(1);
  await expect(page).toHaveURL(/apps=/);
}

test.describe('device dashboard', () => {
  test('cards, device panel and tables show the figures of the API', async ({
    page,
    request,
    signedInAs,
  }) => {
    const { accessToken } = await signedInAs(DemoUsers.customer);
    const device = await topDevice(request, accessToken);
    const classifiers = await graphql<{
      deviceRisksByClassifiers: {
        totalCount: number;
        items: { filesCount: number; sensitiveRiskInUSD: number }[];
      };
    }>(
      request,
      accessToken,
      'deviceRisksByClassifiers',
      `
        query deviceRisksByClassifiers($id: Int!) {
          deviceRisksByClassifiers(
            take: 300
            where: { deviceId: { eq: $id }, classifierSensitiveType: { eq: "SENSITIVE" } }
          ) {
            totalCount
            items {
              filesCount
              sensitiveRiskInUSD
            }
          }
        }
      `,
      { id: device.id },
    );
    const cloud = await graphql<{ applicationsRisk: { totalCount: number } }>(
      request,
      accessToken,
      'applicationsRisk',
      `
        query applicationsRisk($request: ApplicationsRiskRequestInput!) {
          applicationsRisk(request: $request, where: { webApp: { eq: true } }) {
            totalCount
          }
        }
      `,
      {
        request: {
          deviceId: device.id,
          ...periodOf(lastDays(ApplicationRiskPeriod.cloudServicesDays, new Date())),
        },
      },
    );

    const dashboard = new DeviceDashboardPage(page);
    await dashboard.open(device.id);

    await expect(dashboard.totalRisk).toHaveText(formatUsd(device.sensitiveRiskInUSD));
    await expect(dashboard.createdCases).toHaveText(count(device.casesCount));
    await expect(dashboard.numberOfFiles).toHaveText(count(device.existingFileCount));
    await expect(dashboard.deviceName).toContainText(device.name);
    await expect(dashboard.agentStatus).toHaveText(device.isActive ? 'Active' : 'Inactive');
    await expect(dashboard.explorerLink('Discovered Data')).toHaveAttribute(
      'href',
      `/customer/data-explorer/discovered-data?deviceId=${device.id}`,
    );
    await expect(dashboard.explorerLink('Activity Log')).toHaveAttribute(
      'href',
      `/customer/data-explorer/activity-log?deviceId=${device.id}`,
    );
    await expect(dashboard.explorerLink('Folder Risk Explorer')).toHaveAttribute(
      'href',
      `/customer/data-explorer/folders?deviceId=${device.id}`,
    );

    const { items, totalCount } = classifiers.deviceRisksByClassifiers;
    expect(totalCount).toBeGreaterThan(0);
    // One row per classifier and the totals row.
    await expect(dashboard.sensitiveFilesRows).toHaveCount(totalCount + 1);
    const total = dashboard.sensitiveFilesTotal;
    await expect(total).toContainText('Total');
    await expect(total).toContainText(count(items.reduce((s, c) => s + c.filesCount, 0)));
    await expect(total).toContainText(formatUsd(items.reduce((s, c) => s + c.sensitiveRiskInUSD, 0)));

    expect(cloud.applicationsRisk.totalCount).toBeGreaterThan(0);
    await expect(dashboard.cloudServicesRows).toHaveCount(cloud.applicationsRisk.totalCount);

    await dashboard.createdCasesHelp.hover();
    await expect(page.getByRole('tooltip')).toHaveText(
      'A case is created on a sensitive-file operation when a matching rule exists in Classifiers.',
    );
  });

  test('a setting switch saves at once and stays after a reload', async ({ page, request, signedInAs }) => {
    const { accessToken } = await signedInAs(DemoUsers.customer);
    const device = await topDevice(request, accessToken);
    const dashboard = new DeviceDashboardPage(page);
    await dashboard.open(device.id);

    const monitor = dashboard.switch('Monitor Stored Data');
    await expect(monitor).toBeChecked({ checked: device.isDiscoveryEnabled });
    await monitor.click();
    await expect(monitor).toBeChecked({ checked: !device.isDiscoveryEnabled });
    await expect(dashboard.snackbar).toHaveText('Device was updated successfully');

    await page.reload();
    await expect(dashboard.switch('Monitor Stored Data')).toBeChecked({
      checked: !device.isDiscoveryEnabled,
    });
    expect((await deviceFigures(request, accessToken, device.id)).isDiscoveryEnabled).toBe(
      !device.isDiscoveryEnabled,
    );

    await updateDevice(request, accessToken, {
      id: device.id,
      isDiscoveryEnabled: device.isDiscoveryEnabled,
    });
  });

  test('a refused setting moves back and shows the server message', async ({ page, request, signedInAs }) => {
    const { accessToken } = await signedInAs(DemoUsers.customer);
    const device = await topDevice(request, accessToken);
    const dashboard = new DeviceDashboardPage(page);
    await dashboard.open(device.id);

    const allow = dashboard.switch('Allow Encryption');
    const allowed = !device.isEncryptionDisabled;
    await expect(allow).toBeChecked({ checked: allowed });
    const held = heldRoute(graphqlRefusal('Device settings are locked by your administrator.', 'FORBIDDEN'));
    await page.route(graphqlOperation('updateDevice'), held.handler);

    await allow.click();
    // Applied before the server answers…
    await expect(allow).toBeChecked({ checked: !allowed });
    held.release();
    // …and taken back when it refuses.
    await expect(allow).toBeChecked({ checked: allowed });
    await expect(dashboard.snackbar).toHaveText('Device settings are locked by your administrator.');
    expect((await deviceFigures(request, accessToken, device.id)).isEncryptionDisabled).toBe(
      device.isEncryptionDisabled,
    );
  });

  test('read-only users see the switches disabled', async ({ page, request, signedInAs }) => {
    const { accessToken } = await signedInAs(DemoUsers.readonly);
    const device = await topDevice(request, accessToken);
    const dashboard = new DeviceDashboardPage(page);
    await dashboard.open(device.id);
    for (const name of ['Monitor Stored Data', 'Monitor App Access To Files', 'Allow Encryption'] as const)
      await expect(dashboard.switch(name)).toBeDisabled();
  });

  test('without a device id it points to Device Risk; a missing or foreign device is Not found', async ({
    page,
    request,
    signedInAs,
  }) => {
    await signedInAs(DemoUsers.customer);
    const foreign = await topDevice(request, await token(request, DemoUsers.fabrikam));
    const dashboard = new DeviceDashboardPage(page);

    await page.goto('/customer/risk-portal/deviceDashboard');
    await expect(page.getByRole('heading', { name: 'No device selected' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to Device Risk' })).toHaveAttribute(
      'href',
      '/customer/risk-portal/risks',
    );

    for (const id of [foreign.id, 999999]) {
      await dashboard.goto(id);
      await expect(page.getByRole('heading', { name: 'Not found' })).toBeVisible();
      await expect(dashboard.root).toHaveCount(0);
    }
    await dashboard.goto('abc');
    await expect(page.getByRole('heading', { name: 'No device selected' })).toBeVisible();
  });

  test('Back leads to Device Risk when the dashboard was opened directly', async ({
    page,
    request,
    signedInAs,
  }) => {
    const { accessToken } = await signedInAs(DemoUsers.customer);
    const device = await topDevice(request, accessToken);
    const dashboard = new DeviceDashboardPage(page);
    await dashboard.open(device.id);
    await dashboard.back.click();
    await expect(page).toHaveURL(/\/customer\/risk-portal\/risks$/);
  });
});

test.describe('application risk pages', () => {
  test('the period defaults to the last 90 days; a longer one moves the other end and survives a reload', async ({
    page,
    signedInAs,
  }) => {
    await signedInAs(DemoUsers.customer);
    const apps = new AppRiskPage(page);
    await apps.goto('local-apps');
    const period = lastDays(ApplicationRiskPeriod.defaultDays, new Date());
    await expect(apps.from).toHaveValue(formatPickerDate(period.start));
    await expect(apps.to).toHaveValue(formatPickerDate(period.end));
    await expect(page.getByTestId('period-picker')).toContainText(
      Messages.periodPickerHint(ApplicationRiskPeriod.maxDays),
    );

    // 120 days before the end: the end follows, 90 days after the new start.
    const start = new Date(Date.parse(`${period.end}T00:00:00Z`) - 120 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const end = new Date(Date.parse(`${start}T00:00:00Z`) + 89 * 86_400_000).toISOString().slice(0, 10);
    await apps.from.fill(formatPickerDate(start));
    await expect(apps.from).toHaveValue(formatPickerDate(start));
    await expect(apps.to).toHaveValue(formatPickerDate(end));
    await expect(page).toHaveURL(new RegExp(`from=${start}&to=${end}`));

    await page.reload();
    await expect(apps.from).toHaveValue(formatPickerDate(start));
    await expect(apps.to).toHaveValue(formatPickerDate(end));
  });

  test('Block on a local app shows at once and survives a reload', async ({ page, request, signedInAs }) => {
    const { accessToken } = await signedInAs(DemoUsers.customer);
    const app = await unblockedLocalApp(request, accessToken);
    const apps = new AppRiskPage(page);
    await apps.goto('local-apps');
    await apps.expectUploadControl('shown');
    await searchApp(apps, app.processCaption, page);

    const held = heldRoute((route) => route.continue());
    await page.route(graphqlOperation('setProcessDataUploadPermission'), held.handler);
    await apps.radio(app.processCaption, 'Block').click();
    await expect(apps.radio(app.processCaption, 'Block')).toBeChecked();
    held.release();
    await expect(apps.snackbar).toHaveText('Updated successfully');

    await page.reload();
    await expect(apps.radio(app.processCaption, 'Block')).toBeChecked();
    const stored = (await localApps(request, accessToken)).find((a) => a.processId === app.processId);
    expect(stored?.dataUploadPermission).toBe('BLOCKED');

    await setPermission(request, accessToken, app, 'UNBLOCKED');
  });

  test('a refused upload permission moves back and shows the server message', async ({
    page,
    request,
    signedInAs,
  }) => {
    const { accessToken } = await signedInAs(DemoUsers.customer);
    const app = await unblockedLocalApp(request, accessToken);
    const apps = new AppRiskPage(page);
    await apps.goto('local-apps');
    await searchApp(apps, app.processCaption, page);

    const held = heldRoute(graphqlRefusal('Upload control is managed by your partner.', 'FORBIDDEN'));
    await page.route(graphqlOperation('setProcessDataUploadPermission'), held.handler);
    await apps.radio(app.processCaption, 'Custom').click();
    await expect(apps.radio(app.processCaption, 'Custom')).toBeChecked();
    held.release();
    await expect(apps.radio(app.processCaption, 'Unblock')).toBeChecked();
    await expect(apps.snackbar).toHaveText('Upload control is managed by your partner.');
  });

  test('read-only users see the upload permission disabled', async ({ page, signedInAs }) => {
    await signedInAs(DemoUsers.readonly);
    const apps = new AppRiskPage(page);
    await apps.goto('local-apps');
    await apps.expectUploadControl('shown');
    const radios = apps.rows.first().getByRole('radio');
    await expect(radios).toHaveCount(3);
    for (const radio of await radios.all()) await expect(radio).toBeDisabled();
  });

  test('the Actions column: never on Web Apps, on LLM Apps only for a Beta customer', async ({
    page,
    request,
    signedInAs,
  }) => {
    const apps = new AppRiskPage(page);
    await signedInAs(DemoUsers.customer);
    await apps.goto('web-apps');
    await apps.expectUploadControl('hidden');
    await expect(apps.actionsHeader).toHaveCount(0);

    // Contoso Health is in no testing group.
    await apps.goto('llm-apps');
    await apps.expectUploadControl('hidden');
    await expect(apps.actionsHeader).toHaveCount(0);
    await expect(apps.rows.first().getByTestId('upload-permission')).toHaveCount(0);

    // Tailspin Logistics is in Beta (LlmUploadControlTestingGroup), also when its partner acts for it.
    await signedInAs(DemoUsers.tailspin);
    await apps.goto('llm-apps');
    await apps.expectUploadControl('shown');
    await expect(apps.actionsHeader).toBeVisible();
    await expect(apps.rows.first().getByTestId('upload-permission')).toBeVisible();

    const tailspin = await graphql<{ userInfo: { tenantId: number } }>(
      request,
      await token(request, DemoUsers.tailspin),
      'userInfo',
      'query userInfo { userInfo { tenantId } }',
    );
    await signedInAs(DemoUsers.partner);
    await apps.goto('llm-apps', `/tenant/${tailspin.userInfo.tenantId}`);
    await apps.expectUploadControl('shown');
    await expect(apps.actionsHeader).toBeVisible();
  });
});
