import { sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import type { ListArgs, ListDefinition, ListResult } from '../graphql/list.js';
import type { TenantScope } from '../tenants/tenant-scope.js';
import type { AuditEntryRow } from './audit.service.js';

/**
 * The back office's change history (spec part 2 §2.3, §7): every change recorded for the
 * vendor's own tenant — template classifiers, regulations and the other global entities the back
 * office edits. Output columns are named like the AuditEntry fields, so the list mechanism
 * filters (entity type, date range, search by name or user), sorts and pages in SQL.
 */
export function backOfficeAuditQuery(scope: TenantScope): SQL {
  return sql`
    select
      a.id::int as "id",
      a.additional_data as "additionalData",
      a.date as "date",
      a.entity_id as "entityId",
      a.entity_type as "entityType",
      a.entity_name as "entityName",
      a.operation as "operation",
      a.state_after as "stateAfter",
      a.state_before as "stateBefore",
      a.user_id as "userId",
      a.user_email as "userEmail"
    from audit_entries a
    where a.tenant_id = ${scope.tenantId}`;
}

/** The change history of the back office: `scope` is the root's. */
export async function listBackOfficeEntitiesAudit(
  db: Queryable,
  scope: TenantScope,
  args: ListArgs,
  list: Pick<ListDefinition<AuditEntryRow>, 'run'>,
): Promise<ListResult<AuditEntryRow>> {
  return list.run(db, backOfficeAuditQuery(scope), args);
}
