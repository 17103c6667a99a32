import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { Queryable } from '../src/db/client.js';
import { tenants } from '../src/tenants/tenants.tables.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { createTenant, createUser, setTenantRollup, tokenFor } from './helpers/factories.js';

function setRisk(db: Queryable, tenantId: number, devices: number, risk: number, encrypted: number) {
  return setTenantRollup(db, tenantId, {
    devicesCount: devices,
    sensitiveRiskUsd: risk,
    encryptedSensitiveRiskUsd: encrypted,
  });
}

const CHILD_FIELDS =
  'id name isPartner partnerId tenantType devicesCount entriesCost encryptedEntriesCost residualEntriesCost encryptionPercent';

interface ChildTenantsData {
  childTenants: {
    items: Record<string, unknown>[];
    totalCount: number;
    pageInfo: { hasNextPage: boolean; hasPreviousPage: boolean };
  };
}

describe('tenants', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  describe('childTenants', () => {
    it('lists direct children with risk summed over each subtree', async () => {
      // partner ─┬─ sub (1 device, $100, $0) ── subCustomer (4 devices, $900, $300)
      //          ├─ customer (10 devices, $2,000, $1,000)
      //          ├─ empty customer (no risk)
      //          └─ deleted customer (never listed, never summed)
      const partner = await createTenant(t.db, t.rootTenantId, 'PARTNER', 'Summing MSP');
      const sub = await createTenant(t.db, partner.id, 'PARTNER', 'Beta Sub');
      const subCustomer = await createTenant(t.db, sub.id, 'CUSTOMER', 'Deep Customer');
      const customer = await createTenant(t.db, partner.id, 'CUSTOMER', 'Alpha Customer');
      const empty = await createTenant(t.db, partner.id, 'CUSTOMER', 'Gamma Empty');
      const deleted = await createTenant(t.db, partner.id, 'CUSTOMER', 'Deleted Customer');
      const deletedUnderSub = await createTenant(t.db, sub.id, 'CUSTOMER', 'Deleted Deep');
      await setRisk(t.db, sub.id, 1, 100, 0);
      await setRisk(t.db, subCustomer.id, 4, 900, 300);
      await setRisk(t.db, customer.id, 10, 2000, 1000);
      await setRisk(t.db, deletedUnderSub.id, 50, 5000, 0);
      await t.db
        .update(tenants)
        .set({ isDeleted: true })
        .where(sql`${tenants.id} in (${deleted.id}, ${deletedUnderSub.id})`);
      const user = await createUser(t.db, partner.id);

      const res = await t.gql<ChildTenantsData>(
        `{ childTenants { items { ${CHILD_FIELDS} } totalCount pageInfo { hasNextPage hasPreviousPage } } }`,
        {},
        await tokenFor(t.config, user),
      );
      expect(res.errors).toBeUndefined();
      expect(res.data?.childTenants).toEqual({
        items: [
          {
            id: customer.id,
            name: 'Alpha Customer',
            isPartner: false,
            partnerId: partner.id,
            tenantType: 'CUSTOMER',
            devicesCount: 10,
            entriesCost: 2000,
            encryptedEntriesCost: 1000,
            residualEntriesCost: 1000,
            encryptionPercent: 50,
          },
          {
            id: sub.id,
            name: 'Beta Sub',
            isPartner: true,
            partnerId: partner.id,
            tenantType: 'PARTNER',
            devicesCount: 5,
            entriesCost: 1000,
            encryptedEntriesCost: 300,
            residualEntriesCost: 700,
            encryptionPercent: 30,
          },
          {
            id: empty.id,
            name: 'Gamma Empty',
            isPartner: false,
            partnerId: partner.id,
            tenantType: 'CUSTOMER',
            devicesCount: 0,
            entriesCost: 0,
            encryptedEntriesCost: 0,
            residualEntriesCost: 0,
            encryptionPercent: 0,
          },
        ],
        totalCount: 3,
        pageInfo: { hasNextPage: false, hasPreviousPage: false },
      });
    });

    it('rounds the encryption percentage to a whole number, halves away from zero', async () => {
      const partner = await createTenant(t.db, t.rootTenantId, 'PARTNER');
      const a = await createTenant(t.db, partner.id, 'CUSTOMER', 'a');
      const b = await createTenant(t.db, partner.id, 'CUSTOMER', 'b');
      const c = await createTenant(t.db, partner.id, 'CUSTOMER', 'c');
      await setRisk(t.db, a.id, 1, 3, 1); // 33.33 %
      await setRisk(t.db, b.id, 1, 8, 5); // 62.5 %
      await setRisk(t.db, c.id, 1, 200, 1); // 0.5 %
      const user = await createUser(t.db, partner.id);
      const res = await t.gql<ChildTenantsData>(
        '{ childTenants { items { name encryptionPercent } } }',
        {},
        await tokenFor(t.config, user),
      );
      expect(res.data?.childTenants.items).toEqual([
        { name: 'a', encryptionPercent: 33 },
        { name: 'b', encryptionPercent: 63 },
        { name: 'c', encryptionPercent: 1 },
      ]);
    });

    it("names a tenant without a name 'Tenant {id}', and filters on that name", async () => {
      const partner = await createTenant(t.db, t.rootTenantId, 'PARTNER');
      const unnamed = await createTenant(t.db, partner.id, 'CUSTOMER', '   ');
      const user = await createUser(t.db, partner.id);
      const token = await tokenFor(t.config, user);
      const all = await t.gql<ChildTenantsData>('{ childTenants { items { id name } } }', {}, token);
      expect(all.data?.childTenants.items).toEqual([{ id: unnamed.id, name: `Tenant ${unnamed.id}` }]);
      const filtered = await t.gql<ChildTenantsData>(
        'query ($where: ChildTenantFilterInput) { childTenants(where: $where) { totalCount } }',
        { where: { name: { startsWith: 'tenant ' } } },
        token,
      );
      expect(filtered.data?.childTenants.totalCount).toBe(1);
    });

    it('acts for a descendant given tenantId, and uses the acting tenant chosen at refresh', async () => {
      const partner = await createTenant(t.db, t.rootTenantId, 'PARTNER');
      const sub = await createTenant(t.db, partner.id, 'PARTNER');
      const subChild = await createTenant(t.db, sub.id, 'CUSTOMER', 'Under Sub');
      const user = await createUser(t.db, partner.id);
      const q = 'query ($tenantId: Int) { childTenants(tenantId: $tenantId) { items { id } } }';
      const viaArg = await t.gql<ChildTenantsData>(q, { tenantId: sub.id }, await tokenFor(t.config, user));
      expect(viaArg.data?.childTenants.items).toEqual([{ id: subChild.id }]);
      const viaActing = await t.gql<ChildTenantsData>(q, {}, await tokenFor(t.config, user, sub.id));
      expect(viaActing.data?.childTenants.items).toEqual([{ id: subChild.id }]);
    });

    it('pages 20 by default (child tenant page size)', async () => {
      const partner = await createTenant(t.db, t.rootTenantId, 'PARTNER');
      for (let i = 0; i < 23; i++)
        await createTenant(t.db, partner.id, 'CUSTOMER', `c${String(i).padStart(2, '0')}`);
      const user = await createUser(t.db, partner.id);
      const res = await t.gql<ChildTenantsData>(
        '{ childTenants { items { name } totalCount pageInfo { hasNextPage } } }',
        {},
        await tokenFor(t.config, user),
      );
      expect(res.data?.childTenants.items).toHaveLength(20);
      expect(res.data?.childTenants.items[0]).toEqual({ name: 'c00' });
      expect(res.data?.childTenants.totalCount).toBe(23);
      expect(res.data?.childTenants.pageInfo.hasNextPage).toBe(true);
    });
  });

  describe('tenantParents', () => {
    it("returns the chain from the caller's own tenant down to the id, top-down", async () => {
      const partner = await createTenant(t.db, t.rootTenantId, 'PARTNER', 'Top MSP');
      const sub = await createTenant(t.db, partner.id, 'PARTNER', '');
      const customer = await createTenant(t.db, sub.id, 'CUSTOMER', 'Leaf');
      const user = await createUser(t.db, partner.id);
      const res = await t.gql<{ tenantParents: unknown[] }>(
        'query ($id: Int!) { tenantParents(id: $id) { id name partnerId isPartner tenantType } }',
        { id: customer.id },
        await tokenFor(t.config, user),
      );
      expect(res.errors).toBeUndefined();
      expect(res.data?.tenantParents).toEqual([
        {
          id: partner.id,
          name: 'Top MSP',
          partnerId: t.rootTenantId,
          isPartner: true,
          tenantType: 'PARTNER',
        },
        {
          id: sub.id,
          name: `Tenant ${sub.id}`,
          partnerId: partner.id,
          isPartner: true,
          tenantType: 'PARTNER',
        },
        { id: customer.id, name: 'Leaf', partnerId: sub.id, isPartner: false, tenantType: 'CUSTOMER' },
      ]);
    });

    it('never reveals tenants above the caller, even for a sub-partner user', async () => {
      const partner = await createTenant(t.db, t.rootTenantId, 'PARTNER');
      const sub = await createTenant(t.db, partner.id, 'PARTNER');
      const customer = await createTenant(t.db, sub.id, 'CUSTOMER');
      const user = await createUser(t.db, sub.id);
      const token = await tokenFor(t.config, user);
      const q = 'query ($id: Int!) { tenantParents(id: $id) { id } }';
      expect((await t.gql(q, { id: customer.id }, token)).data).toEqual({
        tenantParents: [{ id: sub.id }, { id: customer.id }],
      });
      expect((await t.gql(q, { id: sub.id }, token)).data).toEqual({ tenantParents: [{ id: sub.id }] });
    });

    it('starts at the root for the back office', async () => {
      const partner = await createTenant(t.db, t.rootTenantId, 'PARTNER');
      const admin = await createUser(t.db, t.rootTenantId, { roles: ['SysAdmin'] });
      const res = await t.gql<{ tenantParents: { id: number; tenantType: string }[] }>(
        'query ($id: Int!) { tenantParents(id: $id) { id tenantType } }',
        { id: partner.id },
        await tokenFor(t.config, admin),
      );
      expect(res.data?.tenantParents).toEqual([
        { id: t.rootTenantId, tenantType: 'ROOT' },
        { id: partner.id, tenantType: 'PARTNER' },
      ]);
    });
  });

  describe('customer2', () => {
    const Q = `query ($id: Int!, $tenantId: Int) {
      customer2(request: { id: $id }, tenantId: $tenantId) {
        id name partner { id name } fipsrequestStatus testingGroups twoStepVerification subscriptionType
      }
    }`;

    it('returns the customer info the console needs (getCustomerInfo)', async () => {
      const partner = await createTenant(t.db, t.rootTenantId, 'PARTNER', 'Info MSP');
      const customer = await createTenant(t.db, partner.id, 'CUSTOMER', 'Info Customer', {
        testingGroups: [1, 3],
        fipsRequestStatus: 1,
      });
      await t.db
        .update(tenants)
        .set({ twoStepVerification: true, subscriptionType: 'ONE_TIME_SCAN' })
        .where(eq(tenants.id, customer.id));
      const user = await createUser(t.db, customer.id);
      const res = await t.gql(Q, { id: customer.id }, await tokenFor(t.config, user));
      expect(res.errors).toBeUndefined();
      expect(res.data).toEqual({
        customer2: {
          id: customer.id,
          name: 'Info Customer',
          partner: { id: partner.id, name: 'Info MSP' },
          fipsrequestStatus: 1,
          testingGroups: [1, 3],
          twoStepVerification: true,
          subscriptionType: 'ONE_TIME_SCAN',
        },
      });
    });

    it('has no partner for a customer of the back office, and Prod is no testing group', async () => {
      const customer = await createTenant(t.db, t.rootTenantId, 'CUSTOMER', 'Direct');
      const admin = await createUser(t.db, t.rootTenantId, { roles: ['SysAdmin'] });
      const res = await t.gql<{ customer2: Record<string, unknown> }>(
        Q,
        { id: customer.id },
        await tokenFor(t.config, admin),
      );
      expect(res.data?.customer2).toMatchObject({ partner: null, testingGroups: [], fipsrequestStatus: 0 });
    });

    it('answers a partner tenant like a missing customer', async () => {
      const partner = await createTenant(t.db, t.rootTenantId, 'PARTNER');
      const user = await createUser(t.db, partner.id);
      const res = await t.gql(Q, { id: partner.id }, await tokenFor(t.config, user));
      expect(res.data).toBeNull();
      expect(res.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    });

    it('requires the customer to lie within tenantId when one is given', async () => {
      const partner = await createTenant(t.db, t.rootTenantId, 'PARTNER');
      const subA = await createTenant(t.db, partner.id, 'PARTNER');
      const subB = await createTenant(t.db, partner.id, 'PARTNER');
      const customerOfA = await createTenant(t.db, subA.id, 'CUSTOMER');
      const user = await createUser(t.db, partner.id);
      const token = await tokenFor(t.config, user);
      const inside = await t.gql(Q, { id: customerOfA.id, tenantId: subA.id }, token);
      expect(inside.errors).toBeUndefined();
      const outside = await t.gql(Q, { id: customerOfA.id, tenantId: subB.id }, token);
      expect(outside.data).toBeNull();
      expect(outside.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    });
  });
});
