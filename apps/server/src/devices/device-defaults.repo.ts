import { and, eq, ne, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import type { TenantScope } from '../tenants/tenant-scope.js';
import { tenants } from '../tenants/tenants.tables.js';
import { devices, type DeviceType } from './devices.tables.js';

/**
 * A customer's default settings applied to its existing devices (updateCustomer2's `...Devices`
 * flags). Workstation defaults (discovery, statistics) go to desktops and laptops, the server ones
 * to servers; the rest to every device.
 */
export interface DeviceDefaultsPatch {
  workstationDiscovery?: boolean;
  workstationStatistic?: boolean;
  serverDiscovery?: boolean;
  serverStatistic?: boolean;
  encryptionEnabled?: boolean;
  vigilAgentIconOn?: boolean;
  iconShellExtensionEnabled?: boolean;
  menuShellExtensionEnabled?: boolean;
  browserExtensionEnabled?: boolean;
}

type DeviceColumns = Partial<typeof devices.$inferInsert>;

/** Applies the patch to the live devices of the scope's own tenant; returns how many devices it changed. */
export async function applyDefaultsToDevices(
  db: Queryable,
  scope: TenantScope,
  patch: DeviceDefaultsPatch,
): Promise<number> {
  const live = and(eq(devices.tenantId, scope.tenantId), eq(devices.isDeleted, false));
  const updates: { set: DeviceColumns; where: SQL | undefined }[] = [];
  const all: DeviceColumns = {};
  if (patch.encryptionEnabled !== undefined) all.isEncryptionDisabled = !patch.encryptionEnabled;
  if (patch.vigilAgentIconOn !== undefined) all.isVigilAgentIconOn = patch.vigilAgentIconOn;
  if (patch.iconShellExtensionEnabled !== undefined)
    all.iconShellExtensionEnabled = patch.iconShellExtensionEnabled;
  if (patch.menuShellExtensionEnabled !== undefined)
    all.menuShellExtensionEnabled = patch.menuShellExtensionEnabled;
  if (patch.browserExtensionEnabled !== undefined)
    all.browserExtensionEnabled = patch.browserExtensionEnabled;
  if (Object.keys(all).length > 0) updates.push({ set: all, where: live });

  const workstations: DeviceColumns = {};
  if (patch.workstationDiscovery !== undefined) workstations.isDiscoveryEnabled = patch.workstationDiscovery;
  if (patch.workstationStatistic !== undefined) workstations.isStatisticEnabled = patch.workstationStatistic;
  if (Object.keys(workstations).length > 0)
    updates.push({ set: workstations, where: and(live, ne(devices.deviceType, 'SERVER')) });

  const servers: DeviceColumns = {};
  if (patch.serverDiscovery !== undefined) servers.isDiscoveryEnabled = patch.serverDiscovery;
  if (patch.serverStatistic !== undefined) servers.isStatisticEnabled = patch.serverStatistic;
  if (Object.keys(servers).length > 0)
    updates.push({ set: servers, where: and(live, eq(devices.deviceType, 'SERVER')) });

  const changed = new Set<number>();
  for (const u of updates) {
    const rows = await db
      .update(devices)
      .set({ ...u.set, updatedAt: sql`now()` })
      .where(u.where)
      .returning({ id: devices.id });
    for (const r of rows) changed.add(r.id);
  }
  return changed.size;
}

/**
 * The settings a new device of the scope's customer starts with: the customer's defaults, the
 * workstation or the server ones by its type (updateCustomer2 keeps them), and the customer's
 * workstation or server security group, if it chose one.
 */
export async function newDeviceSettings(
  db: Queryable,
  scope: TenantScope,
  deviceType: DeviceType,
): Promise<DeviceColumns> {
  const [t] = await db.select().from(tenants).where(eq(tenants.id, scope.tenantId)).limit(1);
  if (!t) return {};
  const server = deviceType === 'SERVER';
  return {
    isDiscoveryEnabled: server ? t.serverDiscoveryEnabled : t.discoveryEnabled,
    isStatisticEnabled: server ? t.serverStatisticEnabled : t.statisticEnabled,
    isEncryptionDisabled: !t.encryptionEnabled,
    isVigilAgentIconOn: t.vigilAgentIconOn,
    iconShellExtensionEnabled: t.iconShellExtensionEnabled,
    menuShellExtensionEnabled: t.menuShellExtensionEnabled,
    browserExtensionEnabled: t.browserExtensionEnabled,
    settingsGroupId: server ? t.serversSettingsGroupId : t.laptopsSettingsGroupId,
  };
}
