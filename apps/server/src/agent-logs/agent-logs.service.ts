import { and, desc, eq, notInArray, sql, type SQL } from 'drizzle-orm';
import { AgentLogLimits, AgentLogMessages, requestDeviceLog2Schema } from '@vigil/contracts';
import { recordAudit } from '../audit/audit.service.js';
import type { AuthUser } from '../common/context.js';
import { NotFoundError, ValidationError } from '../common/errors.js';
import type { Db, Queryable } from '../db/client.js';
import { rowsOf } from '../db/rows.js';
import type { ListArgs, ListDefinition, ListResult } from '../graphql/list.js';
import { RowColumn, selectList, type RowOfColumns } from '../graphql/row-columns.js';
import type { TenantScope } from '../tenants/tenant-scope.js';
import { deviceLogRequests, deviceLogs } from './agent-logs.tables.js';

/**
 * A row of the agent log request tables (spec part 2 §3 "Agent log request"), declared once over
 * `d` the device, `c` its customer, `q` its log request state and `l` a log. This agent is its own
 * updater: the updater's versions are the agent's, its last check-in the agent's last policy pull.
 */
export const AGENT_LOG_REQUEST_ROW = {
  // Not a filter: its meaning differs between the two lists; deviceId filters the device.
  id: RowColumn.of('int', sql`coalesce(l.id, d.id)`)
    .describe('devicesLogs: the log (download id); updaterActivities: the device.')
    .inList({ kind: 'int', filterable: false }),
  agentType: RowColumn.of('string', sql`coalesce(nullif(d.os, ''), 'Unknown')`).describe(
    "The agent's platform.",
  ),
  agentVersion: RowColumn.of('string', sql`d.agent_version`),
  collectLogs: RowColumn.of('boolean', sql`coalesce(q.collect_logs, false)`),
  deviceId: RowColumn.of('int', sql`d.id`),
  deviceIdentifier: RowColumn.of('string', sql`d.device_identifier`),
  deviceLastActivity: RowColumn.of('date', sql`d.last_activity`).nullable(),
  deviceName: RowColumn.of('string', sql`coalesce(nullif(d.nick_name, ''), d.name)`),
  systemName: RowColumn.of('string', sql`trim(d.os || ' ' || d.os_version)`),
  updaterAgentVersion: RowColumn.of('string', sql`d.agent_version`),
  updaterLastDateTime: RowColumn.of('date', sql`q.updater_last_date_time`)
    .nullable()
    .describe("The agent's last policy pull: it sees a log request at its next one."),
  updaterVersion: RowColumn.of('string', sql`d.agent_version`),
  tenantName: RowColumn.of('string', sql`coalesce(nullif(trim(c.name), ''), 'Tenant ' || c.id)`),
  collectLogsRequestTimestamp: RowColumn.of(
    'date',
    sql`coalesce(l.requested_at, q.collect_logs_request_timestamp)`,
  ).nullable(),
  fileName: RowColumn.of('string', sql`l.file_name`).nullable(),
  timestamp: RowColumn.of('date', sql`l.timestamp`)
    .nullable()
    .describe('When the log arrived; null before any.'),
};

export type AgentLogRequestRow = RowOfColumns<typeof AGENT_LOG_REQUEST_ROW>;

type List = Pick<ListDefinition<AgentLogRequestRow>, 'run'>;

/** devicesLogs: every uploaded log of the scope's live devices. */
export async function devicesLogs(
  db: Queryable,
  scope: TenantScope,
  args: ListArgs,
  list: List,
): Promise<ListResult<AgentLogRequestRow>> {
  const inScope = await scope.customerFilter(db);
  const base = sql`select ${selectList(AGENT_LOG_REQUEST_ROW)}
    from device_logs l
    join devices d on d.tenant_id = l.tenant_id and d.id = l.device_id
    join tenants c on c.id = d.tenant_id
    left join device_log_requests q on q.tenant_id = d.tenant_id and q.device_id = d.id
    where ${inScope(sql`l.tenant_id`)} and not d.is_deleted and not c.is_deleted`;
  return list.run(db, base, args);
}

