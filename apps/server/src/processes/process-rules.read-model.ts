import { sql, type SQL } from 'drizzle-orm';
import type { TenantScope } from '../tenants/tenant-scope.js';

/** The base of allProcessRules: the tenant's applications, columns named like the GraphQL fields. */
export function processRulesQuery(scope: TenantScope): SQL {
  return sql`select p.id as "id", p.id as "processId", p.process_name as "processName",
      p.human_name as "humanName", p.process_type as "processType", p.is_web_app as "isWebApp",
      p.is_llm_app as "isLlmApp", p.web_domain as "webDomain",
      p.data_upload_permission as "dataUploadPermission", p.decrypt_pattern as "decryptPattern"
    from processes p where p.tenant_id = ${scope.tenantId}`;
}
