import { describe, expect, it } from 'vitest';
import { AgentLimits, ClassifierLimits } from '@vigil/contracts';
import { MONEY_PRECISION, MONEY_SCALE, SUM_PRECISION } from './risk-columns.js';
import { usdToMicro } from './money.js';

/*
 * The widest values the database must hold, from the contracts' bounds. Every rollup is a sum over
 * live files or recorded events of a tenant tree, and no tree holds more of either than their
 * bigint identities can number.
 */
const ROWS_MAX = 2n ** 63n - 1n;
const BIGINT_MAX = 2n ** 63n - 1n;
/** One file or event: its findings' entries (duplicates of a classifier are merged into one). */
const ENTRIES_PER_ROW = BigInt(AgentLimits.entriesPerFile) * BigInt(AgentLimits.entriesPerFinding);
const VALUE_PER_RECORD_MICRO = usdToMicro(ClassifierLimits.valuePerRecordMax);
const MONEY_PER_ROW_MICRO = ENTRIES_PER_ROW * VALUE_PER_RECORD_MICRO;

/** The largest value below numeric(precision, scale), in units of its last digit. */
const numericLimit = (precision: number) => 10n ** BigInt(precision);

describe('column widths against the agent bounds', () => {
  it("hold one row's money, entries and size", () => {
    expect(MONEY_PER_ROW_MICRO).toBeLessThan(numericLimit(MONEY_PRECISION));
    expect(ENTRIES_PER_ROW).toBeLessThan(BigInt(Number.MAX_SAFE_INTEGER));
    expect(BigInt(AgentLimits.fileSizeMax)).toBeLessThan(BigInt(Number.MAX_SAFE_INTEGER));
    expect(BigInt(AgentLimits.storageBytesMax)).toBeLessThan(BigInt(Number.MAX_SAFE_INTEGER));
  });

  it('hold the sum of every file or event a tenant tree can have, at the largest values', () => {
    const widestMoney = ROWS_MAX * MONEY_PER_ROW_MICRO;
    // ≈ $1.8 × 10^38, where numeric(48,6) holds up to $10^42.
    expect(widestMoney).toBeLessThan(numericLimit(SUM_PRECISION));
    expect(widestMoney / 10n ** BigInt(MONEY_SCALE)).toBeGreaterThan(10n ** 38n);
    expect(ROWS_MAX * ENTRIES_PER_ROW).toBeLessThan(numericLimit(SUM_PRECISION));
    expect(ROWS_MAX * BigInt(AgentLimits.fileSizeMax)).toBeLessThan(numericLimit(SUM_PRECISION));
    // Counts of files, events and cases count rows: bigint holds them.
    expect(ROWS_MAX).toBeLessThanOrEqual(BIGINT_MAX);
  });

  it('keep the widest money finite as float8 (the sortable copies and the GraphQL Float edge)', () => {
    const widestUsd = Number(ROWS_MAX * MONEY_PER_ROW_MICRO) / 1e6;
    expect(Number.isFinite(widestUsd)).toBe(true);
    expect(widestUsd).toBeLessThan(Number.MAX_VALUE);
  });

  it('would not have held them at the old numeric(30,6) and bigint', () => {
    // The reason for the widths: a device sending its largest batches, again and again.
    const perBatch = BigInt(AgentLimits.filesPerBatch);
    expect(numericLimit(30) / (perBatch * MONEY_PER_ROW_MICRO)).toBeLessThan(100n);
    expect(BIGINT_MAX / (perBatch * ENTRIES_PER_ROW)).toBeLessThan(100_000n);
    expect(BIGINT_MAX / (perBatch * BigInt(AgentLimits.fileSizeMax))).toBeLessThan(10_000n);
  });
});
