import { sql, type SQL } from 'drizzle-orm';
import type { TenantScope } from '../tenants/tenant-scope.js';

/**
 * The extension of a file action's path, as the agent's extensionOf reads it: lower case, after
 * the last dot of the name (a leading dot names a file), at most 32 characters; '' for none.
 */
const EXTENSION_PATTERN = '[^/\\\\]\\.([^./\\\\]{1,32})$';

export function pathExtensionSql(path: SQL): SQL {
  return sql`coalesce(lower(substring(${path} from ${EXTENSION_PATTERN}::text)), '')`;
}

/**
 * The tenant's file actions counted by application and extension (allowlisting): columns
 * process_id, extension, action_count and opened (the application opened a file of it). Actions
 * on files without an extension are left out: no rule can name them.
 */
export function fileActionsByProcessAndExtension(scope: TenantScope): SQL {
  return sql`select a.process_id, a.extension, count(*)::int as action_count,
      bool_or(a.operation = 'OPEN') as opened
    from (select e.process_id, e.operation, ${pathExtensionSql(sql`e.path`)} as extension
      from file_events e where e.tenant_id = ${scope.tenantId}) a
    where a.extension <> ''
    group by a.process_id, a.extension`;
}

/** The extensions of the tenant's live files, whether or not an application touched them. */
export function liveFileExtensions(scope: TenantScope): SQL {
  return sql`select distinct f.extension from files f
    where f.tenant_id = ${scope.tenantId} and not f.is_deleted and f.extension <> ''`;
}

/** The tenant's file actions counted by application: columns process_id, action_count, opened. */
export function fileActionsByProcess(scope: TenantScope): SQL {
  return sql`select e.process_id, count(*)::int as action_count, bool_or(e.operation = 'OPEN') as opened
    from file_events e where e.tenant_id = ${scope.tenantId}
    group by e.process_id`;
}
