import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { recordAudit } from '../src/audit/audit.service.js';
import { tenants } from '../src/tenants/tenants.tables.js';
import type { TenantRow } from '../src/tenants/tenants.repo.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import {
  createTenant,
  createTenantTree,
  createUser,
  tokenFor,
  type TenantTree,
} from './helpers/factories.js';
import { resolveSystemScope } from '../src/tenants/tenant-scope.js';

/**
 * Every tenant-scoped operation called by every kind of user for every kind of tenant: allowed
 * exactly for the caller's own tenant and its descendants (the back office: all), and otherwise
 * answered exactly like a tenant that does not exist.
 *
 * root ─┬─ partner ─┬─ subPartner ── customerOfSubPartner
 *       │           ├─ customerOfPartner
 *       │           └─ deletedCustomer (is_deleted)
 *       └─ otherPartner ── customerOfOtherPartner
 */
type TargetName = keyof Omit<TenantTree, 'root'> | 'root' | 'deletedCustomer' | 'missing';
type CallerName = 'customer' | 'subPartnerUser' | 'partnerUser' | 'sysAdmin';

const TARGETS: TargetName[] = [
  'root',
  'partner',
  'subPartner',
  'customerOfPartner',
  'customerOfSubPartner',
  'otherPartner',
  'customerOfOtherPartner',
  'deletedCustomer',
  'missing',
];

/** The oracle, written out by hand rather than computed from paths. */
const ALLOWED: Record<CallerName, TargetName[]> = {
  // own; its parent (partner), sibling (subPartner), cousin and unrelated tenants are refused
  customer: ['customerOfPartner'],
  // own and child; parent, grandparent, sibling (customerOfPartner) and unrelated are refused
  subPartnerUser: ['subPartner', 'customerOfSubPartner'],
  // own, children, grandchild; parent (root), sibling (otherPartner) and its child are refused
  partnerUser: ['partner', 'subPartner', 'customerOfPartner', 'customerOfSubPartner'],
  sysAdmin: [
    'root',
    'partner',
    'subPartner',
    'customerOfPartner',
    'customerOfSubPartner',
    'otherPartner',
    'customerOfOtherPartner',
  ],
};

const CUSTOMERS: TargetName[] = ['customerOfPartner', 'customerOfSubPartner', 'customerOfOtherPartner'];
const MISSING_ID = 999_999;

interface GqlError {
  message: string;
  extensions?: Record<string, unknown>;
}

/** Ids differ between a refused and a missing tenant; everything else must not. */
function normalised(errors: GqlError[] | undefined): unknown {
  return (errors ?? []).map((e) => ({ ...e, message: e.message.replace(/\d+/g, '#') }));
}

const OPERATIONS = {
  childTenants: 'query ($id: Int) { childTenants(tenantId: $id, take: 1000) { items { id } totalCount } }',
  tenantParents: 'query ($id: Int!) { tenantParents(id: $id) { id } }',
  customer2: 'query ($id: Int!) { customer2(request: { id: $id }) { id } }',
  entitiesAudit: `query ($id: Int) {
    entitiesAudit(request: { entityType: "Probe" }, tenantId: $id) { items { entityName } totalCount }
  }`,
  riskOverview: `query ($id: Int) {
    riskOverview(startPeriod: "2026-08-01T00:00:00Z", finishPeriod: "2026-11-01T00:00:00Z", tenantId: $id) {
      dataRiskTotals { total }
    }
  }`,
  regulationsDataRisks: 'query ($id: Int) { regulationsDataRisks(tenantId: $id) { totalCount } }',
  policiesDataRisksByRegulation: `query ($id: Int) {
    policiesDataRisksByRegulation(request: { regulationId: 1 }, tenantId: $id) { totalCount }
  }`,
  policies: 'query ($id: Int) { policies(tenantId: $id) { totalCount } }',
  deviceRisks: 'query ($id: Int) { deviceRisks(tenantId: $id) { totalCount } }',
  deviceRisksByClassifiers: 'query ($id: Int) { deviceRisksByClassifiers(tenantId: $id) { totalCount } }',
  devices: 'query ($id: Int) { devices(tenantId: $id) { totalCount } }',
  groups: 'query ($id: Int) { groups(tenantId: $id) { totalCount } }',
  applicationsRisk: `query ($id: Int) {
    applicationsRisk(
      request: { startPeriod: "2026-08-01T00:00:00Z", finishPeriod: "2026-11-01T00:00:00Z" }
      tenantId: $id
    ) { totalCount }
  }`,
  classifiersToEncrypt: 'query ($id: Int) { classifiersToEncrypt(tenantId: $id) { totalCount } }',
  allProcessRules: 'query ($id: Int) { allProcessRules(tenantId: $id) { id } }',
  classifierRegulations: 'query ($id: Int) { classifierRegulations(tenantId: $id) { id } }',
  regulations: 'query ($id: Int) { regulations(tenantId: $id) { totalCount } }',
  customerRegulations: 'query ($id: Int) { customerRegulations(tenantId: $id) { id } }',
  policyUpdates: 'query ($id: Int) { policyUpdates(tenantId: $id) { totalCount } }',
  policyUpdatesForPartner: 'query ($id: Int) { policyUpdatesForPartner(tenantId: $id) { id } }',
  classifiersList: 'query ($id: Int) { classifiersList(tenantId: $id, showAll: true) { totalCount } }',
  allClassifiers: 'query ($id: Int) { allClassifiers(tenantId: $id) { id } }',
  templateClassifiers: 'query ($id: Int) { templateClassifiers(tenantId: $id) { totalCount } }',
} as const;
type OperationName = keyof typeof OPERATIONS;

