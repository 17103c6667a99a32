import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages, PeopleMessages } from '@vigil/contracts';
import { auditEntries } from '../src/audit/audit.tables.js';
import { verifyPassword } from '../src/auth/passwords.js';
import { resolveSystemScope } from '../src/tenants/tenant-scope.js';
import { tenants } from '../src/tenants/tenants.tables.js';
import { insertGroup, replaceGroupUsers } from '../src/devices/groups.repo.js';
import { users } from '../src/users/users.tables.js';
import { freshIp, login, refresh } from './helpers/auth-support.js';
import {
  createTenant,
  createTenantTree,
  createUser,
  tokenFor,
  unique,
  type CreatedUser,
  type TenantTree,
} from './helpers/factories.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

const USER_FIELDS = `id tenantId email firstName lastName phoneNumber roles isAdmin isReadOnlyUser isPrimaryAdmin
  needToChangePassword useTOTP totpConfirmed sendEmailMode lastSignedIn tenantTwoStepVerification groups { id name }`;

const USERS = `query ($tenantId: Int, $search: String, $skip: Int, $take: Int, $where: UserFilterInput, $order: [UserSortInput!]) {
  users(tenantId: $tenantId, search: $search, skip: $skip, take: $take, where: $where, order: $order) {
    totalCount pageInfo { hasNextPage } items { ${USER_FIELDS} } } }`;
const USER = `query ($id: Int!, $tenantId: Int) { user(request: { id: $id }, tenantId: $tenantId) { ${USER_FIELDS} } }`;
const PRIMARY = `query ($tenantId: Int) { primaryAdmin(tenantId: $tenantId) { id firstName lastName email } }`;
const CREATE = `mutation ($request: CreateUserRequestInput!, $tenantId: Int) {
  createUser(request: $request, tenantId: $tenantId) { temporaryPassword user { ${USER_FIELDS} } } }`;
const UPDATE = `mutation ($request: UpdateUserRequestInput!, $tenantId: Int) {
  updateUser(request: $request, tenantId: $tenantId) { ${USER_FIELDS} } }`;
const DELETE = `mutation ($ids: [Int!]!, $tenantId: Int) { deleteUsers(request: { ids: $ids }, tenantId: $tenantId) }`;
const SET_PRIMARY = `mutation ($id: Int!, $tenantId: Int) {
  setPrimaryAdmin(request: { id: $id }, tenantId: $tenantId) { id email } }`;
const MANAGE_GROUPS = `mutation ($userId: Int!, $groupIds: [Int!]!, $tenantId: Int) {
  manageUserGroups(userId: $userId, groupIds: $groupIds, mode: REPLACE, tenantId: $tenantId) { id groups { id name } } }`;
const CHANGE_PASSWORD = `mutation ($userId: Int!, $newPassword: String!, $tenantId: Int, $currentPassword: String) {
  changeUserPassword(userId: $userId, newPassword: $newPassword, tenantId: $tenantId, currentPassword: $currentPassword) }`;

interface UserData {
  id: number;
  tenantId: number;
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string | null;
  roles: string[];
  isAdmin: boolean;
  isReadOnlyUser: boolean;
  isPrimaryAdmin: boolean;
  needToChangePassword: boolean;
  useTOTP: boolean;
  sendEmailMode: string;
  tenantTwoStepVerification: boolean;
  groups: { id: number; name: string }[];
}

interface GqlError {
  message: string;
  extensions?: Record<string, unknown>;
}
const normalised = (errors: GqlError[] | undefined) =>
  (errors ?? []).map((e) => ({ ...e, message: e.message.replace(/\d+/g, '#') }));

const MISSING_ID = 999_999;

