import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { canUpdateAll, Messages, type PolicyUpdateStatus } from '@vigil/contracts';
import { apiSignIn, graphql } from '../support/api';
import { DemoUsers } from '../support/env';
import { expect, test, type Page } from '../support/fixtures';

async function sys(request: APIRequestContext) {
  return (await apiSignIn(request, DemoUsers.sysadmin)).accessToken;
}

async function regulationId(request: APIRequestContext, name: string): Promise<number> {
  const data = await graphql<{ regulations: { items: { id: number }[] } }>(
    request,
    await sys(request),
    'regulationsList',
    'query regulationsList($n: String) { regulations(where: { name: { eq: $n } }) { items { id } } }',
    { n: name },
  );
  return data.regulations.items[0]!.id;
}

/** A new template in PCI DSS: every customer with PCI DSS then misses it. */
async function createTemplate(request: APIRequestContext, name: string): Promise<number> {
  const pci = await regulationId(request, 'PCI DSS');
  const data = await graphql<{ createTemplateClassifier: { id: number } }>(
    request,
    await sys(request),
    'createTemplateClassifier',
    'mutation createTemplateClassifier($i: ClassifierInput!) { createTemplateClassifier(input: $i) { id } }',
    {
      i: {
        name,
        shortName: 'E2E',
        type: 'BY_EXTENSIONS',
        extensions: ['e2e'],
        regulations: [pci],
        reasonForChange: 'End-to-end test',
        filterVersion: 1,
      },
    },
  );
  return data.createTemplateClassifier.id;
}

async function statuses(request: APIRequestContext, token: string): Promise<PolicyUpdateStatus[]> {
  const data = await graphql<{
    policyUpdates: { items: { classifiers: { status: PolicyUpdateStatus }[] }[] };
  }>(
    request,
    token,
    'policyUpdates',
    'query policyUpdates { policyUpdates { items { classifiers { status } } } }',
  );
  return data.policyUpdates.items.flatMap((r) => r.classifiers.map((c) => c.status));
}

const row = (page: Page, name: string) =>
  page.locator('[data-testid="policy-regulation"][data-name="PCI DSS"] [data-testid="policy-row"]').filter({
    hasText: name,
  });

test.describe('classifier updates', () => {
  test('MISSING adds, NOT_ACTUAL updates, DEPRECATED deletes; up-to-date rows are disabled', async ({
    page,
    request,
    signedInAs,
  }) => {
    const name = `E2E template ${randomUUID().slice(0, 6)}`;
    const templateId = await createTemplate(request, name);
    await signedInAs(DemoUsers.customer);
    await page.goto('/customer/deployment/classifications/classifiers-updates');

    await expect(row(page, name)).toHaveAttribute('data-status', 'MISSING');
    await expect(page.getByTestId('update-all')).toBeEnabled();
    // An ACTUAL row does nothing when clicked.
    const upToDate = page.locator('[data-testid="policy-row"][data-status="ACTUAL"]').first();
    await expect(upToDate).toHaveAttribute('aria-disabled', 'true');

    await row(page, name).click();
    await expect(page.getByTestId('snackbar')).toContainText(Messages.updatedSuccessfully);
    await expect(row(page, name)).toHaveAttribute('data-status', 'ACTUAL');
    await expect(row(page, name)).toHaveAttribute('aria-disabled', 'true');

    // The template changes (a new sensitivity is a new version): the customer's copy is behind.
    await graphql(
      request,
      await sys(request),
      'updateTemplateClassifierListItem',
      'mutation updateTemplateClassifierListItem($id: Int!) { updateTemplateClassifierListItem(request: { id: $id, isSensitive: false }) { id } }',
      { id: templateId },
    );
    await page.reload();
    await expect(row(page, name)).toHaveAttribute('data-status', 'NOT_ACTUAL');
    await row(page, name).click();
    await expect(page.getByTestId('snackbar')).toContainText(Messages.updatedSuccessfully);
    await expect(row(page, name)).toHaveAttribute('data-status', 'ACTUAL');

    // The template is retired: the copy is deprecated; deleting asks first.
    await graphql(
      request,
      await sys(request),
      'deleteTemplateClassifiers',
      'mutation deleteTemplateClassifiers($ids: [Int!]!) { deleteTemplateClassifiers(ids: $ids) }',
      { ids: [templateId] },
    );
    await page.reload();
    await expect(row(page, name)).toHaveAttribute('data-status', 'DEPRECATED');
    await row(page, name).click();
    await page.getByTestId('confirm-button').click();
    await expect(page.getByTestId('snackbar')).toContainText(Messages.updatedSuccessfully);
    await expect(row(page, name)).toHaveCount(0);
  });

  test('Update All applies every pending update; then it is disabled unless something is still neither ACTUAL nor BLOCKED', async ({
    page,
    request,
    signedInAs,
  }) => {
    const first = `E2E all A ${randomUUID().slice(0, 6)}`;
    const second = `E2E all B ${randomUUID().slice(0, 6)}`;
    await createTemplate(request, first);
    await createTemplate(request, second);
    const tokens = await signedInAs(DemoUsers.customer);
    await page.goto('/customer/deployment/classifications/classifiers-updates');
    await expect(row(page, first)).toHaveAttribute('data-status', 'MISSING');
    await expect(row(page, second)).toHaveAttribute('data-status', 'MISSING');
    await page.getByTestId('update-all').click();
    await expect(page.getByTestId('snackbar')).toContainText(Messages.updatedSuccessfully);
    await expect(row(page, first)).toHaveAttribute('data-status', 'ACTUAL');
    await expect(row(page, second)).toHaveAttribute('data-status', 'ACTUAL');
    const after = await statuses(request, tokens.accessToken);
    expect(after.filter((s) => s === 'MISSING' || s === 'NOT_ACTUAL' || s === 'DEPRECATED')).toEqual([]);
    if (canUpdateAll(after)) await expect(page.getByTestId('update-all')).toBeEnabled();
    else await expect(page.getByTestId('update-all')).toBeDisabled();
  });

  test("partner view: a partner row's Update All is enabled when it has updates, and updates its customers", async ({
    page,
    request,
    signedInAs,
  }) => {
    await createTemplate(request, `E2E partner ${randomUUID().slice(0, 6)}`);
    await signedInAs(DemoUsers.partner);
    await page.goto('/partner/classifier-updates');
    const harbor = page.locator('[data-testid="tenant-node"][data-name="Harbor IT"]');
    const tailspin = page.locator('[data-testid="tenant-node"][data-name="Tailspin Logistics"]');
    await expect(harbor).toHaveAttribute('data-has-updates', 'true');
    await expect(tailspin).toHaveAttribute('data-has-updates', 'true');
    await expect(page.getByTestId('update-all-tenants')).toBeEnabled();
    await harbor.getByTestId('partner-update-all').click();
    await expect(page.getByTestId('snackbar')).toContainText(Messages.updatedSuccessfully);
    await expect(harbor).toHaveAttribute('data-has-updates', 'false');
    await expect(tailspin).toHaveAttribute('data-has-updates', 'false');
    await expect(harbor.getByTestId('partner-update-all')).toBeDisabled();
    // Contoso (outside Harbor IT) still has its update.
    await expect(page.locator('[data-testid="tenant-node"][data-name="Contoso Health"]')).toHaveAttribute(
      'data-has-updates',
      'true',
    );
  });
});
