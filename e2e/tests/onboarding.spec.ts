import { expect, test } from '../support/fixtures';
import { DemoUsers } from '../support/env';

// The Onboarding table (spec part 2 §2.3, §2.6, §4): the demo's Onboarding Manager has a partner
// (Harbor IT) and a customer (Tailspin Logistics) to onboard.

test('the Onboarding Manager lands on the Onboarding table, sees its colours, and a row switches into the tenant', async ({
  page,
  signedInAs,
}, testInfo) => {
  await signedInAs(DemoUsers.onboarding);
  await page.goto('/admin/onboarding');
  const rows = page.getByTestId('onboarding-row');
  await expect(rows).toHaveCount(2);
  const tailspin = rows.filter({ hasText: 'Tailspin Logistics' });
  // Harbor IT is also Tailspin's partner: its own row is the one without Tailspin.
  const harbor = rows.filter({ hasNotText: 'Tailspin Logistics' });
  await expect(tailspin).toContainText(DemoUsers.onboarding);
  // Every figure carries its level; a customer has no Customers figure, a partner with one customer is red.
  await expect(tailspin.locator('[data-level]')).toHaveCount(2);
  await expect(harbor.locator('[data-level]')).toHaveCount(3);
  await expect(harbor.locator('[data-level]').last()).toHaveAttribute('data-level', 'bad');
  await page.screenshot({ path: testInfo.outputPath('onboarding.png') });

  // Not a SysAdmin: the row switches into the customer and opens its risk portal.
  await tailspin.click();
  await expect(page).toHaveURL(/\/tenant\/\d+\/customer\/risk-portal/);
});

test('for a SysAdmin the tenant names are links to the tenants’ pages', async ({ page, signedInAs }) => {
  await signedInAs(DemoUsers.sysadmin);
  await page.goto('/admin/onboarding');
  const link = page.getByTestId('onboarding-row').getByRole('link', { name: 'Harbor IT' });
  await expect(link).toHaveAttribute('href', /\/tenant\/\d+\/partner/);
});
