import { sql, type SQL } from 'drizzle-orm';
import type { TenantScope } from '../tenants/tenant-scope.js';

export interface AuditEntryFilter {
  entityType: string;
  entityId?: number | null;
  /** Also the entries of entities changed through this one (a Rule through its Classifier). */
  linkedEntityId?: number | null;
}

/**
 * The change history of the scope's own tenant for an entity type, optionally one entity. Output
 * columns are named like the AuditEntry GraphQL fields (plus userId/userEmail), so the list
 * mechanism filters, sorts and pages in SQL.
 */
export function auditEntriesQuery(scope: TenantScope, filter: AuditEntryFilter): SQL {
  const entityId = filter.entityId ?? filter.linkedEntityId;
  const ownEntries =
    entityId === null || entityId === undefined
      ? sql`a.entity_type = ${filter.entityType}`
      : sql`(a.entity_type = ${filter.entityType} and a.entity_id = ${entityId})`;
  const matches =
    filter.linkedEntityId === null || filter.linkedEntityId === undefined
      ? ownEntries
      : sql`(${ownEntries} or (a.linked_entity_type = ${filter.entityType} and a.linked_entity_id = ${filter.linkedEntityId}))`;
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
    where a.tenant_id = ${scope.tenantId} and ${matches}`;
}
