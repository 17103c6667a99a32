import { and, eq, inArray, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { SecurityGroupSettings } from '@vigil/contracts';
import type { Queryable } from '../db/client.js';
import { rowsOf } from '../db/rows.js';
import { riskChanged } from '../tenants/risk-changes.js';
import type { TenantScope } from '../tenants/tenant-scope.js';
import { tenants } from '../tenants/tenants.tables.js';
import { devices, deviceSettingsGroups } from './devices.tables.js';

/**
 * Security groups (device settings groups) and the devices in them. Finding a group takes the
 * scope acted for (its tenant or a customer below it); writing takes the scope of the group's own
 * customer, whose live devices are the only ones it may hold.
 */

export type SettingsGroupRow = typeof deviceSettingsGroups.$inferSelect;

export interface SettingsGroupView extends SecurityGroupSettings {
  id: number;
  tenantId: number;
  name: string;
  devices: { id: number; name: string; nickName: string | null }[];
}

/** Groups of the live tenants of the scope's subtree, with their live devices by name. */
function groupsSql(scope: TenantScope, extra: SQL = sql``): SQL {
  return sql`
    select g.id, g.tenant_id as "tenantId", g.name,
      g.discovery_enabled as "discoveryEnabled", g.statistic_enabled as "statisticEnabled",
      g.encryption_enabled as "encryptionEnabled", g.vigil_agent_icon_on as "vigilAgentIconOn",
      g.icon_shell_extension_enabled as "iconShellExtensionEnabled",
      g.menu_shell_extension_enabled as "menuShellExtensionEnabled",
      g.browser_extension_enabled as "browserExtensionEnabled",
      g.scanner_delay_minute as "scannerDelayMinute",
      g.encryption_delay_days_min as "encryptionDelayDaysMin",
      g.encryption_delay_days_max as "encryptionDelayDaysMax",
      coalesce((
        select json_agg(json_build_object('id', d.id, 'name', d.name, 'nickName', d.nick_name) order by d.name, d.id)
        from devices d
        where d.tenant_id = g.tenant_id and d.settings_group_id = g.id and d.is_deleted = false
      ), '[]'::json) as devices
    from device_settings_groups g
    join tenants tn on tn.id = g.tenant_id
    where tn.is_deleted = false and ${scope.ownsSql(sql`g.tenant_id`, sql`tn.path`)} ${extra}`;
}

export function settingsGroupsSql(scope: TenantScope): SQL {
  return groupsSql(scope);
}

export async function findSettingsGroupView(
  db: Queryable,
  scope: TenantScope,
  id: number,
): Promise<SettingsGroupView | null> {
  const rows = await rowsOf<SettingsGroupView & Record<string, unknown>>(
    db,
    groupsSql(scope, sql`and g.id = ${id}`),
  );
  return rows[0] ?? null;
}

/** A group of a live tenant of the scope's subtree; `lock` holds its row. */
export async function findSettingsGroupWithin(
  db: Queryable,
  scope: TenantScope,
  id: number,
  options: { lock?: boolean } = {},
): Promise<SettingsGroupRow | null> {
  const query = db
    .select({ group: deviceSettingsGroups })
    .from(deviceSettingsGroups)
    .innerJoin(tenants, eq(tenants.id, deviceSettingsGroups.tenantId))
    .where(
      and(
        eq(deviceSettingsGroups.id, id),
        eq(tenants.isDeleted, false),
        scope.ownsSql(deviceSettingsGroups.tenantId, tenants.path),
      ),
    );
  const rows = options.lock ? await query.for('update', { of: deviceSettingsGroups }) : await query.limit(1);
  return rows[0]?.group ?? null;
}

/** A group of the scope's own tenant by id (id and name), or null. */
export async function findTenantSettingsGroup(
  db: Queryable,
  scope: TenantScope,
  id: number,
): Promise<{ id: number; name: string } | null> {
  const rows = await db
    .select({ id: deviceSettingsGroups.id, name: deviceSettingsGroups.name })
    .from(deviceSettingsGroups)
    .where(and(eq(deviceSettingsGroups.tenantId, scope.tenantId), eq(deviceSettingsGroups.id, id)))
    .limit(1);
  return rows[0] ?? null;
}

/** The settings group of a device of the scope's tenant, or null when it has its own settings. */
export async function findDeviceSettingsGroup(
  db: Queryable,
  scope: TenantScope,
  deviceId: number,
): Promise<SettingsGroupRow | null> {
  const rows = await db
    .select({ group: deviceSettingsGroups })
    .from(devices)
    .innerJoin(
      deviceSettingsGroups,
      and(
        eq(deviceSettingsGroups.tenantId, devices.tenantId),
        eq(deviceSettingsGroups.id, devices.settingsGroupId),
      ),
    )
    .where(and(eq(devices.tenantId, scope.tenantId), eq(devices.id, deviceId)))
    .limit(1);
  return rows[0]?.group ?? null;
}

export async function insertSettingsGroup(
  db: Queryable,
  scope: TenantScope,
  values: SecurityGroupSettings & { name: string },
): Promise<number> {
  const [row] = await db
    .insert(deviceSettingsGroups)
    .values({ tenantId: scope.tenantId, ...values })
    .returning({ id: deviceSettingsGroups.id });
  if (!row) throw new Error('Security group insert returned nothing');
  return row.id;
}

export async function updateSettingsGroupColumns(
  db: Queryable,
  scope: TenantScope,
  id: number,
  changes: Partial<SecurityGroupSettings & { name: string }>,
): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await db
    .update(deviceSettingsGroups)
    .set(changes)
    .where(and(eq(deviceSettingsGroups.tenantId, scope.tenantId), eq(deviceSettingsGroups.id, id)));
}

