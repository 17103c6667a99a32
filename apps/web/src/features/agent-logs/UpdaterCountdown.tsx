import { updaterCountdown } from '@vigil/contracts';
import { useNow } from './use-now';

/** Time to complete (spec §4): mm:ss to five minutes after the updater's check-in, then Waiting. */
export function UpdaterCountdown({ at }: { at: string | null | undefined }) {
  const now = useNow();
  return <span data-testid="updater-countdown">{updaterCountdown(at, now)}</span>;
}
