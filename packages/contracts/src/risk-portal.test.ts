import { describe, expect, it } from 'vitest';
import { activityLevel, lastDays, moveRangeEnd, periodOf, rangeDays, shiftDay } from './risk-portal.js';

describe('device activity dot', () => {
  const now = new Date('2026-11-21T12:00:00Z');
  const daysAgo = (d: number) => new Date(now.getTime() - d * 86_400_000);
  it.each([
    [0, 'green'],
    [2, 'green'],
    [2.01, 'yellow'],
    [6, 'yellow'],
    [6.5, 'orange'],
    [10, 'orange'],
    [10.01, 'red'],
    [400, 'red'],
  ] as const)('%s days since the last activity is %s', (days, level) => {
    expect(activityLevel(daysAgo(days), now)).toBe(level);
  });
  it('is red for a device never seen or a bad date', () => {
    expect(activityLevel(null, now)).toBe('red');
    expect(activityLevel('not a date', now)).toBe('red');
  });
});

describe('period picker ranges', () => {
  it('opens on the last 90 days, today included', () => {
    const range = lastDays(90, new Date('2026-11-21T23:30:00Z'));
    expect(range).toEqual({ start: '2026-08-24', end: '2026-11-21' });
    expect(rangeDays(range)).toBe(90);
  });

  it('moves the end when the start moves more than 90 days before it', () => {
    const range = { start: '2026-08-24', end: '2026-11-21' };
    expect(moveRangeEnd(range, 'start', '2026-06-01', 90)).toEqual({
      start: '2026-06-01',
      end: '2026-08-29',
    });
  });

  it('moves the start when the end moves more than 90 days after it', () => {
    const range = { start: '2026-01-01', end: '2026-01-31' };
    const moved = moveRangeEnd(range, 'end', '2026-06-30', 90);
    expect(moved).toEqual({ start: '2026-04-02', end: '2026-06-30' });
    expect(rangeDays(moved)).toBe(90);
  });

  it('keeps the other end when the range stays within the limit, and never reverses', () => {
    const range = { start: '2026-10-01', end: '2026-10-31' };
    expect(moveRangeEnd(range, 'start', '2026-09-15', 90)).toEqual({
      start: '2026-09-15',
      end: '2026-10-31',
    });
    expect(moveRangeEnd(range, 'start', '2026-11-10', 90)).toEqual({
      start: '2026-11-10',
      end: '2026-11-10',
    });
    expect(moveRangeEnd(range, 'end', '2026-09-20', 90)).toEqual({ start: '2026-09-20', end: '2026-09-20' });
  });

  it('asks the API for whole days', () => {
    expect(periodOf({ start: '2026-08-24', end: '2026-11-21' })).toEqual({
      startPeriod: '2026-08-24T00:00:00.000Z',
      finishPeriod: '2026-11-21T23:59:59.999Z',
    });
  });
});

describe('shiftDay', () => {
  it('moves a UTC day forward and back across months, years and a leap day', () => {
    expect(shiftDay('2026-12-31', 1)).toBe('2027-01-01');
    expect(shiftDay('2026-03-01', -1)).toBe('2026-02-28');
    expect(shiftDay('2028-03-01', -1)).toBe('2028-02-29');
    expect(shiftDay('2026-11-29', -90)).toBe('2026-08-31');
    expect(shiftDay('2026-11-29', 0)).toBe('2026-11-29');
  });
});
