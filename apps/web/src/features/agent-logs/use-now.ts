import { useEffect, useState } from 'react';

/** The time now, renewed every `everyMs` (the updater countdown ticks once a second, spec §9). */
export function useNow(everyMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
