import type { ContentRule, ScopeType } from '@vigil/contracts';
import { CARD_VALIDATORS, checkLuhn, VALIDATORS } from '../checks/registry.js';
import type { Check } from '../checks/types.js';
import { hasWordNear, NEARBY_WINDOW } from '../nearby.js';
import { compileFinder, type Finder } from './finder.js';
import type { SegmentIndex } from './segment.js';
import { literalProbe } from './keywords.js';
import type { SharedScan } from './shared-scan.js';

/** A content matcher ready to run. */
export interface CompiledRule {
  index: number;
  rule: ContentRule;
  negated: boolean;
  scopes: ReadonlySet<ScopeType>;
  nearby: readonly string[];
  finder: Finder;
  check: Check | null;
  /** Values are card numbers: masked to first 4 / last 4 digits. */
  cardLike: boolean;
  source: RuleSource;
  key: string;
}

/**
 * Where a rule's candidates come from: windows around nearby words, windows around a required
 * literal, the exact matches of the shared scan, or its finder over the whole segment.
 */
export type RuleSource =
  | { kind: 'nearby' }
  | { kind: 'literal'; probe: number }
  | { kind: 'shared'; probe: number }
  | { kind: 'full' };

export interface Candidate {
  start: number;
  end: number;
  value: string;
}

export interface RuleScan {
  accepted: Array<Candidate & { normalized: string }>;
  rejected: Array<Candidate & { reason: string }>;
}

/**
 * A literal-led pattern whose match may run on without bound (`invoice\s*#\s*\d+`) is tried in
 * place at the few positions before each literal hit where a match can start, up to this many.
 */
const MAX_STARTS_PER_HIT = 32;

/** Characters rare enough in text that a one-character literal is still a useful prefilter. */
const RARE_CHARS = '@#$%&*+=<>|~^\\€£¥§';

function sourceOf(
  rule: ContentRule,
  finder: Finder,
  nearby: readonly string[],
  shared: SharedScan,
): RuleSource {
  if (nearby.length > 0) return { kind: 'nearby' };
  const req = finder.required;
  if (req && req.literals.every((l) => l.length >= 2 || RARE_CHARS.includes(l))) {
    return { kind: 'literal', probe: shared.add(literalProbe(req.literals, !rule.caseSensitive), true) };
  }
  if (finder.probe) return { kind: 'shared', probe: shared.add(finder.probe, false) };
  return { kind: 'full' };
}

export function compileRule(
  rule: ContentRule,
  index: number,
  finders: Map<string, Finder>,
  shared: SharedScan,
): CompiledRule {
  const finderKey = JSON.stringify([rule.ruleType, rule.text, rule.caseSensitive, rule.words ?? []]);
  let finder = finders.get(finderKey);
  if (!finder) {
    finder = compileFinder(rule);
    finders.set(finderKey, finder);
  }
  const nearby = [
    ...new Set(rule.nearbyWords.map((w) => w.trim().toLowerCase()).filter((w) => w.length > 0)),
  ];
  const check = rule.validator ? VALIDATORS[rule.validator] : rule.checkMethod === 'LUHN' ? checkLuhn : null;
  const cardLike =
    rule.checkMethod === 'LUHN' || (rule.validator != null && CARD_VALIDATORS.has(rule.validator));
  return {
    index,
    rule,
    negated: rule.ruleType === 'NOT_CONTAIN' || rule.ruleType === 'NOT_REGEX',
    scopes: new Set(rule.contentFilterRuleScopeTypes),
    nearby,
    finder,
    check,
    cardLike,
    source: sourceOf(rule, finder, nearby, shared),
    key: JSON.stringify([finderKey, nearby, rule.validator ?? null, rule.checkMethod]),
  };
}

type Windows = Array<[number, number]> | 'all';

function merge(ranges: Array<[number, number]>, length: number): Array<[number, number]> {
  ranges.sort((a, b) => a[0] - b[0]);
  const out: Array<[number, number]> = [];
  for (const [a, b] of ranges) {
    const lo = Math.max(0, a);
    const hi = Math.min(length, b);
    const last = out[out.length - 1];
    if (last && lo <= last[1]) last[1] = Math.max(last[1], hi);
    else out.push([lo, hi]);
  }
  return out;
}

