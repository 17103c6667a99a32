import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NullTokenReason } from '@vigil/contracts';
import { signAccessToken } from '../src/auth/access-token.js';
import { loadConfig } from '../src/config.js';
import { tenants } from '../src/tenants/tenants.tables.js';
import { freshIp, login } from './helpers/auth-support.js';
import { createTenant, createUser, openTestSession, TEST_PASSWORD, tokenFor } from './helpers/factories.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

describe('what sessions are allowed to do', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('requires a second factor from every user of a tenant with two-step verification on', async () => {
    const customer = await createTenant(t.db, t.rootTenantId, 'CUSTOMER');
    await t.db.update(tenants).set({ twoStepVerification: true }).where(eq(tenants.id, customer.id));
    const user = await createUser(t.db, customer.id, { useTotp: false });

    const res = await login(t.app, { email: user.email, password: TEST_PASSWORD }, freshIp());
    expect(res.body.accessToken).toBeNull();
    expect(res.body.nullTokenReason).toBe(NullTokenReason.MustUseTwoFactorCode);
    // First use: the authenticator has to be registered, so the QR code and key are shown.
    expect(res.body.totpQrCode).toMatch(/^data:image\/png;base64,/);
    expect(res.body.totpSid).toMatch(/^[A-Z2-7]+=*$/);
  });

  it('ends the access tokens already handed out when an admin resets the password', async () => {
    const customer = await createTenant(t.db, t.rootTenantId, 'CUSTOMER');
    const admin = await createUser(t.db, customer.id, { roles: ['TENANT_ADMIN'] });
    const target = await createUser(t.db, customer.id, { roles: [] });
    const issuedEarlier = await tokenFor(t.config, target);
    expect((await t.gql('{ userInfo { id } }', {}, issuedEarlier)).status).toBe(200);

    const reset = await t.gql(
      'mutation ($id: Int!) { changeUserPassword(userId: $id, newPassword: "temp-pass-1") }',
      { id: target.id },
      await tokenFor(t.config, admin),
    );
    expect(reset.errors).toBeUndefined();

    expect((await t.gql('{ userInfo { id } }', {}, issuedEarlier)).status).toBe(401);
    const again = await login(t.app, { email: target.email, password: 'temp-pass-1' }, freshIp());
    const fresh = await t.gql<{ userInfo: { id: number } }>(
      '{ userInfo { id } }',
      {},
      again.body.accessToken,
    );
    expect(fresh.data?.userInfo.id).toBe(target.id);
  });

  it('keeps the session a user changes their own password from, and ends their others', async () => {
    const customer = await createTenant(t.db, t.rootTenantId, 'CUSTOMER');
    const user = await createUser(t.db, customer.id);
    const here = await tokenFor(t.config, user);
    const elsewhere = await tokenFor(t.config, user);
    const res = await t.gql(
      'mutation ($id: Int!, $current: String!) { changeUserPassword(userId: $id, newPassword: "my-new-pass", currentPassword: $current) }',
      { id: user.id, current: TEST_PASSWORD },
      here,
    );
    expect(res.errors).toBeUndefined();
    expect((await t.gql('{ userInfo { id } }', {}, here)).status).toBe(200);
    expect((await t.gql('{ userInfo { id } }', {}, elsewhere)).status).toBe(401);
  });

  it('refuses the tokens a forger makes with the development key once committed to the repository', async () => {
    // `npm start` without JWT_SECRET signed with this key; a token made with it was the SysAdmin.
    const leakedKey = 'vigil-dev-only-secret-do-not-use-in-production-0000';
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-secret-'));
    const started = loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir } as NodeJS.ProcessEnv);
    expect(started.jwtSecret).not.toBe(leakedKey);

    const app = await createTestApp({ jwtSecret: started.jwtSecret });
    try {
      const sysAdmin = await createUser(app.db, app.rootTenantId, { roles: ['SysAdmin'] });
      const { sessionId } = await openTestSession(app.config, sysAdmin);
      const claims = { userId: sysAdmin.id, tenantId: app.rootTenantId, actingTenantId: null, sessionId };
      const forged = await signAccessToken(claims, leakedKey, 600);
      const res = await app.gql('{ userInfo { id } }', {}, forged);
      expect(res.status).toBe(401);
      // The same claims signed with the start's own secret pass: only the key was wrong.
      const genuine = await signAccessToken(claims, started.jwtSecret, 600);
      expect((await app.gql('{ userInfo { id } }', {}, genuine)).status).toBe(200);
    } finally {
      await app.close();
    }
  });

  it('refuses a token without an expiry, even with a live session and the right key', async () => {
    const customer = await createTenant(t.db, t.rootTenantId, 'CUSTOMER');
    const user = await createUser(t.db, customer.id);
    const { sessionId } = await openTestSession(t.config, user);
    const forever = await new SignJWT({ tid: user.tenantId, sid: sessionId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(user.id))
      .setIssuer('vigil')
      .setAudience('vigil-api')
      .setIssuedAt()
      .sign(new TextEncoder().encode(t.config.jwtSecret));
    expect((await t.gql('{ userInfo { id } }', {}, forever)).status).toBe(401);
  });
});

describe('createSignInToken', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('writes the change history entry of the token it hands out', async () => {
    const customer = await createTenant(t.db, t.rootTenantId, 'CUSTOMER');
    const user = await createUser(t.db, customer.id);
    const token = await tokenFor(t.config, user);
    const res = await t.gql<{ createSignInToken: { signInToken: string } }>(
      'mutation { createSignInToken { signInToken expiresAt } }',
      {},
      token,
    );
    expect(res.errors).toBeUndefined();
    const history = await t.gql<{ entitiesAudit: { items: Record<string, unknown>[] } }>(
      '{ entitiesAudit(request: { entityType: "SignInToken" }) { items { entityType entityName operation user { id } stateAfter } } }',
      {},
      token,
    );
    expect(history.data?.entitiesAudit.items).toEqual([
      {
        entityType: 'SignInToken',
        entityName: user.email,
        operation: 'CREATE',
        user: { id: user.id },
        stateAfter: { userId: user.id, expiresAt: expect.any(String) },
      },
    ]);
    // The token itself never enters the history.
    expect(JSON.stringify(history.data)).not.toContain(res.data?.createSignInToken.signInToken);
  });
});
