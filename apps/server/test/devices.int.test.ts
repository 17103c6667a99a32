import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages, type AgentPolicy } from '@vigil/contracts';
import { auditEntries } from '../src/audit/audit.tables.js';
import { devices } from '../src/devices/devices.tables.js';
import { createTenant, createUser, tokenFor } from './helpers/factories.js';
import {
  batch,
  createAgentCustomer,
  createClassifier,
  createRule,
  file,
  fileEvent,
  getPolicy,
  registerAgent,
  sendBatch,
  type Agent,
} from './helpers/ingest-support.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

const FIELDS = `id deviceIdentifier name nickName systemUserName systemName startDate lastActivity isOnline
  isActive isArchived agentVersion licenseStatus deviceType alertRule existingFileCount existingFileSizeBytes
  storageTotalBytes storageUsedBytes casesCount isDiscoveryEnabled isStatisticEnabled isEncryptionDisabled
  sensitiveRiskInUSD encryptedSensitiveRiskInUSD customerId customerName`;

const DEVICE = `query ($id: Int!, $tenantId: Int) { device(request: { id: $id }, tenantId: $tenantId) { ${FIELDS} } }`;

const UPDATE = `mutation ($request: UpdateDeviceRequestInput!, $tenantId: Int) {
  updateDevice(request: $request, tenantId: $tenantId) { ${FIELDS} }
}`;

type DeviceData = Record<string, unknown>;
interface GqlError {
  message: string;
  extensions?: Record<string, unknown>;
}

/** Ids differ between a refused and a missing object; nothing else may. */
const normalised = (errors: GqlError[] | undefined) =>
  (errors ?? []).map((e) => ({ ...e, message: e.message.replace(/\d+/g, '#') }));

const MISSING_ID = 999_999;

