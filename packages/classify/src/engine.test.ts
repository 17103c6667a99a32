import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withLuhn } from './corpus/identifiers.js';
import { Random } from './corpus/random.js';
import { createEngine } from './engine.js';
import { maskCard, maskValue } from './mask.js';
import { createContentClassifier, libraryClassifiers, textInput } from './testing/factories.js';

describe('classify()', () => {
  it('sends only matched classifiers, in the agent API shape, with masked samples', () => {
    const classifiers = [
      createContentClassifier([{ ruleType: 'CONTAINS', text: 'payroll', entryCounter: true }], { id: 1 }),
      createContentClassifier([{ ruleType: 'CONTAINS', text: 'absent' }], { id: 2 }),
    ];
    const result = createEngine(classifiers).classify(textInput('payroll payroll'));
    expect(result.entries).toEqual([{ classifierId: 1, count: 2, samples: ['p*****l'] }]);
    expect(result.results.map((r) => [r.classifierId, r.matched])).toEqual([
      [1, true],
      [2, false],
    ]);
  });

  it('keeps at most 5 samples and 100 findings, counting the rest', () => {
    const classifier = createContentClassifier(
      [{ ruleType: 'REGEX', text: '\\b\\d{6}\\b', entryCounter: true }],
      { id: 1 },
    );
    const text = Array.from({ length: 150 }, (_, i) => String(100_000 + i)).join(' ');
    const result = createEngine([classifier]).classify(textInput(text));
    expect(result.entries[0]!.count).toBe(150);
    expect(result.entries[0]!.samples).toHaveLength(5);
    expect(result.results[0]!.findings).toHaveLength(100);
    expect(result.results[0]!.omittedFindings).toBe(50);
  });
});

describe('masking', () => {
  it('cards keep first 4 and last 4 digits, other values 2 and 2, short values nothing', () => {
    expect(maskCard('4111 1111 1111 1111')).toBe('4111 **** **** 1111');
    expect(maskCard('4111111111111111')).toBe('4111********1111');
    expect(maskValue('123-45-6789')).toBe('12*-**-**89');
    expect(maskValue('secret')).toBe('s****t');
    expect(maskValue('E11.9')).toBe('*****');
    expect(maskValue('x'.repeat(200))).toHaveLength(64);
  });
});

describe('no output of classify() contains a card number of its input', () => {
  const engine = createEngine([
    ...libraryClassifiers(),
    createContentClassifier([{ ruleType: 'REGEX', text: 'card[^\\n]{0,40}', entryCounter: true }], {
      id: 900,
    }),
    createContentClassifier(
      [{ ruleType: 'REGEX', text: '\\d{13,19}', checkMethod: 'LUHN', entryCounter: true }],
      { id: 901 },
    ),
    createContentClassifier([{ ruleType: 'ANY_WORD', text: 'card', entryCounter: true }], { id: 902 }),
  ]);

  const card = fc.integer({ min: 1, max: 2 ** 31 }).map((seed) => {
    const r = new Random(seed);
    const digits = withLuhn(`${r.pick(['4', '51', '37', '6011', '3528', '62'])}${r.digits(14)}`.slice(0, 15));
    const sep = r.pick(['', ' ', '-']);
    return { digits, text: sep ? digits.replace(/(\d{4})(?=\d)/g, `$1${sep}`) : digits };
  });
  const filler = fc.stringMatching(/^[a-z ,.:;\n]{0,40}$/);

  it('property: planted cards never come out unmasked', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(filler, card), { minLength: 1, maxLength: 6 }), filler, (parts, tail) => {
        const text = parts.map(([f, c]) => `${f} card ${c.text}`).join(' ') + tail;
        const result = engine.classify(textInput(text));
        const output = JSON.stringify(result);
        for (const [, c] of parts) {
          expect(output).not.toContain(c.text);
          expect(output).not.toContain(c.digits);
        }
        const values = [
          ...result.entries.flatMap((e) => e.samples),
          ...result.results.flatMap((r) => r.findings.map((f) => f.maskedValue)),
        ];
        for (const value of values) expect(value.replace(/\D/g, '').length).toBeLessThanOrEqual(8);
      }),
      { numRuns: 200 },
    );
  });
});
