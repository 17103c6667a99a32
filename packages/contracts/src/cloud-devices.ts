import { z } from 'zod';
import { ALERT_RULE_VALUES } from './tenant-management.js';

/**
 * Cloud devices (repositories): cloud accounts, buckets and NAS folders scanned by the agent in
 * repository mode (spec part 2 §3 "Cloud device item", "Cloud device settings", §4, §8, §9).
 */

/** Spec part 2 §3 "Cloud services", in the spec's spelling (the API's enum). */
export const CLOUD_SERVICES = [
  'GOOGLE_DRIVE',
  'GOOGLE_MAIL',
  'ONE_DRIVE',
  'OUTLOOK',
  'SHARE_POINT',
  'MAC_OS',
  'MICROSOFT',
  'LINUX',
  'UNKNOWN',
] as const;
export type CloudService = (typeof CLOUD_SERVICES)[number];

export const CLOUD_SERVICE_LABELS: Record<CloudService, string> = {
  GOOGLE_DRIVE: 'Google Drive',
  GOOGLE_MAIL: 'Google Mail',
  ONE_DRIVE: 'OneDrive',
  OUTLOOK: 'Outlook',
  SHARE_POINT: 'SharePoint',
  MAC_OS: 'macOS',
  MICROSOFT: 'Microsoft',
  LINUX: 'Linux',
  UNKNOWN: 'Unknown',
};

/** What a repository is, beside its service: an S3-compatible bucket, a NAS folder, a cloud account. */
export const REPOSITORY_SYSTEM_TYPES = ['S3', 'NAS', 'CLOUD'] as const;
export type RepositorySystemType = (typeof REPOSITORY_SYSTEM_TYPES)[number];

export const CloudDeviceLimits = {
  pageSize: 30,
  scannerDelayMin: 0,
  scannerDelayMax: 1000,
  /** The advanced settings JSON, as text. */
  settingsJsonMax: 20_000,
  /** Nesting of the advanced settings JSON. */
  settingsDepthMax: 8,
  /** Repositories one updateCloudDevices may name. */
  bulkMax: 1000,
  identifierMax: 128,
  /** A repository's location as the agent names it (s3://bucket, a folder path). */
  locationMax: 1024,
} as const;

export const CloudDeviceMessages = {
  scanned: 'Device(s) scanned successfully!',
  unscanned: 'Device(s) unscanned successfully!',
  updated: 'Device was updated successfully',
  scanSettingsUpdated: 'Scan settings updated successfully',
  scannerDelayUpdated: 'Scanner Delay updated successfully',
  noneSelected: 'Select at least one repository.',
  tooMany: `At most ${CloudDeviceLimits.bulkMax} repositories at once.`,
  alreadyScanning: 'Some of the selected repositories are already scanned or suspected deleted.',
  alreadyExcluded: 'Some of the selected repositories are already excluded or suspected deleted.',
  suspectedDeleted: 'This repository is suspected deleted: its scan cannot be changed.',
  scannerDelayRange: `Scanner delay must be between ${CloudDeviceLimits.scannerDelayMin} and ${CloudDeviceLimits.scannerDelayMax} minutes.`,
  settingsNotJson: 'Advanced settings must be a JSON object.',
  settingsTooLarge: `Advanced settings must be at most ${CloudDeviceLimits.settingsJsonMax} characters.`,
  settingsTooDeep: `Advanced settings may nest at most ${CloudDeviceLimits.settingsDepthMax} levels.`,
  settingsGroupNotFound: (id: number) => `DeviceSettingsGroup ${id} not found`,
} as const;

/** The Scan filter of the list (spec part 2 §2.6): All, Scan, Do Not Scan. */
export const CLOUD_SCAN_FILTERS = ['ALL', 'SCAN', 'DO_NOT_SCAN'] as const;
/** The Deletion Status filter: All, Suspected Deleted (no cloudDeviceId), Actual. */
export const CLOUD_DELETION_FILTERS = ['ALL', 'SUSPECTED_DELETED', 'ACTUAL'] as const;

