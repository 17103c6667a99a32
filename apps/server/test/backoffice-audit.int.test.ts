import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { recordAudit } from '../src/audit/audit.service.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { createTenant, createUser, tokenFor } from './helpers/factories.js';
import { resolveSystemScope } from '../src/tenants/tenant-scope.js';

const Q = `query ($skip: Int, $take: Int, $where: BackOfficeAuditEntryFilterInput, $order: [BackOfficeAuditEntrySortInput!]) {
  backOfficeEntitiesAudit(skip: $skip, take: $take, where: $where, order: $order) {
    items { id date entityId entityType entityName operation stateBefore stateAfter additionalData user { id email } }
    totalCount
    pageInfo { hasNextPage }
  }
}`;

interface Entry {
  id: number;
  date: string;
  entityId: number;
  entityType: string;
  entityName: string | null;
  operation: string;
  stateBefore: unknown;
  stateAfter: unknown;
  additionalData: unknown;
  user: { id: number; email: string } | null;
}
type Result = {
  backOfficeEntitiesAudit: { items: Entry[]; totalCount: number; pageInfo: { hasNextPage: boolean } };
};

describe('backOfficeEntitiesAudit', () => {
  let t: TestApp;
  let sysAdminToken: string;
  let onboardingToken: string;
  let customerToken: string;
  let partnerToken: string;
  let sysAdminEmail: string;
  let actingForCustomerToken: string;

  beforeAll(async () => {
    t = await createTestApp();
    const sysAdmin = await createUser(t.db, t.rootTenantId, { roles: ['SysAdmin'] });
    sysAdminEmail = sysAdmin.email;
    sysAdminToken = await tokenFor(t.config, sysAdmin);
    onboardingToken = await tokenFor(
      t.config,
      await createUser(t.db, t.rootTenantId, { roles: ['OnboardingManager'] }),
    );
    const partner = await createTenant(t.db, t.rootTenantId, 'PARTNER');
    const customer = await createTenant(t.db, partner.id, 'CUSTOMER');
    partnerToken = await tokenFor(t.config, await createUser(t.db, partner.id));
    customerToken = await tokenFor(t.config, await createUser(t.db, customer.id));
    actingForCustomerToken = await tokenFor(t.config, sysAdmin, customer.id);
    const by = {
      id: sysAdmin.id,
      email: sysAdmin.email,
      firstName: 'Test',
      lastName: 'User',
      tenantId: t.rootTenantId,
      tenantType: 'ROOT' as const,
      tenantPath: '',
      roles: ['SysAdmin' as const],
      isReadOnlyUser: false,
      needToChangePassword: false,
      actingTenantId: null,
    };
    // Three changes in the back office, on three days; one change in a customer (never listed).
    const entries = [
      {
        entityType: 'TemplateClassifier',
        entityId: 11,
        entityName: 'Card numbers',
        operation: 'CREATE' as const,
        after: { name: 'Card numbers', valuePerRecord: 20 },
        day: '2026-03-01T10:00:00Z',
      },
      {
        entityType: 'TemplateClassifier',
        entityId: 11,
        entityName: 'Card numbers',
        operation: 'UPDATE' as const,
        before: { valuePerRecord: 20 },
        after: { valuePerRecord: 35 },
        additionalData: { reasonForChange: 'More precise' },
        day: '2026-03-02T23:30:00Z',
      },
      {
        entityType: 'Regulation',
        entityId: 4,
        entityName: 'HIPAA',
        operation: 'DELETE' as const,
        before: { name: 'HIPAA' },
        day: '2026-03-03T00:00:00Z',
      },
    ];
    for (const e of entries) {
      await recordAudit(t.db, by, { scope: await resolveSystemScope(t.db, t.rootTenantId), ...e });
      await t.db.execute(
        // This file's own sysadmin wrote it: other files share the table on PostgreSQL.
        sql`update audit_entries set date = ${e.day}::timestamptz
            where id = (select max(id) from audit_entries where user_id = ${sysAdmin.id})`,
      );
    }
    await recordAudit(t.db, null, {
      scope: await resolveSystemScope(t.db, customer.id),
      entityType: 'Classifier',
      entityId: 5,
      entityName: 'Customer secret classifier',
      operation: 'UPDATE',
    });
    await t.db.execute(
      sql`update audit_entries set date = '2026-03-02T12:00:00Z'::timestamptz
          where id = (select max(id) from audit_entries where tenant_id = ${customer.id})`,
    );
  });
  afterAll(() => t.close());

  /**
   * On PostgreSQL the test files share one database, so the back office's history holds their
   * changes too: every query looks only at March 2026, where this file put its entries.
   */
  const MARCH = { date: { gte: '2026-03-01T00:00:00Z', lt: '2026-04-01T00:00:00Z' } };

  async function audit(variables: Record<string, unknown> = {}, token: string | null = sysAdminToken) {
    const where = variables.where ? { and: [MARCH, variables.where] } : MARCH;
    const res = await t.gql<Result>(Q, { ...variables, where }, token);
    return { data: res.data?.backOfficeEntitiesAudit ?? null, errors: res.errors };
  }

  it("lists the back office's changes newest first, never a customer's", async () => {
    const { data, errors } = await audit();
    expect(errors).toBeUndefined();
    expect(data?.totalCount).toBe(3);
    expect(data?.items.map((e) => `${e.entityType} ${e.entityId} ${e.operation}`)).toEqual([
      'Regulation 4 DELETE',
      'TemplateClassifier 11 UPDATE',
      'TemplateClassifier 11 CREATE',
    ]);
    expect(data?.items[1]).toMatchObject({
      entityName: 'Card numbers',
      stateBefore: { valuePerRecord: 20 },
      stateAfter: { valuePerRecord: 35 },
      additionalData: { reasonForChange: 'More precise' },
      user: { email: sysAdminEmail },
      date: '2026-03-02T23:30:00.000Z',
    });
  });

  it('filters by entity type', async () => {
    const { data } = await audit({ where: { entityType: { eq: 'Regulation' } } });
    expect(data?.items.map((e) => e.entityName)).toEqual(['HIPAA']);
  });

  it('filters by a date range (the web sends 00:00:00 to 23:59:59.999 of the chosen days)', async () => {
    const { data } = await audit({
      where: {
        date: { gte: '2026-03-02T00:00:00.000Z', lte: '2026-03-02T23:59:59.999Z' },
      },
    });
    expect(data?.items.map((e) => e.operation)).toEqual(['UPDATE']);
    const both = await audit({
      where: { date: { gte: '2026-03-01T00:00:00.000Z', lte: '2026-03-02T23:59:59.999Z' } },
    });
    expect(both.data?.totalCount).toBe(2);
  });

  it('searches the entity name or the user e-mail', async () => {
    const byName = await audit({
      where: { or: [{ entityName: { contains: 'hipaa' } }, { userEmail: { contains: 'hipaa' } }] },
    });
    expect(byName.data?.items.map((e) => e.entityId)).toEqual([4]);
    const byUser = await audit({ where: { userEmail: { contains: sysAdminEmail.slice(0, 8) } } });
    expect(byUser.data?.totalCount).toBe(3);
    const customerName = await audit({ where: { entityName: { contains: 'Customer secret' } } });
    expect(customerName.data?.totalCount).toBe(0);
  });

  it('pages and sorts', async () => {
    const page = await audit({ take: 2, skip: 1, order: [{ date: 'ASC' }] });
    expect(page.data?.items.map((e) => e.operation)).toEqual(['UPDATE', 'DELETE']);
    expect(page.data?.totalCount).toBe(3);
    const first = await audit({ take: 1 });
    expect(first.data?.pageInfo.hasNextPage).toBe(true);
  });

  it('refuses a negative skip and a bad entity-type filter', async () => {
    const negative = await audit({ skip: -1 });
    expect(negative.data).toBeNull();
    expect(negative.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    const badField = await audit({ where: { tenantId: { eq: 1 } } });
    expect(badField.data).toBeNull();
    expect(badField.errors?.length).toBeGreaterThan(0);
  });

  it("keeps to the back office's history while its user acts for a customer", async () => {
    const { data, errors } = await audit({}, actingForCustomerToken);
    expect(errors).toBeUndefined();
    expect(data?.totalCount).toBe(3);
    expect(data?.items.map((e) => e.entityName)).not.toContain('Customer secret classifier');
  });

  it('is open to every back-office user and nobody else', async () => {
    expect((await audit({}, onboardingToken)).data?.totalCount).toBe(3);
    for (const token of [partnerToken, customerToken]) {
      const { data, errors } = await audit({}, token);
      expect(data).toBeNull();
      expect(errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
    const anonymous = await audit({}, null);
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