/** Where the finder must look: around nearby words, around required literals, or everywhere. */
function windowsOf(rule: CompiledRule, seg: SegmentIndex): Windows {
  const text = seg.text;
  const { maxLength, required } = rule.finder;
  const source = rule.source;
  if (source.kind === 'full' || source.kind === 'shared') return 'all';
  const ranges: Array<[number, number]> = [];
  if (source.kind === 'nearby') {
    const all = seg.wordHits();
    const reach = NEARBY_WINDOW + maxLength;
    for (const word of rule.nearby) {
      for (const at of all.get(word) ?? []) ranges.push([at - reach, at + word.length + reach]);
    }
  } else if (required) {
    const spans = seg.spans()[source.probe]!;
    for (let i = 0; i < spans.length; i += 2) {
      ranges.push([spans[i]! - required.maxBefore, spans[i + 1]! + required.maxAfter]);
    }
  }
  if (ranges.length === 0) return [];
  return maxLength === Infinity && source.kind === 'nearby' ? 'all' : mergeOrAll(ranges, text.length);
}

/** Windows with an unbounded side (a literal that may sit anywhere) mean the whole segment. */
function mergeOrAll(ranges: Array<[number, number]>, length: number): Windows {
  if (ranges.some(([a, b]) => !Number.isFinite(a) || !Number.isFinite(b))) return 'all';
  return merge(ranges, length);
}

export function scanRule(rule: CompiledRule, seg: SegmentIndex): RuleScan {
  const cached = seg.scans.get(rule.key);
  if (cached) return cached;
  const scan: RuleScan = { accepted: [], rejected: [] };
  const text = seg.text;
  const caseSensitive = rule.rule.caseSensitive;
  const sink = (start: number, end: number) => {
    const value = text.slice(start, end);
    if (rule.nearby.length > 0 && !hasWordNear(text, start, end, rule.nearby)) {
      scan.rejected.push({ start, end, value, reason: 'no nearby word' });
      return;
    }
    if (rule.check) {
      const result = rule.check(value, { text, start, end });
      if (!result.ok) {
        scan.rejected.push({ start, end, value, reason: result.reason });
        return;
      }
      const cut = result.end ?? end;
      const kept = cut === end ? value : text.slice(start, cut);
      scan.accepted.push({ start, end: cut, value: kept, normalized: result.normalized ?? kept });
      return;
    }
    scan.accepted.push({ start, end, value, normalized: caseSensitive ? value : value.toLowerCase() });
  };
  const { matchAt, required, maxLength } = rule.finder;
  if (rule.source.kind === 'shared') {
    // The shared scan already found exactly what this finder's own scan would.
    const spans = seg.spans()[rule.source.probe]!;
    for (let i = 0; i < spans.length; i += 2) sink(spans[i]!, spans[i + 1]!);
  } else if (
    rule.source.kind === 'literal' &&
    matchAt &&
    required &&
    maxLength === Infinity &&
    required.maxBefore <= MAX_STARTS_PER_HIT
  ) {
    // Every match starts at most maxBefore before a hit: trying those starts in order, after the
    // previous match, finds exactly what a global scan would.
    const spans = seg.spans()[rule.source.probe]!;
    let next = 0;
    for (let i = 0; i < spans.length; i += 2) {
      const hit = spans[i]!;
      let at = Math.max(next, hit - required.maxBefore);
      while (at <= hit) {
        const end = matchAt(text, at);
        if (end < 0) {
          at++;
          continue;
        }
        sink(at, end);
        next = at = end;
      }
      next = Math.max(next, hit + 1);
    }
  } else {
    const windows = windowsOf(rule, seg);
    if (windows === 'all') rule.finder.findAll(text, 0, text.length, sink);
    else for (const [from, to] of windows) rule.finder.findAll(text, from, to, sink);
  }
  seg.scans.set(rule.key, scan);
  return scan;
}
