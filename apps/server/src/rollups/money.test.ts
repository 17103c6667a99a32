import { describe, expect, it } from 'vitest';
import { formatMicro, formatMicroShort, parseMicro, usdToMicro } from './money.js';
import { fileVector } from './risk-delta.js';

describe('money', () => {
  it('keeps micro-dollars exact through text and back', () => {
    expect(usdToMicro(20)).toBe(20_000_000n);
    expect(usdToMicro(0.35)).toBe(350_000n);
    expect(formatMicro(3n * usdToMicro(0.1))).toBe('0.300000');
    expect(formatMicro(-1_500_000n)).toBe('-1.500000');
    expect(parseMicro('12.5')).toBe(12_500_000n);
    expect(parseMicro('-0.000001')).toBe(-1n);
    expect(parseMicro(formatMicro(123_456_789_012_345_678n))).toBe(123_456_789_012_345_678n);
  });

  it('writes the same amounts without trailing zeros', () => {
    expect(formatMicroShort(100_000_000n)).toBe('100');
    expect(formatMicroShort(0n)).toBe('0');
    expect(formatMicroShort(-1_500_000n)).toBe('-1.5');
    expect(formatMicroShort(-2_000_000n)).toBe('-2');
    expect(formatMicroShort(10_000_010n)).toBe('10.00001');
    for (const micro of [1n, 999_999n, 1_000_001n, -7n, 123_456_789_012_345_678n])
      expect(parseMicro(formatMicroShort(micro))).toBe(micro);
  });
});

describe('file risk vector', () => {
  const card = { classifierId: 1, entries: 10n, costMicro: 200_000_000n, isSensitive: true };
  const name = { classifierId: 2, entries: 5n, costMicro: 5_000_000n, isSensitive: false };

  it('splits sensitive and non-sensitive data, and the encrypted part of each', () => {
    expect(fileVector(false, [card, name])).toEqual([
      1n,
      0n,
      1n,
      10n,
      200_000_000n,
      0n,
      0n,
      0n,
      1n,
      5n,
      5_000_000n,
      0n,
      0n,
      0n,
    ]);
    expect(fileVector(true, [card])).toEqual([
      1n,
      1n,
      1n,
      10n,
      200_000_000n,
      1n,
      10n,
      200_000_000n,
      0n,
      0n,
      0n,
      0n,
      0n,
      0n,
    ]);
    expect(fileVector(true, [])).toEqual(new Array(14).fill(0n));
  });
});

describe('rollup delta', () => {
  it('adds a single finding exactly as its file vector', async () => {
    const { RollupDelta } = await import('./risk-delta.js');
    const findings = [
      { classifierId: 1, entries: 10n, costMicro: 200_000_000n, isSensitive: true },
      { classifierId: 2, entries: 5n, costMicro: 5_000_000n, isSensitive: false },
    ];
    for (const isEncrypted of [false, true]) {
      const delta = new RollupDelta(() => []);
      delta.file({ deviceId: 1, folderId: 1, isEncrypted, size: 10n, findings }, 1n);
      delta.file({ deviceId: 1, folderId: 1, isEncrypted, size: 10n, findings: [findings[0]!] }, -1n);
      const rows = delta.settle().classifier.nonZero();
      expect(rows).toEqual([{ key: [2], values: fileVector(isEncrypted, [findings[1]!]) }]);
    }
  });
});
