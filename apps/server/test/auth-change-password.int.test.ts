import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages, NullTokenReason, SignInThrottle, type UserRole } from '@vigil/contracts';
import { auditEntries } from '../src/audit/audit.tables.js';
import { loginFailures, refreshTokens } from '../src/auth/auth.tables.js';
import { authenticate } from '../src/auth/authenticate.js';
import { changeUserPassword } from '../src/auth/password-change.js';
import { DEMO_PASSWORD } from '../src/seed/demo.js';
import { users } from '../src/users/users.tables.js';
import { freshIp, login, refresh, TestClock } from './helpers/auth-support.js';
import {
  createTenantTree,
  createUser,
  TEST_PASSWORD,
  tokenFor,
  type TenantTree,
} from './helpers/factories.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

const CHANGE = `mutation ($userId: Int!, $newPassword: String!, $tenantId: Int, $currentPassword: String) {
  changeUserPassword(userId: $userId, newPassword: $newPassword, tenantId: $tenantId, currentPassword: $currentPassword)
}`;

describe('changeUserPassword', () => {
  let t: TestApp;
  let tree: TenantTree;
  beforeAll(async () => {
    t = await createTestApp();
    tree = await createTenantTree(t.db, t.rootTenantId);
  });
  afterAll(() => t.close());

  async function change(caller: { id: number; tenantId: number }, vars: Record<string, unknown>) {
    return t.gql<{ changeUserPassword: boolean }>(CHANGE, vars, await tokenFor(t.config, caller));
  }

  async function userRow(id: number) {
    const [row] = await t.db.select().from(users).where(eq(users.id, id));
    if (!row) throw new Error('user missing');
    return row;
  }

  const signIn = (email: string, password: string) => login(t.app, { email, password }, freshIp());

  it('changes your own password and ends the forced change', async () => {
    const user = await createUser(t.db, tree.customerOfPartner.id, { needToChangePassword: true, roles: [] });
    const res = await change(user, {
      userId: user.id,
      newPassword: 'brand-new-pw',
      currentPassword: TEST_PASSWORD,
    });
    expect(res.errors).toBeUndefined();
    expect(res.data?.changeUserPassword).toBe(true);
    const row = await userRow(user.id);
    expect(row.needToChangePassword).toBe(false);
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);

    expect((await signIn(user.email, 'brand-new-pw')).body.accessToken).toBeTruthy();
    expect((await signIn(user.email, TEST_PASSWORD)).body.nullTokenReason).toBe(
      NullTokenReason.InvalidCredentials,
    );
  });

  it('lets a read-only user change their own password', async () => {
    const user = await createUser(t.db, tree.customerOfPartner.id, { isReadOnlyUser: true, roles: [] });
    const res = await change(user, {
      userId: user.id,
      newPassword: 'read-only-pw',
      currentPassword: TEST_PASSWORD,
    });
    expect(res.errors).toBeUndefined();
  });

  it('writes an audit entry without any hash', async () => {
    const user = await createUser(t.db, tree.customerOfPartner.id, { needToChangePassword: true });
    await change(user, { userId: user.id, newPassword: 'audited-pw', currentPassword: TEST_PASSWORD });
    const entries = await t.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.entityType, 'User'), eq(auditEntries.entityId, user.id)))
      .orderBy(auditEntries.id);
    expect(entries).toHaveLength(1);
    const entry = entries[0];
    expect(entry).toMatchObject({
      tenantId: tree.customerOfPartner.id,
      operation: 'UPDATE',
      userId: user.id,
      userEmail: user.email,
      stateBefore: { needToChangePassword: true, passwordChanged: false },
      stateAfter: { needToChangePassword: false, passwordChanged: true },
    });
    const row = await userRow(user.id);
    expect(JSON.stringify(entry)).not.toContain(row.passwordHash ?? '$argon2');
    expect(JSON.stringify(entry)).not.toContain('argon2');
    expect(JSON.stringify(entry)).not.toContain('audited-pw');
  });

  it('lets a partner admin acting for a child tenant set a temporary password for its user', async () => {
    const admin = await createUser(t.db, tree.partner.id, { roles: ['TENANT_ADMIN'] });
    const target = await createUser(t.db, tree.customerOfSubPartner.id, { roles: [] });
    const targetSession = await signIn(target.email, TEST_PASSWORD);

    const res = await change(admin, {
      userId: target.id,
      newPassword: 'temp-pass',
      tenantId: tree.customerOfSubPartner.id,
    });
    expect(res.errors).toBeUndefined();
    expect(res.data?.changeUserPassword).toBe(true);
    expect((await userRow(target.id)).needToChangePassword).toBe(true);

    const next = await signIn(target.email, 'temp-pass');
    expect(next.body.accessToken).toBeTruthy();
    // The sessions opened with the old password are over.
    expect((await refresh(t.app, targetSession.body.refreshToken ?? '')).body.nullTokenReason).toBe(
      NullTokenReason.InvalidRefreshToken,
    );
    const revoked = await t.db.select().from(refreshTokens).where(eq(refreshTokens.userId, target.id));
    expect(revoked.filter((r) => r.revokedAt === null)).toHaveLength(1);

    const [entry] = await t.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.entityType, 'User'), eq(auditEntries.entityId, target.id)))
      .orderBy(auditEntries.id);
    expect(entry).toMatchObject({
      tenantId: tree.customerOfSubPartner.id,
      userId: admin.id,
      stateAfter: { needToChangePassword: true, passwordChanged: true },
    });
  });

  it('sets the password of a user of the tenant acted for only, as the users page lists them', async () => {
    const admin = await createUser(t.db, tree.partner.id);
    const inSub = await createUser(t.db, tree.customerOfSubPartner.id);
    const inSibling = await createUser(t.db, tree.customerOfPartner.id);
    const ok = await change(admin, {
      userId: inSub.id,
      newPassword: 'scoped-pw',
      tenantId: tree.customerOfSubPartner.id,
    });
    expect(ok.errors).toBeUndefined();
    // A user of a tenant below the one acted for is not one of its users: act for that tenant.
    const below = await change(admin, {
      userId: inSub.id,
      newPassword: 'scoped-pw',
      tenantId: tree.subPartner.id,
    });
    expect(below.errors?.[0]?.message).toBe(`User ${inSub.id} not found`);
    const own = await change(admin, { userId: inSub.id, newPassword: 'scoped-pw' });
    expect(own.errors?.[0]?.message).toBe(`User ${inSub.id} not found`);
    // Acting for the sub-partner, a user of a sibling customer is out of reach.
    const out = await change(admin, {
      userId: inSibling.id,
      newPassword: 'scoped-pw',
      tenantId: tree.subPartner.id,
    });
    expect(out.errors?.[0]?.message).toBe(`User ${inSibling.id} not found`);
  });

  it("answers a foreign tenant's user exactly like a missing one", async () => {
    const admin = await createUser(t.db, tree.partner.id);
    const foreign = await createUser(t.db, tree.customerOfOtherPartner.id);
    const before = await userRow(foreign.id);

    const foreignRes = await change(admin, { userId: foreign.id, newPassword: 'takeover' });
    const missingId = foreign.id + 100_000;
    const missingRes = await change(admin, { userId: missingId, newPassword: 'takeover' });

    expect(foreignRes.errors).toEqual([
      expect.objectContaining({ message: `User ${foreign.id} not found`, extensions: { code: 'NOT_FOUND' } }),
    ]);
    expect(missingRes.errors).toEqual([
      expect.objectContaining({ message: `User ${missingId} not found`, extensions: { code: 'NOT_FOUND' } }),
    ]);
    expect(foreignRes.status).toBe(missingRes.status);
    expect((await userRow(foreign.id)).passwordHash).toBe(before.passwordHash);
  });

  it('refuses a foreign tenantId like a missing tenant', async () => {
    const admin = await createUser(t.db, tree.partner.id);
    const foreign = await createUser(t.db, tree.customerOfOtherPartner.id);
    const res = await change(admin, {
      userId: foreign.id,
      newPassword: 'takeover',
      tenantId: tree.otherPartner.id,
    });
    expect(res.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
  });

  it('refuses a user who is not an admin, and a read-only admin', async () => {
    const target = await createUser(t.db, tree.customerOfPartner.id);
    const regular = await createUser(t.db, tree.customerOfPartner.id, { roles: [] });
    const readOnlyAdmin = await createUser(t.db, tree.customerOfPartner.id, { isReadOnlyUser: true });
    const before = await userRow(target.id);

    const byRegular = await change(regular, { userId: target.id, newPassword: 'takeover' });
    expect(byRegular.errors?.[0]).toMatchObject({
      message: Messages.notAllowed,
      extensions: { code: 'FORBIDDEN' },
    });
    const byReadOnly = await change(readOnlyAdmin, { userId: target.id, newPassword: 'takeover' });
    expect(byReadOnly.errors?.[0]).toMatchObject({
      message: Messages.readOnlyUser,
      extensions: { code: 'FORBIDDEN' },
    });
    expect((await userRow(target.id)).passwordHash).toBe(before.passwordHash);
  });

  it('refuses an admin who must first change their own password', async () => {
    const admin = await createUser(t.db, tree.partner.id, { needToChangePassword: true });
    const target = await createUser(t.db, tree.customerOfPartner.id);
    const res = await change(admin, { userId: target.id, newPassword: 'takeover' });
    expect(res.errors?.[0]?.extensions?.code).toBe('PASSWORD_CHANGE_REQUIRED');
  });

  it('keeps SysAdmin accounts out of reach of other back-office admins', async () => {
    const sysAdmin = await createUser(t.db, t.rootTenantId, { roles: ['SysAdmin'] });
    const backOfficeAdmin = await createUser(t.db, t.rootTenantId, { roles: ['TENANT_ADMIN'] });
    const res = await change(backOfficeAdmin, { userId: sysAdmin.id, newPassword: 'takeover' });
    expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const bySysAdmin = await change(sysAdmin, { userId: backOfficeAdmin.id, newPassword: 'reset-it' });
    expect(bySysAdmin.errors).toBeUndefined();
  });

  it.each([
    ['12345', Messages.passwordTooShort],
    ['', Messages.passwordTooShort],
    ['x'.repeat(129), Messages.lengthBelow(128)],
  ])('refuses the new password %#', async (newPassword, message) => {
    const user = await createUser(t.db, tree.customerOfPartner.id);
    const res = await change(user, { userId: user.id, newPassword });
    expect(res.errors?.[0]).toMatchObject({
      message,
      extensions: { code: 'BAD_USER_INPUT', field: 'newPassword' },
    });
  });

  it('asks for the current password when you change your own, and changes nothing without it', async () => {
    const user = await createUser(t.db, tree.customerOfPartner.id);
    const before = await userRow(user.id);
    for (const currentPassword of [undefined, null, '']) {
      const res = await change(user, { userId: user.id, newPassword: 'brand-new-pw', currentPassword });
      expect(res.errors?.[0]).toMatchObject({
        message: Messages.currentPasswordRequired,
        extensions: { code: 'BAD_USER_INPUT', field: 'currentPassword' },
      });
    }
    expect((await userRow(user.id)).passwordHash).toBe(before.passwordHash);
  });

  it('refuses a wrong current password and counts it as a failed sign-in of the account', async () => {
    const user = await createUser(t.db, tree.customerOfPartner.id);
    const before = await userRow(user.id);
    const res = await change(user, {
      userId: user.id,
      newPassword: 'brand-new-pw',
      currentPassword: 'not-it',
    });
    expect(res.errors?.[0]).toMatchObject({
      message: Messages.currentPasswordWrong,
      extensions: { code: 'BAD_USER_INPUT', field: 'currentPassword' },
    });
    expect((await userRow(user.id)).passwordHash).toBe(before.passwordHash);
    const failures = await t.db
      .select()
      .from(loginFailures)
      .where(eq(loginFailures.key, `email:${user.email}`));
    expect(failures).toHaveLength(1);
  });

  it('throttles guesses of the current password like sign-ins, per account and address', async () => {
    const clock = new TestClock();
    const user = await createUser(t.db, tree.customerOfPartner.id);
    const auth = await authenticate(t.db, t.config.jwtSecret, `Bearer ${await tokenFor(t.config, user)}`);
    if (auth.kind !== 'user') throw new Error('not signed in');
    const ip = freshIp();
    const attempt = (currentPassword: string) =>
      changeUserPassword(
        t.db,
        auth.user,
        { userId: user.id, newPassword: 'brand-new-pw', currentPassword },
        { ip, now: clock.now() },
      );

    for (let i = 0; i < SignInThrottle.freeFailures; i++) {
      await expect(attempt(`guess-${i}`)).rejects.toThrow(Messages.currentPasswordWrong);
    }
    // Even the right one waits now, without being checked.
    await expect(attempt(TEST_PASSWORD)).rejects.toMatchObject({
      extensions: { code: 'TOO_MANY_ATTEMPTS', retryAfterSeconds: SignInThrottle.firstDelaySeconds },
    });
    clock.advance(SignInThrottle.firstDelaySeconds);
    await expect(attempt(TEST_PASSWORD)).resolves.toBeUndefined();
  });

  describe('refuses a new password that is easy to guess', () => {
    const guessable = (tenantName: string, email: string) => [
      '123456',
      'aaaaaa',
      'password',
      'qwerty123',
      tenantName,
      email,
      'Whitfield-Oyelaran',
    ];

    async function namedUser(roles: UserRole[] = []) {
      const user = await createUser(t.db, tree.customerOfPartner.id, { roles });
      await t.db
        .update(users)
        .set({ firstName: 'Marguerite', lastName: 'Whitfield-Oyelaran' })
        .where(eq(users.id, user.id));
      return user;
    }

    it("when you change your own, with the rule's message", async () => {
      const user = await namedUser();
      const before = await userRow(user.id);
      for (const newPassword of guessable(tree.customerOfPartner.name, user.email)) {
        const res = await change(user, { userId: user.id, newPassword, currentPassword: TEST_PASSWORD });
        expect(res.errors?.[0], newPassword).toMatchObject({
          message: Messages.passwordTooEasy,
          extensions: { code: 'BAD_USER_INPUT', field: 'newPassword' },
        });
      }
      expect((await userRow(user.id)).passwordHash).toBe(before.passwordHash);
    });

    it("when an admin sets another user's temporary password", async () => {
      const admin = await createUser(t.db, tree.partner.id, { roles: ['TENANT_ADMIN'] });
      const target = await namedUser();
      for (const newPassword of guessable(tree.customerOfPartner.name, target.email)) {
        const res = await change(admin, {
          userId: target.id,
          newPassword,
          tenantId: tree.customerOfPartner.id,
        });
        expect(res.errors?.[0]?.message, newPassword).toBe(Messages.passwordTooEasy);
      }
      expect((await userRow(target.id)).needToChangePassword).toBe(false);
    });

    it("judges the names against the account's own: another user may use them", async () => {
      const user = await createUser(t.db, tree.customerOfPartner.id);
      const res = await change(user, {
        userId: user.id,
        newPassword: 'Whitfield-Oyelaran',
        currentPassword: TEST_PASSWORD,
      });
      expect(res.errors).toBeUndefined();
    });

    it('accepts the demo password', async () => {
      const user = await createUser(t.db, tree.customerOfPartner.id);
      const res = await change(user, {
        userId: user.id,
        newPassword: DEMO_PASSWORD,
        currentPassword: TEST_PASSWORD,
      });
      expect(res.errors).toBeUndefined();
    });
  });

  it('refuses an anonymous caller', async () => {
    const res = await t.gql(CHANGE, { userId: 1, newPassword: 'whatever' });
    expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });

  describe('a user who must change the password', () => {
    it("gets PASSWORD_CHANGE_REQUIRED on 'signedIn' operations but can call userInfo and changeUserPassword", async () => {
      const user = await createUser(t.db, tree.customerOfPartner.id, { needToChangePassword: true });
      const token = await tokenFor(t.config, user);

      const blocked = await t.gql('{ gqlToken }', {}, token);
      expect(blocked.errors?.[0]).toMatchObject({
        message: Messages.mustChangePassword,
        extensions: { code: 'PASSWORD_CHANGE_REQUIRED' },
      });

      const info = await t.gql<{ userInfo: { id: number } }>('{ userInfo { id } }', {}, token);
      expect(info.errors).toBeUndefined();
      expect(info.data?.userInfo.id).toBe(user.id);

      const changed = await t.gql(
        CHANGE,
        { userId: user.id, newPassword: 'finally-mine', currentPassword: TEST_PASSWORD },
        token,
      );
      expect(changed.errors).toBeUndefined();

      // The same token now passes: the user is re-read on every request.
      const unblocked = await t.gql<{ gqlToken: string }>('{ gqlToken }', {}, token);
      expect(unblocked.errors).toBeUndefined();
      expect(unblocked.data?.gqlToken).toBeTruthy();
    });
  });
});
