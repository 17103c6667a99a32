import { CloudAuthMessages } from '@vigil/contracts';
import { expect, test } from '../support/fixtures';
import { DemoUsers, E2E_CLOUD_PROVIDER_PORT } from '../support/env';
import { startTestCloudProvider, type TestCloudProvider } from '../support/test-cloud-provider';

const CLOUD_INSTALLATION = '/customer/deployment/cloud/cloud-installation';

const SERVICE_ACCOUNT = JSON.stringify({
  type: 'service_account',
  client_email: 'scanner@vigil-e2e.iam.gserviceaccount.com',
  private_key: '-----BEGIN PRIVATE KEY-----\nnot-a-key\n-----END PRIVATE KEY-----\n',
});

test.describe('cloud connections (Configuration Files)', () => {
  let provider: TestCloudProvider;
  test.beforeAll(async () => {
    provider = await startTestCloudProvider({ port: E2E_CLOUD_PROVIDER_PORT });
  });
  test.afterAll(async () => {
    await provider?.close();
  });

  test('OneDrive connects through the provider and back; Google is not configured; a file connects Google Drive; Disconnect', async ({
    page,
    signedInAs,
  }) => {
    test.setTimeout(90_000);
    await signedInAs(DemoUsers.customer);
    await page.goto(CLOUD_INSTALLATION);
    const section = page.getByTestId('configuration-files');
    // The page's chunk and its queries first (a busy machine takes a while).
    await expect(section).toBeVisible({ timeout: 30_000 });
    const snackbar = page.getByTestId('snackbar');
    const row = (service: string) => section.getByTestId(`cloud-auth-${service}`);
    await expect(section.getByRole('heading', { name: 'Configuration Files' })).toBeVisible();
    for (const [service, label] of [
      ['MICROSOFT_ONEDRIVE', 'OneDrive'],
      ['MICROSOFT_OUTLOOK', 'Outlook'],
      ['GOOGLE_DRIVE', 'Google Drive'],
      ['GOOGLE_MAIL', 'Google Mail'],
    ] as const) {
      await expect(row(service).getByRole('button', { name: label, exact: true })).toBeVisible();
    }
    // This server has no Google client: it says so instead of failing.
    await expect(row('GOOGLE_DRIVE')).toContainText(CloudAuthMessages.notConfigured);
    await expect(
      row('GOOGLE_DRIVE').getByRole('button', { name: 'Google Drive', exact: true }),
    ).toBeDisabled();
    await expect(row('MICROSOFT_ONEDRIVE')).toContainText('Not connected');

    // The browser goes to the (local) authorize endpoint, which consents and sends it back through
    // the server's callback to this page.
    await row('MICROSOFT_ONEDRIVE').getByRole('button', { name: 'OneDrive', exact: true }).click();
    await expect(snackbar).toContainText(CloudAuthMessages.connected('OneDrive'), { timeout: 30_000 });
    await expect(page).toHaveURL((url) => url.pathname === CLOUD_INSTALLATION && url.search === '');
    await expect(row('MICROSOFT_ONEDRIVE')).toContainText('Connected');
    expect(provider.requests).toContain('GET /ms/common/oauth2/v2.0/authorize');
    expect(provider.requests).toContain('POST /ms/common/oauth2/v2.0/token');

    // An auth file connects Google Drive without its consent.
    const chooser = page.waitForEvent('filechooser');
    await row('GOOGLE_DRIVE').getByRole('button', { name: 'Upload auth file for Google Drive' }).click();
    await (
      await chooser
    ).setFiles({
      name: 'service-account.json',
      mimeType: 'application/json',
      buffer: Buffer.from(SERVICE_ACCOUNT),
    });
    await expect(snackbar).toContainText(CloudAuthMessages.fileUploaded);
    await expect(row('GOOGLE_DRIVE')).toContainText('Connected with a file');
    await section.screenshot({ path: '/tmp/oauth-configuration-files.png' });
    await page.screenshot({ path: '/tmp/oauth-cloud-installation.png', fullPage: true });

    // The provider refuses: the page says so, nothing changes.
    provider.deny = true;
    await row('MICROSOFT_OUTLOOK').getByRole('button', { name: 'Outlook', exact: true }).click();
    await expect(snackbar).toContainText(CloudAuthMessages.providerRefused, { timeout: 30_000 });
    await expect(row('MICROSOFT_OUTLOOK')).toContainText('Not connected');
    provider.deny = false;

    // Disconnected: OneDrive can be connected again; Google Drive is back to not configured here.
    for (const [service, label, after] of [
      ['MICROSOFT_ONEDRIVE', 'OneDrive', 'Not connected'],
      ['GOOGLE_DRIVE', 'Google Drive', CloudAuthMessages.notConfigured],
    ] as const) {
      await row(service).getByRole('button', { name: 'Disconnect' }).click();
      await page.getByTestId('confirm-button').click();
      await expect(snackbar).toContainText(CloudAuthMessages.disconnected(label));
      await expect(row(service)).toContainText(after);
      await expect(row(service)).not.toContainText('Connected');
    }
  });

  test('a read-only user sees the connections but cannot change them', async ({ page, signedInAs }) => {
    await signedInAs(DemoUsers.readonly);
    await page.goto(CLOUD_INSTALLATION);
    await expect(page.getByTestId('configuration-files')).toBeVisible({ timeout: 30_000 });
    const row = page.getByTestId('configuration-files').getByTestId('cloud-auth-MICROSOFT_ONEDRIVE');
    await expect(row.getByRole('button', { name: 'OneDrive', exact: true })).toBeDisabled();
    await expect(row.getByRole('button', { name: 'Upload auth file for OneDrive' })).toBeDisabled();
  });
});
