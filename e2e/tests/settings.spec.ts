import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { AgentRoutes, Messages, SettingsMessages } from '@vigil/contracts';
import { apiSignIn, graphql } from '../support/api';
import { DemoUsers } from '../support/env';
import { expect, test } from '../support/fixtures';
import { CustomerSettingsPage } from '../support/pages/customer-settings-page';

interface Fixture {
  partnerToken: string;
  customerId: number;
  deviceId: number;
}

/** A new customer of the demo partner, with one registered device, for the partner to act for. */
async function customerWithDevice(request: APIRequestContext): Promise<Fixture> {
  const { accessToken } = await apiSignIn(request, DemoUsers.partner);
  const { createCustomer2 } = await graphql<{ createCustomer2: { id: number } }>(
    request,
    accessToken,
    'createCustomer2',
    'mutation createCustomer2($r: CreateCustomerRequestInput!) { createCustomer2(request: $r) { id } }',
    { r: { name: `Settings ${randomUUID().slice(0, 6)}`, contentTypes: [] } },
  );
  const { customer2 } = await graphql<{ customer2: { agentKey: string } }>(
    request,
    accessToken,
    'customer2',
    'query customer2($id: Int!) { customer2(request: { id: $id }) { agentKey } }',
    { id: createCustomer2.id },
  );
  const registered = await request.post(AgentRoutes.register, {
    data: {
      agentKey: customer2.agentKey,
      deviceIdentifier: `e2e-settings-${randomUUID()}`,
      device: { name: 'E2E-SETTINGS', os: 'Linux', userName: 'e2e', agentVersion: '1.0.0' },
    },
  });
  expect(registered.status()).toBe(200);
  const { deviceId } = (await registered.json()) as { deviceId: number };
  return { partnerToken: accessToken, customerId: createCustomer2.id, deviceId };
}

async function state(request: APIRequestContext, f: Fixture) {
  const data = await graphql<{
    customer2: { encryptionEnabled: boolean; city: string | null; name: string };
    device: { isEncryptionDisabled: boolean };
  }>(
    request,
    f.partnerToken,
    'settingsState',
    `
      query settingsState($id: Int!, $deviceId: Int!) {
        customer2(request: { id: $id }, tenantId: $id) {
          encryptionEnabled
          city
          name
        }
        device(request: { id: $deviceId }, tenantId: $id) {
          isEncryptionDisabled
        }
      }
    `,
    { id: f.customerId, deviceId: f.deviceId },
  );
  return {
    encryptionEnabled: data.customer2.encryptionEnabled,
    deviceEncryption: !data.device.isEncryptionDisabled,
    city: data.customer2.city,
    name: data.customer2.name,
  };
}

