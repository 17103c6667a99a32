import { formatPercent, formatUsd } from '@vigil/contracts';
import { graphql } from '../support/api';
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

test("a partner's tenants show each child's devices, risk and encryption from the rollups, nested tenants summed", async ({
  page,
  request,
  signedInAs,
}) => {
  const { accessToken } = await signedInAs(DemoUsers.partner);
  interface Child {
    name: string;
    isPartner: boolean;
    devicesCount: number;
    entriesCost: number;
    residualEntriesCost: number;
    encryptionPercent: number;
  }
  const data = await graphql<{ childTenants: { items: Child[] } }>(
    request,
    accessToken,
    'childTenants',
    `
      query childTenants {
        childTenants(take: 100, order: [{ name: ASC }]) {
          items {
            name
            isPartner
            devicesCount
            entriesCost
            residualEntriesCost
            encryptionPercent
          }
        }
      }
    `,
  );
  const children = data.childTenants.items;
  // Harbor IT is a sub-partner: its figures are its customers' (Tailspin Logistics), summed.
  const harbor = children.find((c) => c.name === 'Harbor IT');
  expect(harbor?.isPartner).toBe(true);
  expect(harbor?.devicesCount).toBeGreaterThan(0);

  await page.goto('/partner');
  const rows = page.getByTestId('child-tenant-row');
  await expect(rows).toHaveCount(children.length);
  const shown = await rows.evaluateAll((trs) =>
    trs.map((tr) => Array.from((tr as HTMLTableRowElement).cells).map((td) => td.textContent?.trim() ?? '')),
  );
  expect(shown).toEqual(
    children.map((c) => [
      // The avatar's initial comes first.
      expect.stringMatching(new RegExp(`^.${c.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`)),
      c.isPartner ? 'Partner' : 'Customer',
      String(c.devicesCount),
      formatUsd(c.entriesCost),
      formatUsd(c.residualEntriesCost),
      formatPercent(c.encryptionPercent),
    ]),
  );
});
