import { sql, type SQL } from 'drizzle-orm';
import type { DataUploadPermission, DecryptPattern, ProcessType } from '@vigil/contracts';
import { RowColumn } from '../graphql/row-columns.js';
import type { TenantScope } from '../tenants/tenant-scope.js';

/** The base of allProcessRules: the tenant's applications, columns named like the GraphQL fields. */
export function processRulesQuery(scope: TenantScope): SQL {
  return sql`select p.id as "id", p.id as "processId", p.process_name as "processName",
      p.human_name as "humanName", p.process_type as "processType", p.is_web_app as "isWebApp",
      p.is_llm_app as "isLlmApp", p.web_domain as "webDomain",
      p.data_upload_permission as "dataUploadPermission", p.decrypt_pattern as "decryptPattern"
    from processes p where p.tenant_id = ${scope.tenantId}`;
}

/**
 * An application's rule as other lists show it, read from `processes` under the alias `p`
 * (allowlisting's lists join it to the file actions).
 */
export const PROCESS_RULE_ROW = {
  id: RowColumn.of('int', sql`p.id`),
  processId: RowColumn.of('int', sql`p.id`).describe('The same as id.'),
  name: RowColumn.of('string', sql`p.human_name`).describe('The same as humanName.'),
  processName: RowColumn.of('string', sql`p.process_name`).describe(
    'Lower-cased executable name, or the domain of a web application.',
  ),
  humanName: RowColumn.of('string', sql`p.human_name`),
  processType: RowColumn.of('string', sql`p.process_type`)
    .nullable()
    .as<ProcessType | null>(),
  isWebApp: RowColumn.of('boolean', sql`p.is_web_app`),
  isLlmApp: RowColumn.of('boolean', sql`p.is_llm_app`),
  dataUploadPermission: RowColumn.of('string', sql`p.data_upload_permission`).as<DataUploadPermission>(),
  decryptPattern: RowColumn.of('string', sql`p.decrypt_pattern`).as<DecryptPattern>(),
};

/** The scope's applications, to be read as `p` with PROCESS_RULE_ROW. */
export function scopeProcesses(scope: TenantScope): SQL {
  return sql`select * from processes where tenant_id = ${scope.tenantId}`;
}
