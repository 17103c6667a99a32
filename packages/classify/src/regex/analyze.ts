import { normalizeRanges, rangesSize, type Range, type RegexNode } from './ast.js';

/**
 * Upper bound on the work V8's backtracking engine may do per start position before the engine
 * lets it run a pattern (see README "Regex safety"). Above it, or with any unbounded repetition,
 * the pattern runs on the linear-time engine.
 */
export const NATIVE_STEP_BUDGET = 10_000;

/** Exact-string sets larger than this are not tracked: they would not make a useful prefilter. */
const MAX_LITERAL_SET = 64;

export interface RequiredLiterals {
  /** Every match contains at least one of these (lower-cased when matching ignores case). */
  literals: string[];
  /** How far before a literal's start, and after its end, a match can reach. */
  maxBefore: number;
  maxAfter: number;
}

export interface PatternAnalysis {
  minLength: number;
  maxLength: number;
  /** Paths a backtracking matcher may explore per start position (Infinity: unbounded). */
  paths: number;
  /**
   * paths × (2 × bounded length + node count): the work per start position compared with
   * NATIVE_STEP_BUDGET, besides the characters unbounded loops consume (at most the input once
   * per loop, see loopsAreLinear). Infinity when no such bound is proven.
   */
  stepBound: number;
  nativeSafe: boolean;
  required: RequiredLiterals | null;
  /** Characters a match can start with (both cases when matching ignores case). */
  firstChars: Range[];
  /** The pattern can match the empty string. */
  nullable: boolean;
  /** Some character of the pattern has a case: matching with and without case differs. */
  hasCase: boolean;
}

interface Follow {
  ranges: Range[];
}

const ASCII_FOLD_LIMIT = 0x80;

export function foldRanges(ranges: readonly Range[], ignoreCase: boolean): Range[] {
  if (!ignoreCase) return [...ranges];
  const out: Range[] = [...ranges];
  for (const [lo, hi] of ranges) {
    for (let c = lo; c <= Math.min(hi, 0x7f); c++) {
      if (c >= 0x41 && c <= 0x5a) out.push([c + 32, c + 32]);
      else if (c >= 0x61 && c <= 0x7a) out.push([c - 32, c - 32]);
    }
    // Outside ASCII, case folding stays outside ASCII (non-unicode mode): over-approximate.
    if (hi >= ASCII_FOLD_LIMIT) out.push([ASCII_FOLD_LIMIT, 0xffff]);
  }
  return normalizeRanges(out);
}

function intersects(a: readonly Range[], b: readonly Range[]): boolean {
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const x = a[i]!;
    const y = b[j]!;
    if (x[1] < y[0]) i++;
    else if (y[1] < x[0]) j++;
    else return true;
  }
  return false;
}

/**
 * Length of a match, folded over the tree: the shortest ('min'), the longest ('max', Infinity when
 * unbounded) or the longest counting only the bounded part of unbounded repetitions ('bounded').
 */
type LengthMeasure = 'min' | 'max' | 'bounded';

function matchLength(node: RegexNode, measure: LengthMeasure): number {
  switch (node.kind) {
    case 'empty':
    case 'assert':
      return 0;
    case 'char':
    case 'class':
      return 1;
    case 'group':
      return matchLength(node.body, measure);
    case 'concat':
      return node.items.reduce((sum, item) => sum + matchLength(item, measure), 0);
    case 'alt': {
      const lengths = node.options.map((option) => matchLength(option, measure));
      return measure === 'min' ? Math.min(...lengths) : Math.max(...lengths);
    }
    case 'repeat': {
      const body = matchLength(node.body, measure);
      if (measure === 'min') return node.min * body;
      if (measure === 'bounded') return (node.max === Infinity ? node.min : node.max) * body;
      if (body === 0) return 0;
      return node.max === Infinity ? Infinity : node.max * body;
    }
  }
}

const minLength = (node: RegexNode) => matchLength(node, 'min');
const maxLength = (node: RegexNode) => matchLength(node, 'max');
const boundedLength = (node: RegexNode) => matchLength(node, 'bounded');

