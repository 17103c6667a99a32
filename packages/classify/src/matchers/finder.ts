import type { ContentRule } from '@vigil/contracts';
import type { RequiredLiterals } from '../regex/analyze.js';
import { compilePattern, type MatchSink, type ProbeSpec } from '../regex/compile-pattern.js';
import { trieSource } from './trie.js';

/** Finds the raw candidates of one matcher, before nearby words and check digits. */
export interface Finder {
  /** Longest possible candidate (Infinity when unbounded): sizes the windows scanned. */
  readonly maxLength: number;
  /** Literals every candidate contains, lower-case when matching ignores case. */
  readonly required: RequiredLiterals | null;
  readonly engine: 'native' | 'linear';
  /** How the shared scan can run this finder (native patterns only). */
  readonly probe: ProbeSpec | null;
  /** End of the candidate starting exactly at `at`, or -1 (native patterns only). */
  readonly matchAt?: (text: string, at: number) => number;
  findAll(text: string, from: number, to: number, sink: MatchSink): void;
}

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');

/** ANY_WORD words: the matcher's text split on commas and new lines, plus an attached list. */
export function ruleWords(rule: ContentRule): string[] {
  const fromText = rule.text.split(/[,\r\n]+/);
  const all = [...fromText, ...(rule.words ?? [])].map((w) => w.trim()).filter((w) => w.length > 0);
  return [...new Set(rule.caseSensitive ? all : all.map((w) => w.toLowerCase()))];
}

/** CONTAINS literals: the text, or the lines of an attached list when there is one. */
function ruleLiterals(rule: ContentRule): string[] {
  const all = [rule.text, ...(rule.words ?? [])].filter((w) => w.length > 0);
  return [...new Set(rule.caseSensitive ? all : all.map((w) => w.toLowerCase()))];
}

const WORD_CHAR = 'A-Za-z0-9_\\u00C0-\\uFFFF';

function literalsFinder(words: string[], caseSensitive: boolean, wholeWords: boolean): Finder {
  // Our own construction from literals: a trie (with boundary checks) backtracks at most along
  // one branch per position, so V8 runs it in linear time.
  const trie = `(?:${trieSource(words)})`;
  const source = wholeWords ? `(?<![${WORD_CHAR}])${trie}(?![${WORD_CHAR}])` : trie;
  const re = new RegExp(source, caseSensitive ? 'g' : 'gi');
  const maxLength = Math.max(0, ...words.map((w) => w.length));
  return {
    maxLength,
    required: words.length <= 64 ? { literals: words, maxBefore: 0, maxAfter: 0 } : null,
    engine: 'native',
    probe: null,
    findAll(text, from, to, sink) {
      const base = Math.max(0, from - 1);
      const slice = from === 0 && to === text.length ? text : text.slice(base, Math.min(text.length, to + 1));
      const offset = slice === text ? 0 : base;
      re.lastIndex = from - offset;
      for (let m = re.exec(slice); m; m = re.exec(slice)) {
        const start = m.index + offset;
        const end = start + m[0].length;
        if (start >= to) return;
        if (end <= to && end > start) sink(start, end);
        if (m[0].length === 0) re.lastIndex++;
      }
    },
  };
}

/** Compiles the finder of a CONTAINS, NOT_CONTAIN, ANY_WORD, REGEX or NOT_REGEX rule. */
export function compileFinder(rule: ContentRule): Finder {
  switch (rule.ruleType) {
    case 'CONTAINS':
    case 'NOT_CONTAIN': {
      const literals = ruleLiterals(rule);
      if (literals.length === 1) return compilePattern(escapeRegex(literals[0]!), rule.caseSensitive);
      return literalsFinder(literals, rule.caseSensitive, false);
    }
    case 'ANY_WORD':
      return literalsFinder(ruleWords(rule), rule.caseSensitive, true);
    case 'REGEX':
    case 'NOT_REGEX':
      return compilePattern(rule.text, rule.caseSensitive);
  }
}
