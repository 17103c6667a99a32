import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NullTokenReason } from '@vigil/contracts';
import { signAccessToken, verifyAccessToken } from '../src/auth/access-token.js';
import { authenticate } from '../src/auth/authenticate.js';
import { refreshTokens } from '../src/auth/auth.tables.js';
import { sha256 } from '../src/auth/opaque-tokens.js';
import { issueSignInToken } from '../src/auth/sign-in-tokens.js';
import { resolveTenantScope } from '../src/tenants/tenant-scope.js';
import { tenants } from '../src/tenants/tenants.tables.js';
import { users } from '../src/users/users.tables.js';
import {
  bySignInToken,
  freshIp,
  login,
  loginRoutesWith,
  logout,
  refresh,
  TestClock,
} from './helpers/auth-support.js';
import {
  createTenant,
  createTenantTree,
  createUser,
  openTestSession,
  TEST_PASSWORD,
  tokenFor,
  type TenantTree,
} from './helpers/factories.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

describe('sessions: refresh, sign-in token, logout', () => {
  let t: TestApp;
  let tree: TenantTree;
  beforeAll(async () => {
    t = await createTestApp();
    tree = await createTenantTree(t.db, t.rootTenantId);
  });
  afterAll(() => t.close());

  async function signedIn(tenantId = tree.customerOfPartner.id, keepMeLoggedIn = true) {
    const user = await createUser(t.db, tenantId);
    const res = await login(t.app, { email: user.email, password: TEST_PASSWORD, keepMeLoggedIn }, freshIp());
    if (!res.body.refreshToken || !res.body.accessToken) throw new Error('sign-in failed');
    return { user, refreshToken: res.body.refreshToken, accessToken: res.body.accessToken };
  }

  async function row(token: string) {
    const [r] = await t.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, sha256(token)));
    if (!r) throw new Error('no such refresh token');
    return r;
  }

  const invalid = {
    accessToken: null,
    refreshToken: null,
    nullTokenReason: NullTokenReason.InvalidRefreshToken,
    totpQrCode: null,
    totpSid: null,
  };

  describe('POST /api/Login/refresh', () => {
    it('rotates the refresh token within its family and issues a new access token', async () => {
      const s = await signedIn();
      const res = await refresh(t.app, s.refreshToken);
      expect(res.status).toBe(200);
      expect(res.res.headers['cache-control']).toBe('no-store');
      expect(res.body.nullTokenReason).toBeNull();
      expect(res.body.refreshToken).toBeTruthy();
      expect(res.body.refreshToken).not.toBe(s.refreshToken);
      const claims = await verifyAccessToken(res.body.accessToken ?? '', t.config.jwtSecret);
      expect(claims).toEqual({
        ok: true,
        claims: {
          userId: s.user.id,
          tenantId: s.user.tenantId,
          actingTenantId: null,
          sessionId: (await row(res.body.refreshToken ?? '')).familyId,
          issuedAt: expect.any(Number),
          expiresAt: expect.any(Number),
        },
      });

      const old = await row(s.refreshToken);
      const next = await row(res.body.refreshToken ?? '');
      expect(old.rotatedAt).not.toBeNull();
      expect(next.familyId).toBe(old.familyId);
      expect(next.rotatedAt).toBeNull();
      expect(next.keepMeLoggedIn).toBe(true);

      // The new token refreshes again.
      const again = await refresh(t.app, res.body.refreshToken ?? '');
      expect(again.body.accessToken).toBeTruthy();
    });

    it('on reuse of a rotated token revokes the whole family, the newer token included', async () => {
      const s = await signedIn();
      const rotated = await refresh(t.app, s.refreshToken);
      const newer = rotated.body.refreshToken ?? '';
      expect(newer).toBeTruthy();

      const replay = await refresh(t.app, s.refreshToken);
      expect(replay.status).toBe(200);
      expect(replay.body).toEqual(invalid);
      expect((await refresh(t.app, newer)).body).toEqual(invalid);
      const family = await t.db
        .select()
        .from(refreshTokens)
        .where(eq(refreshTokens.familyId, (await row(newer)).familyId));
      expect(family).toHaveLength(2);
      expect(family.every((r) => r.revokedAt !== null)).toBe(true);
    });

    it('does not touch other sessions of the same user', async () => {
      const s = await signedIn();
      const other = await login(t.app, { email: s.user.email, password: TEST_PASSWORD }, freshIp());
      await refresh(t.app, s.refreshToken);
      await refresh(t.app, s.refreshToken); // reuse: this family dies
      expect((await refresh(t.app, other.body.refreshToken ?? '')).body.accessToken).toBeTruthy();
    });

    it('refuses an unknown, an expired and a revoked token', async () => {
      expect((await refresh(t.app, 'no-such-token')).body).toEqual(invalid);

      const expired = await signedIn();
      await t.db
        .update(refreshTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(refreshTokens.tokenHash, sha256(expired.refreshToken)));
      expect((await refresh(t.app, expired.refreshToken)).body).toEqual(invalid);

      const revoked = await signedIn();
      await logout(t.app, revoked.refreshToken);
      expect((await refresh(t.app, revoked.refreshToken)).body).toEqual(invalid);
    });

    it('expires a short session after its lifetime and a kept one only later', async () => {
      const clock = new TestClock(Date.now());
      const app = await loginRoutesWith(t, { now: clock.now });
      const user = await createUser(t.db, tree.customerOfPartner.id);
      const signIn = async (keepMeLoggedIn: boolean) =>
        (await login(app, { email: user.email, password: TEST_PASSWORD, keepMeLoggedIn }, freshIp())).body
          .refreshToken ?? '';
      const short = await signIn(false);
      const kept = await signIn(true);

      clock.advance(t.config.refreshTokenTtlSeconds + 1);
      expect((await refresh(app, short)).body).toEqual(invalid);
      const keptRefreshed = await refresh(app, kept);
      expect(keptRefreshed.body.accessToken).toBeTruthy();
      // The rotated token keeps the "keep me logged in" lifetime.
      const next = await row(keptRefreshed.body.refreshToken ?? '');
      expect(next.keepMeLoggedIn).toBe(true);
      expect(next.expiresAt.getTime() - clock.now().getTime()).toBe(
        t.config.refreshTokenKeepTtlSeconds * 1000,
      );
      await app.close();
    });

    it('refuses the token of a user deleted since', async () => {
      const s = await signedIn();
      await t.db.update(users).set({ isDeleted: true }).where(eq(users.id, s.user.id));
      expect((await refresh(t.app, s.refreshToken)).body).toEqual(invalid);
    });

    it('with an allowed tenantId, the new access token acts for that tenant', async () => {
      const s = await signedIn(tree.partner.id);
      const res = await refresh(t.app, s.refreshToken, tree.customerOfSubPartner.id);
      expect(res.body.nullTokenReason).toBeNull();
      const claims = await verifyAccessToken(res.body.accessToken ?? '', t.config.jwtSecret);
      expect(claims).toEqual({
        ok: true,
        claims: {
          userId: s.user.id,
          tenantId: tree.partner.id,
          actingTenantId: tree.customerOfSubPartner.id,
          sessionId: (await row(s.refreshToken)).familyId,
          issuedAt: expect.any(Number),
          expiresAt: expect.any(Number),
        },
      });

      // Operations without a tenantId now default to it.
      const auth = await authenticate(t.db, t.config.jwtSecret, `Bearer ${res.body.accessToken}`);
      if (auth.kind !== 'user') throw new Error('not authenticated');
      expect(auth.user.actingTenantId).toBe(tree.customerOfSubPartner.id);
      expect((await resolveTenantScope(t.db, auth.user)).tenantId).toBe(tree.customerOfSubPartner.id);
      // userInfo stays the user's own.
      const me = await t.gql<{ userInfo: { tenantId: number } }>(
        '{ userInfo { tenantId } }',
        {},
        res.body.accessToken,
      );
      expect(me.data?.userInfo.tenantId).toBe(tree.partner.id);
    });

    it('with a foreign tenantId answers TenantNotFound and leaves the refresh token usable', async () => {
      const s = await signedIn(tree.partner.id);
      for (const foreign of [tree.otherPartner.id, tree.customerOfOtherPartner.id, tree.root, 999_999]) {
        const res = await refresh(t.app, s.refreshToken, foreign);
        expect(res.status).toBe(200);
        expect(res.body).toEqual({ ...invalid, nullTokenReason: NullTokenReason.TenantNotFound });
      }
      const deleted = await createTenant(t.db, tree.partner.id, 'CUSTOMER');
      await t.db.update(tenants).set({ isDeleted: true }).where(eq(tenants.id, deleted.id));
      expect((await refresh(t.app, s.refreshToken, deleted.id)).body.nullTokenReason).toBe(
        NullTokenReason.TenantNotFound,
      );

      expect((await row(s.refreshToken)).rotatedAt).toBeNull();
      const ok = await refresh(t.app, s.refreshToken, tree.customerOfPartner.id);
      expect(ok.body.accessToken).toBeTruthy();
    });

    it('answers an invalid token before looking at the tenant', async () => {
      const res = await refresh(t.app, 'no-such-token', tree.otherPartner.id);
      expect(res.body.nullTokenReason).toBe(NullTokenReason.InvalidRefreshToken);
    });

    it('answers 400 to malformed bodies', async () => {
      for (const payload of [
        {},
        { refreshToken: '' },
        { refreshToken: 'x', tenantId: 'seven' },
        { refreshToken: 'x', tenantId: -1 },
      ]) {
        const res = await t.app.inject({ method: 'POST', url: '/api/Login/refresh', payload });
        expect(res.statusCode).toBe(400);
        expect(typeof (res.json() as { message: unknown }).message).toBe('string');
      }
    });
  });

  describe('POST /api/Login/token/bySignInToken', () => {
    it('exchanges a token from createSignInToken for a session, once', async () => {
      const user = await createUser(t.db, tree.customerOfPartner.id);
      const created = await t.gql<{ createSignInToken: { signInToken: string; expiresAt: string } }>(
        'mutation { createSignInToken { signInToken expiresAt } }',
        {},
        await tokenFor(t.config, user),
      );
      const signInToken = created.data?.createSignInToken.signInToken ?? '';
      expect(signInToken).toBeTruthy();

      const res = await bySignInToken(t.app, signInToken);
      expect(res.status).toBe(200);
      expect(res.body.nullTokenReason).toBeNull();
      const claims = await verifyAccessToken(res.body.accessToken ?? '', t.config.jwtSecret);
      expect(claims.ok && claims.claims.userId).toBe(user.id);
      expect((await row(res.body.refreshToken ?? '')).keepMeLoggedIn).toBe(false);

      const second = await bySignInToken(t.app, signInToken);
      expect(second.body).toEqual({ ...invalid, nullTokenReason: NullTokenReason.InvalidSignInToken });
    });

    it('refuses an unknown token and one older than a minute', async () => {
      expect((await bySignInToken(t.app, 'nope')).body.nullTokenReason).toBe(
        NullTokenReason.InvalidSignInToken,
      );

      const clock = new TestClock(Date.now());
      const app = await loginRoutesWith(t, { now: clock.now });
      const user = await createUser(t.db, tree.customerOfPartner.id);
      const owner = { userId: user.id, sessionId: (await openTestSession(t.config, user)).sessionId };
      const fresh = await issueSignInToken(t.db, owner, 60, clock.now());
      const stale = await issueSignInToken(t.db, owner, 60, clock.now());
      clock.advance(59);
      expect((await bySignInToken(app, fresh.token)).body.accessToken).toBeTruthy();
      clock.advance(2);
      expect((await bySignInToken(app, stale.token)).body.nullTokenReason).toBe(
        NullTokenReason.InvalidSignInToken,
      );
      await app.close();
    });

    it('refuses the token of a user deleted since', async () => {
      const user = await createUser(t.db, tree.customerOfPartner.id);
      const { sessionId } = await openTestSession(t.config, user);
      const { token } = await issueSignInToken(t.db, { userId: user.id, sessionId });
      await t.db.update(users).set({ isDeleted: true }).where(eq(users.id, user.id));
      expect((await bySignInToken(t.app, token)).body.nullTokenReason).toBe(
        NullTokenReason.InvalidSignInToken,
      );
    });

    it('answers 400 without a token', async () => {
      const res = await t.app.inject({ method: 'POST', url: '/api/Login/token/bySignInToken', payload: {} });
      expect(res.statusCode).toBe(400);
    });
  });

  describe('POST /api/Login/logout', () => {
    it('revokes the session: neither the token nor its successors refresh any more', async () => {
      const s = await signedIn();
      const rotated = await refresh(t.app, s.refreshToken);
      const res = await logout(t.app, rotated.body.refreshToken ?? '');
      expect(res.status).toBe(204);
      expect(res.res.body).toBe('');
      expect((await refresh(t.app, rotated.body.refreshToken ?? '')).body).toEqual(invalid);
      expect((await row(rotated.body.refreshToken ?? '')).revokedAt).not.toBeNull();
    });

    it('answers 204 to an unknown token and 400 to a missing one', async () => {
      expect((await logout(t.app, 'no-such-token')).status).toBe(204);
      const res = await t.app.inject({ method: 'POST', url: '/api/Login/logout', payload: {} });
      expect(res.statusCode).toBe(400);
    });
  });

  describe("a session's access tokens end with the session", () => {
    const me = (token: string | null) =>
      t.gql<{ userInfo: { id: number } }>('{ userInfo { id } }', {}, token);
    const CHANGE_OWN = `mutation ($userId: Int!, $newPassword: String!, $currentPassword: String) {
      changeUserPassword(userId: $userId, newPassword: $newPassword, currentPassword: $currentPassword)
    }`;

    it('logout ends the access tokens of that session at once, and no other session', async () => {
      const s = await signedIn();
      const other = await login(t.app, { email: s.user.email, password: TEST_PASSWORD }, freshIp());
      const rotated = await refresh(t.app, s.refreshToken);
      expect((await me(s.accessToken)).status).toBe(200);

      await logout(t.app, rotated.body.refreshToken ?? '');
      // Both the first access token and the one from the refresh were of the session.
      expect((await me(s.accessToken)).status).toBe(401);
      expect((await me(rotated.body.accessToken ?? null)).status).toBe(401);
      expect((await me(other.body.accessToken)).data?.userInfo.id).toBe(s.user.id);
    });

    it('a replayed refresh token ends the access tokens of its family too', async () => {
      const s = await signedIn();
      const rotated = await refresh(t.app, s.refreshToken);
      await refresh(t.app, s.refreshToken); // the replay: a copy is in someone else's hands
      expect((await me(rotated.body.accessToken ?? null)).status).toBe(401);
    });

    it('an expired session ends its access tokens', async () => {
      const s = await signedIn();
      await t.db
        .update(refreshTokens)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(refreshTokens.tokenHash, sha256(s.refreshToken)));
      expect((await me(s.accessToken)).status).toBe(401);
    });

    it("refuses a token naming another user's session", async () => {
      const victim = await signedIn();
      const attacker = await createUser(t.db, tree.customerOfPartner.id);
      const victimSession = (await row(victim.refreshToken)).familyId;
      const token = await signAccessToken(
        { userId: attacker.id, tenantId: attacker.tenantId, actingTenantId: null, sessionId: victimSession },
        t.config.jwtSecret,
        60,
      );
      expect((await me(token)).status).toBe(401);
    });

    it('changing your own password ends your other sessions, access and refresh tokens alike, and keeps this one', async () => {
      const here = await signedIn();
      const elsewhere = await login(t.app, { email: here.user.email, password: TEST_PASSWORD }, freshIp());
      const res = await t.gql(
        CHANGE_OWN,
        { userId: here.user.id, newPassword: 'Another-pass-9', currentPassword: TEST_PASSWORD },
        here.accessToken,
      );
      expect(res.errors).toBeUndefined();

      expect((await me(elsewhere.body.accessToken)).status).toBe(401);
      expect((await refresh(t.app, elsewhere.body.refreshToken ?? '')).body).toEqual(invalid);
      expect((await me(here.accessToken)).data?.userInfo.id).toBe(here.user.id);
      expect((await refresh(t.app, here.refreshToken)).body.accessToken).toBeTruthy();
    });

    it('gqlToken hands out a token of the same session, which ends with it', async () => {
      const s = await signedIn();
      const res = await t.gql<{ gqlToken: string }>('{ gqlToken }', {}, s.accessToken);
      const scriptToken = res.data?.gqlToken ?? null;
      const claims = await verifyAccessToken(scriptToken ?? '', t.config.jwtSecret);
      expect(claims.ok && claims.claims.sessionId).toBe((await row(s.refreshToken)).familyId);
      expect((await me(scriptToken)).status).toBe(200);

      await logout(t.app, s.refreshToken);
      expect((await me(scriptToken)).status).toBe(401);
      expect((await t.gql('{ gqlToken }', {}, s.accessToken)).status).toBe(401);
    });

    it('a sign-in token is good only while the session that made it lasts', async () => {
      const s = await signedIn();
      const created = await t.gql<{ createSignInToken: { signInToken: string } }>(
        'mutation { createSignInToken { signInToken expiresAt } }',
        {},
        s.accessToken,
      );
      const signInToken = created.data?.createSignInToken.signInToken ?? '';
      expect(signInToken).toBeTruthy();
      await logout(t.app, s.refreshToken);
      expect((await bySignInToken(t.app, signInToken)).body).toEqual({
        ...invalid,
        nullTokenReason: NullTokenReason.InvalidSignInToken,
      });
    });
  });
});
