import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  CloudDeviceLimits,
  CloudDeviceMessages,
  cloudDeviceUpdateSchema,
  cloudScanRefusal,
  Limits,
  type CloudService,
  type LicenseStatus,
  type RepositorySystemType,
} from '@vigil/contracts';
import { recordAudit } from '../audit/audit.service.js';
import type { AuthUser } from '../common/context.js';
import { NotFoundError, ValidationError } from '../common/errors.js';
import type { Db, Queryable } from '../db/client.js';
import { rowsOf } from '../db/rows.js';
import type { ListArgs, ListDefinition, ListResult } from '../graphql/list.js';
import { RowColumn, selectList, type RowOfColumns } from '../graphql/row-columns.js';
import type { TenantScope } from '../tenants/tenant-scope.js';
import { tenants } from '../tenants/tenants.tables.js';
import { cloudDevices } from './cloud-devices.tables.js';
import { updateCloudDeviceRow, type CloudDevicePatch } from './cloud-devices.repo.js';
import { devices, type AlertRule } from './devices.tables.js';
import { setDeviceSettingsGroup } from './settings-groups.repo.js';
import { requireTenantSettingsGroup } from './settings-groups.service.js';

/**
 * A row of the cloud devices list (spec part 2 §3 "Cloud device item"), declared once: `d` the
 * device, `k` its repository part, `c` its customer, `r` its rollup. What the scanner does not
 * report (pending counts, its queue) is null.
 */
export const CLOUD_DEVICE_ROW = {
  id: RowColumn.of('int', sql`d.id`).describe('The device id (as deviceId); the list orders ties by it.'),
  deviceId: RowColumn.of('int', sql`d.id`),
  deviceIdentifier: RowColumn.of('string', sql`d.device_identifier`).describe('The row id of the list.'),
  name: RowColumn.of('string', sql`d.name`),
  authService: RowColumn.of('string', sql`k.auth_service`).as<CloudService>(),
  systemType: RowColumn.of('string', sql`k.system_type`).as<RepositorySystemType>(),
  systemName: RowColumn.of('string', sql`k.location`).describe('Where the repository is: bucket or folder.'),
  scan: RowColumn.of('boolean', sql`k.scan`),
  cloudDeviceId: RowColumn.of('string', sql`k.cloud_device_id`)
    .nullable()
    .describe('Null when the scanner no longer finds the repository: suspected deleted.'),
  isSuspectedDeleted: RowColumn.of('boolean', sql`k.cloud_device_id is null`).describe(
    'The Deletion Status filter: cloudDeviceId is null.',
  ),
  agentVersion: RowColumn.of('string', sql`d.agent_version`),
  systemUserName: RowColumn.of('string', sql`d.user_name`),
  lastActivity: RowColumn.of('date', sql`d.last_activity`).nullable(),
  lastFullScan: RowColumn.of('date', sql`k.last_full_scan`).nullable(),
  existingFileCount: RowColumn.of('int', sql`coalesce(r.files_count, 0)::int`),
  existingFileSizeBytes: RowColumn.of('float', sql`coalesce(r.files_size_bytes, 0)::float8`),
  sensitiveRiskInUSD: RowColumn.of('float', sql`coalesce(r.sensitive_cost, 0)::float8`).describe(
    "The repository's sensitive data risk in USD (the partner and back-office lists' Risk).",
  ),
  pendingCount: RowColumn.of('int', sql`null::int`).nullable(),
  contentPendingCount: RowColumn.of('int', sql`null::int`).nullable(),
  encryptPendingCount: RowColumn.of('int', sql`null::int`).nullable(),
  positionInQueue: RowColumn.of('int', sql`null::int`).nullable(),
  scannedPercent: RowColumn.of(
    'int',
    sql`case when d.scan_total_files > 0 then least(100, floor(d.scan_done_files * 100.0 / d.scan_total_files))::int end`,
  ).nullable(),
  isOnline: RowColumn.of(
    'boolean',
    sql`coalesce(d.last_activity >= now() - make_interval(mins => ${Limits.deviceOnlineWindowMinutes}::int), false)`,
  ),
  licenseStatus: RowColumn.of('string', sql`d.license_status`).as<LicenseStatus>(),
  isActive: RowColumn.of('boolean', sql`d.is_active`),
  isArchived: RowColumn.of('boolean', sql`d.is_archived`),
  customerId: RowColumn.of('int', sql`d.tenant_id`),
  customerName: RowColumn.of('string', sql`coalesce(nullif(trim(c.name), ''), 'Tenant ' || c.id)`),
};

