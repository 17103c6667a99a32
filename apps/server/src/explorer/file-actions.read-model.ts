import { sql, type SQL } from 'drizzle-orm';
import type { DriveType, FileOperation, ProcessType } from '@vigil/contracts';
import type { Queryable } from '../db/client.js';
import { oneOf, pgArray, rowsOf } from '../db/rows.js';
import { eventsRollupTotal, eventsRollupViewOf } from './discovered-files-total.js';
import { explorerPage } from './explorer-page.js';
import {
  fieldsOfOrder,
  fieldsOfWhere,
  type ListArgs,
  type ListDefinition,
  type ListResult,
} from '../graphql/list.js';
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
const MICROSECOND_ZERO = sql`timestamptz '1970-01-01 00:00:00+00'`;
const DIRECTORY = sql`coalesce(substring(e.path from '^(.*)[\\\\/][^\\\\/]*$'), '')`;

/** Each column of the Activity Log as SQL over `file_events e` and `devices d` (live). */
const COLUMNS: Record<Exclude<keyof FileActionRow, 'monitorEntries'>, SQL> = {
  id: sql`e.id::int`,
  tenantId: sql`e.tenant_id`,
  processId: sql`e.process_id`,
  action: sql`e.operation`,
  userName: sql`e.user_name`,
  directoryName: DIRECTORY,
  fileName: FILE_NAME,
  transactionTime: sql`e.at`,
  sensitiveType: sql`e.sensitive_type`,
  applicationName: sql`coalesce(nullif(e.application_name, ''), e.process_name)`,
  processType: sql`e.process_type`,
  operation: sql`e.operation`,
  isPrevented: sql`e.is_prevented`,
  isEncrypted: sql`e.is_encrypted`,
  driveType: sql`e.drive_type`,
  deviceId: sql`e.device_id`,
  deviceName: sql`d.name`,
  deviceNickName: sql`d.nick_name`,
  riskUsd: sql`(e.sensitive_cost + e.non_sensitive_cost)::float8`,
  entriesCount: sql`e.entries_count::float8`,
  rawEntries: sql`e.entries`,
};

/** What the narrow pass sorts and filters on where it differs: the stored id, so an index reads the order. */
const NARROW: Partial<Record<keyof FileActionRow, SQL>> = {
  id: sql`e.id`,
  entriesCount: sql`e.entries_count`,
};

function columnsSql(): SQL {
  return sql.join(
    Object.entries(COLUMNS).map(([name, expr]) => sql`${expr} as ${sql.identifier(name)}`),
    sql`, `,
  );
}

const LIVE_EVENTS = sql`file_events e
    join devices d on d.tenant_id = e.tenant_id and d.id = e.device_id and not d.is_deleted`;

/**
 * The narrow pass of the Activity Log: the events' keys and the columns this request filters or
 * sorts on, for the scope's live customers on live devices.
 */
function narrowActionsSql(inScope: (column: SQL) => SQL, needed: Set<string>): SQL {
  const names = new Set(['tenantId', 'id', ...needed]);
  const select = [...names]
    .filter((n): n is keyof typeof COLUMNS => n in COLUMNS)
    .map((n) => sql`${NARROW[n] ?? COLUMNS[n]} as ${sql.identifier(n)}`);
  // Without the device's name, a live device is "not a deleted one": see liveFilesFrom in
  // discovered-files.read-model.ts (the events stay the outer side, read in the order's index).
  if (!names.has('deviceName') && !names.has('deviceNickName')) {
    return sql`select ${sql.join(select, sql`, `)} from file_events e
      where ${inScope(sql`e.tenant_id`)} and not exists (select 1 from devices x
        where x.tenant_id = e.tenant_id and x.id = e.device_id and x.is_deleted)`;
  }
  return sql`select ${sql.join(select, sql`, `)} from ${LIVE_EVENTS} where ${inScope(sql`e.tenant_id`)}`;
}

/** The classifiers of an event's entries, named, most entries first (over `file_events e`). */
const MONITOR_ENTRIES = sql`coalesce((select json_agg(json_build_object('classifierId', x."classifierId",
      'name', c.name, 'caption', c.caption, 'entriesCount', x.count) order by x.count desc, x."classifierId")
    from jsonb_to_recordset(e.entries) as x("classifierId" int, count float8)
    join classifiers c on c.tenant_id = e.tenant_id and c.id = x."classifierId"), '[]'::json)`;

