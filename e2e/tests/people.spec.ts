import { randomUUID } from 'node:crypto';
import { expect, test } from '../support/fixtures';
import { graphql } from '../support/api';
import { DemoUsers } from '../support/env';
import { ChangePasswordPage } from '../support/pages/change-password-page';
import { GroupsPage, UsersPage } from '../support/pages/people-pages';

const GROUP = `query group($id: Int!) { group(request: { id: $id }) { id name users { email } devices { id name } } }`;
const GROUPS = `query groups($where: GroupFilterInput) { groups(where: $where) { items { id name } } }`;
const DEVICES = `query devices { devices(take: 1, where: { isArchived: { eq: false } }, order: [{ name: ASC }]) { items { id name } } }`;

test.describe('people: users and groups', () => {
  test('a customer admin adds a user through the wizard; the user signs in with the temporary password and must change it', async ({
    page,
    browser,
    signedInAs,
  }) => {
    await signedInAs(DemoUsers.customer);
    await page.goto('/customer/risk-portal');
    const users = new UsersPage(page);
    await users.openFromSettingsMenu();
    await expect(page).toHaveURL(/\/customer\/users$/);

    // Delete is disabled while nothing is selected, and while the admin's own account is.
    await expect(users.deleteSelected).toBeDisabled();
    await users.selectRow(DemoUsers.customer);
    await expect(users.deleteSelected).toBeDisabled();
    await users.row(DemoUsers.customer).getByRole('checkbox').uncheck();
    // Set primary admin waits for another admin to be chosen.
    await expect(users.setPrimaryAdmin).toBeDisabled();

    await users.addUser.click();
    await expect(users.dialog.getByRole('heading', { name: 'New User Wizard' })).toBeVisible();
    await expect(users.dialog.getByText('Account information')).toBeVisible();
    // The rules of the form: required fields, email format.
    await users.dialog.getByTestId('new-user-submit').click();
    await expect(users.dialog.getByText('Email address is required')).toBeVisible();
    await users.dialog.getByTestId('new-user-email').fill('not-an-email');
    await users.dialog.getByTestId('new-user-submit').click();
    await expect(users.dialog.getByText('Invalid Email value')).toBeVisible();

    const email = `grace-${randomUUID().slice(0, 8)}@contoso.example`;
    const temporary = await users.createUser({ firstName: 'Grace', lastName: 'Hopper', email });
    expect(temporary).toMatch(/^[A-Za-z0-9]{8}$/);
    await expect(page.getByText('User was created successfully')).toBeVisible();
    await expect(users.dialog.getByTestId('new-user-confirmed-email')).toHaveText(email);

    // Create another user goes back to an empty Account information.
    await users.dialog.getByTestId('create-another-user').click();
    await expect(users.dialog.getByTestId('new-user-email')).toHaveValue('');
    await users.dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(users.dialog).toBeHidden();
    await expect(users.row(email)).toContainText('Must change password');

    // The new user signs in with the temporary password, in a browser of their own.
    const context = await browser.newContext();
    const theirs = await context.newPage();
    await theirs.goto('/auth/sign-in');
    await theirs.getByLabel('Email').fill(email);
    await theirs.getByLabel('Password', { exact: true }).fill(temporary);
    await theirs.getByRole('button', { name: 'Submit' }).click();
    const form = new ChangePasswordPage(theirs);
    await form.expectOpen();
    // Nothing else opens until the password is changed.
    await theirs.goto('/customer/reports');
    await form.expectOpen();
    await form.fillIn(temporary, 'Grace-brand-new-42');
    await form.submit.click();
    await expect(theirs).toHaveURL(/\/customer\/risk-portal\/data-risks$/);
    await expect(theirs.getByText('User password was updated successfully')).toBeVisible();
    await context.close();

    await page.reload();
    await expect(users.row(email)).not.toContainText('Must change password');
    await expect(users.row(email)).not.toContainText('Never');
  });

  test('the admin creates a group and adds a user and a device to it', async ({
    page,
    request,
    signedInAs,
  }) => {
    const tokens = await signedInAs(DemoUsers.customer);
    const device = (
      await graphql<{ devices: { items: { id: number; name: string }[] } }>(
        request,
        tokens.accessToken,
        'devices',
        DEVICES,
      )
    ).devices.items[0];
    if (!device) throw new Error('the demo customer has no device');

    await page.goto('/customer/risk-portal');
    const groups = new GroupsPage(page);
    await groups.openFromSettingsMenu();
    await expect(page).toHaveURL(/\/customer\/groups$/);
    const name = `Finance ${randomUUID().slice(0, 6)}`;
    await groups.create(name, 'People and laptops that handle payroll');
    await expect(page.getByText('Group was created successfully')).toBeVisible();
    await expect(groups.row(name)).toContainText('0 users');

    await groups.row(name).getByTestId('row-add-users').click();
    await expect(groups.dialog.getByRole('heading', { name: 'Add Users to Group' })).toBeVisible();
    await groups.pick('add-users-picker', DemoUsers.readonly);
    await groups.dialog.getByTestId('add-users-submit').click();
    await expect(page.getByText('Users added to group successfully')).toBeVisible();
    await expect(groups.row(name)).toContainText('1 user');

    await groups.row(name).getByTestId('row-add-devices').click();
    await expect(groups.dialog.getByRole('heading', { name: 'Add Devices to Group' })).toBeVisible();
    await groups.pick('add-devices-picker', device.name);
    await groups.dialog.getByTestId('add-devices-submit').click();
    await expect(page.getByText('Devices added to group successfully')).toBeVisible();
    await expect(groups.row(name)).toContainText('1 device');

    // The group page: users and devices tabs, Back.
    await groups.row(name).getByTestId('group-link').click();
    await expect(page).toHaveURL(/\/customer\/group\/\d+\/users$/);
    await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
    await expect(page.getByTestId('group-users-row')).toHaveText([DemoUsers.readonly]);
    await page.getByTestId('group-tab-devices').click();
    await expect(page).toHaveURL(/\/customer\/group\/\d+\/devices$/);
    await expect(page.getByTestId('group-devices-row')).toHaveText([device.name]);

    // What the server holds.
    const found = await graphql<{ groups: { items: { id: number; name: string }[] } }>(
      request,
      tokens.accessToken,
      'groups',
      GROUPS,
      { where: { name: { eq: name } } },
    );
    const id = found.groups.items[0]?.id ?? 0;
    const stored = await graphql<{ group: { users: { email: string }[]; devices: { id: number }[] } }>(
      request,
      tokens.accessToken,
      'group',
      GROUP,
      { id },
    );
    expect(stored.group.users).toEqual([{ email: DemoUsers.readonly }]);
    expect(stored.group.devices.map((d) => d.id)).toEqual([device.id]);

    // Taking the device out again.
    await page.getByTestId('group-devices-row').getByRole('checkbox').check();
    await page.getByTestId('group-remove-devices').click();
    await page.getByTestId('confirm-button').click();
    await expect(page.getByText('Devices has been removed from this group successfully!')).toBeVisible();
    await expect(page.getByTestId('group-devices-row')).toHaveCount(0);

    await page.getByTestId('group-back').click();
    await expect(page).toHaveURL(/\/customer\/groups$/);
    await expect(groups.row(name)).toContainText('0 devices');
  });

  test('a read-only user sees the users and groups but no way to change them', async ({
    page,
    signedInAs,
  }) => {
    await signedInAs(DemoUsers.readonly);
    await page.goto('/customer/users');
    const users = new UsersPage(page);
    await expect(users.table).toBeVisible();
    await expect(users.addUser).toHaveCount(0);
    await expect(users.setPrimaryAdmin).toHaveCount(0);
    await expect(users.rows.first().getByRole('checkbox')).toHaveCount(0);
    await page.goto('/customer/groups');
    await expect(new GroupsPage(page).table).toBeVisible();
    await expect(page.getByTestId('add-group')).toHaveCount(0);
  });

  test('a partner admin finds its own users under Partner users', async ({ page, signedInAs }) => {
    await signedInAs(DemoUsers.partner);
    await page.goto('/partner');
    await page.getByRole('button', { name: 'Settings' }).click();
    await page.getByRole('menuitem', { name: 'Partner users' }).click();
    await expect(page).toHaveURL(/\/partner\/users$/);
    await expect(page.getByRole('heading', { name: 'Partner Users' })).toBeVisible();
    await expect(new UsersPage(page).row(DemoUsers.partner)).toContainText('Primary admin');
  });
});
