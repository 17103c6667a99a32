import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import type { TenantScope } from '../tenants/tenant-scope.js';
import { recomputeRollups } from './recompute.js';
import { lockTenantRisk } from './rollups.repo.js';

/**
 * After classifiers were deleted: their findings stop counting (ingest already ignores a deleted
 * classifier's new entries), the files' totals are summed anew from the findings left, and the
 * tenant's rollups are rebuilt, so the risk portal equals a full recompute. Run it in the
 * transaction of the deletion. Shared so that any deletion of classifiers can use it.
 */
export async function removeClassifierFindings(
  db: Queryable,
  scope: TenantScope,
  classifierIds: number[],
): Promise<void> {
  if (classifierIds.length === 0) return;
  const { tenantId } = scope;
  await lockTenantRisk(db, scope, 'exclusive');
  const ids = sql`${sql.param(classifierIds)}::int[]`;
  await db.execute(sql`
    with gone as (
      delete from file_findings
      where tenant_id = ${tenantId} and classifier_id = any(${ids})
      returning file_id
    ),
    touched as (select distinct file_id from gone),
    sums as (
      select t.file_id,
        coalesce(sum(x.entries_count), 0) as entries,
        coalesce(sum(x.cost_usd) filter (where x.is_sensitive), 0) as sensitive,
        coalesce(sum(x.cost_usd) filter (where not x.is_sensitive), 0) as non_sensitive
      from touched t
      left join file_findings x
        on x.tenant_id = ${tenantId} and x.file_id = t.file_id and not (x.classifier_id = any(${ids}))
      group by t.file_id
    )
    update files f
    set entries_count = s.entries, sensitive_cost = s.sensitive, non_sensitive_cost = s.non_sensitive
    from sums s
    where f.tenant_id = ${tenantId} and f.id = s.file_id`);
  await recomputeRollups(db, scope);
}