/** The classes of unbounded single-character loops (`\s*`, `\d+`); null if another kind exists. */
function unboundedLoops(node: RegexNode): Range[][] | null {
  switch (node.kind) {
    case 'group':
      return unboundedLoops(node.body);
    case 'concat':
    case 'alt': {
      const out: Range[][] = [];
      for (const child of node.kind === 'concat' ? node.items : node.options) {
        const loops = unboundedLoops(child);
        if (!loops) return null;
        out.push(...loops);
      }
      return out;
    }
    case 'repeat': {
      const inner = unboundedLoops(node.body);
      if (!inner) return null;
      if (node.max !== Infinity) return inner;
      if (node.body.kind === 'class') return [...inner, [...node.body.ranges]];
      if (node.body.kind === 'char') return [...inner, [[node.body.code, node.body.code]]];
      return null;
    }
    default:
      return [];
  }
}

function nodeCount(node: RegexNode): number {
  switch (node.kind) {
    case 'group':
    case 'repeat':
      return 1 + nodeCount(node.body);
    case 'concat':
      return 1 + node.items.reduce((sum, item) => sum + nodeCount(item), 0);
    case 'alt':
      return 1 + node.options.reduce((sum, option) => sum + nodeCount(option), 0);
    default:
      return 1;
  }
}

/** Characters a match of node can start with; `nullable` when it can match the empty string. */
function first(node: RegexNode): { ranges: Range[]; nullable: boolean } {
  switch (node.kind) {
    case 'empty':
    case 'assert':
      return { ranges: [], nullable: true };
    case 'char':
      return { ranges: [[node.code, node.code]], nullable: false };
    case 'class':
      return { ranges: [...node.ranges], nullable: false };
    case 'group':
      return first(node.body);
    case 'concat': {
      const ranges: Range[] = [];
      for (const item of node.items) {
        const f = first(item);
        ranges.push(...f.ranges);
        if (!f.nullable) return { ranges: normalizeRanges(ranges), nullable: false };
      }
      return { ranges: normalizeRanges(ranges), nullable: true };
    }
    case 'alt': {
      const fs = node.options.map(first);
      return {
        ranges: normalizeRanges(fs.flatMap((f) => f.ranges)),
        nullable: fs.some((f) => f.nullable),
      };
    }
    case 'repeat': {
      const f = first(node.body);
      return { ranges: f.ranges, nullable: node.min === 0 || f.nullable };
    }
  }
}

const CAP = 1e12;
const cap = (n: number) => (n > CAP ? Infinity : n);

/**
 * Counts the backtracking paths of node given what may follow it. A repetition of one character
 * class that no following character can continue is counted once: giving back a character can
 * only make the next step fail at once.
 */
function paths(node: RegexNode, follow: Follow, ignoreCase: boolean): number {
  switch (node.kind) {
    case 'empty':
    case 'assert':
    case 'char':
    case 'class':
      return 1;
    case 'group':
      return paths(node.body, follow, ignoreCase);
    case 'alt':
      return cap(node.options.reduce((sum, option) => sum + paths(option, follow, ignoreCase), 0));
    case 'concat': {
      let product = 1;
      for (let i = 0; i < node.items.length; i++) {
        const rest: RegexNode = { kind: 'concat', items: node.items.slice(i + 1) };
        const f = first(rest);
        const itemFollow = { ranges: normalizeRanges([...f.ranges, ...(f.nullable ? follow.ranges : [])]) };
        product = cap(product * paths(node.items[i]!, itemFollow, ignoreCase));
      }
      return product;
    }
    case 'repeat': {
      const body = node.body;
      const bodyFirst = first(body);
      const loopFollow = { ranges: normalizeRanges([...bodyFirst.ranges, ...follow.ranges]) };
      if (body.kind === 'char' || body.kind === 'class') {
        const own = foldRanges(bodyFirst.ranges, ignoreCase);
        const next = foldRanges(follow.ranges, ignoreCase);
        if (!intersects(own, next)) return 1;
        return node.max === Infinity ? Infinity : node.max - node.min + 1;
      }
      if (node.max === Infinity) return Infinity;
      const p = paths(body, loopFollow, ignoreCase);
      let total = 0;
      for (let k = node.min; k <= node.max; k++) {
        total = cap(total + p ** k);
        if (total === Infinity) return Infinity;
      }
      return total;
    }
  }
}

