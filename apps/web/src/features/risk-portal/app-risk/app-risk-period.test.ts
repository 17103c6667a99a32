import { describe, expect, it } from 'vitest';
import { defaultPeriod, parsePeriod, periodParams } from './app-risk-period';

const now = new Date('2026-11-21T20:04:10Z');

describe('defaultPeriod', () => {
  it('is the last 90 days ending today (UTC), both ends included', () => {
    expect(defaultPeriod(now)).toEqual({ start: '2026-08-24', end: '2026-11-21' });
  });
});

describe('parsePeriod', () => {
  it('reads a valid range', () => {
    expect(parsePeriod('2026-10-01', '2026-10-31', now)).toEqual({ start: '2026-10-01', end: '2026-10-31' });
    expect(parsePeriod('2026-08-24', '2026-11-21', now)).toEqual({ start: '2026-08-24', end: '2026-11-21' });
  });

  it('falls back to the default for anything the picker cannot produce', () => {
    const fallback = { start: '2026-08-24', end: '2026-11-21' };
    expect(parsePeriod(null, null, now)).toEqual(fallback);
    expect(parsePeriod('2026-10-01', null, now)).toEqual(fallback);
    expect(parsePeriod('2026-02-30', '2026-03-10', now)).toEqual(fallback);
    expect(parsePeriod('2026-10-31', '2026-10-01', now)).toEqual(fallback);
    expect(parsePeriod('2026-11-01', '2026-11-22', now)).toEqual(fallback);
    // 91 days.
    expect(parsePeriod('2026-08-01', '2026-10-30', now)).toEqual(fallback);
    expect(parsePeriod('1 Oct', '2026-10-30', now)).toEqual(fallback);
  });
});

describe('periodParams', () => {
  it('leaves the default out of the URL', () => {
    expect(periodParams(defaultPeriod(now), now)).toBeNull();
    expect(periodParams({ start: '2026-10-01', end: '2026-10-31' }, now)).toEqual({
      from: '2026-10-01',
      to: '2026-10-31',
    });
  });
});