export type CloudDeviceListRow = RowOfColumns<typeof CLOUD_DEVICE_ROW>;

/**
 * The live repositories of the scope's customers. `showOnlyWithDuplicateNames`: those sharing a
 * name in their customer; `showFantomDevices` false leaves out the suspected deleted.
 */
export async function listCloudDevices(
  db: Queryable,
  scope: TenantScope,
  args: ListArgs & { showOnlyWithDuplicateNames?: boolean | null; showFantomDevices?: boolean | null },
  list: Pick<ListDefinition<CloudDeviceListRow>, 'run'>,
): Promise<ListResult<CloudDeviceListRow>> {
  const inScope = await scope.customerFilter(db);
  const duplicates = args.showOnlyWithDuplicateNames
    ? sql`and exists (select 1 from devices x where x.tenant_id = d.tenant_id and x.id <> d.id
        and x.kind = 'REPOSITORY' and not x.is_deleted and lower(x.name) = lower(d.name))`
    : sql``;
  const fantoms = args.showFantomDevices === false ? sql`and k.cloud_device_id is not null` : sql``;
  const base = sql`select ${selectList(CLOUD_DEVICE_ROW)}
    from devices d
    join cloud_devices k on k.tenant_id = d.tenant_id and k.device_id = d.id
    join tenants c on c.id = d.tenant_id
    left join device_risk_rollups r on r.tenant_id = d.tenant_id and r.device_id = d.id
    where ${inScope(sql`d.tenant_id`)} and d.kind = 'REPOSITORY' and not d.is_deleted and not c.is_deleted
      ${duplicates} ${fantoms}`;
  return list.run(db, base, args);
}

/** Cloud device settings (spec part 2 §3), what the Cloud Device Details dialog edits. */
export interface CloudDeviceView {
  id: number;
  deviceIdentifier: string;
  name: string;
  authService: CloudService;
  systemType: RepositorySystemType;
  location: string;
  scan: boolean;
  cloudDeviceId: string | null;
  alertRule: AlertRule;
  settingsGroupId: number | null;
  isEncryptionDisabled: boolean;
  readOnly: boolean;
  decrypt: boolean;
  scannerDelayMinute: number;
  resyncKey: number;
  cloudDeviceSettings: Record<string, unknown> | null;
  customerId: number;
}

/** A live repository of a live customer of the scope; `lock` holds both rows for the transaction. */
async function findRepository(
  db: Queryable,
  scope: TenantScope,
  id: number,
  options: { lock?: boolean } = {},
) {
  const inScope = await scope.customerFilter(db);
  const query = db
    .select({ device: devices, cloud: cloudDevices })
    .from(devices)
    .innerJoin(
      cloudDevices,
      and(eq(cloudDevices.tenantId, devices.tenantId), eq(cloudDevices.deviceId, devices.id)),
    )
    .innerJoin(tenants, eq(tenants.id, devices.tenantId))
    .where(
      and(
        eq(devices.id, id),
        eq(devices.kind, 'REPOSITORY'),
        eq(devices.isDeleted, false),
        eq(tenants.isDeleted, false),
        inScope(devices.tenantId),
      ),
    );
  const rows = options.lock
    ? await query.for('update', { of: [devices, cloudDevices] })
    : await query.limit(1);
  return rows[0] ?? null;
}

function viewOf(row: NonNullable<Awaited<ReturnType<typeof findRepository>>>): CloudDeviceView {
  const { device: d, cloud: k } = row;
  return {
    id: d.id,
    deviceIdentifier: d.deviceIdentifier,
    name: d.name,
    authService: k.authService,
    systemType: k.systemType,
    location: k.location,
    scan: k.scan,
    cloudDeviceId: k.cloudDeviceId,
    alertRule: d.alertRule,
    settingsGroupId: d.settingsGroupId,
    isEncryptionDisabled: d.isEncryptionDisabled,
    readOnly: k.readOnly,
    decrypt: k.decrypt,
    scannerDelayMinute: d.scannerDelayMinute,
    resyncKey: d.resyncKey,
    cloudDeviceSettings: k.cloudDeviceSettings ?? null,
    customerId: d.tenantId,
  };
}

