import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { ApplicationRiskPeriod, lastDays, rangeDays, type DayRange } from '@vigil/contracts';

/** URL parameters of the period, so a chosen period survives a reload and can be shared. */
export const PeriodParams = { from: 'from', to: 'to' } as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function isDay(value: string | null): value is string {
  if (!value || !DAY.test(value)) return false;
  const parsed = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === value;
}

/** The default period: the last 90 days ending today (UTC). */
export function defaultPeriod(now: Date): DayRange {
  return lastDays(ApplicationRiskPeriod.defaultDays, now);
}

/**
 * The period a URL asks for; anything the picker could not have produced (a malformed or reversed
 * range, one ending after today or longer than the maximum) falls back to the default.
 */
export function parsePeriod(from: string | null, to: string | null, now: Date): DayRange {
  const fallback = defaultPeriod(now);
  if (!isDay(from) || !isDay(to)) return fallback;
  if (from > to || to > fallback.end) return fallback;
  if (rangeDays({ start: from, end: to }) > ApplicationRiskPeriod.maxDays) return fallback;
  return { start: from, end: to };
}

/** The period's URL parameters, or null when it is the default (the URL then stays clean). */
export function periodParams(range: DayRange, now: Date): { from: string; to: string } | null {
  const fallback = defaultPeriod(now);
  if (range.start === fallback.start && range.end === fallback.end) return null;
  return { from: range.start, to: range.end };
}

/** The application risk period, read from and written to the URL. */
export function usePeriodParam(now: Date): [DayRange, (range: DayRange) => void] {
  const [searchParams, setSearchParams] = useSearchParams();
  const from = searchParams.get(PeriodParams.from);
  const to = searchParams.get(PeriodParams.to);
  const today = now.toISOString().slice(0, 10);
  // Keyed on the day, not the instant: a new Date each render must not make a new range.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const range = useMemo(() => parsePeriod(from, to, now), [from, to, today]);
  const setRange = useCallback(
    (next: DayRange) => {
      const params = periodParams(next, new Date());
      setSearchParams(
        (prev) => {
          const out = new URLSearchParams(prev);
          if (params) {
            out.set(PeriodParams.from, params.from);
            out.set(PeriodParams.to, params.to);
          } else {
            out.delete(PeriodParams.from);
            out.delete(PeriodParams.to);
          }
          return out;
        },
        { replace: true },
      );
    },
    [setSearchParams],
  );
  return [range, setRange];
}
