import { and, eq, sql } from 'drizzle-orm';
import type { RepositoryFacts } from '@vigil/contracts';
import type { Queryable } from '../db/client.js';
import type { TenantScope } from '../tenants/tenant-scope.js';
import { cloudDevices } from './cloud-devices.tables.js';

export type CloudDeviceRow = typeof cloudDevices.$inferSelect;
export type CloudDevicePatch = Partial<
  Pick<CloudDeviceRow, 'scan' | 'readOnly' | 'decrypt' | 'cloudDeviceSettings' | 'cloudDeviceId' | 'location'>
>;

export async function findCloudDevice(
  db: Queryable,
  scope: TenantScope,
  deviceId: number,
): Promise<CloudDeviceRow | null> {
  const rows = await db
    .select()
    .from(cloudDevices)
    .where(and(eq(cloudDevices.tenantId, scope.tenantId), eq(cloudDevices.deviceId, deviceId)))
    .limit(1);
  return rows[0] ?? null;
}

/** The repository part of a device just registered in repository mode. */
export async function insertCloudDevice(
  db: Queryable,
  scope: TenantScope,
  deviceId: number,
  facts: RepositoryFacts,
  scan: boolean,
): Promise<void> {
  await db.insert(cloudDevices).values({
    tenantId: scope.tenantId,
    deviceId,
    authService: facts.authService,
    systemType: facts.systemType,
    cloudDeviceId: facts.cloudDeviceId,
    location: facts.location,
    scan,
  });
}

export async function updateCloudDeviceRow(
  db: Queryable,
  scope: TenantScope,
  deviceId: number,
  patch: CloudDevicePatch,
): Promise<void> {
  if (Object.keys(patch).length === 0) return;
  await db
    .update(cloudDevices)
    .set(patch)
    .where(and(eq(cloudDevices.tenantId, scope.tenantId), eq(cloudDevices.deviceId, deviceId)));
}

/** The scanner read the whole repository. */
export async function recordFullScan(db: Queryable, scope: TenantScope, deviceId: number): Promise<void> {
  await fullScanUpdate(db, scope, deviceId);
}

/** The update of recordFullScan, not run yet: to run as part of another statement. */
export function fullScanUpdate(db: Queryable, scope: TenantScope, deviceId: number) {
  return db
    .update(cloudDevices)
    .set({ lastFullScan: sql`now()` })
    .where(and(eq(cloudDevices.tenantId, scope.tenantId), eq(cloudDevices.deviceId, deviceId)));
}
