import { useMemo } from 'react';
import { useSearchParams } from 'react-router';

/** A positive integer query parameter, or null. */
function idParam(params: URLSearchParams, name: string): number | null {
  const raw = params.get(name);
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id > 0 ? id : null;
}

export interface DrillDown {
  classifierId: number | null;
  deviceId: number | null;
  /** Removes one of them from the URL (the chip's delete). */
  clear: (name: 'classifierId' | 'deviceId') => void;
  /** Puts one of them in the URL (a picker's choice); null removes it. */
  set: (name: 'classifierId' | 'deviceId', id: number | null) => void;
}

/**
 * What a link from the risk portal carries (?classifierId, ?deviceId): the rows behind the figure
 * that was clicked.
 */
export function useDrillDown(): DrillDown {
  const [params, setParams] = useSearchParams();
  const classifierId = idParam(params, 'classifierId');
  const deviceId = idParam(params, 'deviceId');
  return useMemo(() => {
    // From the address as it is now, not as this render saw it: two picks in a row must not
    // bring back what the first one removed.
    const update = (name: 'classifierId' | 'deviceId', id: number | null) => {
      const next = new URLSearchParams(window.location.search);
      if (id === null) next.delete(name);
      else next.set(name, String(id));
      setParams(next, { replace: true });
    };
    return {
      classifierId,
      deviceId,
      clear: (name) => update(name, null),
      set: update,
    };
  }, [classifierId, deviceId, setParams]);
}

/** `where` AND the drill-down's conditions. */
export function withConditions<W extends object>(where: W | undefined, extra: W[]): W | undefined {
  const parts = [...(where ? [where] : []), ...extra];
  if (parts.length === 0) return undefined;
  if (parts.length === 1) return parts[0];
  return { and: parts } as W;
}
