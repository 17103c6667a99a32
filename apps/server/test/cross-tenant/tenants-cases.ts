import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTenant, unique } from '../helpers/factories.js';
import { anyTenant, customersOnly, type CheckInput, type OperationCase } from './case-types.js';
import { rows } from './query-cases.js';
import { isCustomer, type CallerName, type TenantName } from './tenant-tree.js';

/*
 * Tenant management (customersAndPartners2, partner2, customer2, the create, update and delete
 * mutations, onboarding, licences): how to call each for a tenant and check it against that
 * tenant's rows.
 */

const byNumber = (a: number, b: number) => a - b;
const idsOf = (items: unknown) => (items as { id: number }[]).map((i) => Number(i.id)).sort(byNumber);
const backOffice = (caller: CallerName) => caller === 'sysAdmin' || caller === 'onboardingManager';
const mayReadKeys = (caller: CallerName) => caller !== 'readOnly' && caller !== 'onboardingManager';
const notCustomer = (t: TenantName) => !isCustomer(t);
const isPartner = (t: TenantName) => t === 'partner' || t === 'subPartner' || t === 'otherPartner';

/** The fixture's own tenants among ids (a shared PostgreSQL holds other files' tenants below the root). */
async function fixtureIds(c: CheckInput, got: number[]): Promise<number[]> {
  if (c.tenant !== 'root') return got;
  const mine = await rows<{ id: number }>(
    c.fx,
    sql`select id from tenants where path like ${`%/${c.fx.ids.partner}/%`} or path like ${`%/${c.fx.ids.otherPartner}/%`}`,
  );
  const set = new Set(mine.map((r) => r.id));
  return got.filter((id) => set.has(id));
}

let made = 0;
const fresh = (what: string) => `Made ${what} ${(made += 1)}`;
const adminLogin = () => ({
  email: `${unique('made-admin')}@example.test`,
  firstName: 'Made',
  lastName: 'Admin',
  password: 'Juniper-cobalt-73',
});

async function tenantRow(c: CheckInput, id: number) {
  const [row] = await rows<{
    parentId: number | null;
    name: string;
    type: string;
    isDeleted: boolean;
    city: string | null;
    message: string | null;
    onboarding: boolean;
    onboardingUserId: number | null;
  }>(
    c.fx,
    sql`select parent_id as "parentId", name, tenant_type as type, is_deleted as "isDeleted", city,
        license_count_exceeded_message as message, onboarding, onboarding_user_id as "onboardingUserId"
      from tenants where id = ${id}`,
  );
  return row;
}

const LIST_FIELDS = 'totalCount items { id agentKey onboarding }';

async function checkTenantList(c: CheckInput, field: string, onlyOnboarding: boolean) {
  const data = c.data[field] as {
    totalCount: number;
    items: { id: number; agentKey: string | null; onboarding: boolean | null }[];
  };
  const want = await rows<{ id: number; agentKey: string | null; onboarding: boolean }>(
    c.fx,
    sql`select t.id, t.agent_key as "agentKey", t.onboarding from tenants t, tenants s
      where s.id = ${c.tenantId} and t.path like s.path || '%' and t.id <> s.id and not t.is_deleted
        ${onlyOnboarding ? sql`and t.onboarding` : sql``}
      order by t.id`,
  );
  expect(await fixtureIds(c, idsOf(data.items))).toEqual(
    await fixtureIds(
      c,
      want.map((r) => r.id),
    ),
  );
  const byId = new Map(want.map((r) => [r.id, r]));
  for (const item of data.items) {
    const row = byId.get(item.id);
    if (!row) continue;
    expect(item.agentKey).toBe(mayReadKeys(c.caller) ? row.agentKey : null);
    expect(item.onboarding).toBe(backOffice(c.caller) ? row.onboarding : null);
  }
}

