import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { rowsOf } from '../db/rows.js';
import type { ScopeFilter, TenantScope } from '../tenants/tenant-scope.js';

/**
 * The files the Sensitive Files reports list: live files of the scope's customers with a
 * sensitive finding (the CSV), and every finding of every live file (the full CSV). Read in pages
 * by key, so a report of millions of rows never holds them all.
 */

export interface SensitiveFileRow {
  tenantId: number;
  id: number;
  deviceName: string;
  path: string;
  classifiers: string;
  entriesCount: number;
  sensitiveCost: string;
  isEncrypted: boolean;
  modifiedAt: string;
  accessedAt: string | null;
}

export interface FindingRow {
  tenantId: number;
  fileId: number;
  classifierId: number;
  deviceName: string;
  path: string;
  classifierName: string;
  isSensitive: boolean;
  entriesCount: number;
  cost: string;
  isEncrypted: boolean;
  size: number;
  owner: string;
  modifiedAt: string;
  accessedAt: string | null;
}

/** Where a page by key of one customer's rows starts: after this row; zeros first. */
export interface KeysetAfter {
  id: number;
}

export interface FindingKeysetAfter {
  fileId: number;
  classifierId: number;
}

const sensitive = sql`exists (select 1 from file_findings s
  where s.tenant_id = f.tenant_id and s.file_id = f.id and s.is_sensitive)`;

const iso = (column: string) =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`);

const fileColumns = sql`f.tenant_id as "tenantId", f.id, d.name as "deviceName", f.path,
  coalesce((select string_agg(c.name, '; ' order by c.name) from file_findings x
    join classifiers c on c.tenant_id = x.tenant_id and c.id = x.classifier_id
    where x.tenant_id = f.tenant_id and x.file_id = f.id and x.is_sensitive), '') as classifiers,
  f.entries_count::float8 as "entriesCount", f.sensitive_cost::text as "sensitiveCost",
  f.is_encrypted as "isEncrypted", ${iso('f.modified_at')} as "modifiedAt", ${iso('f.accessed_at')} as "accessedAt"`;

export async function countSensitiveFiles(db: Queryable, inScope: ScopeFilter): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::float8 as n from files f where ${inScope(sql`f.tenant_id`)} and not f.is_deleted and ${sensitive}`,
  );
  return row?.n ?? 0;
}

/** The sensitive files with the most sensitive risk first. */
export function topSensitiveFiles(db: Queryable, inScope: ScopeFilter, limit: number) {
  return rowsOf<SensitiveFileRow & Record<string, unknown>>(
    db,
    sql`select ${fileColumns} from files f join devices d on d.tenant_id = f.tenant_id and d.id = f.device_id
      where ${inScope(sql`f.tenant_id`)} and not f.is_deleted and ${sensitive}
      order by f.sensitive_cost desc, f.tenant_id, f.id limit ${limit}`,
  );
}

/**
 * The next page of one customer's sensitive files after a key, in key order (the primary key's
 * order: a page is an index range, however many pages came before).
 */
export function sensitiveFilesAfter(db: Queryable, customer: TenantScope, after: KeysetAfter, limit: number) {
  return rowsOf<SensitiveFileRow & Record<string, unknown>>(
    db,
    sql`select ${fileColumns} from files f join devices d on d.tenant_id = f.tenant_id and d.id = f.device_id
      where f.tenant_id = ${customer.tenantId} and not f.is_deleted and ${sensitive}
        and f.id > ${after.id}::bigint
      order by f.id limit ${limit}`,
  );
}

/** The next page of one customer's findings of live files after a key, in key order. */
export function findingsAfter(
  db: Queryable,
  customer: TenantScope,
  after: FindingKeysetAfter,
  limit: number,
) {
  return rowsOf<FindingRow & Record<string, unknown>>(
    db,
    sql`select x.tenant_id as "tenantId", x.file_id as "fileId", x.classifier_id as "classifierId",
        d.name as "deviceName", f.path, c.name as "classifierName", x.is_sensitive as "isSensitive",
        x.entries_count::float8 as "entriesCount", x.cost_usd::text as cost, f.is_encrypted as "isEncrypted",
        f.size::float8 as size, f.owner, ${iso('f.modified_at')} as "modifiedAt",
        ${iso('f.accessed_at')} as "accessedAt"
      from file_findings x
      join files f on f.tenant_id = x.tenant_id and f.id = x.file_id and not f.is_deleted
      join devices d on d.tenant_id = f.tenant_id and d.id = f.device_id
      join classifiers c on c.tenant_id = x.tenant_id and c.id = x.classifier_id
      where x.tenant_id = ${customer.tenantId}
        and (x.file_id, x.classifier_id) > (${after.fileId}::bigint, ${after.classifierId}::int)
      order by x.file_id, x.classifier_id limit ${limit}`,
  );
}
