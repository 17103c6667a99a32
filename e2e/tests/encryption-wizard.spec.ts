import type { APIRequestContext } from '@playwright/test';
import { formatUsd, Messages, RuleMessages } from '@vigil/contracts';
import { graphql } from '../support/api';
import { DemoUsers } from '../support/env';
import { expect, test, type Page } from '../support/fixtures';

/**
 * The Encryption Wizard with the demo data of Contoso Health (customer@): classifier, decryption
 * allowlist, summary with the forecast, the short-delay question, the confirm guard and the save
 * (spec part 1 §2 "Encryption Wizard", §4 "Encryption wizard").
 */

interface Classifier {
  id: number;
  name: string;
  costUsd: number;
}

interface App {
  id: number;
  humanName: string;
  mightBeShareDataOutside: boolean;
}

interface Totals {
  currentRisk: number;
  reductionRisk: number;
  residualRisk: number;
}

interface Rule {
  id: number;
  isActive: boolean;
  overrideOtherEncryptionRules: boolean;
  triggers: unknown[];
  encryptionSettings: { isEnabled: boolean; delayDays: number; decryptProcesses: { processId: number }[] };
}

async function classifierNamed(request: APIRequestContext, token: string, name: string): Promise<Classifier> {
  const data = await graphql<{ classifiersToEncrypt: { items: Classifier[] } }>(
    request,
    token,
    'classifiersToEncrypt',
    'query classifiersToEncrypt { classifiersToEncrypt(take: 1000) { items { id name costUsd } } }',
  );
  const found = data.classifiersToEncrypt.items.find((c) => c.name === name);
  if (!found) throw new Error(`No classifier ${name} in the demo data`);
  return found;
}

async function apps(request: APIRequestContext, token: string, classifierId: number): Promise<App[]> {
  const data = await graphql<{ processesToSetUpEncryption: App[] }>(
    request,
    token,
    'processesToSetUpEncryption',
    `
      query processesToSetUpEncryption($id: Int!) {
        processesToSetUpEncryption(request: { classifierId: $id }) {
          id
          humanName
          mightBeShareDataOutside
        }
      }
    `,
    { id: classifierId },
  );
  return data.processesToSetUpEncryption;
}

async function totals(request: APIRequestContext, token: string, classifierId: number, days: number) {
  const data = await graphql<{ classifierEncryptionForecastTotals: Totals }>(
    request,
    token,
    'classifierEncryptionForecastTotals',
    `
      query classifierEncryptionForecastTotals($id: Int!, $days: Int!) {
        classifierEncryptionForecastTotals(request: { classifierId: $id, daysSchedule: $days }) {
          currentRisk
          reductionRisk
          residualRisk
        }
      }
    `,
    { id: classifierId, days },
  );
  return data.classifierEncryptionForecastTotals;
}

async function rule(request: APIRequestContext, token: string, classifierId: number): Promise<Rule | null> {
  const data = await graphql<{ ruleByClassifierId: Rule | null }>(
    request,
    token,
    'ruleByClassifierId',
    `
      query ruleByClassifierId($id: Int!) {
        ruleByClassifierId(request: { classifierId: $id }) {
          id
          isActive
          overrideOtherEncryptionRules
          triggers {
            trigger
          }
          encryptionSettings {
            isEnabled
            delayDays
            decryptProcesses {
              processId
            }
          }
        }
      }
    `,
    { id: classifierId },
  );
  return data.ruleByClassifierId;
}

async function expectTotals(page: Page, t: Totals) {
  const dialog = page.getByTestId('app-dialog');
  await expect(dialog.getByTestId('forecast-current')).toHaveText(formatUsd(t.currentRisk));
  await expect(dialog.getByTestId('forecast-reduction')).toHaveText(formatUsd(t.reductionRisk));
  await expect(dialog.getByTestId('forecast-residual')).toHaveText(formatUsd(t.residualRisk));
}

