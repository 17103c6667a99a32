import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthUser } from '../src/common/context.js';
import { recordAudit } from '../src/audit/audit.service.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { createTenant, createUser, tokenFor, type CreatedUser } from './helpers/factories.js';
import { resolveSystemScope } from '../src/tenants/tenant-scope.js';

const Q = `query ($request: EntitiesAuditRequestInput!, $tenantId: Int, $take: Int) {
  entitiesAudit(request: $request, tenantId: $tenantId, take: $take) {
    items { id additionalData date entityId entityType entityName operation stateAfter stateBefore user { id email } }
    totalCount
    pageInfo { hasNextPage }
  }
}`;

interface Entry {
  id: number;
  additionalData: unknown;
  date: string;
  entityId: number;
  entityType: string;
  entityName: string | null;
  operation: string;
  stateAfter: unknown;
  stateBefore: unknown;
  user: { id: number; email: string } | null;
}
type Result = { entitiesAudit: { items: Entry[]; totalCount: number; pageInfo: { hasNextPage: boolean } } };

function actor(user: CreatedUser): AuthUser {
  return {
    id: user.id,
    email: user.email,
    firstName: 'Test',
    lastName: 'User',
    tenantId: user.tenantId,
    tenantType: 'CUSTOMER',
    tenantPath: '',
    roles: ['TENANT_ADMIN'],
    isReadOnlyUser: false,
    needToChangePassword: false,
    actingTenantId: null,
  };
}

