import type { APIRequestContext } from '@playwright/test';
import { Messages } from '@vigil/contracts';
import { apiSignIn, graphql } from '../support/api';
import { DemoUsers } from '../support/env';
import { expect, test } from '../support/fixtures';
import { ClassifierDialog } from '../support/pages/classifier-dialog';

/**
 * The classifier dialog (spec part 1 §2 "Classifiers screens", §3, §4 "Classifier", §5): each type
 * created and edited in the browser, and what it saved read back through the API.
 */

const STORED = `query classifier($id: Int!) {
  classifier(request: { id: $id }) {
    id name caption type valuePerRecord isSensitive isBlocked templateId
    rules { ruleType text minRepeat checkMethod caseSensitive entryCounter }
    countUniqueEntries extensions fileSourceType process { id humanName } folder { id deviceId path }
    compoundRootLogicalOperator compoundGroups { logicalOperator entryCounter items { nodeType classifierId listName } }
    retentionPolicies { action delayUnit delayValue fileDateTimeAttribute }
  }
}`;

interface Stored {
  id: number;
  name: string;
  caption: string;
  type: string;
  valuePerRecord: number;
  isSensitive: boolean;
  isBlocked: boolean;
  templateId: number | null;
  rules: {
    ruleType: string;
    text: string;
    minRepeat: number;
    checkMethod: string | null;
    caseSensitive: boolean;
    entryCounter: boolean;
  }[];
  countUniqueEntries: boolean;
  extensions: string[];
  fileSourceType: string | null;
  process: { id: number; humanName: string } | null;
  folder: { id: number; deviceId: number; path: string } | null;
  compoundRootLogicalOperator: string;
  compoundGroups: {
    logicalOperator: string;
    entryCounter: boolean;
    items: { nodeType: string; classifierId: number | null }[];
  }[];
  retentionPolicies: {
    action: string;
    delayUnit: string;
    delayValue: number;
    fileDateTimeAttribute: string;
  }[];
}

async function tokenOf(request: APIRequestContext, email: string): Promise<string> {
  return (await apiSignIn(request, email)).accessToken;
}

async function storedByName(request: APIRequestContext, token: string, name: string): Promise<Stored> {
  const all = await graphql<{ allClassifiers: { id: number; name: string }[] }>(
    request,
    token,
    'allClassifiers',
    'query allClassifiers { allClassifiers { id name } }',
  );
  const found = all.allClassifiers.find((c) => c.name === name);
  expect(found, `classifier ${name} is stored`).toBeTruthy();
  return stored(request, token, found!.id);
}

async function stored(request: APIRequestContext, token: string, id: number): Promise<Stored> {
  return (await graphql<{ classifier: Stored }>(request, token, 'classifier', STORED, { id })).classifier;
}

const unique = (prefix: string) => `${prefix} ${Date.now().toString(36)}`;

