import { z } from 'zod';
import { RULE_ACTIONS, RULE_TRIGGERS, SELECTIONS } from './agent-api.js';

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