export async function getCloudDevice(
  db: Queryable,
  scope: TenantScope,
  id: number,
): Promise<CloudDeviceView> {
  const row = await findRepository(db, scope, id);
  if (!row) throw new NotFoundError('CloudDevice', id);
  return viewOf(row);
}

export interface UpdateCloudDeviceInput {
  id: number;
  alertRule?: AlertRule | null;
  /** A security group of the repository's customer; null: its own settings; absent: unchanged. */
  settingsGroupId?: number | null;
  isEncryptionDisabled?: boolean | null;
  readOnly?: boolean | null;
  decrypt?: boolean | null;
  scannerDelayMinute?: number | null;
  resyncKey?: boolean | null;
  cloudDeviceSettings?: string | null;
}

function parseUpdate(input: UpdateCloudDeviceInput) {
  const parsed = cloudDeviceUpdateSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ValidationError(issue?.message ?? 'Invalid request', String(issue?.path[0] ?? 'request'));
  }
  return parsed.data;
}

/**
 * Changes a repository's settings (absent or null: unchanged; cloudDeviceSettings null keeps it,
 * "{}" empties it); resyncKey true makes the scanner clear its cache and read everything again.
 */
export async function updateCloudDevice(
  db: Db,
  user: AuthUser,
  scope: TenantScope,
  input: UpdateCloudDeviceInput,
): Promise<CloudDeviceView> {
  const update = parseUpdate(input);
  return db.transaction(async (tx) => {
    const row = await findRepository(tx, scope, update.id, { lock: true });
    if (!row) throw new NotFoundError('CloudDevice', update.id);
    const current = viewOf(row);
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    const device: Partial<typeof devices.$inferInsert> = {};
    const cloud: CloudDevicePatch = {};
    const change = <K extends keyof CloudDeviceView>(
      key: K,
      value: CloudDeviceView[K] | null | undefined,
    ) => {
      if (value === null || value === undefined) return false;
      if (JSON.stringify(value) === JSON.stringify(current[key])) return false;
      before[key] = current[key];
      after[key] = value;
      return true;
    };
    if (change('alertRule', update.alertRule)) device.alertRule = update.alertRule as AlertRule;
    if (change('isEncryptionDisabled', update.isEncryptionDisabled))
      device.isEncryptionDisabled = update.isEncryptionDisabled as boolean;
    if (change('scannerDelayMinute', update.scannerDelayMinute))
      device.scannerDelayMinute = update.scannerDelayMinute as number;
    if (change('readOnly', update.readOnly)) cloud.readOnly = update.readOnly as boolean;
    if (change('decrypt', update.decrypt)) cloud.decrypt = update.decrypt as boolean;
    if (change('cloudDeviceSettings', update.cloudDeviceSettings))
      cloud.cloudDeviceSettings = update.cloudDeviceSettings as Record<string, unknown>;
    // As updateDevice: null puts the repository back on its own settings.
    if (input.settingsGroupId !== undefined) {
      const owner = await scope.narrow(tx, current.customerId);
      const groupId =
        update.settingsGroupId == null
          ? null
          : (await requireTenantSettingsGroup(tx, owner, update.settingsGroupId)).id;
      if (groupId !== current.settingsGroupId) {
        before.settingsGroupId = current.settingsGroupId;
        after.settingsGroupId = groupId;
        await setDeviceSettingsGroup(tx, owner, current.id, groupId);
      }
    }
    if (update.resyncKey) {
      before.resyncKey = current.resyncKey;
      after.resyncKey = current.resyncKey + 1;
      device.resyncKey = current.resyncKey + 1;
    }
    if (Object.keys(after).length > 0) {
      const owner = await scope.narrow(tx, current.customerId);
      if (Object.keys(device).length > 0) {
        await tx
          .update(devices)
          .set({ ...device, updatedAt: sql`now()` })
          .where(and(eq(devices.tenantId, owner.tenantId), eq(devices.id, current.id)));
      }
      await updateCloudDeviceRow(tx, owner, current.id, cloud);
      await recordAudit(tx, user, {
        scope: owner,
        entityType: 'CloudDevice',
        entityId: current.id,
        entityName: current.name,
        operation: 'UPDATE',
        before,
        after,
      });
    }
    const saved = await findRepository(tx, scope, current.id);
    if (!saved) throw new NotFoundError('CloudDevice', current.id);
    return viewOf(saved);
  });
}

