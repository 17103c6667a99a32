import { sql, type SQL } from 'drizzle-orm';
import type { ParseResult } from '@vigil/contracts';
import type { Queryable } from '../db/client.js';
import { pgArray, rowsOf } from '../db/rows.js';
import type { ListArgs, ListDefinition, ListResult } from '../graphql/list.js';
import type { TenantScope } from '../tenants/tenant-scope.js';

/** A classifier found in a file, with what it found there. */
export interface FileClassifier {
  id: number;
  name: string;
  caption: string;
  entriesCount: number;
  costUsd: number;
}

/** A row of Discovered Data (spec part 2 §3 "Discovered file"); columns named like the GraphQL fields. */
export interface DiscoveredFileRow {
  id: number;
  tenantId: number;
  lastModified: Date | string;
  createdAt: Date | string | null;
  lastAccessed: Date | string | null;
  fileName: string;
  authors: string;
  falsePositive: boolean;
  isEncrypted: boolean;
  isDeleted: boolean;
  deleted: Date | string | null;
  isSensitive: boolean;
  riskUsd: number;
  entriesCount: number;
  deviceId: number;
  deviceName: string;
  deviceNickName: string | null;
  folderId: number;
  folderFullName: string;
  parseResult: ParseResult;
  brokenDescription: string | null;
  extension: string;
  size: number;
  classifiers: FileClassifier[];
}

/**
 * The files of the scope's live customers on live devices. `classifierId` keeps the files with a
 * finding of that classifier (a foreign or unknown one keeps none). Narrow on purpose: the list's
 * total is a window over every row of the base, so anything costly per row is read afterwards, for
 * the page's rows only (withClassifiers).
 */
export function discoveredFilesSql(
  inScope: (column: SQL) => SQL,
  options: { classifierId?: number | null } = {},
): SQL {
  const byClassifier =
    options.classifierId === null || options.classifierId === undefined
      ? sql``
      : sql`and exists (select 1 from file_findings k
          where k.tenant_id = f.tenant_id and k.file_id = f.id and k.classifier_id = ${options.classifierId})`;
  return sql`
    select f.id::int as id, f.tenant_id as "tenantId", f.modified_at as "lastModified",
      f.file_created_at as "createdAt", f.accessed_at as "lastAccessed",
      f.name as "fileName", f.owner as authors, f.false_positive as "falsePositive",
      f.is_encrypted as "isEncrypted", f.is_deleted as "isDeleted", f.deleted_at as deleted,
      (f.sensitive_cost > 0 or (f.entries_count > 0 and exists (select 1 from file_findings s
        where s.tenant_id = f.tenant_id and s.file_id = f.id and s.is_sensitive))) as "isSensitive",
      (f.sensitive_cost + f.non_sensitive_cost)::float8 as "riskUsd",
      f.entries_count::float8 as "entriesCount",
      f.device_id as "deviceId", d.name as "deviceName", d.nick_name as "deviceNickName",
      f.folder_id::int as "folderId", fo.path as "folderFullName",
      f.parse_result as "parseResult", f.broken_description as "brokenDescription",
      f.extension, f.size::float8 as size
    from files f
    join devices d on d.tenant_id = f.tenant_id and d.id = f.device_id and not d.is_deleted
    join folders fo on fo.tenant_id = f.tenant_id and fo.id = f.folder_id
    where ${inScope(sql`f.tenant_id`)} ${byClassifier}`;
}

/** Discovered Data: `files2`. */
export async function listDiscoveredFiles(
  db: Queryable,
  scope: TenantScope,
  args: ListArgs & { classifierId?: number | null },
  list: ListDefinition<DiscoveredFileRow>,
): Promise<ListResult<DiscoveredFileRow>> {
  const inScope = await scope.customerFilter(db);
  const page = await list.run(db, discoveredFilesSql(inScope, { classifierId: args.classifierId }), args);
  return { ...page, items: await withClassifiers(db, page.items) };
}

/** The page's files with their classifiers, costliest first (one query for the page). */
async function withClassifiers(db: Queryable, rows: DiscoveredFileRow[]): Promise<DiscoveredFileRow[]> {
  if (rows.length === 0) return rows;
  const found = await rowsOf<{ tenant_id: number; file_id: number; classifiers: FileClassifier[] }>(
    db,
    sql`select k.tenant_id, k.file_id::int as file_id,
        json_agg(json_build_object('id', c.id, 'name', c.name, 'caption', c.caption,
          'entriesCount', x.entries_count, 'costUsd', x.cost_usd::float8) order by x.cost_usd desc, c.id) as classifiers
      from unnest(${pgArray(
        rows.map((r) => Number(r.tenantId)),
        'int4',
      )}, ${pgArray(
        rows.map((r) => Number(r.id)),
        'int8',
      )}) as k(tenant_id, file_id)
      join file_findings x on x.tenant_id = k.tenant_id and x.file_id = k.file_id
      join classifiers c on c.tenant_id = x.tenant_id and c.id = x.classifier_id
      group by k.tenant_id, k.file_id`,
  );
  const byFile = new Map(found.map((f) => [`${f.tenant_id}:${f.file_id}`, f.classifiers]));
  return rows.map((r) => ({ ...r, classifiers: byFile.get(`${r.tenantId}:${r.id}`) ?? [] }));
}
