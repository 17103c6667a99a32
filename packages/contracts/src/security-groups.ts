import { z } from 'zod';
import { Messages } from './messages.js';
import { PeopleLimits, PeopleMessages } from './people.js';
import { RuleLimits } from './rules.js';

/**
 * Security groups, the device settings groups (spec part 2 §2.4, §3 "Security group", §5, §8, §9):
 * the rules the dialogs, the server and the agent's policy share.
 */
export const SecurityGroupLimits = {
  pageSize: 30,
  nameMax: 150,
  encryptionDelayDaysMax: RuleLimits.encryptionDelayDaysMax,
  /** The scanner delay slider: 0 to 1000 minutes (§9). */
  scannerDelayMinuteMax: 1000,
  deviceIdsMax: PeopleLimits.idsPerRequestMax,
} as const;

export const SecurityGroupMessages = {
  created: 'Security group was created successfully',
  updated: 'Security Group was updated successfully',
  deleted: 'Security Group deleted successfully',
  nameRequired: 'Name is required',
  nameTaken: 'A security group with this name already exists',
  belongsToCustomers:
    'Security groups belong to a customer: act for a customer to manage its security groups',
  delayRange: `Value must be from 0 to ${RuleLimits.encryptionDelayDaysMax} days`,
  minAboveMax: 'The minimum delay must not exceed the maximum delay',
  scannerDelayRange: 'The scanner delay must be from 0 to 1000 minutes',
  deleteConfirm: (name: string) =>
    `Delete the security group ${name}? Its devices go back to their own settings.`,
} as const;

/** The switches of a security group, in the order the dialog shows them. */
export const SECURITY_GROUP_SWITCHES = [
  'discoveryEnabled',
  'statisticEnabled',
  'encryptionEnabled',
  'vigilAgentIconOn',
  'iconShellExtensionEnabled',
  'menuShellExtensionEnabled',
  'browserExtensionEnabled',
] as const;
export type SecurityGroupSwitch = (typeof SECURITY_GROUP_SWITCHES)[number];

export const SECURITY_GROUP_SWITCH_LABELS: Record<SecurityGroupSwitch, string> = {
  discoveryEnabled: 'Monitor Stored Data',
  statisticEnabled: 'Monitor App Access To Files',
  encryptionEnabled: 'Allow Encryption',
  vigilAgentIconOn: 'Vigil Agent Icon',
  iconShellExtensionEnabled: 'Icon Shell Extension',
  menuShellExtensionEnabled: 'Menu Shell Extension',
  browserExtensionEnabled: 'Browser Extension',
};

/** A new group (§3): agent icon, discovery and statistics on, the rest off, delay 0. */
export const SECURITY_GROUP_DEFAULTS = {
  discoveryEnabled: true,
  statisticEnabled: true,
  encryptionEnabled: false,
  vigilAgentIconOn: true,
  iconShellExtensionEnabled: false,
  menuShellExtensionEnabled: false,
  browserExtensionEnabled: false,
  scannerDelayMinute: 0,
  encryptionDelayDaysMin: 0,
  encryptionDelayDaysMax: 0,
} as const satisfies Record<
  SecurityGroupSwitch | 'scannerDelayMinute' | 'encryptionDelayDaysMin' | 'encryptionDelayDaysMax',
  boolean | number
>;

export const securityGroupNameSchema = z
  .string()
  .trim()
  .min(1, SecurityGroupMessages.nameRequired)
  .max(SecurityGroupLimits.nameMax, Messages.lengthBelow(SecurityGroupLimits.nameMax));

/** Encryption delay days (§5): 0 to 9999; 0 is an empty field, no bound. */
export const encryptionDelayBoundSchema = z
  .number()
  .int(SecurityGroupMessages.delayRange)
  .min(0, SecurityGroupMessages.delayRange)
  .max(SecurityGroupLimits.encryptionDelayDaysMax, SecurityGroupMessages.delayRange);

export const scannerDelayMinuteSchema = z
  .number()
  .int(SecurityGroupMessages.scannerDelayRange)
  .min(0, SecurityGroupMessages.scannerDelayRange)
  .max(SecurityGroupLimits.scannerDelayMinuteMax, SecurityGroupMessages.scannerDelayRange);

/** Min must not exceed max when both are set (a 0 is an empty field). */
export function encryptionDelayRangeProblem(min: number, max: number): string | null {
  return min > 0 && max > 0 && min > max ? SecurityGroupMessages.minAboveMax : null;
}

export const securityGroupDeviceIdsSchema = z
  .array(z.number().int())
  .max(SecurityGroupLimits.deviceIdsMax, PeopleMessages.tooManyIds(SecurityGroupLimits.deviceIdsMax));

const settingsShape = {
  name: securityGroupNameSchema,
  discoveryEnabled: z.boolean(),
  statisticEnabled: z.boolean(),
  encryptionEnabled: z.boolean(),
  vigilAgentIconOn: z.boolean(),
  iconShellExtensionEnabled: z.boolean(),
  menuShellExtensionEnabled: z.boolean(),
  browserExtensionEnabled: z.boolean(),
  scannerDelayMinute: scannerDelayMinuteSchema,
  encryptionDelayDaysMin: encryptionDelayBoundSchema,
  encryptionDelayDaysMax: encryptionDelayBoundSchema,
};

/** The Create/Edit Security Group form, and a complete group as the server stores it. */
export const securityGroupFormSchema = z
  .object({ ...settingsShape, deviceIds: securityGroupDeviceIdsSchema })
  .superRefine((v, ctx) => {
    const problem = encryptionDelayRangeProblem(v.encryptionDelayDaysMin, v.encryptionDelayDaysMax);
    if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['encryptionDelayDaysMin'] });
  });
export type SecurityGroupForm = z.output<typeof securityGroupFormSchema>;
export type SecurityGroupSettings = Omit<SecurityGroupForm, 'name' | 'deviceIds'>;

/**
 * The encryption delay a device in a group uses: the rule's own, moved into the group's range
 * (a 0 bound is none).
 */
export function delayWithinGroupRange(delayDays: number, range: { min: number; max: number }): number {
  let days = delayDays;
  if (range.min > 0) days = Math.max(days, range.min);
  if (range.max > 0) days = Math.min(days, range.max);
  return days;
}