export const TENANT_QUERY_CASES: Record<string, OperationCase> = {
  customersAndPartners2: {
    document: `query ($tenantId: Int, $where: TenantListItemFilterInput) {
      customersAndPartners2(tenantId: $tenantId, where: $where, take: 1000) { ${LIST_FIELDS} } }`,
    appliesTo: anyTenant,
    variables: (v) => ({ tenantId: v.target }),
    check: (c) => checkTenantList(c, 'customersAndPartners2', false),
  },

  onboardingTenants: {
    document: `query ($where: TenantListItemFilterInput) {
      onboardingTenants(where: $where, take: 1000) { ${LIST_FIELDS} } }`,
    target: null,
    appliesTo: anyTenant,
    variables: () => ({}),
    check: (c) => checkTenantList(c, 'onboardingTenants', true),
  },

  onboardingManagers: {
    document: '{ onboardingManagers { id email } }',
    target: null,
    appliesTo: anyTenant,
    variables: () => ({}),
    async check(c) {
      const got = idsOf(c.data.onboardingManagers);
      const want = await rows<{ id: number }>(
        c.fx,
        sql`select id from users where tenant_id = ${c.fx.ids.root} and not is_deleted
          and 'OnboardingManager' = any(roles) order by id`,
      );
      expect(got).toEqual(want.map((r) => r.id));
      expect(got).toContain(c.fx.userIds.onboardingManager);
    },
  },

  partner2: {
    document: `query ($id: Int!, $tenantId: Int) {
      partner2(request: { id: $id }, tenantId: $tenantId) { id name partnerKey hubspotId parentPartnerName onboarding } }`,
    target: 'request.id',
    appliesTo: isPartner,
    variables: (v) => ({ id: v.target, tenantId: v.id('tenantId') }),
    async check(c) {
      const [row] = await rows<{
        name: string;
        partnerKey: string | null;
        hubspotId: string | null;
        onboarding: boolean;
      }>(
        c.fx,
        sql`select name, partner_key as "partnerKey", hubspot_id as "hubspotId", onboarding from tenants where id = ${c.tenantId}`,
      );
      const parent = c.tenant === 'subPartner' ? (await tenantRow(c, c.fx.ids.partner))?.name : null;
      expect(c.data.partner2).toEqual({
        id: c.tenantId,
        name: row?.name,
        partnerKey: mayReadKeys(c.caller) ? row?.partnerKey : null,
        hubspotId: c.caller === 'sysAdmin' ? row?.hubspotId : null,
        parentPartnerName: parent,
        onboarding: backOffice(c.caller) ? row?.onboarding : null,
      });
    },
  },

  customer2: {
    document: `query ($id: Int!, $tenantId: Int) {
      customer2(request: { id: $id }, tenantId: $tenantId) {
        id name partner { id } agentKey testingGroups country { id } contentTypes { id } city } }`,
    target: 'request.id',
    appliesTo: customersOnly,
    variables: (v) => ({ id: v.target, tenantId: v.id('tenantId') }),
    async check(c) {
      const [row] = await rows<{
        name: string;
        parentId: number;
        agentKey: string;
        groups: number[];
        country: string;
        city: string | null;
      }>(
        c.fx,
        sql`select name, parent_id as "parentId", agent_key as "agentKey", testing_groups as groups,
            country_code as country, city
          from tenants where id = ${c.tenantId}`,
      );
      const selected = await rows<{ id: number }>(
        c.fx,
        sql`select r.id from tenant_regulations tr join regulations r on r.id = tr.regulation_id
          where tr.tenant_id = ${c.tenantId} and not r.is_deleted order by r.id`,
      );
      const got = c.data.customer2 as Record<string, unknown>;
      expect({ ...got, contentTypes: idsOf(got.contentTypes) }).toEqual({
        id: c.tenantId,
        name: row?.name,
        partner: { id: row?.parentId },
        agentKey: c.caller === 'readOnly' ? null : row?.agentKey,
        testingGroups: row?.groups,
        country: { id: row?.country },
        contentTypes: selected.map((r) => r.id),
        city: row?.city ?? null,
      });
    },
  },

  customerLicenseInfo: {
    document:
      'query ($tenantId: Int) { customerLicenseInfo(tenantId: $tenantId) { activatedCount availableCount type } }',
    appliesTo: anyTenant,
    variables: (v) => ({ tenantId: v.target }),
    async check(c) {
      const got = c.data.customerLicenseInfo as {
        activatedCount: number;
        availableCount: number | null;
        type: string | null;
      };
      const [want] = await rows<{ activated: number; type: string | null }>(
        c.fx,
        sql`select
            (select count(*)::int from devices d join tenants x on x.id = d.tenant_id
              where x.path like s.path || '%' and x.tenant_type = 'CUSTOMER' and not x.is_deleted
                and not d.is_deleted and d.license_status = 'ACTIVE') as activated,
            case when s.tenant_type = 'CUSTOMER' then s.subscription_type end as type
          from tenants s where s.id = ${c.tenantId}`,
      );
      // At the root a shared PostgreSQL holds other files' devices too.
      if (c.tenant === 'root') expect(got.activatedCount).toBeGreaterThanOrEqual(want?.activated ?? 0);
      else expect(got.activatedCount).toBe(want?.activated);
      expect(got.type).toBe(want?.type ?? null);
      // The fixture's customers have no licence limit.
      expect(got.availableCount).toBeNull();
    },
  },

  countries: {
    document: '{ countries { id name } }',
    target: null,
    appliesTo: anyTenant,
    variables: () => ({}),
    async check(c) {
      const countries = c.data.countries as { id: string; name: string }[];
      expect(countries).toHaveLength(249);
      expect(countries).toContainEqual({ id: 'US', name: 'United States' });
    },
  },
};

