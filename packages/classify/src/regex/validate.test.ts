import { describe, expect, it } from 'vitest';
import { validatePattern } from './validate.js';

describe('validatePattern', () => {
  it.each([
    '\\b\\d{3}-\\d{2}-\\d{4}\\b',
    'invoice\\s*#\\d+',
    '(?:foo|bar)+baz',
    '[A-Z]{2}\\d{2}',
    '(?<year>\\d{4})-\\d{2}',
    'a{2,1000}',
  ])('accepts %s', (pattern) => {
    expect(validatePattern(pattern)).toEqual({ ok: true });
  });

  it.each([
    ['(abc', 'Invalid regular expression: missing closing parenthesis (at character 1)'],
    ['abc)', 'Invalid regular expression: unmatched closing parenthesis (at character 4)'],
    ['[abc', 'Invalid regular expression: missing closing bracket ] (at character 1)'],
    ['*abc', "Invalid regular expression: nothing to repeat before '*' (at character 1)"],
    [
      'a**',
      "Invalid regular expression: a quantifier cannot follow another quantifier ('a**') (at character 3)",
    ],
    ['[z-a]', 'Invalid regular expression: range out of order in character class (z-a) (at character 2)'],
    ['a{5,2}', 'Invalid regular expression: numbers out of order in {5,2} (at character 2)'],
    ['abc\\', 'Invalid regular expression: pattern ends with a lone backslash (at character 4)'],
    ['\\q', 'Invalid regular expression: unknown escape \\q (at character 1)'],
    ['(a)\\1', 'Backreferences (\\1, \\2, …) are not supported: patterns must run in linear time'],
    ['(?<n>a)\\k<n>', 'Backreferences (\\k<name>) are not supported: patterns must run in linear time'],
    [
      'foo(?=bar)',
      'Lookahead and lookbehind ((?=…), (?!…), (?<=…), (?<!…)) are not supported: patterns must run in linear time',
    ],
    [
      '(?<!x)foo',
      'Lookahead and lookbehind ((?=…), (?!…), (?<=…), (?<!…)) are not supported: patterns must run in linear time',
    ],
    ['(?i)foo', 'Inline flags such as (?i) are not supported: use the matcher’s Case sensitive option'],
    ['a{1001}', 'Repetition counts above 1000 are not supported (at character 2)'],
    [
      '(?:a{100}){100}',
      'The pattern is too large to run safely: nested repetitions may repeat at most 1000 times in total',
    ],
    ['', 'Pattern is required'],
  ])('rejects %s', (pattern, message) => {
    expect(validatePattern(pattern)).toEqual({ ok: false, message });
  });
});
