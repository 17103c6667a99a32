import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compilePattern } from '../regex/compile-pattern.js';
import { literalProbe } from './keywords.js';
import { SharedScan } from './shared-scan.js';

const PATTERNS: Array<[string, boolean]> = [
  ['\\b\\d{3}-\\d{2}-\\d{4}\\b', false],
  ['\\b\\d{3}(?:\\d{6}|-\\d{3})\\b', false],
  ['\\d{2}', false],
  ['[A-Z]{2}\\d{2}', true],
  ['[A-Z]{3}', true],
  ['ab|abc', false],
  ['x\\s*y', true],
];

function ownScan(pattern: string, caseSensitive: boolean, text: string): number[] {
  const out: number[] = [];
  compilePattern(pattern, caseSensitive).findAll(text, 0, text.length, (s, e) => out.push(s, e));
  return out;
}

describe('SharedScan', () => {
  it('property: finds for each pattern exactly what the pattern finds alone', () => {
    const scan = new SharedScan();
    const ids = PATTERNS.map(([p, cs]) => scan.add(compilePattern(p, cs).probe!, false));
    const text = fc.stringMatching(/^[0-9A-Ca-cxy -]{0,80}$/);
    fc.assert(
      fc.property(text, (t) => {
        const spans = scan.scan(t);
        PATTERNS.forEach(([p, cs], i) => expect(spans[ids[i]!], p).toEqual(ownScan(p, cs, t)));
      }),
      { numRuns: 300 },
    );
  });

  it('property: hoisting a shared leading \\b changes nothing', () => {
    const patterns: Array<[string, boolean]> = [
      ['\\b\\d{3}-\\d{2}\\b', false],
      ['\\b[2-6]\\d{2}(?:\\d{3}| \\d{2})', false],
      ['\\b\\d{2}', false],
    ];
    const scan = new SharedScan();
    const ids = patterns.map(([p, cs]) => scan.add(compilePattern(p, cs).probe!, false));
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9a-b -]{0,60}$/), (t) => {
        const spans = scan.scan(t);
        patterns.forEach(([p, cs], i) => expect(spans[ids[i]!], p).toEqual(ownScan(p, cs, t)));
      }),
      { numRuns: 300 },
    );
  });

  it('property: literal probes sharing one alternation report every start their own scan reports', () => {
    const cases: Array<[string[], boolean, boolean]> = [
      [['ab'], true, false],
      [['ab', 'abc', 'ca'], true, false],
      [['Ab', 'k'], false, false],
      [['ab', 'ki'], true, true],
      [['a', 'b', 'c', 'ab', 'bc', 'ca', 'abc', 'bca', 'cab'], true, false],
    ];
    const scan = new SharedScan();
    const ids = cases.map(([words, ignoreCase, wordStart]) =>
      scan.add(literalProbe(words, ignoreCase, wordStart), true),
    );
    // Case folding's odd ones: the Kelvin sign, U+0130 (two characters in lower case).
    const text = fc.stringMatching(/^[abcABCkKi \u212A\u0130-]{0,60}$/);
    fc.assert(
      fc.property(text, (t) => {
        const spans = scan.scan(t);
        cases.forEach(([words, ignoreCase, wordStart], i) => {
          const probe = literalProbe(words, ignoreCase, wordStart);
          const re = new RegExp(probe.source, ignoreCase ? 'gmi' : 'gm');
          const expected: number[] = [];
          for (let m = re.exec(t); m; m = re.exec(t)) {
            expected.push(m.index, m.index + m[0].length);
            re.lastIndex = m.index + 1;
          }
          expect(spans[ids[i]!], words.join()).toEqual(expected);
        });
      }),
      { numRuns: 500 },
    );
  });

  it('shares identical probes', () => {
    const scan = new SharedScan();
    const probe = compilePattern('\\d{4}', false).probe!;
    expect(scan.add(probe, false)).toBe(scan.add({ ...probe }, false));
    expect(scan.size).toBe(1);
  });
});
