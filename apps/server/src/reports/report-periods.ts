import type { ReportScheduleType } from '@vigil/contracts';

/**
 * When a schedule runs: at 00:00 UTC on the first day of each month (MONTHLY) or of January,
 * April, July and October (QUARTERLY). A schedule chosen mid-period sends its first report at the
 * start of the next period.
 */
export function nextPeriodStart(type: Exclude<ReportScheduleType, 'NONE'>, after: Date): Date {
  const year = after.getUTCFullYear();
  const month = after.getUTCMonth();
  const next = type === 'MONTHLY' ? month + 1 : (Math.floor(month / 3) + 1) * 3;
  return new Date(Date.UTC(year, next, 1));
}

/** The period a report sent at `start` covers, for its name: "2026-10" or "2026 Q3". */
export function periodLabel(type: Exclude<ReportScheduleType, 'NONE'>, start: Date): string {
  const previous = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() - 1, 1));
  const year = previous.getUTCFullYear();
  if (type === 'MONTHLY') return `${year}-${String(previous.getUTCMonth() + 1).padStart(2, '0')}`;
  return `${year} Q${Math.floor(previous.getUTCMonth() / 3) + 1}`;
}
