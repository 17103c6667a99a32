import { describe, expect, it } from 'vitest';
import { rollupViewOf } from './discovered-files-total.js';

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
