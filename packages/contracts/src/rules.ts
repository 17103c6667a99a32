import { z } from 'zod';
import { RULE_ACTIONS, RULE_TRIGGERS, SELECTIONS } from './agent-api.js';
import { Messages } from './messages.js';

/**
 * The rule of a classifier (spec part 1 §3 "Rule"): what happens on file events with its data,
 * and its encryption settings. Stored by the server, edited by the console, resolved per device
 * into the agent's policy.
 */

export const RuleLimits = {
  encryptionDelayDaysDefault: 30,
  encryptionDelayDaysMax: 9999,
  triggersMax: 20,
  selectionMax: 10_000,
} as const;

const ids = z.array(z.number().int()).max(RuleLimits.selectionMax).default([]);

export const ruleTriggerSettingSchema = z.object({
  trigger: z.enum(RULE_TRIGGERS).default('CHANGE_FILE_EXTENSION'),
  actions: z.array(z.enum(RULE_ACTIONS)).max(RULE_ACTIONS.length).default([]),
  devicesSelection: z.enum(SELECTIONS).default('ALL'),
  /** Device ids (SELECTED: the trigger applies to them; EXCEPTED: to all others). */
  devices: ids,
  /** Device group ids, resolved like `devices`. */
  deviceGroups: ids,
  /** For UPLOAD_FILE: which applications (process ids) the trigger applies to. */
  uploadFileProcessesSelection: z.enum(SELECTIONS).default('ALL'),
  uploadFileProcesses: ids,
});
export type RuleTriggerSetting = z.output<typeof ruleTriggerSettingSchema>;
export type RuleTriggerSettingInput = z.input<typeof ruleTriggerSettingSchema>;

export const encryptionSettingsSchema = z.object({
  isEnabled: z.boolean().default(false),
  delayDays: z
    .number()
    .int()
    .min(0)
    .max(RuleLimits.encryptionDelayDaysMax)
    .default(RuleLimits.encryptionDelayDaysDefault),
  /** Process ids allowed to decrypt the classifier's files. */
  decryptProcesses: ids,
});
export type EncryptionSettings = z.output<typeof encryptionSettingsSchema>;

export const ruleSettingsSchema = z.object({
  name: z.string().trim().min(1).max(255),
  isActive: z.boolean().default(true),
  overrideOtherEncryptionRules: z.boolean().default(false),
  encryption: encryptionSettingsSchema.default({ isEnabled: false, delayDays: 30, decryptProcesses: [] }),
  triggers: z.array(ruleTriggerSettingSchema).max(RuleLimits.triggersMax).default([]),
});
export type RuleSettingsInput = z.input<typeof ruleSettingsSchema>;
export type RuleSettings = z.output<typeof ruleSettingsSchema>;

/* ------------------------------------------------------------------------------------------------
 * The console's rule operations (createRule, updateRule, updateRuleListItem) and the shared
 * encryption-delay input (the wizard's Summary step and the classifier list's checkbox).
 * ---------------------------------------------------------------------------------------------- */

export const RuleFormLimits = {
  nameMax: 255,
  /** The delay input takes at most this many digits (max 9999). */
  encryptionDelayDigits: 4,
  /** A delay under this many days asks 'Apply New Setting' / Cancel first (recommended 48 hours). */
  encryptionDelayConfirmBelowDays: 2,
} as const;

export const RuleMessages = {
  classifierRequired: 'Classifier is required',
  ruleExists: 'This classifier already has a rule. Update that rule instead.',
  delayRange: `The encryption delay must be from 0 to ${RuleLimits.encryptionDelayDaysMax} days`,
  encryptionTurnedOn: 'Encryption was successfully turned on',
  encryptionParametersUpdated: 'Encryption parameters was updated successfully',
  noRecentApps: 'No apps were recently used with the selected classifier.',
  shortDelayTitle: 'Apply New Setting',
  shortDelayWarning:
    'The recommended minimum delay is 48 hours. With a shorter delay, files in use may be encrypted while people still work on them.',
} as const;

/**
 * The encryption-delay input as typed (spec part 1 §5 "Other"): digits only, a leading zero
 * stripped ("07" → "7", a lone "0" stays), at most 4 digits; blank is allowed while editing.
 */
