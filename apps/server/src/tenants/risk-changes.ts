import { sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { EVERY_TENANT_PATH, RISK_CHANGED_CHANNEL, RISK_CHANGED_PAYLOAD_MAX } from '../db/risk-answers.js';
import type { TenantScope } from './tenant-scope.js';

/**
 * What the risk portal's answers are made of: every risk rollup, window and history table, the
 * regulations library and the tenants' selections of it, and the tenant tree (which customers a
 * partner's sums are over). The kept answers read no other table (risk-answers.int.test.ts checks
 * the statements they run); every rollup table must be here (risk-writers.test.ts).
 */
export const RISK_SOURCE_TABLES: readonly string[] = [
  'tenant_risk_rollups',
  'classifier_risk_rollups',
  'device_risk_rollups',
  'device_classifier_risk_rollups',
  'regulation_risk_rollups',
  'folder_risk_rollups',
  'application_risk_daily',
  'application_risk_window',
  'application_risk_window_bounds',
  'application_risk_running',
  'application_risk_running_bounds',
  'application_classifier_daily',
  'application_classifier_window',
  'application_device_daily',
  'application_device_window',
  'application_device_recency',
  'tenant_risk_history',
  'regulations',
  'tenant_regulations',
  'tenants',
];

/**
 * THE invalidation of the risk portal's kept answers (db/risk-answers.ts): every writer of the
 * tables they are made of — the risk rollups and history, regulations and their selections,
 * tenants — calls it with the tenants whose data it changed, in its own transaction after its
 * writes, or after them when it has none. Its NOTIFY is delivered to every server process at
 * commit (nothing if the transaction rolls back), and each drops the answers of those tenants, of
 * the partners and back office above them and of the tenants below them. It is a function call,
 * not a trigger, so it works the same on Citus, which runs no triggers on distributed tables.
 * `everyone`: a change of the shared library, or of every tenant (the hourly history).
 * src/risk-writers.test.ts fails on a module that writes RISK_SOURCE_TABLES without calling it.
 */
export async function riskChanged(
  db: Queryable,
  changed: readonly TenantScope[] | 'everyone',
): Promise<void> {
  if (changed !== 'everyone' && changed.length === 0) return;
  await db.execute(sql`select ${riskChangedSql(changed)}`);
}

/**
 * riskChanged's notification as an expression, for a writer that ends with a statement of its own
 * (the ingest's rollup delta selects it as its last clause: no round trip more).
 */
export function riskChangedSql(changed: readonly TenantScope[] | 'everyone'): SQL {
  const paths = changed === 'everyone' ? [EVERY_TENANT_PATH] : [...new Set(changed.map((s) => s.path))];
  const joined = paths.join(' ');
  const payload = joined.length > RISK_CHANGED_PAYLOAD_MAX ? EVERY_TENANT_PATH : joined;
  return sql`pg_notify(${RISK_CHANGED_CHANNEL}, ${payload})`;
}