/** A tenant made below the one acted for, for a deletion. */
function madeChild(type: 'PARTNER' | 'CUSTOMER') {
  return async (m: { fx: CheckInput['fx']; tenantId: number }) => ({
    ids: (await createTenant(m.fx.t.db, m.tenantId, type, fresh(type.toLowerCase()))).id,
  });
}

async function checkDeleted(c: CheckInput, field: string, type: string) {
  const id = c.made.ids as number;
  expect(c.data[field]).toEqual([id]);
  const row = await tenantRow(c, id);
  expect(row).toMatchObject({ parentId: c.tenantId, type, isDeleted: true });
}

async function checkCreated(c: CheckInput, field: string, type: string) {
  const created = c.data[field] as { id: number; name: string };
  const row = await tenantRow(c, created.id);
  const sent = (c.sent.request as { name: string }).name;
  expect(row).toMatchObject({ parentId: c.tenantId, type, name: sent, isDeleted: false });
  expect(created.name).toBe(sent);
  // Out of the tree again, so the cases after this one see the fixture's tenants only.
  await c.fx.t.db.execute(sql`update tenants set is_deleted = true where id = ${created.id}`);
}

export const TENANT_MUTATION_CASES: Record<string, OperationCase> = {
  createPartner2: {
    document: `mutation ($request: CreatePartnerRequestInput!, $tenantId: Int) {
      createPartner2(request: $request, tenantId: $tenantId) { id name } }`,
    appliesTo: notCustomer,
    variables: (v) => ({
      tenantId: v.target,
      request: { name: fresh('partner'), country: { id: 'US' }, phone: '+15555550100', user: adminLogin() },
    }),
    check: (c) => checkCreated(c, 'createPartner2', 'PARTNER'),
  },

  createCustomer2: {
    document: `mutation ($request: CreateCustomerRequestInput!, $tenantId: Int) {
      createCustomer2(request: $request, tenantId: $tenantId) { id name } }`,
    appliesTo: notCustomer,
    variables: (v) => ({
      tenantId: v.target,
      request: { name: fresh('customer'), contentTypes: [{ id: v.id('request.contentTypes.id') }] },
    }),
    async check(c) {
      const created = c.data.createCustomer2 as { id: number };
      const selected = await rows<{ id: number }>(
        c.fx,
        sql`select regulation_id as id from tenant_regulations where tenant_id = ${created.id}`,
      );
      const sent = (c.sent.request as { contentTypes: { id: number }[] }).contentTypes.map((x) => x.id);
      expect(selected.map((r) => r.id)).toEqual(sent);
      await checkCreated(c, 'createCustomer2', 'CUSTOMER');
    },
  },

  updatePartner2: {
    document: `mutation ($request: UpdatePartnerRequestInput!, $tenantId: Int) {
      updatePartner2(request: $request, tenantId: $tenantId) { id licenseCountExceededMessage } }`,
    target: 'request.id',
    appliesTo: isPartner,
    variables: (v) => ({
      tenantId: v.id('tenantId'),
      request: { id: v.target, licenseCountExceededMessage: fresh('message') },
    }),
    async check(c) {
      const sent = (c.sent.request as { licenseCountExceededMessage: string }).licenseCountExceededMessage;
      expect(c.data.updatePartner2).toEqual({ id: c.tenantId, licenseCountExceededMessage: sent });
      expect((await tenantRow(c, c.tenantId))?.message).toBe(sent);
    },
  },

  updateCustomer2: {
    document: `mutation ($request: UpdateCustomerRequestInput!, $tenantId: Int) {
      updateCustomer2(request: $request, tenantId: $tenantId) {
        id city laptopsSettingsGroup { id } serversSettingsGroup { id } } }`,
    target: 'request.id',
    appliesTo: customersOnly,
    variables: (v) => ({
      tenantId: v.id('tenantId'),
      request: {
        id: v.target,
        city: fresh('city'),
        laptopsSettingsGroupId: v.id('request.laptopsSettingsGroupId'),
        serversSettingsGroupId: v.id('request.serversSettingsGroupId'),
      },
    }),
    async check(c) {
      const sent = (c.sent.request as { city: string }).city;
      const group = { id: c.customer.settingsGroupId };
      expect(c.data.updateCustomer2).toEqual({
        id: c.tenantId,
        city: sent,
        laptopsSettingsGroup: group,
        serversSettingsGroup: group,
      });
      expect((await tenantRow(c, c.tenantId))?.city).toBe(sent);
    },
  },

  deleteCustomers2: {
    document: 'mutation ($ids: [Int!]!, $tenantId: Int) { deleteCustomers2(ids: $ids, tenantId: $tenantId) }',
    scope: 'subtree',
    appliesTo: notCustomer,
    make: madeChild('CUSTOMER'),
    variables: (v) => ({ tenantId: v.target, ids: [v.id('ids')] }),
    check: (c) => checkDeleted(c, 'deleteCustomers2', 'CUSTOMER'),
  },

  deletePartners2: {
    document: 'mutation ($ids: [Int!]!, $tenantId: Int) { deletePartners2(ids: $ids, tenantId: $tenantId) }',
    scope: 'subtree',
    appliesTo: notCustomer,
    make: madeChild('PARTNER'),
    variables: (v) => ({ tenantId: v.target, ids: [v.id('ids')] }),
    check: (c) => checkDeleted(c, 'deletePartners2', 'PARTNER'),
  },

  updateCustomerOnboardingData: {
    document: `mutation ($request: UpdateCustomerOnboardingDataRequestInput!) {
      updateCustomerOnboardingData(request: $request) { id onboarding onboardingUser { id } } }`,
    target: 'request.id',
    appliesTo: (t) => t !== 'root',
    // The onboarding user must be one of the back office's Onboarding Managers.
    make: async (m) => ({ 'request.onboardingUserId': m.fx.userIds.onboardingManager }),
    variables: (v) => ({
      request: { id: v.target, onboarding: true, onboardingUserId: v.id('request.onboardingUserId') },
    }),
    async check(c) {
      const manager = c.fx.userIds.onboardingManager;
      expect(c.data.updateCustomerOnboardingData).toEqual({
        id: c.tenantId,
        onboarding: true,
        onboardingUser: { id: manager },
      });
      expect(await tenantRow(c, c.tenantId)).toMatchObject({ onboarding: true, onboardingUserId: manager });
    },
  },
};
