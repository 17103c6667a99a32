import { formatUsd } from '@vigil/contracts';
import { graphql } from '../support/api';
import { expect, test } from '../support/fixtures';
import { DemoUsers } from '../support/env';
import { TenantsPage } from '../support/pages/tenants-page';

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
  await new TenantsPage(page).row('Harbor IT').click();
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
  await expect(new TenantsPage(page).row('Northwind MSP')).toBeVisible();
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

test("a partner's tenants list its whole subtree with each tenant's devices and risk, a partner's summed over its customers", async ({
  page,
  request,
  signedInAs,
}) => {
  const { accessToken } = await signedInAs(DemoUsers.partner);
  interface Item {
    name: string;
    isPartner: boolean;
    superiorPartner: string | null;
    devicesCount: number;
    allNestedActiveDevicesCount: number;
    customersCount: number;
    sensitiveRiskInUSD: number;
    residualSensitiveRiskInUSD: number;
  }
  const data = await graphql<{ customersAndPartners2: { items: Item[] } }>(
    request,
    accessToken,
    'customersAndPartners2',
    `
      query customersAndPartners2 {
        customersAndPartners2(take: 100, order: [{ name: ASC }]) {
          items {
            name
            isPartner
            superiorPartner
            devicesCount
            allNestedActiveDevicesCount
            customersCount
            sensitiveRiskInUSD
            residualSensitiveRiskInUSD
          }
        }
      }
    `,
  );
  const items = data.customersAndPartners2.items;
  // Harbor IT is a sub-partner: its figures are its customers' (Tailspin Logistics), summed.
  const harbor = items.find((c) => c.name === 'Harbor IT');
  const tailspin = items.find((c) => c.name === 'Tailspin Logistics');
  expect(harbor).toMatchObject({
    isPartner: true,
    customersCount: 1,
    devicesCount: tailspin?.devicesCount,
    sensitiveRiskInUSD: tailspin?.sensitiveRiskInUSD,
  });
  expect(tailspin?.superiorPartner).toBe('Harbor IT');

  await page.goto('/partner');
  const tenants = new TenantsPage(page);
  await expect(tenants.rows).toHaveCount(items.length);
  for (const item of items) {
    const row = tenants.row(item.name);
    await expect(row).toContainText(item.isPartner ? 'Partner' : 'Customer');
    await expect(row).toContainText(`${item.allNestedActiveDevicesCount} / ${item.devicesCount}`);
    await expect(row).toContainText(formatUsd(item.sensitiveRiskInUSD));
    await expect(row).toContainText(formatUsd(item.residualSensitiveRiskInUSD));
    if (item.superiorPartner) await expect(row).toContainText(`under ${item.superiorPartner}`);
  }
});
