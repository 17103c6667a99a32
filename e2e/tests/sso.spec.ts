import { SsoMessages } from '@vigil/contracts';
import { BASE_URL, DemoUsers } from '../support/env';
import { expect, test, type Page } from '../support/fixtures';
import { AuthProvidersPage } from '../support/pages/auth-providers-page';
import { startTestOidcProvider, type TestOidcProvider } from '../support/test-oidc-provider';

/*
 * Single sign-on end to end: a customer's admin connects an OpenID Connect provider (a real
 * oidc-provider started here on loopback) on the Auth Providers page; a person of that customer opens
 * the tenant's single sign-on URL in a fresh browser, signs in at the provider's own login page, and
 * lands in the console signed in. A person of another tenant is refused; the provider is deleted.
 */

const CUSTOMER = DemoUsers.fabrikam;
const STRANGER = DemoUsers.litware;

let idp: TestOidcProvider;

test.beforeAll(async () => {
  idp = await startTestOidcProvider({
    redirectUris: [`${BASE_URL}/sso/callback`],
    accounts: [{ email: CUSTOMER }, { email: STRANGER }],
  });
});
test.afterAll(async () => {
  await idp?.close();
});

/** Opens the single sign-on URL in a browser with no session and signs in at the provider as `email`. */
async function signOnAs(page: Page, ssoUrl: string, email: string): Promise<void> {
  await page.goto(ssoUrl);
  await page.getByRole('link', { name: 'Sign in with Okta' }).click();
  await expect(page.getByRole('heading', { name: 'Test identity provider' })).toBeVisible();
  expect(new URL(page.url()).origin).toBe(idp.issuer);
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

test('a customer connects Okta, its people sign in through it, a stranger is refused', async ({
  page,
  signedInAs,
  browser,
}) => {
  test.setTimeout(90_000);
  await signedInAs(CUSTOMER);
  const providers = new AuthProvidersPage(page);
  await providers.open();

  // Add provider: a client id to correct afterwards, the real secret, the provider's issuer.
  await providers.add({ clientId: 'typo-client-id', clientSecret: idp.clientSecret, url: `${idp.issuer}/` });
  await expect(providers.snackbar).toContainText(SsoMessages.authProviderCreated);
  const row = providers.rows.filter({ hasText: 'typo-client-id' });
  await expect(row).toContainText('Okta');
  await expect(row).toContainText(idp.issuer);

  // Edit: the right client id; the secret left empty keeps the stored one.
  await providers.edit(row, { clientId: idp.clientId });
  await expect(providers.snackbar).toContainText(SsoMessages.authProviderUpdated);
  await expect(providers.rows.filter({ hasText: idp.clientId })).toHaveCount(1);

  const ssoUrl = await providers.ssoUrl.innerText();
  expect(ssoUrl).toMatch(new RegExp(`^${BASE_URL}/single-sign-on\\?tenantId=\\d+$`));

  // A person of the customer, in a browser of their own.
  const person = await browser.newContext();
  const personPage = await person.newPage();
  await signOnAs(personPage, ssoUrl, CUSTOMER);
  await expect(personPage).toHaveURL(/\/customer\/risk-portal\//);
  await expect(personPage.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await expect(personPage.getByTestId('user-name')).toContainText('Farah');
  const stored = await personPage.evaluate(() => ({
    isSso: localStorage.getItem('isSso'),
    providerId: localStorage.getItem('ssoProviderId'),
  }));
  expect(stored.isSso).toBe('true');
  expect(stored.providerId).toMatch(/^\d+$/);
  // The tokens left the address bar and the history.
  expect(personPage.url()).not.toContain('access_token');
  await person.close();

  // A person of another tenant, whom the provider knows too: refused, nothing created.
  const stranger = await browser.newContext();
  const strangerPage = await stranger.newPage();
  await signOnAs(strangerPage, ssoUrl, STRANGER);
  await expect(strangerPage).toHaveURL(/\/sso\/error\?/);
  await expect(strangerPage.getByRole('heading', { name: SsoMessages.errorTitle })).toBeVisible();
  await expect(strangerPage.getByTestId('sso-error')).toHaveText(SsoMessages.unknownUser);
  await stranger.close();

  // Delete: the sign-on page has no providers left.
  await providers.remove(providers.rows.filter({ hasText: idp.clientId }));
  await expect(providers.snackbar).toContainText(SsoMessages.authProviderDeleted);
  await expect(providers.rows.filter({ hasText: idp.clientId })).toHaveCount(0);
  const after = await browser.newContext();
  const afterPage = await after.newPage();
  await afterPage.goto(ssoUrl);
  await expect(afterPage.getByTestId('sso-none')).toHaveText(SsoMessages.noProviders);
  await after.close();
});

test('the single sign-on page of a tenant without providers, and a crafted error link', async ({ page }) => {
  await page.goto('/single-sign-on?tenantId=999999');
  await expect(page.getByTestId('sso-none')).toHaveText(SsoMessages.noProviders);
  await page.goto('/sso/error?error=Call%20us%20on%20%2B1%20555%200100');
  await expect(page.getByTestId('sso-error')).toHaveText(SsoMessages.generic);
});
