import type { APIRequestContext, Page } from '@playwright/test';
import { PopupMessages } from '@vigil/contracts';
import { expect, test } from '../support/fixtures';
import { apiSignIn, graphql } from '../support/api';
import { DemoUsers } from '../support/env';

/*
 * Popups and payment alerts. The main popup is global: the journeys publish it and put it back to
 * DRAFT (resetting every user's answer) when they end, so the other journeys' sign-ins never meet
 * it. Payment popups are launched for Litware Legal, whose user is the customer here, and stopped
 * at the end (workers: 1, nothing else runs meanwhile).
 */

const CUSTOMER = DemoUsers.litware;
const SHOTS = '/tmp/popups';

const UPDATE = `mutation update($popupType: PopupType!, $title: String!, $description: String!, $status: PopupTemplateStatus!, $reset: Boolean) {
  updatePopupTemplate(popupType: $popupType, title: $title, description: $description, status: $status, resetDontShowAgain: $reset) { status } }`;
const STOP = `mutation stop($tenantId: Int!, $popupType: PopupType!) { stopTenantPopup(tenantId: $tenantId, popupType: $popupType) }`;
const LAUNCH = `mutation launch($tenantId: Int!, $popupType: PopupType!, $startDate: DateTime!) {
  launchTenantPopup(tenantId: $tenantId, popupType: $popupType, startDate: $startDate) }`;

const HOSTILE =
  '<p>Hello <b>team</b>, see the <a href="https://example.com/notes">notes</a>.</p>' +
  '<script>window.__pwned=1</script><img src=x onerror="window.__pwned=1;alert(1)">' +
  '<a href="javascript:window.__pwned=1">click</a><iframe src="javascript:alert(1)"></iframe>';

async function sysAdminToken(request: APIRequestContext) {
  return (await apiSignIn(request, DemoUsers.sysadmin)).accessToken;
}

async function restoreDraft(request: APIRequestContext) {
  await graphql(request, await sysAdminToken(request), 'update', UPDATE, {
    popupType: 'MAIN',
    title: 'New in Vigil',
    description: '<p>Release notes.</p>',
    status: 'DRAFT',
    reset: true,
  });
}

async function customerTenant(request: APIRequestContext): Promise<{ id: number; name: string }> {
  const token = (await apiSignIn(request, CUSTOMER)).accessToken;
  const { userInfo } = await graphql<{ userInfo: { tenantId: number } }>(
    request,
    token,
    'me',
    'query me { userInfo { tenantId } }',
  );
  const { customer2 } = await graphql<{ customer2: { name: string } }>(
    request,
    token,
    'name',
    'query name($id: Int!) { customer2(request: { id: $id }) { name } }',
    { id: userInfo.tenantId },
  );
  return { id: userInfo.tenantId, name: customer2.name };
}

/** Counts the browser dialogs (alert) a page opens: a script that ran would open one. */
function watchDialogs(page: Page): { count: number } {
  const seen = { count: 0 };
  page.on('dialog', (d) => {
    seen.count += 1;
    void d.dismiss();
  });
  return seen;
}

test.describe.configure({ timeout: 120_000 });

