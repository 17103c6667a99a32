import { expect, test } from '../support/fixtures';
import { DemoUsers } from '../support/env';

test('a partner opens a child tenant from the logo dropdown', async ({ page, signedInAs, shell }) => {
  await signedInAs(DemoUsers.partner);
  await page.goto('/');
  await expect(page).toHaveURL(/\/partner$/);
  await expect(page.getByTestId('child-tenant-row').first()).toBeVisible();

  await shell.openTenantDropdown();
  await shell.searchTenant('contoso');
  await expect(shell.tenantOptions).toHaveCount(1);
  await expect(shell.tenantOptions.first()).toContainText('Contoso Health');
  await shell.tenantOptions.first().click();

  await expect(page).toHaveURL(/\/tenant\/\d+\/customer\/risk-portal\/data-risks$/);
  await expect(shell.breadcrumb).toContainText('Northwind MSP');
  await expect(shell.breadcrumb).toContainText('Contoso Health');
  await expect(shell.tab('Risk Portal')).toHaveAttribute('aria-selected', 'true');
});

test('the partner home table opens a sub-partner as partner', async ({ page, signedInAs, shell }) => {
  await signedInAs(DemoUsers.partner);
  await page.goto('/partner');
  await page.getByTestId('child-tenant-row').filter({ hasText: 'Harbor IT' }).click();
  await expect(page).toHaveURL(/\/tenant\/\d+\/partner$/);
  await expect(shell.breadcrumb).toContainText('Harbor IT');
  await expect(page.getByTestId('child-tenant-row').filter({ hasText: 'Tailspin Logistics' })).toBeVisible();
});

test('a role mismatch redirects to /', async ({ page, signedInAs }) => {
  await signedInAs(DemoUsers.customer);
  await page.goto('/admin/tenants');
  await expect(page).toHaveURL(/\/customer\/risk-portal\/data-risks$/);
  await page.goto('/partner');
  await expect(page).toHaveURL(/\/customer\/risk-portal\/data-risks$/);
});

test('the back office lands on its tenants', async ({ page, signedInAs }) => {
  await signedInAs(DemoUsers.sysadmin);
  await page.goto('/');
  await expect(page).toHaveURL(/\/admin\/tenants$/);
  await expect(page.getByTestId('child-tenant-row').filter({ hasText: 'Northwind MSP' })).toBeVisible();
});

test('FIPS Status shows only for a customer whose FIPS request allows it', async ({
  page,
  signedInAs,
  shell,
}) => {
  await signedInAs(DemoUsers.partner);
  await page.goto('/partner');
  await page.getByTestId('child-tenant-row').filter({ hasText: 'Fabrikam Retail' }).click();
  await shell.tab('Deployment').click();
  await expect(page.getByRole('tab', { name: 'FIPS Status' })).toBeVisible();

  await page.goto('/partner');
  await page.getByTestId('child-tenant-row').filter({ hasText: 'Contoso Health' }).click();
  await shell.tab('Deployment').click();
  await expect(page.getByRole('tab', { name: 'Regulations' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'FIPS Status' })).toHaveCount(0);
});