export function sanitizeEncryptionDelayInput(text: string): string {
  const digits = text.replace(/\D/g, '').replace(/^0+(?=\d)/, '');
  return digits.slice(0, RuleFormLimits.encryptionDelayDigits);
}

/** The number the delay input sends: blank is 0. */
export function encryptionDelayDaysOf(text: string): number {
  const clean = sanitizeEncryptionDelayInput(text);
  return clean === '' ? 0 : Number(clean);
}

/** Enabled encryption with a delay under 2 days asks for confirmation first. */
export function needsShortDelayConfirmation(isEnabled: boolean, delayDays: number): boolean {
  return isEnabled && delayDays < RuleFormLimits.encryptionDelayConfirmBelowDays;
}

const delayDays = z
  .number()
  .int(RuleMessages.delayRange)
  .min(0, RuleMessages.delayRange)
  .max(RuleLimits.encryptionDelayDaysMax, RuleMessages.delayRange);

const idList = z.array(z.number().int()).max(RuleLimits.selectionMax);

/** encryptionSettings of a createRule/updateRule request (absent fields take the defaults). */
export const encryptionSettingsRequestSchema = z.object({
  isEnabled: z.boolean().default(false),
  delayDays: delayDays.default(RuleLimits.encryptionDelayDaysDefault),
  decryptProcesses: idList.default([]),
});

export const ruleTriggerRequestSchema = z.object({
  trigger: z.enum(RULE_TRIGGERS).default('CHANGE_FILE_EXTENSION'),
  actions: z
    .array(z.enum(RULE_ACTIONS))
    .max(10)
    .default([])
    .transform((a) => [...new Set(a)]),
  devicesSelection: z.enum(SELECTIONS).default('ALL'),
  devices: idList.default([]),
  deviceGroups: idList.default([]),
  uploadFileProcessesSelection: z.enum(SELECTIONS).default('ALL'),
  uploadFileProcesses: idList.default([]),
});

const ruleName = z
  .string()
  .trim()
  .min(1, Messages.required)
  .max(RuleFormLimits.nameMax, Messages.lengthBelow(RuleFormLimits.nameMax));

/** createRule: the classifier's one rule. A missing name takes the classifier's name. */
export const createRuleRequestSchema = z.object({
  classifierId: z.number({ error: RuleMessages.classifierRequired }).int(),
  name: ruleName.nullish(),
  isActive: z.boolean().default(true),
  overrideOtherEncryptionRules: z.boolean().default(false),
  encryptionSettings: encryptionSettingsRequestSchema.default({
    isEnabled: false,
    delayDays: RuleLimits.encryptionDelayDaysDefault,
    decryptProcesses: [],
  }),
  triggers: z.array(ruleTriggerRequestSchema).max(RuleLimits.triggersMax).default([]),
});
export type CreateRuleRequest = z.output<typeof createRuleRequestSchema>;

/** updateRule: a field left out (or null) keeps its value; a given list replaces the stored one. */
export const updateRuleRequestSchema = z.object({
  id: z.number().int(),
  classifierId: z.number().int().nullish(),
  name: ruleName.nullish(),
  isActive: z.boolean().nullish(),
  overrideOtherEncryptionRules: z.boolean().nullish(),
  encryptionSettings: z
    .object({
      isEnabled: z.boolean().nullish(),
      delayDays: delayDays.nullish(),
      decryptProcesses: idList.nullish(),
    })
    .nullish(),
  triggers: z.array(ruleTriggerRequestSchema).max(RuleLimits.triggersMax).nullish(),
});
export type UpdateRuleRequest = z.output<typeof updateRuleRequestSchema>;

/** updateRuleListItem: the classifier list's switches; absent fields keep their value. */
export const updateRuleListItemRequestSchema = z.object({
  id: z.number().int(),
  isActive: z.boolean().nullish(),
  encryptionIsEnabled: z.boolean().nullish(),
  encryptionDelayDays: delayDays.nullish(),
});
export type UpdateRuleListItemRequest = z.output<typeof updateRuleListItemRequestSchema>;
