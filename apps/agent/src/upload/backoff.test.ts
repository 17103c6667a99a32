import { describe, expect, it } from 'vitest';
import { backoffDelay, sleep } from './backoff.js';

const options = { baseMs: 500, maxMs: 60_000 };

describe('backoffDelay', () => {
  it('doubles per attempt, between half and all of the ceiling', () => {
    expect(backoffDelay(0, options, () => 0)).toBe(250);
    expect(backoffDelay(0, options, () => 1)).toBe(500);
    expect(backoffDelay(3, options, () => 0)).toBe(2_000);
    expect(backoffDelay(3, options, () => 1)).toBe(4_000);
  });

  it('never exceeds the maximum, however many attempts', () => {
    for (const attempt of [7, 8, 20, 1_000]) {
      expect(backoffDelay(attempt, options, () => 1)).toBe(60_000);
      expect(backoffDelay(attempt, options, () => 0)).toBe(30_000);
    }
  });

  it('spreads agents that retry together', () => {
    const delays = new Set(Array.from({ length: 50 }, () => backoffDelay(4, options)));
    expect(delays.size).toBeGreaterThan(10);
    for (const delay of delays) {
      expect(delay).toBeGreaterThanOrEqual(4_000);
      expect(delay).toBeLessThanOrEqual(8_000);
    }
  });
});

describe('sleep', () => {
  it('ends early, with false, when aborted', async () => {
    const controller = new AbortController();
    const started = Date.now();
    const pending = sleep(10_000, controller.signal);
    controller.abort();
    expect(await pending).toBe(false);
    expect(Date.now() - started).toBeLessThan(1_000);
    expect(await sleep(1)).toBe(true);
  });
});
