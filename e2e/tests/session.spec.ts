import { SignJWT } from 'jose';
import { expect, test } from '../support/fixtures';
import { apiSignIn, decodeClaims, graphql } from '../support/api';
import { DemoUsers, E2E_JWT_SECRET } from '../support/env';
import { storedTokens } from '../support/session';

async function expiredCopyOf(accessToken: string): Promise<string> {
  const claims = decodeClaims(accessToken);
  const now = Math.floor(Date.now() / 1000);
  // The same session (sid): only the expiry differs, so the refresh is what renews it.
  return new SignJWT({ tid: claims.tid, sid: claims.sid })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.sub))
    .setIssuer('vigil')
    .setAudience('vigil-api')
    .setIssuedAt(now - 3600)
    .setExpirationTime(now - 60)
    .sign(new TextEncoder().encode(E2E_JWT_SECRET));
}

test('an expired access token is renewed once, transparently', async ({ page, signedInAs, shell }) => {
  const tokens = await signedInAs(DemoUsers.partner);
  await page.goto('/partner');
  await shell.expectSignedIn();

  const expired = await expiredCopyOf(tokens.accessToken);
  await page.evaluate((t) => localStorage.setItem('accessToken', t), expired);

  const refreshes: string[] = [];
  const unauthorized: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/Login/refresh')) refreshes.push(r.url());
  });
  page.on('response', (r) => {
    if (r.status() === 401) unauthorized.push(r.url());
  });

  // Opening the dropdown sends its queries with the expired token.
  await shell.openTenantDropdown();
  await expect(shell.tenantOptions.filter({ hasText: 'Contoso Health' })).toBeVisible();

  expect(unauthorized.length).toBeGreaterThanOrEqual(1);
  expect(refreshes).toHaveLength(1);
  await expect(page).toHaveURL(/\/partner$/);
  const stored = await storedTokens(page);
  expect(stored.accessToken).toBeTruthy();
  expect(stored.accessToken).not.toBe(expired);
  expect(decodeClaims(stored.accessToken ?? '').exp).toBeGreaterThan(Date.now() / 1000);
});

test('an expired session without a refresh token goes to sign-in with returnUrl', async ({
  page,
  signedInAs,
  shell,
}) => {
  const tokens = await signedInAs(DemoUsers.customer);
  await page.goto('/customer/reports');
  await shell.expectSignedIn();
  const expired = await expiredCopyOf(tokens.accessToken);
  await page.evaluate((t) => {
    localStorage.setItem('accessToken', t);
    localStorage.removeItem('refreshToken');
  }, expired);
  await page.reload();
  await expect(page).toHaveURL(`/auth/sign-in?returnUrl=${encodeURIComponent('/customer/reports')}`);
});

test('logout clears the session and protected pages go to sign-in', async ({ page, signedInAs, shell }) => {
  await signedInAs(DemoUsers.customer);
  await page.goto('/customer/risk-portal');
  await shell.expectSignedIn();
  await shell.logoutButton.click();
  await expect(page).toHaveURL(/\/auth\/sign-in$/);
  expect(await storedTokens(page)).toEqual({ accessToken: null, refreshToken: null });

  await page.goto('/customer/reports');
  await expect(page).toHaveURL(`/auth/sign-in?returnUrl=${encodeURIComponent('/customer/reports')}`);
});

test('a sign-in token opens a session and lands on returnUrl', async ({ page, request, shell }) => {
  const tokens = await apiSignIn(request, DemoUsers.customer);
  const { createSignInToken } = await graphql<{ createSignInToken: { signInToken: string } }>(
    request,
    tokens.accessToken,
    'createSignInToken',
    'mutation createSignInToken { createSignInToken { signInToken expiresAt } }',
  );
  const returnUrl = '/customer/reports';
  await page.goto(
    `/auth/sign-in-by-token?signInToken=${encodeURIComponent(createSignInToken.signInToken)}&returnUrl=${encodeURIComponent(returnUrl)}`,
  );
  await expect(page).toHaveURL(returnUrl);
  await shell.expectSignedIn();
  expect((await storedTokens(page)).accessToken).toBeTruthy();
});

test('sign-in-by-token without a token goes to sign-in', async ({ page }) => {
  await page.goto('/auth/sign-in-by-token');
  await expect(page).toHaveURL(/\/auth\/sign-in$/);
});
