import path from 'node:path';
import { expect, test, type Page } from '../support/fixtures';
import { DemoUsers } from '../support/env';
import { AppRiskPage } from '../support/pages/app-risk-page';
import { DataRiskPage } from '../support/pages/data-risk-page';
import { DeviceDashboardPage } from '../support/pages/device-dashboard-page';
import { DeviceRiskPage } from '../support/pages/device-risk-page';

// Run with: npm run screenshots -w @vigil/e2e (PNGs land in e2e/screenshots/, not committed).
const dir = path.resolve(import.meta.dirname, '..', 'screenshots');
const shot = (page: Page, name: string) => page.screenshot({ path: path.join(dir, `${name}.png`) });

test('sign-in and its error', async ({ page, signInPage }) => {
  await signInPage.goto();
  await shot(page, '01-sign-in');
  await signInPage.signIn(DemoUsers.customer, 'wrong-password');
  await expect(signInPage.fieldError(signInPage.email)).toHaveText('Invalid Credentials');
  await shot(page, '02-sign-in-error');
});

test('two-step verification, first use', async ({ page, signInPage }) => {
  await signInPage.goto();
  await signInPage.signIn(DemoUsers.totp);
  await expect(signInPage.qrCode).toBeVisible();
  await shot(page, '03-two-step');
});

test('forced password change', async ({ page, signedInAs }) => {
  await signedInAs(DemoUsers.newhire);
  await page.goto('/');
  await expect(page).toHaveURL(/change-password/);
  await page.getByLabel('New Password').fill('abc');
  await page.getByLabel('Confirm Password').fill('abd');
  await expect(page.getByText('New password and confirm password must match')).toBeVisible();
  await shot(page, '04-change-password');
});

test('customer risk portal and deployment', async ({ page, signedInAs }) => {
  await signedInAs(DemoUsers.customer);
  await page.goto('/customer/risk-portal');
  await expect(page.getByTestId('risk-overview-banner')).toBeVisible();
  await shot(page, '05-customer-risk-portal');
  await page.goto('/customer/deployment/classifications');
  await expect(page.getByRole('heading', { name: 'Active Classifiers', level: 1 })).toBeVisible();
  await shot(page, '06-customer-deployment');
  await page.getByRole('button', { name: 'Settings' }).click();
  await expect(page.getByRole('menuitem', { name: 'Customer users' })).toBeVisible();
  await page.waitForTimeout(400);
  await shot(page, '07-customer-settings-menu');
});

test('partner home with the tenant dropdown', async ({ page, signedInAs, shell }) => {
  await signedInAs(DemoUsers.partner);
  await page.goto('/partner');
  await expect(page.getByTestId('child-tenant-row').first()).toBeVisible();
  await shot(page, '08-partner-home');
  await shell.openTenantDropdown();
  await shot(page, '09-partner-dropdown');
});

test('back office tenants', async ({ page, signedInAs }) => {
  await signedInAs(DemoUsers.onboarding);
  await page.goto('/');
  await expect(page.getByTestId('child-tenant-row').first()).toBeVisible();
  await shot(page, '10-admin-tenants');
});

test('dialogs and the error screen', async ({ page, signedInAs, shell }) => {
  await signedInAs(DemoUsers.customer);
  await page.goto('/customer/risk-portal/risks?dialogType=encryptionWizard');
  await expect(shell.dialog).toBeVisible();
  await page.waitForTimeout(400);
  await shot(page, '11-dialog');
  await page.goto('/customer/risk-portal/risks?dialogType=noSuchDialog');
  await expect(shell.dialog).toBeVisible();
  await page.waitForTimeout(400);
  await shot(page, '12-unknown-dialog');
  await page.goto('/customer/users?dialogType=editUser&dialogData=%7Bbroken');
  await expect(shell.dialog.getByText('Something went wrong.')).toBeVisible();
  await page.waitForTimeout(400);
  await shot(page, '13-error-screen');
  await page.goto('/customer/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await shot(page, '14-not-found');
});

test('risk portal: data, devices, a device dashboard, the application pages', async ({
  page,
  signedInAs,
}) => {
  await signedInAs(DemoUsers.customer);
  const dataRisk = new DataRiskPage(page);
  await dataRisk.goto();
  const top = (await dataRisk.columnTexts('Regulation'))[0];
  if (!top) throw new Error('The demo customer has no regulation risk');
  await dataRisk.expand(top);
  await page.waitForTimeout(800);
  await shot(page, '15-data-risk-expanded');

  const deviceRisk = new DeviceRiskPage(page);
  await deviceRisk.goto();
  await page.waitForTimeout(400);
  await shot(page, '16-device-risk');
  await page.getByTestId('filters-tab').click();
  await page.waitForTimeout(600);
  await shot(page, '17-device-risk-filters');
  await page.keyboard.press('Escape');

  await deviceRisk.goto();
  await deviceRisk.rows.first().getByTestId('device-link').click();
  await expect(new DeviceDashboardPage(page).root).toBeVisible();
  await page.waitForTimeout(1500);
  await shot(page, '18-device-dashboard');

  const apps = new AppRiskPage(page);
  for (const [path, name] of [
    ['web-apps', '19-web-apps'],
    ['llm-apps', '20-llm-apps'],
    ['local-apps', '21-local-apps'],
  ] as const) {
    await apps.goto(path);
    await page.waitForTimeout(400);
    await shot(page, name);
  }
});

test('security groups, the device dialog and the devices page', async ({ page, signedInAs }) => {
  test.setTimeout(90_000);
  await signedInAs(DemoUsers.customer);
  await page.goto('/customer/deployment/security-groups');
  await expect(page.getByTestId('security-group-row').first()).toBeVisible();
  await shot(page, '40-security-groups');
  await page.getByTestId('create-security-group').click();
  const dialog = page.getByTestId('app-dialog');
  await dialog.getByTestId('security-group-name').fill('Finance laptops');
  await dialog.getByTestId('security-group-delay-min').fill('30');
  await dialog.getByTestId('security-group-delay-max').fill('7');
  await expect(dialog.getByTestId('security-group-submit')).toBeDisabled();
  await shot(page, '41-security-group-dialog');
  await page.keyboard.press('Escape');
  await page.goto('/customer/deployment/devices/default');
  await page.getByTestId('device-row').first().getByRole('cell').nth(3).click();
  await dialog.getByRole('combobox', { name: 'Security Group' }).click();
  await page.getByRole('option', { name: 'Servers' }).click();
  await expect(dialog.getByTestId('device-own-settings')).toBeHidden();
  await shot(page, '42-device-details-group');
  await dialog.getByTestId('device-reset').click();
  await page.goto('/customer/deployment/devices/default');
  await page.getByTestId('device-row').first().getByRole('checkbox').check();
  await page.getByTestId('uninstall-devices').click();
  await expect(page.getByTestId('uninstall-also-delete')).toBeVisible();
  await shot(page, '43-devices-uninstall');
  await page.getByTestId('confirm-dialog').getByRole('button', { name: 'Cancel' }).click();
  await page.goto('/customer/settings/customer-settings');
  await page.getByRole('combobox', { name: /Workstations Security Group/ }).click();
  await shot(page, '44-customer-settings-groups');
});
