import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginRoutes, TenantLimits, TenantMessages } from '@vigil/contracts';
import { auditEntries } from '../src/audit/audit.tables.js';
import { snapshotTenantRisk, summarizeRiskHistory } from '../src/rollups/risk-history.job.js';
import { resolveSystemScope } from '../src/tenants/tenant-scope.js';
import { tenants } from '../src/tenants/tenants.tables.js';
import { createTenant, createUser, TEST_PASSWORD, tokenFor, unique } from './helpers/factories.js';
import {
  batch,
  createAgentCustomer,
  createClassifier,
  file,
  registerAgent,
  sendBatch,
} from './helpers/ingest-support.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

const OVERVIEW = `query ($tenantId: Int, $start: DateTime!, $finish: DateTime!) {
  riskOverview(tenantId: $tenantId, startPeriod: $start, finishPeriod: $finish) {
    dataRiskTotals { total reduction residual }
    dataRiskHistory { day total reduction residual } } }`;
const LIST = `query ($tenantId: Int, $where: TenantListItemFilterInput) {
  customersAndPartners2(tenantId: $tenantId, where: $where, take: 1000) {
    items { id devicesCount customersCount sensitiveRiskInUSD encryptedSensitiveRiskInUSD filesCount } } }`;
const CHILDREN = `query ($tenantId: Int) { childTenants(tenantId: $tenantId, take: 1000) {
  items { id devicesCount entriesCost encryptedEntriesCost } } }`;
const DELETE_CUSTOMERS =
  'mutation ($ids: [Int!]!, $tenantId: Int) { deleteCustomers2(ids: $ids, tenantId: $tenantId) }';
const DELETE_PARTNERS =
  'mutation ($ids: [Int!]!, $tenantId: Int) { deletePartners2(ids: $ids, tenantId: $tenantId) }';

const DAY_MS = 86_400_000;
const DAY1 = new Date(Date.now() - 2 * DAY_MS);
const DAY2 = new Date(Date.now() - DAY_MS);
const day = (d: Date) => d.toISOString().slice(0, 10);

interface Amounts {
  total: number;
  reduction: number;
  residual: number;
}
interface Overview {
  dataRiskTotals: Amounts;
  dataRiskHistory: (Amounts & { day: string })[];
}

/**
 * Deleting a tenant: it leaves every figure above it, exactly, and keeps its change history.
 *
 *   root ── partner ─┬─ A (deleted first)     a customer with devices, findings, risk history
 *                    ├─ C                     the customer that stays
 *                    └─ subPartner ── B       deleted with its partner
 */
