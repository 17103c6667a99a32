import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import { deviceSettingsGroups } from '../../src/devices/devices.tables.js';
import { registerAgent } from '../helpers/ingest-support.js';
import {
  anyTenant,
  customersOnly,
  type CheckInput,
  type MakeInput,
  type OperationCase,
  fixtureOnlyAtRoot,
} from './case-types.js';
import type { ArgumentMeaning } from './id-arguments.js';
import { customersSql, rows } from './query-cases.js';
import { TENANTS } from './tenant-tree.js';

/*
 * Security groups (device settings groups). They belong to customers and are reached like devices,
 * in the subtree acted for; the devices they hold, and the groups a device or a customer's
 * laptop/server default names, must be of the same customer.
 */

const paging: ArgumentMeaning = { notAnId: 'paging: rows to skip or take' };
const minutes: ArgumentMeaning = { notAnId: 'a delay in minutes (0 to 1000)' };
const days: ArgumentMeaning = { notAnId: 'an encryption delay bound in days (0 to 9999)' };

function settingsNumbers(op: string): Record<string, ArgumentMeaning> {
  return {
    [`${op}.request.scannerDelayMinute`]: minutes,
    [`${op}.request.encryptionDelayDaysMin`]: days,
    [`${op}.request.encryptionDelayDaysMax`]: days,
    [`${op}.request.deviceIds`]: 'Device',
    [`${op}.tenantId`]: 'Tenant',
  };
}

/** The Int arguments of the security group operations (and of those naming a group), spread into ARGUMENTS. */
export const SECURITY_GROUP_ARGUMENTS: Record<string, ArgumentMeaning> = {
  'Query.deviceSettingsGroups.skip': paging,
  'Query.deviceSettingsGroups.take': paging,
  'Query.deviceSettingsGroups.tenantId': 'Tenant',
  'Query.deviceSettingsGroups.where.id': 'DeviceSettingsGroup',
  'Query.deviceSettingsGroups.where.tenantId': 'Tenant',
  'Query.deviceSettingsGroups.where.scannerDelayMinute': minutes,
  'Query.deviceSettingsGroup.request.id': 'DeviceSettingsGroup',
  'Query.deviceSettingsGroup.tenantId': 'Tenant',
  ...settingsNumbers('Mutation.createDeviceSettingsGroup'),
  ...settingsNumbers('Mutation.updateDeviceSettingsGroup'),
  'Mutation.updateDeviceSettingsGroup.request.id': 'DeviceSettingsGroup',
  'Mutation.deleteDeviceSettingsGroup.request.id': 'DeviceSettingsGroup',
  'Mutation.deleteDeviceSettingsGroup.tenantId': 'Tenant',
  'Mutation.updateDevice.request.settingsGroupId': 'DeviceSettingsGroup',
  'Mutation.updateCustomer2.request.laptopsSettingsGroupId': 'DeviceSettingsGroup',
  'Mutation.updateCustomer2.request.serversSettingsGroupId': 'DeviceSettingsGroup',
};

let made = 0;
const fresh = (what: string) => `Made ${what} ${(made += 1)}`;

/** A device registered for one call in the customer whose objects stand for the target's. */
async function madeDevice(m: MakeInput): Promise<number> {
  return (await registerAgent(m.fx.t.app, m.customer.agentKey)).deviceId;
}

/** A security group made for one call in the customer whose objects stand for the target's. */
async function madeGroup(m: MakeInput): Promise<number> {
  const [row] = await m.fx.t.db
    .insert(deviceSettingsGroups)
    .values({ tenantId: m.customer.tenantId, name: fresh('security group') })
    .returning({ id: deviceSettingsGroups.id });
  if (!row) throw new Error('security group insert failed');
  return row.id;
}

async function groupRow(c: CheckInput, id: number) {
  const [row] = await rows<{ tenantId: number; name: string; scannerDelayMinute: number; devices: number[] }>(
    c.fx,
    sql`select g.tenant_id as "tenantId", g.name, g.scanner_delay_minute as "scannerDelayMinute",
        coalesce((select array_agg(d.id order by d.id) from devices d
          where d.tenant_id = g.tenant_id and d.settings_group_id = g.id and not d.is_deleted), '{}') as devices
      from device_settings_groups g where g.id = ${id}`,
  );
  return row;
}

