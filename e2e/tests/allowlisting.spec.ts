import { AllowlistMessages, Messages } from '@vigil/contracts';
import { expect, test } from '../support/fixtures';
import { graphql, type Tokens } from '../support/api';
import { DemoUsers } from '../support/env';
import { AllowlistPage } from '../support/pages/allowlist-page';

const EXTENSIONS = `query extensions { extensionsWithProcessRules2(take: 1000) {
  totalCount items { extension isEnabled isStandardFileExtension parseType actionCount processes { id } } } }`;
const PROCESSES = `query processes { processRulesWithExtentions(take: 1000) {
  totalCount items { id humanName processType decryptPattern dataUploadPermission isWebApp isLlmApp actionCount hasOpenedActions } } }`;

interface Extension {
  extension: string;
  isEnabled: boolean;
  isStandardFileExtension: boolean;
  parseType: string | null;
  actionCount: number;
  processes: { id: number }[];
}
interface Process {
  id: number;
  humanName: string;
  processType: string | null;
  decryptPattern: string;
  dataUploadPermission: string;
  isWebApp: boolean;
  isLlmApp: boolean;
  actionCount: number;
  hasOpenedActions: boolean;
}

const extensions = async (request: Parameters<typeof graphql>[0], tokens: Tokens) =>
  (
    await graphql<{ extensionsWithProcessRules2: { totalCount: number; items: Extension[] } }>(
      request,
      tokens.accessToken,
      'extensions',
      EXTENSIONS,
    )
  ).extensionsWithProcessRules2;
const processes = async (request: Parameters<typeof graphql>[0], tokens: Tokens) =>
  (
    await graphql<{ processRulesWithExtentions: { totalCount: number; items: Process[] } }>(
      request,
      tokens.accessToken,
      'processes',
      PROCESSES,
    )
  ).processRulesWithExtentions;

