import type { ClassifierForm, FilterType } from '@vigil/contracts';

/** Spec part 1 §5: a leading space at the start of a text input is blocked. */
export function withoutLeadingSpace(value: string): string {
  return value.replace(/^\s+/, '');
}

/** A number field's text as the form holds it: blank is NaN ('Value is required'). */
export function numberOf(text: string): number {
  return text.trim() === '' ? Number.NaN : Number(text);
}

export function textOfNumber(value: number | null | undefined): string {
  return value === null || value === undefined || Number.isNaN(value) ? '' : String(value);
}

export type StepKey = 'definition' | 'conditions' | 'retention' | 'actions';

export const STEP_LABELS: Record<StepKey, string> = {
  definition: 'Definition',
  conditions: 'Conditions',
  retention: 'Retention',
  actions: 'Actions',
};

/** The fields of the Definition step; retentionPolicies is the Retention step's; the rest Conditions. */
const DEFINITION_FIELDS = [
  'type',
  'name',
  'shortName',
  'description',
  'filterVersion',
  'regulations',
  'countries',
  'reasonForChange',
  'isSensitive',
  'valuePerRecord',
  'lists',
  'isBlocked',
] as const satisfies readonly (keyof ClassifierForm)[];

export function stepOfField(field: string): StepKey {
  const top = field.split('.')[0] as keyof ClassifierForm;
  if ((DEFINITION_FIELDS as readonly string[]).includes(top)) return 'definition';
  if (top === 'retentionPolicies') return 'retention';
  return 'conditions';
}

export function definitionFields(): (keyof ClassifierForm)[] {
  return [...DEFINITION_FIELDS];
}

export function conditionFields(type: FilterType): (keyof ClassifierForm)[] {
  switch (type) {
    case 'BY_CONTENT':
      return ['matchers', 'riskBasedOnMatcherIndex', 'rulesMatch', 'countUniqueEntries'];
    case 'BY_EXTENSIONS':
      return ['extensions'];
    case 'BY_FILE_SOURCE':
      return ['fileSourceType'];
    case 'BY_CHANNELS':
      return ['processId'];
    case 'BY_FOLDER':
      return ['folderId'];
    case 'COMPOUND':
      return ['compoundGroups', 'baseOnGroupIndex', 'compoundRootLogicalOperator'];
    case 'BY_REMOVABLE_DEVICE':
      return [];
  }
}

/** A type change on create resets the type's conditions but keeps what the user typed in Definition. */
export function resetForType(current: ClassifierForm, fresh: ClassifierForm): ClassifierForm {
  return {
    ...fresh,
    name: current.name,
    shortName: current.shortName,
    description: current.description,
    filterVersion: current.filterVersion,
    regulations: current.regulations,
    countries: current.countries,
    isSensitive: current.isSensitive,
    valuePerRecord: current.valuePerRecord,
    retentionPolicies: current.retentionPolicies,
  };
}

export const FILE_SOURCE_LABELS = {
  DROP_BOX: 'Dropbox',
  GOOGLE_DRIVE: 'Google Drive',
  ONE_DRIVE: 'OneDrive',
  SHARE_POINT: 'SharePoint',
  AZURE_FILES: 'Azure Files',
} as const;

export const RULE_TYPE_LABELS = {
  CONTAINS: 'Contains',
  NOT_CONTAIN: 'Does not contain',
  ANY_WORD: 'Any word',
  REGEX: 'Regular expression',
  NOT_REGEX: 'Not regular expression',
} as const;

export const TRIGGER_LABELS = {
  CHANGE_FILE_EXTENSION: 'Change File Extension',
  COPY_OR_MOVE_TO_REMOVABLE_DEVICE: 'Copy or Move to Removable Device',
  DELETE_FILE: 'Delete File',
  UPLOAD_FILE: 'Upload File',
} as const;

export const ACTION_LABELS = { CREATE_CASE: 'Create Case', PREVENT: 'Prevent' } as const;

export const DEVICE_SELECTION_LABELS = {
  ALL: 'All devices',
  EXCEPTED: 'All devices except',
  SELECTED: 'Selected devices',
} as const;

export const PROCESS_SELECTION_LABELS = {
  ALL: 'All applications',
  EXCEPTED: 'All applications except',
  SELECTED: 'Selected applications',
} as const;

export const DELAY_UNIT_LABELS = { DAY: 'Days', MONTH: 'Months', YEAR: 'Years' } as const;
export const FILE_DATE_LABELS = {
  ACCESS: 'Last access',
  CREATE: 'Creation',
  MODIFY: 'Last modification',
} as const;