/** The live devices of a group of the scope's tenant, by id. */
export async function settingsGroupDeviceIds(
  db: Queryable,
  scope: TenantScope,
  groupId: number,
): Promise<number[]> {
  const rows = await db
    .select({ id: devices.id })
    .from(devices)
    .where(
      and(
        eq(devices.tenantId, scope.tenantId),
        eq(devices.settingsGroupId, groupId),
        eq(devices.isDeleted, false),
      ),
    )
    .orderBy(devices.id);
  return rows.map((r) => r.id);
}

/**
 * The group's devices become `deviceIds` (live devices of the scope's tenant): those listed move
 * into it (from any other group), the others it held go back to their own settings.
 */
export async function replaceSettingsGroupDevices(
  db: Queryable,
  scope: TenantScope,
  groupId: number,
  deviceIds: readonly number[],
): Promise<void> {
  await db
    .update(devices)
    .set({ settingsGroupId: null, updatedAt: sql`now()` })
    .where(
      and(
        eq(devices.tenantId, scope.tenantId),
        eq(devices.settingsGroupId, groupId),
        deviceIds.length > 0 ? notInArray(devices.id, [...deviceIds]) : undefined,
      ),
    );
  if (deviceIds.length === 0) return;
  await db
    .update(devices)
    .set({ settingsGroupId: groupId, updatedAt: sql`now()` })
    .where(and(eq(devices.tenantId, scope.tenantId), inArray(devices.id, [...deviceIds])));
}

/** Sets the settings group of one device of the scope's tenant (null: its own settings). */
export async function setDeviceSettingsGroup(
  db: Queryable,
  scope: TenantScope,
  deviceId: number,
  groupId: number | null,
): Promise<void> {
  await db
    .update(devices)
    .set({ settingsGroupId: groupId, updatedAt: sql`now()` })
    .where(and(eq(devices.tenantId, scope.tenantId), eq(devices.id, deviceId)));
}

/**
 * Deletes a group of the scope's tenant: its devices go back to their own settings and the
 * customer's laptop/server defaults naming it are cleared.
 */
export async function deleteSettingsGroup(db: Queryable, scope: TenantScope, groupId: number): Promise<void> {
  await db
    .update(devices)
    .set({ settingsGroupId: null, updatedAt: sql`now()` })
    .where(and(eq(devices.tenantId, scope.tenantId), eq(devices.settingsGroupId, groupId)));
  await db
    .update(tenants)
    .set({
      laptopsSettingsGroupId: sql`case when ${tenants.laptopsSettingsGroupId} = ${groupId} then null else ${tenants.laptopsSettingsGroupId} end`,
      serversSettingsGroupId: sql`case when ${tenants.serversSettingsGroupId} = ${groupId} then null else ${tenants.serversSettingsGroupId} end`,
    })
    .where(
      and(
        eq(tenants.id, scope.tenantId),
        or(eq(tenants.laptopsSettingsGroupId, groupId), eq(tenants.serversSettingsGroupId, groupId)),
      ),
    );
  // No risk answer reads these columns; every writer of tenants says so all the same (risk-writers.test.ts).
  await riskChanged(db, [scope]);
  await db
    .delete(deviceSettingsGroups)
    .where(and(eq(deviceSettingsGroups.tenantId, scope.tenantId), eq(deviceSettingsGroups.id, groupId)));
}
