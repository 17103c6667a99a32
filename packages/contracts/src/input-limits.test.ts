import { describe, expect, it } from 'vitest';
import { ClassifierLimits } from './classifiers.js';
import { Limits } from './limits.js';
import {
  InputLimits,
  InputMessages,
  filterInputProblem,
  orderInputProblem,
  textInputProblem,
} from './input-limits.js';

describe('text input', () => {
  it('refuses NUL and lone surrogates, and takes surrogate pairs', () => {
    expect(textInputProblem('a\u0000b')).toBe(InputMessages.textHasNul);
    expect(textInputProblem('a\ud800b')).toBe(InputMessages.textNotUnicode);
    expect(textInputProblem('\udfff')).toBe(InputMessages.textNotUnicode);
    expect(textInputProblem('a\ud83d\ude00b')).toBeNull();
    expect(textInputProblem('Zürich – 東京')).toBeNull();
  });

  it('takes a text of the maximum length and refuses a longer one', () => {
    expect(textInputProblem('x'.repeat(10), 10)).toBeNull();
    expect(textInputProblem('x'.repeat(11), 10)).toBe(InputMessages.textTooLong(10));
  });
});

describe('filter input', () => {
  it('takes a single branch where GraphQL takes a single value for a list', () => {
    expect(filterInputProblem({ or: { name: { eq: 'a' } } })).toBeNull();
    const branches = Array.from({ length: InputLimits.filterBranchesMax + 1 }, () => ({ id: { eq: 1 } }));
    expect(filterInputProblem({ or: { and: branches } })).toEqual({
      message: InputMessages.filterTooManyBranches('and', InputLimits.filterBranchesMax),
      path: 'or.and',
    });
  });

  it('names where the problem is', () => {
    expect(filterInputProblem({ and: [{ id: { eq: 1 } }, { name: { in: ['x'.repeat(1001)] } }] })).toEqual({
      message: InputMessages.filterTextTooLong('name', InputLimits.filterTextMax),
      path: 'and[1].name.in[0]',
    });
  });

  it('leaves a value of the wrong shape to GraphQL, which names it', () => {
    expect(filterInputProblem('everything')).toBeNull();
    expect(filterInputProblem({ name: 'x' })).toBeNull();
  });

  it('counts sort fields across the entries of an order', () => {
    const fields = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [`f${i}`, 'ASC']));
    expect(orderInputProblem([fields(InputLimits.orderFieldsMax)])).toBeNull();
    expect(orderInputProblem([fields(InputLimits.orderFieldsMax), { g: 'ASC' }])).not.toBeNull();
  });
});

describe('the limits leave room for every legitimate input', () => {
  it('a search box, a word list, a regulation image and a page of ids fit', () => {
    expect(Limits.searchMax).toBeLessThanOrEqual(InputLimits.filterTextMax);
    expect(ClassifierLimits.wordsPerListMax).toBeLessThanOrEqual(InputLimits.listMax);
    // Base64 of the largest image, as a data URL.
    const imageChars =
      Math.ceil((Limits.regulationImageMaxKb * 1024) / 3) * 4 + 'data:image/png;base64,'.length;
    expect(imageChars).toBeLessThanOrEqual(InputLimits.textMax);
    expect(Limits.maxPageSize).toBeLessThanOrEqual(InputLimits.filterInMax);
  });
});
