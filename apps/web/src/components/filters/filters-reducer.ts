import type { FilterDef, FilterValue, FilterValues } from './filter-types';
import { initialValue, isValidValue, sameValue } from './filter-values';

/** Each filter's draft (what the controls show), current (what the list uses) and initial value. */
export interface FilterEntry {
  draft: FilterValue;
  current: FilterValue;
  initial: FilterValue;
}

export type FiltersState = Record<string, FilterEntry>;

export type FiltersAction =
  /** A control changed: the draft only. */
  | { type: 'edit'; id: string; value: FilterValue }
  /** One filter's draft becomes current (after the debounce pause, or at once). */
  | { type: 'commit'; id: string }
  /** Apply: every draft becomes current. */
  | { type: 'apply' }
  /** Cancel: every draft returns to current. */
  | { type: 'cancel' }
  /** Reset one filter, or all (Clear all): draft and current return to initial. */
  | { type: 'reset'; id?: string }
  /** Current values from outside (the URL): drafts follow. */
  | { type: 'load'; values: Partial<FilterValues> };

/** Initial state: `current` values (e.g. from the URL) that are valid for their filter, else initial. */
export function initFilters(defs: readonly FilterDef[], current: Partial<FilterValues> = {}): FiltersState {
  const state: FiltersState = {};
  for (const def of defs) {
    const initial = initialValue(def);
    const given = current[def.id];
    const value = given !== undefined && isValidValue(def, given) ? given : initial;
    state[def.id] = { draft: value, current: value, initial };
  }
  return state;
}

function mapEntries(state: FiltersState, fn: (entry: FilterEntry, id: string) => FilterEntry): FiltersState {
  let changed = false;
  const next: FiltersState = {};
  for (const [id, entry] of Object.entries(state)) {
    const updated = fn(entry, id);
    if (updated !== entry) changed = true;
    next[id] = updated;
  }
  return changed ? next : state;
}

function withValues(entry: FilterEntry, draft: FilterValue, current: FilterValue): FilterEntry {
  return sameValue(entry.draft, draft) && sameValue(entry.current, current)
    ? entry
    : { ...entry, draft, current };
}

export function filtersReducer(state: FiltersState, action: FiltersAction): FiltersState {
  switch (action.type) {
    case 'edit': {
      const entry = state[action.id];
      if (!entry || sameValue(entry.draft, action.value)) return state;
      return { ...state, [action.id]: { ...entry, draft: action.value } };
    }
    case 'commit': {
      const entry = state[action.id];
      if (!entry) return state;
      const updated = withValues(entry, entry.draft, entry.draft);
      return updated === entry ? state : { ...state, [action.id]: updated };
    }
    case 'apply':
      return mapEntries(state, (e) => withValues(e, e.draft, e.draft));
    case 'cancel':
      return mapEntries(state, (e) => withValues(e, e.current, e.current));
    case 'reset':
      return mapEntries(state, (e, id) =>
        action.id === undefined || action.id === id ? withValues(e, e.initial, e.initial) : e,
      );
    case 'load':
      return mapEntries(state, (e, id) => {
        const given = action.values[id];
        const value = given === undefined ? e.initial : given;
        return withValues(e, value, value);
      });
  }
}

export function currentValues(state: FiltersState): FilterValues {
  return Object.fromEntries(Object.entries(state).map(([id, e]) => [id, e.current]));
}

export function draftValues(state: FiltersState): FilterValues {
  return Object.fromEntries(Object.entries(state).map(([id, e]) => [id, e.draft]));
}

/** Some draft differs from its current value: Apply and Cancel have something to do. */
export function hasPendingDrafts(state: FiltersState): boolean {
  return Object.values(state).some((e) => !sameValue(e.draft, e.current));
}

/** Some current value differs from its initial value: Clear all has something to do. */
export function hasChangedValues(state: FiltersState): boolean {
  return Object.values(state).some((e) => !sameValue(e.current, e.initial) || !sameValue(e.draft, e.initial));
}
