import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { Limits } from '@vigil/contracts';
import { toOrder, type SortDirection, type SortState } from '../data-table/sort';
import type { FilterDef, FilterValue, FilterValues, Where, WhereField } from './filter-types';
import { applyMode, isActive } from './filter-values';
import {
  currentValues,
  draftValues,
  filtersReducer,
  hasChangedValues,
  hasPendingDrafts,
  initFilters,
  type FiltersState,
} from './filters-reducer';
import { parseListParam, serializeListParam, type ListViewSpec } from './list-url';
import { toWhere } from './to-where';

/** What filter controls and the filters panel work with. */
export interface FiltersController {
  /** The list id (URL parameter, remembered pin). */
  id: string;
  defs: readonly FilterDef[];
  state: FiltersState;
  draft: FilterValues;
  current: FilterValues;
  /** Filters whose current value restricts the list. */
  activeCount: number;
  /** Some draft is not applied yet. */
  pending: boolean;
  /** Some value differs from its initial value. */
  changed: boolean;
  /** A control changed; text, number and date filters apply 300 ms later, applyImmediately selects at once. */
  edit: (id: string, value: FilterValue) => void;
  apply: () => void;
  cancel: () => void;
  /** One filter back to its initial value, applied. */
  reset: (id: string) => void;
  /** Every filter back to its initial value, applied. */
  clearAll: () => void;
}

export interface ListView<TWhere, TOrder> {
  id: string;
  filters: FiltersController;
  /** The AND of the active filters: pass to useServerList. */
  where: TWhere | undefined;
  sort: SortState | null;
  /** `[{ field: direction }]`: pass to useServerList. */
  order: TOrder[] | undefined;
  /** Pass to DataTable's onSortChange. */
  setSort: (sort: SortState | null) => void;
}

export interface UseListViewOptions<TWhere> {
  /** Names the list's URL parameter; unique among the lists of a page. */
  id: string;
  /** Declared once (module scope): a new array each render re-parses the URL each render. */
  filters?: readonly FilterDef<WhereField<TWhere>>[];
  defaultSort?: SortState | null;
  /** The table's columns: their sortField values are the only sorts a URL may ask for. */
  columns?: readonly { sortField?: string }[];
}

const NO_FILTERS: readonly FilterDef[] = [];

/**
 * A list's filters and sort: the filter model of spec part 1 §3/§4 (draft, current, initial),
 * kept in the URL parameter named by `id` so a view can be shared and survives a reload.
 */
export function useListView<TWhere = Where, TOrder = Record<string, SortDirection>>(
  options: UseListViewOptions<TWhere>,
): ListView<TWhere, TOrder> {
  const { id, columns } = options;
  const defs = (options.filters ?? NO_FILTERS) as readonly FilterDef[];
  const defaultField = options.defaultSort?.field;
  const defaultDirection = options.defaultSort?.direction;

  const spec = useMemo<ListViewSpec>(() => {
    const sortFields = columns?.flatMap((c) => (c.sortField ? [c.sortField] : []));
    const defaultSort =
      defaultField && defaultDirection ? { field: defaultField, direction: defaultDirection } : null;
    return {
      filters: defs,
      defaultSort,
      sortFields:
        sortFields && defaultSort && !sortFields.includes(defaultSort.field)
          ? [...sortFields, defaultSort.field]
          : sortFields,
    };
  }, [defs, columns, defaultField, defaultDirection]);

  const [searchParams, setSearchParams] = useSearchParams();
  const raw = searchParams.get(id);
  const [state, dispatch] = useReducer(filtersReducer, undefined, () =>
    initFilters(defs, parseListParam(raw, spec).filters),
  );
  const [sort, setSortState] = useState<SortState | null>(() => parseListParam(raw, spec).sort);

  const current = useMemo(() => currentValues(state), [state]);
  const serialized = serializeListParam({ filters: current, sort }, spec);

  // Values this hook wrote to the URL that the router has not reported back yet.
  const pendingWrites = useRef<(string | null)[]>([]);
  const serializedRef = useRef(serialized);
  useEffect(() => {
    serializedRef.current = serialized;
  }, [serialized]);

  useEffect(() => {
    const pending = pendingWrites.current.indexOf(raw);
    if (pending >= 0) {
      pendingWrites.current = pendingWrites.current.slice(pending + 1);
      return;
    }
    // Back/forward or an edited address: the URL wins.
    const view = parseListParam(raw, spec);
    if (serializeListParam(view, spec) === serializedRef.current) return;
    dispatch({ type: 'load', values: view.filters });
    setSortState(view.sort);
  }, [raw, spec]);

  useEffect(() => {
    if (serialized === raw) return;
    pendingWrites.current.push(serialized);
    setSearchParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (serialized === null) next.delete(id);
        else next.set(id, serialized);
        return next;
      },
      { replace: true },
    );
    // Only a change of this list's view writes the URL; a URL change is handled above.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [serialized]);

  const timers = useRef(new Map<string, ReturnType<typeof setTimeout>>());
  const clearTimers = useCallback(() => {
    for (const timer of timers.current.values()) clearTimeout(timer);
    timers.current.clear();
  }, []);
  useEffect(() => clearTimers, [clearTimers]);

  const edit = useCallback(
    (filterId: string, value: FilterValue) => {
      const def = defs.find((d) => d.id === filterId);
      if (!def) return;
      dispatch({ type: 'edit', id: filterId, value });
      const mode = applyMode(def);
      if (mode === 'immediate') {
        dispatch({ type: 'commit', id: filterId });
      } else if (mode === 'debounced') {
        const previous = timers.current.get(filterId);
        if (previous) clearTimeout(previous);
        timers.current.set(
          filterId,
          setTimeout(() => {
            timers.current.delete(filterId);
            dispatch({ type: 'commit', id: filterId });
          }, Limits.filterDebounceMs),
        );
      }
    },
    [defs],
  );

  const filters = useMemo<FiltersController>(
    () => ({
      id,
      defs,
      state,
      draft: draftValues(state),
      current,
      activeCount: defs.filter((d) => state[d.id] && isActive(d, state[d.id]!.current)).length,
      pending: hasPendingDrafts(state),
      changed: hasChangedValues(state),
      edit,
      apply: () => {
        clearTimers();
        dispatch({ type: 'apply' });
      },
      cancel: () => {
        clearTimers();
        dispatch({ type: 'cancel' });
      },
      reset: (filterId: string) => {
        const timer = timers.current.get(filterId);
        if (timer) clearTimeout(timer);
        timers.current.delete(filterId);
        dispatch({ type: 'reset', id: filterId });
      },
      clearAll: () => {
        clearTimers();
        dispatch({ type: 'reset' });
      },
    }),
    [id, defs, state, current, edit, clearTimers],
  );

  const where = useMemo(() => toWhere<TWhere>(defs, current), [defs, current]);
  const order = useMemo(() => toOrder<TOrder>(sort), [sort]);

  return { id, filters, where, sort, order, setSort: setSortState };
}
