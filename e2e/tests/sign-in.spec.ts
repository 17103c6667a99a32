import { generate } from 'otplib';
import { expect, test } from '../support/fixtures';
import { DemoUsers } from '../support/env';

test.describe.configure({ mode: 'serial' });

test.describe('sign-in', () => {
  test('a wrong password reads Invalid Credentials on the email field', async ({ signInPage }) => {
    await signInPage.goto();
    await expect(signInPage.keepMeLoggedIn).toBeChecked();
    await signInPage.signIn(DemoUsers.customer, 'not-the-password');
    await expect(signInPage.fieldError(signInPage.email)).toHaveText('Invalid Credentials');
    await expect(signInPage.page).toHaveURL(/\/auth\/sign-in$/);
  });

  test('a wrong verification code reads Invalid verification code', async ({ signInPage }) => {
    await signInPage.goto();
    await signInPage.signIn(DemoUsers.totp);
    await expect(signInPage.code).toBeVisible();
    await signInPage.enterCode('000000');
    await expect(signInPage.fieldError(signInPage.code)).toHaveText('Invalid verification code');
  });

  test('first use of two-step sign-in shows the QR code and key; a code from the key signs in', async ({
    signInPage,
    shell,
  }) => {
    await signInPage.goto();
    await signInPage.signIn(DemoUsers.totp);
    await expect(signInPage.qrCode).toBeVisible();
    await expect(signInPage.page.getByRole('link', { name: /User manual/ })).toBeVisible();
    const key = (await signInPage.totpKey.textContent())?.replace(/\s+/g, '') ?? '';
    expect(key).toMatch(/^[A-Z2-7]{16,}$/);
    await signInPage.enterCode(await generate({ secret: key }));
    await expect(signInPage.page).toHaveURL(/\/customer\/risk-portal\/data-risks$/);
    await shell.expectSignedIn();
  });

  test('a deep link opened signed out returns there after sign-in', async ({ page, signInPage, shell }) => {
    const deepLink = '/customer/data-explorer/activity-log';
    await page.goto(deepLink);
    await expect(page).toHaveURL(`/auth/sign-in?returnUrl=${encodeURIComponent(deepLink)}`);
    await signInPage.signIn(DemoUsers.customer);
    await expect(page).toHaveURL(deepLink);
    await shell.expectSignedIn();
    await expect(page.getByRole('heading', { name: 'Activity Log', level: 1 })).toBeVisible();
  });

  test('signed-in users visiting the auth area go home', async ({ page, signedInAs }) => {
    await signedInAs(DemoUsers.customer);
    await page.goto('/auth');
    await expect(page).toHaveURL(/\/customer\/risk-portal\/data-risks$/);
  });
});
