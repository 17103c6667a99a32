import { describe, expect, it } from 'vitest';
import { cheapestWay } from './application-risk.service.js';
import { windowDifference } from './window-difference.js';

const window = { start: '2026-01-01', end: '2026-03-31' };
const near = (period: { start: string; end: string }) => windowDifference(window, period);

describe('cheapestWay: where a customer’s figures of a period come from', () => {
  it('reads the window for its very period, whatever else it has', () => {
    expect(cheapestWay(window, near(window), '2026-03-30')).toBe('window');
  });

  it('prefers two running rows per application to a window a few days off, or to a long period of days', () => {
    const yesterday = { start: '2025-12-31', end: '2026-03-30' };
    expect(cheapestWay(yesterday, near(yesterday), '2026-03-30')).toBe('running');
    const month = { start: '2026-03-02', end: '2026-03-31' };
    // its last day is after the running sums: one day of daily rows more
    expect(cheapestWay(month, near(month), '2026-03-30')).toBe('running');
  });

  it('reads the daily rows of a short period, and the window when the running sums are far behind', () => {
    const week = { start: '2026-03-20', end: '2026-03-26' };
    expect(cheapestWay(week, near(week), '2026-03-30')).toBe('daily');
    const yesterday = { start: '2025-12-31', end: '2026-03-30' };
    expect(cheapestWay(yesterday, near(yesterday), '2026-02-01')).toBe('near');
    // without a window, running sums behind by 57 days still spare a third of the period's days
    expect(cheapestWay(yesterday, undefined, '2026-02-01')).toBe('running');
    expect(cheapestWay(yesterday, undefined, '2026-01-05')).toBe('daily');
  });

  it('never reads running sums that end before the period starts, or that do not exist', () => {
    const later = { start: '2026-04-01', end: '2026-05-30' };
    expect(cheapestWay(later, undefined, '2026-03-31')).toBe('daily');
    expect(cheapestWay(later, undefined, null)).toBe('daily');
    expect(cheapestWay(later, undefined, '2026-04-01')).toBe('daily');
    expect(cheapestWay(later, undefined, '2026-05-01')).toBe('running');
  });
});
