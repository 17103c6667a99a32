/** A parsed pattern: the subset of regular expressions both V8 and RE2 run with the same meaning. */
export type RegexNode =
  | { kind: 'empty' }
  | { kind: 'char'; code: number }
  /** Sorted, non-overlapping, inclusive UTF-16 code unit ranges (negation already applied). */
  | { kind: 'class'; ranges: Range[] }
  | { kind: 'assert'; which: 'lineStart' | 'lineEnd' | 'wordBoundary' | 'notWordBoundary' }
  | { kind: 'group'; body: RegexNode }
  | { kind: 'concat'; items: RegexNode[] }
  | { kind: 'alt'; options: RegexNode[] }
  | { kind: 'repeat'; body: RegexNode; min: number; max: number; lazy: boolean };

export type Range = readonly [number, number];

export const MAX_CODE = 0xffff;

export function normalizeRanges(input: readonly Range[]): Range[] {
  const sorted = [...input].sort((a, b) => a[0] - b[0]);
  const out: [number, number][] = [];
  for (const [lo, hi] of sorted) {
    const last = out[out.length - 1];
    if (last && lo <= last[1] + 1) last[1] = Math.max(last[1], hi);
    else out.push([lo, hi]);
  }
  return out;
}

export function complementRanges(ranges: readonly Range[]): Range[] {
  const out: Range[] = [];
  let next = 0;
  for (const [lo, hi] of normalizeRanges(ranges)) {
    if (lo > next) out.push([next, lo - 1]);
    next = hi + 1;
  }
  if (next <= MAX_CODE) out.push([next, MAX_CODE]);
  return out;
}

export function rangesContain(ranges: readonly Range[], code: number): boolean {
  for (const [lo, hi] of ranges) {
    if (code < lo) return false;
    if (code <= hi) return true;
  }
  return false;
}

export function rangesSize(ranges: readonly Range[]): number {
  let n = 0;
  for (const [lo, hi] of ranges) n += hi - lo + 1;
  return n;
}

export const DIGIT_RANGES: Range[] = [[0x30, 0x39]];
export const WORD_RANGES: Range[] = normalizeRanges([
  [0x30, 0x39],
  [0x41, 0x5a],
  [0x5f, 0x5f],
  [0x61, 0x7a],
]);
/** JavaScript's \s, spelled out so that both engines agree on it. */
export const SPACE_RANGES: Range[] = normalizeRanges([
  [0x09, 0x0d],
  [0x20, 0x20],
  [0xa0, 0xa0],
  [0x1680, 0x1680],
  [0x2000, 0x200a],
  [0x2028, 0x2029],
  [0x202f, 0x202f],
  [0x205f, 0x205f],
  [0x3000, 0x3000],
  [0xfeff, 0xfeff],
]);
/** JavaScript's `.` without the s flag: anything but line terminators. */
export const DOT_RANGES: Range[] = complementRanges([
  [0x0a, 0x0a],
  [0x0d, 0x0d],
  [0x2028, 0x2029],
]);