export interface CloudScanItem {
  deviceIdentifier: string;
  scan: boolean;
}

/**
 * Scan on or off for repositories named by deviceIdentifier (the list's Scan toggle and bulk
 * Scan / Do Not Scan). All items must ask for the same change, and a suspected deleted repository
 * or one already in that state refuses the whole request (contracts' cloudScanRefusal).
 */
export async function updateCloudDevices(
  db: Db,
  user: AuthUser,
  scope: TenantScope,
  items: readonly CloudScanItem[],
): Promise<boolean> {
  if (items.length === 0) throw new ValidationError(CloudDeviceMessages.noneSelected, 'items');
  if (items.length > CloudDeviceLimits.bulkMax)
    throw new ValidationError(CloudDeviceMessages.tooMany, 'items');
  for (const item of items) {
    if (
      item.deviceIdentifier.length > CloudDeviceLimits.identifierMax ||
      item.deviceIdentifier.includes('\u0000')
    )
      throw new NotFoundError('CloudDevice');
  }
  const scans = new Set(items.map((i) => i.scan));
  if (scans.size > 1)
    throw new ValidationError('Send either Scan or Do Not Scan, not both at once.', 'items');
  const scan = items[0]?.scan ?? true;
  const identifiers = [...new Set(items.map((i) => i.deviceIdentifier))];
  return db.transaction(async (tx) => {
    const inScope = await scope.customerFilter(tx);
    const rows = await tx
      .select({ device: devices, cloud: cloudDevices })
      .from(devices)
      .innerJoin(
        cloudDevices,
        and(eq(cloudDevices.tenantId, devices.tenantId), eq(cloudDevices.deviceId, devices.id)),
      )
      .innerJoin(tenants, eq(tenants.id, devices.tenantId))
      .where(
        and(
          inArray(devices.deviceIdentifier, identifiers),
          eq(devices.kind, 'REPOSITORY'),
          eq(devices.isDeleted, false),
          eq(tenants.isDeleted, false),
          inScope(devices.tenantId),
        ),
      )
      .orderBy(devices.tenantId, devices.id)
      .for('update', { of: [devices, cloudDevices] });
    const found = new Set(rows.map((r) => r.device.deviceIdentifier));
    if (identifiers.some((id) => !found.has(id))) throw new NotFoundError('CloudDevice');
    const refusal = cloudScanRefusal(
      scan,
      rows.map((r) => r.cloud),
    );
    if (refusal) throw new ValidationError(refusal, 'items');
    for (const { device, cloud } of rows) {
      const owner = await scope.narrow(tx, device.tenantId);
      await updateCloudDeviceRow(tx, owner, device.id, { scan });
      await recordAudit(tx, user, {
        scope: owner,
        entityType: 'CloudDevice',
        entityId: device.id,
        entityName: device.name,
        operation: 'UPDATE',
        before: { scan: cloud.scan },
        after: { scan },
      });
    }
    return true;
  });
}

/** Cloud scanner info (spec part 2 §3): per customer, the scanner that last reported. */
export interface CloudScannerInfo {
  tenantId: number;
  agentVersion: string | null;
  lastActivity: Date | null;
  scannedRepository: string | null;
}

export async function cloudDevicesScannerInfo(
  db: Queryable,
  scope: TenantScope,
): Promise<CloudScannerInfo[]> {
  const inScope = await scope.customerFilter(db);
  const rows = await rowsOf<{
    tenant_id: number;
    agent_version: string | null;
    last_activity: string | Date | null;
    name: string | null;
  }>(
    db,
    sql`select c.id::int as tenant_id, d.agent_version, d.last_activity, d.name
      from tenants c
      left join lateral (
        select x.agent_version, x.last_activity, x.name from devices x
        where x.tenant_id = c.id and x.kind = 'REPOSITORY' and not x.is_deleted
        order by x.last_activity desc nulls last, x.id limit 1
      ) d on true
      where ${inScope(sql`c.id`)} and c.tenant_type = 'CUSTOMER' and not c.is_deleted
      order by c.id`,
  );
  return rows.map((r) => ({
    tenantId: Number(r.tenant_id),
    agentVersion: r.agent_version,
    lastActivity: r.last_activity === null ? null : new Date(r.last_activity),
    scannedRepository: r.name,
  }));
}
