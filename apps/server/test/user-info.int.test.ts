import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { createTenant, createUser, tokenFor } from './helpers/factories.js';

describe('userInfo', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('returns the signed-in user with tenant facts', async () => {
    const partner = await createTenant(t.db, t.rootTenantId, 'PARTNER', 'Acme MSP');
    const user = await createUser(t.db, partner.id, { roles: ['TENANT_ADMIN'] });
    const res = await t.gql<{ userInfo: Record<string, unknown> }>(
      '{ userInfo { id email tenantId tenantName tenantIsPartner roles isRegular routeRole needToChangePassword } }',
      {},
      await tokenFor(t.config, user),
    );
    expect(res.errors).toBeUndefined();
    expect(res.data?.userInfo).toEqual({
      id: user.id,
      email: user.email,
      tenantId: partner.id,
      tenantName: 'Acme MSP',
      tenantIsPartner: true,
      roles: ['TENANT_ADMIN'],
      isRegular: false,
      routeRole: 'partner',
      needToChangePassword: false,
    });
  });

  it('refuses an anonymous caller', async () => {
    const res = await t.gql('{ userInfo { id } }');
    expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(res.data).toBeNull();
  });

  it('answers 401 to an invalid token so the client refreshes', async () => {
    const res = await t.gql('{ userInfo { id } }', {}, 'not-a-jwt');
    expect(res.status).toBe(401);
  });
});
