import { formatUsd } from '@vigil/contracts';
import { DemoUsers } from '../support/env';
import { expect, test, type Page } from '../support/fixtures';

/**
 * Tutorials (spec part 1 §2 "Shell widgets", "Tutorials"; part 2 §4, §9): the drawer, each guided
 * tutorial run to its end on the real pages of Contoso Health (customer@), the completed marks, and
 * the stored start (older than 5 s discarded; a missing target given up after 50 × 100 ms).
 */

const STORAGE_KEY = 'vigil.tutorials';

// Generous: a tutorial is many steps, and the machines that run this are shared.
test.describe.configure({ timeout: 240_000 });

function popover(page: Page) {
  return page.getByTestId('tutorial-popover');
}

async function openDrawer(page: Page) {
  await page.getByRole('button', { name: 'Tutorials', exact: true }).click();
  const drawer = page.getByTestId('tutorials-drawer');
  await expect(drawer).toBeVisible();
  return drawer;
}

async function showMe(page: Page, title: string) {
  const drawer = await openDrawer(page);
  await drawer.getByRole('article', { name: title }).getByRole('button', { name: 'Show me' }).click();
  await expect(drawer).toBeHidden();
}

/** The popover shows step `n` of `total` titled `title` (its target found on the page). */
async function expectStep(page: Page, n: number, total: number, title: string) {
  const p = popover(page);
  await expect(p.getByTestId('tutorial-step-count')).toHaveText(`Step ${n} of ${total}`, { timeout: 15_000 });
  await expect(p.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByTestId('tutorial-spotlight')).toBeVisible();
}

async function next(page: Page) {
  await popover(page).getByRole('button', { name: 'Next', exact: true }).click();
}

/** A step that needs a click or a value: Next (or Finish) waits for it. */
async function expectWaiting(page: Page, button: 'Next' | 'Finish') {
  await expect(popover(page).getByTestId('tutorial-requirement')).toBeVisible();
  await expect(popover(page).getByRole('button', { name: button, exact: true })).toBeDisabled();
}

async function finishAndExpectCompleted(
  page: Page,
  title: string,
  id: string,
  beforeDrawer?: () => Promise<void>,
) {
  await popover(page).getByRole('button', { name: 'Finish' }).click();
  await expect(popover(page)).toBeHidden();
  await expect(page.getByTestId('tutorial-spotlight')).toBeHidden();
  const stored = await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEY);
  await beforeDrawer?.();
  expect(JSON.parse(stored ?? '{}')).toMatchObject({
    tutorialToStart: null,
    completed: expect.arrayContaining([id]),
  });
  const drawer = await openDrawer(page);
  await expect(drawer.getByRole('article', { name: title }).getByTestId('tutorial-completed')).toHaveText(
    'Completed',
  );
  await drawer.getByRole('button', { name: 'Close tutorials' }).click();
}

test.beforeEach(async ({ signedInAs }) => {
  await signedInAs(DemoUsers.customer);
});

test('the drawer lists the four tutorials with a preview and Show me, none completed yet', async ({
  page,
}) => {
  await page.goto('/customer/risk-portal/data-risks');
  // The help menu opens the same drawer as the top bar's button.
  await page.getByRole('button', { name: 'Help' }).click();
  await page.getByRole('menuitem', { name: 'Tutorials' }).click();
  const drawer = page.getByTestId('tutorials-drawer');
  await expect(drawer).toBeVisible();
  const cards = drawer.getByTestId('tutorial-card');
  await expect(cards).toHaveCount(4);
  for (const title of [
    'Deploy for Windows',
    'Deploy for macOS',
    'Encrypt sensitive files',
    'Allowlist applications',
  ]) {
    const card = drawer.getByRole('article', { name: title });
    await expect(card.getByRole('heading', { name: title })).toBeVisible();
    await expect(card.locator('svg').first()).toBeVisible();
    await expect(card.getByRole('button', { name: 'Show me' })).toBeVisible();
  }
  await expect(drawer.getByTestId('tutorial-completed')).toHaveCount(0);
});

test('Deploy for Windows runs on Installation to the Devices list and is marked completed', async ({
  page,
}) => {
  await page.goto('/customer/risk-portal/data-risks');
  await showMe(page, 'Deploy for Windows');
  await expect(page).toHaveURL(/\/customer\/deployment\/devices\/common-installation$/);
  await expectStep(page, 1, 5, 'Your install key');
  await expect(popover(page).getByRole('button', { name: 'Back' })).toHaveCount(0);
  await next(page);
  await expectStep(page, 2, 5, 'Download the Windows package');
  // Back and forth: the step index moves both ways.
  await popover(page).getByRole('button', { name: 'Back' }).click();
  await expectStep(page, 1, 5, 'Your install key');
  await next(page);
  await expectStep(page, 2, 5, 'Download the Windows package');
  await next(page);
  await expectStep(page, 3, 5, 'Install silently');
  await next(page);
  await expectStep(page, 4, 5, 'Keep the uninstall key safe');
  await next(page);
  await expectStep(page, 5, 5, 'See your devices');
  await expectWaiting(page, 'Finish');
  await page.getByRole('tab', { name: 'Devices', exact: true }).click();
  await expect(page).toHaveURL(/\/customer\/deployment\/devices\/default$/);
  await finishAndExpectCompleted(page, 'Deploy for Windows', 'deploy-windows');
});

