import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import { AgentRoutes, type RegisterResponse } from '@vigil/contracts';
import { deviceFacts } from '../helpers/ingest-support.js';
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
 * Repositories (cloud devices): devices of kind REPOSITORY of the customers, reached in the subtree
 * acted for like installed devices. Each call makes its own repository through the agent's
 * registration in repository mode; a foreign id is another tenant's device.
 */

const paging: ArgumentMeaning = { notAnId: 'paging: rows to skip or take' };
const figure: ArgumentMeaning = { notAnId: 'a count or percentage of the row' };

/** The Int arguments of the repositories operations, spread into ARGUMENTS. */
export const REPOSITORIES_ARGUMENTS: Record<string, ArgumentMeaning> = {
  'Query.cloudDevices.skip': paging,
  'Query.cloudDevices.take': paging,
  'Query.cloudDevices.tenantId': 'Tenant',
  'Query.cloudDevices.where.id': 'Device',
  'Query.cloudDevices.where.deviceId': 'Device',
  'Query.cloudDevices.where.customerId': 'Tenant',
  'Query.cloudDevices.where.existingFileCount': figure,
  'Query.cloudDevices.where.pendingCount': figure,
  'Query.cloudDevices.where.contentPendingCount': figure,
  'Query.cloudDevices.where.encryptPendingCount': figure,
  'Query.cloudDevices.where.positionInQueue': figure,
  'Query.cloudDevices.where.scannedPercent': figure,
  'Query.cloudDevice.request.id': 'Device',
  'Query.cloudDevice.tenantId': 'Tenant',
  'Query.cloudDevicesScannerInfo.tenantId': 'Tenant',
  'Mutation.updateCloudDevice.request.id': 'Device',
  'Mutation.updateCloudDevice.request.scannerDelayMinute': { notAnId: 'minutes, 0 to 1000' },
  'Mutation.updateCloudDevice.request.settingsGroupId': 'DeviceSettingsGroup',
  'Mutation.updateCloudDevice.tenantId': 'Tenant',
  'Mutation.updateCloudDevices.tenantId': 'Tenant',
};

/** A repository registered for one call in the customer whose objects stand for the target's. */
async function madeRepository(m: MakeInput): Promise<{ id: number; identifier: string }> {
  const identifier = `repo-${randomUUID()}`;
  const res = await m.fx.t.app.inject({
    method: 'POST',
    url: AgentRoutes.register,
    payload: {
      agentKey: m.customer.agentKey,
      deviceIdentifier: identifier,
      device: deviceFacts(`bucket-${identifier.slice(5, 13)}`),
      repository: {
        authService: 'UNKNOWN',
        systemType: 'S3',
        cloudDeviceId: identifier,
        location: identifier,
      },
    },
  });
  if (res.statusCode !== 200) throw new Error(`repository register failed: ${res.statusCode} ${res.body}`);
  return { id: res.json<RegisterResponse>().deviceId, identifier };
}

async function repositoryRow(c: CheckInput, id: number) {
  const [row] = await rows<{
    tenantId: number;
    scan: boolean;
    scannerDelayMinute: number;
    settingsGroupId: number | null;
  }>(
    c.fx,
    sql`select d.tenant_id as "tenantId", k.scan, d.scanner_delay_minute as "scannerDelayMinute",
          d.settings_group_id as "settingsGroupId"
        from devices d join cloud_devices k on k.tenant_id = d.tenant_id and k.device_id = d.id where d.id = ${id}`,
  );
  return row;
}

const fixtureOnly = <T extends { customerId?: number; tenantId?: number }>(c: CheckInput, items: T[]) => {
  const mine = new Set(TENANTS.map((t) => c.fx.ids[t]));
  return c.tenant === 'root' ? items.filter((i) => mine.has(Number(i.customerId ?? i.tenantId))) : items;
};