test.describe('classifier dialog', () => {
  test('Content: validation messages, a regex with Luhn created, then edited; the type is locked on edit', async ({
    page,
    request,
    signedInAs,
  }) => {
    await signedInAs(DemoUsers.fabrikam);
    const token = await tokenOf(request, DemoUsers.fabrikam);
    const dialog = new ClassifierDialog(page);
    await dialog.open('addClassifier');
    await dialog.shot('content-1-definition');

    // Required fields and the counters
    await dialog.next();
    await expect(dialog.step('definition').getByText(Messages.required)).toHaveCount(2);
    const name = unique('Badge numbers');
    await dialog.textbox('Name').fill(`  ${name}`);
    await expect(dialog.textbox('Name')).toHaveValue(name);
    await expect(dialog.root.getByTestId('name-counter')).toHaveText(`${name.length}/100`);
    await dialog.textbox('Short Name').fill('Badge');
    await dialog.spinbutton('Value per Record').fill('');
    await dialog.next();
    await expect(dialog.step('definition').getByText(Messages.required)).toBeVisible();
    await dialog.spinbutton('Value per Record').fill('100000000');
    await dialog.next();
    await expect(dialog.step('definition').getByText(Messages.maxValue(99_999_999))).toBeVisible();
    await dialog.spinbutton('Value per Record').fill('12.5');
    await dialog.next();

    // Conditions: a regex matcher; empty value, then a broken pattern, then a good one with Luhn
    await expect(dialog.step('conditions')).toBeVisible();
    await dialog.next();
    await expect(
      dialog.step('conditions').getByText(Messages.matcherValueRequired, { exact: true }),
    ).toBeVisible();
    const value = dialog.textbox('Matcher 1 value');
    await value.fill('(\\d{4}');
    await dialog.next();
    await expect(
      dialog.step('conditions').getByText(/Matcher 1: the regular expression is not valid/),
    ).toBeVisible();
    await value.fill('\\d{16}');
    await expect(dialog.combobox('Nearby words')).toBeVisible();
    await dialog.choose(dialog.combobox('Validation method'), 'Luhn');
    await expect(dialog.root.getByText(Messages.luhnHint)).toBeVisible();
    await dialog.root.getByLabel('Count duplicates').uncheck();
    await dialog.shot('content-2-conditions');
    await dialog.next();
    await expect(dialog.step('retention')).toBeVisible();
    await dialog.shot('content-3-retention');
    await dialog.next();
    await expect(dialog.root.getByText(Messages.classifierActionsCreateFirst)).toBeVisible();
    await dialog.shot('content-4-actions-before-create');
    await dialog.goToStep('Definition');
    await dialog.save('Create', Messages.classifierCreated);
    await expect(dialog.root).toBeHidden();

    const created = await storedByName(request, token, name);
    expect(created).toMatchObject({
      caption: 'Badge',
      type: 'BY_CONTENT',
      valuePerRecord: 12.5,
      isSensitive: true,
      countUniqueEntries: true,
      rules: [{ ruleType: 'REGEX', text: '\\d{16}', minRepeat: 1, checkMethod: 'LUHN', entryCounter: true }],
    });

    // Edit: prefilled, type locked; a second matcher and a new value per record
    await dialog.open('editClassifier', { id: created.id });
    await expect(dialog.textbox('Name')).toHaveValue(name);
    await expect(dialog.combobox('Classifier Type')).toHaveAttribute('aria-disabled', 'true');
    await dialog.spinbutton('Value per Record').fill('30');
    await dialog.goToStep('Conditions');
    await expect(dialog.textbox('Matcher 1 value')).toHaveValue('\\d{16}');
    await dialog.button('Add Matcher').click();
    await dialog.textbox('Matcher 2 value').fill('badge');
    await dialog.shot('content-5-edit-conditions');
    await dialog.save('Update', Messages.classifierUpdated);
    const updated = await stored(request, token, created.id);
    expect(updated.valuePerRecord).toBe(30);
    expect(updated.rules.map((r) => [r.ruleType, r.text])).toEqual([
      ['REGEX', '\\d{16}'],
      ['CONTAINS', 'badge'],
    ]);
  });

  test('a regex the server refuses shows its message on save', async ({ page, signedInAs }) => {
    await signedInAs(DemoUsers.fabrikam);
    const dialog = new ClassifierDialog(page);
    await page.route(
      (url) => url.pathname === '/graphql' && url.search === '?classifierDialogCreate',
      (route) =>
        route.fulfill({
          json: {
            data: null,
            errors: [
              {
                message: 'Matcher 1: the regular expression is not valid (lookbehind)',
                extensions: { code: 'BAD_USER_INPUT' },
              },
            ],
          },
        }),
    );
    await dialog.open('addClassifier');
    await dialog.fillGeneral(unique('Refused'), 'Refused');
    await dialog.next();
    await dialog.textbox('Matcher 1 value').fill('(?<=a)b');
    await dialog.button('Create').click();
    await expect(dialog.snackbar('the regular expression is not valid (lookbehind)')).toBeVisible();
    await expect(dialog.root).toBeVisible();
  });

  test('Escape asks before a half-filled dialog is thrown away; Cancel keeps it, Discard closes it', async ({
    page,
    signedInAs,
  }) => {
    await signedInAs(DemoUsers.fabrikam);
    const dialog = new ClassifierDialog(page);
    await dialog.open('addClassifier');
    // Untouched: Escape closes at once.
    await page.keyboard.press('Escape');
    await expect(dialog.root).toHaveCount(0);
    await dialog.open('addClassifier');
    const name = unique('Half filled');
    await dialog.textbox('Name').fill(name);
    await page.keyboard.press('Escape');
    const question = page.getByRole('dialog', { name: Messages.discardChangesTitle });
    await expect(question.getByText(Messages.discardChangesQuestion)).toBeVisible();
    await question.getByRole('button', { name: 'Cancel' }).click();
    await expect(question).toHaveCount(0);
    await expect(dialog.textbox('Name')).toHaveValue(name);
    await page.keyboard.press('Escape');
    await question.getByRole('button', { name: 'Discard' }).click();
    await expect(dialog.root).toHaveCount(0);
    await expect(page).not.toHaveURL(/dialogType/);
  });

  test('Extensions: a suggestion and a free entry, then one more on edit', async ({
    page,
    request,
    signedInAs,
  }) => {
    await signedInAs(DemoUsers.fabrikam);
    const token = await tokenOf(request, DemoUsers.fabrikam);
    const dialog = new ClassifierDialog(page);
    await dialog.open('addClassifier');
    await dialog.chooseType('Extensions');
    const name = unique('Design files');
    await dialog.fillGeneral(name, 'Design');
    await dialog.next();
    await dialog.next();
    await expect(dialog.step('conditions').getByText(Messages.required)).toBeVisible();
    const input = dialog.combobox('Extensions');
    await input.click();
    await page.getByRole('option', { name: 'pdf', exact: true }).click();
    await input.fill('.PSD');
    await input.press('Enter');
    await dialog.shot('extensions-2-conditions');
    await dialog.save('Create', Messages.classifierCreated);
    const created = await storedByName(request, token, name);
    expect(created).toMatchObject({ type: 'BY_EXTENSIONS', extensions: ['pdf', 'psd'] });

    await dialog.open('editClassifier', { id: created.id });
    await dialog.goToStep('Conditions');
    await expect(dialog.root.getByRole('button', { name: 'psd' })).toBeVisible();
    await input.fill('ai');
    await input.press('Enter');
    await dialog.save('Update', Messages.classifierUpdated);
    expect((await stored(request, token, created.id)).extensions).toEqual(['pdf', 'psd', 'ai']);
  });

  test('Storage Platform: created and changed', async ({ page, request, signedInAs }) => {
    await signedInAs(DemoUsers.fabrikam);
    const token = await tokenOf(request, DemoUsers.fabrikam);
    const dialog = new ClassifierDialog(page);
    await dialog.open('addClassifier');
    await dialog.chooseType('Storage Platform');
    const name = unique('Cloud copies');
    await dialog.fillGeneral(name, 'Cloud');
    await dialog.next();
    await dialog.next();
    await expect(dialog.step('conditions').getByText(Messages.required)).toBeVisible();
    await dialog.choose(dialog.combobox('Storage Platform'), 'Google Drive');
    await dialog.shot('storage-2-conditions');
    await dialog.save('Create', Messages.classifierCreated);
    const created = await storedByName(request, token, name);
    expect(created.fileSourceType).toBe('GOOGLE_DRIVE');

    await dialog.open('editClassifier', { id: created.id });
    await dialog.goToStep('Conditions');
    await dialog.choose(dialog.combobox('Storage Platform'), 'OneDrive');
    await dialog.save('Update', Messages.classifierUpdated);
    expect((await stored(request, token, created.id)).fileSourceType).toBe('ONE_DRIVE');
  });

  test('Application: the process is required, picked, then changed', async ({
    page,
    request,
    signedInAs,
  }) => {
    await signedInAs(DemoUsers.fabrikam);
    const token = await tokenOf(request, DemoUsers.fabrikam);
    const dialog = new ClassifierDialog(page);
    await dialog.open('addClassifier');
    await dialog.chooseType('Application');
    const name = unique('Spreadsheets');
    await dialog.fillGeneral(name, 'Sheets');
    await dialog.next();
    await dialog.next();
    await expect(dialog.step('conditions').getByText(Messages.required)).toBeVisible();
    await dialog.choose(dialog.combobox('Application'), /^Microsoft Excel/);
    await dialog.shot('application-2-conditions');
    await dialog.save('Create', Messages.classifierCreated);
    const created = await storedByName(request, token, name);
    expect(created.type).toBe('BY_CHANNELS');
    expect(created.process?.humanName).toBe('Microsoft Excel');

    await dialog.open('editClassifier', { id: created.id });
    await dialog.goToStep('Conditions');
    await expect(dialog.combobox('Application')).toHaveValue('Microsoft Excel');
    await dialog.choose(dialog.combobox('Application'), /^Microsoft Word/);
    await dialog.save('Update', Messages.classifierUpdated);
    expect((await stored(request, token, created.id)).process?.humanName).toBe('Microsoft Word');
  });

  test('Folder: a device, then a folder of its tree; a sub-folder on edit', async ({
    page,
    request,
    signedInAs,
  }) => {
    await signedInAs(DemoUsers.fabrikam);
    const token = await tokenOf(request, DemoUsers.fabrikam);
    const devices = await graphql<{ devices: { items: { id: number; name: string }[] } }>(
      request,
      token,
      'devices',
      'query devices { devices(where: { isArchived: { eq: false } }, order: [{ name: ASC }]) { items { id name } } }',
    );
    let device: { id: number; name: string } | null = null;
    let root: { id: number; path: string } | null = null;
    for (const d of devices.devices.items) {
      const roots = await graphql<{
        deviceRootFolders: { id: number; path: string; hasChildren: boolean }[];
      }>(
        request,
        token,
        'deviceRootFolders',
        'query deviceRootFolders($id: Int!) { deviceRootFolders(request: { deviceId: $id }) { id path hasChildren } }',
        { id: d.id },
      );
      const r = roots.deviceRootFolders.find((f) => f.hasChildren);
      if (r) {
        device = d;
        root = r;
        break;
      }
    }
    expect(device, 'a demo device with folders').toBeTruthy();
    const children = await graphql<{
      childFolders2: { children: { id: number; name: string; path: string }[] };
    }>(
      request,
      token,
      'childFolders2',
      'query childFolders2($id: Int!) { childFolders2(request: { rootFolderId: $id }) { children { id name path } } }',
      { id: root!.id },
    );
    const child = children.childFolders2.children[0]!;

    const dialog = new ClassifierDialog(page);
    await dialog.open('addClassifier');
    await dialog.chooseType('Folder');
    const name = unique('Shared folder');
    await dialog.fillGeneral(name, 'Shared');
    await dialog.next();
    await dialog.next();
    await expect(dialog.step('conditions').getByText(Messages.folderRequired)).toBeVisible();
    await dialog.choose(dialog.combobox('Device'), device!.name);
    await dialog.root.getByTestId(`folder-${root!.path}`).click();
    await expect(dialog.root.getByTestId('folder-selection')).toHaveText(
      `Selected: ${root!.path} on ${device!.name}`,
    );
    await dialog.shot('folder-2-conditions');
    await dialog.save('Create', Messages.classifierCreated);
    const created = await storedByName(request, token, name);
    expect(created.folder).toEqual({ id: root!.id, deviceId: device!.id, path: root!.path });

    await dialog.open('editClassifier', { id: created.id });
    await dialog.goToStep('Conditions');
    await expect(dialog.root.getByTestId('folder-selection')).toContainText(root!.path);
    await dialog.root.getByRole('button', { name: `Expand ${root!.path}` }).click();
    await dialog.root.getByTestId(`folder-${child.path}`).click();
    await dialog.shot('folder-5-edit-conditions');
    await dialog.save('Update', Messages.classifierUpdated);
    expect((await stored(request, token, created.id)).folder).toEqual({
      id: child.id,
      deviceId: device!.id,
      path: child.path,
    });
  });

  test('Removable Device: no conditions; created, then renamed', async ({ page, request, signedInAs }) => {
    await signedInAs(DemoUsers.fabrikam);
    const token = await tokenOf(request, DemoUsers.fabrikam);
    const dialog = new ClassifierDialog(page);
    await dialog.open('addClassifier');
    await dialog.chooseType('Removable Device');
    const name = unique('USB copies');
    await dialog.fillGeneral(name, 'USB');
    await dialog.next();
    await expect(dialog.step('conditions').getByText(/no further conditions/)).toBeVisible();
    await dialog.shot('removable-2-conditions');
    await dialog.save('Create', Messages.classifierCreated);
    const created = await storedByName(request, token, name);
    expect(created.type).toBe('BY_REMOVABLE_DEVICE');

    await dialog.open('editClassifier', { id: created.id });
    await dialog.textbox('Name').fill(`${name} v2`);
    await dialog.root.getByLabel('Sensitive').uncheck();
    await dialog.save('Update', Messages.classifierUpdated);
    expect(await stored(request, token, created.id)).toMatchObject({
      name: `${name} v2`,
      isSensitive: false,
    });
  });

  test('Compound: groups of classifiers; each item needs a classifier', async ({
    page,
    request,
    signedInAs,
  }) => {
    await signedInAs(DemoUsers.fabrikam);
    const token = await tokenOf(request, DemoUsers.fabrikam);
    const dialog = new ClassifierDialog(page);
    await dialog.open('addClassifier');
    await dialog.chooseType('Compound');
    const name = unique('Cards with IBAN');
    await dialog.fillGeneral(name, 'Card+IBAN');
    await dialog.next();
    await dialog.next();
    await expect(dialog.step('conditions').getByText(Messages.required)).toBeVisible();
    const group1 = dialog.root.getByTestId('compound-group-0');
    await dialog.choose(group1.getByRole('combobox', { name: 'Classifier' }), 'Payment card numbers');
    await dialog.button('Add Group').click();
    const group2 = dialog.root.getByTestId('compound-group-1');
    await dialog.choose(group2.getByRole('combobox', { name: 'Operator' }), 'OR');
    await dialog.choose(
      group2.getByRole('combobox', { name: 'Classifier' }),
      'International bank account numbers (IBAN)',
    );
    await group2.getByRole('button', { name: 'Add Item' }).click();
    await dialog.choose(group2.getByRole('combobox', { name: 'Classifier' }).nth(1), 'SWIFT/BIC codes');
    await group2.getByLabel('Entries are based on this group').check();
    await dialog.shot('compound-2-conditions');
    await dialog.save('Create', Messages.classifierCreated);
    const created = await storedByName(request, token, name);
    const all = await graphql<{ allClassifiers: { id: number; name: string }[] }>(
      request,
      token,
      'allClassifiers',
      'query allClassifiers { allClassifiers { id name } }',
    );
    const idOf = (n: string) => all.allClassifiers.find((c) => c.name === n)!.id;
    expect(created.compoundGroups).toEqual([
      {
        logicalOperator: 'AND',
        entryCounter: false,
        items: [{ nodeType: 'CLASSIFIER', classifierId: idOf('Payment card numbers'), listName: null }],
      },
      {
        logicalOperator: 'OR',
        entryCounter: true,
        items: [
          {
            nodeType: 'CLASSIFIER',
            classifierId: idOf('International bank account numbers (IBAN)'),
            listName: null,
          },
          { nodeType: 'CLASSIFIER', classifierId: idOf('SWIFT/BIC codes'), listName: null },
        ],
      },
    ]);

    await dialog.open('editClassifier', { id: created.id });
    await dialog.goToStep('Conditions');
    await dialog.choose(dialog.combobox('Groups are combined with'), 'OR');
    await dialog.root.getByRole('button', { name: 'Remove group 1' }).click();
    await dialog.save('Update', Messages.classifierUpdated);
    const updated = await stored(request, token, created.id);
    expect(updated.compoundRootLogicalOperator).toBe('OR');
    expect(updated.compoundGroups).toHaveLength(1);
    expect(updated.compoundGroups[0]!.entryCounter).toBe(true);
  });

  test('Retention shows for the Dev testing group only, and saves its defaults', async ({
    page,
    request,
    signedInAs,
  }) => {
    await signedInAs(DemoUsers.customer);
    const dialog = new ClassifierDialog(page);
    await dialog.open('addClassifier');
    await expect(dialog.stepper.getByRole('tab')).toHaveText([/Definition/, /Conditions/, /Actions/]);
    await expect(dialog.stepper.getByText('Retention')).toHaveCount(0);

    await signedInAs(DemoUsers.fabrikam);
    const token = await tokenOf(request, DemoUsers.fabrikam);
    await dialog.open('addClassifier');
    await expect(dialog.stepper.getByText('Retention')).toBeVisible();
    await dialog.chooseType('Removable Device');
    const name = unique('Retained');
    await dialog.fillGeneral(name, 'Retained');
    await dialog.goToStep('Retention');
    await expect(dialog.root.getByText('Manage Retention Options')).toBeVisible();
    await dialog.button('Add Retention Option').click();
    await expect(dialog.combobox('Action')).toHaveText('Encrypt and Lock');
    await expect(dialog.spinbutton('After')).toHaveValue('5');
    await expect(dialog.combobox('Unit')).toHaveText('Years');
    await expect(dialog.combobox('Counted from')).toHaveText('Last modification');
    await dialog.button('Add Retention Option').click();
    await dialog.choose(dialog.combobox('Action').nth(1), 'Archive File');
    await dialog.shot('retention-3');
    await dialog.save('Create', Messages.classifierCreated);
    expect((await storedByName(request, token, name)).retentionPolicies).toEqual([
      { action: 'ENCRYPT_LOCK', delayUnit: 'YEAR', delayValue: 5, fileDateTimeAttribute: 'MODIFY' },
      { action: 'MOVE_FILE', delayUnit: 'YEAR', delayValue: 5, fileDateTimeAttribute: 'MODIFY' },
    ]);
  });

  test('Actions: after Create the file events and encryption are saved as the classifier’s rule', async ({
    page,
    request,
    signedInAs,
  }) => {
    await signedInAs(DemoUsers.fabrikam);
    const token = await tokenOf(request, DemoUsers.fabrikam);
    const dialog = new ClassifierDialog(page);
    await dialog.open('addClassifier');
    await dialog.chooseType('Removable Device');
    const name = unique('Guarded');
    await dialog.fillGeneral(name, 'Guarded');
    await dialog.goToStep('Actions');
    await expect(dialog.root.getByTestId('actions-create-first')).toBeVisible();
    await dialog.save('Create', Messages.classifierCreated);
    // Created from the Actions step: the dialog stays on Actions, now editing the classifier
    // (its title and URL say so, and a reload keeps it there)
    await expect(page.getByRole('dialog', { name: 'Edit Classifier' })).toBeVisible();
    await expect(dialog.root.getByText('Manage File Events')).toBeVisible();
    await expect(dialog.button('Update')).toBeVisible();
    expect(new URL(page.url()).searchParams.get('dialogType')).toBe('editClassifier');
    await page.reload();
    await expect(page.getByRole('dialog', { name: 'Edit Classifier' })).toBeVisible();
    await expect(dialog.root.getByTestId('classifier-step-actions')).toBeVisible();
    await expect(dialog.root.getByText('Manage File Events')).toBeVisible();
    await dialog.button('Add File Event').click();
    await dialog.choose(dialog.combobox('File event'), 'Upload File');
    await dialog.root.getByLabel('Prevent').check();
    await dialog.choose(dialog.combobox('Apply to'), 'Selected devices');
    await dialog.choose(dialog.combobox('Devices'), 'LT-CHEN-001');
    await dialog.root.getByLabel('Encrypt files').check();
    await dialog.textbox('Encryption delay in days').fill('045');
    await expect(dialog.textbox('Encryption delay in days')).toHaveValue('45');
    await dialog.shot('actions-4-rule');
    await dialog.save('Update', Messages.classifierUpdated);

    const created = await storedByName(request, token, name);
    const rule = await graphql<{
      ruleByClassifierId: {
        encryptionSettings: { isEnabled: boolean; delayDays: number };
        triggers: {
          trigger: string;
          actions: string[];
          devicesSelection: string;
          devices: { name: string }[];
        }[];
      } | null;
    }>(
      request,
      token,
      'ruleByClassifierId',
      `
        query ruleByClassifierId($id: Int!) {
          ruleByClassifierId(request: { classifierId: $id }) {
            encryptionSettings {
              isEnabled
              delayDays
            }
            triggers {
              trigger
              actions
              devicesSelection
              devices {
                name
              }
            }
          }
        }
      `,
      { id: created.id },
    );
    expect(rule.ruleByClassifierId).toEqual({
      encryptionSettings: { isEnabled: true, delayDays: 45 },
      triggers: [
        {
          trigger: 'UPLOAD_FILE',
          actions: ['CREATE_CASE', 'PREVENT'],
          devicesSelection: 'SELECTED',
          devices: [{ name: 'LT-CHEN-001' }],
        },
      ],
    });

    // Reopened: the rule is prefilled
    await dialog.open('editClassifier', { id: created.id });
    await dialog.goToStep('Actions');
    await expect(dialog.combobox('File event')).toHaveText('Upload File');
    await expect(dialog.textbox('Encryption delay in days')).toHaveValue('45');
  });

  test('a read-only user sees the classifier with every control disabled and no save', async ({
    page,
    request,
    signedInAs,
  }) => {
    await signedInAs(DemoUsers.readonly);
    const token = await tokenOf(request, DemoUsers.readonly);
    const all = await graphql<{ allClassifiers: { id: number; name: string }[] }>(
      request,
      token,
      'allClassifiers',
      'query allClassifiers { allClassifiers { id name } }',
    );
    const target = all.allClassifiers[0]!;
    const dialog = new ClassifierDialog(page);
    await dialog.open('editClassifier', { id: target.id });
    await expect(dialog.textbox('Name')).toHaveValue(target.name);
    await expect(dialog.textbox('Name')).toBeDisabled();
    await expect(dialog.textbox('Short Name')).toBeDisabled();
    await expect(dialog.button('Update')).toHaveCount(0);
    await expect(dialog.button('Create')).toHaveCount(0);
    await dialog.next();
    await expect(dialog.step('conditions')).toBeVisible();
    await expect(dialog.textbox('Matcher 1 value')).toBeDisabled();
    await dialog.shot('readonly-2-conditions');
  });

  test('saving a template-derived classifier asks to block policy auto update; Yes blocks it', async ({
    page,
    request,
    signedInAs,
  }) => {
    await signedInAs(DemoUsers.fabrikam);
    const token = await tokenOf(request, DemoUsers.fabrikam);
    const card = await storedByName(request, token, 'Payment card numbers');
    expect(card.templateId).not.toBeNull();
    expect(card.isBlocked).toBe(false);
    const dialog = new ClassifierDialog(page);
    await dialog.open('editClassifier', { id: card.id });
    await expect(dialog.textbox('Reason for Change')).toBeVisible();
    await dialog.textbox('Reason for Change').fill('Higher value');
    await dialog.spinbutton('Value per Record').fill(String(card.valuePerRecord + 1));
    await dialog.button('Update').click();
    const question = page.getByRole('dialog', { name: 'Block policy auto update?' });
    await expect(question).toBeVisible();
    await expect(question.getByText(Messages.blockPolicyAutoUpdateQuestion)).toBeVisible();
    await dialog.shot('template-based-question');
    await question.getByRole('button', { name: 'Yes' }).click();
    await expect(dialog.snackbar(Messages.classifierUpdated)).toBeVisible();
    expect(await stored(request, token, card.id)).toMatchObject({
      isBlocked: true,
      valuePerRecord: card.valuePerRecord + 1,
    });
  });

  test('the template version (back office): no Retention or Actions, Version Number and reason for change required', async ({
    page,
    request,
    signedInAs,
  }) => {
    await signedInAs(DemoUsers.sysadmin);
    const token = await tokenOf(request, DemoUsers.sysadmin);
    const dialog = new ClassifierDialog(page);
    await dialog.open('addTemplateClassifier', undefined, '/admin/template-classifiers');
    await expect(dialog.stepper.getByRole('tab')).toHaveText([/Definition/, /Conditions/]);
    await dialog.combobox('Classifier Type').click();
    await expect(page.getByRole('option')).toHaveText([
      'Content',
      'Extensions',
      'Storage Platform',
      'Removable Device',
      'Compound',
    ]);
    await page.getByRole('option', { name: 'Extensions', exact: true }).click();
    await dialog.next();
    await expect(dialog.step('definition').getByText(Messages.required)).toHaveCount(3);
    await expect(dialog.step('definition').getByText(Messages.reasonForChangeRequired)).toBeVisible();
    await dialog.shot('template-1-definition');
    const name = unique('Template archives');
    await dialog.fillGeneral(name, 'Archives');
    await dialog.textbox('Version Number').fill('x');
    await expect(dialog.step('definition').getByText(Messages.numeric)).toBeVisible();
    await dialog.textbox('Version Number').fill('3');
    await dialog.textbox('Reason for Change').fill('New archive template');
    await dialog.next();
    const input = dialog.combobox('Extensions');
    await input.fill('7z');
    await input.press('Enter');
    await expect(dialog.button('Next')).toHaveCount(0);
    await dialog.shot('template-2-conditions');
    await dialog.save('Create', Messages.classifierCreated);

    const list = await graphql<{ templateClassifiers: { items: { id: number; name: string }[] } }>(
      request,
      token,
      'templateClassifiers',
      'query templateClassifiers($name: String!) { templateClassifiers(where: { name: { eq: $name } }) { items { id name } } }',
      { name },
    );
    const id = list.templateClassifiers.items[0]!.id;
    const TEMPLATE = `query templateClassifier($id: Int!) {
      templateClassifier(request: { id: $id }) { type extensions filterVersion reasonForChange }
    }`;
    const created = await graphql<{ templateClassifier: Record<string, unknown> }>(
      request,
      token,
      'templateClassifier',
      TEMPLATE,
      { id },
    );
    expect(created.templateClassifier).toEqual({
      type: 'BY_EXTENSIONS',
      extensions: ['7z'],
      filterVersion: 3,
      reasonForChange: 'New archive template',
    });

    await dialog.open('editTemplateClassifier', { id }, '/admin/template-classifiers');
    await expect(dialog.textbox('Name')).toHaveValue(name);
    await dialog.textbox('Version Number').fill('4');
    await dialog.textbox('Reason for Change').fill('Version 4');
    await dialog.save('Update', Messages.templateClassifierUpdated);
    const updated = await graphql<{ templateClassifier: Record<string, unknown> }>(
      request,
      token,
      'templateClassifier',
      TEMPLATE,
      { id },
    );
    expect(updated.templateClassifier).toMatchObject({ filterVersion: 4, reasonForChange: 'Version 4' });
  });
});
