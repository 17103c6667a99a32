const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;

function ago(n: number, unit: string): string {
  return `${n} ${unit}${n === 1 ? '' : 's'} ago`;
}

/**
 * How long ago `at` was, in the largest whole unit: 'just now', '5 minutes ago', '3 hours ago',
 * '2 days ago', '4 months ago', '1 year ago'. A time after `now` (clocks drift) reads 'just now'.
 * Null when `at` is not a date.
 */
export function timeAgo(at: Date | string, now: Date): string | null {
  const time = typeof at === 'string' ? Date.parse(at) : at.getTime();
  if (Number.isNaN(time)) return null;
  const elapsed = now.getTime() - time;
  if (elapsed < MINUTE_MS) return 'just now';
  if (elapsed < HOUR_MS) return ago(Math.floor(elapsed / MINUTE_MS), 'minute');
  if (elapsed < DAY_MS) return ago(Math.floor(elapsed / HOUR_MS), 'hour');
  const days = Math.floor(elapsed / DAY_MS);
  if (days < 30) return ago(days, 'day');
  if (days < 365) return ago(Math.min(11, Math.floor(days / 30)), 'month');
  return ago(Math.floor(days / 365), 'year');
}

export interface LastSeenFacts {
  deviceIsOnline: boolean;
  deviceLastActivity: string | null;
}

/** The Last Seen Online cell (spec part 1 §2): 'Connected', a relative time, or 'Never'. */
export function lastSeenLabel(device: LastSeenFacts, now: Date): string {
  if (device.deviceIsOnline) return 'Connected';
  if (!device.deviceLastActivity) return 'Never';
  return timeAgo(device.deviceLastActivity, now) ?? 'Never';
}
