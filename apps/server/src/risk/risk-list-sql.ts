import { sql, type SQL } from 'drizzle-orm';
import type { RowOf, RowShape } from '../graphql/row-shape.js';
import { onSortableMoney, RISK_VECTOR_COLUMNS, type RiskVectorColumn } from '../rollups/risk-columns.js';

/** Sums of every risk-vector column of `alias`, named like the columns (for a GROUP BY). */
export const summedRiskVector = (alias: string): SQL =>
  sql.raw(RISK_VECTOR_COLUMNS.map((c) => `sum(${alias}.${c}) as ${c}`).join(',\n      '));

/**
 * The fields of "Data risk by regulation" (spec part 1 §3) from a risk vector `alias` that may be
 * missing (a left join): Both = sensitive + non-sensitive. Money is added and subtracted exactly in
 * numeric and becomes a float last; files count a file once even when it has both kinds of
 * finding; entry counts are floats because sums over a back office can pass 2^31.
 */
export function dataRiskColumns(alias: string): Record<keyof DataRiskAmounts, SQL> {
  const c = (column: RiskVectorColumn) => `coalesce(${alias}.${column}, 0)`;
  const both = (s: RiskVectorColumn, n: RiskVectorColumn) => `(${c(s)} + ${c(n)})`;
  const money = Object.fromEntries(
    Object.entries(dataRiskMoney(alias)).map(([k, v]) => [k, `${v}::float8`]),
  ) as Record<DataRiskMoneyField, string>;
  const columns: Record<keyof DataRiskAmounts, string> = {
    ...money,
    filesCount: `${c('risk_files_count')}::int`,
    filesEntriesCount: `${both('sensitive_entries_count', 'non_sensitive_entries_count')}::float8`,
    filesEncryptedCount: `${c('encrypted_risk_files_count')}::int`,
    filesEncryptedEntriesCount: `${both('encrypted_sensitive_entries_count', 'encrypted_non_sensitive_entries_count')}::float8`,
    sensitiveFilesCount: `${c('sensitive_files_count')}::int`,
    sensitiveFilesEntriesCount: `${c('sensitive_entries_count')}::float8`,
    nonSensitiveFilesCount: `${c('non_sensitive_files_count')}::int`,
    nonSensitiveFilesEntriesCount: `${c('non_sensitive_entries_count')}::float8`,
  };
  return Object.fromEntries(Object.entries(columns).map(([k, v]) => [k, sql.raw(v)])) as Record<
    keyof DataRiskAmounts,
    SQL
  >;
}

type DataRiskMoneyField =
  | 'riskInUSD'
  | 'encryptedRiskInUSD'
  | 'encryptedSensitiveRiskInUSD'
  | 'encryptedNonSensitiveRiskInUSD'
  | 'sensitiveRiskInUSD'
  | 'nonSensitiveRiskInUSD'
  | 'residualRiskInUSD'
  | 'residualSensitiveRiskInUSD'
  | 'residualNonSensitiveRiskInUSD';

/** The money fields of dataRiskColumns as exact numeric expressions. */
function dataRiskMoney(alias: string): Record<DataRiskMoneyField, string> {
  const c = (column: RiskVectorColumn) => `coalesce(${alias}.${column}, 0)`;
  const both = (s: RiskVectorColumn, n: RiskVectorColumn) => `(${c(s)} + ${c(n)})`;
  return {
    riskInUSD: both('sensitive_cost', 'non_sensitive_cost'),
    encryptedRiskInUSD: both('encrypted_sensitive_cost', 'encrypted_non_sensitive_cost'),
    encryptedSensitiveRiskInUSD: c('encrypted_sensitive_cost'),
    encryptedNonSensitiveRiskInUSD: c('encrypted_non_sensitive_cost'),
    sensitiveRiskInUSD: c('sensitive_cost'),
    nonSensitiveRiskInUSD: c('non_sensitive_cost'),
    residualRiskInUSD: `(${both('sensitive_cost', 'non_sensitive_cost')}
        - ${both('encrypted_sensitive_cost', 'encrypted_non_sensitive_cost')})`,
    residualSensitiveRiskInUSD: `(${c('sensitive_cost')} - ${c('encrypted_sensitive_cost')})`,
    residualNonSensitiveRiskInUSD: `(${c('non_sensitive_cost')} - ${c('encrypted_non_sensitive_cost')})`,
  };
}

/** dataRiskMoney on the stored float8 copies, for a keyed list's `sortable` columns. */
export function dataRiskSortableMoney(alias: string): Record<DataRiskMoneyField, SQL> {
  return Object.fromEntries(
    Object.entries(dataRiskMoney(alias)).map(([k, v]) => [k, sql.raw(onSortableMoney(v))]),
  ) as Record<DataRiskMoneyField, SQL>;
}

/** dataRiskColumns as a select list. */
export function dataRiskFields(alias: string): SQL {
  return sql.join(
    Object.entries(dataRiskColumns(alias)).map(([name, expr]) => sql`${expr} as ${sql.identifier(name)}`),
    sql`,\n      `,
  );
}

/**
 * The figures of "Data risk by regulation" (spec part 1 §3) every data-risk row carries, as the
 * API shows them: dataRiskColumns computes each, the DataRiskAmounts interface exposes each.
 */
export const DATA_RISK_AMOUNTS = {
  filesCount: { kind: 'int', description: 'Files with a finding (each file once).' },
  filesEntriesCount: { kind: 'float', description: 'Records found, both kinds.' },
  riskInUSD: { kind: 'float', description: 'Total risk, both kinds.' },
  encryptedRiskInUSD: { kind: 'float' },
  residualRiskInUSD: { kind: 'float', description: 'riskInUSD − encryptedRiskInUSD, subtracted exactly.' },
  encryptedSensitiveRiskInUSD: { kind: 'float' },
  encryptedNonSensitiveRiskInUSD: { kind: 'float' },
  filesEncryptedCount: { kind: 'int' },
  filesEncryptedEntriesCount: { kind: 'float' },
  sensitiveFilesCount: { kind: 'int' },
  sensitiveFilesEntriesCount: { kind: 'float' },
  sensitiveRiskInUSD: { kind: 'float' },
  residualSensitiveRiskInUSD: { kind: 'float' },
  nonSensitiveFilesCount: { kind: 'int' },
  nonSensitiveFilesEntriesCount: { kind: 'float' },
  nonSensitiveRiskInUSD: { kind: 'float' },
  residualNonSensitiveRiskInUSD: { kind: 'float' },
} as const satisfies RowShape;

/** What dataRiskFields yields, as the GraphQL layer reads it. */
export type DataRiskAmounts = RowOf<typeof DATA_RISK_AMOUNTS>;
