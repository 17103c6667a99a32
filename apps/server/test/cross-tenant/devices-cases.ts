import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import { registerAgent } from '../helpers/ingest-support.js';
import {
  anyTenant,
  type CheckInput,
  type MakeInput,
  type OperationCase,
  fixtureOnlyAtRoot,
} from './case-types.js';
import type { ArgumentMeaning } from './id-arguments.js';
import { customersSql, rows } from './query-cases.js';
import { TENANTS } from './tenant-tree.js';

/*
 * The installed devices operations. Devices belong to customers and are reached in the subtree
 * acted for (a partner acts on its customers' devices).
 */

const paging: ArgumentMeaning = { notAnId: 'paging: rows to skip or take' };
const figure: ArgumentMeaning = { notAnId: 'a count or percentage of the row' };

/** The Int arguments of the installed devices operations, spread into ARGUMENTS. */
export const DEVICES_ARGUMENTS: Record<string, ArgumentMeaning> = {
  'Query.installedDevices.skip': paging,
  'Query.installedDevices.take': paging,
  'Query.installedDevices.tenantId': 'Tenant',
  'Query.installedDevices.where.id': 'Device',
  'Query.installedDevices.where.customerId': 'Tenant',
  'Query.installedDevices.where.existingFileCount': figure,
  'Query.installedDevices.where.casesCount': figure,
  'Query.installedDevices.where.pendingCount': figure,
  'Query.installedDevices.where.contentPendingCount': figure,
  'Query.installedDevices.where.encryptPendingCount': figure,
  'Query.installedDevices.where.scannedPercent': figure,
  'Mutation.setDevicesActiveMark.ids': 'Device',
  'Mutation.setDevicesActiveMark.tenantId': 'Tenant',
  'Mutation.setDevicesArchivingMark.ids': 'Device',
  'Mutation.setDevicesArchivingMark.tenantId': 'Tenant',
  'Mutation.setDevicesDeletionMark.ids': 'Device',
  'Mutation.setDevicesDeletionMark.tenantId': 'Tenant',
  'Mutation.rescan.deviceIds': 'Device',
  'Mutation.rescan.tenantId': 'Tenant',
  'Mutation.uninstallDevices.ids': 'Device',
  'Mutation.uninstallDevices.tenantId': 'Tenant',
};

/** A device registered for one call in the customer whose objects stand for the target's. */
async function madeDevice(m: MakeInput, archived = false): Promise<number> {
  const { deviceId } = await registerAgent(m.fx.t.app, m.customer.agentKey);
  if (archived) {
    await m.fx.t.db.execute(
      sql`update devices set is_archived = true, license_status = 'ARCHIVED' where id = ${deviceId}`,
    );
  }
  return deviceId;
}

async function deviceRow(c: CheckInput, id: number) {
  const [row] = await rows<{
    tenantId: number;
    licenseStatus: string;
    isArchived: boolean;
    isDeleted: boolean;
    resyncKey: number;
  }>(
    c.fx,
    sql`select tenant_id as "tenantId", license_status as "licenseStatus", is_archived as "isArchived",
        is_deleted as "isDeleted", resync_key as "resyncKey" from devices where id = ${id}`,
  );
  return row;
}

export const DEVICES_QUERY_CASES: Record<string, OperationCase> = {
  installedDevices: {
    document: `query ($tenantId: Int, $where: InstalledDeviceFilterInput) {
      installedDevices(tenantId: $tenantId, where: $where, take: 1000) { totalCount items { id customerId name } } }`,
    scope: 'subtree',
    appliesTo: anyTenant,
    variables: (v) => ({ tenantId: v.target, ...fixtureOnlyAtRoot(v, 'customerId') }),
    async check(c) {
      const want = await rows<{ id: number; customerId: number; name: string }>(
        c.fx,
        sql`select id, tenant_id as "customerId", name from devices
          where tenant_id in ${customersSql(c.fx, c.tenant)} and kind = 'ENDPOINT' and not is_deleted order by id`,
      );
      const got = c.data.installedDevices as {
        totalCount: number;
        items: { id: number; customerId: number }[];
      };
      const mine = new Set(TENANTS.map((t) => c.fx.ids[t]));
      const items = c.tenant === 'root' ? got.items.filter((i) => mine.has(Number(i.customerId))) : got.items;
      expect([...items].sort((a, b) => a.id - b.id)).toEqual(want);
      if (c.tenant !== 'root') expect(got.totalCount).toBe(want.length);
    },
  },
};

const changed = (
  field: string,
  make: (m: MakeInput) => Promise<number>,
  document: string,
  vars: Record<string, unknown>,
  answer: unknown,
  want: Partial<NonNullable<Awaited<ReturnType<typeof deviceRow>>>>,
  idArg = 'ids',
): OperationCase => ({
  document,
  scope: 'subtree',
  appliesTo: anyTenant,
  make: async (m) => ({ [idArg]: await make(m) }),
  variables: (v) => ({ tenantId: v.target, [idArg]: [v.id(idArg)], ...vars }),
  async check(c) {
    const id = c.made[idArg] as number;
    expect({ answer: c.data[field], row: await deviceRow(c, id) }).toEqual({
      answer,
      row: expect.objectContaining({ tenantId: c.customer.tenantId, ...want }),
    });
  },
});

export const DEVICES_MUTATION_CASES: Record<string, OperationCase> = {
  setDevicesActiveMark: changed(
    'setDevicesActiveMark',
    (m) => madeDevice(m),
    `mutation ($ids: [Int!]!, $tenantId: Int) { setDevicesActiveMark(ids: $ids, isActive: false, tenantId: $tenantId) }`,
    {},
    true,
    { licenseStatus: 'UNLICENSED' },
  ),
  setDevicesArchivingMark: changed(
    'setDevicesArchivingMark',
    (m) => madeDevice(m),
    `mutation ($ids: [Int!]!, $tenantId: Int) {
      setDevicesArchivingMark(ids: $ids, isArchived: true, tenantId: $tenantId) { result error } }`,
    {},
    { result: true, error: null },
    { licenseStatus: 'ARCHIVED', isArchived: true },
  ),
  setDevicesDeletionMark: changed(
    'setDevicesDeletionMark',
    (m) => madeDevice(m, true),
    `mutation ($ids: [Int!]!, $tenantId: Int) { setDevicesDeletionMark(ids: $ids, isDeleted: true, tenantId: $tenantId) }`,
    {},
    true,
    { isDeleted: true },
  ),
  rescan: changed(
    'rescan',
    (m) => madeDevice(m),
    `mutation ($deviceIds: [Int!]!, $tenantId: Int) { rescan(deviceIds: $deviceIds, tenantId: $tenantId) }`,
    {},
    true,
    { resyncKey: 1 },
    'deviceIds',
  ),
  uninstallDevices: changed(
    'uninstallDevices',
    (m) => madeDevice(m),
    `mutation ($ids: [Int!]!, $tenantId: Int) { uninstallDevices(ids: $ids, tenantId: $tenantId) }`,
    {},
    true,
    { licenseStatus: 'UNINSTALLING' },
  ),
};
