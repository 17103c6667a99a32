import { eq } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NullTokenReason } from '@vigil/contracts';
import { tenants } from '../src/tenants/tenants.tables.js';
import { freshIp, login } from './helpers/auth-support.js';
import { createTenant, createUser, TEST_PASSWORD, tokenFor } from './helpers/factories.js';
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
    const issuedEarlier = await new SignJWT({ tid: target.tenantId })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(target.id))
      .setIssuer('vigil')
      .setAudience('vigil-api')
      .setIssuedAt(Math.floor(Date.now() / 1000) - 5)
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode(t.config.jwtSecret));
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

  it("keeps the user's own session when they change their own password", async () => {
    const customer = await createTenant(t.db, t.rootTenantId, 'CUSTOMER');
    const user = await createUser(t.db, customer.id);
    const token = await tokenFor(t.config, user);
    const res = await t.gql(
      'mutation ($id: Int!) { changeUserPassword(userId: $id, newPassword: "my-new-pass") }',
      { id: user.id },
      token,
    );
    expect(res.errors).toBeUndefined();
    expect((await t.gql('{ userInfo { id } }', {}, token)).status).toBe(200);
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