describe('users of a tenant', () => {
  let t: TestApp;
  let tree: TenantTree;
  let admin: CreatedUser;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp();
    tree = await createTenantTree(t.db, t.rootTenantId);
    admin = await createUser(t.db, tree.customerOfPartner.id, { email: `${unique('admin')}@example.test` });
    await t.db.update(users).set({ isPrimaryAdmin: true }).where(eq(users.id, admin.id));
    token = await tokenFor(t.config, admin);
  });
  afterAll(() => t.close());

  const gql = <T>(query: string, variables: Record<string, unknown>, as = token) =>
    t.gql<T>(query, variables, as);
  const create = (request: Record<string, unknown>, tenantId?: number, as = token) =>
    gql<{ createUser: { temporaryPassword: string; user: UserData } }>(CREATE, { request, tenantId }, as);
  const update = (request: Record<string, unknown>, tenantId?: number, as = token) =>
    gql<{ updateUser: UserData }>(UPDATE, { request, tenantId }, as);
  const newUser = (extra: Record<string, unknown> = {}) => ({
    email: `${unique('new')}@example.test`,
    firstName: 'Nora',
    lastName: 'Newman',
    ...extra,
  });
  const row = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0];
  // The users of this file's tenants (on PostgreSQL, other files add users at the same time).
  const countUsers = async () => {
    const { root: _shared, ...below } = tree;
    const mine = Object.values(below).map((x) => x.id);
    return (await t.db.select({ id: users.id }).from(users).where(inArray(users.tenantId, mine))).length;
  };
  const entriesOf = (id: number) =>
    t.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.entityType, 'User'), eq(auditEntries.entityId, id)))
      // In the order written: without an order PostgreSQL may return them in any.
      .orderBy(auditEntries.id);

  describe('users, user and primaryAdmin', () => {
    let listTenant: { id: number };
    let listToken: string;
    beforeAll(async () => {
      listTenant = await createTenant(t.db, tree.partner.id, 'CUSTOMER');
      const listAdmin = await createUser(t.db, listTenant.id, {
        email: `aaa-${unique('first')}@example.test`,
      });
      listToken = await tokenFor(t.config, listAdmin);
      for (let i = 0; i < 31; i += 1) await createUser(t.db, listTenant.id, { roles: [] });
      const gone = await createUser(t.db, listTenant.id);
      await t.db.update(users).set({ isDeleted: true }).where(eq(users.id, gone.id));
    });

    it('lists the live users of the tenant acted for, 30 a page, by email', async () => {
      const res = await gql<{
        users: { totalCount: number; items: UserData[]; pageInfo: { hasNextPage: boolean } };
      }>(USERS, {}, listToken);
      expect(res.errors).toBeUndefined();
      const page = res.data!.users;
      expect(page.totalCount).toBe(32);
      expect(page.items).toHaveLength(30);
      expect(page.pageInfo.hasNextPage).toBe(true);
      expect(page.items.every((u) => u.tenantId === listTenant.id)).toBe(true);
      const emails = page.items.map((u) => u.email);
      expect(emails).toEqual([...emails].sort());
      expect(page.items[0]?.isAdmin).toBe(true);
    });

    it("gives a partner its own users, and a customer's users when it acts for it", async () => {
      const partnerAdmin = await createUser(t.db, tree.partner.id);
      const as = await tokenFor(t.config, partnerAdmin);
      const own = await gql<{ users: { items: UserData[] } }>(USERS, { take: 1000 }, as);
      expect(own.data!.users.items.map((u) => u.tenantId)).toEqual(
        own.data!.users.items.map(() => tree.partner.id),
      );
      expect(own.data!.users.items.map((u) => u.id)).toContain(partnerAdmin.id);
      const child = await gql<{ users: { totalCount: number } }>(USERS, { tenantId: listTenant.id }, as);
      expect(child.data!.users.totalCount).toBe(32);
      const foreign = await gql(USERS, { tenantId: tree.customerOfOtherPartner.id }, as);
      expect(foreign.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    });

    it('searches the email, first, last and full name, case aside', async () => {
      const named = await createUser(t.db, listTenant.id, { email: `zed-${unique()}@example.test` });
      await t.db.update(users).set({ firstName: 'Zora', lastName: 'Quill_%' }).where(eq(users.id, named.id));
      for (const search of ['ZED-', 'zora', 'quill', 'Zora Quill', 'l_%']) {
        const res = await gql<{ users: { items: UserData[] } }>(USERS, { search }, listToken);
        expect(
          res.data!.users.items.map((u) => u.id),
          search,
        ).toEqual([named.id]);
      }
      // % and _ are matched as themselves.
      const literal = await gql<{ users: { totalCount: number } }>(USERS, { search: '%' }, listToken);
      expect(literal.data!.users.totalCount).toBe(1);
    });

    it('refuses a search longer than 150 characters', async () => {
      const res = await gql(USERS, { search: 'x'.repeat(151) }, listToken);
      expect(res.errors?.[0]).toMatchObject({
        message: Messages.lengthBelow(150),
        extensions: { code: 'BAD_USER_INPUT', field: 'search' },
      });
      const ok = await gql(USERS, { search: 'x'.repeat(150) }, listToken);
      expect(ok.errors).toBeUndefined();
    });

    it("answers another tenant's user exactly like a missing one", async () => {
      const foreign = await createUser(t.db, tree.customerOfOtherPartner.id);
      const child = await createUser(t.db, tree.customerOfSubPartner.id);
      const mine = await gql<{ user: UserData }>(USER, { id: admin.id });
      expect(mine.data?.user).toMatchObject({ id: admin.id, isPrimaryAdmin: true, isAdmin: true });
      const missing = await gql(USER, { id: MISSING_ID });
      for (const id of [foreign.id, child.id]) {
        const res = await gql(USER, { id });
        expect(normalised(res.errors)).toEqual(normalised(missing.errors));
        expect(res.data).toBeNull();
      }
    });

    it('names the primary admin, or none', async () => {
      const res = await gql<{ primaryAdmin: { id: number } | null }>(PRIMARY, {});
      expect(res.data?.primaryAdmin?.id).toBe(admin.id);
      const none = await gql<{ primaryAdmin: null }>(PRIMARY, {}, listToken);
      expect(none.data?.primaryAdmin).toBeNull();
    });

    it('lets a read-only user read the users, not change them', async () => {
      const reader = await createUser(t.db, tree.customerOfPartner.id, { isReadOnlyUser: true });
      const as = await tokenFor(t.config, reader);
      expect((await gql(USERS, {}, as)).errors).toBeUndefined();
      const before = await countUsers();
      const res = await create(newUser(), undefined, as);
      expect(res.errors?.[0]).toMatchObject({
        message: Messages.readOnlyUser,
        extensions: { code: 'FORBIDDEN' },
      });
      expect(await countUsers()).toBe(before);
    });
  });

  describe('createUser', () => {
    it('adds a user with an 8-character temporary password that must be changed at the first sign-in', async () => {
      const request = newUser({ email: `  ${unique('Mixed').toUpperCase()}@Example.TEST ` });
      const res = await create(request);
      expect(res.errors).toBeUndefined();
      const { temporaryPassword, user } = res.data!.createUser;
      expect(temporaryPassword).toMatch(/^[A-Za-z0-9]{8}$/);
      expect(user).toMatchObject({
        tenantId: tree.customerOfPartner.id,
        email: String(request.email).trim().toLowerCase(),
        firstName: 'Nora',
        lastName: 'Newman',
        roles: [],
        isAdmin: false,
        needToChangePassword: true,
        isPrimaryAdmin: false,
        sendEmailMode: 'ENABLED',
      });
      const stored = await row(user.id);
      expect(stored?.passwordHash).not.toContain(temporaryPassword);
      expect(await verifyPassword(stored!.passwordHash!, temporaryPassword)).toBe(true);

      // The new user signs in with it and can do nothing but change it.
      const session = await login(t.app, { email: user.email, password: temporaryPassword }, freshIp());
      const access = session.body.accessToken!;
      expect(access).toBeTruthy();
      const blocked = await gql(USERS, {}, access);
      expect(blocked.errors?.[0]?.extensions?.code).toBe('PASSWORD_CHANGE_REQUIRED');
      const changed = await gql(
        CHANGE_PASSWORD,
        { userId: user.id, newPassword: 'Brand-new-secret-42', currentPassword: temporaryPassword },
        access,
      );
      expect(changed.errors).toBeUndefined();
      expect((await row(user.id))?.needToChangePassword).toBe(false);
      expect((await gql(USERS, {}, access)).errors).toBeUndefined();
    });

    it('gives admin permissions and read-only mode, and writes the change history without the password', async () => {
      const res = await create(newUser({ roles: ['TENANT_ADMIN'], isReadOnlyUser: true }));
      const { user, temporaryPassword } = res.data!.createUser;
      expect(user).toMatchObject({ roles: ['TENANT_ADMIN'], isAdmin: true, isReadOnlyUser: true });
      const [entry] = await entriesOf(user.id);
      expect(entry).toMatchObject({
        tenantId: tree.customerOfPartner.id,
        operation: 'CREATE',
        userId: admin.id,
        stateAfter: expect.objectContaining({ email: user.email, roles: ['TENANT_ADMIN'] }),
      });
      expect(JSON.stringify(entry)).not.toContain(temporaryPassword);
      expect(JSON.stringify(entry)).not.toContain('argon2');
    });

    it('refuses a role other than admin permissions', async () => {
      const before = await countUsers();
      const res = await create(newUser({ roles: ['SysAdmin'] }));
      expect(res.errors?.[0]).toMatchObject({
        message: PeopleMessages.roleNotAssignable('SysAdmin'),
        extensions: { code: 'BAD_USER_INPUT', field: 'roles' },
      });
      expect(await countUsers()).toBe(before);
    });

    it.each([
      ['a first name of 51 characters', { firstName: 'x'.repeat(51) }, 'firstName', Messages.lengthBelow(50)],
      ['an empty last name', { lastName: '   ' }, 'lastName', Messages.required],
      ['a last name of 51 characters', { lastName: 'y'.repeat(51) }, 'lastName', Messages.lengthBelow(50)],
      ['no email', { email: '' }, 'email', PeopleMessages.emailRequired],
      ['a bad email', { email: 'not-an-email' }, 'email', PeopleMessages.invalidEmail],
      ['an email with a space', { email: 'a b@example.test' }, 'email', PeopleMessages.invalidEmail],
      [
        'an email of 256 characters',
        { email: `${'e'.repeat(243)}@example.test` },
        'email',
        Messages.lengthBelow(255),
      ],
      ['a bad phone', { phoneNumber: '555-1234' }, 'phoneNumber', PeopleMessages.invalidPhone],
      ['a phone of 6 digits', { phoneNumber: '+123456' }, 'phoneNumber', PeopleMessages.invalidPhone],
      [
        'a phone of 16 digits',
        { phoneNumber: `+${'1'.repeat(16)}` },
        'phoneNumber',
        PeopleMessages.invalidPhone,
      ],
    ])('refuses %s and adds nobody', async (_what, extra, field, message) => {
      const before = await countUsers();
      const res = await create(newUser(extra));
      expect(res.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
      expect(res.data).toBeNull();
      expect(await countUsers()).toBe(before);
    });

    it('refuses a NUL character and a name of the wrong type with a 400', async () => {
      const nul = await create(newUser({ firstName: 'a\u0000b' }));
      expect(nul.status).toBe(400);
      const wrongType = await create(newUser({ firstName: 42 }));
      expect(wrongType.status).toBe(400);
    });

    it('refuses an email that is taken, in this tenant or another, whatever its case', async () => {
      const mine = await createUser(t.db, tree.customerOfPartner.id);
      const foreign = await createUser(t.db, tree.customerOfOtherPartner.id);
      for (const email of [mine.email.toUpperCase(), foreign.email]) {
        const before = await countUsers();
        const res = await create(newUser({ email }));
        expect(res.errors?.[0]).toMatchObject({
          message: PeopleMessages.emailTaken,
          extensions: { code: 'BAD_USER_INPUT', field: 'email' },
        });
        expect(await countUsers()).toBe(before);
      }
    });

    it("makes a deleted user of the tenant new again for its email; another tenant's keeps it", async () => {
      const old = await createUser(t.db, tree.customerOfPartner.id, { roles: ['TENANT_ADMIN'] });
      await gql(DELETE, { ids: [old.id] });
      const res = await create(newUser({ email: old.email }));
      expect(res.errors).toBeUndefined();
      expect(res.data!.createUser.user).toMatchObject({ id: old.id, roles: [], needToChangePassword: true });
      expect((await row(old.id))?.isDeleted).toBe(false);

      const elsewhere = await createUser(t.db, tree.customerOfOtherPartner.id);
      await t.db.update(users).set({ isDeleted: true }).where(eq(users.id, elsewhere.id));
      const taken = await create(newUser({ email: elsewhere.email }));
      expect(taken.errors?.[0]?.message).toBe(PeopleMessages.emailTaken);
    });

    it('asks for a phone when the tenant has two-step verification and the authenticator app is off', async () => {
      const strict = await createTenant(t.db, tree.partner.id, 'CUSTOMER');
      await t.db.update(tenants).set({ twoStepVerification: true }).where(eq(tenants.id, strict.id));
      const res = await create(
        newUser({ useTOTP: false }),
        strict.id,
        await tokenFor(t.config, await createUser(t.db, tree.partner.id)),
      );
      expect(res.errors?.[0]).toMatchObject({
        message: PeopleMessages.phoneRequired,
        extensions: { field: 'phoneNumber' },
      });
      const partnerToken = await tokenFor(t.config, await createUser(t.db, tree.partner.id));
      const withPhone = await create(
        newUser({ useTOTP: false, phoneNumber: '+1 555 010 2030' }),
        strict.id,
        partnerToken,
      );
      expect(withPhone.data?.createUser.user).toMatchObject({ phoneNumber: '+15550102030', useTOTP: false });
      // By default a new user of such a tenant signs in with the authenticator app.
      const byDefault = await create(newUser(), strict.id, partnerToken);
      expect(byDefault.data?.createUser.user).toMatchObject({
        useTOTP: true,
        tenantTwoStepVerification: true,
      });
    });

    it('is for admins: a regular user is refused', async () => {
      const regular = await createUser(t.db, tree.customerOfPartner.id, { roles: [] });
      const res = await create(newUser(), undefined, await tokenFor(t.config, regular));
      expect(res.errors?.[0]).toMatchObject({
        message: Messages.notAllowed,
        extensions: { code: 'FORBIDDEN' },
      });
    });

    it('refuses a tenant out of reach like a missing one', async () => {
      const before = await countUsers();
      const foreign = await create(newUser(), tree.customerOfOtherPartner.id);
      const missing = await create(newUser(), MISSING_ID);
      expect(normalised(foreign.errors)).toEqual(normalised(missing.errors));
      expect(await countUsers()).toBe(before);
    });
  });

  describe('updateUser', () => {
    it('changes names, phone, admin permissions, read-only mode, two-step and e-mails, with the change history', async () => {
      const target = await createUser(t.db, tree.customerOfPartner.id, { roles: [] });
      const res = await update({
        id: target.id,
        firstName: ' Ada ',
        lastName: 'Lovelace',
        phoneNumber: '+44 20 7946 0000',
        roles: ['TENANT_ADMIN'],
        isReadOnlyUser: true,
        useTOTP: true,
        sendEmailMode: 'DISABLED',
      });
      expect(res.errors).toBeUndefined();
      expect(res.data!.updateUser).toMatchObject({
        firstName: 'Ada',
        lastName: 'Lovelace',
        phoneNumber: '+442079460000',
        roles: ['TENANT_ADMIN'],
        isAdmin: true,
        isReadOnlyUser: true,
        useTOTP: true,
        sendEmailMode: 'DISABLED',
      });
      const [entry] = await entriesOf(target.id);
      expect(entry).toMatchObject({
        operation: 'UPDATE',
        stateBefore: { firstName: 'Test', roles: [], isReadOnlyUser: false, useTOTP: false },
        stateAfter: { firstName: 'Ada', roles: ['TENANT_ADMIN'], isReadOnlyUser: true, useTOTP: true },
      });
      // Left out, a field keeps its value; an empty phone removes it.
      const again = await update({ id: target.id, phoneNumber: '' });
      expect(again.data!.updateUser).toMatchObject({
        firstName: 'Ada',
        phoneNumber: null,
        isReadOnlyUser: true,
      });
    });

    it('takes effect at once: a user made read-only cannot write with the token it holds', async () => {
      const target = await createUser(t.db, tree.customerOfPartner.id);
      const as = await tokenFor(t.config, target);
      expect((await create(newUser(), undefined, as)).errors).toBeUndefined();
      await update({ id: target.id, isReadOnlyUser: true });
      const res = await create(newUser(), undefined, as);
      expect(res.errors?.[0]?.message).toBe(Messages.readOnlyUser);
    });

    it.each([
      ['a first name of 51 characters', { firstName: 'x'.repeat(51) }, 'firstName', Messages.lengthBelow(50)],
      ['an empty first name', { firstName: '' }, 'firstName', Messages.required],
      [
        'a phone without the plus sign',
        { phoneNumber: '4420794600' },
        'phoneNumber',
        PeopleMessages.invalidPhone,
      ],
      [
        'a role of the back office',
        { roles: ['OnboardingManager'] },
        'roles',
        PeopleMessages.roleNotAssignable('OnboardingManager'),
      ],
    ])('refuses %s and changes nothing', async (_what, extra, field, message) => {
      const target = await createUser(t.db, tree.customerOfPartner.id, { roles: [] });
      const before = await row(target.id);
      const res = await update({ id: target.id, lastName: 'Changed', ...extra });
      expect(res.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
      expect(await row(target.id)).toEqual(before);
    });

    it('keeps the phone when two-step verification is on and the authenticator app off', async () => {
      const strict = await createTenant(t.db, tree.partner.id, 'CUSTOMER');
      await t.db.update(tenants).set({ twoStepVerification: true }).where(eq(tenants.id, strict.id));
      const as = await tokenFor(t.config, await createUser(t.db, strict.id));
      const target = await createUser(t.db, strict.id, { roles: [], useTotp: true });
      const off = await update({ id: target.id, useTOTP: false }, undefined, as);
      expect(off.errors?.[0]).toMatchObject({
        message: PeopleMessages.phoneRequired,
        extensions: { field: 'phoneNumber' },
      });
      const withPhone = await update(
        { id: target.id, useTOTP: false, phoneNumber: '+4915112345678' },
        undefined,
        as,
      );
      expect(withPhone.data?.updateUser).toMatchObject({ useTOTP: false, phoneNumber: '+4915112345678' });
      const cleared = await update({ id: target.id, phoneNumber: '' }, undefined, as);
      expect(cleared.errors?.[0]?.message).toBe(PeopleMessages.phoneRequired);
    });

    it('does not let admins take away their own admin permissions, nor the primary admin’s', async () => {
      const self = await update({ id: admin.id, roles: [] });
      expect(self.errors?.[0]?.message).toBe(PeopleMessages.cannotDemoteSelf);
      const readOnlySelf = await update({ id: admin.id, isReadOnlyUser: true });
      expect(readOnlySelf.errors?.[0]?.message).toBe(PeopleMessages.cannotDemoteSelf);
      const other = await createUser(t.db, tree.customerOfPartner.id);
      const res = await update(
        { id: admin.id, isReadOnlyUser: true },
        undefined,
        await tokenFor(t.config, other),
      );
      expect(res.errors?.[0]?.message).toBe(PeopleMessages.primaryAdminKeepsAdmin);
      expect(await row(admin.id)).toMatchObject({ isReadOnlyUser: false, roles: ['TENANT_ADMIN'] });
    });

    it('keeps SysAdmin accounts out of reach of other back-office admins', async () => {
      const sysAdmin = await createUser(t.db, t.rootTenantId, { roles: ['SysAdmin'] });
      const boAdmin = await createUser(t.db, t.rootTenantId, { roles: ['TENANT_ADMIN'] });
      const res = await update(
        { id: sysAdmin.id, firstName: 'Mallory' },
        undefined,
        await tokenFor(t.config, boAdmin),
      );
      expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      // A SysAdmin keeps its role when its admin permissions change.
      const bySys = await update(
        { id: sysAdmin.id, roles: ['TENANT_ADMIN'] },
        undefined,
        await tokenFor(t.config, sysAdmin),
      );
      expect(bySys.data?.updateUser.roles).toEqual(['SysAdmin', 'TENANT_ADMIN']);
    });

    it("answers another tenant's user like a missing one and changes nothing", async () => {
      const foreign = await createUser(t.db, tree.customerOfOtherPartner.id);
      const child = await createUser(t.db, tree.customerOfSubPartner.id);
      const missing = await update({ id: MISSING_ID, firstName: 'Eve' });
      for (const target of [foreign, child]) {
        const before = await row(target.id);
        const res = await update({ id: target.id, firstName: 'Eve' });
        expect(normalised(res.errors)).toEqual(normalised(missing.errors));
        expect(await row(target.id)).toEqual(before);
      }
    });
  });

  describe('deleteUsers', () => {
    it('deletes users, ends their sessions, takes them out of groups and returns their ids', async () => {
      const a = await createUser(t.db, tree.customerOfPartner.id, { roles: [] });
      const b = await createUser(t.db, tree.customerOfPartner.id, { roles: [] });
      const scope = await resolveSystemScope(t.db, tree.customerOfPartner.id);
      const group = await insertGroup(t.db, scope, { name: unique('Group'), description: '' });
      await replaceGroupUsers(t.db, scope, group, [a.id, b.id]);
      const session = await login(t.app, { email: a.email, password: a.password }, freshIp());
      const aToken = session.body.accessToken!;

      const res = await gql<{ deleteUsers: number[] }>(DELETE, { ids: [a.id, b.id] });
      expect(res.errors).toBeUndefined();
      expect(res.data!.deleteUsers).toEqual([a.id, b.id]);
      expect((await row(a.id))?.isDeleted).toBe(true);
      expect((await gql(USERS, {}, aToken)).status).toBe(401);
      expect((await refresh(t.app, session.body.refreshToken!)).body.accessToken).toBeNull();
      const listed = await gql<{ users: { items: UserData[] } }>(USERS, { take: 1000 });
      expect(listed.data!.users.items.map((u) => u.id)).not.toContain(a.id);
      const [entry] = await entriesOf(b.id);
      expect(entry).toMatchObject({
        operation: 'DELETE',
        entityName: b.email,
        stateBefore: { groups: [group] },
      });
    });

    it('never deletes yourself or the primary admin, and then deletes no one', async () => {
      const other = await createUser(t.db, tree.customerOfPartner.id);
      const self = await gql(DELETE, { ids: [other.id, admin.id] });
      expect(self.errors?.[0]).toMatchObject({ message: PeopleMessages.cannotDeleteSelf });
      expect((await row(other.id))?.isDeleted).toBe(false);
      const primary = await gql(DELETE, { ids: [admin.id] }, await tokenFor(t.config, other));
      expect(primary.errors?.[0]).toMatchObject({ message: PeopleMessages.cannotDeletePrimaryAdmin });
      expect((await row(admin.id))?.isDeleted).toBe(false);
    });

    it("answers another tenant's user like a missing one and deletes nothing", async () => {
      const mine = await createUser(t.db, tree.customerOfPartner.id);
      const foreign = await createUser(t.db, tree.customerOfOtherPartner.id);
      const missing = await gql(DELETE, { ids: [mine.id, MISSING_ID] });
      const res = await gql(DELETE, { ids: [mine.id, foreign.id] });
      expect(normalised(res.errors)).toEqual(normalised(missing.errors));
      expect((await row(mine.id))?.isDeleted).toBe(false);
      expect((await row(foreign.id))?.isDeleted).toBe(false);
    });

    it('refuses more than 10 000 ids', async () => {
      const res = await gql(DELETE, { ids: Array.from({ length: 10_001 }, (_, i) => i + 1) });
      expect(res.errors?.[0]?.message).toBe(PeopleMessages.tooManyIds(10_000));
    });
  });

  describe('setPrimaryAdmin', () => {
    it('moves the primary admin to another admin of the tenant', async () => {
      const tenant = await createTenant(t.db, tree.partner.id, 'CUSTOMER');
      const first = await createUser(t.db, tenant.id);
      await t.db.update(users).set({ isPrimaryAdmin: true }).where(eq(users.id, first.id));
      const second = await createUser(t.db, tenant.id);
      const as = await tokenFor(t.config, first);
      const res = await gql<{ setPrimaryAdmin: { id: number } }>(SET_PRIMARY, { id: second.id }, as);
      expect(res.data?.setPrimaryAdmin.id).toBe(second.id);
      expect((await row(first.id))?.isPrimaryAdmin).toBe(false);
      expect((await row(second.id))?.isPrimaryAdmin).toBe(true);
      const primary = await gql<{ primaryAdmin: { id: number } }>(PRIMARY, {}, as);
      expect(primary.data?.primaryAdmin.id).toBe(second.id);
      const [entry] = await entriesOf(second.id);
      expect(entry).toMatchObject({
        stateAfter: { isPrimaryAdmin: true },
        additionalData: { previousPrimaryAdmin: { id: first.id } },
      });
    });

    it('refuses a user without admin permissions, or read-only', async () => {
      for (const options of [{ roles: [] }, { isReadOnlyUser: true }]) {
        const target = await createUser(t.db, tree.customerOfPartner.id, options);
        const res = await gql(SET_PRIMARY, { id: target.id });
        expect(res.errors?.[0]?.message).toBe(PeopleMessages.primaryAdminMustBeAdmin);
      }
      expect((await row(admin.id))?.isPrimaryAdmin).toBe(true);
    });

    it("answers another tenant's admin like a missing user", async () => {
      const foreign = await createUser(t.db, tree.customerOfOtherPartner.id);
      const missing = await gql(SET_PRIMARY, { id: MISSING_ID });
      const res = await gql(SET_PRIMARY, { id: foreign.id });
      expect(normalised(res.errors)).toEqual(normalised(missing.errors));
      expect((await row(foreign.id))?.isPrimaryAdmin).toBe(false);
      expect((await row(admin.id))?.isPrimaryAdmin).toBe(true);
    });
  });

  describe('manageUserGroups', () => {
    it("replaces a user's groups with groups of its own tenant", async () => {
      const scope = await resolveSystemScope(t.db, tree.customerOfPartner.id);
      const g1 = await insertGroup(t.db, scope, { name: unique('Alpha'), description: '' });
      const g2 = await insertGroup(t.db, scope, { name: unique('Beta'), description: '' });
      const target = await createUser(t.db, tree.customerOfPartner.id, { roles: [] });
      const res = await gql<{ manageUserGroups: UserData }>(MANAGE_GROUPS, {
        userId: target.id,
        groupIds: [g2, g1],
      });
      expect(res.errors).toBeUndefined();
      expect(res.data!.manageUserGroups.groups.map((g) => g.id)).toEqual([g1, g2]);
      const fetched = await gql<{ user: UserData }>(USER, { id: target.id });
      expect(fetched.data!.user.groups.map((g) => g.id)).toEqual([g1, g2]);
      const cleared = await gql<{ manageUserGroups: UserData }>(MANAGE_GROUPS, {
        userId: target.id,
        groupIds: [],
      });
      expect(cleared.data!.manageUserGroups.groups).toEqual([]);
      expect((await entriesOf(target.id)).map((e) => e.stateAfter)).toEqual([
        { groups: [g1, g2] },
        { groups: [] },
      ]);
    });

    it("answers another customer's group like a missing one and changes nothing", async () => {
      const foreignScope = await resolveSystemScope(t.db, tree.customerOfOtherPartner.id);
      const foreignGroup = await insertGroup(t.db, foreignScope, {
        name: unique('Foreign'),
        description: '',
      });
      const target = await createUser(t.db, tree.customerOfPartner.id);
      const missing = await gql(MANAGE_GROUPS, { userId: target.id, groupIds: [MISSING_ID] });
      const res = await gql(MANAGE_GROUPS, { userId: target.id, groupIds: [foreignGroup] });
      expect(missing.errors?.[0]?.message).toBe(`Group ${MISSING_ID} not found`);
      expect(normalised(res.errors)).toEqual(normalised(missing.errors));
      const fetched = await gql<{ user: UserData }>(USER, { id: target.id });
      expect(fetched.data!.user.groups).toEqual([]);
    });
  });
});
