import { describe, expect, it } from 'vitest';
import { createEngine } from '../engine.js';
import { NEARBY_WINDOW } from '../nearby.js';
import { CARD_PATTERN } from '../library/payment.js';
import {
  createContentClassifier,
  createRule,
  fromTemplate,
  templateByKey,
  textInput,
} from '../testing/factories.js';
import type { TextSegment } from '../types.js';

type Rule = Parameters<typeof createRule>[0];

function classify(
  rules: Rule[],
  text: string | TextSegment[],
  options: Parameters<typeof createContentClassifier>[1] = {},
) {
  const classifier = createContentClassifier(rules.map(createRule), { valuePerRecord: 10, ...options });
  const result = createEngine([classifier]).classify(textInput(text));
  return result.results[0]!;
}

describe('CONTAINS', () => {
  it('counts occurrences, ignoring case by default', () => {
    const r = classify(
      [{ ruleType: 'CONTAINS', text: 'secret', entryCounter: true }],
      'Secret, SECRET and secretive.',
    );
    expect(r).toMatchObject({ matched: true, entries: 3, riskUsd: 30 });
  });

  it('is exact with caseSensitive', () => {
    const r = classify(
      [{ ruleType: 'CONTAINS', text: 'secret', entryCounter: true, caseSensitive: true }],
      'Secret secret',
    );
    expect(r.entries).toBe(1);
  });

  it('counts any line of an attached list', () => {
    const r = classify(
      [{ ruleType: 'CONTAINS', text: '', words: ['Project X', 'codename'], entryCounter: true }],
      'project x and CODENAMES',
    );
    expect(r.entries).toBe(2);
  });

  it('treats pattern characters literally', () => {
    const r = classify([{ ruleType: 'CONTAINS', text: 'a.b*', entryCounter: true }], 'a.b* axbb a.b*');
    expect(r.entries).toBe(2);
  });
});

describe('NOT_CONTAIN', () => {
  it('matches when the text is absent and counts the file once', () => {
    expect(classify([{ ruleType: 'NOT_CONTAIN', text: 'public' }], 'internal memo')).toMatchObject({
      matched: true,
      entries: 1,
      riskUsd: 10,
    });
    expect(classify([{ ruleType: 'NOT_CONTAIN', text: 'public' }], 'public memo').matched).toBe(false);
  });

  it('contributes no entries as a condition next to a counting rule', () => {
    const r = classify(
      [
        { ruleType: 'CONTAINS', text: 'salary', entryCounter: true },
        { ruleType: 'NOT_CONTAIN', text: 'DRAFT' },
      ],
      'salary salary salary',
      { rulesMatch: 'ALL_RULES' },
    );
    expect(r).toMatchObject({ matched: true, entries: 3, riskUsd: 30 });
  });
});

describe('ANY_WORD', () => {
  it('matches whole words from text split on commas and new lines, and from a list', () => {
    const r = classify(
      [
        {
          ruleType: 'ANY_WORD',
          text: 'merger, acquisition\nlayoff',
          words: ['Project Falcon'],
          entryCounter: true,
        },
      ],
      'The merger (and the mergers) precede a layoff; project falcon is secret. Acquisitions: none.',
    );
    expect(r.entries).toBe(3);
  });

  it('handles a long attached list', () => {
    const words = Array.from({ length: 20_000 }, (_, i) => `codeword${i}`);
    const r = classify(
      [{ ruleType: 'ANY_WORD', text: '', words, entryCounter: true }],
      'x codeword19999 codeword5 codeword50000',
    );
    expect(r.entries).toBe(2);
  });
});

describe('REGEX and NOT_REGEX', () => {
  it('counts regex occurrences', () => {
    const r = classify(
      [{ ruleType: 'REGEX', text: 'INV-\\d{4}', entryCounter: true }],
      'INV-0001, inv-0002, INV-12',
    );
    expect(r.entries).toBe(2);
  });

  it('NOT_REGEX matches when the pattern is absent', () => {
    expect(classify([{ ruleType: 'NOT_REGEX', text: '\\d{4}' }], 'no numbers').matched).toBe(true);
    expect(classify([{ ruleType: 'NOT_REGEX', text: '\\d{4}' }], 'year 2024').matched).toBe(false);
  });
});