/**
 * The Activity Log: `fileActions`. A narrow pass pages the keys, each key's event is read whole
 * with its device and its classifiers named, and the total (the device rollups' where the view
 * allows, else counted) comes with the page (explorer-page.ts).
 */
export async function listFileActions(
  db: Queryable,
  scope: TenantScope,
  args: ListArgs,
  list: ListDefinition<FileActionRow>,
): Promise<ListResult<FileActionRow>> {
  const customers = await scope.customerIds(db);
  const needed = new Set<string>();
  fieldsOfWhere(args.where, needed);
  fieldsOfOrder(args.order && args.order.length > 0 ? args.order : list.defaultOrder, needed);
  const { rawEntries: _raw, ...shown } = COLUMNS;
  const columns = Object.entries(shown).map(([name, expr]) => sql`${expr} as ${sql.identifier(name)}`);
  const view = eventsRollupViewOf(args.where);
  return explorerPage(db, list, args, {
    narrow: (filter) => narrowActionsSql(filter, needed),
    customers,
    total: view ? eventsRollupTotal(view, await scope.customerFilter(db)) : null,
    rows: {
      select: sql`${sql.join(columns, sql`, `)}, ${MONITOR_ENTRIES} as "monitorEntries"`,
      // The keys come from the scoped pass, so the scope is not applied again.
      joins: sql`join file_events e on e.tenant_id = k.tenant_id and e.id = k.id
        join devices d on d.tenant_id = e.tenant_id and d.id = e.device_id`,
    },
  });
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
        join classifiers c on c.tenant_id = k.tenant_id and c.id = k.id
        where ${oneOf(
          sql`k.tenant_id`,
          list.map((k) => k.tenantId),
          'int4',
        )}`,
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

/** The keyset of a row of an export batch: its exact time (microseconds since 1970), tenant and id. */
interface Cursor {
  cursorUs: string | number;
  cursorTenantId: number;
  cursorId: number | string;
}

/**
 * The events of a period, newest first, read `batch` rows at a time by keyset (time, tenant, id),
 * so that an export of a hundred thousand rows never holds more than one batch: each batch is
 * yielded before the next is read. `select` is what a row reads (over `file_events e` and its
 * live device `d`).
 *
 * Each batch is also bounded below in time: a window about twice as long as the last full batch
 * took (the whole period at first). A customer's batch is then a range of the (tenant, at) index
 * from the keyset down, and a partner's — whose customers' events no one index holds in order —
 * sorts about two batches of rows, not every row left in the period (which made the export
 * quadratic). A window that holds too few rows gives what it holds; the next one starts below it,
 * four times as long.
 */
async function* eventBatchesInPeriod<T extends Record<string, unknown>>(
  db: Queryable,
  scope: TenantScope,
  period: { start: Date; end: Date },
  limits: { maxRows: number; batch: number },
  select: SQL,
): AsyncGenerator<(T & Cursor)[]> {
  const inScope = await scope.customerFilter(db);
  const start = period.start.getTime();
  // Below the last row given (its exact time: a Date keeps only milliseconds), or below a window
  // that was read whole.
  let after: { us: string; tenantId: number; id: string } | null = null;
  let below: number | null = null;
  let windowMs: number | null = null;
  let left = limits.maxRows;
  while (left > 0) {
    const take = Math.min(limits.batch, left);
    const top: number = after ? Number(after.us) / 1000 : (below ?? period.end.getTime());
    const lower: number = windowMs === null ? start : Math.max(start, top - windowMs);
    // The row comparison leads with the time, not the index's tenant: the plain bound on the time
    // beside it is what starts the index scan at the keyset (without it every batch scanned from
    // the period's newest row down, and the export grew quadratically).
    const upper: SQL = after
      ? sql`and e.at <= ${MICROSECOND_ZERO} + ${after.us}::int8 * interval '1 microsecond'
          and (e.at, e.tenant_id, e.id) < (${MICROSECOND_ZERO} + ${after.us}::int8 * interval '1 microsecond', ${after.tenantId}, ${after.id}::int8)`
      : below !== null
        ? sql`and e.at < ${new Date(below).toISOString()}::timestamptz`
        : sql``;
    // The batch's events first, on live devices as "not a deleted one" (the events stay the outer
    // side: a customer's are read in the order of its (tenant, at, id) index and stop at the batch's
    // end; joined to the devices, the planner read every device's window and sorted it), then each
    // line made with its device.
    const rows: (T & Cursor)[] = await rowsOf<T & Cursor>(
      db,
      sql`select ${select}, (extract(epoch from e.at) * 1000000)::int8 as "cursorUs",
          e.tenant_id as "cursorTenantId", e.id as "cursorId"
        from (select e.* from file_events e
          where ${inScope(sql`e.tenant_id`)} and not exists (select 1 from devices x
              where x.tenant_id = e.tenant_id and x.id = e.device_id and x.is_deleted)
            and e.at >= ${new Date(lower).toISOString()}::timestamptz
            and e.at <= ${period.end.toISOString()}::timestamptz
            ${upper}
          order by e.at desc nulls last, e.tenant_id desc, e.id desc nulls last
          limit ${take}) e
        join devices d on d.tenant_id = e.tenant_id and d.id = e.device_id
        where ${inScope(sql`d.tenant_id`)}
        order by e.at desc nulls last, e.tenant_id desc, e.id desc nulls last`,
    );
    if (rows.length > 0) {
      const first = rows[0]!;
      const last: T & Cursor = rows[rows.length - 1]!;
      yield rows;
      left -= rows.length;
      after = { us: String(last.cursorUs), tenantId: Number(last.cursorTenantId), id: String(last.cursorId) };
      below = null;
      if (rows.length === take) {
        const spanMs = (Number(first.cursorUs) - Number(last.cursorUs)) / 1000;
        windowMs = Math.max(2 * spanMs, 1000);
        continue;
      }
    }
    // Fewer rows than asked: the window is read whole.
    if (lower <= start) return;
    after = null;
    below = lower;
    windowMs = (windowMs ?? 1000) * 4;
  }
}

/** The events of a period as rows of the Activity Log, newest first, a batch at a time. */
export async function* fileActionsInPeriod(
  db: Queryable,
  scope: TenantScope,
  period: { start: Date; end: Date },
  limits: { maxRows: number; batch: number },
): AsyncGenerator<FileActionRow[]> {
  for await (const rows of eventBatchesInPeriod<FileActionRow & Record<string, unknown>>(
    db,
    scope,
    period,
    limits,
    columnsSql(),
  )) {
    yield await withMonitorEntries(
      db,
      rows.map(({ cursorUs: _u, cursorTenantId: _t, cursorId: _i, ...row }) => row),
    );
  }
}

/**
 * The events of a period as finished lines of text, newest first, a batch at a time: `line` is
 * each row's text made by the database (an export's fields: see explorer-csv.routes.ts), so a
 * batch crosses the wire as one column instead of every column parsed into values and printed again.
 */
export async function* eventLinesInPeriod(
  db: Queryable,
  scope: TenantScope,
  period: { start: Date; end: Date },
  limits: { maxRows: number; batch: number },
  line: SQL,
): AsyncGenerator<string> {
  for await (const rows of eventBatchesInPeriod<{ line: string }>(
    db,
    scope,
    period,
    limits,
    sql`${line} as line`,
  )) {
    let chunk = '';
    for (const row of rows) chunk += row.line;
    yield chunk;
  }
}

/** The SQL of the Activity Log's columns, for a line made by the database. */
export const FILE_ACTION_SQL = {
  fileName: FILE_NAME,
  directoryName: DIRECTORY,
  /**
   * "Name (entries)" of each classifier found, most entries first, then by id; '; ' between. An
   * event that found nothing skips the subquery (on PGlite a fifth of an export's line).
   */
  classifiers: sql`case when e.entries = '[]'::jsonb then '' else coalesce((select string_agg(c.name || ' (' || x.count || ')', '; ' order by x.count desc, x."classifierId")
      from jsonb_to_recordset(e.entries) as x("classifierId" int, count bigint)
      join classifiers c on c.tenant_id = e.tenant_id and c.id = x."classifierId"), '') end`,
  applicationName: sql`coalesce(nullif(e.application_name, ''), e.process_name)`,
  device: sql`coalesce(nullif(d.nick_name, ''), d.name)`,
};