test('Deploy for macOS runs to its end and is marked completed', async ({ page }) => {
  await page.goto('/customer/reports');
  await showMe(page, 'Deploy for macOS');
  await expect(page).toHaveURL(/\/customer\/deployment\/devices\/common-installation$/);
  const titles = [
    'Your install key',
    'One Mac: the shell installer',
    'Many Macs: the MDM script',
    'Commands for Terminal',
    'Step-by-step guides',
  ];
  for (const [i, title] of titles.entries()) {
    await expectStep(page, i + 1, 6, title);
    await next(page);
  }
  await expectStep(page, 6, 6, 'See your devices');
  await expectWaiting(page, 'Finish');
  await page.getByRole('tab', { name: 'Devices', exact: true }).click();
  await finishAndExpectCompleted(page, 'Deploy for macOS', 'deploy-macos');
});

test('Encrypt sensitive files runs through the Encryption Wizard without saving, and is marked completed', async ({
  page,
  shell,
}) => {
  await page.goto('/customer/risk-portal/data-risks');
  await showMe(page, 'Encrypt sensitive files');
  await expect(page).toHaveURL(/\/customer\/deployment\/classifications\/default$/);
  await expectStep(page, 1, 7, 'Open the Encryption Wizard');
  await expectWaiting(page, 'Next');
  await page.getByRole('button', { name: 'Encryption Wizard' }).click();
  await next(page);

  const dialog = shell.dialog;
  await expectStep(page, 2, 7, 'Choose a classifier');
  await expectWaiting(page, 'Next');
  await dialog.getByLabel('Classifier').click();
  await page.getByRole('option').first().click();
  await expect(dialog.getByTestId('wizard-classifier-risk')).toBeVisible();
  await next(page);

  await expectStep(page, 3, 7, 'Go on to the allowlist');
  await expectWaiting(page, 'Next');
  await dialog.getByRole('button', { name: 'Set Up Allowlist' }).click();
  await next(page);

  await expectStep(page, 4, 7, 'Applications that decrypt');
  await next(page);

  await expectStep(page, 5, 7, 'Go on to the summary');
  await expectWaiting(page, 'Next');
  await dialog.getByRole('button', { name: 'Next', exact: true }).click();
  await next(page);

  // The delay comes filled in (30 days): the value the step asks for is there.
  await expectStep(page, 6, 7, 'The encryption delay');
  await expect(dialog.getByLabel('Encrypt files not accessed for')).toHaveValue('30');
  await next(page);

  await expectStep(page, 7, 7, 'Turn encryption on');
  await expect(dialog.getByRole('button', { name: 'Save Encryption Settings' })).toBeVisible();
  await finishAndExpectCompleted(page, 'Encrypt sensitive files', 'encrypt-files', async () => {
    // The tutorial saved nothing: the wizard is still open on its summary; Escape closes it.
    await expect(dialog.getByRole('button', { name: 'Save Encryption Settings' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });
});

test('Allowlist applications runs on By Application to a search and is marked completed', async ({
  page,
}) => {
  await page.goto('/customer/risk-portal/data-risks');
  await showMe(page, 'Allowlist applications');
  await expect(page).toHaveURL(/\/customer\/deployment\/allowlist\/by-application$/);
  for (const [i, title] of [
    'Applications on your devices',
    'Application type',
    'Auto decryption',
    'Upload permission',
  ].entries()) {
    await expectStep(page, i + 1, 5, title);
    await next(page);
  }
  await expectStep(page, 5, 5, 'Find an application');
  await expectWaiting(page, 'Finish');
  await page.getByRole('textbox', { name: 'Search applications' }).fill('a');
  await finishAndExpectCompleted(page, 'Allowlist applications', 'allowlist-apps');
});

/**
 * The page's clock stands still here, so that "fresh" does not depend on how long this machine
 * takes to load the console: only the stored timestamps differ.
 */
test('a stored start runs when fresh, is discarded when older than 5 seconds, and End stops the tour', async ({
  page,
}) => {
  const now = Date.now();
  await page.clock.setFixedTime(now);
  const store = (state: object) =>
    page.evaluate(([key, value]) => localStorage.setItem(key, value), [
      STORAGE_KEY,
      JSON.stringify(state),
    ] as const);
  const stored = async () =>
    JSON.parse((await page.evaluate((k) => localStorage.getItem(k), STORAGE_KEY)) ?? '{}') as object;
  const loaded = () => expect(page.getByTestId('installation-customer')).toBeVisible({ timeout: 30_000 });

  await page.goto('/customer/deployment/devices/common-installation');
  await loaded();
  await store({ tutorialToStart: 'deploy-windows', stepIndex: 2, timestamp: now - 5_001, completed: [] });
  await page.reload();
  await loaded();
  await expect.poll(stored).toMatchObject({ tutorialToStart: null, timestamp: null });
  await expect(popover(page)).toHaveCount(0);

  await store({ tutorialToStart: 'deploy-windows', stepIndex: 2, timestamp: now - 4_000, completed: [] });
  await page.reload();
  await expectStep(page, 3, 5, 'Install silently');
  await popover(page).getByRole('button', { name: 'End', exact: true }).click();
  await expect(popover(page)).toHaveCount(0);
  expect(await stored()).toMatchObject({ tutorialToStart: null });
  await page.reload();
  await loaded();
  await expect(popover(page)).toHaveCount(0);
});

test('a step whose target never appears says so after the wait and offers to end', async ({ page }) => {
  const now = Date.now();
  await page.clock.setFixedTime(now);
  await page.goto('/customer/deployment/classifications/default');
  await expect(page.getByRole('button', { name: 'Encryption Wizard' })).toBeVisible({ timeout: 30_000 });
  // Step 2 of Encrypt sensitive files is in the wizard, which is not open.
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [
    STORAGE_KEY,
    JSON.stringify({ tutorialToStart: 'encrypt-files', stepIndex: 1, timestamp: now, completed: [] }),
  ] as const);
  await page.reload();
  // Shown once the 50 tries of 100 ms are over (the wait itself: find-target.test.ts).
  await expect(popover(page).getByTestId('tutorial-missing')).toBeVisible({ timeout: 60_000 });
  await expect(popover(page).getByTestId('tutorial-step-count')).toHaveText('Step 2 of 7');
  await popover(page).getByRole('button', { name: 'End tutorial', exact: true }).click();
  await expect(popover(page)).toHaveCount(0);
});

test('the tutorials button is on customer pages only', async ({ page, signedInAs }) => {
  await page.goto('/customer/risk-portal/data-risks');
  await expect(page.getByRole('button', { name: 'Tutorials', exact: true })).toBeVisible();
  await signedInAs(DemoUsers.sysadmin);
  await page.goto('/admin/tenants');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tutorials', exact: true })).toHaveCount(0);
  await page.getByRole('button', { name: 'Help' }).click();
  await expect(page.getByRole('menuitem', { name: 'Support' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Tutorials' })).toHaveCount(0);
});

test.describe('back-office navigation', () => {
  test('the settings menu reaches Template Classifiers, Regulations and Change History', async ({
    page,
    signedInAs,
    shell,
  }) => {
    await signedInAs(DemoUsers.sysadmin);
    await page.goto('/admin/tenants');
    // The spec's top tabs are unchanged.
    await expect(shell.tab('Tenants')).toBeVisible();
    for (const [label, path] of [
      ['Template Classifiers', 'template-classifiers'],
      ['Regulations', 'regulations'],
      ['Change History', 'change-history'],
    ] as const) {
      await page.getByRole('button', { name: 'Settings', exact: true }).click();
      const menu = page.getByRole('menu');
      await expect(menu.getByText('Library', { exact: true })).toBeVisible();
      await menu.getByRole('menuitem', { name: label, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/admin/${path}$`));
      await expect(page.getByRole('heading', { level: 1, name: label })).toBeVisible({ timeout: 30_000 });
    }
  });
});

test.describe('ui-showcase', () => {
  test('renders the palette, typography and number formats without a session', async ({ page }) => {
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.goto('/ui-showcase');
    await expect(page.getByRole('heading', { level: 1, name: 'UI Showcase' })).toBeVisible({
      timeout: 30_000,
    });
    for (const section of ['Palette', 'Typography', 'Number formats', 'Buttons, chips and status'])
      await expect(page.getByRole('region', { name: section })).toBeVisible();
    await expect(page.getByTestId('swatch').first()).toBeVisible();
    const money = page.getByRole('table', { name: 'Money formats' });
    for (const value of [842.4, 2_450_000, 987_654_321])
      await expect(money.getByText(formatUsd(value), { exact: true })).toBeVisible();
    await expect(
      page.getByRole('table', { name: 'Date formats' }).getByText('26.11.2026', { exact: true }),
    ).toBeVisible();
  });
});
