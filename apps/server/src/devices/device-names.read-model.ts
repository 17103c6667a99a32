import { and, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import type { TenantScope } from '../tenants/tenant-scope.js';
import { deviceGroups, devices } from './devices.tables.js';

export interface DeviceName {
  id: number;
  name: string;
  nickName: string | null;
  isDeleted: boolean;
}

/**
 * These devices of the tenant by their names, deleted ones included (marked): a classifier's
 * folder still names its device; a rule names live devices only. Unknown ids are absent.
 */
export async function findDeviceNames(
  db: Queryable,
  scope: TenantScope,
  ids: readonly number[],
): Promise<DeviceName[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: devices.id, name: devices.name, nickName: devices.nickName, isDeleted: devices.isDeleted })
    .from(devices)
    .where(and(eq(devices.tenantId, scope.tenantId), inArray(devices.id, [...new Set(ids)])));
}

/** These device groups of the tenant, with their names. Unknown ids are absent. */
export async function findDeviceGroupNames(
  db: Queryable,
  scope: TenantScope,
  ids: readonly number[],
): Promise<{ id: number; name: string }[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: deviceGroups.id, name: deviceGroups.name })
    .from(deviceGroups)
    .where(and(eq(deviceGroups.tenantId, scope.tenantId), inArray(deviceGroups.id, [...new Set(ids)])));
}