interface CloudScanState {
  scan: boolean;
  cloudDeviceId: string | null;
}

/**
 * Why bulk Scan (scan true) or Do Not Scan (false) may not run on the selection (spec part 2 §4),
 * or null: the web disables the button with it, the server refuses with it.
 */
export function cloudScanRefusal(scan: boolean, selected: readonly CloudScanState[]): string | null {
  if (selected.length === 0) return CloudDeviceMessages.noneSelected;
  if (selected.length > CloudDeviceLimits.bulkMax) return CloudDeviceMessages.tooMany;
  const blocked = selected.some((d) => d.cloudDeviceId === null || d.scan === scan);
  if (!blocked) return null;
  return scan ? CloudDeviceMessages.alreadyScanning : CloudDeviceMessages.alreadyExcluded;
}

function depthOf(value: unknown): number {
  if (value === null || typeof value !== 'object') return 0;
  const children = Array.isArray(value) ? value : Object.values(value);
  return 1 + children.reduce<number>((max, child) => Math.max(max, depthOf(child)), 0);
}

/** The advanced settings as sent (a JSON object as text, or null to clear), bounded. */
export const cloudDeviceSettingsJsonSchema = z
  .string()
  .max(CloudDeviceLimits.settingsJsonMax, CloudDeviceMessages.settingsTooLarge)
  .refine((s) => !s.includes('\u0000'), CloudDeviceMessages.settingsNotJson)
  .transform((s, ctx) => {
    let parsed: unknown;
    try {
      parsed = JSON.parse(s);
    } catch {
      ctx.addIssue({ code: 'custom', message: CloudDeviceMessages.settingsNotJson });
      return z.NEVER;
    }
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) {
      ctx.addIssue({ code: 'custom', message: CloudDeviceMessages.settingsNotJson });
      return z.NEVER;
    }
    if (depthOf(parsed) > CloudDeviceLimits.settingsDepthMax) {
      ctx.addIssue({ code: 'custom', message: CloudDeviceMessages.settingsTooDeep });
      return z.NEVER;
    }
    return parsed as Record<string, unknown>;
  });

/** updateCloudDevice's request (spec part 2 §7.2), the Cloud Device Details form's rules. */
export const cloudDeviceUpdateSchema = z.object({
  id: z.number().int().positive(),
  alertRule: z.enum(ALERT_RULE_VALUES).nullish(),
  settingsGroupId: z.number().int().positive().nullish(),
  isEncryptionDisabled: z.boolean().nullish(),
  readOnly: z.boolean().nullish(),
  decrypt: z.boolean().nullish(),
  scannerDelayMinute: z
    .number()
    .int(CloudDeviceMessages.scannerDelayRange)
    .min(CloudDeviceLimits.scannerDelayMin, CloudDeviceMessages.scannerDelayRange)
    .max(CloudDeviceLimits.scannerDelayMax, CloudDeviceMessages.scannerDelayRange)
    .nullish(),
  resyncKey: z.boolean().nullish(),
  cloudDeviceSettings: cloudDeviceSettingsJsonSchema.nullish(),
});
export type CloudDeviceUpdate = z.output<typeof cloudDeviceUpdateSchema>;

/** What an agent in repository mode adds to its registration (spec part 2 §3 "Cloud device item"). */
export const repositoryFactsSchema = z.object({
  authService: z.enum(CLOUD_SERVICES),
  systemType: z.enum(REPOSITORY_SYSTEM_TYPES),
  /**
   * The repository's own id in its service (bucket name, folder path, account id); null when the
   * scanner no longer finds it there (the console shows it as suspected deleted).
   */
  cloudDeviceId: z
    .string()
    .min(1)
    .max(CloudDeviceLimits.locationMax)
    .refine((s) => !s.includes('\u0000'))
    .nullable(),
  location: z
    .string()
    .min(1)
    .max(CloudDeviceLimits.locationMax)
    .refine((s) => !s.includes('\u0000')),
});
export type RepositoryFacts = z.output<typeof repositoryFactsSchema>;
