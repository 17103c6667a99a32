import { describe, expect, it } from 'vitest';
import type { FilterDef } from './filter-types';
import { applyMode } from './filter-values';
import {
  currentValues,
  filtersReducer,
  hasChangedValues,
  hasPendingDrafts,
  initFilters,
  type FiltersState,
} from './filters-reducer';

const defs: FilterDef[] = [
  { id: 'name', type: 'text', label: 'Name', field: 'name' },
  { id: 'files', type: 'int', label: 'Files', field: 'files', operation: 'gte', min: 0, max: 100_000_000 },
  {
    id: 'sensitive',
    type: 'select',
    label: 'Sensitive',
    field: 'isSensitive',
    initial: true,
    options: [
      { label: 'Both', value: null },
      { label: 'Sensitive', value: true },
      { label: 'Non-sensitive', value: false },
    ],
  },
];

function run(state: FiltersState, ...actions: Parameters<typeof filtersReducer>[1][]) {
  return actions.reduce(filtersReducer, state);
}

describe('filters reducer (spec part 1 §3, §4)', () => {
  it('starts every filter at its initial value, draft and current alike', () => {
    const state = initFilters(defs);
    expect(state.name).toEqual({ draft: '', current: '', initial: '' });
    expect(state.files).toEqual({ draft: null, current: null, initial: null });
    expect(state.sensitive).toEqual({ draft: true, current: true, initial: true });
  });

  it('takes valid current values given (from the URL), keeps initial for invalid ones', () => {
    const state = initFilters(defs, { name: 'acme', files: -5, sensitive: 'yes' });
    expect(state.name).toEqual({ draft: 'acme', current: 'acme', initial: '' });
    expect(state.files?.current).toBeNull();
    expect(state.sensitive?.current).toBe(true);
  });

  it('edit changes the draft only', () => {
    const state = run(initFilters(defs), { type: 'edit', id: 'name', value: 'ac' });
    expect(state.name).toEqual({ draft: 'ac', current: '', initial: '' });
    expect(hasPendingDrafts(state)).toBe(true);
  });

  it('Apply copies every draft to current', () => {
    const state = run(
      initFilters(defs),
      { type: 'edit', id: 'name', value: 'ac' },
      { type: 'edit', id: 'sensitive', value: false },
      { type: 'apply' },
    );
    expect(currentValues(state)).toEqual({ name: 'ac', files: null, sensitive: false });
    expect(hasPendingDrafts(state)).toBe(false);
  });

  it('Cancel copies current back to every draft', () => {
    const state = run(
      initFilters(defs),
      { type: 'edit', id: 'name', value: 'ac' },
      { type: 'apply' },
      { type: 'edit', id: 'name', value: 'acme' },
      { type: 'edit', id: 'files', value: 10 },
      { type: 'cancel' },
    );
    expect(state.name).toEqual({ draft: 'ac', current: 'ac', initial: '' });
    expect(state.files).toEqual({ draft: null, current: null, initial: null });
  });

  it('commit applies one filter and leaves the other drafts pending', () => {
    const state = run(
      initFilters(defs),
      { type: 'edit', id: 'name', value: 'ac' },
      { type: 'edit', id: 'sensitive', value: null },
      { type: 'commit', id: 'name' },
    );
    expect(state.name?.current).toBe('ac');
    expect(state.sensitive).toEqual({ draft: null, current: true, initial: true });
  });

  it('Clear all restores every initial value, draft and current', () => {
    const state = run(
      initFilters(defs),
      { type: 'edit', id: 'name', value: 'ac' },
      { type: 'edit', id: 'sensitive', value: false },
      { type: 'apply' },
      { type: 'edit', id: 'files', value: 3 },
      { type: 'reset' },
    );
    expect(state).toEqual(initFilters(defs));
    expect(hasChangedValues(state)).toBe(false);
  });

  it('Reset of one filter restores that filter only', () => {
    const state = run(
      initFilters(defs),
      { type: 'edit', id: 'name', value: 'ac' },
      { type: 'edit', id: 'sensitive', value: false },
      { type: 'apply' },
      { type: 'reset', id: 'sensitive' },
    );
    expect(currentValues(state)).toEqual({ name: 'ac', files: null, sensitive: true });
  });

  it('load sets current and draft; missing ids return to initial', () => {
    const state = run(
      initFilters(defs),
      { type: 'edit', id: 'files', value: 7 },
      { type: 'apply' },
      { type: 'load', values: { name: 'x', sensitive: null } },
    );
    expect(currentValues(state)).toEqual({ name: 'x', files: null, sensitive: null });
    expect(hasPendingDrafts(state)).toBe(false);
  });

  it('returns the same state for no-op actions and unknown ids', () => {
    const state = initFilters(defs);
    expect(filtersReducer(state, { type: 'apply' })).toBe(state);
    expect(filtersReducer(state, { type: 'cancel' })).toBe(state);
    expect(filtersReducer(state, { type: 'edit', id: 'nope', value: 'x' })).toBe(state);
    expect(filtersReducer(state, { type: 'edit', id: 'name', value: '' })).toBe(state);
  });
});

describe('applyMode', () => {
  it('text, number and date filters wait for the pause; selects wait for Apply unless applyImmediately', () => {
    expect(applyMode({ id: 'a', type: 'text', label: 'A' })).toBe('debounced');
    expect(applyMode({ id: 'a', type: 'int', label: 'A' })).toBe('debounced');
    expect(applyMode({ id: 'a', type: 'date', label: 'A' })).toBe('debounced');
    expect(applyMode({ id: 'a', type: 'dateRange', label: 'A' })).toBe('debounced');
    expect(applyMode({ id: 'a', type: 'select', label: 'A', options: [] })).toBe('manual');
    expect(applyMode({ id: 'a', type: 'select', label: 'A', options: [], applyImmediately: true })).toBe(
      'immediate',
    );
    expect(applyMode({ id: 'a', type: 'checkbox', label: 'A' })).toBe('manual');
  });
});
