import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  DeviceLimits,
  DeviceMessages,
  deviceBulkRefusal,
  Limits,
  tenantDisplayName,
  type DeviceBulkAction,
  type LicenseStatus,
} from '@vigil/contracts';
import { recordAudit } from '../audit/audit.service.js';
import type { AuthUser } from '../common/context.js';
import { NotFoundError, ValidationError } from '../common/errors.js';
import type { Db, Queryable } from '../db/client.js';
import type { ListArgs, ListDefinition, ListResult } from '../graphql/list.js';
import { RowColumn, selectList, type RowOfColumns } from '../graphql/row-columns.js';
import type { TenantScope } from '../tenants/tenant-scope.js';
import { tenants } from '../tenants/tenants.tables.js';
import { countLicensedDevices, type DeviceRow } from './devices.repo.js';
import { devices } from './devices.tables.js';

const ONLINE = sql`coalesce(d.last_activity >= now() - make_interval(mins => ${Limits.deviceOnlineWindowMinutes}::int), false)`;

/**
 * A row of the installed devices table (spec part 2 §3 "Installed device"), declared once: `d` the
 * device, `c` its customer, `p` the customer's partner, `r` its rollup. What the agent does not
 * report (pending counts, the updater) is null: the table shows it as unknown.
 */
export const INSTALLED_DEVICE_ROW = {
  id: RowColumn.of('int', sql`d.id`),
  deviceIdentifier: RowColumn.of('string', sql`d.device_identifier`),
  name: RowColumn.of('string', sql`d.name`),
  nickName: RowColumn.of('string', sql`d.nick_name`).nullable(),
  systemUserName: RowColumn.of('string', sql`d.user_name`),
  systemName: RowColumn.of('string', sql`trim(d.os || ' ' || d.os_version)`).describe(
    'Operating system and version.',
  ),
  macAddress: RowColumn.of('string', sql`d.mac_address`),
  deviceType: RowColumn.of('string', sql`d.device_type`),
  startDate: RowColumn.of('date', sql`d.start_date`).describe('When the agent first registered.'),
  lastActivity: RowColumn.of('date', sql`d.last_activity`).nullable(),
  existingFileCount: RowColumn.of('int', sql`coalesce(r.files_count, 0)::int`),
  existingFileSizeBytes: RowColumn.of('float', sql`coalesce(r.files_size_bytes, 0)::float8`),
  casesCount: RowColumn.of('int', sql`coalesce(r.cases_count, 0)::int`),
  pendingCount: RowColumn.of('int', sql`null::int`)
    .nullable()
    .describe('Not reported by this agent: unknown.'),
  contentPendingCount: RowColumn.of('int', sql`null::int`).nullable(),
  encryptPendingCount: RowColumn.of('int', sql`null::int`).nullable(),
  scannedPercent: RowColumn.of(
    'int',
    sql`case when d.scan_total_files > 0 then least(100, floor(d.scan_done_files * 100.0 / d.scan_total_files))::int end`,
  )
    .nullable()
    .describe('Files scanned of those found, from the last heartbeat; null before the first.'),
  agentVersion: RowColumn.of('string', sql`d.agent_version`),
  isEncryptionDisabled: RowColumn.of('boolean', sql`d.is_encryption_disabled`),
  isDiscoveryEnabled: RowColumn.of('boolean', sql`d.is_discovery_enabled`),
  isStatisticEnabled: RowColumn.of('boolean', sql`d.is_statistic_enabled`),
  isOnline: RowColumn.of('boolean', ONLINE),
  onlineStatus: RowColumn.of(
    'string',
    sql`case when d.license_status = 'UNINSTALLING' then 'PENDING' when ${ONLINE} then 'ONLINE' else 'OFFLINE' end`,
  ).describe('ONLINE, OFFLINE, or PENDING while an uninstall waits for the agent.'),
  licenseStatus: RowColumn.of('string', sql`d.license_status`).as<LicenseStatus>(),
  uninstalled: RowColumn.of('boolean', sql`d.license_status = 'UNINSTALLED'`),
  isArchived: RowColumn.of('boolean', sql`d.is_archived`),
  isActive: RowColumn.of('boolean', sql`d.is_active`),
  customerId: RowColumn.of('int', sql`d.tenant_id`),
  customerName: RowColumn.of('string', sql`coalesce(nullif(trim(c.name), ''), 'Tenant ' || c.id)`),
  partnerName: RowColumn.of('string', sql`nullif(trim(p.name), '')`).nullable(),
  updaterIsOnline: RowColumn.of('boolean', sql`null::boolean`)
    .nullable()
    .describe('This agent has no separate updater: unknown.'),
  updaterLastActivity: RowColumn.of('date', sql`null::timestamptz`).nullable(),
  updaterVersion: RowColumn.of('string', sql`null::text`).nullable(),
};

export type InstalledDeviceRow = RowOfColumns<typeof INSTALLED_DEVICE_ROW>;

