import type { APIRequestContext } from '@playwright/test';
import { formatUsd, Messages, RuleMessages } from '@vigil/contracts';
import { apiSignIn, graphql, graphqlOperation, graphqlRefusal } from '../support/api';
import { DemoUsers } from '../support/env';
import { expect, test } from '../support/fixtures';
import { ClassifiersPage } from '../support/pages/classifiers';

interface Row {
  id: number;
  name: string;
  caption: string;
  valuePerRecord: number;
  filterType: string;
  isActive: boolean;
  isSensitive: boolean;
  isBlocked: boolean;
  encryptionIsEnabled: boolean;
  encryptionDelayDays: number | null;
  templateId: number | null;
  testingGroupId: number | null;
  entriesCount: number;
  costUsd: number;
  rules: { id: number }[];
}

const ROW_FIELDS =
  'id name caption valuePerRecord filterType isActive isSensitive isBlocked encryptionIsEnabled encryptionDelayDays templateId testingGroupId entriesCount costUsd rules { id }';

const count = (n: number) => Math.round(n).toLocaleString('en-US');

async function classifiers(
  request: APIRequestContext,
  token: string,
  options: { where?: unknown; order?: unknown; showAll?: boolean; tenantId?: number } = {},
): Promise<Row[]> {
  const data = await graphql<{ classifiersList: { items: Row[] } }>(
    request,
    token,
    'classifiersList',
    `query classifiersList($where: ClassifierListRowFilterInput, $order: [ClassifierListRowSortInput!], $showAll: Boolean, $tenantId: Int) {
      classifiersList(take: 1000, where: $where, order: $order, showAll: $showAll, tenantId: $tenantId) { items { ${ROW_FIELDS} } }
    }`,
    { order: [{ name: 'ASC' }], ...options },
  );
  return data.classifiersList.items;
}

async function copyOf(request: APIRequestContext, token: string, classifierId: number): Promise<Row> {
  const data = await graphql<{ createClassifierFromExisting: number }>(
    request,
    token,
    'createClassifierFromExisting',
    'mutation createClassifierFromExisting($id: Int) { createClassifierFromExisting(classifierId: $id) }',
    { id: classifierId },
  );
  const all = await classifiers(request, token, { showAll: true });
  const copy = all.find((c) => c.id === data.createClassifierFromExisting);
  if (!copy) throw new Error('copy not listed');
  return copy;
}

/** Turns encryption on for a classifier: creates its rule, or updates the one it has. */
async function encrypt(request: APIRequestContext, token: string, classifierId: number, delayDays = 30) {
  const existing = await ruleOf(request, token, classifierId);
  if (existing) {
    await graphql(
      request,
      token,
      'updateRuleListItem',
      'mutation updateRuleListItem($r: UpdateRuleListItemRequestInput!) { updateRuleListItem(request: $r) { id } }',
      { r: { id: existing.id, encryptionIsEnabled: true, encryptionDelayDays: delayDays } },
    );
    return existing.id;
  }
  const data = await graphql<{ createRule: { id: number } }>(
    request,
    token,
    'createRule',
    `
      mutation createRule($request: CreateRuleRequestInput!) {
        createRule(request: $request) {
          id
        }
      }
    `,
    { request: { classifierId, isActive: true, encryptionSettings: { isEnabled: true, delayDays } } },
  );
  return data.createRule.id;
}

async function ruleOf(request: APIRequestContext, token: string, classifierId: number) {
  const data = await graphql<{
    ruleByClassifierId: { id: number; encryptionSettings: { isEnabled: boolean; delayDays: number } } | null;
  }>(
    request,
    token,
    'ruleByClassifierId',
    `
      query ruleByClassifierId($id: Int!) {
        ruleByClassifierId(request: { classifierId: $id }) {
          id
          encryptionSettings {
            isEnabled
            delayDays
          }
        }
      }
    `,
    { id: classifierId },
  );
  return data.ruleByClassifierId;
}

async function setListItem(request: APIRequestContext, token: string, item: Record<string, unknown>) {
  await graphql(
    request,
    token,
    'updateClassifierListItem',
    'mutation updateClassifierListItem($r: UpdateClassifierListItemRequestInput!) { updateClassifierListItem(request: $r) { id } }',
    { r: item },
  );
}

