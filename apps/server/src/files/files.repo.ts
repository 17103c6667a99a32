import { hash } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { ParseResult } from '@vigil/contracts';
import type { Queryable } from '../db/client.js';
import { pgArray, readAll, rowsOf, type Reading } from '../db/rows.js';
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
  // One call, no Hash object: a thousand paths in about half the time of createHash.
  const h = hash('md5', path, 'hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/*
 * Look-ups of a batch's rows are written as one index probe per key (a LATERAL subquery the
 * planner cannot flatten): given `= any(keys)`, it scanned all the device's rows instead, on a
 * table that had grown since it was last analysed — 30 ms instead of 4 ms for a thousand paths,
 * and growing with the device.
 */

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

export interface StoredFolder {
  id: number;
  idPath: string;
}

/**
 * `count` ids drawn from `table`'s sequence, as one text "1,2,3" (one value to read, not a row
 * each). The sequence is named once (a subquery): looked up for each id, it took most of the time
 * of a thousand nextvals on PostgreSQL.
 */
function drawnIds(table: 'files' | 'folders', count: SQL): SQL {
  return sql`(select string_agg(nextval((select pg_get_serial_sequence(${table}, 'id')::regclass))::text, ',')
    from generate_series(1, ${count}))`;
}

function splitIds(text: string | null): number[] {
  return text ? text.split(',').map(Number) : [];
}

export interface BatchTargets {
  /** The device's files at the paths asked for (deleted ones included). */
  files: Map<string, StoredFile>;
  /** The device's folders at the folder paths asked for. */
  folders: Map<string, StoredFolder>;
  /** Ids drawn for the folders that do not exist yet, as many as there are. */
  newFolderIds: number[];
  /** Ids drawn for the files of `newFilesAmong` that do not exist yet, as many as there are. */
  newFileIds: number[];
}

/**
 * What a batch writes over, in one round trip: the device's files and folders at these paths, and
 * an id for each folder and each file of `newFilesAmong` still missing (ids are drawn from the
 * tables' sequences, so that a new folder's parent and id path, and a new file's findings, are
 * known before it is inserted; a gap in ids is harmless).
 */
export async function findBatchTargets(
  db: Queryable,
  ...args: Parameters<typeof batchTargets>
): Promise<BatchTargets> {
  return (await readAll(db, [batchTargets(...args)]))[0];
}

/**
 * findBatchTargets as a reading, to read with others in one round trip (readAll). `folderOfFile`
 * names the folder (one of `folderPaths`) of some files: those whose folder the device does not
 * have are new, and not probed — files are written with their folder, and folders never deleted
 * (a device's first scan is all new folders).
 */
