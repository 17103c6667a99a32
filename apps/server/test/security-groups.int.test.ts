import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages, SecurityGroupMessages, type AgentPolicy } from '@vigil/contracts';
import { auditEntries } from '../src/audit/audit.tables.js';
import { devices, deviceSettingsGroups } from '../src/devices/devices.tables.js';
import { tenants } from '../src/tenants/tenants.tables.js';
import { createTenant, createUser, tokenFor } from './helpers/factories.js';
import {
  createAgentCustomer,
  createClassifier,
  createRule,
  getPolicy,
  registerAgent,
  type Agent,
} from './helpers/ingest-support.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

const GROUP_FIELDS = `id tenantId name discoveryEnabled statisticEnabled encryptionEnabled vigilAgentIconOn
  iconShellExtensionEnabled menuShellExtensionEnabled browserExtensionEnabled scannerDelayMinute
  encryptionDelayDaysMin encryptionDelayDaysMax devices { id name nickName } deviceIds`;

const LIST = `query ($tenantId: Int, $skip: Int, $take: Int) {
  deviceSettingsGroups(tenantId: $tenantId, skip: $skip, take: $take) { totalCount items { ${GROUP_FIELDS} } }
}`;
const ONE = `query ($id: Int!, $tenantId: Int) { deviceSettingsGroup(request: { id: $id }, tenantId: $tenantId) { ${GROUP_FIELDS} } }`;
const CREATE = `mutation ($request: CreateDeviceSettingsGroupRequestInput!, $tenantId: Int) {
  createDeviceSettingsGroup(request: $request, tenantId: $tenantId) { ${GROUP_FIELDS} }
}`;
const UPDATE = `mutation ($request: UpdateDeviceSettingsGroupRequestInput!, $tenantId: Int) {
  updateDeviceSettingsGroup(request: $request, tenantId: $tenantId) { ${GROUP_FIELDS} }
}`;
const DELETE = `mutation ($id: Int!, $tenantId: Int) { deleteDeviceSettingsGroup(request: { id: $id }, tenantId: $tenantId) }`;
const UPDATE_DEVICE = `mutation ($request: UpdateDeviceRequestInput!, $tenantId: Int) {
  updateDevice(request: $request, tenantId: $tenantId) { id settingsGroup { id name } }
}`;
const UPDATE_CUSTOMER = `mutation ($request: UpdateCustomerRequestInput!, $tenantId: Int) {
  updateCustomer2(request: $request, tenantId: $tenantId) { id laptopsSettingsGroup { id name } serversSettingsGroup { id name } }
}`;

interface Group {
  id: number;
  tenantId: number;
  name: string;
  discoveryEnabled: boolean;
  statisticEnabled: boolean;
  encryptionEnabled: boolean;
  vigilAgentIconOn: boolean;
  iconShellExtensionEnabled: boolean;
  menuShellExtensionEnabled: boolean;
  browserExtensionEnabled: boolean;
  scannerDelayMinute: number;
  encryptionDelayDaysMin: number;
  encryptionDelayDaysMax: number;
  devices: { id: number; name: string; nickName: string | null }[];
  deviceIds: number[];
}

