import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { tenants } from '../src/tenants/tenants.tables.js';
import { createTenant, createUser, tokenFor } from './helpers/factories.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

/** The claims of a token, as the server signed them (not verified here: the API verifies it). */
function claims(token: string): { sub: string; tid: number; act?: number } {
  return JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString('utf8')) as {
    sub: string;
    tid: number;
    act?: number;
  };
}

describe('operations the tenancy backstop watches', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  describe('gqlToken', () => {
    it('hands out a token for the tenant the caller acts for, which the API then accepts', async () => {
      const partner = await createTenant(t.db, t.rootTenantId, 'PARTNER');
      const customer = await createTenant(t.db, partner.id, 'CUSTOMER');
      const user = await createUser(t.db, partner.id);
      const res = await t.gql<{ gqlToken: string }>(
        '{ gqlToken }',
        {},
        await tokenFor(t.config, user, customer.id),
      );
      expect(res.errors).toBeUndefined();
      const token = res.data!.gqlToken;
      expect(claims(token)).toMatchObject({ sub: String(user.id), tid: partner.id, act: customer.id });
      const parents = await t.gql<{ tenantParents: { id: number }[] }>(
        'query ($id: Int!) { tenantParents(id: $id) { id } }',
        { id: customer.id },
        token,
      );
      expect(parents.data?.tenantParents.map((p) => p.id)).toEqual([partner.id, customer.id]);
    });

    it('answers like a missing tenant once the tenant it acts for is gone', async () => {
      const partner = await createTenant(t.db, t.rootTenantId, 'PARTNER');
      const customer = await createTenant(t.db, partner.id, 'CUSTOMER');
      const token = await tokenFor(t.config, await createUser(t.db, partner.id), customer.id);
      await t.db.update(tenants).set({ isDeleted: true }).where(eq(tenants.id, customer.id));
      const res = await t.gql('{ gqlToken }', {}, token);
      expect(res.data).toBeNull();
      expect(res.errors?.[0]).toMatchObject({
        message: `Tenant ${customer.id} not found`,
        extensions: { code: 'NOT_FOUND' },
      });
    });
  });
});