interface LiteralInfo {
  /** All strings the node matches, when that set is small. */
  exact: string[] | null;
  /** A set one of which every match contains, with where it can sit. */
  required: RequiredLiterals | null;
}

const score = (r: RequiredLiterals | null) =>
  r ? Math.min(...r.literals.map((l) => l.length)) * 1000 - r.literals.length : -Infinity;

const better = (a: RequiredLiterals | null, b: RequiredLiterals | null) => (score(b) > score(a) ? b : a);

const dedupe = (xs: string[]) => [...new Set(xs)];

function classLiterals(ranges: readonly Range[], ignoreCase: boolean): string[] | null {
  if (rangesSize(ranges) > 8) return null;
  const out: string[] = [];
  for (const [lo, hi] of ranges) {
    for (let c = lo; c <= hi; c++) {
      const s = String.fromCharCode(c);
      out.push(ignoreCase ? s.toLowerCase() : s);
    }
  }
  return dedupe(out);
}

function literalInfo(node: RegexNode, ignoreCase: boolean): LiteralInfo {
  const whole = (literals: string[] | null): RequiredLiterals | null =>
    literals && literals.every((l) => l.length > 0) ? { literals, maxBefore: 0, maxAfter: 0 } : null;
  switch (node.kind) {
    case 'empty':
    case 'assert':
      return { exact: [''], required: null };
    case 'char': {
      const s = String.fromCharCode(node.code);
      const exact = [ignoreCase ? s.toLowerCase() : s];
      return { exact, required: whole(exact) };
    }
    case 'class': {
      const exact = classLiterals(node.ranges, ignoreCase);
      return { exact, required: whole(exact) };
    }
    case 'group':
      return literalInfo(node.body, ignoreCase);
    case 'alt': {
      const infos = node.options.map((o) => literalInfo(o, ignoreCase));
      const exactAll = infos.every((i) => i.exact) ? dedupe(infos.flatMap((i) => i.exact!)) : null;
      const exact = exactAll && exactAll.length <= MAX_LITERAL_SET ? exactAll : null;
      let required: RequiredLiterals | null = null;
      const parts = infos.map((i) => i.required ?? whole(i.exact));
      if (parts.every((p) => p !== null)) {
        const literals = dedupe(parts.flatMap((p) => p!.literals));
        if (literals.length <= MAX_LITERAL_SET) {
          required = {
            literals,
            maxBefore: Math.max(...parts.map((p) => p!.maxBefore)),
            maxAfter: Math.max(...parts.map((p) => p!.maxAfter)),
          };
        }
      }
      return { exact, required };
    }
    case 'repeat': {
      const inner = literalInfo(node.body, ignoreCase);
      let exact: string[] | null = null;
      if (inner.exact && node.max !== Infinity && node.max <= 8) {
        const all: string[] = [];
        let level = [''];
        for (let k = 0; k <= node.max && all.length <= MAX_LITERAL_SET; k++) {
          if (k >= node.min) all.push(...level);
          level = dedupe(level.flatMap((a) => inner.exact!.map((b) => a + b)));
          if (level.length > MAX_LITERAL_SET) break;
        }
        exact = all.length <= MAX_LITERAL_SET && level.length <= MAX_LITERAL_SET ? dedupe(all) : null;
      }
      let required: RequiredLiterals | null = null;
      const base = inner.required ?? whole(inner.exact);
      if (node.min >= 1 && base) {
        const bodyMax = maxLength(node.body);
        const extra = node.max === Infinity ? Infinity : (node.max - 1) * bodyMax;
        required = {
          literals: base.literals,
          maxBefore: base.maxBefore + extra,
          maxAfter: base.maxAfter + extra,
        };
      }
      return { exact, required };
    }
    case 'concat':
      return concatLiterals(node.items, ignoreCase);
  }
}

