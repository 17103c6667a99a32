import { useCallback, useMemo, useRef, useState } from 'react';
import { useSnackbar } from '../../shell/snackbar/snackbar-context';

export interface RowOverrides<TPatch extends object> {
  /** The row as shown: the server's values with the changes made here laid over them. */
  apply: <TRow extends { id: number }>(row: TRow) => TRow;
  /**
   * Shows `patch` at once, sends it, keeps it on success (with `success` in the snackbar) and
   * takes it back with the server's message when refused (spec part 1 §4, §8).
   */
  change: (id: number, patch: TPatch, send: () => Promise<unknown>, success: string) => Promise<boolean>;
  /** Forget every override (e.g. after the list reloaded from the server). */
  clear: () => void;
}

/**
 * Optimistic edits of list rows (switches, testing group): the list rows are not normalised in
 * the cache, so the chosen values are kept here. One change of a field of a row at a time.
 */
export function useRowOverrides<TPatch extends object>(): RowOverrides<TPatch> {
  const snackbar = useSnackbar();
  const [overrides, setOverrides] = useState<ReadonlyMap<number, Partial<TPatch>>>(new Map());
  const pending = useRef(new Set<string>());

  const apply = useCallback(
    <TRow extends { id: number }>(row: TRow): TRow => {
      const o = overrides.get(row.id);
      return o ? { ...row, ...o } : row;
    },
    [overrides],
  );

  const change = useCallback(
    async (id: number, patch: TPatch, send: () => Promise<unknown>, success: string) => {
      const keys = Object.keys(patch).map((k) => `${id}:${k}`);
      if (keys.some((k) => pending.current.has(k))) return false;
      const previous = overrides.get(id);
      const put = (value: Partial<TPatch> | undefined) =>
        setOverrides((old) => {
          const next = new Map(old);
          if (value === undefined) next.delete(id);
          else next.set(id, value);
          return next;
        });
      put({ ...previous, ...patch });
      keys.forEach((k) => pending.current.add(k));
      try {
        await send();
        snackbar.show(success, 'success');
        return true;
      } catch (error) {
        setOverrides((old) => {
          const next = new Map(old);
          const current = { ...next.get(id) } as Record<string, unknown>;
          for (const key of Object.keys(patch)) {
            if (previous && key in previous) current[key] = (previous as Record<string, unknown>)[key];
            else delete current[key];
          }
          if (Object.keys(current).length === 0) next.delete(id);
          else next.set(id, current as Partial<TPatch>);
          return next;
        });
        snackbar.showError(error);
        return false;
      } finally {
        keys.forEach((k) => pending.current.delete(k));
      }
    },
    [overrides, snackbar],
  );

  const clear = useCallback(() => setOverrides(new Map()), []);
  return useMemo(() => ({ apply, change, clear }), [apply, change, clear]);
}
