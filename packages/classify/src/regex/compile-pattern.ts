import { RE2JS, RE2JSException } from 're2js';
import { analyzePattern, type PatternAnalysis } from './analyze.js';
import { parsePattern, PatternSyntaxError } from './parse.js';
import type { Range, RegexNode } from './ast.js';
import { printPattern } from './print.js';

export type MatchSink = (start: number, end: number) => void;

/** What the shared scan of a segment needs to run a native pattern together with others. */
export interface ProbeSpec {
  /** JavaScript source, no flags. */
  source: string;
  ignoreCase: boolean;
  /** Matching does not depend on case: the probe may join either flag group. */
  caseless: boolean;
  firstChars: Range[];
  /** The source without its leading \b, when every match must start at a word boundary. */
  afterWordStart?: string;
  /** For a probe of literal words: every match starts with one of them (lower-case if ignoring case). */
  literals?: readonly string[];
}

export interface CompiledPattern {
  readonly analysis: PatternAnalysis;
  readonly engine: 'native' | 'linear';
  readonly maxLength: number;
  readonly required: PatternAnalysis['required'];
  /** Native, non-empty patterns only. */
  readonly probe: ProbeSpec | null;
  /** End of the match starting exactly at `at`, or -1 (native patterns only). */
  readonly matchAt?: (text: string, at: number) => number;
  /**
   * Reports the non-empty, non-overlapping matches that start at or after `from` and end at or
   * before `to`, left to right. Characters just outside the range still count as context for \b,
   * ^ and $, so scanning a window finds what scanning the whole text would find there.
   */
  findAll(text: string, from: number, to: number, sink: MatchSink): void;
}

/** Throws PatternSyntaxError with a person-readable message for anything we cannot run safely. */
export function compilePattern(pattern: string, caseSensitive: boolean): CompiledPattern {
  if (pattern.length === 0) throw new PatternSyntaxError('Pattern is required');
  const ast = parsePattern(pattern);
  const analysis = analyzePattern(ast, !caseSensitive);
  const linear = compileLinear(printPattern(ast, 're2'), caseSensitive);
  if (analysis.nativeSafe) {
    const source = printPattern(ast, 'js');
    const native = new RegExp(source, caseSensitive ? 'gm' : 'gim');
    const sticky = new RegExp(source, caseSensitive ? 'ym' : 'yim');
    return {
      analysis,
      engine: 'native',
      maxLength: analysis.maxLength,
      required: analysis.required,
      probe: analysis.nullable
        ? null
        : {
            source,
            ignoreCase: !caseSensitive,
            caseless: !analysis.hasCase,
            firstChars: analysis.firstChars,
            afterWordStart: afterWordStart(ast),
          },
      findAll: (t, f, e, s) => findNative(native, t, f, e, s),
      matchAt: (text, at) => {
        sticky.lastIndex = at;
        const m = sticky.exec(text);
        return m && m[0].length > 0 ? at + m[0].length : -1;
      },
    };
  }
  return {
    analysis,
    engine: 'linear',
    maxLength: analysis.maxLength,
    required: analysis.required,
    probe: null,
    findAll: (t, f, e, s) => findLinear(linear, t, f, e, s),
  };
}

function afterWordStart(ast: RegexNode): string | undefined {
  if (ast.kind !== 'concat') return undefined;
  const [head, ...rest] = ast.items;
  if (head?.kind !== 'assert' || head.which !== 'wordBoundary') return undefined;
  return printPattern({ kind: 'concat', items: rest }, 'js');
}

function compileLinear(source: string, caseSensitive: boolean): RE2JS {
  const flags = RE2JS.MULTILINE | (caseSensitive ? 0 : RE2JS.CASE_INSENSITIVE);
  try {
    return RE2JS.compile(source, flags);
  } catch (error) {
    if (error instanceof RE2JSException && /repeat|too large|size/i.test(error.message)) {
      throw new PatternSyntaxError(
        'The pattern is too large to run safely: nested repetitions may repeat at most 1000 times in total',
      );
    }
    if (error instanceof RE2JSException) {
      throw new PatternSyntaxError(
        `Invalid regular expression: ${error.message.replace(/^error parsing regexp: /, '')}`,
      );
    }
    throw error;
  }
}

function window(text: string, from: number, to: number): { slice: string; base: number } {
  if (from === 0 && to === text.length) return { slice: text, base: 0 };
  const base = Math.max(0, from - 1);
  return { slice: text.slice(base, Math.min(text.length, to + 1)), base };
}

function findNative(re: RegExp, text: string, from: number, to: number, sink: MatchSink): void {
  const { slice, base } = window(text, from, to);
  re.lastIndex = from - base;
  for (;;) {
    const m = re.exec(slice);
    if (!m) return;
    const start = m.index + base;
    const end = start + m[0].length;
    if (start >= to) return;
    if (end === start) {
      re.lastIndex = m.index + 1;
      continue;
    }
    // A match running past the window's end was judged against a cut-off context: rescan later.
    if (end <= to) sink(start, end);
    else re.lastIndex = m.index + 1;
  }
}

function findLinear(re: RE2JS, text: string, from: number, to: number, sink: MatchSink): void {
  const { slice, base } = window(text, from, to);
  const matcher = re.matcher(slice);
  let pos = from - base;
  while (pos <= slice.length && matcher.find(pos)) {
    const start = matcher.start() + base;
    const end = matcher.end() + base;
    if (start >= to) return;
    if (end > start && end <= to) sink(start, end);
    pos = end > start && end <= to ? end - base : start - base + 1;
  }
}