describe('security groups', () => {
  let t: TestApp;
  let customerId: number;
  let otherCustomerId: number;
  let partnerId: number;
  let token: string;
  let partnerToken: string;
  let laptop: Agent;
  let server: Agent;
  let foreignDevice: Agent;
  let foreignGroupId: number;
  let ruleDelay: number;

  const gql = <T>(doc: string, variables: Record<string, unknown>, as = token) =>
    t.gql<T>(doc, variables, as);
  const create = (request: Record<string, unknown>, tenantId?: number, as = token) =>
    gql<{ createDeviceSettingsGroup: Group }>(CREATE, { request, tenantId }, as);
  const update = (request: Record<string, unknown>, as = token) =>
    gql<{ updateDeviceSettingsGroup: Group }>(UPDATE, { request }, as);
  const policy = async (a: Agent) => (await getPolicy(t.app, a.credential)).json<AgentPolicy>();
  const groupRows = () =>
    t.db.select().from(deviceSettingsGroups).where(eq(deviceSettingsGroups.tenantId, customerId));
  const deviceGroupId = async (a: Agent) =>
    (
      await t.db
        .select({ g: devices.settingsGroupId })
        .from(devices)
        .where(and(eq(devices.tenantId, a.tenantId), eq(devices.id, a.deviceId)))
    )[0]?.g;

  beforeAll(async () => {
    t = await createTestApp();
    const partner = await createTenant(t.db, t.rootTenantId, 'PARTNER');
    partnerId = partner.id;
    const c = await createAgentCustomer(t.db, partner.id);
    customerId = c.id;
    token = await tokenFor(t.config, await createUser(t.db, customerId, { roles: ['TENANT_ADMIN'] }));
    partnerToken = await tokenFor(t.config, await createUser(t.db, partnerId, { roles: ['TENANT_ADMIN'] }));
    const card = await createClassifier(t.db, customerId, { valuePerRecord: 20 });
    ruleDelay = 30;
    await createRule(t.db, customerId, card, { encryption: { isEnabled: true, delayDays: ruleDelay } });
    laptop = await registerAgent(t.app, c.agentKey);
    server = await registerAgent(t.app, c.agentKey);
    const other = await createAgentCustomer(t.db, partner.id);
    otherCustomerId = other.id;
    foreignDevice = await registerAgent(t.app, other.agentKey);
    const otherToken = await tokenFor(
      t.config,
      await createUser(t.db, other.id, { roles: ['TENANT_ADMIN'] }),
    );
    const foreign = await create({ name: 'Foreign group' }, undefined, otherToken);
    foreignGroupId = foreign.data!.createDeviceSettingsGroup.id;
  });
  afterAll(() => t.close());

  it('creates a group with the §3 defaults and lists it by name', async () => {
    const res = await create({ name: '  Zeta  ' });
    expect(res.errors).toBeUndefined();
    const g = res.data!.createDeviceSettingsGroup;
    expect(g).toMatchObject({
      tenantId: customerId,
      name: 'Zeta',
      vigilAgentIconOn: true,
      discoveryEnabled: true,
      statisticEnabled: true,
      encryptionEnabled: false,
      iconShellExtensionEnabled: false,
      menuShellExtensionEnabled: false,
      browserExtensionEnabled: false,
      scannerDelayMinute: 0,
      encryptionDelayDaysMin: 0,
      encryptionDelayDaysMax: 0,
      devices: [],
    });
    await create({ name: 'Alpha' });
    const list = await gql<{ deviceSettingsGroups: { totalCount: number; items: Group[] } }>(LIST, {});
    expect(list.errors).toBeUndefined();
    expect(list.data!.deviceSettingsGroups.items.map((i) => i.name)).toEqual(['Alpha', 'Zeta']);
    expect(list.data!.deviceSettingsGroups.totalCount).toBe(2);
    const one = await gql<{ deviceSettingsGroup: Group }>(ONE, { id: g.id });
    expect(one.data!.deviceSettingsGroup.name).toBe('Zeta');
    const [entry] = await t.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.entityType, 'DeviceSettingsGroup'), eq(auditEntries.entityId, g.id)))
      .orderBy(auditEntries.id);
    expect(entry?.operation).toBe('CREATE');
  });

  it('refuses bad input with a clear message and changes nothing', async () => {
    const before = await groupRows();
    const cases: [Record<string, unknown>, string][] = [
      [{ name: '   ' }, SecurityGroupMessages.nameRequired],
      [{ name: 'x'.repeat(151) }, Messages.lengthBelow(150)],
      [{ name: 'alpha' }, SecurityGroupMessages.nameTaken],
      [{ name: 'ALPHA' }, SecurityGroupMessages.nameTaken],
      [{ name: 'n', scannerDelayMinute: 1001 }, SecurityGroupMessages.scannerDelayRange],
      [{ name: 'n', scannerDelayMinute: -1 }, SecurityGroupMessages.scannerDelayRange],
      [{ name: 'n', encryptionDelayDaysMax: 10000 }, SecurityGroupMessages.delayRange],
      [{ name: 'n', encryptionDelayDaysMin: -5 }, SecurityGroupMessages.delayRange],
      [
        { name: 'n', encryptionDelayDaysMin: 10, encryptionDelayDaysMax: 5 },
        SecurityGroupMessages.minAboveMax,
      ],
      [{ name: 'n', deviceIds: [foreignDevice.deviceId] }, `Device ${foreignDevice.deviceId} not found`],
      [
        { name: 'n', deviceIds: Array.from({ length: 10_001 }, (_, i) => i) },
        'A request must not name more than',
      ],
    ];
    for (const [request, message] of cases) {
      const res = await create(request);
      expect(res.data, JSON.stringify(request).slice(0, 80)).toBeNull();
      expect(res.errors?.[0]?.message).toContain(message);
    }
    const wrongType = await create({ name: 'n', scannerDelayMinute: 'ten' });
    expect(wrongType.errors?.[0]?.message).toMatch(/Int/);
    const nul = await create({ name: 'a\u0000b' });
    expect(nul.errors?.[0]?.message).toBeTruthy();
    // Min and max may be equal, and a 0 (empty) bound is none.
    const ok = await create({ name: 'range ok', encryptionDelayDaysMin: 7, encryptionDelayDaysMax: 0 });
    expect(ok.errors).toBeUndefined();
    await gql(DELETE, { id: ok.data!.createDeviceSettingsGroup.id });
    expect(await groupRows()).toEqual(before);
  });

  it('is created for a customer only: a partner acting for itself is told so', async () => {
    const res = await create({ name: 'Partner group' }, undefined, partnerToken);
    expect(res.errors?.[0]?.message).toBe(SecurityGroupMessages.belongsToCustomers);
    const acting = await create({ name: 'Made by the partner' }, customerId, partnerToken);
    expect(acting.data!.createDeviceSettingsGroup.tenantId).toBe(customerId);
    await gql(DELETE, { id: acting.data!.createDeviceSettingsGroup.id });
  });

  it("assigns devices, and their agents get the group's settings on the next pull", async () => {
    const ownBefore = await policy(laptop);
    expect(ownBefore.settings.isDiscoveryEnabled).toBe(true);
    expect(ownBefore.rules[0]?.encryption.delayDays).toBe(ruleDelay);
    const res = await create({
      name: 'Laptops',
      discoveryEnabled: false,
      scannerDelayMinute: 15,
      encryptionEnabled: true,
      encryptionDelayDaysMin: 40,
      encryptionDelayDaysMax: 90,
      deviceIds: [laptop.deviceId],
    });
    expect(res.errors).toBeUndefined();
    const g = res.data!.createDeviceSettingsGroup;
    expect(g.deviceIds).toEqual([laptop.deviceId]);
    const p = await policy(laptop);
    expect(p.settings).toEqual({
      isDiscoveryEnabled: false,
      isStatisticEnabled: true,
      isEncryptionDisabled: false,
      scannerDelayMinute: 15,
      settingsGroupId: g.id,
      encryptionDelayDaysMin: 40,
      encryptionDelayDaysMax: 90,
      agentIconOn: true,
      iconShellExtensionEnabled: false,
      menuShellExtensionEnabled: false,
      browserExtensionEnabled: false,
    });
    expect(p.encryption).toMatchObject({ enabled: true, delayDaysMin: 40, delayDaysMax: 90 });
    // the rule's 30 days move into the group's 40..90
    expect(p.rules[0]?.encryption.delayDays).toBe(40);
    expect(p.policyVersion).not.toBe(ownBefore.policyVersion);
    // the other device keeps its own settings
    expect((await policy(server)).settings.settingsGroupId).toBeNull();
  });

  it('updates settings and replaces devices: a device moves from another group, a removed one gets its own', async () => {
    const laptops = (await groupRows()).find((g) => g.name === 'Laptops')!;
    const servers = await create({ name: 'Servers', deviceIds: [server.deviceId] });
    const serversId = servers.data!.createDeviceSettingsGroup.id;
    const res = await update({ id: laptops.id, deviceIds: [server.deviceId], scannerDelayMinute: 500 });
    expect(res.errors).toBeUndefined();
    expect(res.data!.updateDeviceSettingsGroup).toMatchObject({
      scannerDelayMinute: 500,
      discoveryEnabled: false,
      deviceIds: [server.deviceId],
    });
    expect(await deviceGroupId(server)).toBe(laptops.id);
    expect(await deviceGroupId(laptop)).toBeNull();
    expect((await policy(laptop)).settings.isDiscoveryEnabled).toBe(true);
    expect((await policy(server)).settings.scannerDelayMinute).toBe(500);
    const serversNow = await gql<{ deviceSettingsGroup: Group }>(ONE, { id: serversId });
    expect(serversNow.data!.deviceSettingsGroup.devices).toEqual([]);

    const rows = await groupRows();
    for (const [request, message] of [
      [{ id: laptops.id, encryptionDelayDaysMin: 95 }, SecurityGroupMessages.minAboveMax],
      [{ id: laptops.id, name: 'servers' }, SecurityGroupMessages.nameTaken],
      [{ id: laptops.id, name: '' }, SecurityGroupMessages.nameRequired],
      [{ id: laptops.id, deviceIds: [foreignDevice.deviceId] }, 'not found'],
      [{ id: foreignGroupId, name: 'Mine now' }, `DeviceSettingsGroup ${foreignGroupId} not found`],
    ] as const) {
      const bad = await update(request);
      expect(bad.errors?.[0]?.message).toContain(message);
    }
    expect(await groupRows()).toEqual(rows);
    // A name change in case only is the same group's own name.
    const renamed = await update({ id: laptops.id, name: 'LAPTOPS' });
    expect(renamed.data!.updateDeviceSettingsGroup.name).toBe('LAPTOPS');
    await update({ id: laptops.id, name: 'Laptops' });
  });

  it("updateDevice sets and clears a device's group; a foreign group answers like a missing one", async () => {
    const servers = (await groupRows()).find((g) => g.name === 'Servers')!;
    const set = await gql<{ updateDevice: { settingsGroup: { id: number; name: string } | null } }>(
      UPDATE_DEVICE,
      { request: { id: laptop.deviceId, settingsGroupId: servers.id } },
    );
    expect(set.data!.updateDevice.settingsGroup).toEqual({ id: servers.id, name: 'Servers' });
    const foreign = await gql(UPDATE_DEVICE, {
      request: { id: laptop.deviceId, settingsGroupId: foreignGroupId },
    });
    const missing = await gql(UPDATE_DEVICE, { request: { id: laptop.deviceId, settingsGroupId: 987654 } });
    expect(foreign.errors?.[0]?.message.replace(/\d+/g, '#')).toBe(
      missing.errors?.[0]?.message.replace(/\d+/g, '#'),
    );
    expect(await deviceGroupId(laptop)).toBe(servers.id);
    const cleared = await gql<{ updateDevice: { settingsGroup: unknown } }>(UPDATE_DEVICE, {
      request: { id: laptop.deviceId, settingsGroupId: null },
    });
    expect(cleared.data!.updateDevice.settingsGroup).toBeNull();
    expect(await deviceGroupId(laptop)).toBeNull();
  });

  it("the customer's laptop and server groups take its own groups only", async () => {
    const rows = await groupRows();
    const laptops = rows.find((g) => g.name === 'Laptops')!;
    const servers = rows.find((g) => g.name === 'Servers')!;
    const res = await gql<{
      updateCustomer2: { laptopsSettingsGroup: unknown; serversSettingsGroup: unknown };
    }>(UPDATE_CUSTOMER, {
      request: { id: customerId, laptopsSettingsGroupId: laptops.id, serversSettingsGroupId: servers.id },
    });
    expect(res.errors).toBeUndefined();
    expect(res.data!.updateCustomer2).toMatchObject({
      laptopsSettingsGroup: { id: laptops.id, name: 'Laptops' },
      serversSettingsGroup: { id: servers.id, name: 'Servers' },
    });
    const foreign = await gql(UPDATE_CUSTOMER, {
      request: { id: customerId, laptopsSettingsGroupId: foreignGroupId },
    });
    expect(foreign.errors?.[0]?.message).toBe(`DeviceSettingsGroup ${foreignGroupId} not found`);
    const [row] = await t.db.select().from(tenants).where(eq(tenants.id, customerId));
    expect(row?.laptopsSettingsGroupId).toBe(laptops.id);
    expect(otherCustomerId).not.toBe(customerId);
    // A new workstation of the customer starts in its workstation group.
    const [customerRow] = await t.db.select().from(tenants).where(eq(tenants.id, customerId));
    const newcomer = await registerAgent(t.app, customerRow!.agentKey!);
    expect(await deviceGroupId(newcomer)).toBe(laptops.id);
    expect((await policy(newcomer)).settings.settingsGroupId).toBe(laptops.id);
    await t.db
      .update(devices)
      .set({ isDeleted: true })
      .where(and(eq(devices.tenantId, newcomer.tenantId), eq(devices.id, newcomer.deviceId)));
  });

  it('deletes a group: its devices fall back to their own settings, the customer defaults naming it clear', async () => {
    const laptops = (await groupRows()).find((g) => g.name === 'Laptops')!;
    expect(await deviceGroupId(server)).toBe(laptops.id);
    const foreign = await gql(DELETE, { id: foreignGroupId });
    expect(foreign.errors?.[0]?.message).toBe(`DeviceSettingsGroup ${foreignGroupId} not found`);
    const res = await gql<{ deleteDeviceSettingsGroup: number }>(DELETE, { id: laptops.id });
    expect(res.data!.deleteDeviceSettingsGroup).toBe(laptops.id);
    expect(await deviceGroupId(server)).toBeNull();
    const p = await policy(server);
    expect(p.settings.settingsGroupId).toBeNull();
    expect(p.settings.scannerDelayMinute).toBe(0);
    expect(p.rules[0]?.encryption.delayDays).toBe(ruleDelay);
    const [row] = await t.db.select().from(tenants).where(eq(tenants.id, customerId));
    expect(row?.laptopsSettingsGroupId).toBeNull();
    expect(row?.serversSettingsGroupId).not.toBeNull();
    const again = await gql(DELETE, { id: laptops.id });
    expect(again.errors?.[0]?.message).toBe(`DeviceSettingsGroup ${laptops.id} not found`);
    const audits = await t.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.entityType, 'DeviceSettingsGroup'), eq(auditEntries.entityId, laptops.id)))
      .orderBy(auditEntries.id);
    expect(audits.map((a) => a.operation).sort()).toEqual(['CREATE', 'DELETE', 'UPDATE', 'UPDATE', 'UPDATE']);
  });

  it('a read-only user reads the groups but cannot change them', async () => {
    const readOnly = await tokenFor(t.config, await createUser(t.db, customerId, { isReadOnlyUser: true }));
    const list = await gql<{ deviceSettingsGroups: { totalCount: number } }>(LIST, {}, readOnly);
    expect(list.data!.deviceSettingsGroups.totalCount).toBeGreaterThan(0);
    const res = await create({ name: 'Nope' }, undefined, readOnly);
    expect(res.data).toBeNull();
    expect((await groupRows()).some((g) => g.name === 'Nope')).toBe(false);
  });
});
