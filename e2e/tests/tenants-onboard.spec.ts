import { randomUUID } from 'node:crypto';
import { generate } from 'otplib';
import { expect, test } from '../support/fixtures';
import { apiSignIn, graphql } from '../support/api';
import { DemoUsers } from '../support/env';
import { ChangePasswordPage } from '../support/pages/change-password-page';
import { GroupsPage, UsersPage } from '../support/pages/people-pages';
import type { SignInPage } from '../support/pages/sign-in-page';
import { SignUpPage } from '../support/pages/sign-up-page';
import { TenantsPage } from '../support/pages/tenants-page';

test.describe.configure({ mode: 'serial' });

/** Signs in with a password, then sets up the authenticator its account requires and enters a code. */
async function signInWithNewAuthenticator(signInPage: SignInPage, email: string, password: string) {
  await signInPage.goto();
  await signInPage.signIn(email, password);
  await expect(signInPage.qrCode).toBeVisible();
  const key = (await signInPage.totpKey.textContent())?.replace(/\s+/g, '') ?? '';
  await signInPage.enterCode(await generate({ secret: key }));
}

test('a partner signs up through its link, adds a customer with a login; that admin changes the initial password, adds a user and a group', async ({
  page,
  request,
  signInPage,
  shell,
}) => {
  // The whole onboarding of a tenant, three people and two authenticator set-ups: a long journey.
  test.setTimeout(90_000);
  // Northwind's sign-up link may sign up partners (a SysAdmin's setting).
  const partner = await apiSignIn(request, DemoUsers.partner);
  const sys = await apiSignIn(request, DemoUsers.sysadmin);
  const { userInfo } = await graphql<{ userInfo: { tenantId: number } }>(
    request,
    partner.accessToken,
    'userInfo',
    'query userInfo { userInfo { tenantId } }',
  );
  const { partner2 } = await graphql<{ partner2: { partnerKey: string } }>(
    request,
    partner.accessToken,
    'partner2',
    'query partner2($id: Int!) { partner2(request: { id: $id }) { partnerKey } }',
    { id: userInfo.tenantId },
  );
  await graphql(
    request,
    sys.accessToken,
    'updatePartner2',
    'mutation updatePartner2($id: Int!) { updatePartner2(request: { id: $id, canSignUpNewPartners: true }) { id } }',
    { id: userInfo.tenantId },
  );

  const run = randomUUID().slice(0, 8);
  const newPartner = {
    name: `Signal Hill IT ${run}`,
    email: `owner-${run}@signalhill.test`,
    password: `Harbor-lantern-${run}`,
  };

  // 1. Signed out, the visitor opens the partner sign-up page (not sent to sign-in).
  const signUp = new SignUpPage(page);
  await signUp.gotoPartner(partner2.partnerKey);
  await signUp.submit.click();
  await expect(page.getByText('Phone number is required')).toBeVisible();
  await signUp.firstName.fill('Olive');
  await signUp.lastName.fill('Owner');
  await signUp.businessName.fill(newPartner.name);
  await signUp.email.fill(newPartner.email);
  await signUp.password.fill(newPartner.password);
  await signUp.phone.fill('+1555');
  await signUp.submit.click();
  await expect(page.getByText('Phone number is not valid')).toBeVisible();
  await signUp.phone.fill('+15555550123');
  await signUp.submit.click();
  await expect(page).toHaveURL(/\/auth\/sign-in$/);
  await expect(page.getByText('Partner was created successfully')).toBeVisible();

  // 2. The new partner signs in (two-step sign-in from the first time) and lands on its Tenants page.
  await signInWithNewAuthenticator(signInPage, newPartner.email, newPartner.password);
  await expect(page).toHaveURL(/\/partner$/);
  await shell.expectSignedIn();
  const tenants = new TenantsPage(page);
  await expect(page.getByText('0 tenants')).toBeVisible();
  // It may not sign up partners itself: only the customer link shows.
  await expect(page.getByTestId('customer-sign-up-url')).toBeVisible();
  await expect(page.getByTestId('partner-sign-up-url')).toHaveCount(0);

  // 3. It adds a customer with a login.
  const admin = {
    name: `Quarry Dental ${run}`,
    email: `admin-${run}@quarrydental.test`,
    firstName: 'Quinn',
    lastName: 'Admin',
    password: `Initial-cobalt-${run}`,
  };
  await tenants.addCustomer.click();
  await tenants.submit.click();
  await expect(tenants.dialog.getByText('Company name is required')).toBeVisible();
  await page.keyboard.press('Escape');
  await tenants.createCustomer(admin);
  await expect(page.getByText('Customer was created successfully')).toBeVisible();
  await expect(tenants.dialog).toBeHidden();
  await expect(tenants.row(admin.name)).toBeVisible();
  await expect(tenants.row(admin.name)).toContainText('Customer');

  // 4. The customer's admin signs in, must change the initial password, then reaches its console.
  await shell.logoutButton.click();
  await expect(page).toHaveURL(/\/auth\/sign-in/);
  await signInWithNewAuthenticator(signInPage, admin.email, admin.password);
  const changePassword = new ChangePasswordPage(page);
  await changePassword.expectOpen();
  const newPassword = `Chosen-walnut-${run}`;
  await changePassword.fillIn(admin.password, newPassword);
  await changePassword.submit.click();
  await expect(page).toHaveURL(/\/customer\/risk-portal\/data-risks$/);
  await expect(page.getByText('User password was updated successfully')).toBeVisible();
  await shell.expectSignedIn();

  // 5. In its new tenant, the admin adds a user through the wizard, then a group holding that user.
  const users = new UsersPage(page);
  await users.openFromSettingsMenu();
  await expect(users.row(admin.email)).toContainText('Primary admin');
  await users.addUser.click();
  const hire = `rita-${run}@quarrydental.test`;
  expect(await users.createUser({ firstName: 'Rita', lastName: 'Hire', email: hire })).toMatch(
    /^[A-Za-z0-9]{8}$/,
  );
  await expect(page.getByText('User was created successfully')).toBeVisible();
  await users.dialog.getByRole('button', { name: 'Done' }).click();
  await expect(users.dialog).toBeHidden();
  await expect(users.row(hire)).toContainText('Must change password');

  const groups = new GroupsPage(page);
  await groups.openFromSettingsMenu();
  await groups.create('Front desk', 'Reception laptops and staff');
  await expect(page.getByText('Group was created successfully')).toBeVisible();
  // The message sits bottom right, where the next dialog's buttons open: the admin closes it.
  await page.getByTestId('snackbar').getByRole('button', { name: 'Close' }).click();
  await expect(page.getByTestId('snackbar')).toBeHidden();
  await groups.row('Front desk').getByTestId('row-add-users').click();
  await groups.pick('add-users-picker', hire);
  await groups.dialog.getByTestId('add-users-submit').click();
  await expect(page.getByText('Users added to group successfully')).toBeVisible();
  await expect(groups.row('Front desk')).toContainText('1 user');
});
