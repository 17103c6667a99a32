import { sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { pgArray, rowsOf } from '../db/rows.js';
import type { TenantScope } from '../tenants/tenant-scope.js';

/**
 * The tenant's classifiers' totals from the rollups, as a subquery to join on `classifier_id`:
 * `entries_count` (all their entries in live files) and `cost` (their USD, sensitive or not,
 * encrypted or not), both exact numeric. A classifier without findings has no row.
 */
export function classifierTotalsSql(scope: TenantScope): SQL {
  return sql`select classifier_id, sensitive_entries_count + non_sensitive_entries_count as entries_count,
      sensitive_cost + non_sensitive_cost as cost
    from classifier_risk_rollups where tenant_id = ${scope.tenantId}`;
}

export interface ClassifierTotals {
  entriesCount: number;
  costUsd: number;
}

/** The totals of these classifiers of the tenant (classifierTotalsSql); without findings: absent. */
export async function findClassifierTotals(
  db: Queryable,
  scope: TenantScope,
  ids: readonly number[],
): Promise<Map<number, ClassifierTotals>> {
  if (ids.length === 0) return new Map();
  const rows = await rowsOf<{ id: number; entries: string; cost: number }>(
    db,
    sql`select t.classifier_id as id, t.entries_count::text as entries, t.cost::float8 as cost
      from (${classifierTotalsSql(scope)}) t where t.classifier_id = any(${pgArray(ids, 'int4')})`,
  );
  return new Map(
    rows.map((r) => [Number(r.id), { entriesCount: Number(r.entries), costUsd: Number(r.cost) }]),
  );
}
