import { describe, expect, it } from 'vitest';
import { lastThreeMonths } from './risk-period';

describe('lastThreeMonths', () => {
  it('starts at the same UTC day three months earlier', () => {
    expect(lastThreeMonths(new Date('2026-11-21T10:30:00Z'))).toEqual({
      startPeriod: '2026-08-21T00:00:00.000Z',
      finishPeriod: '2026-11-21T10:30:00.000Z',
    });
  });

  it('crosses the year boundary', () => {
    expect(lastThreeMonths(new Date('2027-01-15T00:00:00Z')).startPeriod).toBe('2026-10-15T00:00:00.000Z');
  });

  it('clamps to the last day of a shorter month', () => {
    expect(lastThreeMonths(new Date('2026-05-31T12:00:00Z')).startPeriod).toBe('2026-02-28T00:00:00.000Z');
  });
});
