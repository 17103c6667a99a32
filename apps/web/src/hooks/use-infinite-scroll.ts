import { useEffect, useRef, type RefObject } from 'react';

export interface InfiniteScrollOptions {
  /** The scrolling element the sentinel lives in; the viewport when absent. */
  root?: RefObject<Element | null>;
}

/**
 * Calls `onEnd` when the returned sentinel scrolls into view (infinite scroll at 100 %). The
 * observer is recreated whenever `enabled` turns true again, so a sentinel that is still visible
 * after a page arrived asks for the next one.
 */
export function useInfiniteScroll<T extends Element>(
  onEnd: () => void,
  enabled: boolean,
  options: InfiniteScrollOptions = {},
) {
  const sentinel = useRef<T | null>(null);
  const callback = useRef(onEnd);
  const { root } = options;
  useEffect(() => {
    callback.current = onEnd;
  }, [onEnd]);
  useEffect(() => {
    const node = sentinel.current;
    if (!enabled || !node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) callback.current();
      },
      { root: root?.current ?? null },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [enabled, root]);
  return sentinel;
}
