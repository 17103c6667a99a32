import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import type { TenantScope } from '../tenants/tenant-scope.js';
import { recomputeRollups } from './recompute.js';
import { lockTenantRisk } from './rollups.repo.js';

/**
 * After a classifier's value per record or sensitivity changed: values its findings (and their
 * files' totals) anew and rebuilds the tenant's rollups. File events keep the value they had when
 * they happened. Run it in the transaction of the change.
 */
export async function revalueClassifier(
  db: Queryable,
  scope: TenantScope,
  classifierId: number,
): Promise<void> {
  const { tenantId } = scope;
  await lockTenantRisk(db, scope, 'exclusive');
  await db.execute(sql`
    update file_findings x
    set cost_usd = x.entries_count * round(c.value_per_record::numeric, 6), is_sensitive = c.is_sensitive
    from classifiers c
    where x.tenant_id = ${tenantId} and x.classifier_id = ${classifierId}
      and c.tenant_id = x.tenant_id and c.id = x.classifier_id`);
  await db.execute(sql`
    update files f
    set sensitive_cost = s.sensitive, non_sensitive_cost = s.non_sensitive
    from (
      select file_id,
        coalesce(sum(cost_usd) filter (where is_sensitive), 0) as sensitive,
        coalesce(sum(cost_usd) filter (where not is_sensitive), 0) as non_sensitive
      from file_findings
      where tenant_id = ${tenantId}
        and file_id in (select file_id from file_findings where tenant_id = ${tenantId} and classifier_id = ${classifierId})
      group by file_id
    ) s
    where f.tenant_id = ${tenantId} and f.id = s.file_id`);
  await recomputeRollups(db, scope);
}
