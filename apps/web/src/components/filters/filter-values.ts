import { Limits } from '@vigil/contracts';
import type { DateRange, FilterDef, FilterValue, IntFilterDef, IsoDate, OptionValue } from './filter-types';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

export function isIsoDate(value: unknown): value is IsoDate {
  if (typeof value !== 'string') return false;
  const m = ISO_DATE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

const EMPTY_RANGE: DateRange = { from: null, to: null };

/** The value a filter starts with and returns to on Reset / Clear all. */
export function initialValue(def: FilterDef): FilterValue {
  switch (def.type) {
    case 'text':
      return def.initial ?? '';
    case 'int':
    case 'date':
      return def.initial ?? null;
    case 'dateRange':
      return def.initial ?? EMPTY_RANGE;
    case 'select':
      return def.initial ?? (def.multiple ? [] : null);
    case 'checkbox':
      return def.initial ?? false;
  }
}

function isOption(def: { options: readonly { value: OptionValue }[] }, value: unknown): value is OptionValue {
  return def.options.some((o) => o.value === value);
}

/** Whether `value` is a well-formed value of this filter (URL input is untrusted). */
export function isValidValue(def: FilterDef, value: unknown): value is FilterValue {
  switch (def.type) {
    case 'text':
      return typeof value === 'string' && value.length <= (def.maxLength ?? Limits.searchMax);
    case 'int':
      return (
        value === null ||
        (typeof value === 'number' &&
          Number.isInteger(value) &&
          (def.min === undefined || value >= def.min) &&
          (def.max === undefined || value <= def.max))
      );
    case 'date':
      return value === null || isIsoDate(value);
    case 'dateRange': {
      if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
      const { from, to } = value as Partial<DateRange>;
      if (from !== null && !isIsoDate(from)) return false;
      if (to !== null && !isIsoDate(to)) return false;
      return !(from && to && from > to);
    }
    case 'select':
      if (def.multiple) {
        return (
          Array.isArray(value) && value.every((v) => isOption(def, v)) && new Set(value).size === value.length
        );
      }
      return isOption(def, value);
    case 'checkbox':
      return typeof value === 'boolean';
  }
}

/** Whether the filter restricts the list (contributes to the where). */
export function isActive(def: FilterDef, value: FilterValue): boolean {
  switch (def.type) {
    case 'text':
      return typeof value === 'string' && value.trim() !== '';
    case 'int':
    case 'date':
      return value !== null;
    case 'dateRange': {
      const range = value as DateRange;
      return range.from !== null || range.to !== null;
    }
    case 'select':
      return def.multiple ? Array.isArray(value) && value.length > 0 : value !== null;
    case 'checkbox':
      return value === true;
  }
}

export function sameValue(a: FilterValue | undefined, b: FilterValue | undefined): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** How an edit reaches the list: after the 300 ms pause, at once, or only with Apply (spec part 1 §4). */
export type ApplyMode = 'debounced' | 'immediate' | 'manual';

export function applyMode(def: FilterDef): ApplyMode {
  switch (def.type) {
    case 'text':
    case 'int':
    case 'date':
    case 'dateRange':
      return 'debounced';
    case 'select':
    case 'checkbox':
      return def.applyImmediately ? 'immediate' : 'manual';
  }
}

/** A typed whole number within the filter's bounds, null for nothing, undefined when not acceptable. */
export function parseWholeNumber(
  text: string,
  def: Pick<IntFilterDef, 'min' | 'max'>,
): number | null | undefined {
  const t = text.trim();
  if (t === '') return null;
  if (!/^-?\d+$/.test(t)) return undefined;
  const n = Number(t);
  if (!Number.isSafeInteger(n)) return undefined;
  if ((def.min !== undefined && n < def.min) || (def.max !== undefined && n > def.max)) return undefined;
  return n;
}
