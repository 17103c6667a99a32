import { and, count, eq, isNull, ne, sql } from 'drizzle-orm';
import { Limits, type DeviceFacts, type LicenseStatus } from '@vigil/contracts';
import type { Queryable } from '../db/client.js';
import { rowsOf } from '../db/rows.js';
import { deviceRiskRollups } from '../rollups/rollups.tables.js';
import type { TenantScope } from '../tenants/tenant-scope.js';
import { tenants } from '../tenants/tenants.tables.js';
import {
  deviceCredentials,
  deviceGroupMembers,
  deviceGroups,
  devices,
  type AlertRule,
  type DeviceKind,
  type DeviceType,
} from './devices.tables.js';
import { newDeviceSettings } from './device-defaults.repo.js';

export type DeviceRow = typeof devices.$inferSelect;

export function deviceTypeOf(facts: DeviceFacts): DeviceType {
  return /server/i.test(`${facts.os} ${facts.osVersion}`) ? 'SERVER' : 'DESKTOP';
}

function factColumns(facts: DeviceFacts) {
  return {
    name: facts.name,
    os: facts.os,
    osVersion: facts.osVersion,
    userName: facts.userName,
    macAddress: facts.macAddress,
    agentVersion: facts.agentVersion,
    storageTotalBytes: facts.storageTotalBytes,
    storageUsedBytes: facts.storageUsedBytes,
  };
}

export async function findDeviceByIdentifier(
  db: Queryable,
  scope: TenantScope,
  deviceIdentifier: string,
): Promise<DeviceRow | null> {
  const rows = await db
    .select()
    .from(devices)
    .where(and(eq(devices.tenantId, scope.tenantId), eq(devices.deviceIdentifier, deviceIdentifier)))
    .limit(1);
  return rows[0] ?? null;
}

/** A device of the tenant; `lock` holds its row for the rest of the transaction (one batch of a device at a time). */
export async function findDevice(
  db: Queryable,
  scope: TenantScope,
  deviceId: number,
  options: { lock?: boolean } = {},
): Promise<DeviceRow | null> {
  const query = db
    .select()
    .from(devices)
    .where(and(eq(devices.tenantId, scope.tenantId), eq(devices.id, deviceId)));
  const rows = options.lock ? await query.for('update') : await query.limit(1);
  return rows[0] ?? null;
}

/** Devices holding a license seat, other than `exceptDeviceId`. */
export async function countLicensedDevices(
  db: Queryable,
  scope: TenantScope,
  exceptDeviceId = 0,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(devices)
    .where(
      and(
        eq(devices.tenantId, scope.tenantId),
        eq(devices.licenseStatus, 'ACTIVE'),
        eq(devices.isDeleted, false),
        ne(devices.id, exceptDeviceId),
      ),
    );
  return Number(row?.n ?? 0);
}

export async function insertDevice(
  db: Queryable,
  scope: TenantScope,
  deviceIdentifier: string,
  facts: DeviceFacts,
  licenseStatus: LicenseStatus,
  kind: DeviceKind = 'ENDPOINT',
): Promise<DeviceRow> {
  const deviceType = deviceTypeOf(facts);
  const [row] = await db
    .insert(devices)
    .values({
      tenantId: scope.tenantId,
      deviceIdentifier,
      ...factColumns(facts),
      ...(await newDeviceSettings(db, scope, deviceType)),
      deviceType,
      kind,
      licenseStatus,
      lastActivity: sql`now()`,
    })
    .returning();
  if (!row) throw new Error('Device insert returned nothing');
  return row;
}

export async function updateDeviceOnRegistration(
  db: Queryable,
  device: DeviceRow,
  facts: DeviceFacts,
  licenseStatus: LicenseStatus,
): Promise<DeviceRow> {
  const [row] = await db
    .update(devices)
    .set({
      ...factColumns(facts),
      licenseStatus,
      isActive: true,
      lastActivity: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(devices.tenantId, device.tenantId), eq(devices.id, device.id)))
    .returning();
  if (!row) throw new Error('Device update returned nothing');
  return row;
}