/** The live devices of the scope's customers; with `duplicatesOnly`, those sharing a name in their customer. */
export async function installedDevices(
  db: Queryable,
  scope: TenantScope,
  args: ListArgs & { showOnlyWithDuplicateNames?: boolean | null },
  list: Pick<ListDefinition<InstalledDeviceRow>, 'run'>,
): Promise<ListResult<InstalledDeviceRow>> {
  const inScope = await scope.customerFilter(db);
  const duplicates = args.showOnlyWithDuplicateNames
    ? sql`and exists (select 1 from devices x where x.tenant_id = d.tenant_id and x.id <> d.id
        and x.kind = 'ENDPOINT' and not x.is_deleted and lower(x.name) = lower(d.name))`
    : sql``;
  const base = sql`select ${selectList(INSTALLED_DEVICE_ROW)}
    from devices d
    join tenants c on c.id = d.tenant_id
    left join tenants p on p.id = c.parent_id and p.tenant_type = 'PARTNER'
    left join device_risk_rollups r on r.tenant_id = d.tenant_id and r.device_id = d.id
    where ${inScope(sql`d.tenant_id`)} and d.kind = 'ENDPOINT' and not d.is_deleted and not c.is_deleted ${duplicates}`;
  return list.run(db, base, args);
}

/** The answer of setDevicesArchivingMark (spec part 2 §7): a refusal is an answer, not an error. */
export interface BulkResult {
  result: boolean;
  error: string | null;
}

function checkIds(ids: readonly number[]): number[] {
  const unique = [...new Set(ids)];
  if (unique.length === 0) throw new ValidationError(DeviceMessages.noDevicesSelected, 'ids');
  if (unique.length > DeviceLimits.bulkMax) throw new ValidationError(DeviceMessages.tooManyDevices, 'ids');
  return unique;
}

/**
 * The named devices of the scope's customers, locked for the transaction. Any id out of reach (or
 * deleted, unless `deleted`) answers like a missing device and nothing changes.
 */
async function lockDevices(
  db: Queryable,
  scope: TenantScope,
  ids: readonly number[],
  options: { deleted?: boolean } = {},
): Promise<DeviceRow[]> {
  const inScope = await scope.customerFilter(db);
  const rows = await db
    .select({ device: devices })
    .from(devices)
    .innerJoin(tenants, eq(tenants.id, devices.tenantId))
    .where(
      and(
        inArray(devices.id, [...ids]),
        eq(devices.isDeleted, options.deleted ?? false),
        eq(tenants.isDeleted, false),
        inScope(devices.tenantId),
      ),
    )
    .orderBy(devices.tenantId, devices.id)
    .for('update', { of: devices });
  const found = new Map(rows.map((r) => [r.device.id, r.device]));
  const missing = ids.find((id) => !found.has(id));
  if (missing !== undefined) throw new NotFoundError('Device', missing);
  return ids.map((id) => found.get(id) as DeviceRow);
}

/**
 * Each customer whose devices would take new seats must have them free: ACTIVE devices plus the
 * newly activated ones stay within the customer's licenceCount (null: no limit).
 */
async function checkSeats(
  db: Queryable,
  scope: TenantScope,
  activating: readonly DeviceRow[],
): Promise<void> {
  const byCustomer = new Map<number, number>();
  for (const d of activating) byCustomer.set(d.tenantId, (byCustomer.get(d.tenantId) ?? 0) + 1);
  for (const [tenantId, requested] of [...byCustomer].sort((a, b) => a[0] - b[0])) {
    // Locked like registration does, so two activations cannot both take the last seat.
    const [tenant] = await db
      .select({ id: tenants.id, name: tenants.name, licenseCount: tenants.licenseCount })
      .from(tenants)
      .where(eq(tenants.id, tenantId))
      .for('update');
    if (!tenant || tenant.licenseCount === null) continue;
    const owner = await scope.narrow(db, tenantId);
    const available = Math.max(0, tenant.licenseCount - (await countLicensedDevices(db, owner)));
    if (requested > available) {
      throw new ValidationError(
        DeviceMessages.seatsExceeded(tenantDisplayName(tenant), available, requested),
        'ids',
      );
    }
  }
}

function refuse(action: DeviceBulkAction, rows: readonly DeviceRow[]): void {
  const refusal = deviceBulkRefusal(action, rows);
  if (refusal) throw new ValidationError(refusal, 'ids');
}

type Change = Partial<Pick<DeviceRow, 'licenseStatus' | 'isArchived' | 'isDeleted' | 'deleteOnUninstall'>>;

/** Applies `change` to each device in its own customer and writes each one's change history. */
async function applyChange(
  db: Queryable,
  user: AuthUser,
  scope: TenantScope,
  rows: readonly DeviceRow[],
  change: (d: DeviceRow) => Change,
  source: string,
): Promise<void> {
  for (const d of rows) {
    const after = change(d);
    const before = Object.fromEntries(Object.keys(after).map((k) => [k, d[k as keyof Change]]));
    const owner = await scope.narrow(db, d.tenantId);
    await db
      .update(devices)
      .set({ ...after, updatedAt: sql`now()` })
      .where(and(eq(devices.tenantId, owner.tenantId), eq(devices.id, d.id)));
    await recordAudit(db, user, {
      scope: owner,
      entityType: 'Device',
      entityId: d.id,
      entityName: d.name,
      operation: after.isDeleted === true ? 'DELETE' : 'UPDATE',
      before,
      after,
      additionalData: { source },
    });
  }
}

