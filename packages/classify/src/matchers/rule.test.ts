import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createEngine } from '../engine.js';
import { compilePattern } from '../regex/compile-pattern.js';
import { createContentClassifier, textInput } from '../testing/factories.js';

describe('literal-led patterns with an unbounded tail', () => {
  const patterns = ['invoice\\s*#\\s*\\d+', '(?:re: )?invoice\\s*#\\d+', '#\\d+'];

  it.each(patterns)('%s finds what a scan of the whole text finds', (pattern) => {
    const compiled = compilePattern(pattern, false);
    expect(compiled.engine).toBe('native');
    const engine = createEngine([
      createContentClassifier([{ ruleType: 'REGEX', text: pattern, entryCounter: true }], { id: 1 }),
    ]);
    const text = fc.stringMatching(/^(?:invoice|INVOICE|re: | |#|1|23|x|\n){0,40}$/);
    fc.assert(
      fc.property(text, (t) => {
        const expected: number[] = [];
        compiled.findAll(t, 0, t.length, (s) => expected.push(s));
        const found = engine.classify(textInput(t)).results[0]!.findings.map((f) => f.offset);
        expect(found).toEqual(expected);
      }),
      { numRuns: 300 },
    );
  });
});
