import { describe, expect, it } from 'vitest';
import { shiftDay } from '@vigil/contracts';
import { readsWindow, windowDifference, WINDOW_COST_DAYS } from './window-difference.js';

const range = (start: string, end: string) => ({ start, end });

describe('windowDifference', () => {
  const window = range('2026-09-01', '2026-11-29');

  it('is nothing for the very window', () => {
    expect(windowDifference(window, window)).toEqual({ minus: [], plus: [], days: 0 });
  });

  it('subtracts the window’s last day and adds the day before it for a period one day earlier', () => {
    expect(windowDifference(window, range('2026-08-31', '2026-11-28'))).toEqual({
      minus: [range('2026-11-29', '2026-11-29')],
      plus: [range('2026-08-31', '2026-08-31')],
      days: 2,
    });
  });

  it('subtracts both ends of the window around a period inside it', () => {
    expect(windowDifference(window, range('2026-10-01', '2026-10-31'))).toEqual({
      minus: [range('2026-09-01', '2026-09-30'), range('2026-11-01', '2026-11-29')],
      plus: [],
      days: 59,
    });
  });

  it('adds both ends of a period around the window, across a month and a year', () => {
    const inner = range('2026-12-30', '2027-01-02');
    expect(windowDifference(inner, range('2026-12-28', '2027-01-03'))).toEqual({
      minus: [],
      plus: [range('2026-12-28', '2026-12-29'), range('2027-01-03', '2027-01-03')],
      days: 3,
    });
  });

  it('subtracts the whole window and adds the whole period when they do not meet', () => {
    const period = range('2026-01-01', '2026-01-10');
    expect(windowDifference(window, period)).toEqual({ minus: [window], plus: [period], days: 100 });
  });
});

describe('readsWindow', () => {
  const window = range('2026-09-01', '2026-11-29');

  it('reads the very window, and a period near it, but not a short period far inside it', () => {
    expect(readsWindow(windowDifference(window, window), window)).toBe(true);
    const shifted = range('2026-08-31', '2026-11-28');
    expect(readsWindow(windowDifference(window, shifted), shifted)).toBe(true);
    const lastThirty = range('2026-10-31', '2026-11-29');
    expect(readsWindow(windowDifference(window, lastThirty), lastThirty)).toBe(false);
  });

  it('weighs the difference against the period’s days and the cost of the window', () => {
    // 90 days of period: a difference of 90 - WINDOW_COST_DAYS - 1 days is still worth the window
    const shiftedBy = (days: number) => range(shiftDay(window.start, -days), shiftDay(window.end, -days));
    const limit = (90 - WINDOW_COST_DAYS - 1) / 2;
    const near = shiftedBy(Math.floor(limit));
    const far = shiftedBy(Math.floor(limit) + 1);
    expect(readsWindow(windowDifference(window, near), near)).toBe(true);
    expect(readsWindow(windowDifference(window, far), far)).toBe(false);
  });
});
