import type { APIRequestContext } from '@playwright/test';
import { Messages } from '@vigil/contracts';
import { graphql } from '../support/api';
import { DemoUsers } from '../support/env';
import { expect, test } from '../support/fixtures';
import { ChangeHistoryGrid, ClassifiersPage } from '../support/pages/classifiers';

test.describe.configure({ timeout: 120_000 });

interface Template {
  id: number;
  name: string;
  isActive: boolean;
  parentTemplateId: number | null;
}

async function firstClassifier(request: APIRequestContext, token: string) {
  const data = await graphql<{
    classifiersList: { items: { id: number; name: string; isBlocked: boolean }[] };
  }>(
    request,
    token,
    'classifiersList',
    'query classifiersList { classifiersList(take: 1, order: [{ name: ASC }]) { items { id name isBlocked } } }',
  );
  const first = data.classifiersList.items[0];
  if (!first) throw new Error('no classifier');
  return first;
}

async function templates(request: APIRequestContext, token: string): Promise<Template[]> {
  const data = await graphql<{ templateClassifiers: { items: Template[] } }>(
    request,
    token,
    'templateClassifiers',
    'query templateClassifiers { templateClassifiers(take: 1000, order: [{ name: ASC }]) { items { id name isActive parentTemplateId } } }',
  );
  return data.templateClassifiers.items;
}

test('a change in the classifier list shows in the Change History tab and on its own page, before and after', async ({
  page,
  request,
  signedInAs,
}) => {
  const { accessToken } = await signedInAs(DemoUsers.customer);
  const target = await firstClassifier(request, accessToken);
  expect(target.isBlocked).toBe(false);
  const list = new ClassifiersPage(page);
  await list.goto();
  try {
    await list.switchOf(target.name, 'blocked').click();
    await list.expectSnackbar(Messages.classifierUpdated);

    await page.goto('/customer/deployment/classifications/change-history');
    const grid = new ChangeHistoryGrid(page);
    await expect(grid.rows.first()).toBeVisible({ timeout: 20_000 });
    expect(
      await grid.table
        .locator('thead th')
        .evaluateAll((ths) => ths.map((th) => (th.textContent ?? '').trim())),
    ).toEqual(['Change Date', 'User Email', 'Entity Type', 'Operation Type', 'Changes', 'Additional Data']);
    const newest = grid.rows.first();
    await expect(newest).toContainText(target.name);
    await expect(newest).toContainText(DemoUsers.customer);
    await expect(newest).toContainText('Update');
    await expect(grid.change(newest, 'isBlocked').before).toHaveText('No');
    await expect(grid.change(newest, 'isBlocked').after).toHaveText('Yes');
    // The field by its label on the form, not its stored name.
    await expect(
      newest.getByTestId('audit-change').filter({ hasText: 'Block Classifier Auto-Update:' }),
    ).toHaveCount(1);

    // The page a row's history icon opens: this classifier (and its rule) only, named in the heading.
    const params = new URLSearchParams({
      entityType: 'Classifier',
      entityId: String(target.id),
      entityName: target.name,
    });
    await page.goto(`/customer/change-history?${params.toString()}`);
    await expect(grid.heading).toHaveText(`Change History — Classifier "${target.name}"`);
    await expect(grid.rows.first()).toBeVisible({ timeout: 20_000 });
    const texts = await grid.rows.allTextContents();
    expect(texts.every((t) => t.includes(target.name))).toBe(true);
    await expect(grid.change(grid.rows.first(), 'isBlocked').after).toHaveText('Yes');
  } finally {
    await graphql(
      request,
      accessToken,
      'updateClassifierListItem',
      'mutation updateClassifierListItem($r: UpdateClassifierListItemRequestInput!) { updateClassifierListItem(request: $r) { id } }',
      { r: { id: target.id, isBlocked: false } },
    );
  }
});

