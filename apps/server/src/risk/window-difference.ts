import { rangeDays, shiftDay, type DayRange } from '@vigil/contracts';

/**
 * How a period differs from a customer's application window: the window's days outside the period
 * (to subtract from the window's sums) and the period's days outside the window (to add).
 */
export interface WindowDifference {
  minus: DayRange[];
  plus: DayRange[];
  /** How many days the two lists cover. */
  days: number;
}

export function windowDifference(window: DayRange, period: DayRange): WindowDifference {
  const minus = outside(window, period);
  const plus = outside(period, window);
  return { minus, plus, days: [...minus, ...plus].reduce((n, r) => n + rangeDays(r), 0) };
}

/**
 * Reading a window costs about what this many days of daily rows do (an application is active on
 * about one day in six): a period is read from a window and the days between when those days and
 * this are fewer than the period's own days.
 */
export const WINDOW_COST_DAYS = 10;

/** Whether `difference` makes the window the cheaper way to `period` (or the very period: 0 days). */
export function readsWindow(difference: WindowDifference, period: DayRange): boolean {
  return difference.days === 0 || difference.days + WINDOW_COST_DAYS < rangeDays(period);
}

/** The days of `range` before `other` and after it (YYYY-MM-DD strings compare as days do). */
function outside(range: DayRange, other: DayRange): DayRange[] {
  const before = { start: range.start, end: min(range.end, shiftDay(other.start, -1)) };
  const after = { start: max(range.start, shiftDay(other.end, 1)), end: range.end };
  return [before, after].filter((r) => r.start <= r.end);
}

const min = (a: string, b: string) => (a < b ? a : b);
const max = (a: string, b: string) => (a > b ? a : b);
