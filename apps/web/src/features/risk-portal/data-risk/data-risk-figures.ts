import type { SortState } from '../../../components/data-table';
import type { Sensitivity } from './sensitivity';

/** The amounts every row of the Data Risk tables carries, for both kinds of data and each kind. */
export interface DataRiskAmounts {
  riskInUSD: number;
  encryptedRiskInUSD: number;
  residualRiskInUSD: number;
  filesCount: number;
  filesEntriesCount: number;
  sensitiveRiskInUSD: number;
  encryptedSensitiveRiskInUSD: number;
  residualSensitiveRiskInUSD: number;
  sensitiveFilesCount: number;
  sensitiveFilesEntriesCount: number;
  nonSensitiveRiskInUSD: number;
  encryptedNonSensitiveRiskInUSD: number;
  residualNonSensitiveRiskInUSD: number;
  nonSensitiveFilesCount: number;
  nonSensitiveFilesEntriesCount: number;
}

/** A figure column of the Data Risk tables. */
export type DataRiskFigure = 'total' | 'encrypted' | 'residual' | 'files' | 'records';

type FigureFields = Record<DataRiskFigure, keyof DataRiskAmounts>;

/** The field each figure column shows and sorts on, by sensitivity. */
export const DATA_RISK_FIELDS: Record<Sensitivity, FigureFields> = {
  BOTH: {
    total: 'riskInUSD',
    encrypted: 'encryptedRiskInUSD',
    residual: 'residualRiskInUSD',
    files: 'filesCount',
    records: 'filesEntriesCount',
  },
  SENSITIVE: {
    total: 'sensitiveRiskInUSD',
    encrypted: 'encryptedSensitiveRiskInUSD',
    residual: 'residualSensitiveRiskInUSD',
    files: 'sensitiveFilesCount',
    records: 'sensitiveFilesEntriesCount',
  },
  NON_SENSITIVE: {
    total: 'nonSensitiveRiskInUSD',
    encrypted: 'encryptedNonSensitiveRiskInUSD',
    residual: 'residualNonSensitiveRiskInUSD',
    files: 'nonSensitiveFilesCount',
    records: 'nonSensitiveFilesEntriesCount',
  },
};

export function figureValue(row: DataRiskAmounts, figure: DataRiskFigure, sensitivity: Sensitivity): number {
  return row[DATA_RISK_FIELDS[sensitivity][figure]];
}

/**
 * A column's sort is kept (in the URL too) under the field it has for Both, so a sort follows its
 * column when the sensitivity changes; the query orders by that column's field for the sensitivity.
 */
export const DATA_RISK_SORT_KEYS: Record<DataRiskFigure, string> = DATA_RISK_FIELDS.BOTH;

export const DEFAULT_DATA_RISK_SORT: SortState = { field: DATA_RISK_SORT_KEYS.total, direction: 'DESC' };

const FIGURE_BY_SORT_KEY = new Map(
  (Object.entries(DATA_RISK_SORT_KEYS) as [DataRiskFigure, string][]).map(([figure, key]) => [key, figure]),
);

/**
 * The `order` of a Data Risk query: the sorted column's field for the sensitivity. `textFields`
 * renames the text columns (a classifier's name is policyName); a column the list cannot sort by
 * falls back to Total Risk, descending.
 */
export function dataRiskOrder(
  sort: SortState | null,
  sensitivity: Sensitivity,
  textFields: Readonly<Record<string, string>>,
): Record<string, 'ASC' | 'DESC'>[] {
  const fields = DATA_RISK_FIELDS[sensitivity];
  const current = sort ?? DEFAULT_DATA_RISK_SORT;
  const figure = FIGURE_BY_SORT_KEY.get(current.field);
  if (figure) return [{ [fields[figure]]: current.direction }];
  const text = textFields[current.field];
  if (text) return [{ [text]: current.direction }];
  return [{ [fields.total]: 'DESC' }];
}

/** The Region cell: 'Global' when it is the only region, else the regions joined. */
export function formatRegions(regions: readonly string[] | null | undefined): string {
  const named = (regions ?? []).map((r) => r.trim()).filter((r) => r !== '');
  if (named.length === 0 || (named.length === 1 && named[0] === 'Global')) return 'Global';
  return named.join(', ');
}

const countFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 });

/** Files and records: whole numbers with thousands separators. */
export function formatCount(value: number): string {
  return countFormat.format(Math.round(value));
}