export const SECURITY_GROUP_QUERY_CASES: Record<string, OperationCase> = {
  deviceSettingsGroups: {
    document: `query ($tenantId: Int, $where: DeviceSettingsGroupFilterInput) {
      deviceSettingsGroups(tenantId: $tenantId, where: $where, take: 1000) { totalCount items { id tenantId name } } }`,
    scope: 'subtree',
    appliesTo: anyTenant,
    variables: (v) => ({ tenantId: v.target, ...fixtureOnlyAtRoot(v) }),
    async check(c) {
      const want = await rows<{ id: number; tenantId: number; name: string }>(
        c.fx,
        sql`select id, tenant_id as "tenantId", name from device_settings_groups
          where tenant_id in ${customersSql(c.fx, c.tenant)} order by id`,
      );
      const got = c.data.deviceSettingsGroups as {
        totalCount: number;
        items: { id: number; tenantId: number; name: string }[];
      };
      const mine = new Set(TENANTS.map((t) => c.fx.ids[t]));
      const items = c.tenant === 'root' ? got.items.filter((i) => mine.has(Number(i.tenantId))) : got.items;
      expect([...items].sort((a, b) => a.id - b.id)).toEqual(
        want.map((r) => ({ ...r, id: Number(r.id), tenantId: Number(r.tenantId) })),
      );
      if (c.tenant !== 'root') expect(got.totalCount).toBe(want.length);
    },
  },

  deviceSettingsGroup: {
    document: `query ($id: Int!, $tenantId: Int) {
      deviceSettingsGroup(request: { id: $id }, tenantId: $tenantId) { id tenantId name scannerDelayMinute deviceIds } }`,
    scope: 'subtree',
    appliesTo: anyTenant,
    variables: (v) => ({ tenantId: v.target, id: v.id('request.id') }),
    async check(c) {
      const id = c.customer.settingsGroupId;
      const row = await groupRow(c, id);
      expect(c.data.deviceSettingsGroup).toEqual({
        id,
        tenantId: c.customer.tenantId,
        name: row?.name,
        scannerDelayMinute: row?.scannerDelayMinute,
        deviceIds: row?.devices ?? [],
      });
    },
  },
};

export const SECURITY_GROUP_MUTATION_CASES: Record<string, OperationCase> = {
  createDeviceSettingsGroup: {
    document: `mutation ($request: CreateDeviceSettingsGroupRequestInput!, $tenantId: Int) {
      createDeviceSettingsGroup(request: $request, tenantId: $tenantId) { id tenantId name deviceIds } }`,
    scope: 'tenant',
    appliesTo: customersOnly,
    make: async (m) => ({ 'request.deviceIds': await madeDevice(m) }),
    variables: (v) => ({
      tenantId: v.target,
      request: {
        name: fresh('security group'),
        scannerDelayMinute: 7,
        deviceIds: [v.id('request.deviceIds')],
      },
    }),
    async check(c) {
      const got = c.data.createDeviceSettingsGroup as { id: number };
      const device = c.made['request.deviceIds'] as number;
      expect(await groupRow(c, got.id)).toEqual({
        tenantId: c.tenantId,
        name: (c.sent.request as { name: string }).name,
        scannerDelayMinute: 7,
        devices: [device],
      });
    },
  },

  updateDeviceSettingsGroup: {
    document: `mutation ($request: UpdateDeviceSettingsGroupRequestInput!, $tenantId: Int) {
      updateDeviceSettingsGroup(request: $request, tenantId: $tenantId) { id name } }`,
    scope: 'subtree',
    appliesTo: anyTenant,
    make: async (m) => ({ 'request.id': await madeGroup(m), 'request.deviceIds': await madeDevice(m) }),
    variables: (v) => ({
      tenantId: v.target,
      request: {
        id: v.id('request.id'),
        name: fresh('renamed security group'),
        scannerDelayMinute: 9,
        deviceIds: [v.id('request.deviceIds')],
      },
    }),
    async check(c) {
      expect(await groupRow(c, c.made['request.id'] as number)).toEqual({
        tenantId: c.customer.tenantId,
        name: (c.sent.request as { name: string }).name,
        scannerDelayMinute: 9,
        devices: [c.made['request.deviceIds'] as number],
      });
    },
  },

  deleteDeviceSettingsGroup: {
    document: `mutation ($id: Int!, $tenantId: Int) {
      deleteDeviceSettingsGroup(request: { id: $id }, tenantId: $tenantId) }`,
    scope: 'subtree',
    appliesTo: anyTenant,
    make: async (m) => ({ 'request.id': await madeGroup(m) }),
    variables: (v) => ({ tenantId: v.target, id: v.id('request.id') }),
    async check(c) {
      const id = c.made['request.id'] as number;
      expect({ answer: c.data.deleteDeviceSettingsGroup, row: await groupRow(c, id) }).toEqual({
        answer: id,
        row: undefined,
      });
    },
  },
};