describe('minRepeat', () => {
  it('needs at least N occurrences', () => {
    const rule: Rule = { ruleType: 'CONTAINS', text: 'ssn', minRepeat: 3, entryCounter: true };
    expect(classify([rule], 'ssn ssn').matched).toBe(false);
    expect(classify([rule], 'ssn ssn ssn')).toMatchObject({ matched: true, entries: 3 });
  });
});

describe('nearbyWords', () => {
  const rule: Rule = {
    ruleType: 'REGEX',
    text: '\\b\\d{6}\\b',
    nearbyWords: ['Employee ID'],
    entryCounter: true,
  };

  it('counts an occurrence only with a nearby word', () => {
    const r = classify(
      [rule],
      `employee id: 123456. Unrelated 654321 ${'.'.repeat(NEARBY_WINDOW + 10)} 111111`,
    );
    expect(r.entries).toBe(2);
  });

  it('explains a candidate rejected for want of a nearby word', () => {
    const unbounded: Rule = { ...rule, text: '\\b\\d{6,}\\b' };
    const r = classify([unbounded], `employee id: 123456 ${'.'.repeat(NEARBY_WINDOW + 10)} 111111`);
    expect(r.entries).toBe(1);
    expect(r.findings.filter((f) => !f.accepted).map((f) => [f.reason, f.maskedValue])).toEqual([
      ['no nearby word', '1****1'],
    ]);
  });

  it('ignores the word inside a longer word', () => {
    expect(classify([{ ...rule, nearbyWords: ['id'] }], 'idea 123456').matched).toBe(false);
  });
});

describe('checkMethod LUHN', () => {
  it('counts only values passing Luhn; card-length values must also be cards', () => {
    const r = classify(
      [{ ruleType: 'REGEX', text: '\\b\\d{11,16}\\b', checkMethod: 'LUHN', entryCounter: true }],
      '79927398713 79927398710 4111111111111111 1700000000000',
    );
    expect(r.entries).toBe(2);
    expect(r.findings.filter((f) => !f.accepted).map((f) => f.reason)).toEqual([
      'fails Luhn',
      'looks like a millisecond timestamp',
    ]);
  });

  it('3 valid cards and 1 invalid → 3 entries → 3 × 150 USD with the card template', () => {
    const card = fromTemplate(templateByKey('PAYMENT_CARD'));
    const text =
      'Visa 4111 1111 1111 1111, MC 5555-5555-5555-4444, Amex 378282246310005, bad 4111 1111 1111 1112.';
    const r = createEngine([card]).classify(textInput(text)).results[0]!;
    expect(r).toMatchObject({ matched: true, entries: 3, riskUsd: 450 });
    expect(r.findings.map((f) => [f.maskedValue, f.accepted, f.reason])).toEqual([
      ['4111 **** **** 1111', true, undefined],
      ['5555-****-****-4444', true, undefined],
      ['3782*******0005', true, undefined],
      ['4111 **** **** 1112', false, 'fails Luhn'],
    ]);
    expect(CARD_PATTERN).toContain('[2-6]');
  });

  it('the card template counts numbers grouped with dots and no-break spaces, in every layout', () => {
    const card = fromTemplate(templateByKey('PAYMENT_CARD'));
    const text = [
      'Visa 5232.1461.6682.3609 on file.',
      'Amex 3782.822463.10005, Visa 4111\u00a01111\u00a01111\u00a01111,',
      'MC 5555\u202f5555\u202f5555\u202f4444 and 19 digits 6011.0000.0000.0000.001.',
      'Plain 4012888888881881, dashed 4111-1111-1111-1111.',
    ].join('\n');
    const r = createEngine([card]).classify(textInput(text)).results[0]!;
    expect(r.findings.map((f) => [f.maskedValue, f.accepted])).toEqual([
      ['5232.****.****.3609', true],
      ['3782.******.*0005', true],
      ['4111\u00a0****\u00a0****\u00a01111', true],
      ['5555\u202f****\u202f****\u202f4444', true],
      ['6011.****.****.***0.001', true],
      ['4012********1881', true],
      ['4111-****-****-1111', true],
    ]);
    expect(r.entries).toBe(7);
  });

  it('the card template leaves dotted look-alikes alone: versions, IP addresses, dates, longer runs', () => {
    const card = fromTemplate(templateByKey('PAYMENT_CARD'));
    const text = [
      'Upgrade to version 5232.1461.6682.3609 today; build 4111.1111.1111.1111 is out.',
      'Hosts 192.168.100.200 and 10.0.0.1; release 5.4.3.2; dated 2024.12.31 and 31.12.2024.',
      'Reference 5232.1461.6682.3609.7777 and 12.5232.1461.6682.3609 and 5232.1461.6682.3608.',
      'Mixed 5232.1461-6682.3609, uneven 52321.461.6682.3609, decimal 5232.14616682.',
    ].join('\n');
    const r = createEngine([card]).classify(textInput(text)).results[0]!;
    expect(r.entries).toBe(0);
    expect(r.findings.filter((f) => f.accepted)).toEqual([]);
  });
});