async function deleteQuietly(request: APIRequestContext, token: string, ids: number[]) {
  await graphql(
    request,
    token,
    'deleteClassifiers',
    'mutation deleteClassifiers($r: DeleteClassifiersRequestInput!) { deleteClassifiers(request: $r) }',
    { r: { ids, deleteEncryptionRuleIfExists: true } },
  ).catch(() => undefined);
}

test.describe('Deployment › Classifiers › Active', () => {
  test.describe.configure({ timeout: 120_000 });

  test('every column shows the API figures, sorted by name; a header sorts', async ({
    page,
    request,
    signedInAs,
  }) => {
    const { accessToken } = await signedInAs(DemoUsers.customer);
    const rows = await classifiers(request, accessToken);
    expect(rows.length).toBeGreaterThan(3);
    const list = new ClassifiersPage(page);
    await list.goto();
    await expect(list.rows).toHaveCount(rows.length);
    expect(await list.headers()).toEqual([
      '',
      'Name',
      'Short Name',
      'Type',
      'Value per Record',
      'Records',
      'Risk',
      'Precision',
      'On/Off',
      'Sensitive',
      'Encryption',
      'Block Auto-Update',
      'Actions',
    ]);
    // The Filters side tab stands beside the table, not over its last column.
    const tab = await page.getByTestId('filters-tab').boundingBox();
    const table = await page.getByTestId('classifiers-table').boundingBox();
    expect(tab && table && tab.x >= table.x + table.width).toBe(true);
    expect(await list.columnTexts('Name')).toEqual(rows.map((r) => r.name));
    expect(await list.columnTexts('Short Name')).toEqual(rows.map((r) => r.caption));
    expect(await list.columnTexts('Value per Record')).toEqual(rows.map((r) => formatUsd(r.valuePerRecord)));
    expect(await list.columnTexts('Records')).toEqual(rows.map((r) => count(r.entriesCount)));
    expect(await list.columnTexts('Risk')).toEqual(rows.map((r) => formatUsd(r.costUsd)));
    expect(await list.columnTexts('Type')).toContain('Content');
    for (const r of rows.slice(0, 3)) {
      await expect(list.switchOf(r.name, 'active')).toBeChecked({ checked: r.isActive });
      await expect(list.switchOf(r.name, 'sensitive')).toBeChecked({ checked: r.isSensitive });
      await expect(list.switchOf(r.name, 'blocked')).toHaveCount(r.templateId === null ? 0 : 1);
      await expect(list.encryptionCheckbox(r.name)).toBeChecked({ checked: r.encryptionIsEnabled });
    }
    // The help link and Add New.
    await expect(page.getByTestId('classifiers-help')).toHaveAttribute('href', /classifiers/);
    await page.getByRole('button', { name: 'Add New' }).click();
    await expect(page).toHaveURL(/dialogType=addClassifier/);
    await page.goBack();
    await expect(page).not.toHaveURL(/dialogType/);

    // Name flips to descending; Risk starts descending.
    await list.sortBy('Name');
    await expect.poll(() => list.columnTexts('Name')).toEqual([...rows].reverse().map((r) => r.name));
    const byRisk = await classifiers(request, accessToken, { order: [{ costUsd: 'DESC' }, { id: 'ASC' }] });
    await list.sortBy('Risk');
    await expect.poll(() => list.columnTexts('Risk')).toEqual(byRisk.map((r) => formatUsd(r.costUsd)));
    await page.reload();
    await expect.poll(() => list.columnTexts('Risk')).toEqual(byRisk.map((r) => formatUsd(r.costUsd)));
  });

  test('filters: status, sensitivity, encryption, blocked, and Show all for classifiers without entries', async ({
    page,
    request,
    signedInAs,
  }) => {
    const { accessToken } = await signedInAs(DemoUsers.customer);
    const rows = await classifiers(request, accessToken);
    const [first, second] = rows;
    if (!first || !second) throw new Error('demo classifiers missing');
    const copy = await copyOf(request, accessToken, second.id);
    await setListItem(request, accessToken, {
      id: first.id,
      isActive: false,
      isBlocked: true,
    });
    const ruleId = await encrypt(request, accessToken, second.id);
    try {
      const list = new ClassifiersPage(page);
      await list.goto();
      await expect(list.rows).toHaveCount(rows.length);
      // The copy has no entries yet: hidden until Show all.
      await expect(list.row(copy.name)).toHaveCount(0);
      await list.showAll.check();
      await expect(list.rows).toHaveCount(rows.length + 1);
      await expect(list.row(copy.name)).toHaveCount(1);
      await list.showAll.uncheck();
      await expect(list.rows).toHaveCount(rows.length);
      // A search that finds only the hidden copy says why the list is empty, and offers Show all.
      await list.search.fill(copy.name);
      const note = page.getByTestId('hidden-classifiers-note');
      await expect(note).toContainText(Messages.classifiersWithoutRecordsHidden);
      await note.getByRole('button', { name: 'Show all' }).click();
      await expect(list.row(copy.name)).toHaveCount(1);
      await expect(list.showAll).toBeChecked();
      await list.showAll.uncheck();
      await list.search.fill('');
      await expect(list.rows).toHaveCount(rows.length);

      await list.chooseFilter('Status', 'Inactive');
      await expect.poll(() => list.columnTexts('Name')).toEqual([first.name]);
      await list.chooseFilter('Status', 'Active');
      await expect(list.rows).toHaveCount(rows.length - 1);
      await list.chooseFilter('Status', 'All');

      await list.chooseFilter('Sensitivity', 'Non-sensitive');
      const nonSensitive = rows.filter((r) => !r.isSensitive).map((r) => r.name);
      expect(nonSensitive.length).toBeGreaterThan(0);
      await expect.poll(() => list.columnTexts('Name')).toEqual(nonSensitive);
      await list.chooseFilter('Sensitivity', 'All');

      await list.chooseFilter('Encryption', 'Encryption on');
      await expect.poll(() => list.columnTexts('Name')).toEqual([second.name]);
      await list.chooseFilter('Encryption', 'All');

      await list.chooseFilter('Auto-update', 'Blocked');
      await expect.poll(() => list.columnTexts('Name')).toEqual([first.name]);
      await page.reload();
      await expect.poll(() => list.columnTexts('Name')).toEqual([first.name]);
      await list.chooseFilter('Auto-update', 'All');
      await expect(list.rows).toHaveCount(rows.length);
      expect(ruleId).toBeGreaterThan(0);
    } finally {
      await setListItem(request, accessToken, {
        id: first.id,
        isActive: true,
        isBlocked: false,
      });
      await graphql(
        request,
        accessToken,
        'updateRuleListItem',
        'mutation updateRuleListItem($r: UpdateRuleListItemRequestInput!) { updateRuleListItem(request: $r) { id } }',
        { r: { id: ruleId, encryptionIsEnabled: false } },
      );
      await deleteQuietly(request, accessToken, [copy.id]);
    }
  });

  test('a switch flips at once and stays after a reload; a refused one flips back with the server message', async ({
    page,
    request,
    signedInAs,
  }) => {
    const { accessToken } = await signedInAs(DemoUsers.customer);
    const [target] = await classifiers(request, accessToken);
    if (!target) throw new Error('no classifier');
    const list = new ClassifiersPage(page);
    await list.goto();
    try {
      await expect(list.switchOf(target.name, 'active')).toBeChecked();
      await list.switchOf(target.name, 'active').click();
      await expect(list.switchOf(target.name, 'active')).not.toBeChecked();
      await list.expectSnackbar(Messages.classifierUpdated);
      await page.reload();
      await expect(list.switchOf(target.name, 'active')).not.toBeChecked();
      expect((await classifiers(request, accessToken)).find((r) => r.id === target.id)?.isActive).toBe(false);

      await expect(list.switchOf(target.name, 'blocked')).not.toBeChecked();
      await list.switchOf(target.name, 'blocked').click();
      await expect(list.switchOf(target.name, 'blocked')).toBeChecked();
      await list.expectSnackbar(Messages.classifierUpdated);
      expect((await classifiers(request, accessToken)).find((r) => r.id === target.id)?.isBlocked).toBe(true);

      // The server refuses: the switch goes back and the message shows.
      await page.route(graphqlOperation('updateClassifierListItem'), graphqlRefusal('Refused by the test'));
      await expect(list.switchOf(target.name, 'sensitive')).toBeChecked();
      await list.switchOf(target.name, 'sensitive').click();
      await list.expectSnackbar('Refused by the test');
      await expect(list.switchOf(target.name, 'sensitive')).toBeChecked();
      expect((await classifiers(request, accessToken)).find((r) => r.id === target.id)?.isSensitive).toBe(
        true,
      );
    } finally {
      await setListItem(request, accessToken, { id: target.id, isActive: true, isBlocked: false });
    }
  });

  test('encryption: turning on opens the wizard; off is staged, ticked and confirmed; a short delay asks first', async ({
    page,
    request,
    signedInAs,
  }) => {
    const { accessToken } = await signedInAs(DemoUsers.customer);
    const [plain, encrypted] = await classifiers(request, accessToken);
    if (!plain || !encrypted) throw new Error('demo classifiers missing');
    const ruleId = await encrypt(request, accessToken, encrypted.id, 30);
    const list = new ClassifiersPage(page);
    try {
      await list.goto();
      // On (from off) opens the Encryption Wizard for this classifier, staging nothing.
      await list.encryptionCheckbox(plain.name).click();
      await expect(page).toHaveURL(/dialogType=encryptionWizard/);
      expect(JSON.parse(new URL(page.url()).searchParams.get('dialogData') ?? '{}')).toEqual({
        classifierId: plain.id,
      });
      await page.goBack();
      await expect(page).not.toHaveURL(/dialogType/);
      await expect(list.encryptionCheckbox(plain.name)).not.toBeChecked();
      await expect(list.row(plain.name).getByTestId('encryption-save')).toHaveCount(0);

      // Enabled: the delay shows; a new delay under 2 days asks 'Apply New Setting'.
      await expect(list.encryptionCheckbox(encrypted.name)).toBeChecked();
      await expect(list.encryptionDelay(encrypted.name)).toHaveValue('30');
      await list.encryptionDelay(encrypted.name).fill('01');
      await expect(list.encryptionDelay(encrypted.name)).toHaveValue('1');
      await list.row(encrypted.name).getByTestId('encryption-save').click();
      await expect(list.confirmDialog).toContainText(RuleMessages.shortDelayWarning);
      await page.getByRole('button', { name: 'Cancel' }).click();
      expect((await ruleOf(request, accessToken, encrypted.id))?.encryptionSettings.delayDays).toBe(30);
      await list.row(encrypted.name).getByTestId('encryption-save').click();
      await expect(list.confirmButton).toHaveText(RuleMessages.shortDelayTitle);
      await list.confirmButton.click();
      await list.expectSnackbar(RuleMessages.encryptionParametersUpdated);
      expect((await ruleOf(request, accessToken, encrypted.id))?.encryptionSettings).toEqual({
        isEnabled: true,
        delayDays: 1,
      });

      // Off is staged (tick and cancel); cancel drops it, the tick confirms and saves.
      await list.encryptionCheckbox(encrypted.name).uncheck();
      await expect(list.row(encrypted.name).getByTestId('encryption-cancel')).toBeVisible();
      await list.row(encrypted.name).getByTestId('encryption-cancel').click();
      await expect(list.encryptionCheckbox(encrypted.name)).toBeChecked();
      await list.encryptionCheckbox(encrypted.name).uncheck();
      await expect(list.encryptionDelay(encrypted.name)).toHaveCount(0);
      expect((await ruleOf(request, accessToken, encrypted.id))?.encryptionSettings.isEnabled).toBe(true);
      await list.row(encrypted.name).getByTestId('encryption-save').click();
      await list.confirmButton.click();
      await list.expectSnackbar(RuleMessages.encryptionParametersUpdated);
      await expect(list.encryptionCheckbox(encrypted.name)).not.toBeChecked();
      await expect(list.row(encrypted.name).getByTestId('encryption-save')).toHaveCount(0);
      const rule = await ruleOf(request, accessToken, encrypted.id);
      expect(rule?.id).toBe(ruleId);
      expect(rule?.encryptionSettings.isEnabled).toBe(false);
    } finally {
      await graphql(
        request,
        accessToken,
        'updateRuleListItem',
        'mutation updateRuleListItem($r: UpdateRuleListItemRequestInput!) { updateRuleListItem(request: $r) { id } }',
        { r: { id: ruleId, encryptionIsEnabled: false, encryptionDelayDays: 30 } },
      );
    }
  });

  test('delete: at least one selected; plain confirm, and the stronger warning that deletes the encryption rule', async ({
    page,
    request,
    signedInAs,
  }) => {
    const { accessToken } = await signedInAs(DemoUsers.customer);
    const [source] = await classifiers(request, accessToken);
    if (!source) throw new Error('no classifier');
    const plain = await copyOf(request, accessToken, source.id);
    const withRule = await copyOf(request, accessToken, source.id);
    const ruleId = await encrypt(request, accessToken, withRule.id);
    try {
      const list = new ClassifiersPage(page);
      await list.goto();
      await expect(list.deleteSelected).toBeDisabled();
      await list.showAll.check();
      // Without encryption: a plain confirm.
      const rowOf = (id: number) => list.rows.filter({ has: page.locator(`a[href*="entityId=${id}&"]`) });
      await rowOf(plain.id).getByRole('checkbox').first().check();
      await expect(list.deleteSelected).toBeEnabled();
      await list.deleteSelected.click();
      await expect(list.confirmButton).toHaveText('Delete');
      await list.confirmButton.click();
      await list.expectSnackbar(Messages.classifiersDeleted);
      await expect(rowOf(plain.id)).toHaveCount(0);
      expect(
        (await classifiers(request, accessToken, { showAll: true })).some((c) => c.id === plain.id),
      ).toBe(false);

      // With encryption on: the stronger warning, its button in the error colour.
      await rowOf(withRule.id).getByRole('checkbox').first().check();
      await list.deleteSelected.click();
      await expect(list.confirmDialog).toContainText('encryption rule');
      await expect(list.confirmButton).toHaveText('Delete Classifier(s)');
      await expect(list.confirmButton).toHaveClass(/MuiButton-colorError/);
      await list.confirmButton.click();
      await list.expectSnackbar(Messages.classifiersDeleted);
      await expect(rowOf(withRule.id)).toHaveCount(0);
      // The rule went with it.
      const audit = await graphql<{ entitiesAudit: { items: { operation: string }[] } }>(
        request,
        accessToken,
        'entitiesAudit',
        'query entitiesAudit($id: Int) { entitiesAudit(request: { entityType: "Rule", entityId: $id }) { items { operation } } }',
        { id: ruleId },
      );
      expect(audit.entitiesAudit.items.map((e) => e.operation)).toContain('DELETE');
      await expect(ruleOf(request, accessToken, withRule.id)).rejects.toThrow();
    } finally {
      await deleteQuietly(request, accessToken, [plain.id, withRule.id]);
    }
  });

  test('copy makes a new classifier; edit opens the dialog; history opens in a new tab', async ({
    page,
    request,
    signedInAs,
  }) => {
    const { accessToken } = await signedInAs(DemoUsers.customer);
    const [source] = await classifiers(request, accessToken);
    if (!source) throw new Error('no classifier');
    const before = await classifiers(request, accessToken, { showAll: true });
    const list = new ClassifiersPage(page);
    await list.goto();
    await list.row(source.name).getByTestId('row-copy').click();
    await list.expectSnackbar(Messages.classifierCopied);
    const after = await classifiers(request, accessToken, { showAll: true });
    const copies = after.filter((c) => !before.some((b) => b.id === c.id));
    expect(copies).toHaveLength(1);
    try {
      expect(copies[0]?.name).toContain(source.name);
      await list.showAll.check();
      await expect(list.rows).toHaveCount(after.length);

      await list.row(source.name).getByTestId('row-edit').click();
      await expect(page).toHaveURL(/dialogType=editClassifier/);
      expect(JSON.parse(new URL(page.url()).searchParams.get('dialogData') ?? '{}')).toEqual({
        id: source.id,
      });
      await page.goBack();
      await expect(page).not.toHaveURL(/dialogType/);

      const [tab] = await Promise.all([
        page.context().waitForEvent('page'),
        list.row(source.name).getByTestId('row-history').click(),
      ]);
      await tab.waitForLoadState();
      const url = new URL(tab.url());
      expect(url.pathname).toBe('/customer/change-history');
      expect(url.searchParams.get('entityType')).toBe('Classifier');
      expect(url.searchParams.get('entityId')).toBe(String(source.id));
      expect(url.searchParams.get('entityName')).toBe(source.name);
      await expect(tab.getByRole('heading', { level: 1 })).toContainText(source.name);
      await tab.close();
    } finally {
      await deleteQuietly(
        request,
        accessToken,
        copies.map((c) => c.id),
      );
    }
  });

  test('testing group: SysAdmin sees the column, a change applies at once, a refused one goes back', async ({
    page,
    request,
    signedInAs,
  }) => {
    const customerToken = (await apiSignIn(request, DemoUsers.customer)).accessToken;
    const tenantId = (
      await graphql<{ userInfo: { tenantId: number } }>(
        request,
        customerToken,
        'userInfo',
        'query userInfo { userInfo { tenantId } }',
      )
    ).userInfo.tenantId;
    const { accessToken } = await signedInAs(DemoUsers.sysadmin);
    const [target] = await classifiers(request, accessToken, { tenantId });
    if (!target) throw new Error('no classifier');
    const list = new ClassifiersPage(page);
    await list.goto(`/tenant/${tenantId}`);
    expect(await list.headers()).toContain('Testing Group');
    const select = list.row(target.name).getByRole('combobox', { name: `Testing group of ${target.name}` });
    await expect(select).toHaveText('Prod');
    try {
      await select.click();
      await page.getByRole('option', { name: 'Dev', exact: true }).click();
      await expect(select).toHaveText('Dev');
      await list.expectSnackbar(Messages.testingGroupUpdated);
      expect(
        (await classifiers(request, accessToken, { tenantId })).find((r) => r.id === target.id)
          ?.testingGroupId,
      ).toBe(1);

      await page.route(
        graphqlOperation('setClassifierTestingGroup'),
        graphqlRefusal('Testing group refused'),
      );
      await select.click();
      await page.getByRole('option', { name: 'Beta', exact: true }).click();
      await list.expectSnackbar('Testing group refused');
      await expect(select).toHaveText('Dev');
    } finally {
      await graphql(
        request,
        accessToken,
        'setClassifierTestingGroup',
        'mutation setClassifierTestingGroup($c: Int!, $t: Int) { setClassifierTestingGroup(classifierId: $c, testingGroupId: 0, tenantId: $t) { id } }',
        { c: target.id, t: tenantId },
      );
    }
    // A customer does not see the column.
    await signedInAs(DemoUsers.customer);
    await list.goto();
    expect(await list.headers()).not.toContain('Testing Group');
  });
});

