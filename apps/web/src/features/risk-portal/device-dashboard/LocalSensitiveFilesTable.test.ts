import { describe, expect, it } from 'vitest';
import { TOTAL_ROW_ID, totalsRow } from './LocalSensitiveFilesTable';

const row = (id: string, n: number) => ({
  id,
  name: `Classifier ${id}`,
  files: n,
  records: n * 10,
  risk: n * 100,
  encryptedFiles: n - 1,
  encryptedRecords: n * 5,
  encryptedRisk: n * 50,
});

describe('totalsRow', () => {
  it('sums every column of the classifier rows', () => {
    expect(totalsRow([row('1', 3), row('2', 4)])).toEqual({
      id: TOTAL_ROW_ID,
      name: 'Total',
      files: 7,
      records: 70,
      risk: 700,
      encryptedFiles: 5,
      encryptedRecords: 35,
      encryptedRisk: 350,
    });
  });

  it('is all zeros without rows', () => {
    expect(totalsRow([])).toMatchObject({ files: 0, records: 0, risk: 0, encryptedRisk: 0 });
  });
});
