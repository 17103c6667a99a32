import { useEffect, useRef } from 'react';

/** Calls `onEnd` when the returned sentinel scrolls into view (infinite scroll at 100 %). */
export function useInfiniteScroll<T extends Element>(onEnd: () => void, enabled: boolean) {
  const sentinel = useRef<T | null>(null);
  const callback = useRef(onEnd);
  useEffect(() => {
    callback.current = onEnd;
  }, [onEnd]);
  useEffect(() => {
    const node = sentinel.current;
    if (!enabled || !node || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting)) callback.current();
    });
    observer.observe(node);
    return () => observer.disconnect();
  }, [enabled]);
  return sentinel;
}
