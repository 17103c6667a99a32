import { describe, expect, it } from 'vitest';
import {
  dataRiskOrder,
  figureValue,
  formatCount,
  formatRegions,
  type DataRiskAmounts,
} from './data-risk-figures';
import { sensitivityOf, sensitivityValue } from './sensitivity';

const row: DataRiskAmounts = {
  riskInUSD: 1000,
  encryptedRiskInUSD: 400,
  residualRiskInUSD: 600,
  filesCount: 30,
  filesEntriesCount: 500,
  sensitiveRiskInUSD: 900,
  encryptedSensitiveRiskInUSD: 350,
  residualSensitiveRiskInUSD: 550,
  sensitiveFilesCount: 20,
  sensitiveFilesEntriesCount: 450,
  nonSensitiveRiskInUSD: 100,
  encryptedNonSensitiveRiskInUSD: 50,
  residualNonSensitiveRiskInUSD: 50,
  nonSensitiveFilesCount: 10,
  nonSensitiveFilesEntriesCount: 50,
};

const POLICY_TEXT = { regulationName: 'policyName' };

describe('figureValue', () => {
  it('shows both kinds, sensitive or non-sensitive figures', () => {
    expect(figureValue(row, 'total', 'BOTH')).toBe(1000);
    expect(figureValue(row, 'encrypted', 'SENSITIVE')).toBe(350);
    expect(figureValue(row, 'residual', 'NON_SENSITIVE')).toBe(50);
    expect(figureValue(row, 'files', 'SENSITIVE')).toBe(20);
    expect(figureValue(row, 'records', 'NON_SENSITIVE')).toBe(50);
  });
});

describe('dataRiskOrder', () => {
  it('defaults to the total risk of the sensitivity, descending', () => {
    expect(dataRiskOrder(null, 'BOTH', {})).toEqual([{ riskInUSD: 'DESC' }]);
    expect(dataRiskOrder(null, 'SENSITIVE', {})).toEqual([{ sensitiveRiskInUSD: 'DESC' }]);
    expect(dataRiskOrder(null, 'NON_SENSITIVE', {})).toEqual([{ nonSensitiveRiskInUSD: 'DESC' }]);
  });

  it('keeps the sorted column and its direction across sensitivities', () => {
    const byRecords = { field: 'filesEntriesCount', direction: 'ASC' } as const;
    expect(dataRiskOrder(byRecords, 'BOTH', {})).toEqual([{ filesEntriesCount: 'ASC' }]);
    expect(dataRiskOrder(byRecords, 'SENSITIVE', {})).toEqual([{ sensitiveFilesEntriesCount: 'ASC' }]);
    expect(dataRiskOrder(byRecords, 'NON_SENSITIVE', {})).toEqual([{ nonSensitiveFilesEntriesCount: 'ASC' }]);
  });

  it('renames text columns and falls back to total risk for a column the list lacks', () => {
    const byName = { field: 'regulationName', direction: 'ASC' } as const;
    expect(dataRiskOrder(byName, 'SENSITIVE', { regulationName: 'regulationName' })).toEqual([
      { regulationName: 'ASC' },
    ]);
    expect(dataRiskOrder(byName, 'BOTH', POLICY_TEXT)).toEqual([{ policyName: 'ASC' }]);
    expect(dataRiskOrder({ field: 'region', direction: 'ASC' }, 'SENSITIVE', POLICY_TEXT)).toEqual([
      { sensitiveRiskInUSD: 'DESC' },
    ]);
  });
});

describe('formatRegions', () => {
  it("reads 'Global' when it is the only region", () => {
    expect(formatRegions(['Global'])).toBe('Global');
    expect(formatRegions([])).toBe('Global');
    expect(formatRegions(null)).toBe('Global');
    expect(formatRegions([' '])).toBe('Global');
  });

  it('joins several regions, Global among them', () => {
    expect(formatRegions(['Europe'])).toBe('Europe');
    expect(formatRegions(['Europe', 'North America'])).toBe('Europe, North America');
    expect(formatRegions(['Global', 'Europe'])).toBe('Global, Europe');
  });
});

describe('formatCount', () => {
  it('groups thousands and rounds', () => {
    expect(formatCount(4022)).toBe('4,022');
    expect(formatCount(1234567.6)).toBe('1,234,568');
    expect(formatCount(0)).toBe('0');
  });
});

describe('sensitivity values', () => {
  it('reads Both from null and anything unknown', () => {
    expect(sensitivityOf(null)).toBe('BOTH');
    expect(sensitivityOf('nonsense')).toBe('BOTH');
    expect(sensitivityOf('SENSITIVE')).toBe('SENSITIVE');
    expect(sensitivityValue('BOTH')).toBeNull();
    expect(sensitivityValue('NON_SENSITIVE')).toBe('NON_SENSITIVE');
  });
});
