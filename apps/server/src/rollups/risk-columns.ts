import { sql } from 'drizzle-orm';
import { bigint, doublePrecision, numeric } from 'drizzle-orm/pg-core';

/**
 * Money is exact: numeric with six decimals (micro-dollars), so that rollups kept by deltas equal a
 * recompute from rows to the last digit. Drizzle reads numeric as a string; queries that feed the
 * GraphQL layer cast to float8.
 */
export function money(name: string) {
  return numeric(name, { precision: 30, scale: 6 }).notNull().default('0');
}

export function counter(name: string) {
  return bigint(name, { mode: 'number' }).notNull().default(0);
}

/**
 * The risk vector every rollup scope keeps (tenant, device, folder, classifier, device × classifier,
 * regulation). A file counts once per scope: `risk_files_count` counts files with at least one
 * finding in the scope, the sensitive and non-sensitive halves count files with a finding of that
 * kind. "Encrypted" halves count the same for encrypted files (the risk reduction).
 */
export function riskVectorColumns() {
  return {
    riskFilesCount: counter('risk_files_count'),
    encryptedRiskFilesCount: counter('encrypted_risk_files_count'),
    sensitiveFilesCount: counter('sensitive_files_count'),
    sensitiveEntriesCount: counter('sensitive_entries_count'),
    sensitiveCost: money('sensitive_cost'),
    encryptedSensitiveFilesCount: counter('encrypted_sensitive_files_count'),
    encryptedSensitiveEntriesCount: counter('encrypted_sensitive_entries_count'),
    encryptedSensitiveCost: money('encrypted_sensitive_cost'),
    nonSensitiveFilesCount: counter('non_sensitive_files_count'),
    nonSensitiveEntriesCount: counter('non_sensitive_entries_count'),
    nonSensitiveCost: money('non_sensitive_cost'),
    encryptedNonSensitiveFilesCount: counter('encrypted_non_sensitive_files_count'),
    encryptedNonSensitiveEntriesCount: counter('encrypted_non_sensitive_entries_count'),
    encryptedNonSensitiveCost: money('encrypted_non_sensitive_cost'),
  };
}

/** SQL column names of the risk vector, in the order of riskVectorColumns(). */
export const RISK_VECTOR_COLUMNS = [
  'risk_files_count',
  'encrypted_risk_files_count',
  'sensitive_files_count',
  'sensitive_entries_count',
  'sensitive_cost',
  'encrypted_sensitive_files_count',
  'encrypted_sensitive_entries_count',
  'encrypted_sensitive_cost',
  'non_sensitive_files_count',
  'non_sensitive_entries_count',
  'non_sensitive_cost',
  'encrypted_non_sensitive_files_count',
  'encrypted_non_sensitive_entries_count',
  'encrypted_non_sensitive_cost',
] as const;

/** The money columns of the risk vector. */
export type MoneyColumn =
  'sensitive_cost' | 'encrypted_sensitive_cost' | 'non_sensitive_cost' | 'encrypted_non_sensitive_cost';

/** The stored float8 copy of a money column (`sensitive_cost` → `sensitive_usd`). */
export const sortableMoney = (column: MoneyColumn) => column.replace(/_cost$/, '_usd');

/** A money expression over the four money columns, on their float8 copies instead. */
export const onSortableMoney = (expression: string) =>
  expression.replace(/\b\w+_cost\b/g, (c) => sortableMoney(c as MoneyColumn));

/**
 * The four money columns again as float8, computed by PostgreSQL when a row is written, for the
 * rollups whose big lists sort and filter on money (devices, classifiers, device × classifier).
 * Casting numeric to float8 goes through text: per row at query time it cost a back office's
 * 20 000 devices more than the sort, and sorting the exact numeric was slower than floats. The API
 * speaks floats, so a list is ordered and filtered on the very values it shows; the exact numeric
 * columns stay the truth every sum is made of.
 */
export function sortableMoneyColumns() {
  const usd = (column: MoneyColumn) =>
    doublePrecision(sortableMoney(column)).generatedAlwaysAs(sql.raw(`${column}::float8`));
  return {
    sensitiveUsd: usd('sensitive_cost'),
    encryptedSensitiveUsd: usd('encrypted_sensitive_cost'),
    nonSensitiveUsd: usd('non_sensitive_cost'),
    encryptedNonSensitiveUsd: usd('encrypted_non_sensitive_cost'),
  };
}