/** The wizard's body is a lazily loaded chunk: wait for it (generously, on a busy machine). */
async function wizardLoaded(page: Page) {
  await expect(
    page.getByTestId('app-dialog').getByRole('link', { name: 'How encryption works' }),
  ).toBeVisible({ timeout: 20_000 });
}

let token: string;

test.beforeEach(async ({ signedInAs }) => {
  token = (await signedInAs(DemoUsers.customer)).accessToken;
});

test('the top bar opens the wizard; a classifier is required before the allowlist', async ({
  page,
  shell,
}) => {
  await page.goto('/customer/risk-portal/data-risks');
  await page.getByRole('button', { name: 'Encryption Wizard' }).click();
  await expect(page).toHaveURL(/dialogType=encryptionWizard/);
  await wizardLoaded(page);
  const dialog = shell.dialog;
  for (const step of ['Classifier', 'Decryption Allowlist', 'Summary'])
    await expect(dialog.getByText(step, { exact: true })).toBeVisible();
  await expect(dialog.getByRole('link', { name: 'How encryption works' })).toHaveAttribute(
    'target',
    '_blank',
  );
  await dialog.getByRole('button', { name: 'Set Up Allowlist' }).click();
  await expect(dialog.getByText(RuleMessages.classifierRequired)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Set Up Allowlist' })).toBeVisible();
});

test('a read-only user finds the wizard disabled from the start, and a link to it says why', async ({
  page,
  shell,
  signedInAs,
}) => {
  await signedInAs(DemoUsers.readonly);
  await page.goto('/customer/risk-portal/data-risks');
  await expect(page.getByRole('button', { name: 'Encryption Wizard' })).toBeDisabled();
  await page.goto('/customer/risk-portal/data-risks?dialogType=encryptionWizard');
  await expect(shell.dialog.getByText(Messages.readOnlyUser)).toBeVisible();
  await expect(shell.dialog.getByRole('button', { name: 'Set Up Allowlist' })).toHaveCount(0);
});

test('pick a classifier, allowlist an app, change the delay, see the API forecast, save the rule', async ({
  page,
  shell,
  request,
}) => {
  const classifier = await classifierNamed(request, token, 'ICD-10 diagnosis codes');
  const before = await rule(request, token, classifier.id);
  const shown = (await apps(request, token, classifier.id)).filter((a) => a.mightBeShareDataOutside);

  await page.goto('/customer/risk-portal/data-risks?dialogType=encryptionWizard');
  await wizardLoaded(page);
  const dialog = shell.dialog;
  await dialog.getByLabel('Classifier').click();
  await page.getByRole('option', { name: new RegExp(classifier.name) }).click();
  await expect(dialog.getByTestId('wizard-classifier-risk')).toContainText(formatUsd(classifier.costUsd));
  await dialog.getByRole('button', { name: 'Set Up Allowlist' }).click();

  // Step 2: the apps that might share data outside, in the API's order, or the empty text.
  let allowed: number | null = null;
  if (shown.length === 0) {
    await expect(dialog.getByTestId('wizard-no-apps')).toHaveText(RuleMessages.noRecentApps);
  } else {
    await expect(dialog.getByTestId('wizard-app')).toHaveCount(shown.length);
    await expect(dialog.getByTestId('wizard-app').first()).toContainText(shown[0]!.humanName);
    const first = dialog.getByRole('switch', { name: `Auto-decryption for ${shown[0]!.humanName}` });
    if (!(await first.isChecked())) await first.check();
    await expect(first).toBeChecked();
    allowed = shown[0]!.id;
  }
  await dialog.getByRole('button', { name: 'Next' }).click();

  // Step 3: delay 30 by default (unless the rule already had encryption on), the chart and the totals.
  const delay = dialog.getByLabel('Encrypt files not accessed for');
  if (!before?.encryptionSettings.isEnabled) await expect(delay).toHaveValue('30');
  await delay.fill('30');
  await expectTotals(page, await totals(request, token, classifier.id, 30));
  // The chart is loaded lazily (a spinner's svg comes first): wait for the chart's own size.
  const chart = dialog.getByTestId('wizard-forecast-chart').locator('svg').first();
  await expect
    .poll(async () => {
      const box = await chart.boundingBox();
      return `${Math.round(box?.width ?? 0)}×${Math.round(box?.height ?? 0)}`;
    })
    .toBe('500×200');
  await delay.fill('005');
  await expect(delay).toHaveValue('5');
  await expectTotals(page, await totals(request, token, classifier.id, 5));
  await delay.fill('12345');
  await expect(delay).toHaveValue('1234');

  // Under 2 days asks first; Cancel saves nothing.
  await delay.fill('1');
  await expectTotals(page, await totals(request, token, classifier.id, 1));
  await dialog.getByRole('button', { name: 'Save Encryption Settings' }).click();
  const ask = page.getByRole('dialog', { name: 'Short encryption delay' });
  await expect(ask).toBeVisible();
  await ask.getByRole('button', { name: 'Cancel' }).click();
  await expect(ask).toBeHidden();
  expect(await rule(request, token, classifier.id)).toEqual(before);

  await dialog.getByRole('button', { name: 'Save Encryption Settings' }).click();
  await ask.getByRole('button', { name: 'Apply New Setting' }).click();
  const guard = page.getByRole('dialog', { name: 'Turn on encryption?' });
  await expect(guard).toContainText(classifier.name);
  await guard.getByRole('button', { name: 'Turn On Encryption' }).click();
  await expect(page.getByText(RuleMessages.encryptionTurnedOn)).toBeVisible();
  await expect(dialog).toBeHidden();

  const saved = await rule(request, token, classifier.id);
  expect(saved?.encryptionSettings.isEnabled).toBe(true);
  expect(saved?.encryptionSettings.delayDays).toBe(1);
  if (allowed !== null)
    expect(saved?.encryptionSettings.decryptProcesses.map((p) => p.processId)).toContain(allowed);
  if (before === null) {
    // Created as the spec says: active, no override, no triggers.
    expect(saved).toMatchObject({ isActive: true, overrideOtherEncryptionRules: false, triggers: [] });
  } else {
    expect(saved?.id).toBe(before.id);
  }
});

test('a preselected classifier is locked; a refused save shows the server message', async ({
  page,
  shell,
  request,
}) => {
  const classifier = await classifierNamed(request, token, 'Payment card numbers');
  const before = await rule(request, token, classifier.id);
  await page.goto(
    `/customer/risk-portal/data-risks?dialogType=encryptionWizard&dialogData=${encodeURIComponent(
      JSON.stringify({ classifierId: classifier.id }),
    )}`,
  );
  await wizardLoaded(page);
  const dialog = shell.dialog;
  const picker = dialog.getByLabel('Classifier');
  await expect(picker).toHaveValue(classifier.name);
  await expect(picker).toBeDisabled();
  await dialog.getByRole('button', { name: 'Set Up Allowlist' }).click();
  await dialog.getByRole('button', { name: 'Next' }).click();
  await expectTotals(
    page,
    await totals(
      request,
      token,
      classifier.id,
      before?.encryptionSettings.isEnabled ? before.encryptionSettings.delayDays : 30,
    ),
  );

  await page.route(/\/graphql\?wizard(Create|Update)Rule/, (route) =>
    route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({ data: null, errors: [{ message: 'Rule store unavailable (test)' }] }),
    }),
  );
  await dialog.getByLabel('Encrypt files not accessed for').fill('45');
  await dialog.getByRole('button', { name: 'Save Encryption Settings' }).click();
  await page
    .getByRole('dialog', { name: 'Turn on encryption?' })
    .getByRole('button', { name: 'Turn On Encryption' })
    .click();
  await expect(page.getByText('Rule store unavailable (test)')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save Encryption Settings' })).toBeVisible();
  expect(await rule(request, token, classifier.id)).toEqual(before);
});
