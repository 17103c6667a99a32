import { describe, expect, it } from 'vitest';
import { nextSort, toOrder } from './sort';

describe('nextSort (spec part 1 §4)', () => {
  it('starts a new column at DESC', () => {
    expect(nextSort(null, 'name')).toEqual({ field: 'name', direction: 'DESC' });
    expect(nextSort({ field: 'riskInUSD', direction: 'ASC' }, 'name')).toEqual({
      field: 'name',
      direction: 'DESC',
    });
  });

  it('flips the active column', () => {
    expect(nextSort({ field: 'name', direction: 'DESC' }, 'name')).toEqual({
      field: 'name',
      direction: 'ASC',
    });
    expect(nextSort({ field: 'name', direction: 'ASC' }, 'name')).toEqual({
      field: 'name',
      direction: 'DESC',
    });
  });
});

describe('toOrder', () => {
  it('is the list order argument', () => {
    expect(toOrder({ field: 'riskInUSD', direction: 'DESC' })).toEqual([{ riskInUSD: 'DESC' }]);
    expect(toOrder(null)).toBeUndefined();
  });
});
