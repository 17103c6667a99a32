import { expect, test } from '../support/fixtures';
import { ChangePasswordPage } from '../support/pages/change-password-page';
import { DemoUsers } from '../support/env';

test('a user who must change the password is held on /change-password until done', async ({
  page,
  signInPage,
  shell,
}) => {
  const form = new ChangePasswordPage(page);
  await signInPage.goto();
  await signInPage.signIn(DemoUsers.newhire);
  await form.expectOpen();

  // Every other page leads back here.
  await page.goto('/customer/reports');
  await form.expectOpen();

  await expect(form.submit).toBeDisabled();

  await form.newPassword.fill('abc');
  await expect(page.getByText('Must be at least 6 characters long')).toBeVisible();
  await expect(form.submit).toBeDisabled();

  await form.newPassword.fill('Vigil-new-pass-1');
  await form.confirmPassword.fill('Vigil-new-pass-2');
  await expect(page.getByText('New password and confirm password must match')).toBeVisible();
  await expect(form.submit).toBeDisabled();

  await form.confirmPassword.fill('Vigil-new-pass-1');
  await expect(form.submit).toBeEnabled();
  await form.submit.click();

  await expect(page).toHaveURL(/\/customer\/risk-portal\/data-risks$/);
  await expect(page.getByText('User password was updated successfully')).toBeVisible();
  await shell.expectSignedIn();
});
