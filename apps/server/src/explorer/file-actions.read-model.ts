import { sql, type SQL } from 'drizzle-orm';
import type { DriveType, FileOperation, ProcessType } from '@vigil/contracts';
import type { Queryable } from '../db/client.js';
import { pgArray, rowsOf } from '../db/rows.js';
import type { ListArgs, ListDefinition, ListResult } from '../graphql/list.js';
import type { TenantScope } from '../tenants/tenant-scope.js';

/** A classifier's entries in the file an event touched. */
export interface MonitorEntry {
  classifierId: number;
  name: string;
  caption: string;
  entriesCount: number;
}

/** A row of the Activity Log (spec part 2 §3 "File action"); columns named like the GraphQL fields. */
export interface FileActionRow {
  id: number;
  tenantId: number;
  processId: number;
  action: string;
  userName: string;
  directoryName: string;
  fileName: string;
  transactionTime: Date | string;
  sensitiveType: 'SENSITIVE' | 'NO_SENSITIVE';
  applicationName: string;
  processType: ProcessType | null;
  operation: FileOperation;
  isPrevented: boolean;
  isEncrypted: boolean;
  driveType: DriveType;
  deviceId: number;
  deviceName: string;
  deviceNickName: string | null;
  riskUsd: number;
  entriesCount: number;
  monitorEntries: MonitorEntry[];
  /** The event's entries as stored; named by withMonitorEntries. */
  rawEntries?: { classifierId: number; count: number }[];
}

/*
 * A path's last part and what comes before it, with its own separator (see files/file-paths.ts):
 * "C:\a\b.txt" → "C:\a" and "b.txt"; "/a/b.txt" → "/a" and "b.txt".
 */
const FILE_NAME = sql`substring(e.path from '[^\\\\/]*$')`;
const DIRECTORY = sql`coalesce(substring(e.path from '^(.*)[\\\\/][^\\\\/]*$'), '')`;

function columnsSql(): SQL {
  return sql`e.id::int as id, e.tenant_id as "tenantId", e.process_id as "processId",
      e.operation as action, e.user_name as "userName", ${DIRECTORY} as "directoryName",
      ${FILE_NAME} as "fileName", e.at as "transactionTime", e.sensitive_type as "sensitiveType",
      coalesce(nullif(e.application_name, ''), e.process_name) as "applicationName",
      e.process_type as "processType", e.operation, e.is_prevented as "isPrevented",
      e.is_encrypted as "isEncrypted", e.drive_type as "driveType",
      e.device_id as "deviceId", d.name as "deviceName", d.nick_name as "deviceNickName",
      (e.sensitive_cost + e.non_sensitive_cost)::float8 as "riskUsd",
      e.entries_count::float8 as "entriesCount", e.entries as "rawEntries"`;
}

/**
 * The file events of the scope's live customers on live devices. Narrow on purpose: the list's total
 * is a window over every row, so the classifiers' names are added to the page's rows only.
 */
export function fileActionsSql(inScope: (column: SQL) => SQL): SQL {
  return sql`select ${columnsSql()}
    from file_events e
    join devices d on d.tenant_id = e.tenant_id and d.id = e.device_id and not d.is_deleted
    where ${inScope(sql`e.tenant_id`)}`;
}

/** The Activity Log: `fileActions`. */
export async function listFileActions(
  db: Queryable,
  scope: TenantScope,
  args: ListArgs,
  list: ListDefinition<FileActionRow>,
): Promise<ListResult<FileActionRow>> {
  const inScope = await scope.customerFilter(db);
  const page = await list.run(db, fileActionsSql(inScope), args);
  return { ...page, items: await withMonitorEntries(db, page.items) };
}

/** The classifiers' names of these rows' entries (one query), and the entries named, most first. */
export async function withMonitorEntries(db: Queryable, rows: FileActionRow[]): Promise<FileActionRow[]> {
  const keys = new Map<string, { tenantId: number; classifierId: number }>();
  for (const r of rows) {
    for (const e of r.rawEntries ?? []) {
      keys.set(`${r.tenantId}:${e.classifierId}`, {
        tenantId: Number(r.tenantId),
        classifierId: e.classifierId,
      });
    }
  }
  const names = new Map<string, { name: string; caption: string }>();
  if (keys.size > 0) {
    const list = [...keys.values()];
    const found = await rowsOf<{ tenant_id: number; id: number; name: string; caption: string }>(
      db,
      sql`select c.tenant_id, c.id, c.name, c.caption
        from unnest(${pgArray(
          list.map((k) => k.tenantId),
          'int4',
        )}, ${pgArray(
          list.map((k) => k.classifierId),
          'int4',
        )}) as k(tenant_id, id)
        join classifiers c on c.tenant_id = k.tenant_id and c.id = k.id`,
    );
    for (const c of found) names.set(`${c.tenant_id}:${c.id}`, { name: c.name, caption: c.caption });
  }
  return rows.map(({ rawEntries, ...r }) => ({
    ...r,
    monitorEntries: (rawEntries ?? [])
      .flatMap((e) => {
        const c = names.get(`${r.tenantId}:${e.classifierId}`);
        return c
          ? [{ classifierId: e.classifierId, name: c.name, caption: c.caption, entriesCount: e.count }]
          : [];
      })
      .sort((a, b) => b.entriesCount - a.entriesCount || a.classifierId - b.classifierId),
  }));
}

/**
 * The events of a period, newest first, read `batch` rows at a time by keyset (time, id), so that
 * an export of a hundred thousand rows never holds more than one batch: each batch is yielded
 * before the next is read.
 */
export async function* fileActionsInPeriod(
  db: Queryable,
  scope: TenantScope,
  period: { start: Date; end: Date },
  limits: { maxRows: number; batch: number },
): AsyncGenerator<FileActionRow[]> {
  const inScope = await scope.customerFilter(db);
  let after: { at: Date | string; tenantId: number; id: number } | null = null;
  let left = limits.maxRows;
  while (left > 0) {
    const take = Math.min(limits.batch, left);
    const keyset: SQL = after
      ? sql`and (e.at, e.tenant_id, e.id) < (${new Date(after.at).toISOString()}::timestamptz, ${after.tenantId}, ${after.id})`
      : sql``;
    const rows = await rowsOf<FileActionRow & Record<string, unknown>>(
      db,
      sql`select ${columnsSql()}
        from file_events e
        join devices d on d.tenant_id = e.tenant_id and d.id = e.device_id and not d.is_deleted
        where ${inScope(sql`e.tenant_id`)}
          and e.at >= ${period.start.toISOString()}::timestamptz and e.at <= ${period.end.toISOString()}::timestamptz
          ${keyset}
        order by e.at desc, e.tenant_id desc, e.id desc
        limit ${take}`,
    );
    if (rows.length === 0) return;
    yield await withMonitorEntries(db, rows);
    left -= rows.length;
    if (rows.length < take) return;
    const last = rows[rows.length - 1]!;
    after = { at: last.transactionTime, tenantId: Number(last.tenantId), id: Number(last.id) };
  }
}
