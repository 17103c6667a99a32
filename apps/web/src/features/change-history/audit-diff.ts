/** The before/after difference of one change-history entry (spec part 2 §3 "Audit entry"). */

import {
  BUSINESS_SIZE_LABELS,
  FILTER_TYPE_LABELS,
  formatDateTime,
  POLICY_UPDATE_STATUS_LABELS,
  RETENTION_ACTION_LABELS,
  RISK_TYPE_LABELS,
  SUBSCRIPTION_STATUS_LABELS,
  SUBSCRIPTION_TYPE_LABELS,
} from '@vigil/contracts';

export interface FieldChange {
  /** The field's path in the stored state ('encryptionSettings.delayDays'). */
  field: string;
  /** The field as a person reads it ('Encryption settings › Delay days'). */
  label: string;
  /** Rendered value before the change; null when the field did not exist (a create). */
  before: string | null;
  /** Rendered value after the change; null when the field no longer exists (a delete). */
  after: string | null;
}

const MAX_VALUE_LENGTH = 160;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The console's own labels for stored codes (a classifier's type reads "Content", not BY_CONTENT). */
const VALUE_LABELS: Record<string, string> = {
  ...FILTER_TYPE_LABELS,
  ...RETENTION_ACTION_LABELS,
  ...POLICY_UPDATE_STATUS_LABELS,
  ...SUBSCRIPTION_STATUS_LABELS,
  ...RISK_TYPE_LABELS,
  ...SUBSCRIPTION_TYPE_LABELS,
  ...BUSINESS_SIZE_LABELS,
};

/** Fields whose label on the forms is not the plain words of their name. */
const FIELD_LABELS: Record<string, string> = {
  type: 'Classifier Type',
  valuePerRecord: 'Value per Record',
  isBlocked: 'Block Classifier Auto-Update',
  ruleType: 'Matcher',
  text: 'Value',
  versionNumber: 'Version Number',
  shortName: 'Short Name',
};

/** 'valuePerRecord' → 'Value per record'; 'isSensitive' → 'Sensitive'; 'countryIds' → 'Countries'. */
export function fieldLabel(name: string): string {
  const known = FIELD_LABELS[name];
  if (known) return known;
  const words = name
    .replace(/^is(?=[A-Z])/, '')
    .replace(/yIds$/, 'ies')
    .replace(/Ids$/, 's')
    .replace(/Id$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** BY_CONTENT → 'Content' where the console names the code, else 'LEAVE_ENCRYPTED' → 'Leave encrypted'. */
function codeLabel(code: string): string {
  const known = VALUE_LABELS[code];
  if (known) return known;
  const words = code.replace(/_/g, ' ').toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

// Only codes with an underscore are read as codes: a name such as HIPAA stays as written.
const CODE = /^[A-Z][A-Z0-9]*(_[A-Z0-9]+)+$/;
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}/;

/** One item of a list, or a nested value: its name when it has one, else its fields in words. */
function readable(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  if (typeof value === 'number') return value.toLocaleString('en-US');
  if (typeof value === 'string') {
    if (VALUE_LABELS[value] !== undefined || CODE.test(value)) return codeLabel(value);
    if (ISO_DATE_TIME.test(value) && !Number.isNaN(Date.parse(value))) return formatDateTime(value);
    return value;
  }
  if (Array.isArray(value)) return value.length === 0 ? 'None' : value.map(readable).join(', ');
  if (isRecord(value)) {
    for (const key of ['name', 'caption', 'email', 'humanName'])
      if (typeof value[key] === 'string') return value[key];
    const parts = Object.entries(value)
      .filter(([, v]) => v !== null && v !== undefined)
      .map(([k, v]) => `${fieldLabel(k)}: ${readable(v)}`);
    return parts.length === 0 ? '—' : `(${parts.join(', ')})`;
  }
  return JSON.stringify(value);
}

/**
 * A value as a person reads it: Yes/No, grouped numbers, the console's names of codes, dates as
 * dd.MM.yyyy HH:mm, lists by their items' names; cut at 160 characters.
 */
export function renderValue(value: unknown): string {
  const text = readable(value);
  return text.length > MAX_VALUE_LENGTH ? `${text.slice(0, MAX_VALUE_LENGTH - 1)}…` : text;
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Nested objects become one field per leaf: 'encryptionSettings.delayDays'. */
function leaves(state: Record<string, unknown>, prefix = ''): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [key, value] of Object.entries(state)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (isRecord(value) && Object.keys(value).length > 0)
      for (const [p, v] of leaves(value, path)) out.set(p, v);
    else out.set(path, value);
  }
  return out;
}

const pathLabel = (path: string) => path.split('.').map(fieldLabel).join(' › ');

/**
 * The fields that differ between the state before and after a change, in the order they appear
 * (after's keys first, then keys only before had), nested objects compared field by field. A create
 * lists every field set; a delete every field it had. Non-object states compare as one field 'value'.
 */
export function auditChanges(stateBefore: unknown, stateAfter: unknown): FieldChange[] {
  const hasBefore = stateBefore !== null && stateBefore !== undefined;
  const hasAfter = stateAfter !== null && stateAfter !== undefined;
  if (!hasBefore && !hasAfter) return [];
  if ((hasBefore && !isRecord(stateBefore)) || (hasAfter && !isRecord(stateAfter))) {
    return same(stateBefore, stateAfter)
      ? []
      : [
          {
            field: 'value',
            label: 'Value',
            before: hasBefore ? renderValue(stateBefore) : null,
            after: hasAfter ? renderValue(stateAfter) : null,
          },
        ];
  }
  const before = hasBefore ? leaves(stateBefore as Record<string, unknown>) : new Map<string, unknown>();
  const after = hasAfter ? leaves(stateAfter as Record<string, unknown>) : new Map<string, unknown>();
  const keys = [...after.keys(), ...[...before.keys()].filter((k) => !after.has(k))];
  const changes: FieldChange[] = [];
  for (const field of keys) {
    const inBefore = before.has(field);
    const inAfter = after.has(field);
    if (inBefore && inAfter && same(before.get(field), after.get(field))) continue;
    changes.push({
      field,
      label: pathLabel(field),
      before: inBefore ? renderValue(before.get(field)) : null,
      after: inAfter ? renderValue(after.get(field)) : null,
    });
  }
  return changes;
}

/** Operation codes as the grid shows them. */
export const OPERATION_LABELS: Record<string, string> = {
  CREATE: 'Create',
  UPDATE: 'Update',
  DELETE: 'Delete',
};

/** 'TemplateClassifier' → 'Template Classifier'. */
export function entityTypeLabel(entityType: string): string {
  return entityType.replace(/([a-z])([A-Z])/g, '$1 $2');
}
