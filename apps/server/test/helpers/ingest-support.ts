import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  AgentRoutes,
  type BatchRequest,
  type ClassifierDefinitionInput,
  type FileEvent,
  type RegisterResponse,
  type RuleSettingsInput,
} from '@vigil/contracts';
import type { AgentDevice } from '../../src/agent-ingest/device-auth.js';
import type { Queryable } from '../../src/db/client.js';
import { rowsOf } from '../../src/db/rows.js';
import { definitionColumns } from '../../src/classifiers/classifier-definition.js';
import { insertClassifiers } from '../../src/classifiers/classifiers.repo.js';
import { regulations } from '../../src/regulations/regulations.tables.js';
import { createRule as createRuleService } from '../../src/rules/rules.service.js';
import { ROLLUP_TABLES } from '../../src/rollups/rollups.repo.js';
import { resolveSystemScope } from '../../src/tenants/tenant-scope.js';
import { insertTenant, type TenantRow } from '../../src/tenants/tenants.repo.js';
import { tenants } from '../../src/tenants/tenants.tables.js';
import { unique } from './factories.js';

/** A customer with an agent key (and optionally a license count). */
export async function createAgentCustomer(
  db: Queryable,
  parentId: number,
  options: { licenseCount?: number | null; testingGroups?: number[] } = {},
): Promise<TenantRow & { agentKey: string }> {
  const agentKey = `key-${randomUUID()}`;
  const tenant = await insertTenant(db, {
    name: unique('customer'),
    tenantType: 'CUSTOMER',
    parentId,
    agentKey,
    ...(options.testingGroups ? { testingGroups: options.testingGroups } : {}),
  });
  if (options.licenseCount !== undefined) {
    await db.update(tenants).set({ licenseCount: options.licenseCount }).where(eq(tenants.id, tenant.id));
  }
  return { ...tenant, agentKey };
}

export async function createRegulation(db: Queryable, name = unique('Regulation')): Promise<number> {
  const [row] = await db
    .insert(regulations)
    .values({ name, key: unique('TEST') })
    .returning({ id: regulations.id });
  if (!row) throw new Error('regulation insert failed');
  return row.id;
}

export async function createClassifier(
  db: Queryable,
  tenantId: number,
  options: Partial<Omit<ClassifierDefinitionInput, 'id'>> & {
    regulationIds?: number[];
    isDeleted?: boolean;
  } = {},
): Promise<number> {
  const { regulationIds, isDeleted, ...definition } = options;
  const [row] = await insertClassifiers(db, await resolveSystemScope(db, tenantId), [
    {
      ...definitionColumns({
        name: unique('Classifier'),
        type: 'BY_CONTENT',
        rules: [{ ruleType: 'CONTAINS', text: 'secret' }],
        ...definition,
      }),
      regulationIds: regulationIds ?? [],
    },
  ]);
  if (!row) throw new Error('classifier insert failed');
  if (isDeleted)
    await db.execute(
      sql`update classifiers set is_deleted = true where tenant_id = ${tenantId} and id = ${row.id}`,
    );
  return row.id;
}

export async function createRule(
  db: Queryable,
  tenantId: number,
  classifierId: number,
  input: Partial<RuleSettingsInput> = {},
): Promise<number> {
  return (
    await createRuleService(db, await resolveSystemScope(db, tenantId), classifierId, {
      name: unique('Rule'),
      ...input,
    })
  ).id;
}

/** A registered device as the ingest service takes it, for tests that call it directly. */
export async function agentDevice(db: Queryable, tenantId: number, deviceId: number): Promise<AgentDevice> {
  return { scope: await resolveSystemScope(db, tenantId), deviceId };
}

export const deviceFacts = (name = unique('laptop')) => ({
  name,
  os: 'Windows 11',
  osVersion: '23H2',
  userName: 'ann',
  macAddress: '00:11:22:33:44:55',
  agentVersion: '1.0.0',
  storageTotalBytes: 512_000_000_000,
  storageUsedBytes: 100_000_000_000,
});

