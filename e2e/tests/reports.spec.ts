import fs from 'node:fs/promises';
import { expect, test } from '../support/fixtures';
import { DemoUsers } from '../support/env';

test.describe('reports', () => {
  test('a customer admin generates an executive summary, sees it go READY, downloads it and deletes it', async ({
    page,
    signedInAs,
  }) => {
    test.setTimeout(60_000);
    await signedInAs(DemoUsers.customer);
    await page.goto('/customer/reports');
    await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
    await expect(page.getByTestId('last-accessed-report')).toHaveCount(0);

    await page.getByTestId('generate-EXECUTIVE_SUMMARY').click();
    await expect(page.getByText('The report will be ready within minutes.')).toBeVisible();
    const rows = page.getByTestId('report-row').filter({ hasText: 'Executive Summary' });
    const row = rows.first();
    const name = (await row.getByRole('cell').nth(1).textContent())?.trim() ?? '';
    expect(name).toMatch(/^Executive Summary \d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    const download = row.getByTestId('report-download');
    const status = row.getByTestId('report-status');
    // Download waits for READY; the page looks again by itself while a report is pending.
    await expect(status).toHaveText(/Pending|Ready/);
    if ((await status.textContent()) === 'Pending') await expect(download).toBeDisabled();
    await expect(status).toHaveText('Ready', { timeout: 30_000 });
    await expect(download).toBeEnabled();
    await page.screenshot({ path: test.info().outputPath('reports.png'), fullPage: true });

    const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
    expect(file.suggestedFilename()).toMatch(/^executive-summary-.*\.pdf$/);
    const bytes = await fs.readFile((await file.path()) ?? '');
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    expect(bytes.length).toBeGreaterThan(2000);

    // Search narrows to the report; select it and delete it.
    await page.getByRole('textbox', { name: 'Search reports' }).fill(name);
    await expect(page.getByTestId('report-row')).toHaveCount(1);
    await page.getByTestId('report-row').first().getByRole('checkbox').check();
    await page.getByTestId('delete-reports').click();
    await page.getByTestId('confirm-button').click();
    await expect(page.getByText('Reports has been deleted successfully!')).toBeVisible();
    await expect(page.getByTestId('report-row')).toHaveCount(0);
  });

  test('Schedule Reports keeps the choice, and goes back to No Scheduled Reports', async ({
    page,
    signedInAs,
  }) => {
    await signedInAs(DemoUsers.customer);
    await page.goto('/customer/reports');
    await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible({ timeout: 15_000 });
    const none = page.getByRole('radio', { name: 'No Scheduled Reports' });
    await expect(none).toBeChecked({ timeout: 15_000 });
    await page.getByRole('radio', { name: 'Quarterly' }).check();
    await expect(page.getByText('Updated successfully')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('radio', { name: 'Quarterly' })).toBeChecked({ timeout: 15_000 });
    await none.check();
    await expect(none).toBeChecked();
    await page.reload();
    await expect(page.getByRole('radio', { name: 'No Scheduled Reports' })).toBeChecked({ timeout: 15_000 });
  });
});