test.describe('allowlisting', () => {
  test('By Extension: most used first; excluding asks first and Cancel keeps it; include again; Parse As Text; expand', async ({
    page,
    request,
    signedInAs,
  }) => {
    // Several switches, each checked through the API as well: longer than one journey step.
    test.setTimeout(90_000);
    const tokens = await signedInAs(DemoUsers.customer);
    const all = await extensions(request, tokens);
    expect(all.totalCount).toBeGreaterThan(0);
    const top = all.items.reduce((a, b) => (b.actionCount > a.actionCount ? b : a));
    expect(top.isEnabled).toBe(true);
    const allow = new AllowlistPage(page);
    await allow.openByExtension();
    await expect(allow.extensionRows.first().getByTestId('extension-name')).toHaveText(`.${top.extension}`);
    await page.screenshot({ path: 'test-results/allowlisting-by-extension.png', fullPage: true });

    // search by extension: ".EXT" finds ext
    await page.getByRole('textbox', { name: 'Search extensions' }).fill(`.${top.extension.toUpperCase()}`);
    await expect(allow.extensionRows).toHaveCount(
      all.items.filter((e) => e.extension.includes(top.extension)).length,
    );
    const row = allow.extension(top.extension);
    const include = row.getByTestId('include-in-scanning');

    await include.click();
    await expect(allow.confirm).toContainText(AllowlistMessages.excludeConfirm(top.extension));
    await allow.confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(include).toBeChecked();
    expect(
      (await extensions(request, tokens)).items.find((e) => e.extension === top.extension)?.isEnabled,
    ).toBe(true);

    await include.click();
    await allow.confirm.getByTestId('confirm-button').click();
    await expect(include).not.toBeChecked();
    await expect(allow.snackbar).toContainText(AllowlistMessages.extensionDisabled);
    expect(
      (await extensions(request, tokens)).items.find((e) => e.extension === top.extension)?.isEnabled,
    ).toBe(false);

    // on applies directly, without a question
    await include.click();
    await expect(allow.confirm).toBeHidden();
    await expect(include).toBeChecked();
    await expect(allow.snackbar).toContainText(AllowlistMessages.extensionEnabled);
    expect(
      (await extensions(request, tokens)).items.find((e) => e.extension === top.extension)?.isEnabled,
    ).toBe(true);

    // Parse As Text: off for the standard types, a switch for the others
    if (top.isStandardFileExtension) await expect(row.getByTestId('parse-as-text')).toBeDisabled();
    else await expect(row.getByTestId('parse-as-text')).toBeEnabled();
    const other = all.items.find((e) => !e.isStandardFileExtension && e.isEnabled && e.parseType === null);
    if (other) {
      await page.getByRole('textbox', { name: 'Search extensions' }).fill(other.extension);
      await expect(allow.extensionRows).toHaveCount(
        all.items.filter((e) => e.extension.includes(other.extension)).length,
      );
      const parse = allow.extension(other.extension).getByTestId('parse-as-text');
      await parse.click();
      await expect(parse).toBeChecked();
      await expect(allow.snackbar).toContainText(AllowlistMessages.parseTypeUpdated);
      expect(
        (await extensions(request, tokens)).items.find((e) => e.extension === other.extension)?.parseType,
      ).toBe('TEXT');
      await parse.click();
      await expect(parse).not.toBeChecked();
      await expect
        .poll(
          async () =>
            (await extensions(request, tokens)).items.find((e) => e.extension === other.extension)?.parseType,
        )
        .toBeNull();
    }

    await page.getByRole('textbox', { name: 'Search extensions' }).fill('');
    await expect(allow.extensionRows).toHaveCount(Math.min(all.totalCount, 50));
    await expect(page.getByTestId('extension-application-row')).toHaveCount(0);
    await page.getByTestId('expand-all').click();
    await expect(page.getByTestId('extension-application-row').first()).toBeVisible();
    await page.screenshot({ path: 'test-results/allowlisting-by-extension-expanded.png', fullPage: true });
    await page.getByTestId('collapse-all').click();
    await expect(page.getByTestId('extension-application-row')).toHaveCount(0);
  });

  test('By Application: apps that opened files; type and Auto Decryption change and go back; a refused upload permission reverts', async ({
    page,
    request,
    signedInAs,
  }) => {
    const tokens = await signedInAs(DemoUsers.customer);
    const all = (await processes(request, tokens)).items;
    const opened = all.filter((p) => p.hasOpenedActions);
    expect(opened.length).toBeGreaterThan(0);
    const allow = new AllowlistPage(page);
    await allow.openByApplication();
    await expect(page.getByTestId('show-only-opened')).toBeChecked();
    await expect(page.getByText(`${opened.length} application`)).toBeVisible();
    await page.screenshot({ path: 'test-results/allowlisting-by-application.png', fullPage: true });

    await page.getByTestId('expand-all').click();
    await expect(page.getByTestId('application-extension-row').first()).toBeVisible();
    await page.getByTestId('collapse-all').click();

    // An application with a type that may decrypt: its type and its decryption change, then go back.
    const app = opened.find((p) => p.processType === 'LOCAL' || p.processType === 'TRANSPORT');
    if (!app) throw new Error('the demo customer has no Local or Transport application that opened files');
    const otherType = app.processType === 'LOCAL' ? 'Transport' : 'Local';
    const ownType = app.processType === 'LOCAL' ? 'Local' : 'Transport';
    await page.getByRole('textbox', { name: 'Search applications' }).fill(app.humanName);
    await expect(allow.applicationRows).toHaveCount(
      opened.filter((p) => p.humanName.toLowerCase().includes(app.humanName.toLowerCase())).length,
    );
    const row = allow.application(app.humanName).first();
    await allow.choose(row, 'application-type', otherType);
    await expect(allow.snackbar).toContainText(AllowlistMessages.processTypeUpdated);
    await expect(row.getByTestId('application-type')).toHaveText(otherType);
    await allow.choose(row, 'application-type', ownType);
    await expect(row.getByTestId('application-type')).toHaveText(ownType);

    const labels: Record<string, string> = {
      LEAVE_ENCRYPTED: 'Keep Encrypted',
      ALWAYS: 'Always Decrypt',
      PER_POLICY: 'Use Classifier Settings',
    };
    const otherPattern = app.decryptPattern === 'ALWAYS' ? 'PER_POLICY' : 'ALWAYS';
    await allow.choose(row, 'auto-decryption', labels[otherPattern]!);
    await expect(allow.snackbar).toContainText(AllowlistMessages.decryptPatternUpdated);
    await allow.choose(row, 'auto-decryption', labels[app.decryptPattern]!);
    await expect(row.getByTestId('auto-decryption')).toHaveText(labels[app.decryptPattern]!);
    await expect
      .poll(async () => {
        const now = (await processes(request, tokens)).items.find((p) => p.id === app.id);
        return [now?.processType, now?.decryptPattern];
      })
      .toEqual([app.processType, app.decryptPattern]);

    // The demo customer is not in the LLM upload control group: the server refuses, the choice reverts.
    const llm = all.find((p) => p.isLlmApp && p.dataUploadPermission === 'UNBLOCKED');
    if (!llm) throw new Error('the demo customer has no LLM application');
    await page.getByTestId('show-only-opened').uncheck();
    await page.getByRole('textbox', { name: 'Search applications' }).fill(llm.humanName);
    const llmRow = allow.application(llm.humanName).first();
    await llmRow.getByRole('radio', { name: 'Block', exact: true }).click();
    await expect(allow.snackbar).toContainText(Messages.llmUploadControlNotEnabled);
    await expect(llmRow.getByTestId('upload-permission')).toHaveAttribute('data-value', 'UNBLOCKED');
    await expect(llmRow.getByRole('radio', { name: 'Unblock' })).toBeChecked();
  });
});
