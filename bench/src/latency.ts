import { percentile, round } from './report.js';

export const TARGET_P95_MS = 50;

export interface Latency {
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  runs: number;
  targetP95Ms: number;
  met: boolean;
}

export interface Failure {
  error: string;
}

export interface LatencyOptions {
  warmup: number;
  runs: number;
  /** A query slower than this stops early (after at least 5 runs), so one bad plan cannot stall the run. */
  budgetMs: number;
}

/**
 * Times `call` one run after another (as one user clicking through the console), after untimed
 * warm-up runs that fill caches and prepare statements. A failure of any run is the result.
 */
export async function measureLatency(
  call: () => Promise<unknown>,
  options: LatencyOptions,
): Promise<Latency | Failure> {
  try {
    for (let i = 0; i < options.warmup; i++) await call();
    const times: number[] = [];
    const started = Date.now();
    while (times.length < options.runs) {
      const t0 = process.hrtime.bigint();
      await call();
      times.push(Number(process.hrtime.bigint() - t0) / 1e6);
      if (times.length >= 5 && Date.now() - started > options.budgetMs) break;
    }
    times.sort((a, b) => a - b);
    const p95 = percentile(times, 95);
    return {
      p50Ms: round(percentile(times, 50)),
      p95Ms: round(p95),
      maxMs: round(times[times.length - 1] ?? 0),
      runs: times.length,
      targetP95Ms: TARGET_P95_MS,
      met: p95 <= TARGET_P95_MS,
    };
  } catch (err) {
    return { error: err instanceof Error ? err.message : String(err) };
  }
}

export function isFailure<T>(value: T | Failure): value is Failure {
  return typeof value === 'object' && value !== null && 'error' in value;
}
