import { z } from 'zod';
import type { LicenseStatus } from './agent-api.js';
import { Messages } from './messages.js';

/** Installed devices: limits, bulk-action rules and messages (spec part 2 §4, §5, §8, §9). */
export const DeviceLimits = {
  pageSize: 30,
  nickNameMax: 255,
  /** Devices one bulk action may name. */
  bulkMax: 1000,
} as const;

/** GET, bearer access token; `tenantId` query parameter as the list's (spec part 2 §7 REST). */
export const DEVICES_CSV_ROUTE = '/graphql/Rest/download/reports/devices';

export type DeviceBulkAction = 'activate' | 'release' | 'archive' | 'restore' | 'delete' | 'uninstall';

export const DeviceMessages = {
  activated: 'Device(s) activated successfully!',
  released: 'Device(s) released successfully!',
  archived: 'Device(s) archived successfully!',
  unarchived: 'Device(s) unarchived successfully!',
  deleted: 'Device(s) deleted successfully!',
  undeleted: 'Device(s) undeleted successfully!',
  rescanStarted: 'Device rescan started successfully!',
  uninstalled: 'Device(s) has been uninstalled successfully!',
  detailsUpdated: 'Device details updated successfully',
  monitorAppAccessWarning:
    'Monitoring application access to files installs a driver on the device. Add the Vigil agent to the exclusions of the antivirus on the device, or it may block the driver.',
  noDevicesSelected: 'Select at least one device.',
  tooManyDevices: `At most ${DeviceLimits.bulkMax} devices at once.`,
  alreadyActive:
    'Some of the selected devices are already licensed: select only unlicensed devices to activate.',
  notReleasable:
    'Some of the selected devices are unlicensed or being uninstalled: select only licensed devices to release.',
  alreadyArchived: 'Some of the selected devices are already archived.',
  notArchived: 'Only archived devices can be restored or deleted.',
  archivedNotActivated: 'Archived devices are activated by restoring them from Show Archived Devices.',
  notUninstallable: 'Some of the selected devices are already uninstalled or being uninstalled.',
  seatsExceeded: (customer: string, available: number, requested: number) =>
    `${customer} has ${available} free licence${available === 1 ? '' : 's'}; ${requested} device${
      requested === 1 ? '' : 's'
    } cannot be activated. Release devices or raise the licence count first.`,
} as const;

interface DeviceState {
  licenseStatus: LicenseStatus;
  isArchived: boolean;
}

/**
 * Why a bulk action may not run on the selected devices (spec part 2 §4 "Device license"), or
 * null when it may. The web disables the action with it; the server refuses with it.
 */
export function deviceBulkRefusal(action: DeviceBulkAction, selected: readonly DeviceState[]): string | null {
  if (selected.length === 0) return DeviceMessages.noDevicesSelected;
  if (selected.length > DeviceLimits.bulkMax) return DeviceMessages.tooManyDevices;
  const any = (test: (d: DeviceState) => boolean) => selected.some(test);
  switch (action) {
    case 'activate':
      if (any((d) => d.licenseStatus === 'ACTIVE')) return DeviceMessages.alreadyActive;
      if (any((d) => d.isArchived)) return DeviceMessages.archivedNotActivated;
      return null;
    case 'release':
      return any((d) => d.licenseStatus === 'UNLICENSED' || d.licenseStatus === 'UNINSTALLING')
        ? DeviceMessages.notReleasable
        : null;
    case 'archive':
      return any((d) => d.isArchived || d.licenseStatus === 'ARCHIVED')
        ? DeviceMessages.alreadyArchived
        : null;
    case 'restore':
    case 'delete':
      return any((d) => !d.isArchived) ? DeviceMessages.notArchived : null;
    case 'uninstall':
      return any((d) => d.licenseStatus === 'UNINSTALLED' || d.licenseStatus === 'UNINSTALLING')
        ? DeviceMessages.notUninstallable
        : null;
  }
}

/** A device's nickname (spec part 2 §5 "Device"): at most 255 characters; empty clears it. */
export const deviceNickNameSchema = z
  .string()
  .trim()
  .max(DeviceLimits.nickNameMax, Messages.lengthBelow(DeviceLimits.nickNameMax + 1))
  .refine((v) => !v.includes('\u0000'), 'Invalid characters');
