import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { rowsOf } from '../db/rows.js';
import type { TenantScope } from '../tenants/tenant-scope.js';

export interface FileCostsByDay {
  /** UTC day of the last access (access time, else modification time), YYYY-MM-DD. */
  day: string;
  isEncrypted: boolean;
  /** USD of the classifier's findings in those files, exact (numeric as text). */
  cost: string;
}

/** The classifier's findings in the tenant's live files, summed by last-access day and encryption. */
export function findClassifierFileCostsByDay(
  db: Queryable,
  scope: TenantScope,
  classifierId: number,
): Promise<FileCostsByDay[]> {
  return rowsOf<{ day: string; isEncrypted: boolean; cost: string }>(
    db,
    sql`select to_char((coalesce(f.accessed_at, f.modified_at) at time zone 'UTC')::date, 'YYYY-MM-DD') as day,
        f.is_encrypted as "isEncrypted", sum(x.cost_usd)::text as cost
      from file_findings x
      join files f on f.tenant_id = x.tenant_id and f.id = x.file_id
      where x.tenant_id = ${scope.tenantId} and x.classifier_id = ${classifierId} and not f.is_deleted
      group by 1, 2`,
  );
}
