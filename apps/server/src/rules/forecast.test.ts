import { describe, expect, it } from 'vitest';
import { addDays, encryptionDayOffset, forecastEncryption, FORECAST_HORIZON_DAYS } from './forecast.js';

const TODAY = '2026-03-10';
const usd = (n: number) => BigInt(Math.round(n * 1_000_000));

describe('encryption forecast', () => {
  it('a file is encrypted on last access + delay, or on the first day once that has passed', () => {
    expect(encryptionDayOffset('2026-03-10', 30, TODAY)).toBe(30);
    expect(encryptionDayOffset('2026-03-01', 30, TODAY)).toBe(21);
    expect(encryptionDayOffset('2026-02-08', 30, TODAY)).toBe(0); // exactly reached today
    expect(encryptionDayOffset('2025-01-01', 30, TODAY)).toBe(0);
    expect(encryptionDayOffset('2026-03-10', 0, TODAY)).toBe(0);
    // Across a month end and a leap-free February.
    expect(encryptionDayOffset('2026-02-27', 2, '2026-02-28')).toBe(1);
  });

  it('hand-computed: already encrypted, idle, recent and future-dated files', () => {
    const f = forecastEncryption(
      [
        { lastAccessDay: '2026-03-09', isEncrypted: true, costMicro: usd(100) }, // reduced from day 0
        { lastAccessDay: '2026-01-01', isEncrypted: false, costMicro: usd(40) }, // idle 68 days: day 0
        { lastAccessDay: '2026-03-05', isEncrypted: false, costMicro: usd(20.5) }, // 03-05 + 7 = day 2
        { lastAccessDay: '2026-03-10', isEncrypted: false, costMicro: usd(7) }, // today + 7 = day 7
        { lastAccessDay: '2026-03-10', isEncrypted: false, costMicro: usd(0.000001) }, // day 7 too
      ],
      7,
      TODAY,
    );
    expect(f.currentMicro).toBe(usd(167.500001));
    expect(f.points).toHaveLength(FORECAST_HORIZON_DAYS + 1);
    expect(f.points[0]).toEqual({ date: '2026-03-10', reductionMicro: usd(140) });
    expect(f.points[1]).toEqual({ date: '2026-03-11', reductionMicro: usd(140) });
    expect(f.points[2]).toEqual({ date: '2026-03-12', reductionMicro: usd(160.5) });
    expect(f.points[6]?.reductionMicro).toBe(usd(160.5));
    expect(f.points[7]).toEqual({ date: '2026-03-17', reductionMicro: usd(167.500001) });
    expect(f.points[90]).toEqual({ date: '2026-06-08', reductionMicro: usd(167.500001) });
    expect(f.totals).toEqual({
      currentMicro: usd(167.500001),
      reductionMicro: usd(140),
      residualMicro: usd(27.500001),
    });
  });

  it('a delay beyond the horizon leaves recent files out of every point', () => {
    const f = forecastEncryption(
      [
        { lastAccessDay: '2026-03-01', isEncrypted: false, costMicro: usd(5) }, // day 9990
        { lastAccessDay: '1990-01-01', isEncrypted: false, costMicro: usd(3) }, // 36 years idle: day 0
      ],
      9999,
      TODAY,
    );
    expect(f.points.every((p) => p.reductionMicro === usd(3))).toBe(true);
    expect(f.totals).toEqual({ currentMicro: usd(8), reductionMicro: usd(3), residualMicro: usd(5) });
  });

  it('no files: zeros on every day', () => {
    const f = forecastEncryption([], 30, TODAY, 3);
    expect(f.points).toEqual([
      { date: '2026-03-10', reductionMicro: 0n },
      { date: '2026-03-11', reductionMicro: 0n },
      { date: '2026-03-12', reductionMicro: 0n },
      { date: '2026-03-13', reductionMicro: 0n },
    ]);
    expect(f.totals).toEqual({ currentMicro: 0n, reductionMicro: 0n, residualMicro: 0n });
  });

  it('a shorter delay never reduces less on any day', () => {
    const buckets = Array.from({ length: 60 }, (_, i) => ({
      lastAccessDay: addDays(TODAY, -i * 3),
      isEncrypted: i % 7 === 0,
      costMicro: BigInt(1000 + i * 37),
    }));
    const longer = forecastEncryption(buckets, 45, TODAY);
    const shorter = forecastEncryption(buckets, 10, TODAY);
    shorter.points.forEach((p, i) =>
      expect(p.reductionMicro >= (longer.points[i]?.reductionMicro ?? 0n)).toBe(true),
    );
    expect(shorter.points.at(-1)?.reductionMicro).toBe(shorter.currentMicro);
  });
});
