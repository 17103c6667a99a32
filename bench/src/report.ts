/** Progress goes to stderr; stdout carries only the final JSON, so `npm run bench > out.json` works. */
export function progress(message: string): void {
  process.stderr.write(`[bench] ${message}\n`);
}

export function round(value: number, digits = 1): number {
  const f = 10 ** digits;
  return Math.round(value * f) / f;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i] as number;
}

export interface Target {
  target: number;
  unit: string;
  met: boolean;
}

export function target(value: number, goal: number, unit: string): Target {
  return { target: goal, unit, met: value >= goal };
}
