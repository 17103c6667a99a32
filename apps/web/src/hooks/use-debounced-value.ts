import { useEffect, useState } from 'react';
import { Limits } from '@vigil/contracts';

/** The value once it has stopped changing for `delayMs` (filters: 300 ms, spec part 1 §4). */
export function useDebouncedValue<T>(value: T, delayMs: number = Limits.filterDebounceMs): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return debounced;
}
