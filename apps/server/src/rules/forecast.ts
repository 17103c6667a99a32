/**
 * The encryption forecast of the Encryption Wizard (spec part 1 §3 "Wizard data"), as a pure
 * function so the rule is written and tested once.
 *
 * Model: a classifier's rule encrypts a file once the file has not been accessed for `delayDays`
 * days. Each not-yet-encrypted file of the classifier is assumed not to be opened again, so it
 * becomes encrypted on the UTC day `lastAccessDay + delayDays`, or on the first day (today) when
 * that day has already passed. Its last access is the file's access time, falling back to its
 * modification time. Files already encrypted count as reduced from the first day.
 *
 * - currentRisk: the classifier's risk today (every live file with a finding of it, encrypted or
 *   not; USD of its findings).
 * - futurePrediction: one point per UTC day from today (day 0) to today + FORECAST_HORIZON_DAYS,
 *   inclusive; reductionRisk is the risk in files encrypted by the end of that day.
 * - totals: currentRisk, reductionRisk on the first day (what turning encryption on with this
 *   delay encrypts at once, including what is already encrypted) and residualRisk = currentRisk −
 *   reductionRisk (files used within the last `delayDays` days, still readable).
 *
 * Money is micro-dollars (bigint) throughout, so every figure is exact.
 */

export const FORECAST_HORIZON_DAYS = 90;

/** The risk of the classifier's files whose last access fell on one UTC day. */
export interface ForecastBucket {
  /** 'YYYY-MM-DD' (UTC) of the files' last access. */
  lastAccessDay: string;
  isEncrypted: boolean;
  costMicro: bigint;
}

export interface ForecastPoint {
  /** 'YYYY-MM-DD' (UTC). */
  date: string;
  reductionMicro: bigint;
}

export interface Forecast {
  currentMicro: bigint;
  points: ForecastPoint[];
  totals: { currentMicro: bigint; reductionMicro: bigint; residualMicro: bigint };
}

const DAY_MS = 86_400_000;

/** 'YYYY-MM-DD' of a Date in UTC. */
export function utcDay(d: Date): string {
  return d.toISOString().slice(0, 10);
}

/** 'YYYY-MM-DD' + n days. */
export function addDays(day: string, n: number): string {
  return utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS));
}

/** Whole days from `from` to `to` ('YYYY-MM-DD'). */
function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The day (offset from today, 0 = today) a not-yet-encrypted file becomes encrypted. */
export function encryptionDayOffset(lastAccessDay: string, delayDays: number, today: string): number {
  return Math.max(0, daysBetween(today, lastAccessDay) + delayDays);
}

export function forecastEncryption(
  buckets: readonly ForecastBucket[],
  delayDays: number,
  today: string,
  horizonDays = FORECAST_HORIZON_DAYS,
): Forecast {
  let current = 0n;
  let already = 0n;
  // Risk newly encrypted on each day of the horizon (index = offset from today).
  const newly = new Array<bigint>(horizonDays + 1).fill(0n);
  for (const b of buckets) {
    current += b.costMicro;
    if (b.isEncrypted) {
      already += b.costMicro;
      continue;
    }
    const offset = encryptionDayOffset(b.lastAccessDay, delayDays, today);
    if (offset <= horizonDays) newly[offset] = (newly[offset] ?? 0n) + b.costMicro;
  }
  const points: ForecastPoint[] = [];
  let reduction = already;
  for (let i = 0; i <= horizonDays; i += 1) {
    reduction += newly[i] ?? 0n;
    points.push({ date: addDays(today, i), reductionMicro: reduction });
  }
  const first = points[0]?.reductionMicro ?? already;
  return {
    currentMicro: current,
    points,
    totals: { currentMicro: current, reductionMicro: first, residualMicro: current - first },
  };
}
