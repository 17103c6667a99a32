import { RuleLimits, RuleMessages } from '@vigil/contracts';
import type { CreateRuleRequestInput, UpdateRuleRequestInput } from '../../gql/graphql';

export const ENCRYPTION_HELP_URL = 'https://support.vigil-security.com/knowledge-base/encryption';
export const DEFAULT_DELAY_TEXT = String(RuleLimits.encryptionDelayDaysDefault);
export const WIZARD_STEPS = ['Classifier', 'Decryption Allowlist', 'Summary'] as const;
export const { encryptionTurnedOn: ENCRYPTION_TURNED_ON, noRecentApps: NO_RECENT_APPS } = RuleMessages;

export interface WizardChoice {
  classifier: { id: number; name: string };
  /** The classifier's rule, when it has one. */
  ruleId: number | null;
  delayDays: number;
  decryptProcesses: number[];
}

export type WizardSave =
  { kind: 'create'; request: CreateRuleRequestInput } | { kind: 'update'; request: UpdateRuleRequestInput };

/**
 * What Save sends (spec part 1 §4 "Encryption wizard"): encryption always on. An existing rule is
 * updated (only its encryption settings); otherwise a rule is created named after the classifier,
 * active, without override and without triggers.
 */
export function wizardSave(choice: WizardChoice): WizardSave {
  const encryptionSettings = {
    isEnabled: true,
    delayDays: choice.delayDays,
    decryptProcesses: [...new Set(choice.decryptProcesses)].sort((a, b) => a - b),
  };
  if (choice.ruleId !== null) return { kind: 'update', request: { id: choice.ruleId, encryptionSettings } };
  return {
    kind: 'create',
    request: {
      classifierId: choice.classifier.id,
      name: choice.classifier.name,
      isActive: true,
      overrideOtherEncryptionRules: false,
      encryptionSettings,
      triggers: [],
    },
  };
}

/** Toggles an application in the allowlist, keeping the ones the steps do not show. */
export function toggleProcess(selected: readonly number[], processId: number, on: boolean): number[] {
  const rest = selected.filter((id) => id !== processId);
  return on ? [...rest, processId] : rest;
}
