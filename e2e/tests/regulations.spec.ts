import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { Messages } from '@vigil/contracts';
import { apiSignIn, graphql } from '../support/api';
import { DemoUsers } from '../support/env';
import { expect, test, type Page } from '../support/fixtures';

/** A 64×64 PNG (a blue disc). */
const PNG_BASE64 =
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAABACAIAAAAlC+aJAAAA3ElEQVR4nO3aQRKDMAxDUY7DmXr23qUsumGYFmTHWMaRJnv+25Isn4dvYQeMTgD2BGBPgN3W1xs/UR+NAZjSYxlDAHd3oMQPCKwfMXgA4ekjDDPg1nqHwQZIqLcaDIC0epMBBSTX4wYIQKkHDdcAYj1i6A6g118azgD0bsQgQFkAvRg0NAXQW3GDAAIIIIAAAggggAACVAPUNPzs7AuoZvgXKUBlQB3DSWH3f6MdAI+/HyAakLBp7siSDXjSZPfECQZrzJRvJe4wuBvmfi90WHL6d3ozx54A7AnA3gaQYXccBz8onwAAAABJRU5ErkJggg==';

const unique = (label: string) => `${label} ${randomUUID().slice(0, 6)}`;

async function sysToken(request: APIRequestContext) {
  return (await apiSignIn(request, DemoUsers.sysadmin)).accessToken;
}

async function createRegulation(request: APIRequestContext, input: Record<string, unknown>): Promise<number> {
  const data = await graphql<{ createRegulation: { id: number } }>(
    request,
    await sysToken(request),
    'createRegulation',
    'mutation createRegulation($r: CreateRegulationRequestInput!) { createRegulation(request: $r) { id } }',
    { r: { description: 'Made by an end-to-end test', region: 'Europe', sortNumber: 90, ...input } },
  );
  return data.createRegulation.id;
}

async function selectionOf(request: APIRequestContext, token: string, tenantId?: number) {
  const data = await graphql<{ customerRegulations: { id: number; countries: { id: string }[] }[] }>(
    request,
    token,
    'customerRegulationSelection',
    'query customerRegulationSelection($t: Int) { customerRegulations(tenantId: $t) { id countries { id } } }',
    { t: tenantId },
  );
  return data.customerRegulations;
}

async function saveSelection(
  request: APIRequestContext,
  token: string,
  contentTypes: { id: number; countries: string[] }[],
) {
  await graphql(
    request,
    token,
    'updateCustomerRegulations',
    'mutation updateCustomerRegulations($r: UpdateCustomerRegulationsRequestInput!) { updateCustomerRegulations(request: $r) { id } }',
    { r: { contentTypes } },
  );
}

const option = (page: Page, name: string) =>
  page.locator(`[data-testid="regulation-option"][data-name="${name}"]`);

test.describe('customer regulation selection', () => {
  test('Save is enabled only when the selection changed; a per-country list; kept after a reload', async ({
    page,
    request,
    signedInAs,
  }) => {
    const name = unique('E2E Privacy Act');
    const id = await createRegulation(request, {
      name,
      canBeSetForCountries: true,
      availableCountries: ['DE', 'FR', 'IT'],
    });
    const tokens = await signedInAs(DemoUsers.customer);
    const saved = await selectionOf(request, tokens.accessToken);
    try {
      await page.goto('/customer/deployment/regulations');
      const save = page.getByTestId('regulations-save');
      const card = option(page, name);
      await expect(card).toBeVisible();
      await expect(card).toHaveAttribute('data-selected', 'false');
      await expect(save).toBeDisabled();

      // On and off again: back to the saved selection, Save disabled.
      await card.getByRole('switch', { name: `Select ${name}` }).click();
      await expect(save).toBeEnabled();
      await card.getByRole('switch', { name: `Select ${name}` }).click();
      await expect(save).toBeDisabled();

      // On, with one of its countries.
      await card.getByRole('switch', { name: `Select ${name}` }).click();
      await card.getByLabel(`Countries of ${name}`).click();
      await page.getByRole('option', { name: 'Germany' }).click();
      await page.keyboard.press('Escape');
      await expect(card.getByRole('button', { name: 'Germany' })).toBeVisible();
      await save.click();
      await expect(page.getByTestId('snackbar')).toContainText(Messages.regulationsUpdated);
      await expect(save).toBeDisabled();

      const stored = await selectionOf(request, tokens.accessToken);
      expect(stored.find((r) => r.id === id)).toEqual({ id, countries: [{ id: 'DE' }] });

      await page.reload();
      await expect(option(page, name)).toHaveAttribute('data-selected', 'true');
      await expect(option(page, name).getByRole('button', { name: 'Germany' })).toBeVisible();
      await expect(page.getByTestId('regulations-save')).toBeDisabled();
      // A regulation without countries shows no list.
      await expect(option(page, 'PCI DSS').getByLabel('Countries of PCI DSS')).toHaveCount(0);
    } finally {
      await saveSelection(
        request,
        tokens.accessToken,
        saved.map((r) => ({ id: r.id, countries: r.countries.map((c) => c.id) })),
      );
    }
  });

  test("a 'test' regulation is hidden from the customer but shown to SysAdmin", async ({
    page,
    request,
    signedInAs,
  }) => {
    const name = unique('E2E test regulation');
    await createRegulation(request, { name });
    const customer = await signedInAs(DemoUsers.customer);
    const me = await graphql<{ userInfo: { tenantId: number } }>(
      request,
      customer.accessToken,
      'userInfo',
      'query userInfo { userInfo { tenantId } }',
    );
    await page.goto('/customer/deployment/regulations');
    await expect(option(page, 'PCI DSS')).toBeVisible();
    await expect(option(page, name)).toHaveCount(0);

    await signedInAs(DemoUsers.sysadmin);
    await page.goto(`/tenant/${me.userInfo.tenantId}/customer/deployment/regulations`);
    await expect(option(page, name)).toBeVisible();
    await expect(option(page, name)).toHaveAttribute('data-selected', 'false');
  });
});

