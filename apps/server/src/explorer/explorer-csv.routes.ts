import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import {
  ExplorerLimits,
  ExplorerMessages,
  FILE_ACTIONS_CSV_ROUTE,
  FILES_LAST_ACCESSED_CSV_ROUTE,
  fileActionsCsvQuerySchema,
  fileActionsCsvRange,
} from '@vigil/contracts';
import { authenticate } from '../auth/authenticate.js';
import { NotFoundError } from '../common/errors.js';
import type { Config } from '../config.js';
import type { Db, Queryable } from '../db/client.js';
import { rowsOf } from '../db/rows.js';
import { csvField } from '../devices/devices-csv.routes.js';
import { resolveTenantScope, type TenantScope } from '../tenants/tenant-scope.js';
import { eventLinesInPeriod, FILE_ACTION_SQL } from './file-actions.read-model.js';

const iso = (d: Date | string | null | undefined) => (d ? new Date(d).toISOString() : '');

/**
 * How a field of a line is made safe as csvField() makes it: `fixed`, the database's own words
 * (a time, Sensitive, Prevented…), need nothing; `column`, cheap to read twice, defuses a leading
 * formula character by its code; `computed` (a path's part, the classifiers' names) by a regular
 * expression, read once. PGlite (WASM) spent most of an export's time making lines: a regular
 * expression on every field and a concatenation per field cost more than reading the rows.
 */
type FieldKind = 'fixed' | 'column' | 'computed';

/**
 * The Activity Log export's columns, each made by the database as csvField() makes it (quoted, a
 * leading formula character defused): the batch crosses the wire as finished lines.
 */
const FILE_ACTION_COLUMNS: [string, SQL, FieldKind][] = [
  ['File', FILE_ACTION_SQL.fileName, 'computed'],
  ['Folder', FILE_ACTION_SQL.directoryName, 'computed'],
  ['Performed by', sql`e.user_name`, 'column'],
  ['Classifiers', FILE_ACTION_SQL.classifiers, 'computed'],
  ['Drive Type', sql`e.drive_type`, 'column'],
  // toISOString(): milliseconds, UTC
  ['Time', sql`to_char(e.at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`, 'fixed'],
  [
    'Sensitivity',
    sql`case when e.sensitive_type = 'SENSITIVE' then 'Sensitive' else 'Non-sensitive' end`,
    'fixed',
  ],
  ['Application', FILE_ACTION_SQL.applicationName, 'column'],
  ['Application type', sql`e.process_type`, 'column'],
  ['File Operation', sql`e.operation`, 'column'],
  ['Operation result', sql`case when e.is_prevented then 'Prevented' else 'Succeed' end`, 'fixed'],
  ['Device', FILE_ACTION_SQL.device, 'column'],
];

const CSV_FORMULA_START = '^([-=+@\t\r])';
/** The codes of csvField()'s formula characters: - = + @ tab, carriage return. */
const CSV_FORMULA_CODES = sql.raw('45, 61, 43, 64, 9, 13');

/** csvField() in SQL, without its quotes (the line's format adds them); a null is empty. */
function csvFieldSql(value: SQL, kind: FieldKind): SQL {
  if (kind === 'fixed') return value;
  const defused =
    kind === 'column'
      ? sql`case when ascii(${value}) in (${CSV_FORMULA_CODES}) then '''' || ${value} else ${value} end`
      : sql`regexp_replace(${value}, ${CSV_FORMULA_START}, ${"'\\1"})`;
  return sql`replace(${defused}, '"', '""')`;
}

/** A line of the export: one format() call, each field quoted (a null is empty, as csvField's). */
export const FILE_ACTION_LINE = sql`format(${`${FILE_ACTION_COLUMNS.map(() => '"%s"').join(',')}\r\n`}, ${sql.join(
  FILE_ACTION_COLUMNS.map(([, value, kind]) => csvFieldSql(value, kind)),
  sql`, `,
)})`;

const csvLine = (fields: unknown[]) => `${fields.map(csvField).join(',')}\r\n`;

/** The signed-in caller's scope for ?tenantId, or the reply already sent. */
async function scopeOf(
  deps: { db: Db; config: Config },
  req: FastifyRequest,
  reply: FastifyReply,
  tenantId: string | undefined,
): Promise<TenantScope | null> {
  const auth = await authenticate(deps.db, deps.config.jwtSecret, req.headers.authorization);
  if (auth.kind !== 'user') {
    await reply.status(401).send({ message: 'Not signed in' });
    return null;
  }
  try {
    return await resolveTenantScope(deps.db, auth.user, tenantId === undefined ? null : Number(tenantId));
  } catch (error) {
    // Out of reach answers like missing, as everywhere.
    if (error instanceof NotFoundError) {
      await reply.status(404).send({ message: error.message });
      return null;
    }
    throw error;
  }
}