export interface Agent {
  deviceId: number;
  tenantId: number;
  credential: string;
  deviceIdentifier: string;
}

/** Registers a device over HTTP (again, with `credential`: the device's current one). */
export async function registerAgent(
  app: FastifyInstance,
  agentKey: string,
  deviceIdentifier = `dev-${randomUUID()}`,
  credential?: string,
): Promise<Agent & { licenseStatus: RegisterResponse['licenseStatus'] }> {
  const res = await app.inject({
    method: 'POST',
    url: AgentRoutes.register,
    headers: credential ? { authorization: `Device ${credential}` } : {},
    payload: { agentKey, deviceIdentifier, device: deviceFacts() },
  });
  if (res.statusCode !== 200) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const body = res.json<RegisterResponse>();
  return {
    deviceId: body.deviceId,
    tenantId: body.tenantId,
    credential: body.deviceCredential,
    deviceIdentifier,
    licenseStatus: body.licenseStatus,
  };
}

export function sendBatch(app: FastifyInstance, credential: string | null, payload: unknown) {
  return app.inject({
    method: 'POST',
    url: AgentRoutes.batches,
    headers: credential ? { authorization: `Device ${credential}` } : {},
    payload: payload as object,
  });
}

export function getPolicy(app: FastifyInstance, credential: string | null) {
  return app.inject({
    method: 'GET',
    url: AgentRoutes.policy,
    headers: credential ? { authorization: `Device ${credential}` } : {},
  });
}

export function batch(parts: Partial<BatchRequest> = {}): BatchRequest {
  return { batchId: randomUUID(), sentAt: '2026-01-15T12:00:00Z', ...parts };
}

export function file(
  path: string,
  entries: { classifierId: number; count: number }[] = [],
  extra: Partial<NonNullable<BatchRequest['files']>[number]> = {},
): NonNullable<BatchRequest['files']>[number] {
  return {
    path,
    size: 1000,
    modifiedAt: '2026-01-10T08:00:00Z',
    parseResult: 'OK',
    entries: entries.map((e) => ({ ...e, samples: [] })),
    ...extra,
  };
}

export function fileEvent(
  path: string,
  operation: FileEvent['operation'],
  entries: { classifierId: number; count: number }[] = [],
  extra: Partial<FileEvent> = {},
): NonNullable<BatchRequest['fileEvents']>[number] {
  return {
    eventId: randomUUID(),
    at: '2026-01-15T10:00:00Z',
    operation,
    path,
    processName: 'excel.exe',
    applicationName: 'Microsoft Excel',
    driveType: 'FIXED',
    entries: entries.map((e) => ({ ...e, samples: [] })),
    ...extra,
  };
}

export type RollupSnapshot = Record<string, Record<string, string>[]>;

/**
 * Every rollup row of a tenant as text, rows of zeros left out (a row that went back to zero
 * equals no row, and a tenant has no row of its own until something is counted in it), in key
 * order — comparable between the incremental path and a recompute.
 */
export async function rollupSnapshot(db: Queryable, tenantId: number): Promise<RollupSnapshot> {
  const out: RollupSnapshot = {};
  for (const [name, spec] of Object.entries(ROLLUP_TABLES)) {
    const keys = spec.keys.map((k) => k.column);
    const columns = [
      ...keys,
      ...spec.values,
      ...(name === 'tenant' ? ['devices_count', 'sensitive_risk_usd', 'encrypted_sensitive_risk_usd'] : []),
    ];
    const select = columns.map((c) => `${c}::text as ${c}`).join(', ');
    const nonZero = [...spec.values, ...(name === 'tenant' ? ['devices_count'] : [])]
      .map((c) => `${c} <> 0`)
      .join(' or ');
    const order = keys.length > 0 ? `order by ${keys.join(', ')}` : '';
    const rows = await rowsOf<Record<string, string>>(
      db,
      sql.raw(`select ${select} from ${spec.table} where tenant_id = ${Number(tenantId)}
        and (${nonZero}) ${order}`),
    );
    out[name] = rows;
  }
  return out;
}