/** What a batch tells about its device: facts, scan progress, and that it is alive. */
export async function recordDeviceActivity(
  db: Queryable,
  scope: TenantScope,
  deviceId: number,
  facts: DeviceFacts | null,
  heartbeat: { scanTotalFiles: number; scanDoneFiles: number } | null,
): Promise<void> {
  await deviceActivityUpdate(db, scope, deviceId, facts, heartbeat);
}

/** The update of recordDeviceActivity, not run yet: to run as part of another statement. */
export function deviceActivityUpdate(
  db: Queryable,
  scope: TenantScope,
  deviceId: number,
  facts: DeviceFacts | null,
  heartbeat: { scanTotalFiles: number; scanDoneFiles: number } | null,
) {
  return db
    .update(devices)
    .set({
      ...(facts ? factColumns(facts) : {}),
      ...(heartbeat
        ? { scanTotalFiles: heartbeat.scanTotalFiles, scanDoneFiles: heartbeat.scanDoneFiles }
        : {}),
      lastActivity: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(devices.tenantId, scope.tenantId), eq(devices.id, deviceId)));
}

export async function revokeDeviceCredentials(
  db: Queryable,
  scope: TenantScope,
  deviceId: number,
): Promise<void> {
  await db
    .update(deviceCredentials)
    .set({ revokedAt: sql`now()` })
    .where(
      and(
        eq(deviceCredentials.tenantId, scope.tenantId),
        eq(deviceCredentials.deviceId, deviceId),
        isNull(deviceCredentials.revokedAt),
      ),
    );
}

export async function insertDeviceCredential(
  db: Queryable,
  scope: TenantScope,
  deviceId: number,
  tokenHash: string,
): Promise<void> {
  await db.insert(deviceCredentials).values({ tenantId: scope.tenantId, deviceId, tokenHash });
}

export interface CredentialOwner {
  tenantId: number;
  deviceId: number;
  revokedAt: Date | null;
  licenseStatus: LicenseStatus;
  isArchived: boolean;
  isDeleted: boolean;
  tenantDeleted: boolean;
}

/** A credential's hash, and its tenant when the credential names it (agent-ingest/device-credential.ts). */
export interface CredentialKey {
  tokenHash: string;
  tenantId: number | null;
}

export async function findCredentialOwner(
  db: Queryable,
  key: CredentialKey,
): Promise<CredentialOwner | null> {
  const rows = await rowsOf<{
    tenant_id: number;
    device_id: number;
    revoked: boolean;
    license_status: LicenseStatus;
    is_archived: boolean;
    is_deleted: boolean;
    tenant_deleted: boolean;
  }>(
    db,
    sql`
    select c.tenant_id::int as tenant_id, c.device_id::int as device_id, c.revoked_at is not null as revoked, d.license_status,
      d.is_archived, d.is_deleted, t.is_deleted as tenant_deleted
    from device_credentials c
    join devices d on d.tenant_id = c.tenant_id and d.id = c.device_id
    join tenants t on t.id = c.tenant_id
    where c.token_hash = ${key.tokenHash}${key.tenantId === null ? sql`` : sql` and c.tenant_id = ${key.tenantId}`}
    limit 1`,
  );
  const r = rows[0];
  if (!r) return null;
  return {
    tenantId: Number(r.tenant_id),
    deviceId: Number(r.device_id),
    revokedAt: r.revoked ? new Date(0) : null,
    licenseStatus: r.license_status,
    isArchived: r.is_archived,
    isDeleted: r.is_deleted,
    tenantDeleted: r.tenant_deleted,
  };
}

