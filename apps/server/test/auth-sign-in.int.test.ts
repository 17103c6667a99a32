import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NullTokenReason } from '@vigil/contracts';
import { verifyAccessToken } from '../src/auth/access-token.js';
import { refreshTokens } from '../src/auth/auth.tables.js';
import { sha256 } from '../src/auth/opaque-tokens.js';
import { tenants } from '../src/tenants/tenants.tables.js';
import { users } from '../src/users/users.tables.js';
import { freshIp, login } from './helpers/auth-support.js';
import { createTenant, createUser, TEST_PASSWORD, unique } from './helpers/factories.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

describe('POST /api/Login/token', () => {
  let t: TestApp;
  let customerId: number;
  beforeAll(async () => {
    t = await createTestApp();
    customerId = (await createTenant(t.db, t.rootTenantId, 'CUSTOMER')).id;
  });
  afterAll(() => t.close());

  it('signs in with email and password and returns both tokens', async () => {
    const user = await createUser(t.db, customerId);
    const res = await login(t.app, { email: user.email, password: TEST_PASSWORD }, freshIp());
    expect(res.status).toBe(200);
    expect(res.res.headers['cache-control']).toBe('no-store');
    expect(res.body).toMatchObject({ nullTokenReason: null, totpQrCode: null, totpSid: null });
    const claims = await verifyAccessToken(res.body.accessToken ?? '', t.config.jwtSecret);
    expect(claims).toEqual({
      ok: true,
      claims: {
        userId: user.id,
        tenantId: customerId,
        actingTenantId: null,
        sessionId: expect.stringMatching(/^[0-9a-f-]{36}$/),
        issuedAt: expect.any(Number),
        expiresAt: expect.any(Number),
      },
    });
    expect(res.body.refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);

    const me = await t.gql<{ userInfo: { id: number } }>('{ userInfo { id } }', {}, res.body.accessToken);
    expect(me.data?.userInfo.id).toBe(user.id);
  });

  it('stores only the hash of the refresh token', async () => {
    const user = await createUser(t.db, customerId);
    const res = await login(t.app, { email: user.email, password: TEST_PASSWORD }, freshIp());
    const token = res.body.refreshToken ?? '';
    const rows = await t.db.select().from(refreshTokens).where(eq(refreshTokens.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.tokenHash).toBe(sha256(token));
    expect(rows[0]?.tokenHash).not.toContain(token);
  });

  it('treats the email case-insensitively and ignores surrounding spaces', async () => {
    const user = await createUser(t.db, customerId, { email: `${unique('mixed')}@example.test` });
    const res = await login(
      t.app,
      { email: `  ${user.email.toUpperCase()} `, password: TEST_PASSWORD },
      freshIp(),
    );
    expect(res.body.nullTokenReason).toBeNull();
    expect(res.body.accessToken).toBeTruthy();
  });

  it('records the time of the sign-in', async () => {
    const user = await createUser(t.db, customerId);
    const before = Date.now();
    await login(t.app, { email: user.email, password: TEST_PASSWORD }, freshIp());
    const [row] = await t.db.select({ at: users.lastSignedIn }).from(users).where(eq(users.id, user.id));
    expect(row?.at?.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('refuses a wrong password and an unknown email with the very same answer', async () => {
    const user = await createUser(t.db, customerId);
    const wrong = await login(t.app, { email: user.email, password: 'not-the-password' }, freshIp());
    const unknown = await login(
      t.app,
      { email: `${unique('nobody')}@example.test`, password: 'x' },
      freshIp(),
    );
    const expected = {
      accessToken: null,
      refreshToken: null,
      nullTokenReason: NullTokenReason.InvalidCredentials,
      totpQrCode: null,
      totpSid: null,
    };
    expect(wrong.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(wrong.body).toEqual(expected);
    expect(unknown.body).toEqual(expected);
    expect(Object.keys(unknown.res.headers).sort()).toEqual(Object.keys(wrong.res.headers).sort());
  });

  it('refuses a deleted user and a user of a deleted tenant like an unknown one', async () => {
    const deletedUser = await createUser(t.db, customerId);
    await t.db.update(users).set({ isDeleted: true }).where(eq(users.id, deletedUser.id));
    const gone = await createTenant(t.db, t.rootTenantId, 'CUSTOMER');
    const orphan = await createUser(t.db, gone.id);
    await t.db.update(tenants).set({ isDeleted: true }).where(eq(tenants.id, gone.id));

    for (const u of [deletedUser, orphan]) {
      const res = await login(t.app, { email: u.email, password: TEST_PASSWORD }, freshIp());
      expect(res.body.nullTokenReason).toBe(NullTokenReason.InvalidCredentials);
      expect(res.body.accessToken).toBeNull();
    }
  });

  it('refuses a user who has no password (never set) whatever is typed', async () => {
    const user = await createUser(t.db, customerId);
    await t.db.update(users).set({ passwordHash: null }).where(eq(users.id, user.id));
    const res = await login(
      t.app,
      { email: user.email, password: 'vigil-dummy-password-for-timing' },
      freshIp(),
    );
    expect(res.body.nullTokenReason).toBe(NullTokenReason.InvalidCredentials);
  });

  it('keeps a "keep me logged in" session for days and another one for hours', async () => {
    const user = await createUser(t.db, customerId);
    const expiryOf = async (keepMeLoggedIn?: boolean) => {
      const body = keepMeLoggedIn === undefined ? {} : { keepMeLoggedIn };
      const res = await login(t.app, { email: user.email, password: TEST_PASSWORD, ...body }, freshIp());
      const [row] = await t.db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.tokenHash, sha256(res.body.refreshToken ?? '')));
      if (!row) throw new Error('no refresh token stored');
      return { row, seconds: (row.expiresAt.getTime() - row.createdAt.getTime()) / 1000 };
    };
    const kept = await expiryOf(true);
    const short = await expiryOf(false);
    const byDefault = await expiryOf(undefined);
    expect(kept.row.keepMeLoggedIn).toBe(true);
    expect(kept.seconds).toBe(t.config.refreshTokenKeepTtlSeconds);
    expect(short.row.keepMeLoggedIn).toBe(false);
    expect(short.seconds).toBe(t.config.refreshTokenTtlSeconds);
    expect(byDefault.row.keepMeLoggedIn).toBe(true);
    expect(t.config.refreshTokenKeepTtlSeconds).toBeGreaterThan(t.config.refreshTokenTtlSeconds);
  });

  it('signs in a user who must change the password; the token then only reaches self operations', async () => {
    const user = await createUser(t.db, customerId, { needToChangePassword: true });
    const res = await login(t.app, { email: user.email, password: TEST_PASSWORD }, freshIp());
    expect(res.body.accessToken).toBeTruthy();
    const info = await t.gql<{ userInfo: { needToChangePassword: boolean } }>(
      '{ userInfo { needToChangePassword } }',
      {},
      res.body.accessToken,
    );
    expect(info.data?.userInfo.needToChangePassword).toBe(true);
  });

  describe('malformed bodies answer 400 with a message', () => {
    const cases: [string, unknown][] = [
      ['no body', undefined],
      ['missing password', { email: 'a@example.test' }],
      ['empty email', { email: '', password: 'x' }],
      ['email of the wrong type', { email: 42, password: 'x' }],
      ['keepMeLoggedIn not a boolean', { email: 'a@example.test', password: 'x', keepMeLoggedIn: 'yes' }],
      ['password too long', { email: 'a@example.test', password: 'x'.repeat(129) }],
      ['an array', [1, 2]],
    ];
    it.each(cases)('%s', async (_name, payload) => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/Login/token',
        ...(payload === undefined ? {} : { payload: payload as object }),
      });
      expect(res.statusCode).toBe(400);
      const body = res.json() as { message: unknown };
      expect(typeof body.message).toBe('string');
      expect(body.message).not.toBe('');
    });

    it('names the field and uses the shared message', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/Login/token',
        payload: { email: '', password: 'x' },
      });
      expect(res.json()).toEqual({ message: 'email: Value is required' });
    });

    it('invalid JSON', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/Login/token',
        headers: { 'content-type': 'application/json' },
        payload: '{"email":',
      });
      expect(res.statusCode).toBe(400);
      expect(typeof (res.json() as { message: unknown }).message).toBe('string');
    });
  });
});
