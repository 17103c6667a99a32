import { describe, expect, it } from 'vitest';
import { shareOfTotal } from './risk-share';

describe('shareOfTotal', () => {
  it('is shown only strictly between 0 and 100 percent', () => {
    expect(shareOfTotal(25, 100)).toBe(25);
    expect(shareOfTotal(0, 100)).toBeNull();
    expect(shareOfTotal(100, 100)).toBeNull();
    expect(shareOfTotal(5, 0)).toBeNull();
    expect(shareOfTotal(99.6, 100)).toBeCloseTo(99.6);
  });
});
