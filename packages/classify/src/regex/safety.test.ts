import { describe, expect, it } from 'vitest';
import { analyzePattern, NATIVE_STEP_BUDGET } from './analyze.js';
import { compilePattern } from './compile-pattern.js';
import { parsePattern } from './parse.js';

const analyze = (p: string, ignoreCase = false) => analyzePattern(parsePattern(p), ignoreCase);

function matches(pattern: string, text: string, from = 0, to = text.length): string[] {
  const out: string[] = [];
  compilePattern(pattern, true).findAll(text, from, to, (s, e) => out.push(text.slice(s, e)));
  return out;
}

describe('catastrophic patterns run on the linear-time engine', () => {
  const evil: Array<[string, string]> = [
    ['(a+)+$', `${'a'.repeat(50_000)}!`],
    ['(a|aa)*b', 'a'.repeat(50_000)],
    ['(.*a){20}', 'a'.repeat(50_000)],
    ['(\\w+\\s?)*$', `${'word '.repeat(10_000)}!`],
    ['^(\\d+)*x', '1'.repeat(50_000)],
  ];

  it.each(evil)('%s never reaches the backtracking engine', (pattern) => {
    const compiled = compilePattern(pattern, true);
    expect(compiled.engine).toBe('linear');
    expect(compiled.analysis.stepBound).toBe(Infinity);
  });

  it.each(evil)('%s on 50 KB finishes quickly', (pattern, input) => {
    const compiled = compilePattern(pattern, true);
    const started = performance.now();
    let count = 0;
    compiled.findAll(input, 0, input.length, () => count++);
    // V8's backtracking engine would need longer than the age of the universe for these; the
    // linear engine needs a few hundred milliseconds at most, so this bound is very generous.
    expect(performance.now() - started).toBeLessThan(5_000);
  });

  it('lets V8 run only patterns with a proven bound on backtracking', () => {
    const bounded = analyze('\\b\\d{3}-\\d{2}-\\d{4}\\b');
    expect(bounded.nativeSafe).toBe(true);
    expect(bounded.stepBound).toBeLessThan(NATIVE_STEP_BUDGET);
    // Nested bounded repetition: few characters, but 10^10 ways to split them.
    expect(analyze('(a{1,10}){1,10}b').nativeSafe).toBe(false);
    expect(analyze('(a|a){8}').paths).toBe(256);
  });

  it('lets V8 run unbounded loops only when no match can start inside what they consume', () => {
    expect(compilePattern('invoice\\s*#\\s*\\d+', false).engine).toBe('native');
    // Each x would rescan the rest of "xaxaxa…": quadratic on a backtracking engine.
    expect(compilePattern('x\\w*y', false).engine).toBe('linear');
    expect(compilePattern('\\d+-\\d+', false).engine).toBe('linear');
    expect(compilePattern('a[a-z]*$', false).engine).toBe('linear');
  });

  it('a native unbounded pattern stays linear on adversarial input', () => {
    const compiled = compilePattern('invoice\\s*#\\s*\\d+', false);
    const input = `${'invoice '.repeat(2_000)}${' '.repeat(50_000)}${'invoice'.repeat(2_000)}`;
    const started = performance.now();
    compiled.findAll(input, 0, input.length, () => undefined);
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it('counts a repetition no following character can continue as one path', () => {
    expect(analyze('[a-z]{1,60}@').paths).toBe(1);
    expect(analyze('[a-z@]{1,60}@').paths).toBe(60);
  });
});

describe('required literals', () => {
  it('finds the literal every match must contain and how far a match reaches around it', () => {
    expect(analyze('invoice\\s{0,3}#\\d{1,8}').required).toEqual({
      literals: ['invoice'],
      maxBefore: 0,
      maxAfter: 12,
    });
    expect(analyze('(?:foo|bar)baz').required?.literals).toEqual(['foobaz', 'barbaz']);
    expect(analyze('Patient', true).required?.literals).toEqual(['patient']);
    expect(analyze('\\d+').required).toBeNull();
    expect(analyze('a?b?').required).toBeNull();
  });
});

describe('matching in windows', () => {
  it('keeps word boundaries and anchors right at the window edges', () => {
    const text = 'xab ab\nab';
    expect(matches('\\bab\\b', text)).toEqual(['ab', 'ab']);
    expect(matches('\\bab\\b', text, 1, 3)).toEqual([]);
    expect(matches('^ab', text, 4, 9)).toEqual(['ab']);
    expect(matches('ab$', text, 4, 6)).toEqual(['ab']);
  });

  it('native and linear engines find the same matches', () => {
    const text = 'id 12-345 and 67-890, 1-2 then 12-3456';
    const native = compilePattern('\\b\\d{2}-\\d{3}\\b', true);
    const linear = compilePattern('\\b\\d+-\\d{3}\\b', true);
    expect(native.engine).toBe('native');
    expect(linear.engine).toBe('linear');
    const run = (c: typeof native) => {
      const out: string[] = [];
      c.findAll(text, 0, text.length, (s, e) => out.push(text.slice(s, e)));
      return out;
    };
    expect(run(native)).toEqual(['12-345', '67-890']);
    expect(run(linear)).toEqual(['12-345', '67-890']);
  });
});
