import { createHash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { ParseResult } from '@vigil/contracts';
import type { Queryable } from '../db/client.js';
import { pgArray, rowsOf } from '../db/rows.js';
import type { TenantScope } from '../tenants/tenant-scope.js';
import type { FolderLink } from './file-paths.js';

/*
 * Bulk statements of ingest: every list travels as one array per column (unnest), so a batch of
 * a thousand files costs a handful of round trips, on PGlite and PostgreSQL alike.
 */

const arr = pgArray;

/**
 * md5(path)::uuid, as the generated path_hash column holds it. Look-ups send the hashes, so that
 * they are index probes whatever the planner's statistics say (a join on md5(path) was planned as
 * a scan of all the device's files on a table that had just grown).
 */
export function pathHash(path: string): string {
  const h = createHash('md5').update(path, 'utf8').digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/*
 * Look-ups of a batch's rows are written as one index probe per key (a LATERAL subquery the
 * planner cannot flatten): given `= any(keys)`, it scanned all the device's rows instead, on a
 * table that had grown since it was last analysed — 30 ms instead of 4 ms for a thousand paths,
 * and growing with the device.
 */

/** `<table> f`: the device's rows at these paths (unique, hence LIMIT 1). */
function byPathHash(table: 'files' | 'folders', scope: TenantScope, deviceId: number, paths: string[]): SQL {
  return sql`unnest(${arr(paths.map(pathHash), 'uuid')}) as h(hash)
    cross join lateral (select * from ${sql.raw(table)} x
      where x.tenant_id = ${scope.tenantId} and x.device_id = ${deviceId} and x.path_hash = h.hash limit 1) f`;
}

/** `<table> f`: the tenant's rows whose `column` is one of `ids`. */
function byIds(
  table: 'files' | 'file_findings' | 'folders',
  column: 'id' | 'file_id',
  scope: TenantScope,
  ids: number[],
): SQL {
  return sql`unnest(${arr(ids, 'int8')}) as k(id)
    cross join lateral (select *, x.ctid as row_ctid from ${sql.raw(table)} x
      where x.tenant_id = ${scope.tenantId} and x.${sql.raw(column)} = k.id offset 0) f`;
}

export interface StoredFile {
  id: number;
  path: string;
  folderId: number;
  isDeleted: boolean;
  isEncrypted: boolean;
  size: bigint;
  /** A false positive's findings count in no rollup. */
  falsePositive: boolean;
}

/** The device's files at these paths (deleted ones included). */
export async function findFilesByPath(
  db: Queryable,
  scope: TenantScope,
  deviceId: number,
  paths: string[],
): Promise<Map<string, StoredFile>> {
  const out = new Map<string, StoredFile>();
  if (paths.length === 0) return out;
  const rows = await rowsOf<{
    id: string;
    path: string;
    folder_id: string;
    is_deleted: boolean;
    is_encrypted: boolean;
    size: string;
    false_positive: boolean;
  }>(
    db,
    sql`select f.id::text as id, f.path, f.folder_id::text as folder_id, f.is_deleted, f.is_encrypted,
        f.size::text as size, f.false_positive
      from ${byPathHash('files', scope, deviceId, paths)}`,
  );
  const wanted = new Set(paths);
  for (const r of rows) {
    if (!wanted.has(r.path)) continue; // an md5 collision is not the same file
    out.set(r.path, {
      id: Number(r.id),
      path: r.path,
      folderId: Number(r.folder_id),
      isDeleted: r.is_deleted,
      isEncrypted: r.is_encrypted,
      size: BigInt(r.size),
      falsePositive: r.false_positive,
    });
  }
  return out;
}

export interface StoredFinding {
  fileId: number;
  classifierId: number;
  entries: bigint;
  cost: string;
  isSensitive: boolean;
}

export async function findFindings(
  db: Queryable,
  scope: TenantScope,
  fileIds: number[],
): Promise<StoredFinding[]> {
  if (fileIds.length === 0) return [];
  const rows = await rowsOf<{
    file_id: string;
    classifier_id: number;
    entries: string;
    cost: string;
    is_sensitive: boolean;
  }>(
    db,
    sql`select f.file_id::text as file_id, classifier_id, entries_count::text as entries, cost_usd::text as cost,
        is_sensitive
      from ${byIds('file_findings', 'file_id', scope, fileIds)}`,
  );
  return rows.map((r) => ({
    fileId: Number(r.file_id),
    classifierId: Number(r.classifier_id),
    entries: BigInt(r.entries),
    cost: r.cost,
    isSensitive: r.is_sensitive,
  }));
}

/**
 * Creates the folders that do not exist yet (parents are in `links` too) and returns the id of
 * every folder in `links`, by path.
 */
export async function ensureFolders(
  db: Queryable,
  scope: TenantScope,
  deviceId: number,
  links: FolderLink[],
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  if (links.length === 0) return ids;
  const created = await rowsOf<{ id: string; path: string }>(
    db,
    sql`insert into folders (tenant_id, device_id, name, path, depth)
      select ${scope.tenantId}, ${deviceId}, u.name, u.path, u.depth
      from unnest(${arr(
        links.map((l) => l.name),
        'text',
      )}, ${arr(
        links.map((l) => l.path),
        'text',
      )},
        ${arr(
          links.map((l) => l.depth),
          'int2',
        )}) as u(name, path, depth)
      on conflict (tenant_id, device_id, path_hash) do nothing
      returning id::text as id, path`,
  );
  const isNew = new Set(created.map((c) => c.path));
  for (const c of created) ids.set(c.path, Number(c.id));
  const idPaths = new Map<string, string>();
  const oldPaths = links.filter((l) => !isNew.has(l.path)).map((l) => l.path);
  const parentPaths = links
    .filter((l) => isNew.has(l.path) && l.parentPath !== null)
    .map((l) => l.parentPath!);
  const toRead = [...new Set([...oldPaths, ...parentPaths.filter((p) => !isNew.has(p))])];
  if (toRead.length > 0) {
    const existing = await rowsOf<{ id: string; path: string; id_path: string }>(
      db,
      sql`select f.id::text as id, f.path, f.id_path from ${byPathHash('folders', scope, deviceId, toRead)}`,
    );
    const wanted = new Set(toRead);
    for (const e of existing.filter((x) => wanted.has(x.path))) {
      ids.set(e.path, Number(e.id));
      idPaths.set(e.path, e.id_path);
    }
  }
  if (created.length === 0) return ids;
  // Parents before children: their id paths are known when a child's is built.
  const fresh = links.filter((l) => isNew.has(l.path)).sort((a, b) => a.depth - b.depth);
  const update = { ids: [] as number[], parents: [] as (number | null)[], idPaths: [] as string[] };
  for (const l of fresh) {
    const id = ids.get(l.path)!;
    const parentId = l.parentPath === null ? null : (ids.get(l.parentPath) ?? null);
    const idPath = `${l.parentPath === null ? '/' : (idPaths.get(l.parentPath) ?? '/')}${id}/`;
    idPaths.set(l.path, idPath);
    update.ids.push(id);
    update.parents.push(parentId);
    update.idPaths.push(idPath);
  }
  await db.execute(sql`update folders f set parent_id = u.parent_id, id_path = u.id_path
    from unnest(${arr(update.ids, 'int8')}, ${arr(update.parents, 'int8')}, ${arr(update.idPaths, 'text')})
      as u(id, parent_id, id_path)
    where f.tenant_id = ${scope.tenantId} and f.id = u.id
      and f.ctid = any(array(select f.row_ctid from ${byIds('folders', 'id', scope, update.ids)}))`);
  return ids;
}

export interface FileWrite {
  path: string;
  folderId: number;
  name: string;
  extension: string;
  size: string;
  fileCreatedAt: string | null;
  modifiedAt: string;
  accessedAt: string | null;
  owner: string;
  parseResult: ParseResult;
  brokenDescription: string | null;
  isEncrypted: boolean;
  contentHash: string | null;
  entriesCount: string;
  sensitiveCost: string;
  nonSensitiveCost: string;
}

/** Inserts or updates files by path (a deleted file reported again comes back); returns ids by path. */
export async function upsertFiles(
  db: Queryable,
  scope: TenantScope,
  deviceId: number,
  files: FileWrite[],
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  if (files.length === 0) return ids;
  const col = <K extends keyof FileWrite>(k: K) => files.map((f) => f[k]);
  const rows = await rowsOf<{ id: string; path: string }>(
    db,
    sql`insert into files (tenant_id, device_id, folder_id, path, name, extension, size, file_created_at,
        modified_at, accessed_at, owner, parse_result, broken_description, is_encrypted, content_hash,
        entries_count, sensitive_cost, non_sensitive_cost)
      select ${scope.tenantId}, ${deviceId}, u.* from unnest(
        ${arr(col('folderId'), 'int8')}, ${arr(col('path'), 'text')}, ${arr(col('name'), 'text')},
        ${arr(col('extension'), 'text')}, ${arr(col('size'), 'int8')}, ${arr(col('fileCreatedAt'), 'timestamptz')},
        ${arr(col('modifiedAt'), 'timestamptz')}, ${arr(col('accessedAt'), 'timestamptz')},
        ${arr(col('owner'), 'text')}, ${arr(col('parseResult'), 'text')}, ${arr(col('brokenDescription'), 'text')},
        ${arr(col('isEncrypted'), 'bool')}, ${arr(col('contentHash'), 'text')}, ${arr(col('entriesCount'), 'int8')},
        ${arr(col('sensitiveCost'), 'numeric')}, ${arr(col('nonSensitiveCost'), 'numeric')}) as u
      on conflict (tenant_id, device_id, path_hash) do update set
        folder_id = excluded.folder_id, name = excluded.name, extension = excluded.extension,
        size = excluded.size, file_created_at = excluded.file_created_at, modified_at = excluded.modified_at,
        accessed_at = excluded.accessed_at, owner = excluded.owner, parse_result = excluded.parse_result,
        broken_description = excluded.broken_description, is_encrypted = excluded.is_encrypted,
        content_hash = excluded.content_hash, entries_count = excluded.entries_count,
        sensitive_cost = excluded.sensitive_cost, non_sensitive_cost = excluded.non_sensitive_cost,
        is_deleted = false, deleted_at = null, updated_at = now()
      returning id::text as id, path`,
  );
  for (const r of rows) ids.set(r.path, Number(r.id));
  return ids;
}

export interface FindingWrite {
  fileId: number;
  classifierId: number;
  entries: string;
  cost: string;
  isSensitive: boolean;
  samples: string[];
}

/** Removes the findings of `replacedFileIds`, then writes `findings`. */
export async function replaceFindings(
  db: Queryable,
  scope: TenantScope,
  deviceId: number,
  replacedFileIds: number[],
  findings: FindingWrite[],
): Promise<void> {
  if (replacedFileIds.length > 0) {
    await db.execute(
      sql`delete from file_findings where tenant_id = ${scope.tenantId}
        and ctid = any(array(select f.row_ctid from ${byIds('file_findings', 'file_id', scope, replacedFileIds)}))`,
    );
  }
  if (findings.length === 0) return;
  const col = <K extends keyof FindingWrite>(k: K) => findings.map((f) => f[k]);
  await db.execute(sql`insert into file_findings
      (tenant_id, device_id, file_id, classifier_id, entries_count, cost_usd, is_sensitive, samples)
    select ${scope.tenantId}, ${deviceId}, u.file_id, u.classifier_id, u.entries, u.cost, u.is_sensitive,
      coalesce(u.samples, '[]') from unnest(
      ${arr(col('fileId'), 'int8')}, ${arr(col('classifierId'), 'int4')}, ${arr(col('entries'), 'int8')},
      ${arr(col('cost'), 'numeric')}, ${arr(col('isSensitive'), 'bool')},
      ${arr(
        // No samples travel as NULL: parsing '[]' five thousand times was a third of the insert.
        findings.map((f) => (f.samples.length > 0 ? JSON.stringify(f.samples) : null)),
        'jsonb',
      )}) as u(file_id, classifier_id, entries, cost, is_sensitive, samples)`);
}

export async function markFilesDeleted(db: Queryable, scope: TenantScope, fileIds: number[]): Promise<void> {
  if (fileIds.length === 0) return;
  await db.execute(sql`update files set is_deleted = true, deleted_at = now(), updated_at = now()
    where tenant_id = ${scope.tenantId} and not is_deleted
      and ctid = any(array(select f.row_ctid from ${byIds('files', 'id', scope, fileIds)}))`);
}