describe('entitiesAudit', () => {
  let t: TestApp;
  let partnerToken: string;
  let customerId: number;
  let customerUser: CreatedUser;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp();
    const partner = await createTenant(t.db, t.rootTenantId, 'PARTNER');
    const customer = await createTenant(t.db, partner.id, 'CUSTOMER');
    customerId = customer.id;
    customerUser = await createUser(t.db, customer.id);
    token = await tokenFor(t.config, customerUser);
    partnerToken = await tokenFor(t.config, await createUser(t.db, partner.id));
    const by = actor(customerUser);
    const customerScope = await resolveSystemScope(t.db, customerId);

    // Classifier 7 and the Rule 70 that belongs to it; Classifier 8 and its Rule 80.
    await recordAudit(t.db, by, {
      scope: customerScope,
      entityType: 'Classifier',
      entityId: 7,
      entityName: 'Card numbers',
      operation: 'CREATE',
      after: { name: 'Card numbers', valuePerRecord: 20 },
      additionalData: { source: 'template', templateId: 3 },
    });
    await recordAudit(t.db, by, {
      scope: customerScope,
      entityType: 'Classifier',
      entityId: 7,
      entityName: 'Card numbers',
      operation: 'UPDATE',
      before: { valuePerRecord: 20 },
      after: { valuePerRecord: 35 },
    });
    await recordAudit(t.db, by, {
      scope: customerScope,
      entityType: 'Rule',
      entityId: 70,
      entityName: 'Card numbers',
      operation: 'CREATE',
      after: { isActive: true, encryptionSettings: { isEnabled: true, delayDays: 30 } },
      linkedEntityType: 'Classifier',
      linkedEntityId: 7,
    });
    await recordAudit(t.db, null, {
      scope: customerScope,
      entityType: 'Classifier',
      entityId: 8,
      entityName: 'Health records',
      operation: 'DELETE',
      before: { name: 'Health records' },
    });
    await recordAudit(t.db, by, {
      scope: customerScope,
      entityType: 'Rule',
      entityId: 80,
      operation: 'CREATE',
      linkedEntityType: 'Classifier',
      linkedEntityId: 8,
    });
    await recordAudit(t.db, by, {
      scope: customerScope,
      entityType: 'User',
      entityId: customerUser.id,
      entityName: customerUser.email,
      operation: 'UPDATE',
      before: { passwordHash: 'old-hash', firstName: 'A' },
      after: { passwordHash: 'new-hash', firstName: 'B' },
    });
  });
  afterAll(() => t.close());

  async function audit(
    request: Record<string, unknown>,
    extra: Record<string, unknown> = {},
    as: string | null = token,
  ) {
    const res = await t.gql<Result>(Q, { request, ...extra }, as);
    return { data: res.data?.entitiesAudit ?? null, errors: res.errors };
  }

  it('lists every entry of an entity type, newest first, with all its fields', async () => {
    const { data, errors } = await audit({ entityType: 'Classifier' });
    expect(errors).toBeUndefined();
    expect(data?.totalCount).toBe(3);
    const [deleted, updated, created] = data?.items ?? [];
    expect(deleted).toMatchObject({
      entityType: 'Classifier',
      entityId: 8,
      entityName: 'Health records',
      operation: 'DELETE',
      stateBefore: { name: 'Health records' },
      stateAfter: null,
      additionalData: null,
      user: null,
    });
    expect(updated).toMatchObject({
      entityId: 7,
      operation: 'UPDATE',
      stateBefore: { valuePerRecord: 20 },
      stateAfter: { valuePerRecord: 35 },
      user: { id: customerUser.id, email: customerUser.email },
    });
    expect(created).toMatchObject({
      operation: 'CREATE',
      stateAfter: { name: 'Card numbers', valuePerRecord: 20 },
      additionalData: { source: 'template', templateId: 3 },
    });
    expect(created?.date).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(Math.abs(Date.parse(created?.date ?? '') - Date.now())).toBeLessThan(60_000);
    expect(typeof created?.id).toBe('number');
  });

  it('narrows to one entity with entityId', async () => {
    const { data } = await audit({ entityType: 'Classifier', entityId: 7 });
    expect(data?.items.map((e) => e.operation)).toEqual(['UPDATE', 'CREATE']);
  });

  it('adds the entries linked to the entity with linkedEntityId (a classifier and its rule)', async () => {
    const { data } = await audit({ entityType: 'Classifier', linkedEntityId: 7 });
    expect(data?.items.map((e) => `${e.entityType} ${e.entityId} ${e.operation}`)).toEqual([
      'Rule 70 CREATE',
      'Classifier 7 UPDATE',
      'Classifier 7 CREATE',
    ]);
  });

  it('never shows secrets in the history', async () => {
    const { data } = await audit({ entityType: 'User', entityId: customerUser.id });
    expect(data?.items[0]?.stateBefore).toEqual({ passwordHash: '***', firstName: 'A' });
    expect(data?.items[0]?.stateAfter).toEqual({ passwordHash: '***', firstName: 'B' });
  });

  it('returns nothing for an entity type without history', async () => {
    const { data } = await audit({ entityType: 'Regulation' });
    expect(data).toEqual({ items: [], totalCount: 0, pageInfo: { hasNextPage: false } });
  });

  it("shows a child tenant's history to its partner through tenantId, and only that tenant's", async () => {
    const own = await audit({ entityType: 'Classifier' }, {}, partnerToken);
    expect(own.data?.totalCount).toBe(0);
    const child = await audit({ entityType: 'Classifier' }, { tenantId: customerId }, partnerToken);
    expect(child.data?.totalCount).toBe(3);
  });

  it('pages 30 entries by default (audit page size)', async () => {
    const busy = await createTenant(t.db, t.rootTenantId, 'CUSTOMER');
    const busyScope = await resolveSystemScope(t.db, busy.id);
    for (let i = 0; i < 31; i++) {
      await recordAudit(t.db, null, {
        scope: busyScope,
        entityType: 'Device',
        entityId: i,
        operation: 'UPDATE',
      });
    }
    const busyToken = await tokenFor(t.config, await createUser(t.db, busy.id));
    const { data } = await audit({ entityType: 'Device' }, {}, busyToken);
    expect(data?.items).toHaveLength(30);
    expect(data?.totalCount).toBe(31);
    expect(data?.pageInfo.hasNextPage).toBe(true);
  });

  it.each([
    ['a blank entity type', { entityType: '  ' }, 'Value is required'],
    ['an overlong entity type', { entityType: 'x'.repeat(101) }, 'Value should be less than 100 characters'],
  ])('refuses %s', async (_label, request, message) => {
    const { data, errors } = await audit(request);
    expect(data).toBeNull();
    expect(errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
  });

  it('refuses an anonymous caller', async () => {
    const { data, errors } = await audit({ entityType: 'Classifier' }, {}, null);
    expect(data).toBeNull();
    expect(errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