test('back office: template switches, copy, delete, and the change history filters', async ({
  page,
  request,
  signedInAs,
}) => {
  const { accessToken } = await signedInAs(DemoUsers.sysadmin);
  const before = await templates(request, accessToken);
  const target = before.find((t) => t.isActive && t.parentTemplateId === null);
  if (!target) throw new Error('no active template');
  const rows = page.getByTestId('template-row');
  const rowOf = (id: number) => rows.filter({ has: page.locator(`a[href*="entityId=${id}&"]`) });
  const snackbar = page.getByTestId('snackbar');

  await page.goto('/admin/template-classifiers');
  await expect(rows.first()).toBeVisible({ timeout: 20_000 });
  await page.getByLabel('Search templates').fill(target.name);
  await expect(rowOf(target.id)).toHaveCount(1);

  // Active switch: at once, kept after a reload.
  const active = rowOf(target.id).getByTestId('switch-active');
  await expect(active).toBeChecked();
  await active.click();
  await expect(active).not.toBeChecked();
  await expect(snackbar).toContainText(Messages.templateClassifierUpdated);
  await page.reload();
  await expect(rowOf(target.id).getByTestId('switch-active')).not.toBeChecked({ timeout: 20_000 });
  await rowOf(target.id).getByTestId('switch-active').click();
  await expect(rowOf(target.id).getByTestId('switch-active')).toBeChecked();
  expect((await templates(request, accessToken)).find((t) => t.id === target.id)?.isActive).toBe(true);

  // Copy: a new template remembering its parent, with Update Parent; then delete it.
  await rowOf(target.id).getByTestId('row-copy').click();
  await expect(snackbar).toContainText(Messages.templateClassifierCopied);
  const copies = (await templates(request, accessToken)).filter((t) => !before.some((b) => b.id === t.id));
  expect(copies).toHaveLength(1);
  const copy = copies[0] as Template;
  expect(copy.parentTemplateId).toBe(target.id);
  await page.getByLabel('Search templates').fill('');
  await page.getByLabel('Search templates').fill(copy.name);
  await expect(rowOf(copy.id)).toHaveCount(1);
  await expect(rowOf(copy.id).getByTestId('row-update-parent')).toBeVisible();
  await expect(rowOf(target.id).getByTestId('row-update-parent')).toHaveCount(0);
  await rowOf(copy.id).getByRole('checkbox').first().check();
  await page.getByTestId('delete-selected').click();
  await page.getByTestId('confirm-button').click();
  await expect(snackbar).toContainText(Messages.templateClassifiersDeleted);
  await expect(rowOf(copy.id)).toHaveCount(0);
  expect((await templates(request, accessToken)).some((t) => t.id === copy.id)).toBe(false);

  // Change history: entity type, search, date range.
  await page.goto('/admin/change-history');
  const grid = new ChangeHistoryGrid(page);
  await expect(grid.rows.first()).toBeVisible({ timeout: 20_000 });
  await page.getByLabel('Search change history').fill(target.name);
  await expect(grid.rows.first()).toContainText(target.name);
  const texts = await grid.rows.allTextContents();
  expect(texts.every((t) => t.includes(target.name))).toBe(true);
  // The newest change of the target itself (the copy's deletion is newer): switched back on.
  const targetRow = grid.rows.filter({ hasText: `(#${target.id})` }).first();
  await expect(grid.change(targetRow, 'isActive').before).toHaveText('No');
  await expect(grid.change(targetRow, 'isActive').after).toHaveText('Yes');
  // The copy's creation and deletion are listed too.
  await expect(grid.rows.filter({ hasText: `(#${copy.id})` })).toHaveCount(2);

  await page.getByTestId('filters-tab').click();
  const panel = page.getByRole('dialog');
  await panel.getByRole('combobox', { name: 'Entity Type' }).click();
  await page.getByRole('option', { name: 'Regulation', exact: true }).click();
  await expect(page.getByTestId('change-history-table')).toContainText('No data');
  await panel.getByRole('combobox', { name: 'Entity Type' }).click();
  await page.getByRole('option', { name: 'Template Classifier', exact: true }).click();
  await expect(grid.rows.first()).toContainText('Template Classifier');

  const today = new Date().toISOString().slice(0, 10);
  await panel.getByLabel('Change Date: from').fill('2020-01-01');
  await panel.getByLabel('Change Date: to').fill('2020-01-02');
  await expect(page.getByTestId('change-history-table')).toContainText('No data');
  // The start may not be after the end.
  await panel.getByLabel('Change Date: from').fill('2020-02-01');
  await expect(panel.getByText('The start must not be after the end.')).toBeVisible();
  await panel.getByLabel('Change Date: from').fill(today);
  await panel.getByLabel('Change Date: to').fill(today);
  await expect(grid.rows.first()).toContainText(target.name);
  expect(decodeURIComponent(page.url())).toContain(today);
});