describe('scopes', () => {
  const segments: TextSegment[] = [
    { text: 'secret', scope: 'TEXT', location: 'Sheet1!A1' },
    { text: '=IF(A1="secret", 1, 0) & "secret"', scope: 'FORMULA', location: 'Sheet1!B1' },
  ];

  it('TEXT (the default) reads only text segments', () => {
    expect(classify([{ ruleType: 'CONTAINS', text: 'secret', entryCounter: true }], segments).entries).toBe(
      1,
    );
  });

  it('FORMULA reads only formulas; both read both', () => {
    const formula: Rule = {
      ruleType: 'CONTAINS',
      text: 'secret',
      entryCounter: true,
      contentFilterRuleScopeTypes: ['FORMULA'],
    };
    expect(classify([formula], segments).entries).toBe(2);
    expect(
      classify([{ ...formula, contentFilterRuleScopeTypes: ['TEXT', 'FORMULA'] }], segments).entries,
    ).toBe(3);
  });

  it('findings say where', () => {
    const r = classify(
      [{ ruleType: 'CONTAINS', text: 'secret', contentFilterRuleScopeTypes: ['FORMULA'] }],
      segments,
    );
    expect(r.findings.map((f) => [f.location, f.offset, f.matcherIndex])).toEqual([
      ['Sheet1!B1', 8, 0],
      ['Sheet1!B1', 26, 0],
    ]);
  });
});

describe('rulesMatch and entries', () => {
  const rules: Rule[] = [
    { ruleType: 'CONTAINS', text: 'alpha' },
    { ruleType: 'CONTAINS', text: 'beta', entryCounter: true },
  ];

  it('ALL_RULES needs every rule', () => {
    expect(classify(rules, 'alpha', { rulesMatch: 'ALL_RULES' }).matched).toBe(false);
    expect(classify(rules, 'alpha beta beta', { rulesMatch: 'ALL_RULES' })).toMatchObject({
      matched: true,
      entries: 2,
    });
  });

  it('ANY_RULE needs one; the file counts once when the counting rule did not match', () => {
    expect(classify(rules, 'alpha alpha', { rulesMatch: 'ANY_RULE' })).toMatchObject({
      matched: true,
      entries: 1,
    });
    expect(classify(rules, 'beta beta beta', { rulesMatch: 'ANY_RULE' })).toMatchObject({
      matched: true,
      entries: 3,
    });
  });

  it('without a counting rule the file is one record (riskBasedOnMatcherIndex -1)', () => {
    const r = classify([{ ruleType: 'CONTAINS', text: 'alpha' }], 'alpha alpha alpha');
    expect(r).toMatchObject({ matched: true, entries: 1, riskUsd: 10 });
  });

  it('countUniqueEntries counts distinct values', () => {
    const rule: Rule = { ruleType: 'REGEX', text: '\\b\\d{3}\\b', entryCounter: true };
    expect(classify([rule], '111 222 111 111').entries).toBe(4);
    expect(classify([rule], '111 222 111 111', { countUniqueEntries: true }).entries).toBe(2);
  });

  it('countUniqueEntries sees one card in two layouts', () => {
    const card = fromTemplate(templateByKey('PAYMENT_CARD'));
    const r = createEngine([{ ...card, countUniqueEntries: true }]).classify(
      textInput('4111 1111 1111 1111 and 4111-1111-1111-1111 and 4111111111111111'),
    );
    expect(r.results[0]!.entries).toBe(1);
  });

  it('a classifier without rules never matches', () => {
    expect(classify([], 'anything').matched).toBe(false);
  });
});
