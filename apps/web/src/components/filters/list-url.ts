import { isSortDirection, type SortState } from '../data-table/sort';
import type { FilterDef, FilterValues } from './filter-types';
import { initialValue, isValidValue, sameValue } from './filter-values';

/**
 * A list's view in the URL: one query parameter per list (named by the list id) holding JSON,
 * `{"f":{"<filter id>":<value>},"s":["<field>","ASC"|"DESC"]}`, with only what differs from the
 * defaults — a list in its default state leaves no parameter.
 */
export interface ListViewState {
  filters: FilterValues;
  sort: SortState | null;
}

export interface ListViewSpec {
  filters: readonly FilterDef[];
  defaultSort: SortState | null;
  /** Fields a column may sort by; when absent any GraphQL-like name is accepted. */
  sortFields?: readonly string[];
}

const FIELD_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,99}$/;

export function defaultListView(spec: ListViewSpec): ListViewState {
  return {
    filters: Object.fromEntries(spec.filters.map((def) => [def.id, initialValue(def)])),
    sort: spec.defaultSort,
  };
}

function parseSort(value: unknown, spec: ListViewSpec): SortState | null {
  if (!Array.isArray(value) || value.length !== 2) return spec.defaultSort;
  const [field, direction] = value as unknown[];
  if (typeof field !== 'string' || !isSortDirection(direction)) return spec.defaultSort;
  const allowed = spec.sortFields ? spec.sortFields.includes(field) : FIELD_NAME.test(field);
  return allowed ? { field, direction } : spec.defaultSort;
}

/** The view a URL parameter describes; anything malformed falls back to its default, never throws. */
export function parseListParam(raw: string | null, spec: ListViewSpec): ListViewState {
  const view = defaultListView(spec);
  if (!raw) return view;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return view;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return view;
  const { f, s } = parsed as { f?: unknown; s?: unknown };
  if (f && typeof f === 'object' && !Array.isArray(f)) {
    const given = f as Record<string, unknown>;
    for (const def of spec.filters) {
      if (!Object.hasOwn(given, def.id)) continue;
      const value = given[def.id];
      if (isValidValue(def, value)) view.filters[def.id] = value;
    }
  }
  if (s !== undefined) view.sort = parseSort(s, spec);
  return view;
}

function sameSort(a: SortState | null, b: SortState | null): boolean {
  return a?.field === b?.field && a?.direction === b?.direction;
}

/** The URL parameter for a view, or null when everything is at its default. */
export function serializeListParam(view: ListViewState, spec: ListViewSpec): string | null {
  const f: FilterValues = {};
  for (const def of spec.filters) {
    const value = view.filters[def.id];
    if (value === undefined || sameValue(value, initialValue(def))) continue;
    f[def.id] = value;
  }
  const out: { f?: FilterValues; s?: [string, string] | null } = {};
  if (Object.keys(f).length > 0) out.f = f;
  if (!sameSort(view.sort, spec.defaultSort) && view.sort) out.s = [view.sort.field, view.sort.direction];
  return Object.keys(out).length > 0 ? JSON.stringify(out) : null;
}
