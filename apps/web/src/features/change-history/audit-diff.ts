/** The before/after difference of one change-history entry (spec part 2 §3 "Audit entry"). */

export interface FieldChange {
  field: string;
  /** Rendered value before the change; null when the field did not exist (a create). */
  before: string | null;
  /** Rendered value after the change; null when the field no longer exists (a delete). */
  after: string | null;
}

const MAX_VALUE_LENGTH = 160;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** A value as a person reads it: text as is, everything else as compact JSON, cut at 160 characters. */
export function renderValue(value: unknown): string {
  if (value === null || value === undefined) return '—';
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > MAX_VALUE_LENGTH ? `${text.slice(0, MAX_VALUE_LENGTH - 1)}…` : text;
}

function same(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The fields that differ between the state before and after a change, in the order they appear
 * (after's keys first, then keys only before had). A create lists every field set; a delete every
 * field it had. Non-object states compare as one field named 'value'.
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
            before: hasBefore ? renderValue(stateBefore) : null,
            after: hasAfter ? renderValue(stateAfter) : null,
          },
        ];
  }
  const before = (stateBefore ?? {}) as Record<string, unknown>;
  const after = (stateAfter ?? {}) as Record<string, unknown>;
  const keys = [...Object.keys(after), ...Object.keys(before).filter((k) => !(k in after))];
  const changes: FieldChange[] = [];
  for (const field of keys) {
    const inBefore = hasBefore && field in before;
    const inAfter = hasAfter && field in after;
    if (inBefore && inAfter && same(before[field], after[field])) continue;
    changes.push({
      field,
      before: inBefore ? renderValue(before[field]) : null,
      after: inAfter ? renderValue(after[field]) : null,
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
