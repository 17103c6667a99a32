import { expect, test } from '../support/fixtures';
import { ChangePasswordPage } from '../support/pages/change-password-page';
import { DEMO_PASSWORD, DemoUsers } from '../support/env';

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
  // The current password is asked for too, even at the forced change.
  await expect(form.submit).toBeDisabled();

  // A wrong current password is refused under its field, and nothing changes.
  await form.currentPassword.fill('not-my-password');
  await expect(form.submit).toBeEnabled();
  await form.submit.click();
  await expect(page.getByText('The current password is not correct.')).toBeVisible();
  await form.expectOpen();

  // A password that is easy to guess is refused under the new password.
  await form.fillIn(DEMO_PASSWORD, 'password');
  await form.submit.click();
  await expect(page.getByText(/This password is too easy to guess/)).toBeVisible();
  await form.expectOpen();

  await form.fillIn(DEMO_PASSWORD, 'Vigil-new-pass-1');
  await form.submit.click();

  await expect(page).toHaveURL(/\/customer\/risk-portal\/data-risks$/);
  await expect(page.getByText('User password was updated successfully')).toBeVisible();
  await shell.expectSignedIn();
});
