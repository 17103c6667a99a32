import type { ContentRule, ScopeType } from '@vigil/contracts';
import { CARD_VALIDATORS, checkLuhn, VALIDATORS } from '../checks/registry.js';
import type { Check } from '../checks/types.js';
import { hasWordNear, NEARBY_WINDOW } from '../nearby.js';
import { compileFinder, type Finder } from './finder.js';
import type { SegmentIndex } from './segment.js';
import { trieSource } from './trie.js';

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
  /** Literal hunter that decides where the finder needs to look (null: everywhere). */
  prefilter: RegExp | null;
  key: string;
}

export interface Candidate {
  start: number;
  end: number;
  value: string;
}

export interface RuleScan {
  accepted: Array<Candidate & { normalized: string }>;
  rejected: Array<Candidate & { reason: string }>;
}

/** Characters rare enough in text that a one-character literal is still a useful prefilter. */
const RARE_CHARS = '@#$%&*+=<>|~^\\€£¥§';

function literalPrefilter(finder: Finder, caseSensitive: boolean): RegExp | null {
  const req = finder.required;
  if (!req) return null;
  const useful = req.literals.every((l) => l.length >= 2 || RARE_CHARS.includes(l));
  if (!useful) return null;
  return new RegExp(trieSource(req.literals), caseSensitive ? 'g' : 'gi');
}

export function compileRule(rule: ContentRule, index: number, finders: Map<string, Finder>): CompiledRule {
  const finderKey = JSON.stringify([rule.ruleType, rule.text, rule.caseSensitive, rule.words ?? []]);
  let finder = finders.get(finderKey);
  if (!finder) {
    finder = compileFinder(rule);
    finders.set(finderKey, finder);
  }
  const nearby = [...new Set(rule.nearbyWords.map((w) => w.trim().toLowerCase()).filter((w) => w.length > 0))];
  const check = rule.validator ? VALIDATORS[rule.validator] : rule.checkMethod === 'LUHN' ? checkLuhn : null;
  const cardLike = rule.checkMethod === 'LUHN' || (rule.validator != null && CARD_VALIDATORS.has(rule.validator));
  return {
    index,
    rule,
    negated: rule.ruleType === 'NOT_CONTAIN' || rule.ruleType === 'NOT_REGEX',
    scopes: new Set(rule.contentFilterRuleScopeTypes),
    nearby,
    finder,
    check,
    cardLike,
    prefilter: literalPrefilter(finder, rule.caseSensitive),
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
  const maxLength = rule.finder.maxLength;
  if (rule.nearby.length > 0) {
    const all = seg.wordHits();
    const ranges: Array<[number, number]> = [];
    const reach = NEARBY_WINDOW + maxLength;
    for (const word of rule.nearby) {
      for (const at of all.get(word) ?? []) ranges.push([at - reach, at + word.length + reach]);
    }
    if (ranges.length === 0) return [];
    return maxLength === Infinity ? 'all' : merge(ranges, text.length);
  }
  const pre = rule.prefilter;
  const req = rule.finder.required;
  if (pre && req) {
    const ranges: Array<[number, number]> = [];
    pre.lastIndex = 0;
    for (let m = pre.exec(text); m; m = pre.exec(text)) {
      if (req.maxBefore === Infinity || req.maxAfter === Infinity) return 'all';
      ranges.push([m.index - req.maxBefore, m.index + m[0].length + req.maxAfter]);
      pre.lastIndex = m.index + 1;
    }
    return merge(ranges, text.length);
  }
  return 'all';
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
  const windows = windowsOf(rule, seg);
  if (windows === 'all') rule.finder.findAll(text, 0, text.length, sink);
  else for (const [from, to] of windows) rule.finder.findAll(text, from, to, sink);
  seg.scans.set(rule.key, scan);
  return scan;
}