/** updaterActivities: every live device of the scope with its log request state and latest log. */
export async function updaterActivities(
  db: Queryable,
  scope: TenantScope,
  args: ListArgs,
  list: List,
): Promise<ListResult<AgentLogRequestRow>> {
  const inScope = await scope.customerFilter(db);
  const base = sql`select ${selectList(AGENT_LOG_REQUEST_ROW)}
    from devices d
    join tenants c on c.id = d.tenant_id
    left join device_log_requests q on q.tenant_id = d.tenant_id and q.device_id = d.id
    left join lateral (
      select null::int as id, x.file_name, x.timestamp, null::timestamptz as requested_at
      from device_logs x where x.tenant_id = d.tenant_id and x.device_id = d.id
      order by x.timestamp desc limit 1
    ) l on true
    where ${inScope(sql`d.tenant_id`)} and not d.is_deleted and not c.is_deleted`;
  return list.run(db, base, args);
}

interface DeviceRef {
  tenantId: number;
  id: number;
  name: string;
}

async function findDevice(db: Queryable, scope: TenantScope, where: SQL): Promise<DeviceRef | null> {
  const inScope = await scope.customerFilter(db);
  const [row] = await rowsOf<{ tenantId: number; id: number; name: string }>(
    db,
    sql`
      select d.tenant_id as "tenantId", d.id, d.name from devices d
      join tenants c on c.id = d.tenant_id
      where ${inScope(sql`d.tenant_id`)} and not d.is_deleted and not c.is_deleted and ${where}
      order by d.tenant_id, d.id limit 1
      for update of d`,
  );
  return row ?? null;
}

async function markRequested(db: Db, user: AuthUser, scope: TenantScope, find: SQL, missing: string) {
  return db.transaction(async (tx) => {
    const device = await findDevice(tx, scope, find);
    if (!device) throw new NotFoundError('Device', missing);
    const owner = await scope.narrow(tx, device.tenantId);
    const [before] = await tx
      .select({ collectLogs: deviceLogRequests.collectLogs })
      .from(deviceLogRequests)
      .where(and(eq(deviceLogRequests.tenantId, owner.tenantId), eq(deviceLogRequests.deviceId, device.id)));
    const now = new Date();
    await tx
      .insert(deviceLogRequests)
      .values({
        tenantId: owner.tenantId,
        deviceId: device.id,
        collectLogs: true,
        collectLogsRequestTimestamp: now,
      })
      .onConflictDoUpdate({
        target: [deviceLogRequests.tenantId, deviceLogRequests.deviceId],
        set: { collectLogs: true, collectLogsRequestTimestamp: now },
      });
    await recordAudit(tx, user, {
      scope: owner,
      entityType: 'Device',
      entityId: device.id,
      entityName: device.name,
      operation: 'UPDATE',
      before: { collectLogs: before?.collectLogs ?? false },
      after: { collectLogs: true, collectLogsRequestTimestamp: now.toISOString() },
      additionalData: { source: 'Log request' },
    });
    return true;
  });
}

/** requestDeviceLog: the device's agent uploads its log at its next policy pull. */
export function requestDeviceLog(db: Db, user: AuthUser, scope: TenantScope, deviceId: number) {
  return markRequested(db, user, scope, sql`d.id = ${deviceId}`, String(deviceId));
}

/** requestDeviceLog2: the same, the device named by its agent's deviceIdentifier. */
export function requestDeviceLog2(db: Db, user: AuthUser, scope: TenantScope, request: unknown) {
  const parsed = requestDeviceLog2Schema.safeParse(request);
  if (!parsed.success) {
    throw new ValidationError(parsed.error.issues[0]?.message ?? 'Invalid request', 'deviceIdentifier');
  }
  const { deviceIdentifier } = parsed.data;
  return markRequested(db, user, scope, sql`d.device_identifier = ${deviceIdentifier}`, deviceIdentifier);
}

