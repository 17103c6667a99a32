import { expect, test } from '../support/fixtures';
import { DemoUsers } from '../support/env';

test.beforeEach(async ({ signedInAs }) => {
  await signedInAs(DemoUsers.customer);
});

test('an unknown dialog type shows Something went wrong.', async ({ page, shell }) => {
  await page.goto('/customer/risk-portal/data-risks?dialogType=noSuchDialog');
  await expect(shell.dialog).toBeVisible();
  await expect(shell.dialog.getByRole('heading', { name: 'Something went wrong.' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(shell.dialog).toBeHidden();
  await expect(page).toHaveURL(/\/customer\/risk-portal\/data-risks$/);
});

test('the Encryption Wizard button opens its dialog through the URL', async ({ page, shell }) => {
  await page.goto('/customer/risk-portal/data-risks');
  await page.getByRole('button', { name: 'Encryption Wizard' }).click();
  await expect(page).toHaveURL(/dialogType=encryptionWizard/);
  await expect(shell.dialog.getByRole('heading', { name: 'Encryption Wizard', exact: true })).toBeVisible();
  const box = await shell.dialog.boundingBox();
  expect(box?.width ?? 0).toBeGreaterThanOrEqual(680);
});

test('malformed dialog data raises an internal error inside the dialog', async ({ page, shell }) => {
  await page.goto('/customer/users?dialogType=editUser&dialogData=%7Bnot-json');
  await expect(shell.dialog).toBeVisible();
  await expect(shell.dialog.getByText('Something went wrong.')).toBeVisible();
});

test("the browser's own print leaves the console's chrome off paper", async ({ page }) => {
  await page.goto('/customer/risk-portal/data-risks');
  const topBar = page.getByRole('banner');
  await expect(topBar).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Device Risk' })).toBeVisible();
  await page.emulateMedia({ media: 'print' });
  await expect(topBar).toBeHidden();
  await expect(page.getByRole('tab', { name: 'Device Risk' })).toBeHidden();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});
