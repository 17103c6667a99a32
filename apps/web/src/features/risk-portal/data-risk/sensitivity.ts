import type { SelectOption } from '../../../components/filters';

/**
 * Which kind of data a risk table counts (spec part 1 §9: options Both, Sensitive, Non-sensitive).
 * In a filter's value and the URL, Both is null ("no restriction").
 */
export type Sensitivity = 'BOTH' | 'SENSITIVE' | 'NON_SENSITIVE';

export const SENSITIVITY_OPTIONS: readonly SelectOption[] = [
  { label: 'Both', value: null },
  { label: 'Sensitive', value: 'SENSITIVE' },
  { label: 'Non-sensitive', value: 'NON_SENSITIVE' },
];

/** The sensitivity a filter value stands for; anything unknown is Both. */
export function sensitivityOf(value: unknown): Sensitivity {
  return value === 'SENSITIVE' || value === 'NON_SENSITIVE' ? value : 'BOTH';
}

/** The filter value of a sensitivity (Both is null). */
export function sensitivityValue(sensitivity: Sensitivity): string | null {
  return sensitivity === 'BOTH' ? null : sensitivity;
}

export function sensitivityLabel(sensitivity: Sensitivity): string {
  return SENSITIVITY_OPTIONS.find((o) => o.value === sensitivityValue(sensitivity))?.label ?? 'Both';
}