describe('device and updateDevice', () => {
  let t: TestApp;
  let partnerId: number;
  let customer: { id: number; name: string };
  let token: string;
  let agent: Agent;
  let idle: Agent;
  let foreign: Agent;

  const query = (id: number, tenantId?: number | null, as = token) =>
    t.gql<{ device: DeviceData }>(DEVICE, { id, tenantId }, as);
  const update = (request: Record<string, unknown>, tenantId?: number | null, as = token) =>
    t.gql<{ updateDevice: DeviceData }>(UPDATE, { request, tenantId }, as);
  const stored = async (a: Agent) =>
    (
      await t.db
        .select()
        .from(devices)
        .where(and(eq(devices.tenantId, a.tenantId), eq(devices.id, a.deviceId)))
    )[0]!;
  const audits = (a: Agent) =>
    t.db
      .select()
      .from(auditEntries)
      .where(
        and(
          eq(auditEntries.tenantId, a.tenantId),
          eq(auditEntries.entityType, 'Device'),
          eq(auditEntries.entityId, a.deviceId),
          // registration writes its own entry
          eq(auditEntries.operation, 'UPDATE'),
        ),
      )
      .orderBy(auditEntries.id);
  const policy = async (a: Agent) => (await getPolicy(t.app, a.credential)).json<AgentPolicy>();

  beforeAll(async () => {
    t = await createTestApp();
    const partner = await createTenant(t.db, t.rootTenantId, 'PARTNER');
    partnerId = partner.id;
    const c = await createAgentCustomer(t.db, partner.id);
    customer = { id: c.id, name: c.name };
    token = await tokenFor(t.config, await createUser(t.db, customer.id));
    // card $20 and e-mail $2.50, both sensitive; uploads of cards open a case
    const card = await createClassifier(t.db, customer.id, { valuePerRecord: 20 });
    const email = await createClassifier(t.db, customer.id, { valuePerRecord: 2.5 });
    await createRule(t.db, customer.id, card, {
      triggers: [{ trigger: 'UPLOAD_FILE', actions: ['CREATE_CASE'] }],
    });
    agent = await registerAgent(t.app, c.agentKey);
    idle = await registerAgent(t.app, c.agentKey);
    const res = await sendBatch(
      t.app,
      agent.credential,
      batch({
        files: [
          // $200
          file('C:\\u\\cards.xlsx', [{ classifierId: card, count: 10 }], { size: 1000 }),
          // encrypted: $20 + $5
          file(
            'C:\\u\\mixed.docx',
            [
              { classifierId: card, count: 1 },
              { classifierId: email, count: 2 },
            ],
            { isEncrypted: true, size: 3000 },
          ),
          file('C:\\u\\empty.txt', [], { size: 500 }),
        ],
        fileEvents: [
          fileEvent('C:\\u\\cards.xlsx', 'UPLOAD', [{ classifierId: card, count: 10 }], {
            webDomain: 'drive.google.com',
          }),
          fileEvent('C:\\u\\mixed.docx', 'UPLOAD', [{ classifierId: card, count: 1 }], {
            webDomain: 'dropbox.com',
          }),
          // no card: no case
          fileEvent('C:\\u\\empty.txt', 'UPLOAD', [], { webDomain: 'dropbox.com' }),
        ],
      }),
    );
    expect(res.statusCode).toBe(200);
    const other = await createAgentCustomer(t.db, t.rootTenantId);
    foreign = await registerAgent(t.app, other.agentKey);
  });
  afterAll(() => t.close());

  it('shows the figures of the device dashboard', async () => {
    const res = await query(agent.deviceId);
    expect(res.errors).toBeUndefined();
    const row = await stored(agent);
    expect(res.data?.device).toEqual({
      id: agent.deviceId,
      deviceIdentifier: agent.deviceIdentifier,
      name: row.name,
      nickName: null,
      systemUserName: 'ann',
      systemName: 'Windows 11 23H2',
      startDate: row.startDate.toISOString(),
      lastActivity: row.lastActivity!.toISOString(),
      isOnline: true,
      isActive: true,
      isArchived: false,
      agentVersion: '1.0.0',
      licenseStatus: 'ACTIVE',
      deviceType: 'DESKTOP',
      alertRule: 'NONE',
      existingFileCount: 3,
      existingFileSizeBytes: 4500,
      storageTotalBytes: 512_000_000_000,
      storageUsedBytes: 100_000_000_000,
      casesCount: 2,
      isDiscoveryEnabled: true,
      isStatisticEnabled: true,
      isEncryptionDisabled: false,
      sensitiveRiskInUSD: 225,
      encryptedSensitiveRiskInUSD: 25,
      customerId: customer.id,
      customerName: customer.name,
    });
  });

  it('shows a device without files or reports as such, online within 10 minutes of its last report', async () => {
    const at = async (minutesAgo: number) => {
      await t.db
        .update(devices)
        .set({ lastActivity: sql`now() - make_interval(mins => ${minutesAgo})` })
        .where(and(eq(devices.tenantId, idle.tenantId), eq(devices.id, idle.deviceId)));
      return (await query(idle.deviceId)).data?.device;
    };
    expect(await at(9)).toMatchObject({
      isOnline: true,
      existingFileCount: 0,
      existingFileSizeBytes: 0,
      casesCount: 0,
      sensitiveRiskInUSD: 0,
      encryptedSensitiveRiskInUSD: 0,
    });
    expect((await at(11))?.isOnline).toBe(false);
    await t.db
      .update(devices)
      .set({ lastActivity: null })
      .where(and(eq(devices.tenantId, idle.tenantId), eq(devices.id, idle.deviceId)));
    expect((await query(idle.deviceId)).data?.device).toMatchObject({ isOnline: false, lastActivity: null });
  });

  it("lets a partner open its customer's device, with or without the customer's id", async () => {
    const partnerToken = await tokenFor(t.config, await createUser(t.db, partnerId));
    for (const tenantId of [null, customer.id]) {
      const res = await query(agent.deviceId, tenantId, partnerToken);
      expect(res.errors).toBeUndefined();
      expect(res.data?.device).toMatchObject({ id: agent.deviceId, customerId: customer.id });
    }
  });

  describe('refuses exactly like a missing one', () => {
    it("another tenant's device", async () => {
      const missing = await query(MISSING_ID);
      expect(missing.errors?.[0]).toMatchObject({
        message: `Device ${MISSING_ID} not found`,
        extensions: { code: 'NOT_FOUND' },
      });
      const refused = await query(foreign.deviceId);
      expect({ data: refused.data, errors: normalised(refused.errors) }).toEqual({
        data: null,
        errors: normalised(missing.errors),
      });
    });

    it("another tenant's id, and the parent's", async () => {
      const missing = await query(agent.deviceId, MISSING_ID);
      expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      for (const tenantId of [foreign.tenantId, partnerId, t.rootTenantId]) {
        const refused = await query(foreign.deviceId, tenantId);
        expect({ tenantId, data: refused.data, errors: normalised(refused.errors) }).toEqual({
          tenantId,
          data: null,
          errors: normalised(missing.errors),
        });
      }
    });

    it('a deleted device', async () => {
      const gone = await registerAgent(t.app, (await createAgentCustomer(t.db, partnerId)).agentKey);
      const partnerToken = await tokenFor(t.config, await createUser(t.db, partnerId));
      expect((await query(gone.deviceId, null, partnerToken)).errors).toBeUndefined();
      await t.db
        .update(devices)
        .set({ isDeleted: true })
        .where(and(eq(devices.tenantId, gone.tenantId), eq(devices.id, gone.deviceId)));
      const res = await query(gone.deviceId, null, partnerToken);
      expect(res.errors?.[0]).toMatchObject({
        message: `Device ${gone.deviceId} not found`,
        extensions: { code: 'NOT_FOUND' },
      });
      const updated = await update({ id: gone.deviceId, alertRule: 'DAILY' }, null, partnerToken);
      expect(updated.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      expect((await stored(gone)).alertRule).toBe('NONE');
    });
  });

  describe('updateDevice', () => {
    it('changes only the given settings, writes the change history, and the next policy carries them', async () => {
      const before = await policy(agent);
      expect(before.settings).toMatchObject({ isDiscoveryEnabled: true, isEncryptionDisabled: false });

      // Allow Encryption off
      const res = await update({ id: agent.deviceId, isEncryptionDisabled: true, alertRule: 'DAILY' });
      expect(res.errors).toBeUndefined();
      expect(res.data?.updateDevice).toMatchObject({
        id: agent.deviceId,
        isEncryptionDisabled: true,
        alertRule: 'DAILY',
        isDiscoveryEnabled: true,
        isStatisticEnabled: true,
        deviceType: 'DESKTOP',
        existingFileCount: 3,
      });
      expect(await stored(agent)).toMatchObject({
        isEncryptionDisabled: true,
        alertRule: 'DAILY',
        isDiscoveryEnabled: true,
        isStatisticEnabled: true,
        deviceType: 'DESKTOP',
      });
      const [entry, ...more] = await audits(agent);
      expect(more).toEqual([]);
      expect(entry).toMatchObject({
        operation: 'UPDATE',
        entityName: (await stored(agent)).name,
        stateBefore: { isEncryptionDisabled: false, alertRule: 'NONE' },
        stateAfter: { isEncryptionDisabled: true, alertRule: 'DAILY' },
      });
      const afterEncryption = await policy(agent);
      expect(afterEncryption.settings.isEncryptionDisabled).toBe(true);
      expect(afterEncryption.policyVersion).not.toBe(before.policyVersion);

      // Monitor Stored Data and Monitor App Access To Files off; null leaves a setting as it is
      const off = await update({
        id: agent.deviceId,
        isDiscoveryEnabled: false,
        isStatisticEnabled: false,
        isEncryptionDisabled: null,
        deviceType: 'LAPTOP',
      });
      expect(off.errors).toBeUndefined();
      expect(await stored(agent)).toMatchObject({
        isDiscoveryEnabled: false,
        isStatisticEnabled: false,
        isEncryptionDisabled: true,
        deviceType: 'LAPTOP',
        alertRule: 'DAILY',
      });
      const afterMonitoring = await policy(agent);
      expect(afterMonitoring.settings).toMatchObject({
        isDiscoveryEnabled: false,
        isStatisticEnabled: false,
        isEncryptionDisabled: true,
      });
      expect(afterMonitoring.policyVersion).not.toBe(afterEncryption.policyVersion);
      expect(await audits(agent)).toHaveLength(2);
      // the other device of the customer is untouched
      expect(await stored(idle)).toMatchObject({ isDiscoveryEnabled: true, isEncryptionDisabled: false });
    });

    it('writes nothing when nothing changes', async () => {
      const count = (await audits(idle)).length;
      const res = await update({ id: idle.deviceId, isDiscoveryEnabled: true });
      expect(res.errors).toBeUndefined();
      expect(res.data?.updateDevice).toMatchObject({ id: idle.deviceId, isDiscoveryEnabled: true });
      expect(await audits(idle)).toHaveLength(count);
    });

    it("refuses another tenant's device and another tenant's id like missing ones, changing nothing", async () => {
      const missing = await update({ id: MISSING_ID, isEncryptionDisabled: true });
      expect(missing.errors?.[0]).toMatchObject({ message: `Device ${MISSING_ID} not found` });
      const refused = await update({ id: foreign.deviceId, isEncryptionDisabled: true });
      expect({ data: refused.data, errors: normalised(refused.errors) }).toEqual({
        data: null,
        errors: normalised(missing.errors),
      });
      const missingTenant = await update({ id: foreign.deviceId, isEncryptionDisabled: true }, MISSING_ID);
      const foreignTenant = await update(
        { id: foreign.deviceId, isEncryptionDisabled: true },
        foreign.tenantId,
      );
      expect(missingTenant.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      expect({ data: foreignTenant.data, errors: normalised(foreignTenant.errors) }).toEqual({
        data: null,
        errors: normalised(missingTenant.errors),
      });
      expect((await stored(foreign)).isEncryptionDisabled).toBe(false);
      expect(await audits(foreign)).toEqual([]);
    });

    it('refuses an unknown alert rule and a read-only user, changing nothing', async () => {
      const literal = await t.gql(
        `mutation { updateDevice(request: { id: ${idle.deviceId}, alertRule: WEEKLY }) { id } }`,
        {},
        token,
      );
      expect(literal.data ?? null).toBeNull();
      expect(literal.errors?.[0]?.message).toBe('Value "WEEKLY" does not exist in "AlertRule" enum.');
      const variable = await update({ id: idle.deviceId, alertRule: 'WEEKLY' });
      expect(variable.data ?? null).toBeNull();
      expect(variable.errors).toHaveLength(1);
      const readOnly = await tokenFor(
        t.config,
        await createUser(t.db, customer.id, { isReadOnlyUser: true }),
      );
      const refused = await update({ id: idle.deviceId, isDiscoveryEnabled: false }, null, readOnly);
      expect(refused.errors?.[0]).toMatchObject({
        message: Messages.readOnlyUser,
        extensions: { code: 'FORBIDDEN' },
      });
      expect(await stored(idle)).toMatchObject({ alertRule: 'NONE', isDiscoveryEnabled: true });
      // a read-only user still sees the dashboard
      expect((await query(idle.deviceId, null, readOnly)).errors).toBeUndefined();
    });
  });
});