describe('tenancy: every tenant-scoped operation, every caller, every tenant', () => {
  let t: TestApp;
  let tree: TenantTree;
  let deletedCustomer: TenantRow;
  const ids = {} as Record<TargetName, number>;
  const tokens = {} as Record<CallerName, string>;

  beforeAll(async () => {
    t = await createTestApp();
    tree = await createTenantTree(t.db, t.rootTenantId);
    deletedCustomer = await createTenant(t.db, tree.partner.id, 'CUSTOMER');
    Object.assign(ids, {
      root: t.rootTenantId,
      partner: tree.partner.id,
      subPartner: tree.subPartner.id,
      customerOfPartner: tree.customerOfPartner.id,
      customerOfSubPartner: tree.customerOfSubPartner.id,
      otherPartner: tree.otherPartner.id,
      customerOfOtherPartner: tree.customerOfOtherPartner.id,
      deletedCustomer: deletedCustomer.id,
      missing: MISSING_ID,
    });
    // One change-history entry per tenant, named after it, to see whose history comes back.
    for (const name of TARGETS) {
      if (name === 'missing') continue;
      await recordAudit(t.db, null, {
        scope: await resolveSystemScope(t.db, ids[name]),
        entityType: 'Probe',
        entityId: 1,
        entityName: name,
        operation: 'UPDATE',
      });
    }
    await t.db.update(tenants).set({ isDeleted: true }).where(eq(tenants.id, deletedCustomer.id));
    const users = {
      customer: await createUser(t.db, tree.customerOfPartner.id),
      subPartnerUser: await createUser(t.db, tree.subPartner.id),
      partnerUser: await createUser(t.db, tree.partner.id),
      sysAdmin: await createUser(t.db, t.rootTenantId, { roles: ['SysAdmin'] }),
    };
    for (const [name, user] of Object.entries(users))
      tokens[name as CallerName] = await tokenFor(t.config, user);
  });
  afterAll(() => t.close());

  function call(op: OperationName, caller: CallerName, target: TargetName) {
    return t.gql<Record<string, unknown>>(OPERATIONS[op], { id: ids[target] }, tokens[caller]);
  }

  const cases: [OperationName, CallerName][] = [];
  for (const op of Object.keys(OPERATIONS) as OperationName[]) {
    for (const caller of Object.keys(ALLOWED) as CallerName[]) cases.push([op, caller]);
  }

  it.each(cases)('%s as %s', async (op, caller) => {
    const missing = await call(op, caller, 'missing');
    expect(missing.data).toBeNull();
    expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');

    for (const target of TARGETS) {
      const allowed = ALLOWED[caller].includes(target) && (op !== 'customer2' || CUSTOMERS.includes(target));
      const res = await call(op, caller, target);
      if (!allowed) {
        expect({ target, data: res.data, errors: normalised(res.errors) }).toEqual({
          target,
          data: null,
          errors: normalised(missing.errors),
        });
        continue;
      }
      expect({ target, errors: res.errors }).toEqual({ target, errors: undefined });
      const data = res.data ?? {};
      switch (op) {
        case 'childTenants': {
          const expected = (await t.db.select().from(tenants).where(eq(tenants.parentId, ids[target])))
            .filter((row) => !row.isDeleted)
            .map((row) => ({ id: row.id }));
          const got = data.childTenants as { items: { id: number }[] };
          expect(got.items).toEqual(expect.arrayContaining(expected));
          // On a shared PostgreSQL, other test files keep adding children to the root meanwhile.
          if (target !== 'root') expect(got.items).toHaveLength(expected.length);
          break;
        }
        case 'tenantParents': {
          const chain = data.tenantParents as { id: number }[];
          expect(chain[chain.length - 1]).toEqual({ id: ids[target] });
          expect(chain[0]).toEqual({ id: ids[ALLOWED[caller][0] as TargetName] });
          break;
        }
        case 'customer2':
          expect(data.customer2).toEqual({ id: ids[target] });
          break;
        case 'entitiesAudit':
          expect(data.entitiesAudit).toEqual({ items: [{ entityName: target }], totalCount: 1 });
          break;
        default:
          // The risk queries' figures are checked by hand in their own files; here: answered.
          expect(data[op]).toBeTruthy();
      }
    }
  });

  it('customer2 refuses a tenantId outside the caller like a missing one, even for its own customer', async () => {
    const q =
      'query ($id: Int!, $tenantId: Int) { customer2(request: { id: $id }, tenantId: $tenantId) { id } }';
    const own = ids.customerOfPartner;
    const missing = await t.gql(q, { id: own, tenantId: MISSING_ID }, tokens.customer);
    for (const foreign of ['partner', 'root', 'customerOfOtherPartner', 'deletedCustomer'] as const) {
      const res = await t.gql(q, { id: own, tenantId: ids[foreign] }, tokens.customer);
      expect({ foreign, data: res.data, errors: normalised(res.errors) }).toEqual({
        foreign,
        data: null,
        errors: normalised(missing.errors),
      });
    }
  });

  it('does not leak the existence of a tenant through the error text', async () => {
    const refused = await call('customer2', 'customer', 'customerOfOtherPartner');
    const missing = await call('customer2', 'customer', 'missing');
    expect(refused.errors?.[0]?.message).toBe(`Tenant ${ids.customerOfOtherPartner} not found`);
    expect(missing.errors?.[0]?.message).toBe(`Tenant ${MISSING_ID} not found`);
    expect(refused.errors?.[0]?.extensions).toEqual(missing.errors?.[0]?.extensions);
  });
});
