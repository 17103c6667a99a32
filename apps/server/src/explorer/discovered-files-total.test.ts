import { describe, expect, it } from 'vitest';
import { eventsRollupViewOf, rollupViewOf } from './discovered-files-total.js';

describe('rollupViewOf', () => {
  it('reads live files by sensitivity, false positive and devices, through nested ands', () => {
    expect(rollupViewOf({ isDeleted: { eq: false } })).toEqual({});
    expect(
      rollupViewOf({
        and: [
          { isDeleted: { neq: true } },
          { and: [{ isSensitive: { eq: true } }, { falsePositive: { neq: true } }] },
          { deviceId: { eq: 7 } },
        ],
      }),
    ).toEqual({ sensitive: true, falsePositive: false, deviceIds: [7] });
    expect(rollupViewOf({ isDeleted: { eq: false }, deviceId: { in: [1, 2] } })).toEqual({
      deviceIds: [1, 2],
    });
  });

  it("reads a classifier's drill-down, not by sensitivity", () => {
    expect(
      rollupViewOf({ and: [{ isDeleted: { eq: false } }, { falsePositive: { eq: false } }] }, 9),
    ).toEqual({
      falsePositive: false,
      classifierId: 9,
    });
    expect(rollupViewOf({ isDeleted: { eq: false }, deviceId: { eq: 3 } }, 9)).toEqual({
      deviceIds: [3],
      classifierId: 9,
    });
    expect(rollupViewOf({ isDeleted: { eq: false } }, null)).toEqual({});
    expect(rollupViewOf({ isDeleted: { eq: false }, isSensitive: { eq: true } }, 9)).toBeNull();
    expect(rollupViewOf({ falsePositive: { eq: false } }, 9)).toBeNull();
  });

  it('leaves every other view to be counted', () => {
    for (const where of [
      null,
      {},
      { isSensitive: { eq: true } },
      { isDeleted: { eq: true } },
      { isDeleted: { eq: false }, entriesCount: { gte: 0 } },
      { isDeleted: { eq: false }, or: [{ isSensitive: { eq: true } }] },
      { and: [{ isDeleted: { eq: false } }, { isSensitive: { eq: true } }, { isSensitive: { eq: false } }] },
      { isDeleted: { eq: false }, deviceId: { neq: 3 } },
      { isDeleted: { eq: false }, isSensitive: { eq: null } },
    ]) {
      expect(rollupViewOf(where as never), JSON.stringify(where)).toBeNull();
    }
  });
});

describe('eventsRollupViewOf', () => {
  it('reads every event, or by devices and prevention, through nested ands', () => {
    expect(eventsRollupViewOf(null)).toEqual({});
    expect(eventsRollupViewOf({})).toEqual({});
    expect(eventsRollupViewOf({ and: [] })).toEqual({});
    expect(
      eventsRollupViewOf({ and: [{ isPrevented: { neq: true } }, { and: [{ deviceId: { in: [4, 5] } }] }] }),
    ).toEqual({ prevented: false, deviceIds: [4, 5] });
    expect(eventsRollupViewOf({ isPrevented: { eq: true }, deviceId: { eq: 4 } })).toEqual({
      prevented: true,
      deviceIds: [4],
    });
  });

  it('leaves every other view to be counted', () => {
    for (const where of [
      { sensitiveType: { eq: 'SENSITIVE' } },
      { transactionTime: { gte: '2026-01-01T00:00:00Z' } },
      { or: [{ isPrevented: { eq: true } }] },
      { and: [{ isPrevented: { eq: true } }, { isPrevented: { eq: false } }] },
      { isPrevented: { eq: null } },
      { deviceId: { neq: 3 } },
      { isPrevented: { eq: true }, fileName: { contains: 'a' } },
    ]) {
      expect(eventsRollupViewOf(where as never), JSON.stringify(where)).toBeNull();
    }
  });
});
