import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEVICES_CSV_ROUTE, DeviceMessages } from '@vigil/contracts';
import { auditEntries } from '../src/audit/audit.tables.js';
import { devices } from '../src/devices/devices.tables.js';
import { tenants } from '../src/tenants/tenants.tables.js';
import { createTenant, createUser, tokenFor } from './helpers/factories.js';
import { createAgentCustomer, registerAgent, type Agent } from './helpers/ingest-support.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

const LIST = `query ($tenantId: Int, $where: InstalledDeviceFilterInput, $dup: Boolean, $take: Int) {
  installedDevices(tenantId: $tenantId, where: $where, showOnlyWithDuplicateNames: $dup, take: $take) {
    totalCount items { id name customerId customerName partnerName licenseStatus isArchived isOnline onlineStatus
      systemName systemUserName agentVersion pendingCount scannedPercent updaterVersion uninstalled } } }`;

const ACTIVE = `mutation ($ids: [Int!]!, $on: Boolean!, $tenantId: Int) { setDevicesActiveMark(ids: $ids, isActive: $on, tenantId: $tenantId) }`;
const ARCHIVE = `mutation ($ids: [Int!]!, $on: Boolean!, $activate: Boolean) {
  setDevicesArchivingMark(ids: $ids, isArchived: $on, activate: $activate) { result error } }`;
const DELETE = `mutation ($ids: [Int!]!, $on: Boolean!) { setDevicesDeletionMark(ids: $ids, isDeleted: $on) }`;
const RESCAN = `mutation ($ids: [Int!]!) { rescan(deviceIds: $ids) }`;
const UNINSTALL = `mutation ($ids: [Int!]!, $del: Boolean) { uninstallDevices(ids: $ids, withDeletion: $del) }`;

interface Row {
  id: number;
  name: string;
  customerId: number;
  licenseStatus: string;
  isArchived: boolean;
  [k: string]: unknown;
}

