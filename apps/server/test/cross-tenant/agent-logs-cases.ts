import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import { registerAgent } from '../helpers/ingest-support.js';
import { anyTenant, type CheckInput, type MakeInput, type OperationCase } from './case-types.js';
import type { ArgumentMeaning } from './id-arguments.js';
import { customersSql, rows } from './query-cases.js';
import { TENANTS } from './tenant-tree.js';

/*
 * Agent log requests (SysAdmin: devicesLogs, updaterActivities, requestDeviceLog, requestDeviceLog2)
 * and FIPS status (fipsStatus, updateFipsListItem). Devices belong to customers and are reached in
 * the subtree acted for. Each fixture customer's device has an uploaded log and a FIPS report
 * (tenant-tree.ts, agentLogAndFips).
 */

const paging: ArgumentMeaning = { notAnId: 'paging: rows to skip or take' };
const figure: ArgumentMeaning = { notAnId: 'a count of the row' };

/** The Int arguments of these operations, spread into ARGUMENTS. */
export const AGENT_LOGS_ARGUMENTS: Record<string, ArgumentMeaning> = {
  'Query.devicesLogs.skip': paging,
  'Query.devicesLogs.take': paging,
  'Query.devicesLogs.tenantId': 'Tenant',
  'Query.devicesLogs.where.deviceId': 'Device',
  'Query.updaterActivities.skip': paging,
  'Query.updaterActivities.take': paging,
  'Query.updaterActivities.tenantId': 'Tenant',
  'Query.updaterActivities.where.deviceId': 'Device',
  'Query.fipsStatus.skip': paging,
  'Query.fipsStatus.take': paging,
  'Query.fipsStatus.tenantId': 'Tenant',
  'Query.fipsStatus.where.deviceId': 'Device',
  'Query.fipsStatus.where.fipsFilesCount': figure,
  'Mutation.requestDeviceLog.request.deviceId': 'Device',
  'Mutation.requestDeviceLog.tenantId': 'Tenant',
  'Mutation.requestDeviceLog2.tenantId': 'Tenant',
  'Mutation.updateFipsListItem.request.deviceId': 'Device',
  'Mutation.updateFipsListItem.tenantId': 'Tenant',
};

/** The fixture's rows only at the root (a shared PostgreSQL holds other files' tenants too). */
async function expectIds(c: CheckInput, got: readonly number[], want: readonly number[]): Promise<void> {
  const sorted = [...got].sort((a, b) => a - b);
  if (c.tenant !== 'root') {
    expect(sorted).toEqual(want);
    return;
  }
  expect(sorted).toEqual(expect.arrayContaining([...want]));
  const fixture = TENANTS.map((t) => c.fx.ids[t]);
  const deleted = await rows<{ id: number }>(
    c.fx,
    sql`select d.id from devices d join tenants c on c.id = d.tenant_id
      where d.tenant_id = any(${`{${fixture.join(',')}}`}::int[]) and (c.is_deleted or d.is_deleted)`,
  );
  for (const { id } of deleted) expect(sorted).not.toContain(id);
}

type Items = { items: { id: number; deviceId: number; methodUsed?: string }[] };

export const AGENT_LOGS_QUERY_CASES: Record<string, OperationCase> = {
  devicesLogs: {
    document: `query ($tenantId: Int, $where: DevicesLogFilterInput) {
      devicesLogs(tenantId: $tenantId, where: $where, take: 1000) { totalCount items { id deviceId } } }`,
    scope: 'subtree',
    appliesTo: anyTenant,
    variables: (v) => ({ tenantId: v.target }),
    async check(c) {
      const want = await rows<{ id: number }>(
        c.fx,
        sql`select l.id from device_logs l join devices d on d.tenant_id = l.tenant_id and d.id = l.device_id
          where l.tenant_id in ${customersSql(c.fx, c.tenant)} and not d.is_deleted order by l.id`,
      );
      const got = c.data.devicesLogs as Items;
      if (c.tenant !== 'root') expect(want.length).toBeGreaterThan(0);
      // devicesLogs ids are logs: compare them by their devices for the deleted ones at the root.
      await expectIds(
        c,
        got.items.map((i) => i.id),
        want.map((r) => r.id),
      );
    },
  },
  updaterActivities: {
    document: `query ($tenantId: Int, $where: UpdaterActivityFilterInput) {
      updaterActivities(tenantId: $tenantId, where: $where, take: 1000) { totalCount items { id deviceId } } }`,
    scope: 'subtree',
    appliesTo: anyTenant,
    variables: (v) => ({ tenantId: v.target }),
    async check(c) {
      const want = await rows<{ id: number }>(
        c.fx,
        sql`select id from devices where tenant_id in ${customersSql(c.fx, c.tenant)} and not is_deleted order by id`,
      );
      const got = c.data.updaterActivities as Items;
      await expectIds(
        c,
        got.items.map((i) => i.deviceId),
        want.map((r) => r.id),
      );
    },
  },
  fipsStatus: {
    document: `query ($tenantId: Int, $where: FipsListItemFilterInput) {
      fipsStatus(tenantId: $tenantId, where: $where, take: 1000) { totalCount items { deviceId methodUsed } } }`,
    scope: 'subtree',
    appliesTo: anyTenant,
    variables: (v) => ({ tenantId: v.target }),
    async check(c) {
      const want = await rows<{ id: number }>(
        c.fx,
        sql`select id from devices where tenant_id in ${customersSql(c.fx, c.tenant)}
          and not is_deleted and not is_archived order by id`,
      );
      const got = c.data.fipsStatus as Items;
      await expectIds(
        c,
        got.items.map((i) => i.deviceId),
        want.map((r) => r.id),
      );
      const fixtureDevice = got.items.find((i) => i.deviceId === c.customer.deviceId);
      if (c.tenant !== 'root' && c.customer.tenantId === c.tenantId) {
        expect(fixtureDevice?.methodUsed).toBe(`method ${c.customer.label}`);
      }
    },
  },
};

