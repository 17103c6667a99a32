import { describe, expect, it } from 'vitest';
import { RISK_VECTOR_COLUMNS } from './risk-columns.js';
import { fileVector, RollupDelta, type EventRiskFacts, type FindingValue } from './risk-delta.js';

const event = (processId: number, day: string, cost: bigint): EventRiskFacts => ({
  deviceId: 1,
  processId,
  day,
  isOutgoing: true,
  isPrevented: false,
  isEncrypted: false,
  hasSensitive: cost > 0n,
  sensitiveCostMicro: cost,
  entries: [],
});

describe('RollupDelta.window', () => {
  it('sums per application the events of the days inside the bounds only', () => {
    const delta = new RollupDelta(() => []);
    delta.event(event(7, '2026-02-28', 1_000_000n));
    delta.event(event(7, '2026-03-01', 2_000_000n));
    delta.event(event(7, '2026-03-10', 3_000_000n));
    delta.event(event(8, '2026-03-05', 4_000_000n));
    delta.event(event(8, '2026-03-11', 5_000_000n));
    delta.window('2026-03-01', '2026-03-10');
    const rows = delta.applicationWindow.nonZero();
    // events, incoming, outgoing, outgoing sensitive, prevented, incoming cost, outgoing cost, encrypted
    expect(rows).toEqual([
      { key: [7], values: [2n, 0n, 2n, 2n, 0n, 0n, 5_000_000n, 0n] },
      { key: [8], values: [1n, 0n, 1n, 1n, 0n, 0n, 4_000_000n, 0n] },
    ]);
  });

  it('sums per application × classifier and application × device the same days', () => {
    const delta = new RollupDelta(() => []);
    const withEntries = (e: EventRiskFacts, deviceId: number, classifierId: number, entries: bigint) => ({
      ...e,
      deviceId,
      entries: [{ classifierId, entries }],
    });
    delta.event(withEntries(event(7, '2026-02-28', 1n), 1, 30, 5n));
    delta.event(withEntries(event(7, '2026-03-02', 1n), 1, 30, 2n));
    delta.event(withEntries(event(7, '2026-03-03', 1n), 2, 30, 3n));
    delta.window('2026-03-01', '2026-03-10');
    // entries, encrypted entries, outgoing entries
    expect(delta.applicationClassifierWindow.nonZero()).toEqual([{ key: [7, 30], values: [5n, 0n, 5n] }]);
    // events, incoming, outgoing, outgoing cost, encrypted outgoing cost
    expect(delta.applicationDeviceWindow.nonZero()).toEqual([
      { key: [7, 1], values: [1n, 0n, 1n, 1n, 0n] },
      { key: [7, 2], values: [1n, 0n, 1n, 1n, 0n] },
    ]);
  });

  it('adds nothing when no day is inside', () => {
    const delta = new RollupDelta(() => []);
    delta.event(event(7, '2026-02-28', 1_000_000n));
    delta.window('2026-03-01', '2026-03-10');
    expect(delta.applicationWindow.nonZero()).toEqual([]);
  });
});

describe('the risk vector of a file', () => {
  const findings: FindingValue[] = [
    { classifierId: 1, entries: 3n, costMicro: 60n, isSensitive: true },
    { classifierId: 2, entries: 2n, costMicro: 5n, isSensitive: true },
    { classifierId: 3, entries: 4n, costMicro: 8n, isSensitive: false },
  ];
  const named = (v: bigint[]) => Object.fromEntries(RISK_VECTOR_COLUMNS.map((c, i) => [c, v[i]]));

  it('counts the file once per kind, and again in the encrypted slots when it is encrypted', () => {
    expect(named(fileVector(true, findings))).toEqual({
      risk_files_count: 1n,
      encrypted_risk_files_count: 1n,
      sensitive_files_count: 1n,
      sensitive_entries_count: 5n,
      sensitive_cost: 65n,
      encrypted_sensitive_files_count: 1n,
      encrypted_sensitive_entries_count: 5n,
      encrypted_sensitive_cost: 65n,
      non_sensitive_files_count: 1n,
      non_sensitive_entries_count: 4n,
      non_sensitive_cost: 8n,
      encrypted_non_sensitive_files_count: 1n,
      encrypted_non_sensitive_entries_count: 4n,
      encrypted_non_sensitive_cost: 8n,
    });
    expect(named(fileVector(false, findings.slice(2)))).toMatchObject({
      risk_files_count: 1n,
      encrypted_risk_files_count: 0n,
      sensitive_files_count: 0n,
      non_sensitive_cost: 8n,
      encrypted_non_sensitive_cost: 0n,
    });
  });

  it('adds each finding to its device × classifier as the vector of that finding alone', () => {
    const delta = new RollupDelta(() => []);
    delta.file({ deviceId: 9, folderId: 1, isEncrypted: true, size: 10n, findings }, 1n);
    for (const f of findings) {
      expect(delta.deviceClassifier.row([9, f.classifierId])).toEqual(fileVector(true, [f]));
    }
  });
});