/**
 * Activate (isActive true: takes a licence seat, ACTIVE) or release (false: gives it back,
 * UNLICENSED) the devices; their agents scan or stop on their next policy pull.
 */
export async function setDevicesActiveMark(
  db: Db,
  user: AuthUser,
  scope: TenantScope,
  input: { ids: readonly number[]; isActive: boolean },
): Promise<boolean> {
  const ids = checkIds(input.ids);
  return db.transaction(async (tx) => {
    const rows = await lockDevices(tx, scope, ids);
    if (input.isActive) {
      refuse('activate', rows);
      await checkSeats(tx, scope, rows);
    } else {
      refuse('release', rows);
    }
    const licenseStatus: LicenseStatus = input.isActive ? 'ACTIVE' : 'UNLICENSED';
    await applyChange(
      tx,
      user,
      scope,
      rows,
      () => ({ licenseStatus }),
      input.isActive ? 'Activate' : 'Release',
    );
    return true;
  });
}

/**
 * Archive (the device gives up its seat and stops scanning) or restore archived devices, licensed
 * again when `activate` and a seat is free, else unlicensed. Refusals are answered as `error`.
 */
export async function setDevicesArchivingMark(
  db: Db,
  user: AuthUser,
  scope: TenantScope,
  input: { ids: readonly number[]; isArchived: boolean; activate?: boolean | null },
): Promise<BulkResult> {
  const ids = checkIds(input.ids);
  try {
    return await db.transaction(async (tx) => {
      const rows = await lockDevices(tx, scope, ids);
      if (input.isArchived) {
        refuse('archive', rows);
        await applyChange(
          tx,
          user,
          scope,
          rows,
          () => ({ isArchived: true, licenseStatus: 'ARCHIVED' }),
          'Archive',
        );
      } else {
        refuse('restore', rows);
        if (input.activate) await checkSeats(tx, scope, rows);
        const licenseStatus: LicenseStatus = input.activate ? 'ACTIVE' : 'UNLICENSED';
        await applyChange(tx, user, scope, rows, () => ({ isArchived: false, licenseStatus }), 'Restore');
      }
      return { result: true, error: null };
    });
  } catch (e) {
    // A foreign or missing id stays an error like everywhere; a rule's refusal is the answer.
    if (e instanceof ValidationError) return { result: false, error: e.message };
    throw e;
  }
}

/** Delete archived devices (marked deleted, gone from every list) or undelete them (archived again). */
export async function setDevicesDeletionMark(
  db: Db,
  user: AuthUser,
  scope: TenantScope,
  input: { ids: readonly number[]; isDeleted: boolean },
): Promise<boolean> {
  const ids = checkIds(input.ids);
  return db.transaction(async (tx) => {
    const rows = await lockDevices(tx, scope, ids, { deleted: !input.isDeleted });
    refuse('delete', rows);
    await applyChange(
      tx,
      user,
      scope,
      rows,
      () => ({ isDeleted: input.isDeleted }),
      input.isDeleted ? 'Delete' : 'Undelete',
    );
    return true;
  });
}

/** Makes the devices' agents read everything again: their next policy carries a new resync key. */
export async function rescanDevices(
  db: Db,
  user: AuthUser,
  scope: TenantScope,
  deviceIds: readonly number[],
): Promise<boolean> {
  const ids = checkIds(deviceIds);
  return db.transaction(async (tx) => {
    const rows = await lockDevices(tx, scope, ids);
    for (const d of rows) {
      const owner = await scope.narrow(tx, d.tenantId);
      await tx
        .update(devices)
        .set({ resyncKey: sql`${devices.resyncKey} + 1`, updatedAt: sql`now()` })
        .where(and(eq(devices.tenantId, owner.tenantId), eq(devices.id, d.id)));
      await recordAudit(tx, user, {
        scope: owner,
        entityType: 'Device',
        entityId: d.id,
        entityName: d.name,
        operation: 'UPDATE',
        before: { resyncKey: d.resyncKey },
        after: { resyncKey: d.resyncKey + 1 },
        additionalData: { source: 'Rescan' },
      });
    }
    return true;
  });
}

/**
 * Asks the devices' agents to uninstall (UNINSTALLING; the seat is given back). The agent sees it
 * on its next policy pull, unregisters and removes its state; the device is then UNINSTALLED, and
 * deleted too when `withDeletion`.
 */
export async function uninstallDevices(
  db: Db,
  user: AuthUser,
  scope: TenantScope,
  input: { ids: readonly number[]; withDeletion?: boolean | null },
): Promise<boolean> {
  const ids = checkIds(input.ids);
  return db.transaction(async (tx) => {
    const rows = await lockDevices(tx, scope, ids);
    refuse('uninstall', rows);
    await applyChange(
      tx,
      user,
      scope,
      rows,
      () => ({ licenseStatus: 'UNINSTALLING', deleteOnUninstall: input.withDeletion ?? false }),
      'Uninstall',
    );
    return true;
  });
}
