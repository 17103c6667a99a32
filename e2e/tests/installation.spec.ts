import { readFile } from 'node:fs/promises';
import { InstallerFileNames, SettingsMessages, windowsSilentInstallCommand } from '@vigil/contracts';
import { BASE_URL, DemoUsers } from '../support/env';
import { expect, test } from '../support/fixtures';
import { InstallationPage } from '../support/pages/installation-page';

test.describe('Device Setup → Installation', () => {
  test('shows the customer, copies the keys and downloads packages carrying the install key', async ({
    page,
    context,
    signedInAs,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: BASE_URL });
    await signedInAs(DemoUsers.customer);
    const installation = new InstallationPage(page);
    await installation.open();
    await expect(installation.customer).toHaveText('Contoso Health');
    await expect(installation.partner).toHaveText('Northwind MSP');

    const installKey = (await installation.installKey.textContent())?.trim() ?? '';
    const uninstallKey = (await installation.uninstallKey.textContent())?.trim() ?? '';
    expect(installKey).not.toBe('');
    expect(uninstallKey).not.toBe('');

    await installation.copyButton('Install key').click();
    await expect(page.getByText(SettingsMessages.copied).first()).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(installKey);
    await installation.copyButton('Uninstall key').click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(uninstallKey);
    await expect(page.getByLabel('Silent install command', { exact: true })).toHaveText(
      windowsSilentInstallCommand(installKey),
    );

    const script = await installation.download('macosScript');
    expect(script.suggestedFilename()).toBe('mdm_install.zip');
    const zip = await readFile(await script.path());
    expect(zip.subarray(0, 2).toString()).toBe('PK');

    const linux = await installation.download('linux');
    expect(linux.suggestedFilename()).toBe(InstallerFileNames.linux);
    const installer = await readFile(await linux.path(), 'utf8');
    expect(installer).toContain(`VIGIL_AGENT_KEY='${installKey}'`);
    expect(installer).toContain(`VIGIL_SERVER='${BASE_URL}'`);

    const windows = await installation.download('windows');
    expect(windows.suggestedFilename()).toBe(InstallerFileNames.windows);
  });

  test('a read-only user sees neither keys nor downloads', async ({ page, signedInAs }) => {
    await signedInAs(DemoUsers.readonly);
    const installation = new InstallationPage(page);
    await installation.open();
    await expect(page.getByText('Only administrators can see the agent keys')).toBeVisible();
    await expect(installation.installKey).toHaveCount(0);
    await expect(installation.downloadButton('linux')).toBeDisabled();
  });
});