function sendCsv(reply: FastifyReply, fileName: string, lines: AsyncIterable<string>) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .header('cache-control', 'no-store')
    .send(Readable.from(lines));
}

/**
 * Lines of the Activity Log export: a header, then the period's events newest first, read a batch
 * at a time as the reply drains (Readable.from pulls the next line only when the socket takes it),
 * so memory stays flat however many rows go out.
 */
export async function* fileActionsCsvLines(
  db: Queryable,
  scope: TenantScope,
  period: { start: Date; end: Date },
  maxRows: number = ExplorerLimits.csvMaxRows,
  batch: number = ExplorerLimits.csvBatchRows,
): AsyncGenerator<string> {
  yield csvLine(FILE_ACTION_COLUMNS.map(([h]) => h));
  yield* eventLinesInPeriod(db, scope, period, { maxRows, batch }, FILE_ACTION_LINE);
}

interface LastAccessedRow extends Record<string, unknown> {
  id: number;
  tenant_id: number;
  path: string;
  device: string;
  accessed_at: Date | string | null;
  modified_at: Date | string;
  risk: number;
  entries: number;
}

/** Lines of the files-last-accessed export: every live file of the scope, by keyset (tenant, id). */
export async function* filesLastAccessedCsvLines(db: Queryable, scope: TenantScope): AsyncGenerator<string> {
  yield csvLine(['File', 'Device', 'Last Accessed', 'Last Modified', 'Records', 'Risk (USD)']);
  const inScope = await scope.customerFilter(db);
  let after: { tenantId: number; id: number } | null = null;
  for (;;) {
    const keyset = after ? sql`and (f.tenant_id, f.id) > (${after.tenantId}, ${after.id})` : sql``;
    const rows: LastAccessedRow[] = await rowsOf<LastAccessedRow>(
      db,
      sql`select f.id::int as id, f.tenant_id, f.path, coalesce(nullif(d.nick_name, ''), d.name) as device,
          f.accessed_at, f.modified_at, f.entries_count::float8 as entries,
          (f.sensitive_cost + f.non_sensitive_cost)::float8 as risk
        from files f
        join devices d on d.tenant_id = f.tenant_id and d.id = f.device_id and not d.is_deleted
        where ${inScope(sql`f.tenant_id`)} and not f.is_deleted ${keyset}
        order by f.tenant_id, f.id
        limit ${ExplorerLimits.csvBatchRows}`,
    );
    if (rows.length === 0) return;
    let chunk = '';
    for (const r of rows) {
      chunk += csvLine([r.path, r.device, iso(r.accessed_at), iso(r.modified_at), r.entries, r.risk]);
    }
    yield chunk;
    if (rows.length < ExplorerLimits.csvBatchRows) return;
    const last = rows[rows.length - 1]!;
    after = { tenantId: Number(last.tenant_id), id: Number(last.id) };
  }
}

/**
 * GET /graphql/Rest/download/reports/fileActions?tenantId&StartTimestamp&EndTimestamp and
 * GET /graphql/Rest/download/reports/filesLastAccessed?tenantId: CSV, bearer access token.
 */
export function registerExplorerCsvRoutes(app: FastifyInstance, deps: { db: Db; config: Config }): void {
  app.get(FILE_ACTIONS_CSV_ROUTE, async (req, reply) => {
    const parsed = fileActionsCsvQuerySchema.safeParse(req.query);
    if (!parsed.success) {
      return reply
        .status(400)
        .send({ message: parsed.error.issues[0]?.message ?? ExplorerMessages.badTimestamp });
    }
    const scope = await scopeOf(deps, req, reply, parsed.data.tenantId);
    if (!scope) return reply;
    return sendCsv(
      reply,
      'activity-log.csv',
      fileActionsCsvLines(deps.db, scope, fileActionsCsvRange(parsed.data)),
    );
  });

  app.get(FILES_LAST_ACCESSED_CSV_ROUTE, async (req, reply) => {
    const raw = (req.query as { tenantId?: unknown }).tenantId;
    if (raw !== undefined && (typeof raw !== 'string' || !/^\d{1,9}$/.test(raw))) {
      return reply.status(400).send({ message: ExplorerMessages.badTenantId });
    }
    const scope = await scopeOf(deps, req, reply, raw);
    if (!scope) return reply;
    return sendCsv(reply, 'files-last-accessed.csv', filesLastAccessedCsvLines(deps.db, scope));
  });
}