export async function findDeviceGroupIds(
  db: Queryable,
  scope: TenantScope,
  deviceId: number,
): Promise<number[]> {
  const rows = await db
    .select({ groupId: deviceGroupMembers.groupId })
    .from(deviceGroupMembers)
    .where(and(eq(deviceGroupMembers.tenantId, scope.tenantId), eq(deviceGroupMembers.deviceId, deviceId)));
  return rows.map((r) => r.groupId).sort((a, b) => a - b);
}

export async function insertDeviceGroup(
  db: Queryable,
  scope: TenantScope,
  name: string,
  deviceIds: number[] = [],
): Promise<number> {
  const [group] = await db
    .insert(deviceGroups)
    .values({ tenantId: scope.tenantId, name })
    .returning({ id: deviceGroups.id });
  if (!group) throw new Error('Device group insert returned nothing');
  if (deviceIds.length > 0) {
    await db
      .insert(deviceGroupMembers)
      .values(deviceIds.map((deviceId) => ({ tenantId: scope.tenantId, groupId: group.id, deviceId })))
      .onConflictDoNothing();
  }
  return group.id;
}

/** A live device of a live tenant of the scope's subtree; `lock` holds its row for the transaction. */
export async function findDeviceWithin(
  db: Queryable,
  scope: TenantScope,
  deviceId: number,
  options: { lock?: boolean } = {},
): Promise<DeviceRow | null> {
  const query = db
    .select({ device: devices })
    .from(devices)
    .innerJoin(tenants, eq(tenants.id, devices.tenantId))
    .where(
      and(
        eq(devices.id, deviceId),
        eq(devices.isDeleted, false),
        eq(tenants.isDeleted, false),
        scope.ownsSql(devices.tenantId, tenants.path),
      ),
    );
  const rows = options.lock ? await query.for('update', { of: devices }) : await query.limit(1);
  return rows[0]?.device ?? null;
}

/** A device of the scope's subtree with its rollup figures and its customer (the device dashboard). */
export async function findDeviceDetails(db: Queryable, scope: TenantScope, deviceId: number) {
  const rows = await db
    .select({
      device: devices,
      customerName: tenants.name,
      isOnline: sql<boolean>`coalesce(${devices.lastActivity} >= now() - make_interval(mins => ${Limits.deviceOnlineWindowMinutes}::int), false)`,
      filesCount: sql<number>`coalesce(${deviceRiskRollups.filesCount}, 0)::int`,
      filesSizeBytes: sql<number>`coalesce(${deviceRiskRollups.filesSizeBytes}, 0)::float8`,
      casesCount: sql<number>`coalesce(${deviceRiskRollups.casesCount}, 0)::int`,
      sensitiveCost: sql<number>`coalesce(${deviceRiskRollups.sensitiveCost}, 0)::float8`,
      encryptedSensitiveCost: sql<number>`coalesce(${deviceRiskRollups.encryptedSensitiveCost}, 0)::float8`,
    })
    .from(devices)
    .innerJoin(tenants, eq(tenants.id, devices.tenantId))
    .leftJoin(
      deviceRiskRollups,
      and(eq(deviceRiskRollups.tenantId, devices.tenantId), eq(deviceRiskRollups.deviceId, devices.id)),
    )
    .where(
      and(
        eq(devices.id, deviceId),
        eq(devices.isDeleted, false),
        eq(tenants.isDeleted, false),
        scope.ownsSql(devices.tenantId, tenants.path),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

/** The device settings a person changes on the dashboard or in the device dialog. */
export interface DeviceSettings {
  nickName: string | null;
  alertRule: AlertRule;
  deviceType: DeviceType;
  isDiscoveryEnabled: boolean;
  isStatisticEnabled: boolean;
  isEncryptionDisabled: boolean;
}

/** Changes settings of a device of the scope's own tenant. */
export async function updateDeviceSettings(
  db: Queryable,
  scope: TenantScope,
  deviceId: number,
  changes: Partial<DeviceSettings>,
): Promise<void> {
  await db
    .update(devices)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(devices.tenantId, scope.tenantId), eq(devices.id, deviceId)));
}