/** Identifiers of the devices made for requestDeviceLog2, by device id (Made holds numbers only). */
const identifiers = new Map<number, string>();

async function madeDevice(m: MakeInput): Promise<number> {
  const identifier = `dev-log2-${randomUUID()}`;
  const { deviceId } = await registerAgent(m.fx.t.app, m.customer.agentKey, identifier);
  identifiers.set(deviceId, identifier);
  return deviceId;
}

async function requestRow(c: CheckInput, deviceId: number) {
  const [row] = await rows<{ tenantId: number; collectLogs: boolean }>(
    c.fx,
    sql`select tenant_id as "tenantId", collect_logs as "collectLogs" from device_log_requests where device_id = ${deviceId}`,
  );
  return row;
}

export const AGENT_LOGS_MUTATION_CASES: Record<string, OperationCase> = {
  requestDeviceLog: {
    document: `mutation ($deviceId: Int!, $tenantId: Int) {
      requestDeviceLog(request: { deviceId: $deviceId }, tenantId: $tenantId) }`,
    scope: 'subtree',
    appliesTo: anyTenant,
    make: async (m) => ({ 'request.deviceId': await madeDevice(m) }),
    variables: (v) => ({ tenantId: v.target, deviceId: v.id('request.deviceId') }),
    async check(c) {
      const id = c.made['request.deviceId'] as number;
      expect({ answer: c.data.requestDeviceLog, row: await requestRow(c, id) }).toEqual({
        answer: true,
        row: { tenantId: c.customer.tenantId, collectLogs: true },
      });
    },
  },
  requestDeviceLog2: {
    document: `mutation ($deviceIdentifier: String!, $tenantId: Int) {
      requestDeviceLog2(request: { deviceIdentifier: $deviceIdentifier }, tenantId: $tenantId) }`,
    scope: 'subtree',
    appliesTo: anyTenant,
    make: async (m) => ({ device: await madeDevice(m) }),
    variables: (v) => ({
      tenantId: v.target,
      deviceIdentifier: identifiers.get(v.made.device as number) ?? 'dev-log2-not-made',
    }),
    async check(c) {
      const id = c.made.device as number;
      expect({ answer: c.data.requestDeviceLog2, row: await requestRow(c, id) }).toEqual({
        answer: true,
        row: { tenantId: c.customer.tenantId, collectLogs: true },
      });
    },
  },
  updateFipsListItem: {
    document: `mutation ($deviceId: Int!, $tenantId: Int) {
      updateFipsListItem(request: { deviceId: $deviceId, fipsRequestStatus: REQUESTED_SET }, tenantId: $tenantId) {
        deviceId fipsRequestStatus } }`,
    scope: 'subtree',
    appliesTo: anyTenant,
    make: async (m) => ({ 'request.deviceId': await madeDevice(m) }),
    variables: (v) => ({ tenantId: v.target, deviceId: v.id('request.deviceId') }),
    async check(c) {
      const id = c.made['request.deviceId'] as number;
      const [row] = await rows<{ tenantId: number; status: string }>(
        c.fx,
        sql`select tenant_id as "tenantId", fips_request_status as status from device_fips_status where device_id = ${id}`,
      );
      expect({ answer: c.data.updateFipsListItem, row }).toEqual({
        answer: { deviceId: id, fipsRequestStatus: 'REQUESTED_SET' },
        row: { tenantId: c.customer.tenantId, status: 'REQUESTED_SET' },
      });
    },
  },
};
