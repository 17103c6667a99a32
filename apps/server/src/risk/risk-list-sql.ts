import { sql, type SQL } from 'drizzle-orm';
import { RowColumn, type RowOfColumns } from '../graphql/row-columns.js';
import { visibleRegulationSql } from '../regulations/regulations.read-model.js';
import { onSortableMoney, RISK_VECTOR_COLUMNS, type RiskVectorColumn } from '../rollups/risk-columns.js';
import type { ScopeFilter, TenantScope } from '../tenants/tenant-scope.js';

/**
 * The regulations (alias `g`) a reader of the scope's risk sees: the library's rule
 * (visibleRegulationSql), a 'test' one shown once the tenant or one of the customers it reads has
 * selected it.
 */
export const regulationVisible = (scope: TenantScope, showTest: boolean, inScope: ScopeFilter): SQL =>
  visibleRegulationSql(scope, showTest, { alias: 'g', selectedBy: inScope });

/** Sums of every risk-vector column of `alias`, named like the columns (for a GROUP BY). */
export const summedRiskVector = (alias: string): SQL =>
  sql.raw(RISK_VECTOR_COLUMNS.map((c) => `sum(${alias}.${c}) as ${c}`).join(',\n      '));

/**
 * The figures of "Data risk by regulation" (spec part 1 §3) every data-risk row carries, declared
 * once from a risk vector `alias` that may be missing (a left join): the SQL of each, the
 * DataRiskAmounts interface's fields and the lists' columns. Both = sensitive + non-sensitive.
 * Money is added and subtracted exactly in numeric and becomes a float last; files count a file
 * once even when it has both kinds of finding; entry counts are floats because sums over a back
 * office can pass 2^31.
 */
export function dataRiskAmountColumns(alias: string) {
  const c = (column: RiskVectorColumn) => `coalesce(${alias}.${column}, 0)`;
  const both = (s: RiskVectorColumn, n: RiskVectorColumn) => `(${c(s)} + ${c(n)})`;
  const exact = dataRiskMoney(alias);
  const money = (field: DataRiskMoneyField) => RowColumn.of('float', sql.raw(`${exact[field]}::float8`));
  const int = (expr: string) => RowColumn.of('int', sql.raw(`${expr}::int`));
  const float = (expr: string) => RowColumn.of('float', sql.raw(`${expr}::float8`));
  return {
    riskInUSD: money('riskInUSD').describe('Total risk, both kinds.'),
    encryptedRiskInUSD: money('encryptedRiskInUSD'),
    encryptedSensitiveRiskInUSD: money('encryptedSensitiveRiskInUSD'),
    encryptedNonSensitiveRiskInUSD: money('encryptedNonSensitiveRiskInUSD'),
    sensitiveRiskInUSD: money('sensitiveRiskInUSD'),
    nonSensitiveRiskInUSD: money('nonSensitiveRiskInUSD'),
    residualRiskInUSD: money('residualRiskInUSD').describe(
      'riskInUSD − encryptedRiskInUSD, subtracted exactly.',
    ),
    residualSensitiveRiskInUSD: money('residualSensitiveRiskInUSD'),
    residualNonSensitiveRiskInUSD: money('residualNonSensitiveRiskInUSD'),
    filesCount: int(c('risk_files_count')).describe('Files with a finding (each file once).'),
    filesEntriesCount: float(both('sensitive_entries_count', 'non_sensitive_entries_count')).describe(
      'Records found, both kinds.',
    ),
    filesEncryptedCount: int(c('encrypted_risk_files_count')),
    filesEncryptedEntriesCount: float(
      both('encrypted_sensitive_entries_count', 'encrypted_non_sensitive_entries_count'),
    ),
    sensitiveFilesCount: int(c('sensitive_files_count')),
    sensitiveFilesEntriesCount: float(c('sensitive_entries_count')),
    nonSensitiveFilesCount: int(c('non_sensitive_files_count')),
    nonSensitiveFilesEntriesCount: float(c('non_sensitive_entries_count')),
  };
}

/** The figures every data-risk row carries, as the GraphQL layer reads them. */
export type DataRiskAmounts = RowOfColumns<ReturnType<typeof dataRiskAmountColumns>>;

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

/** The money figures of dataRiskAmountColumns as exact numeric expressions. */
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