test.describe('Deployment › Classifiers › Template', () => {
  test('adds a template to the active classifiers, and views one read-only', async ({
    page,
    request,
    signedInAs,
  }) => {
    const { accessToken } = await signedInAs(DemoUsers.customer);
    const templates = await graphql<{ templateClassifiers: { items: { id: number; name: string }[] } }>(
      request,
      accessToken,
      'templateClassifiers',
      'query templateClassifiers { templateClassifiers(take: 1000, where: { isActive: { eq: true } }, order: [{ name: ASC }]) { items { id name } } }',
    );
    const active = await classifiers(request, accessToken, { showAll: true });
    const missing = templates.templateClassifiers.items.find((t) => !active.some((c) => c.name === t.name));
    if (!missing) throw new Error('every template is already active');
    await page.goto('/customer/deployment/classifications/template-classifiers');
    const rows = page.getByTestId('template-row');
    await expect(page.getByTestId('templates-table')).toContainText(
      `${templates.templateClassifiers.items.length} templates`,
    );
    await expect(rows).toHaveCount(20);
    await page.getByLabel('Search templates').fill(missing.name);
    await expect(rows).toHaveCount(1);
    const row = rows.filter({ has: page.getByText(missing.name, { exact: true }) });
    await row.getByTestId('template-view').click();
    await expect(page).toHaveURL(/dialogType=editTemplateClassifier/);
    expect(JSON.parse(new URL(page.url()).searchParams.get('dialogData') ?? '{}')).toEqual({
      id: missing.id,
      readOnly: true,
    });
    // Looking is not changing: the title says View and no reason for a change is asked.
    const view = page.getByRole('dialog', { name: 'View Template Classifier' });
    await expect(view.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(missing.name);
    await expect(view.getByLabel('Reason for Change')).toHaveCount(0);
    await page.goBack();
    await expect(page).not.toHaveURL(/dialogType/);
    await row.getByTestId('template-add').click();
    await expect(page.getByTestId('snackbar')).toContainText(Messages.templateClassifiersCopied);
    const added = (await classifiers(request, accessToken, { showAll: true })).find(
      (c) => c.name === missing.name,
    );
    expect(added).toBeDefined();
    await deleteQuietly(request, accessToken, added ? [added.id] : []);
  });
});