export const REPOSITORIES_QUERY_CASES: Record<string, OperationCase> = {
  cloudDevices: {
    document: `query ($tenantId: Int, $where: CloudDeviceItemFilterInput) {
      cloudDevices(tenantId: $tenantId, where: $where, take: 1000) { totalCount items { id customerId name } } }`,
    scope: 'subtree',
    appliesTo: anyTenant,
    make: async (m) => ({ repository: (await madeRepository(m)).id }),
    variables: (v) => ({ tenantId: v.target, ...fixtureOnlyAtRoot(v, 'customerId') }),
    async check(c) {
      const want = await rows<{ id: number; customerId: number; name: string }>(
        c.fx,
        sql`select id, tenant_id as "customerId", name from devices
          where tenant_id in ${customersSql(c.fx, c.tenant)} and kind = 'REPOSITORY' and not is_deleted order by id`,
      );
      expect(want.map((w) => w.id)).toContain(c.made.repository);
      const got = c.data.cloudDevices as { totalCount: number; items: { id: number; customerId: number }[] };
      expect([...fixtureOnly(c, got.items)].sort((a, b) => a.id - b.id)).toEqual(want);
      if (c.tenant !== 'root') expect(got.totalCount).toBe(want.length);
    },
  },
  cloudDevice: {
    document: `query ($id: Int!, $tenantId: Int) { cloudDevice(request: { id: $id }, tenantId: $tenantId) { id customerId scan } }`,
    scope: 'subtree',
    appliesTo: anyTenant,
    make: async (m) => ({ 'request.id': (await madeRepository(m)).id }),
    variables: (v) => ({ tenantId: v.target, id: v.id('request.id') }),
    async check(c) {
      const id = c.made['request.id'] as number;
      const row = await repositoryRow(c, id);
      expect(c.data.cloudDevice).toEqual({ id, customerId: row?.tenantId, scan: row?.scan });
      expect(row?.tenantId).toBe(c.customer.tenantId);
    },
  },
  cloudDevicesScannerInfo: {
    document: `query ($tenantId: Int) { cloudDevicesScannerInfo(tenantId: $tenantId) { tenantId } }`,
    scope: 'subtree',
    appliesTo: anyTenant,
    variables: (v) => ({ tenantId: v.target }),
    async check(c) {
      const want = await rows<{ tenantId: number }>(
        c.fx,
        sql`select id as "tenantId" from tenants where id in ${customersSql(c.fx, c.tenant)} order by id`,
      );
      const got = c.data.cloudDevicesScannerInfo as { tenantId: number }[];
      expect(fixtureOnly(c, got)).toEqual(want);
    },
  },
};

export const REPOSITORIES_MUTATION_CASES: Record<string, OperationCase> = {
  updateCloudDevice: {
    // A security group of the repository's own customer: a foreign one answers like a missing one.
    document: `mutation ($id: Int!, $group: Int, $tenantId: Int) {
      updateCloudDevice(request: { id: $id, scannerDelayMinute: 7, settingsGroupId: $group }, tenantId: $tenantId) {
        id scannerDelayMinute settingsGroup { id } } }`,
    scope: 'subtree',
    appliesTo: anyTenant,
    make: async (m) => ({ 'request.id': (await madeRepository(m)).id }),
    variables: (v) => ({
      tenantId: v.target,
      id: v.id('request.id'),
      group: v.id('request.settingsGroupId'),
    }),
    async check(c) {
      const id = c.made['request.id'] as number;
      const group = c.customer.settingsGroupId;
      expect({ answer: c.data.updateCloudDevice, row: await repositoryRow(c, id) }).toEqual({
        answer: { id, scannerDelayMinute: 7, settingsGroup: { id: group } },
        row: expect.objectContaining({
          tenantId: c.customer.tenantId,
          scannerDelayMinute: 7,
          settingsGroupId: group,
        }),
      });
    },
  },
  updateCloudDevices: {
    document: `mutation ($identifier: String!, $tenantId: Int) {
      updateCloudDevices(request: { items: [{ deviceIdentifier: $identifier, scan: true }] }, tenantId: $tenantId) }`,
    scope: 'subtree',
    appliesTo: anyTenant,
    make: async (m) => {
      const made = await madeRepository(m);
      identifiers.set(made.id, made.identifier);
      return { repository: made.id };
    },
    // A call refused before anything is made (its guard) still sends a well-formed identifier.
    variables: (v) => ({
      tenantId: v.target,
      identifier: identifiers.get(v.made.repository as number) ?? 'repo-never-made',
    }),
    async check(c) {
      const id = c.made.repository as number;
      expect({ answer: c.data.updateCloudDevices, row: await repositoryRow(c, id) }).toEqual({
        answer: true,
        row: expect.objectContaining({ tenantId: c.customer.tenantId, scan: true }),
      });
    },
  },
};

/** The identifier of each repository made for updateCloudDevices (its argument is the string). */
const identifiers = new Map<number, string>();
