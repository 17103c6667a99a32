import { deviceNickNameSchema, tenantDisplayName, type LicenseStatus } from '@vigil/contracts';
import { recordAudit } from '../audit/audit.service.js';
import type { AuthUser } from '../common/context.js';
import { NotFoundError, ValidationError } from '../common/errors.js';
import type { Db, Queryable } from '../db/client.js';
import type { TenantScope } from '../tenants/tenant-scope.js';
import {
  findDeviceDetails,
  findDeviceWithin,
  updateDeviceSettings,
  type DeviceSettings,
} from './devices.repo.js';
import type { AlertRule, DeviceType } from './devices.tables.js';
import { setDeviceSettingsGroup } from './settings-groups.repo.js';
import { requireTenantSettingsGroup } from './settings-groups.service.js';

/** An installed device as the device dashboard shows it (spec part 2 §3 "Installed device"). */
export interface DeviceView {
  id: number;
  deviceIdentifier: string;
  name: string;
  nickName: string | null;
  systemUserName: string;
  systemName: string;
  startDate: Date;
  lastActivity: Date | null;
  isOnline: boolean;
  isActive: boolean;
  isArchived: boolean;
  agentVersion: string;
  licenseStatus: LicenseStatus;
  deviceType: DeviceType;
  alertRule: AlertRule;
  existingFileCount: number;
  existingFileSizeBytes: number;
  storageTotalBytes: number;
  storageUsedBytes: number;
  casesCount: number;
  isDiscoveryEnabled: boolean;
  isStatisticEnabled: boolean;
  isEncryptionDisabled: boolean;
  sensitiveRiskInUSD: number;
  encryptedSensitiveRiskInUSD: number;
  customerId: number;
  customerName: string;
}

export interface UpdateDeviceInput {
  id: number;
  /** Empty clears it. */
  nickName?: string | null;
  alertRule?: AlertRule | null;
  deviceType?: DeviceType | null;
  isDiscoveryEnabled?: boolean | null;
  isStatisticEnabled?: boolean | null;
  isEncryptionDisabled?: boolean | null;
  /** A security group of the device's customer; null: the device's own settings; absent: unchanged. */
  settingsGroupId?: number | null;
}

const SETTINGS = [
  'nickName',
  'alertRule',
  'deviceType',
  'isDiscoveryEnabled',
  'isStatisticEnabled',
  'isEncryptionDisabled',
] as const satisfies readonly (keyof DeviceSettings)[];

/**
 * A device of the scope's tenant, or of a customer below it. A deleted device, or one out of
 * reach, answers like a missing one.
 */
export async function getDevice(db: Queryable, scope: TenantScope, id: number): Promise<DeviceView> {
  return deviceView(db, scope, id);
}

/**
 * Changes the given settings of a device (null or absent: unchanged) and writes the change
 * history. The device's next policy carries them (GET /agent/v1/policy).
 */
export async function updateDevice(
  db: Db,
  user: AuthUser,
  scope: TenantScope,
  input: UpdateDeviceInput,
): Promise<DeviceView> {
  return db.transaction(async (tx) => {
    const device = await findDeviceWithin(tx, scope, input.id, { lock: true });
    if (!device) throw new NotFoundError('Device', input.id);
    const changes = { ...input, nickName: checkedNickName(input.nickName) };
    const before: Partial<DeviceSettings> & { settingsGroupId?: number | null } = {};
    const after: Partial<DeviceSettings> & { settingsGroupId?: number | null } = {};
    for (const key of SETTINGS) {
      const value = changes[key];
      if (value === null || value === undefined) continue;
      // An empty nickname clears it.
      const next = key === 'nickName' && value === '' ? null : value;
      if (next === device[key]) continue;
      Object.assign(before, { [key]: device[key] });
      Object.assign(after, { [key]: next });
    }
    // The device's own customer: its settings, groups and change history are that tenant's.
    const owner = await scope.narrow(tx, device.tenantId);
    if (input.settingsGroupId !== undefined) {
      const groupId =
        input.settingsGroupId === null
          ? null
          : (await requireTenantSettingsGroup(tx, owner, input.settingsGroupId)).id;
      if (groupId !== device.settingsGroupId) {
        before.settingsGroupId = device.settingsGroupId;
        after.settingsGroupId = groupId;
        await setDeviceSettingsGroup(tx, owner, device.id, groupId);
      }
    }
    if (Object.keys(after).length > 0) {
      await updateDeviceSettings(tx, owner, device.id, settingsOnly(after));
      await recordAudit(tx, user, {
        scope: owner,
        entityType: 'Device',
        entityId: device.id,
        entityName: device.name,
        operation: 'UPDATE',
        before,
        after,
      });
    }
    return deviceView(tx, scope, input.id);
  });
}

function settingsOnly(changes: Partial<DeviceSettings> & { settingsGroupId?: number | null }) {
  const { settingsGroupId: _group, ...settings } = changes;
  return settings;
}

/** The nickname trimmed and checked against the contracts rule; null or absent: unchanged. */
function checkedNickName(value: string | null | undefined): string | null | undefined {
  if (value === null || value === undefined) return value;
  const parsed = deviceNickNameSchema.safeParse(value);
  if (!parsed.success) {
    throw new ValidationError(parsed.error.issues[0]?.message ?? 'Invalid nickname', 'nickName');
  }
  return parsed.data;
}

async function deviceView(db: Queryable, scope: TenantScope, id: number): Promise<DeviceView> {
  const row = await findDeviceDetails(db, scope, id);
  if (!row) throw new NotFoundError('Device', id);
  const d = row.device;
  return {
    id: d.id,
    deviceIdentifier: d.deviceIdentifier,
    name: d.name,
    nickName: d.nickName,
    systemUserName: d.userName,
    systemName: `${d.os} ${d.osVersion}`.trim(),
    startDate: d.startDate,
    lastActivity: d.lastActivity,
    isOnline: row.isOnline,
    isActive: d.isActive,
    isArchived: d.isArchived,
    agentVersion: d.agentVersion,
    licenseStatus: d.licenseStatus,
    deviceType: d.deviceType,
    alertRule: d.alertRule,
    existingFileCount: Number(row.filesCount),
    existingFileSizeBytes: Number(row.filesSizeBytes),
    storageTotalBytes: d.storageTotalBytes,
    storageUsedBytes: d.storageUsedBytes,
    casesCount: Number(row.casesCount),
    isDiscoveryEnabled: d.isDiscoveryEnabled,
    isStatisticEnabled: d.isStatisticEnabled,
    isEncryptionDisabled: d.isEncryptionDisabled,
    sensitiveRiskInUSD: Number(row.sensitiveCost),
    encryptedSensitiveRiskInUSD: Number(row.encryptedSensitiveCost),
    customerId: d.tenantId,
    customerName: tenantDisplayName({ id: d.tenantId, name: row.customerName }),
  };
}