describe('installed devices and their licences', () => {
  let t: TestApp;
  let customer: { id: number; name: string; agentKey: string };
  let partnerToken: string;
  let token: string;
  let foreign: Agent;
  let foreignToken: string;

  const status = async (ids: number[]) => {
    const rows = await t.db
      .select({
        id: devices.id,
        licenseStatus: devices.licenseStatus,
        isArchived: devices.isArchived,
        isDeleted: devices.isDeleted,
        resyncKey: devices.resyncKey,
        deleteOnUninstall: devices.deleteOnUninstall,
      })
      .from(devices)
      .where(inArray(devices.id, ids))
      .orderBy(devices.id);
    return rows;
  };
  const setLicenceCount = (n: number | null) =>
    t.db.update(tenants).set({ licenseCount: n }).where(eq(tenants.id, customer.id));
  const fresh = async (n: number): Promise<number[]> => {
    const out: number[] = [];
    for (let i = 0; i < n; i += 1) out.push((await registerAgent(t.app, customer.agentKey)).deviceId);
    return out;
  };
  const list = (vars: Record<string, unknown>, as = token) =>
    t.gql<{ installedDevices: { totalCount: number; items: Row[] } }>(LIST, vars, as);

  beforeAll(async () => {
    t = await createTestApp();
    const partner = await createTenant(t.db, t.rootTenantId, 'PARTNER');
    const c = await createAgentCustomer(t.db, partner.id);
    customer = { id: c.id, name: c.name, agentKey: c.agentKey };
    token = await tokenFor(t.config, await createUser(t.db, customer.id));
    partnerToken = await tokenFor(t.config, await createUser(t.db, partner.id));
    const other = await createAgentCustomer(t.db, (await createTenant(t.db, t.rootTenantId, 'PARTNER')).id);
    foreign = await registerAgent(t.app, other.agentKey);
    foreignToken = await tokenFor(t.config, await createUser(t.db, other.id));
  });
  afterAll(() => t.close());

  it('lists the customer’s devices, 30 a page, with the partner name and unknowns as null', async () => {
    await fresh(31);
    const res = await list({});
    expect(res.errors).toBeUndefined();
    const page = res.data!.installedDevices;
    expect(page.totalCount).toBeGreaterThanOrEqual(31);
    expect(page.items).toHaveLength(30);
    const first = page.items[0]!;
    expect(first).toMatchObject({
      customerId: customer.id,
      customerName: customer.name,
      licenseStatus: 'ACTIVE',
      isArchived: false,
      isOnline: true,
      onlineStatus: 'ONLINE',
      pendingCount: null,
      updaterVersion: null,
      uninstalled: false,
    });
    expect(typeof first.partnerName).toBe('string');
    expect(first.systemName).not.toBe('');
    // sorted by name
    const names = page.items.map((i) => i.name);
    expect([...names].sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }))).toEqual(names);
    // the foreign device is never listed
    expect(page.items.map((i) => i.id)).not.toContain(foreign.deviceId);
  });

  it('shows only devices sharing a name when asked', async () => {
    const [a, b, c] = await fresh(3);
    await t.db
      .update(devices)
      .set({ name: 'Twin-PC' })
      .where(inArray(devices.id, [a!, b!]));
    await t.db.update(devices).set({ name: 'Lonely-PC' }).where(eq(devices.id, c!));
    const res = await list({ dup: true, take: 1000 });
    const ids = res.data!.installedDevices.items.map((i) => i.id);
    expect(ids).toEqual(expect.arrayContaining([a, b]));
    expect(ids).not.toContain(c);
    expect(res.data!.installedDevices.items.every((i) => ids.length > 1 && i.name !== 'Lonely-PC')).toBe(
      true,
    );
  });

  it('a partner lists its customers’ devices; a foreign tenant id is refused', async () => {
    const res = await list({ tenantId: customer.id, take: 5 }, partnerToken);
    expect(res.errors).toBeUndefined();
    expect(res.data!.installedDevices.items.every((i) => i.customerId === customer.id)).toBe(true);
    const refused = await list({ tenantId: customer.id }, foreignToken);
    expect(refused.errors?.length).toBeGreaterThan(0);
  });

  it('releases and activates, refusing Activate on an ACTIVE device and Release on an UNLICENSED one', async () => {
    const [a, b] = await fresh(2);
    expect((await t.gql(ACTIVE, { ids: [a], on: true }, token)).errors?.[0]?.message).toBe(
      DeviceMessages.alreadyActive,
    );
    const released = await t.gql(ACTIVE, { ids: [a, b], on: false }, token);
    expect(released.errors).toBeUndefined();
    expect((await status([a!, b!])).map((r) => r.licenseStatus)).toEqual(['UNLICENSED', 'UNLICENSED']);
    expect((await t.gql(ACTIVE, { ids: [a], on: false }, token)).errors?.[0]?.message).toBe(
      DeviceMessages.notReleasable,
    );
    expect((await t.gql(ACTIVE, { ids: [a, b], on: true }, token)).errors).toBeUndefined();
    expect((await status([a!, b!])).map((r) => r.licenseStatus)).toEqual(['ACTIVE', 'ACTIVE']);
    const history = await t.db
      .select()
      .from(auditEntries)
      .where(
        and(
          eq(auditEntries.tenantId, customer.id),
          eq(auditEntries.entityId, a!),
          eq(auditEntries.entityType, 'Device'),
        ),
      )
      .orderBy(auditEntries.id);
    expect(
      history.some((h) => (h.stateAfter as { licenseStatus?: string })?.licenseStatus === 'UNLICENSED'),
    ).toBe(true);
  });

  it('refuses activating beyond the customer’s free seats and changes nothing', async () => {
    const [a, b] = await fresh(2);
    await t.gql(ACTIVE, { ids: [a, b], on: false }, token);
    const licensed = (
      await t.db
        .select({ id: devices.id })
        .from(devices)
        .where(
          and(
            eq(devices.tenantId, customer.id),
            eq(devices.licenseStatus, 'ACTIVE'),
            eq(devices.isDeleted, false),
          ),
        )
    ).length;
    await setLicenceCount(licensed + 1);
    try {
      const res = await t.gql(ACTIVE, { ids: [a, b], on: true }, token);
      expect(res.errors?.[0]?.message).toBe(DeviceMessages.seatsExceeded(customer.name, 1, 2));
      expect((await status([a!, b!])).map((r) => r.licenseStatus)).toEqual(['UNLICENSED', 'UNLICENSED']);
      expect((await t.gql(ACTIVE, { ids: [a], on: true }, token)).errors).toBeUndefined();
    } finally {
      await setLicenceCount(null);
    }
  });

  it('archives, refuses archiving twice as an answer, restores with or without activating, deletes and undeletes', async () => {
    const [a, b] = await fresh(2);
    expect((await t.gql(ARCHIVE, { ids: [a, b], on: true }, token)).data).toEqual({
      setDevicesArchivingMark: { result: true, error: null },
    });
    expect((await status([a!, b!])).map((r) => [r.licenseStatus, r.isArchived])).toEqual([
      ['ARCHIVED', true],
      ['ARCHIVED', true],
    ]);
    expect((await t.gql(ARCHIVE, { ids: [a], on: true }, token)).data).toEqual({
      setDevicesArchivingMark: { result: false, error: DeviceMessages.alreadyArchived },
    });
    // archived devices show only when asked for
    const archivedOnly = await list({ where: { isArchived: { eq: true } }, take: 1000 });
    expect(archivedOnly.data!.installedDevices.items.map((i) => i.id)).toEqual(
      expect.arrayContaining([a, b]),
    );
    expect((await t.gql(ACTIVE, { ids: [a], on: true }, token)).errors?.[0]?.message).toBe(
      DeviceMessages.archivedNotActivated,
    );
    expect((await t.gql(ARCHIVE, { ids: [a], on: false, activate: true }, token)).data).toEqual({
      setDevicesArchivingMark: { result: true, error: null },
    });
    expect((await status([a!]))[0]).toMatchObject({ licenseStatus: 'ACTIVE', isArchived: false });
    // deleting is for archived devices only
    expect((await t.gql(DELETE, { ids: [a], on: true }, token)).errors?.[0]?.message).toBe(
      DeviceMessages.notArchived,
    );
    expect((await t.gql(DELETE, { ids: [b], on: true }, token)).errors).toBeUndefined();
    expect((await status([b!]))[0]?.isDeleted).toBe(true);
    const listed = await list({ take: 1000, where: { isArchived: { eq: true } } });
    expect(listed.data!.installedDevices.items.map((i) => i.id)).not.toContain(b);
    expect((await t.gql(DELETE, { ids: [b], on: false }, token)).errors).toBeUndefined();
    expect((await status([b!]))[0]).toMatchObject({ isDeleted: false, isArchived: true });
  });

  it('rescan raises the resync key; uninstall marks UNINSTALLING and refuses a second time', async () => {
    const [a] = await fresh(1);
    expect((await t.gql(RESCAN, { ids: [a] }, token)).errors).toBeUndefined();
    expect((await status([a!]))[0]?.resyncKey).toBe(1);
    expect((await t.gql(UNINSTALL, { ids: [a], del: true }, token)).errors).toBeUndefined();
    expect((await status([a!]))[0]).toMatchObject({ licenseStatus: 'UNINSTALLING', deleteOnUninstall: true });
    expect((await t.gql(UNINSTALL, { ids: [a] }, token)).errors?.[0]?.message).toBe(
      DeviceMessages.notUninstallable,
    );
    expect((await t.gql(ACTIVE, { ids: [a], on: false }, token)).errors?.[0]?.message).toBe(
      DeviceMessages.notReleasable,
    );
    const row = (await list({ where: { id: { eq: a } } })).data!.installedDevices.items[0];
    expect(row?.onlineStatus).toBe('PENDING');
  });

  it('a foreign or missing id answers like a missing device and changes nothing, even among own ids', async () => {
    const [a] = await fresh(1);
    for (const [doc, vars] of [
      [ACTIVE, { on: false }],
      [ARCHIVE, { on: true }],
      [RESCAN, {}],
      [UNINSTALL, {}],
    ] as const) {
      const withForeign = await t.gql(doc, { ...vars, ids: [a, foreign.deviceId] }, token);
      const missing = await t.gql(doc, { ...vars, ids: [a, 999_999] }, token);
      expect(withForeign.errors?.[0]?.message.replace(/\d+/g, '#')).toBe('Device # not found');
      expect(missing.errors?.[0]?.message.replace(/\d+/g, '#')).toBe('Device # not found');
    }
    expect((await status([a!]))[0]).toMatchObject({
      licenseStatus: 'ACTIVE',
      isArchived: false,
      resyncKey: 0,
    });
    expect((await status([foreign.deviceId]))[0]).toMatchObject({
      licenseStatus: 'ACTIVE',
      isArchived: false,
      resyncKey: 0,
    });
  });

  it('refuses bad input: no ids, too many ids, a wrong type', async () => {
    expect((await t.gql(ACTIVE, { ids: [], on: true }, token)).errors?.[0]?.message).toBe(
      DeviceMessages.noDevicesSelected,
    );
    const many = Array.from({ length: 1001 }, (_, i) => i + 1);
    expect((await t.gql(RESCAN, { ids: many }, token)).errors?.[0]?.message).toBe(
      DeviceMessages.tooManyDevices,
    );
    expect((await t.gql(RESCAN, { ids: ['x'] }, token)).errors?.length).toBeGreaterThan(0);
    expect((await t.gql(LIST, { take: -1 }, token)).errors?.length).toBeGreaterThan(0);
  });

  it('a partner acting for its customer may release its devices', async () => {
    const [a] = await fresh(1);
    const res = await t.gql(ACTIVE, { ids: [a], on: false, tenantId: customer.id }, partnerToken);
    expect(res.errors).toBeUndefined();
    expect((await status([a!]))[0]?.licenseStatus).toBe('UNLICENSED');
  });

  it('downloads the devices as CSV, refusing the anonymous, a bad tenant id and a foreign tenant', async () => {
    const [a] = await fresh(1);
    await t.db.update(devices).set({ name: '=cmd|evil' }).where(eq(devices.id, a!));
    const get = (query: string, as: string | null = token) =>
      t.app.inject({
        method: 'GET',
        url: `${DEVICES_CSV_ROUTE}${query}`,
        headers: as ? { authorization: `Bearer ${as}` } : {},
      });
    const res = await get('');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toContain('"Name","Nickname","Customer"');
    const total = (await list({ take: 1000 })).data!.installedDevices.totalCount;
    const archived = (await list({ take: 1000, where: { isArchived: { eq: true } } })).data!.installedDevices
      .totalCount;
    expect(lines).toHaveLength(1 + total);
    expect(archived).toBeGreaterThan(0);
    // a formula is shown as text
    expect(res.body).toContain(`"'=cmd|evil","",${JSON.stringify(customer.name)}`);
    expect((await get('', null)).statusCode).toBe(401);
    expect((await get('?tenantId=abc')).statusCode).toBe(400);
    expect((await get(`?tenantId=${customer.id}`, foreignToken)).statusCode).toBe(404);
    const partners = await get(`?tenantId=${customer.id}`, partnerToken);
    expect(partners.statusCode).toBe(200);
    expect(partners.body.trim().split('\r\n')).toHaveLength(1 + total);
  });

  it('updateDevice sets a nickname of at most 255 characters, and an empty one clears it', async () => {
    const [a] = await fresh(1);
    const UPDATE = `mutation ($request: UpdateDeviceRequestInput!) { updateDevice(request: $request) { id nickName } }`;
    const ok = await t.gql(UPDATE, { request: { id: a, nickName: '  Reception PC  ' } }, token);
    expect(ok.data).toEqual({ updateDevice: { id: a, nickName: 'Reception PC' } });
    const long = await t.gql(UPDATE, { request: { id: a, nickName: 'x'.repeat(256) } }, token);
    expect(long.errors?.[0]?.message).toBe('Value should be less than 256 characters');
    const nul = await t.gql(UPDATE, { request: { id: a, nickName: 'a\u0000b' } }, token);
    expect(nul.errors?.length).toBeGreaterThan(0);
    expect((await t.db.select().from(devices).where(eq(devices.id, a!)))[0]?.nickName).toBe('Reception PC');
    const cleared = await t.gql(UPDATE, { request: { id: a, nickName: '' } }, token);
    expect(cleared.data).toEqual({ updateDevice: { id: a, nickName: null } });
  });
});