test.describe('back-office regulations', () => {
  test('create with an image, edit, delete', async ({ page, signedInAs }, testInfo) => {
    test.setTimeout(60_000);
    const name = unique('E2E Data Act');
    const png = testInfo.outputPath('regulation.png');
    const fs = await import('node:fs');
    fs.writeFileSync(png, Buffer.from(PNG_BASE64, 'base64'));

    await signedInAs(DemoUsers.sysadmin);
    await page.goto('/admin/regulations');
    await page.getByTestId('add-regulation').click();
    const dialog = page.getByTestId('app-dialog');
    await expect(dialog.getByRole('heading', { name: 'New Regulation' })).toBeVisible();

    // Required fields.
    await dialog.getByTestId('regulation-submit').click();
    await expect(dialog.getByText(Messages.required).first()).toBeVisible();
    await expect(dialog.getByText(Messages.required)).toHaveCount(4);

    await dialog.getByLabel('Name').fill(name);
    await dialog.getByLabel('Description').fill('Protects data in the end-to-end test');
    await dialog.getByLabel('Region').fill('Europe');
    await dialog.getByLabel('Sort Number').fill('77');
    await dialog.getByTestId('regulation-image-input').setInputFiles(png);
    await expect(dialog.getByTestId('regulation-image-preview').locator('img')).toHaveAttribute(
      'src',
      `data:image/png;base64,${PNG_BASE64}`,
    );
    await dialog.getByRole('switch', { name: 'Can be set for countries' }).click();
    await dialog.getByLabel('Available countries').click();
    await page.getByRole('option', { name: 'France' }).click();
    // Close the list (Escape would close the dialog).
    await dialog.getByRole('heading', { name: 'New Regulation' }).click();
    await dialog.getByTestId('regulation-submit').click();
    await expect(page.getByTestId('snackbar')).toContainText(Messages.regulationCreated);
    await expect(dialog).toBeHidden();

    const row = page.getByTestId('regulation-row').filter({ hasText: name });
    await expect(row).toBeVisible();
    await expect(row).toContainText('77');
    await expect(row).toContainText('France');
    await expect(row.getByRole('img', { name: `${name} image` })).toBeVisible();

    // Edit: prefilled, change the region.
    await row.getByTestId('row-edit').click();
    await expect(dialog.getByRole('heading', { name: 'Edit Regulation' })).toBeVisible();
    await expect(dialog.getByLabel('Name')).toHaveValue(name);
    await expect(dialog.getByLabel('Sort Number')).toHaveValue('77');
    await dialog.getByLabel('Region').fill('Northern Europe');
    await dialog.getByTestId('regulation-submit').click();
    await expect(page.getByTestId('snackbar')).toContainText(Messages.regulationUpdated);
    await expect(row).toContainText('Northern Europe');
    // The image was kept.
    await expect(row.getByRole('img', { name: `${name} image` })).toBeVisible();

    // Delete.
    await row.getByRole('checkbox').check();
    await page.getByTestId('delete-selected').click();
    await page.getByTestId('confirm-button').click();
    await expect(page.getByTestId('snackbar')).toContainText(Messages.regulationsDeleted);
    await expect(page.getByTestId('regulation-row').filter({ hasText: name })).toHaveCount(0);
  });
});