test.describe('customer settings', () => {
  test('Save and Reset wait for a change; the question decides whether existing devices follow', async ({
    page,
    request,
    signedInAs,
  }) => {
    const f = await customerWithDevice(request);
    await signedInAs(DemoUsers.partner);
    const settings = new CustomerSettingsPage(page);
    await settings.open(`/tenant/${f.customerId}/customer/settings/customer-settings`);
    await expect(settings.saveButton).toBeDisabled();
    await expect(settings.resetButton).toBeDisabled();

    // Reset puts back what is saved.
    await settings.city.fill('Springfield');
    await expect(settings.saveButton).toBeEnabled();
    await settings.resetButton.click();
    await expect(settings.city).toHaveValue('');
    await expect(settings.saveButton).toBeDisabled();

    const before = await state(request, f);
    const allowEncryption = settings.setting('Allow Encryption', 'all');
    await expect(allowEncryption).toBeChecked({ checked: before.encryptionEnabled });

    // Yes: the new default and every existing device.
    await settings.flip('Allow Encryption', 'all', 'Yes');
    await expect(allowEncryption).toBeChecked({ checked: !before.encryptionEnabled });
    await settings.city.fill('  Springfield  ');
    await settings.save();
    expect(await state(request, f)).toEqual({
      encryptionEnabled: !before.encryptionEnabled,
      deviceEncryption: !before.encryptionEnabled,
      city: 'Springfield',
      name: before.name,
    });

    // No: the default alone; the device keeps its setting.
    await settings.flip('Allow Encryption', 'all', 'No');
    await settings.save();
    expect(await state(request, f)).toMatchObject({
      encryptionEnabled: before.encryptionEnabled,
      deviceEncryption: !before.encryptionEnabled,
    });

    // After a reload the page shows what was saved.
    await page.reload();
    await expect(settings.city).toHaveValue('Springfield');
    await expect(allowEncryption).toBeChecked({ checked: before.encryptionEnabled });
  });

  test('application access monitoring warns, and Cancel keeps the setting; the profile rules hold', async ({
    page,
    request,
    signedInAs,
  }) => {
    const f = await customerWithDevice(request);
    await signedInAs(DemoUsers.partner);
    const settings = new CustomerSettingsPage(page);
    await settings.open(`/tenant/${f.customerId}/customer/settings/customer-settings`);

    const monitoring = settings.setting('Monitor App Access To Files', 'workstations');
    const was = await monitoring.isChecked();
    await monitoring.click();
    await expect(settings.question).toContainText(
      was ? SettingsMessages.monitoringDisableWarning : SettingsMessages.monitoringEnableWarning,
    );
    await settings.question.getByRole('button', { name: 'Cancel' }).click();
    await expect(monitoring).toBeChecked({ checked: was });
    await expect(settings.saveButton).toBeDisabled();

    await monitoring.click();
    await settings.question.getByRole('button', { name: 'Apply New Setting' }).click();
    await expect(monitoring).toBeChecked({ checked: !was });

    // An empty company name and an over-long zip code are refused before anything is sent.
    await settings.companyName.fill('');
    await settings.zipCode.fill('1'.repeat(51));
    await settings.saveButton.click();
    await expect(page.getByText('Company name is required')).toBeVisible();
    await expect(page.getByText(Messages.lengthBelow(50))).toBeVisible();
    await settings.companyName.fill('Renamed by settings');
    await settings.zipCode.fill('98101');
    await settings.save();
    const after = await graphql<{ customer2: { name: string; zipCode: string; statisticEnabled: boolean } }>(
      request,
      f.partnerToken,
      'customer2',
      'query customer2($id: Int!) { customer2(request: { id: $id }) { name zipCode statisticEnabled } }',
      { id: f.customerId },
    );
    expect(after.customer2).toEqual({
      name: 'Renamed by settings',
      zipCode: '98101',
      statisticEnabled: !was,
    });
  });

  test('the decryption credentials need the password again; the temporary key is shown with its end', async ({
    page,
    signedInAs,
  }) => {
    await signedInAs(DemoUsers.customer);
    const settings = new CustomerSettingsPage(page);
    await settings.open('/customer/settings/customer-settings');

    await page.getByRole('button', { name: 'Decryption Credentials' }).click();
    const dialog = page.getByRole('dialog', { name: 'Verify your account' });
    const password = dialog.getByRole('textbox', { name: 'Password' });
    await password.fill('not-my-password');
    await dialog.getByRole('button', { name: 'Verify' }).click();
    await expect(dialog.getByText(Messages.invalidCredentials)).toBeVisible();
    await password.fill('Vigil-demo-1');
    await dialog.getByRole('button', { name: 'Verify' }).click();
    const credentials = page.getByRole('dialog', { name: 'Decryption Credentials' });
    await expect(credentials.getByLabel('Encryption key', { exact: true })).toHaveText(
      /^[A-Za-z0-9+/]{43}=$/,
    );
    await expect(credentials.getByLabel('Customer ID', { exact: true })).toHaveText(/^\d+$/);
    await credentials.getByRole('button', { name: 'Close' }).click();

    await page.getByRole('button', { name: 'Get Temporary Decryption Key' }).click();
    await expect(page.getByLabel('Temporary decryption key', { exact: true })).toHaveText(
      /^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/,
    );
    await expect(page.getByText(/^Valid until /)).toBeVisible();
  });
});

/** 32 × 32 and 33 × 33 red squares (PNG). */
const LOGO_32 =
  'iVBORw0KGgoAAAANSUhEUgAAACAAAAAgCAIAAAD8GO2jAAAAKklEQVR42mO4o2FDU8QwasGoBaMWjFowasGoBaMWjFowasGoBaMWDBULAFMMAEwjH+RuAAAAAElFTkSuQmCC';
