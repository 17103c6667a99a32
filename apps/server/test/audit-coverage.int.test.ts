import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditEntries } from '../src/audit/audit.tables.js';
import { insertDevice } from '../src/devices/devices.repo.js';
import { processes } from '../src/rules/process-rules.tables.js';
import { deviceFacts } from './helpers/ingest-support.js';
import { getSchema } from '../src/graphql/schema.js';
import { createTenant, createUser, tokenFor, type CreatedUser } from './helpers/factories.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

/**
 * Every mutation writes the change history. Each mutation of the schema needs a case here that
 * performs it; a new mutation without one fails the first test, so none can ship unaudited.
 */
type Case = (t: TestApp, admin: CreatedUser, token: string) => Promise<{ errors?: unknown }>;

const cases: Record<string, Case> = {
  createSignInToken: (t, _admin, token) => t.gql('mutation { createSignInToken { signInToken } }', {}, token),
  changeUserPassword: async (t, admin, token) => {
    const other = await createUser(t.db, admin.tenantId, { roles: [] });
    return t.gql(
      'mutation ($id: Int!) { changeUserPassword(userId: $id, newPassword: "another-pass") }',
      { id: other.id },
      token,
    );
  },
  setProcessDataUploadPermission: async (t, admin, token) => {
    const [p] = await t.db
      .insert(processes)
      .values({ tenantId: admin.tenantId, processName: 'excel.exe', humanName: 'Microsoft Excel' })
      .returning({ id: processes.id });
    return t.gql(
      'mutation ($id: Int!) { setProcessDataUploadPermission(request: { processId: $id, permission: BLOCKED }) { dataUploadPermission } }',
      { id: p!.id },
      token,
    );
  },
  updateDevice: async (t, admin, token) => {
    const device = await insertDevice(t.db, admin.tenantId, 'audit-coverage-device', deviceFacts(), 'ACTIVE');
    return t.gql(
      'mutation ($id: Int!) { updateDevice(request: { id: $id, isEncryptionDisabled: true }) { id } }',
      { id: device.id },
      token,
    );
  },
};

describe('change history coverage', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('has a case for every mutation of the schema', () => {
    const mutations = Object.keys(getSchema().schema.getMutationType()?.getFields() ?? {}).sort();
    expect(Object.keys(cases).sort()).toEqual(mutations);
  });

  for (const [name, perform] of Object.entries(cases)) {
    it(`${name} writes one change-history entry in the tenant`, async () => {
      const tenant = await createTenant(t.db, t.rootTenantId, 'CUSTOMER');
      const admin = await createUser(t.db, tenant.id, { roles: ['TENANT_ADMIN'] });
      const token = await tokenFor(t.config, admin);
      const entries = async () =>
        (await t.db.select({ n: count() }).from(auditEntries).where(eq(auditEntries.tenantId, tenant.id)))[0]
          ?.n;
      const before = await entries();
      const res = await perform(t, admin, token);
      expect(res.errors).toBeUndefined();
      expect(await entries()).toBe((before ?? 0) + 1);
    });
  }
});