export function batchTargets(
  scope: TenantScope,
  deviceId: number,
  filePaths: string[],
  folderPaths: string[],
  newFilesAmong: ReadonlySet<string> = new Set(),
  folderOfFile: ReadonlyMap<string, string> = new Map(),
): Reading<BatchTargets> {
  const read = (rows: Record<string, unknown>[]): BatchTargets => {
    const out: BatchTargets = { files: new Map(), folders: new Map(), newFolderIds: [], newFileIds: [] };
    const wantedFiles = new Set(filePaths);
    const wantedFolders = new Set(folderPaths);
    for (const r of rows as {
      kind: 'file' | 'folder' | 'new' | 'new_file';
      id: string;
      path: string;
      folder_id: string;
      is_deleted: boolean;
      is_encrypted: boolean;
      size: string;
      false_positive: boolean;
      id_path: string;
    }[]) {
      // An md5 collision is not the same file or folder.
      if (r.kind === 'new') out.newFolderIds = splitIds(r.id);
      else if (r.kind === 'new_file') out.newFileIds = splitIds(r.id);
      else if (r.kind === 'folder' && wantedFolders.has(r.path)) {
        out.folders.set(r.path, { id: Number(r.id), idPath: r.id_path });
      } else if (r.kind === 'file' && wantedFiles.has(r.path)) {
        out.files.set(r.path, {
          id: Number(r.id),
          path: r.path,
          folderId: Number(r.folder_id),
          isDeleted: r.is_deleted,
          isEncrypted: r.is_encrypted,
          size: BigInt(r.size),
          falsePositive: r.false_positive,
        });
      }
    }
    return out;
  };
  if (filePaths.length === 0 && folderPaths.length === 0) return { query: null, read };
  const ctes: SQL[] = [];
  const parts: SQL[] = [];
  if (folderPaths.length > 0) {
    // Probed once too: the folders found, and as many ids drawn as there are paths not found (a
    // `not exists` per path was planned as a scan of all the device's folders for each).
    ctes.push(sql`found_folders as (select h.n, f.* from unnest(${arr(folderPaths.map(pathHash), 'uuid')})
        with ordinality as h(hash, n)
      cross join lateral (select x.id, x.path, x.id_path from folders x
        where x.tenant_id = ${scope.tenantId} and x.device_id = ${deviceId} and x.path_hash = h.hash limit 1) f)`);
  }
  if (filePaths.length > 0) {
    const among = filePaths.map((p) => newFilesAmong.has(p));
    // The 1-based index of each file's folder in folderPaths, when known.
    const folderNumbers = new Map(folderPaths.map((p, i) => [p, i + 1]));
    const folderOf = filePaths.map((p) => {
      const folder = folderOfFile.get(p);
      return folder === undefined ? null : (folderNumbers.get(folder) ?? null);
    });
    const probed =
      folderPaths.length > 0 && folderOf.some((n) => n !== null)
        ? sql`where h.folder is null or h.folder in (select n from found_folders)`
        : sql``;
    // Probed once: the files found, and which of them count against the ids to draw.
    ctes.push(sql`found as (select h.among, f.* from unnest(${arr(filePaths.map(pathHash), 'uuid')},
        ${arr(among, 'bool')}, ${arr(folderOf, 'int4')}) as h(hash, among, folder)
      cross join lateral (select * from files x
        where x.tenant_id = ${scope.tenantId} and x.device_id = ${deviceId} and x.path_hash = h.hash limit 1) f
      ${probed})`);
    parts.push(sql`select 'file' as kind, f.id::text as id, f.path, f.folder_id::text as folder_id, f.is_deleted,
        f.is_encrypted, f.size::text as size, f.false_positive, null::text as id_path
      from found f`);
    const wanted = among.filter(Boolean).length;
    if (wanted > 0) {
      parts.push(sql`select 'new_file', ${drawnIds('files', sql`${wanted}::int - (select count(*)::int from found where among)`)},
          null, null, null, null, null, null, null`);
    }
  }
  if (folderPaths.length > 0) {
    // Names on every part: the first one present names the columns.
    parts.push(sql`select 'folder' as kind, f.id::text as id, f.path, null as folder_id, null as is_deleted,
        null as is_encrypted, null as size, null as false_positive, f.id_path
      from found_folders f`);
    const missing = sql`${folderPaths.length}::int - (select count(*)::int from found_folders)`;
    parts.push(sql`select 'new', ${drawnIds('folders', missing)}, null, null, null, null, null, null, null`);
  }
  return {
    query: sql`${ctes.length > 0 ? sql`with ${sql.join(ctes, sql`, `)} ` : sql``}${sql.join(parts, sql` union all `)}`,
    read,
  };
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

export interface NewFolder {
  id: number;
  parentId: number | null;
  idPath: string;
  name: string;
  path: string;
  depth: number;
}

/**
 * The id of every folder in `links` (parents are in `links` too), by path, and the rows of those
 * that do not exist yet, with the ids drawn for them.
 */
export function planFolders(
  links: FolderLink[],
  existing: Map<string, StoredFolder>,
  newIds: number[],
): { ids: Map<string, number>; created: NewFolder[] } {
  const ids = new Map<string, number>();
  const idPaths = new Map<string, string>();
  const created: NewFolder[] = [];
  // Parents before children: their id paths are known when a child's is built.
  for (const l of [...links].sort((a, b) => a.depth - b.depth)) {
    const found = existing.get(l.path);
    if (found) {
      ids.set(l.path, found.id);
      idPaths.set(l.path, found.idPath);
      continue;
    }
    const id = newIds[created.length];
    if (id === undefined) throw new Error(`No folder id drawn for ${l.path}`);
    const parentId = l.parentPath === null ? null : (ids.get(l.parentPath) ?? null);
    const idPath = `${l.parentPath === null ? '/' : (idPaths.get(l.parentPath) ?? '/')}${id}/`;
    ids.set(l.path, id);
    idPaths.set(l.path, idPath);
    created.push({ id, parentId, idPath, name: l.name, path: l.path, depth: l.depth });
  }
  return { ids, created };
}

/** Inserts folders whose ids were drawn by findBatchTargets (the device's batches run one at a time). */
function insertFoldersSql(scope: TenantScope, deviceId: number, folders: NewFolder[]): SQL {
  const col = <K extends keyof NewFolder>(k: K) => folders.map((f) => f[k]);
  return sql`insert into folders (tenant_id, id, device_id, parent_id, name, path, id_path, depth)
    select ${scope.tenantId}, u.id, ${deviceId}, u.parent_id, u.name, u.path, u.id_path, u.depth
    from ${sideBySide([
      ['id', arr(col('id'), 'int8')],
      ['parent_id', arr(col('parentId'), 'int8')],
      ['name', arr(col('name'), 'text')],
      ['path', arr(col('path'), 'text')],
      ['id_path', arr(col('idPath'), 'text')],
      ['depth', arr(col('depth'), 'int2')],
    ])}`;
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
  if (links.length === 0) return new Map();
  const targets = await findBatchTargets(
    db,
    scope,
    deviceId,
    [],
    links.map((l) => l.path),
  );
  const { ids, created } = planFolders(links, targets.folders, targets.newFolderIds);
  if (created.length > 0) await db.execute(insertFoldersSql(scope, deviceId, created));
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
  const rows = await rowsOf<{ id: string; path: string }>(
    db,
    sql`${upsertFilesSql(scope, deviceId, files)} returning id::text as id, path`,
  );
  for (const r of rows) ids.set(r.path, Number(r.id));
  return ids;
}

const FILE_COLUMNS =
  sql.raw(`folder_id, path, name, extension, size, file_created_at, modified_at, accessed_at,
  owner, parse_result, broken_description, is_encrypted, content_hash, entries_count, sensitive_cost,
  non_sensitive_cost`);

/**
 * A column of an unnest of several arrays that may be all null: then it travels as an empty array
 * (unnest pads the shorter arrays with nulls), not as a thousand NULLs to send and parse.
 */
function nullable(values: readonly unknown[], type: string): SQL {
  return values.every((v) => v === null || v === undefined) ? sql.raw(`'{}'::${type}[]`) : arr(values, type);
}

/**
 * `(select unnest(a) as x, unnest(b) as y, …) u`: the arrays' rows side by side, the shorter ones
 * padded with nulls, as `unnest(a, b, …) as u(x, y, …)` gives them — but evaluated row by row,
 * where the latter first stores every row: inserting a batch's 5 000 findings took ~13% less CPU
 * on PGlite.
 */
function sideBySide(columns: [name: string, values: SQL][]): SQL {
  return sql`(select ${sql.join(
    columns.map(([name, values]) => sql`unnest(${values}) as ${sql.raw(name)}`),
    sql`, `,
  )}) u`;
}

/** The values of FILE_COLUMNS, one array per column, in that order. */
function fileArrays(files: FileWrite[]): [string, SQL][] {
  const col = <K extends keyof FileWrite>(k: K) => files.map((f) => f[k]);
  return [
    ['folder_id', arr(col('folderId'), 'int8')],
    ['path', arr(col('path'), 'text')],
    ['name', arr(col('name'), 'text')],
    ['extension', arr(col('extension'), 'text')],
    ['size', arr(col('size'), 'int8')],
    ['file_created_at', nullable(col('fileCreatedAt'), 'timestamptz')],
    ['modified_at', arr(col('modifiedAt'), 'timestamptz')],
    ['accessed_at', nullable(col('accessedAt'), 'timestamptz')],
    ['owner', arr(col('owner'), 'text')],
    ['parse_result', arr(col('parseResult'), 'text')],
    ['broken_description', nullable(col('brokenDescription'), 'text')],
    ['is_encrypted', arr(col('isEncrypted'), 'bool')],
    ['content_hash', nullable(col('contentHash'), 'text')],
    ['entries_count', arr(col('entriesCount'), 'int8')],
    ['sensitive_cost', arr(col('sensitiveCost'), 'numeric')],
    ['non_sensitive_cost', arr(col('nonSensitiveCost'), 'numeric')],
  ];
}

/** New files with the ids drawn for them (findBatchTargets): a plain insert, no conflict checks. */
function insertNewFilesSql(scope: TenantScope, deviceId: number, files: FileWrite[], ids: number[]): SQL {
  return sql`insert into files (tenant_id, device_id, ${FILE_COLUMNS}, id)
    select ${scope.tenantId}, ${deviceId}, u.* from ${sideBySide([...fileArrays(files), ['id', arr(ids, 'int8')]])}`;
}

function upsertFilesSql(scope: TenantScope, deviceId: number, files: FileWrite[]): SQL {
  return sql`insert into files (tenant_id, device_id, ${FILE_COLUMNS})
      select ${scope.tenantId}, ${deviceId}, u.* from ${sideBySide(fileArrays(files))}
      on conflict (tenant_id, device_id, path_hash) do update set
        folder_id = excluded.folder_id, name = excluded.name, extension = excluded.extension,
        size = excluded.size, file_created_at = excluded.file_created_at, modified_at = excluded.modified_at,
        accessed_at = excluded.accessed_at, owner = excluded.owner, parse_result = excluded.parse_result,
        broken_description = excluded.broken_description, is_encrypted = excluded.is_encrypted,
        content_hash = excluded.content_hash, entries_count = excluded.entries_count,
        sensitive_cost = excluded.sensitive_cost, non_sensitive_cost = excluded.non_sensitive_cost,
        is_deleted = false, deleted_at = null, updated_at = now()`;
}

export interface FindingWrite {
  fileId: number;
  classifierId: number;
  entries: string;
  cost: string;
  isSensitive: boolean;
  samples: string[];
}

/** Removes the findings of these files (before their new ones are written). */
export async function deleteFindings(db: Queryable, scope: TenantScope, fileIds: number[]): Promise<void> {
  if (fileIds.length === 0) return;
  await db.execute(
    sql`delete from file_findings where tenant_id = ${scope.tenantId}
      and ctid = any(array(select f.row_ctid from ${byIds('file_findings', 'file_id', scope, fileIds)}))`,
  );
}

export interface BatchFileWrites {
  folders: NewFolder[];
  /** Files that do not exist yet, and the ids drawn for them (findBatchTargets), in the same order. */
  newFiles: FileWrite[];
  newFileIds: number[];
  /** Files that exist (deleted or not): upserted by path. */
  knownFiles: FileWrite[];
  /** Findings of files that have none stored (new files, or those deleteFindings emptied). */
  findings: FindingWrite[];
  deletedFileIds: number[];
}

/**
 * A batch's folders, files, findings and deletions in one statement (data-modifying WITH clauses
 * on different rows). Every file's id is known beforehand (drawn or found by findBatchTargets), so
 * the findings name theirs and nothing is returned or joined.
 */
export async function writeBatchFiles(
  db: Queryable,
  scope: TenantScope,
  deviceId: number,
  w: BatchFileWrites,
): Promise<void> {
  const clauses: SQL[] = [];
  if (w.folders.length > 0)
    clauses.push(sql`new_folders as (${insertFoldersSql(scope, deviceId, w.folders)})`);
  if (w.deletedFileIds.length > 0) {
    clauses.push(sql`deleted as (update files set is_deleted = true, deleted_at = now(), updated_at = now()
      where tenant_id = ${scope.tenantId} and not is_deleted
        and ctid = any(array(select f.row_ctid from ${byIds('files', 'id', scope, w.deletedFileIds)})))`);
  }
  // The device's batches run one at a time (its row is locked), so files not found are new.
  if (w.newFiles.length > 0)
    clauses.push(sql`inserted as (${insertNewFilesSql(scope, deviceId, w.newFiles, w.newFileIds)})`);
  if (w.knownFiles.length > 0)
    clauses.push(sql`updated as (${upsertFilesSql(scope, deviceId, w.knownFiles)})`);
  if (w.findings.length > 0) {
    const col = <K extends keyof FindingWrite>(k: K) => w.findings.map((f) => f[k]);
    clauses.push(sql`findings as (insert into file_findings
        (tenant_id, device_id, file_id, classifier_id, entries_count, cost_usd, is_sensitive, samples)
      select ${scope.tenantId}, ${deviceId}, u.file_id, u.classifier_id, u.entries, u.cost, u.is_sensitive,
        coalesce(u.samples, '[]')
      from ${sideBySide([
        ['file_id', arr(col('fileId'), 'int8')],
        ['classifier_id', arr(col('classifierId'), 'int4')],
        ['entries', arr(col('entries'), 'int8')],
        ['cost', arr(col('cost'), 'numeric')],
        ['is_sensitive', arr(col('isSensitive'), 'bool')],
        [
          'samples',
          nullable(
            // No samples travel as NULL: parsing '[]' five thousand times was a third of the insert.
            w.findings.map((f) => (f.samples.length > 0 ? JSON.stringify(f.samples) : null)),
            'jsonb',
          ),
        ],
      ])})`);
  }
  if (clauses.length === 0) return;
  await db.execute(sql`with ${sql.join(clauses, sql`, `)} select 1`);
}