const LOGO_33 =
  'iVBORw0KGgoAAAANSUhEUgAAACEAAAAhCAIAAADYhlU4AAAAK0lEQVR42u3NMQ0AAAgDsMlBBP5VIAYVcDXp30z1tTgcDofD4XA4HA7H07FmWlGM9yBKVAAAAABJRU5ErkJggg==';

async function newPartner(request: APIRequestContext): Promise<{ sysToken: string; partnerId: number }> {
  const { accessToken } = await apiSignIn(request, DemoUsers.sysadmin);
  const suffix = randomUUID().slice(0, 6);
  const { createPartner2 } = await graphql<{ createPartner2: { id: number } }>(
    request,
    accessToken,
    'createPartner2',
    'mutation createPartner2($r: CreatePartnerRequestInput!) { createPartner2(request: $r) { id } }',
    {
      r: {
        name: `Settings partner ${suffix}`,
        country: { id: 'US' },
        phone: '+15555550123',
        user: {
          email: `settings-${suffix}@example.test`,
          firstName: 'Set',
          lastName: 'Tings',
          password: `Xq-${randomUUID()}`,
        },
      },
    },
  );
  return { sysToken: accessToken, partnerId: createPartner2.id };
}

test.describe('partner settings', () => {
  test('a partner sees no back-office fields', async ({ page, signedInAs }) => {
    await signedInAs(DemoUsers.partner);
    await page.goto('/partner/settings/partner-settings');
    await expect(page.getByRole('textbox', { name: 'Company Name' })).toHaveValue('Northwind MSP');
    await expect(page.getByTestId('customer-sign-up-url')).toBeVisible();
    await expect(page.getByText('Can Sign Up New Partners')).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Hubspot ID' })).toHaveCount(0);
  });

  test('SysAdmin sets the logo (32 × 32 at most), the sign-up right and HubSpot, and resets the logo', async ({
    page,
    request,
    signedInAs,
  }) => {
    const { sysToken, partnerId } = await newPartner(request);
    await signedInAs(DemoUsers.sysadmin);
    await page.goto(`/tenant/${partnerId}/partner/settings/partner-settings`);
    const save = page.getByTestId('settings-save-bar').getByRole('button', { name: 'Save' });
    await expect(page.getByText('The default logo')).toBeVisible();
    await expect(page.getByTestId('partner-sign-up-url')).toHaveCount(0);

    const logoFile = page.getByLabel('Logo file');
    await logoFile.setInputFiles({
      name: 'big.png',
      mimeType: 'image/png',
      buffer: Buffer.from(LOGO_33, 'base64'),
    });
    await expect(page.getByText('Height and width must not exceed 32 pixels.')).toBeVisible();
    await expect(save).toBeDisabled();
    await logoFile.setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: Buffer.from(LOGO_32, 'base64'),
    });
    await expect(page.getByText('Your logo')).toBeVisible();

    await page.getByLabel('Can Sign Up New Partners').check();
    await page.getByRole('textbox', { name: 'Hubspot ID' }).fill(' 4242 ');
    await save.click();
    await expect(page.getByText('Partner was updated successfully')).toBeVisible();
    await expect(page.getByTestId('partner-sign-up-url')).toBeVisible();

    const read = async () =>
      (
        await graphql<{
          partner2: { partnerLogo: string | null; canSignUpNewPartners: boolean; hubspotId: string | null };
        }>(
          request,
          sysToken,
          'partner2',
          'query partner2($id: Int!) { partner2(request: { id: $id }) { partnerLogo canSignUpNewPartners hubspotId } }',
          { id: partnerId },
        )
      ).partner2;
    expect(await read()).toEqual({
      partnerLogo: `data:image/png;base64,${LOGO_32}`,
      canSignUpNewPartners: true,
      hubspotId: '4242',
    });

    await page.getByRole('button', { name: 'Reset to Default' }).click();
    await save.click();
    await expect(page.getByText('The default logo')).toBeVisible();
    await expect(save).toBeDisabled();
    expect((await read()).partnerLogo).toBeNull();
  });
});
