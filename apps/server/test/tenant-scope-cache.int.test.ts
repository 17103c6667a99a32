import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenants } from '../src/tenants/tenants.tables.js';
import { createTenant, createUser, tokenFor } from './helpers/factories.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

const OVERVIEW = `query Overview($tenantId: Int) {
  riskOverview(startPeriod: "2026-10-01T00:00:00Z", finishPeriod: "2026-10-02T00:00:00Z", tenantId: $tenantId) {
    dataRiskTotals { total }
  }
}`;

/**
 * The tenant a request acts for is remembered between requests (tenants/tenant-scope.ts,
 * cacheScopesOf) and forgotten on the auth-changed notification. Changes here are made behind the
 * app's back, straight in the database, as another server process or a job would.
 */
describe('the tenant scope cache answers like the database', () => {
  let t: TestApp;
  beforeAll(async () => {
    // It renames a table for a moment: never where other files run.
    t = await createTestApp({}, { ownDatabase: true });
  });
  afterAll(() => t.close());

  async function partnerReadingCustomer() {
    const partner = await createTenant(t.db, t.rootTenantId, 'PARTNER');
    const customer = await createTenant(t.db, partner.id, 'CUSTOMER');
    const token = await tokenFor(t.config, await createUser(t.db, partner.id));
    const first = await t.gql(OVERVIEW, { tenantId: customer.id }, token);
    expect(first.errors).toBeUndefined();
    return { partner, customer, token };
  }

  /** PGlite delivers the notification with the change's own query; PostgreSQL, at its commit. */
  async function eventually(check: () => Promise<boolean>): Promise<boolean> {
    for (let i = 0; i < 50; i++) {
      if (await check()) return true;
      if (t.database.kind === 'pglite') return false;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    return false;
  }

  it('remembers a resolved tenant: the next request reads no tenant row (the table renamed away)', async () => {
    const { customer, token } = await partnerReadingCustomer();
    // DDL fires no trigger: a request that read the tenant now would fail.
    await t.db.execute(sql`alter table tenants rename to tenants_away`);
    try {
      const res = await t.gql(OVERVIEW, { tenantId: customer.id }, token);
      expect(res.errors).toBeUndefined();
    } finally {
      await t.db.execute(sql`alter table tenants_away rename to tenants`);
    }
  });

  it('a customer deleted in the database is no longer found by its partner', async () => {
    const { customer, token } = await partnerReadingCustomer();
    await t.db.update(tenants).set({ isDeleted: true }).where(eq(tenants.id, customer.id));
    const gone = await eventually(async () => {
      const res = await t.gql(OVERVIEW, { tenantId: customer.id }, token);
      return res.errors?.[0]?.extensions?.['code'] === 'NOT_FOUND';
    });
    expect(gone).toBe(true);
  });

  it('a customer moved out of the partner’s tree is no longer the partner’s to read', async () => {
    const { customer, token } = await partnerReadingCustomer();
    const other = await createTenant(t.db, t.rootTenantId, 'PARTNER');
    await t.db
      .update(tenants)
      .set({ parentId: other.id, path: `${other.path}${customer.id}/` })
      .where(eq(tenants.id, customer.id));
    const gone = await eventually(async () => {
      const res = await t.gql(OVERVIEW, { tenantId: customer.id }, token);
      return res.errors?.[0]?.extensions?.['code'] === 'NOT_FOUND';
    });
    expect(gone).toBe(true);
  });
});
