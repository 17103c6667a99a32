import { bigint, numeric } from 'drizzle-orm/pg-core';

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
