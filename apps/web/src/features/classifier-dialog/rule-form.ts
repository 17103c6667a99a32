import {
  encryptionDelayDaysOf,
  RuleLimits,
  type RuleAction,
  type RuleTrigger,
  type Selection,
} from '@vigil/contracts';

/** One file-event trigger of the classifier's rule as the Actions step edits it. */
export interface TriggerForm {
  trigger: RuleTrigger;
  actions: RuleAction[];
  devicesSelection: Selection;
  devices: { id: number; name: string }[];
  deviceGroups: { id: number; name: string }[];
  uploadFileProcessesSelection: Selection;
  uploadFileProcesses: number[];
}

export interface RuleForm {
  /** The stored rule; null until one is created. */
  id: number | null;
  triggers: TriggerForm[];
  encryptionEnabled: boolean;
  /** The delay as typed (digits only, blank while editing). */
  delayText: string;
}

export function emptyTrigger(): TriggerForm {
  return {
    trigger: 'CHANGE_FILE_EXTENSION',
    actions: ['CREATE_CASE'],
    devicesSelection: 'ALL',
    devices: [],
    deviceGroups: [],
    uploadFileProcessesSelection: 'ALL',
    uploadFileProcesses: [],
  };
}

export function emptyRuleForm(): RuleForm {
  return {
    id: null,
    triggers: [],
    encryptionEnabled: false,
    delayText: String(RuleLimits.encryptionDelayDaysDefault),
  };
}

export interface StoredRule {
  id: number;
  encryptionSettings: { isEnabled: boolean; delayDays: number };
  triggers: {
    trigger: RuleTrigger;
    actions: RuleAction[];
    devicesSelection: Selection;
    devices: { id: number; name: string }[];
    deviceGroups: { id: number; name: string }[];
    uploadFileProcessesSelection: Selection;
    uploadFileProcesses: { processId: number }[];
  }[];
}

export function ruleToForm(rule: StoredRule | null | undefined): RuleForm {
  if (!rule) return emptyRuleForm();
  return {
    id: rule.id,
    encryptionEnabled: rule.encryptionSettings.isEnabled,
    delayText: String(rule.encryptionSettings.delayDays),
    triggers: rule.triggers.map((t) => ({
      trigger: t.trigger,
      actions: [...t.actions],
      devicesSelection: t.devicesSelection,
      devices: t.devices.map((d) => ({ id: d.id, name: d.name })),
      deviceGroups: t.deviceGroups.map((g) => ({ id: g.id, name: g.name })),
      uploadFileProcessesSelection: t.uploadFileProcessesSelection,
      uploadFileProcesses: t.uploadFileProcesses.map((p) => p.processId),
    })),
  };
}

/** The triggers and encryption settings as createRule / updateRule take them. */
export function ruleRequestParts(form: RuleForm) {
  return {
    encryptionSettings: {
      isEnabled: form.encryptionEnabled,
      delayDays: encryptionDelayDaysOf(form.delayText),
    },
    triggers: form.triggers.map((t) => ({
      trigger: t.trigger,
      actions: t.actions,
      devicesSelection: t.devicesSelection,
      devices: t.devicesSelection === 'ALL' ? [] : t.devices.map((d) => d.id),
      deviceGroups: t.devicesSelection === 'ALL' ? [] : t.deviceGroups.map((g) => g.id),
      uploadFileProcessesSelection: t.trigger === 'UPLOAD_FILE' ? t.uploadFileProcessesSelection : 'ALL',
      uploadFileProcesses:
        t.trigger === 'UPLOAD_FILE' && t.uploadFileProcessesSelection !== 'ALL' ? t.uploadFileProcesses : [],
    })),
  };
}

export function sameRuleForm(a: RuleForm, b: RuleForm): boolean {
  return JSON.stringify(ruleRequestParts(a)) === JSON.stringify(ruleRequestParts(b));
}