describe('deleting tenants', () => {
  let t: TestApp;
  let sysToken: string;
  let partnerToken: string;
  let partnerId: number;
  let subPartnerId: number;
  const customers: Record<'a' | 'b' | 'c', number> = { a: 0, b: 0, c: 0 };
  let aUserEmail: string;
  let aToken: string;

  async function customerWithRisk(parentId: number, entries: number, encrypted: number) {
    const customer = await createAgentCustomer(t.db, parentId);
    const classifierId = await createClassifier(t.db, customer.id, { valuePerRecord: 3 });
    const agent = await registerAgent(t.app, customer.agentKey);
    const res = await sendBatch(
      t.app,
      agent.credential,
      batch({
        files: [
          file('C:\\plain.txt', [{ classifierId, count: entries }]),
          file('C:\\locked.txt', [{ classifierId, count: encrypted }], { isEncrypted: true }),
        ],
      }),
    );
    expect(res.statusCode).toBe(200);
    return customer.id;
  }

  const overview = async (tenantId: number): Promise<Overview> => {
    const res = await t.gql<{ riskOverview: Overview }>(
      OVERVIEW,
      { tenantId, start: new Date(Date.now() - 10 * DAY_MS).toISOString(), finish: new Date().toISOString() },
      sysToken,
    );
    expect(res.errors).toBeUndefined();
    return res.data!.riskOverview;
  };
  const historyOf = (o: Overview) => Object.fromEntries(o.dataRiskHistory.map((h) => [h.day, h.total]));
  const listRow = async (tenantId: number, of: number) => {
    const res = await t.gql<{ customersAndPartners2: { items: Record<string, number>[] } }>(
      LIST,
      { tenantId, where: { id: { eq: of } } },
      sysToken,
    );
    return res.data!.customersAndPartners2.items[0];
  };

  beforeAll(async () => {
    // It checks the back office's totals and history, which other files change at the same time
    // when they share one PostgreSQL: a database of its own.
    t = await createTestApp({}, { privateDatabase: true });
    sysToken = await tokenFor(t.config, await createUser(t.db, t.rootTenantId, { roles: ['SysAdmin'] }));
    const partner = await createTenant(t.db, t.rootTenantId, 'PARTNER', unique('Deleting partner'));
    partnerId = partner.id;
    partnerToken = await tokenFor(t.config, await createUser(t.db, partnerId));
    subPartnerId = (await createTenant(t.db, partnerId, 'PARTNER')).id;
    customers.a = await customerWithRisk(partnerId, 10, 4);
    customers.b = await customerWithRisk(subPartnerId, 20, 0);
    customers.c = await customerWithRisk(partnerId, 7, 1);
    const aUser = await createUser(t.db, customers.a);
    aUserEmail = aUser.email;
    aToken = await tokenFor(t.config, aUser);
    // Risk Over Time: every customer on day 1; only A on day 2.
    const scope = (id: number) => resolveSystemScope(t.db, id);
    await snapshotTenantRisk(t.db, DAY1, [
      await scope(customers.a),
      await scope(customers.b),
      await scope(customers.c),
    ]);
    await snapshotTenantRisk(t.db, DAY2, [await scope(customers.a)]);
    await summarizeRiskHistory(t.db, { from: day(DAY1), to: day(DAY2) });
  }, 120_000);
  afterAll(() => t.close());

  it('takes a customer out of every rollup above it, exactly, and keeps its change history', async () => {
    const own = {
      a: await overview(customers.a),
      b: await overview(customers.b),
      c: await overview(customers.c),
    };
    expect(own.a.dataRiskTotals).toEqual({ total: 42, reduction: 12, residual: 30 });
    const partnerBefore = await overview(partnerId);
    const rootBefore = await overview(t.rootTenantId);
    expect(partnerBefore.dataRiskTotals.total).toBe(42 + 60 + 24);
    expect(historyOf(partnerBefore)).toEqual({ [day(DAY1)]: 42 + 60 + 24, [day(DAY2)]: 42 });
    const listBefore = await listRow(t.rootTenantId, partnerId);
    expect(listBefore).toMatchObject({ devicesCount: 3, customersCount: 3, sensitiveRiskInUSD: 126 });
    const aEntriesBefore = await t.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.tenantId, customers.a))
      .orderBy(auditEntries.id);

    const res = await t.gql<{ deleteCustomers2: number[] }>(
      DELETE_CUSTOMERS,
      { ids: [customers.a] },
      partnerToken,
    );
    expect(res.errors).toBeUndefined();
    expect(res.data!.deleteCustomers2).toEqual([customers.a]);

    // The partner's figures are now exactly B's and C's.
    const partnerAfter = await overview(partnerId);
    expect(partnerAfter.dataRiskTotals).toEqual({
      total: own.b.dataRiskTotals.total + own.c.dataRiskTotals.total,
      reduction: own.b.dataRiskTotals.reduction + own.c.dataRiskTotals.reduction,
      residual: own.b.dataRiskTotals.residual + own.c.dataRiskTotals.residual,
    });
    // Its Risk Over Time lost A's part of day 1, and day 2 (A's alone) is gone.
    expect(historyOf(partnerAfter)).toEqual({ [day(DAY1)]: 60 + 24 });
    // The sub-partner's row did not change; the back office's lost exactly A's.
    const rootAfter = await overview(t.rootTenantId);
    expect(rootBefore.dataRiskTotals.total - rootAfter.dataRiskTotals.total).toBe(42);
    const rootDay1 = (o: Overview) => historyOf(o)[day(DAY1)] ?? 0;
    const rootDay2 = (o: Overview) => historyOf(o)[day(DAY2)] ?? 0;
    expect(rootDay1(rootBefore) - rootDay1(rootAfter)).toBe(42);
    expect(rootDay2(rootBefore) - rootDay2(rootAfter)).toBe(42);
    // The stored rows are what summarising from scratch gives.
    const stored = async () =>
      (await t.db.execute(
        sql`select tenant_id, to_char(day, 'YYYY-MM-DD') as day, total_cost::text as total from tenant_risk_history
          where tenant_id in (${t.rootTenantId}, ${partnerId}, ${subPartnerId}) order by 1, 2`,
      )) as unknown as { rows: unknown[] };
    const kept = (await stored()).rows;
    await summarizeRiskHistory(t.db, { from: day(DAY1), to: day(DAY2) });
    expect((await stored()).rows).toEqual(kept);

    // The tenants list and the child tenants no longer count A.
    expect(await listRow(t.rootTenantId, partnerId)).toMatchObject({
      devicesCount: 2,
      customersCount: 2,
      sensitiveRiskInUSD: 84,
    });
    expect(await listRow(partnerId, customers.a)).toBeUndefined();
    const children = await t.gql<{ childTenants: { items: { id: number; devicesCount: number }[] } }>(
      CHILDREN,
      { tenantId: t.rootTenantId },
      sysToken,
    );
    expect(children.data!.childTenants.items.find((c) => c.id === partnerId)?.devicesCount).toBe(2);

    // Its change history stays; the deletion is in the partner's.
    const aEntriesAfter = await t.db
      .select()
      .from(auditEntries)
      .where(eq(auditEntries.tenantId, customers.a))
      .orderBy(auditEntries.id);
    expect(aEntriesAfter).toEqual(aEntriesBefore);
    const deletion = await t.db
      .select()
      .from(auditEntries)
      .where(
        and(
          eq(auditEntries.tenantId, partnerId),
          eq(auditEntries.entityId, customers.a),
          eq(auditEntries.operation, 'DELETE'),
        ),
      )
      .orderBy(auditEntries.id);
    expect(deletion).toHaveLength(1);
    const [row] = await t.db.select().from(tenants).where(eq(tenants.id, customers.a));
    expect(row).toMatchObject({ isDeleted: true });
    expect(row?.deletedAt).toBeInstanceOf(Date);

    // Its users are out: sign-in refused, tokens stop at once; it answers like a missing tenant.
    const signIn = await t.app.inject({
      method: 'POST',
      url: LoginRoutes.token,
      payload: { email: aUserEmail, password: TEST_PASSWORD },
    });
    expect(signIn.json<{ accessToken: string | null }>().accessToken).toBeNull();
    expect((await t.gql('{ userInfo { id } }', {}, aToken)).status).toBe(401);
    const again = await t.gql(DELETE_CUSTOMERS, { ids: [customers.a] }, partnerToken);
    expect(again.errors?.[0]?.message).toBe(`Tenant ${customers.a} not found`);
  });

  it('deletes a partner with its subtree, and its customers leave the figures above', async () => {
    const c = await overview(customers.c);
    const res = await t.gql(DELETE_PARTNERS, { ids: [subPartnerId] }, partnerToken);
    expect(res.errors).toBeUndefined();
    const [b] = await t.db.select().from(tenants).where(eq(tenants.id, customers.b));
    expect(b?.isDeleted).toBe(true);
    const partner = await overview(partnerId);
    expect(partner.dataRiskTotals).toEqual(c.dataRiskTotals);
    expect(historyOf(partner)).toEqual({ [day(DAY1)]: 24 });
    expect(await listRow(t.rootTenantId, partnerId)).toMatchObject({ devicesCount: 1, customersCount: 1 });
  });

  it('refuses what is not strictly below the tenant acted for, or of the other type, and deletes nothing', async () => {
    const other = await createTenant(t.db, t.rootTenantId, 'PARTNER');
    const foreign = await createTenant(t.db, other.id, 'CUSTOMER');
    const keep = await createTenant(t.db, partnerId, 'CUSTOMER');
    const live = async () =>
      (await t.db.select({ id: tenants.id }).from(tenants).where(eq(tenants.isDeleted, false))).length;
    const before = await live();
    const cases: [string, number[], string][] = [
      [DELETE_CUSTOMERS, [keep.id, foreign.id], `Tenant ${foreign.id} not found`],
      [DELETE_CUSTOMERS, [partnerId], `Tenant ${partnerId} not found`],
      [DELETE_CUSTOMERS, [t.rootTenantId], `Tenant ${t.rootTenantId} not found`],
      [DELETE_PARTNERS, [keep.id], `Tenant ${keep.id} not found`],
      [DELETE_CUSTOMERS, [999_999], 'Tenant 999999 not found'],
    ];
    for (const [query, ids, message] of cases) {
      const res = await t.gql(query, { ids }, partnerToken);
      expect(res.errors?.[0]?.message).toBe(message);
    }
    const tooMany = Array.from({ length: TenantLimits.deleteMax + 1 }, (_, i) => i + 1);
    expect((await t.gql(DELETE_CUSTOMERS, { ids: tooMany }, partnerToken)).errors?.[0]?.message).toBe(
      TenantMessages.tooManyTenants(TenantLimits.deleteMax),
    );
    expect(await live()).toBe(before);
  });
});
