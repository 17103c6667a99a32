/** Rules of the risk portal's screens shared by the console and the server (spec part 1 §4, §9). */

export const ApplicationRiskPeriod = {
  /** The application risk pages open on the last 90 days and never span more. */
  defaultDays: 90,
  maxDays: 90,
  /** The device dashboard's Cloud Services table. */
  cloudServicesDays: 100,
} as const;

/** The three application risk pages of the risk portal. */
export type ApplicationKind = 'web' | 'llm' | 'local';

/**
 * The applicationsRisk filter each page sends: web destinations other than LLMs, LLM assistants,
 * or local programs.
 */
export const ApplicationKindWhere = {
  web: { webApp: { eq: true }, isLlmApp: { eq: false } },
  llm: { isLlmApp: { eq: true } },
  local: { webApp: { eq: false } },
} as const satisfies Record<ApplicationKind, Record<string, { eq: boolean }>>;

/** The device dashboard's Cloud Services table: every web destination of the device, LLMs included. */
export const CloudServicesWhere = { webApp: { eq: true } } as const;

export type ActivityLevel = 'green' | 'yellow' | 'orange' | 'red';

/** Days since the last activity up to which the dot has each colour; above the last, red. */
export const ActivityThresholdDays = { green: 2, yellow: 6, orange: 10 } as const;

const DAY_MS = 86_400_000;

/** The device activity dot: up to 2 days green, up to 6 yellow, up to 10 orange, above red; never seen is red. */
export function activityLevel(lastActivity: Date | string | null | undefined, now: Date): ActivityLevel {
  if (!lastActivity) return 'red';
  const at = typeof lastActivity === 'string' ? new Date(lastActivity) : lastActivity;
  if (Number.isNaN(at.getTime())) return 'red';
  const days = Math.max(0, now.getTime() - at.getTime()) / DAY_MS;
  if (days <= ActivityThresholdDays.green) return 'green';
  if (days <= ActivityThresholdDays.yellow) return 'yellow';
  if (days <= ActivityThresholdDays.orange) return 'orange';
  return 'red';
}

export interface DayRange {
  /** YYYY-MM-DD, inclusive. */
  start: string;
  /** YYYY-MM-DD, inclusive. */
  end: string;
}

const toDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);

/** The UTC day `days` days after `day` (before it when negative), YYYY-MM-DD. */
export function shiftDay(day: string, days: number): string {
  return toDay(dayMs(day) + days * DAY_MS);
}

/** Number of days a range covers, both ends included. */
export function rangeDays(range: DayRange): number {
  return Math.round((dayMs(range.end) - dayMs(range.start)) / DAY_MS) + 1;
}

/** The last `days` days ending today (UTC). */
export function lastDays(days: number, now: Date): DayRange {
  const end = toDay(now.getTime());
  return { start: toDay(dayMs(end) - (days - 1) * DAY_MS), end };
}

/**
 * A period picker's new range after one end was moved: when the range would be reversed or longer
 * than `maxDays`, the other end moves with it (spec part 1 §2: at most 90 days, moving the other end).
 */
export function moveRangeEnd(range: DayRange, edge: 'start' | 'end', day: string, maxDays: number): DayRange {
  const span = (maxDays - 1) * DAY_MS;
  if (edge === 'start') {
    const start = dayMs(day);
    let end = dayMs(range.end);
    if (end < start) end = start;
    if (end - start > span) end = start + span;
    return { start: day, end: toDay(end) };
  }
  const end = dayMs(day);
  let start = dayMs(range.start);
  if (start > end) start = end;
  if (end - start > span) start = end - span;
  return { start: toDay(start), end: day };
}

/** The API's period of a day range: from the start of the first day to the end of the last (UTC). */
export function periodOf(range: DayRange): { startPeriod: string; finishPeriod: string } {
  return {
    startPeriod: `${range.start}T00:00:00.000Z`,
    finishPeriod: `${range.end}T23:59:59.999Z`,
  };
}