test.describe('popups', () => {
  test.afterAll(async ({ request }) => {
    await restoreDraft(request);
    const tenant = await customerTenant(request);
    const token = await sysAdminToken(request);
    for (const popupType of ['PAYMENT_WARNING', 'BLOCK_BECAUSE_OF_PAYMENT'])
      await graphql(request, token, 'stop', STOP, { tenantId: tenant.id, popupType });
  });

  test('the back office publishes the main popup; its HTML is sanitised and no script runs; remind me in 24 hours', async ({
    page,
    signedInAs,
  }) => {
    await signedInAs(DemoUsers.sysadmin);
    await page.goto('/admin/popup-configs');
    const form = page.getByTestId('popup-template-MAIN');
    const save = form.getByRole('button', { name: 'Save' });
    // The page's chunk and template arrive slowly on a loaded machine.
    await expect(form).toBeVisible({ timeout: 30_000 });
    await expect(form.getByLabel('Title')).not.toHaveValue('');
    await expect(save).toBeDisabled();
    await form.getByLabel('Title').fill('');
    await expect(form.getByText(PopupMessages.titleRequired)).toBeVisible();
    await expect(save).toBeDisabled();
    await form.getByLabel('Title').fill('x'.repeat(256));
    await expect(form.getByText(PopupMessages.titleTooLong)).toBeVisible();
    await form.getByLabel('Title').fill('What is new');
    await form.getByLabel('Description').fill(HOSTILE);
    await form.getByText('Status: Draft').click();
    await expect(form.getByText('Status: Published')).toBeVisible();
    await expect(save).toBeEnabled();
    // The preview never runs or keeps the hostile parts either.
    const preview = page.getByTestId('popup-preview');
    await expect(preview.getByRole('link', { name: 'notes' })).toHaveAttribute(
      'href',
      'https://example.com/notes',
    );
    await expect(preview.locator('script, iframe, img')).toHaveCount(0);
    await expect(preview.locator('a[href^="javascript"]')).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}-configs.png`, fullPage: true });
    await save.click();
    await expect(page.getByText(PopupMessages.popupConfigsUpdated)).toBeVisible();
    // Saved sanitised: the form shows what the server kept.
    await expect(form.getByLabel('Description')).not.toHaveValue(/script|onerror|javascript:|iframe/);
    await expect(form.getByLabel('Description')).toHaveValue(/<b>team<\/b>/);
    await expect(save).toBeDisabled();

    const dialogs = watchDialogs(page);
    await signedInAs(CUSTOMER);
    await page.goto('/');
    const popup = page.getByTestId('user-popup-MAIN');
    await expect(popup).toBeVisible();
    await expect(popup.getByRole('heading', { name: 'What is new' })).toBeVisible();
    await expect(popup.getByRole('link', { name: 'notes' })).toHaveAttribute(
      'href',
      'https://example.com/notes',
    );
    await expect(popup.locator('script, iframe, img')).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}-main.png` });
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    expect(dialogs.count).toBe(0);
    // Escape does not close it; remind me in 24 hours does, and it stays away after a reload.
    await page.keyboard.press('Escape');
    await expect(popup).toBeVisible();
    await popup.getByRole('button', { name: 'Remind me in 24 hours' }).click();
    await expect(popup).toBeHidden();
    await page.reload();
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByTestId('user-popup-MAIN')).toHaveCount(0);
  });

  test("don't show again hides the main popup until the back office resets it", async ({
    page,
    request,
    signedInAs,
  }) => {
    await graphql(request, await sysAdminToken(request), 'update', UPDATE, {
      popupType: 'MAIN',
      title: 'Maintenance window',
      description: '<p>The console is updated on Sunday.</p>',
      status: 'PUBLISHED',
      reset: true,
    });
    await signedInAs(CUSTOMER);
    await page.goto('/');
    const popup = page.getByTestId('user-popup-MAIN');
    await expect(popup.getByRole('heading', { name: 'Maintenance window' })).toBeVisible();
    await popup.getByRole('button', { name: "Don't show again" }).click();
    await expect(popup).toBeHidden();
    await page.reload();
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByTestId('user-popup-MAIN')).toHaveCount(0);
    await restoreDraft(request);
  });

  test('a payment warning launched from the partners list is confirmed by the customer', async ({
    page,
    request,
    signedInAs,
  }) => {
    const tenant = await customerTenant(request);
    await signedInAs(DemoUsers.sysadmin);
    await page.goto('/admin/payment-alert/configs');
    await expect(page.getByTestId('popup-template-PAYMENT_WARNING')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByTestId('popup-template-BLOCK_BECAUSE_OF_PAYMENT')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}-payment-configs.png`, fullPage: true });
    await page.getByRole('link', { name: 'Partners List' }).click();
    await page.getByLabel('Search', { exact: true }).fill(tenant.name);
    const row = page.getByTestId('payment-alert-row').filter({ hasText: tenant.name });
    await expect(row).toHaveCount(1);
    const warning = row.getByLabel(`Payment Alert for ${tenant.name}`);
    await expect(warning).not.toBeChecked();
    await warning.click();
    await expect(page.getByText(PopupMessages.popupAssigned)).toBeVisible();
    await expect(warning).toBeChecked();
    await page.screenshot({ path: `${SHOTS}-partners-list.png`, fullPage: true });

    await signedInAs(CUSTOMER);
    await page.goto('/');
    const popup = page.getByTestId('user-popup-PAYMENT_WARNING');
    await expect(popup).toBeVisible();
    await page.screenshot({ path: `${SHOTS}-warning.png` });
    await popup.getByRole('button', { name: 'Confirm' }).click();
    await expect(popup).toBeHidden();
    await page.reload();
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByTestId('user-popup-PAYMENT_WARNING')).toHaveCount(0);

    await signedInAs(DemoUsers.sysadmin);
    await page.goto('/admin/payment-alert/partners-list');
    await page.getByLabel('Search', { exact: true }).fill(tenant.name);
    const again = page.getByTestId('payment-alert-row').filter({ hasText: tenant.name });
    await again.getByLabel(`Payment Alert for ${tenant.name}`).click();
    await expect(page.getByText(PopupMessages.popupStopped)).toBeVisible();
  });

  test('the OffBoarding popup cannot be closed; confirming it signs the customer out', async ({
    page,
    request,
    signedInAs,
  }) => {
    const tenant = await customerTenant(request);
    await graphql(request, await sysAdminToken(request), 'launch', LAUNCH, {
      tenantId: tenant.id,
      popupType: 'BLOCK_BECAUSE_OF_PAYMENT',
      startDate: new Date().toISOString(),
    });
    try {
      await signedInAs(CUSTOMER);
      await page.goto('/');
      const popup = page.getByTestId('user-popup-BLOCK_BECAUSE_OF_PAYMENT');
      await expect(popup).toBeVisible();
      await page.screenshot({ path: `${SHOTS}-block.png` });
      await page.keyboard.press('Escape');
      await page.mouse.click(10, 10);
      await expect(popup).toBeVisible();
      await expect(popup.getByRole('button')).toHaveCount(1);
      await popup.getByRole('button', { name: 'Confirm and sign out' }).click();
      await expect(page).toHaveURL(/\/auth\/sign-in/);
    } finally {
      await graphql(request, await sysAdminToken(request), 'stop', STOP, {
        tenantId: tenant.id,
        popupType: 'BLOCK_BECAUSE_OF_PAYMENT',
      });
    }
  });
});
