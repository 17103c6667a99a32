import { describe, expect, it } from 'vitest';
import { lastSeenLabel, timeAgo } from './last-seen';

const now = new Date('2026-03-10T12:00:00.000Z');
const before = (ms: number) => new Date(now.getTime() - ms).toISOString();
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('timeAgo', () => {
  it.each([
    [0, 'just now'],
    [59_999, 'just now'],
    [MIN, '1 minute ago'],
    [59 * MIN + 59_000, '59 minutes ago'],
    [HOUR, '1 hour ago'],
    [3 * HOUR + 20 * MIN, '3 hours ago'],
    [DAY - 1, '23 hours ago'],
    [DAY, '1 day ago'],
    [2 * DAY + 5 * HOUR, '2 days ago'],
    [29 * DAY, '29 days ago'],
    [30 * DAY, '1 month ago'],
    [75 * DAY, '2 months ago'],
    [364 * DAY, '11 months ago'],
    [365 * DAY, '1 year ago'],
    [800 * DAY, '2 years ago'],
  ])('%i ms before now reads %s', (elapsed, expected) => {
    expect(timeAgo(before(elapsed), now)).toBe(expected);
  });

  it('reads a time after now (clock drift) as just now', () => {
    expect(timeAgo(new Date(now.getTime() + 5 * MIN), now)).toBe('just now');
  });

  it('accepts a Date and refuses what is not a date', () => {
    expect(timeAgo(new Date(now.getTime() - 2 * HOUR), now)).toBe('2 hours ago');
    expect(timeAgo('not a date', now)).toBeNull();
  });
});

describe('lastSeenLabel', () => {
  it('says Connected for an online device, whatever its last activity', () => {
    expect(lastSeenLabel({ deviceIsOnline: true, deviceLastActivity: before(3 * DAY) }, now)).toBe(
      'Connected',
    );
  });

  it('gives the relative time of an offline device', () => {
    expect(lastSeenLabel({ deviceIsOnline: false, deviceLastActivity: before(3 * HOUR) }, now)).toBe(
      '3 hours ago',
    );
    expect(lastSeenLabel({ deviceIsOnline: false, deviceLastActivity: before(2 * DAY) }, now)).toBe(
      '2 days ago',
    );
  });

  it('says Never for a device that never reported', () => {
    expect(lastSeenLabel({ deviceIsOnline: false, deviceLastActivity: null }, now)).toBe('Never');
    expect(lastSeenLabel({ deviceIsOnline: false, deviceLastActivity: 'garbage' }, now)).toBe('Never');
  });
});