/** One uploaded log of the scope's live devices, for the download. */
export async function findDeviceLog(
  db: Queryable,
  scope: TenantScope,
  id: number,
): Promise<{ fileName: string; content: string } | null> {
  const inScope = await scope.customerFilter(db);
  const [row] = await rowsOf<{ fileName: string; content: string }>(
    db,
    sql`
      select l.file_name as "fileName", l.content from device_logs l
      join devices d on d.tenant_id = l.tenant_id and d.id = l.device_id
      join tenants c on c.id = d.tenant_id
      where ${inScope(sql`l.tenant_id`)} and l.id = ${id} and not d.is_deleted and not c.is_deleted`,
  );
  return row ?? null;
}

/**
 * The agent's policy pull is the updater's check-in: recorded (the countdown runs from it), and
 * answered with whether a log is wanted. `scope` is the device's own (the agent API's system scope).
 */
export async function checkInForLogs(db: Queryable, scope: TenantScope, deviceId: number): Promise<boolean> {
  const [row] = await db
    .insert(deviceLogRequests)
    .values({ tenantId: scope.tenantId, deviceId, updaterLastDateTime: new Date() })
    .onConflictDoUpdate({
      target: [deviceLogRequests.tenantId, deviceLogRequests.deviceId],
      set: { updaterLastDateTime: sql`now()` },
    })
    .returning({ collectLogs: deviceLogRequests.collectLogs });
  return row?.collectLogs ?? false;
}

export class LogNotRequestedError extends Error {}

/** A file name for the download: the device's name made safe, and the arrival time. */
export function logFileName(deviceName: string, at: Date): string {
  const safe = deviceName.replace(/[^A-Za-z0-9._-]+/g, '_').slice(0, 64) || 'device';
  const stamp = at.toISOString().replace(/[-:]/g, '').replace(/\..*$/, '');
  return `${safe}-${stamp}.log`;
}

/**
 * Stores the log a device uploads for its pending request and clears the request; only the newest
 * AgentLogLimits.logsKeptPerDevice logs of a device stay. Without a pending request nothing is
 * stored (LogNotRequestedError): an agent cannot fill the database on its own.
 */
export async function storeUploadedLog(
  db: Db,
  scope: TenantScope,
  deviceId: number,
  content: string,
): Promise<{ id: number; fileName: string }> {
  if (Buffer.byteLength(content, 'utf8') > AgentLogLimits.uploadBytes) {
    throw new ValidationError(AgentLogMessages.tooLarge);
  }
  if (content.includes('\u0000')) throw new ValidationError(AgentLogMessages.nul);
  return db.transaction(async (tx) => {
    const [pending] = await rowsOf<{ requestedAt: Date | string | null; name: string }>(
      tx,
      sql`
        select q.collect_logs_request_timestamp as "requestedAt", d.name from device_log_requests q
        join devices d on d.tenant_id = q.tenant_id and d.id = q.device_id
        where q.tenant_id = ${scope.tenantId} and q.device_id = ${deviceId} and q.collect_logs
        for update of q`,
    );
    if (!pending) throw new LogNotRequestedError(AgentLogMessages.notRequested);
    const now = new Date();
    const fileName = logFileName(pending.name, now);
    const [log] = await tx
      .insert(deviceLogs)
      .values({
        tenantId: scope.tenantId,
        deviceId,
        fileName,
        content,
        sizeBytes: Buffer.byteLength(content, 'utf8'),
        requestedAt: pending.requestedAt ? new Date(pending.requestedAt) : null,
        timestamp: now,
      })
      .returning({ id: deviceLogs.id });
    await tx
      .update(deviceLogRequests)
      .set({ collectLogs: false })
      .where(and(eq(deviceLogRequests.tenantId, scope.tenantId), eq(deviceLogRequests.deviceId, deviceId)));
    const kept = tx
      .select({ id: deviceLogs.id })
      .from(deviceLogs)
      .where(and(eq(deviceLogs.tenantId, scope.tenantId), eq(deviceLogs.deviceId, deviceId)))
      .orderBy(desc(deviceLogs.timestamp), desc(deviceLogs.id))
      .limit(AgentLogLimits.logsKeptPerDevice);
    await tx
      .delete(deviceLogs)
      .where(
        and(
          eq(deviceLogs.tenantId, scope.tenantId),
          eq(deviceLogs.deviceId, deviceId),
          notInArray(deviceLogs.id, kept),
        ),
      );
    return { id: log?.id ?? 0, fileName };
  });
}