function concatLiterals(items: readonly RegexNode[], ignoreCase: boolean): LiteralInfo {
  const infos = items.map((item) => literalInfo(item, ignoreCase));
  const lengths = items.map(maxLength);
  const before = (i: number) => lengths.slice(0, i).reduce((a, b) => a + b, 0);
  const after = (i: number) => lengths.slice(i + 1).reduce((a, b) => a + b, 0);
  let best: RequiredLiterals | null = null;
  infos.forEach((info, i) => {
    if (info.required) {
      best = better(best, {
        literals: info.required.literals,
        maxBefore: info.required.maxBefore + before(i),
        maxAfter: info.required.maxAfter + after(i),
      });
    }
  });
  // Runs of adjacent exact items make longer literals ("ab" then [cd] → "abc", "abd").
  let run: string[] | null = null;
  let runStart = 0;
  const flush = (end: number) => {
    if (run && end > runStart) {
      const literals = dedupe(run);
      if (literals.every((l) => l.length > 0)) {
        best = better(best, { literals, maxBefore: before(runStart), maxAfter: after(end - 1) });
      }
    }
    run = null;
  };
  infos.forEach((info, i) => {
    if (!info.exact) {
      flush(i);
      return;
    }
    if (run === null) {
      run = info.exact;
      runStart = i;
      return;
    }
    const current: string[] = run;
    const product = current.length * info.exact.length;
    if (product > MAX_LITERAL_SET) {
      flush(i);
      run = info.exact;
      runStart = i;
      return;
    }
    run = current.flatMap((a) => info.exact!.map((b) => a + b));
  });
  flush(items.length);
  let exact: string[] | null = null;
  if (infos.every((i) => i.exact)) {
    let acc = [''];
    for (const info of infos) {
      acc = dedupe(acc.flatMap((a) => info.exact!.map((b) => a + b)));
      if (acc.length > MAX_LITERAL_SET) {
        acc = [];
        break;
      }
    }
    exact = acc.length > 0 ? acc : null;
  }
  return { exact, required: best };
}

/**
 * Whether every unbounded loop is a single class that no match can start with. Then a start
 * position never lies inside the run a loop consumed from an earlier start, so the runs add up
 * to the input length instead of multiplying with it.
 */
function loopsAreLinear(node: RegexNode, ignoreCase: boolean): boolean {
  const loops = unboundedLoops(node);
  if (!loops) return false;
  if (loops.length === 0) return true;
  const starts = first(node);
  if (starts.nullable) return false;
  const startSet = foldRanges(starts.ranges, ignoreCase);
  return loops.every((loop) => !intersects(foldRanges(loop, ignoreCase), startSet));
}

const CASED: Range[] = [
  [0x41, 0x5a],
  [0x61, 0x7a],
  [0x80, 0xffff],
];

function hasCase(node: RegexNode): boolean {
  switch (node.kind) {
    case 'char':
      return intersects([[node.code, node.code]], CASED);
    case 'class':
      return intersects(node.ranges, CASED);
    case 'group':
    case 'repeat':
      return hasCase(node.body);
    case 'concat':
      return node.items.some(hasCase);
    case 'alt':
      return node.options.some(hasCase);
    default:
      return false;
  }
}

export function analyzePattern(node: RegexNode, ignoreCase: boolean): PatternAnalysis {
  const min = minLength(node);
  const max = maxLength(node);
  const p = paths(node, { ranges: [] }, ignoreCase);
  const stepBound =
    p === Infinity || !loopsAreLinear(node, ignoreCase)
      ? Infinity
      : p * (2 * boundedLength(node) + nodeCount(node));
  const info = literalInfo(node, ignoreCase);
  const required = info.required ?? (info.exact ? { literals: info.exact, maxBefore: 0, maxAfter: 0 } : null);
  const starts = first(node);
  return {
    firstChars: foldRanges(starts.ranges, ignoreCase),
    nullable: starts.nullable,
    hasCase: hasCase(node),
    minLength: min,
    maxLength: max,
    paths: p,
    stepBound,
    nativeSafe: stepBound <= NATIVE_STEP_BUDGET,
    required: required && required.literals.every((l) => l.length > 0) ? required : null,
  };
}
