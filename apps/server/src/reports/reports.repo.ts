import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { UserRole, type ReportScheduleType, type ReportState, type ReportType } from '@vigil/contracts';
import type { Queryable } from '../db/client.js';
import { rowsOf } from '../db/rows.js';
import type { TenantScope } from '../tenants/tenant-scope.js';
import { reportFileChunks, reportFiles, reportSchedules } from './reports.tables.js';

/**
 * Report files belong to the tenant acted for exactly (a partner's reports are its own, of its
 * customers summed); every read and write takes that tenant's scope.
 */

export interface ReportFileRow {
  id: number;
  tenantId: number;
  reportType: ReportType;
  reportName: string;
  fileName: string;
  pendingState: ReportState;
  createdAt: Date;
  readyAt: Date | null;
  scheduled: boolean;
  emailedAt: Date | null;
  contentType: string;
  byteSize: number;
  error: string | null;
}

const columns = {
  id: reportFiles.id,
  tenantId: reportFiles.tenantId,
  reportType: reportFiles.reportType,
  reportName: reportFiles.reportName,
  fileName: reportFiles.fileName,
  pendingState: reportFiles.pendingState,
  createdAt: reportFiles.createdAt,
  readyAt: reportFiles.readyAt,
  scheduled: reportFiles.scheduled,
  emailedAt: reportFiles.emailedAt,
  contentType: reportFiles.contentType,
  byteSize: reportFiles.byteSize,
  error: reportFiles.error,
};

export async function insertReportFile(
  db: Queryable,
  scope: TenantScope,
  row: {
    reportType: ReportType;
    reportName: string;
    fileName: string;
    contentType: string;
    createdAt: Date;
    createdBy: number | null;
    scheduled: boolean;
  },
): Promise<ReportFileRow> {
  const [inserted] = await db
    .insert(reportFiles)
    .values({ tenantId: scope.tenantId, ...row })
    .returning(columns);
  if (!inserted) throw new Error('report file not inserted');
  return inserted;
}

export async function findReportFiles(
  db: Queryable,
  scope: TenantScope,
  ids: readonly number[],
  options: { lock?: boolean } = {},
): Promise<ReportFileRow[]> {
  if (ids.length === 0) return [];
  const query = db
    .select(columns)
    .from(reportFiles)
    .where(and(eq(reportFiles.tenantId, scope.tenantId), inArray(reportFiles.id, [...new Set(ids)])))
    .orderBy(asc(reportFiles.id));
  return options.lock ? query.for('update') : query;
}

export async function findReportFile(
  db: Queryable,
  scope: TenantScope,
  id: number,
  options: { lock?: boolean } = {},
): Promise<ReportFileRow | null> {
  return (await findReportFiles(db, scope, [id], options))[0] ?? null;
}

export async function findReportFileByName(
  db: Queryable,
  scope: TenantScope,
  fileName: string,
): Promise<ReportFileRow | null> {
  const [row] = await db
    .select(columns)
    .from(reportFiles)
    .where(and(eq(reportFiles.tenantId, scope.tenantId), eq(reportFiles.fileName, fileName)));
  return row ?? null;
}

/** Deletes report files of the scope's tenant; their chunks go with them (cascade). */
export async function deleteReportFileRows(db: Queryable, scope: TenantScope, ids: readonly number[]) {
  if (ids.length === 0) return;
  await db
    .delete(reportFiles)
    .where(and(eq(reportFiles.tenantId, scope.tenantId), inArray(reportFiles.id, [...ids])));
}

/** Replaces a report's bytes (a rerun of its job starts again from the first chunk). */
export async function clearReportChunks(db: Queryable, scope: TenantScope, reportId: number) {
  await db
    .delete(reportFileChunks)
    .where(and(eq(reportFileChunks.tenantId, scope.tenantId), eq(reportFileChunks.reportId, reportId)));
}

export async function insertReportChunk(
  db: Queryable,
  scope: TenantScope,
  reportId: number,
  seq: number,
  data: Uint8Array,
) {
  await db.insert(reportFileChunks).values({ tenantId: scope.tenantId, reportId, seq, data });
}

/** One stored chunk of a report's bytes, or null past the last. */
export async function readReportChunk(
  db: Queryable,
  scope: TenantScope,
  reportId: number,
  seq: number,
): Promise<Uint8Array | null> {
  const [row] = await db
    .select({ data: reportFileChunks.data })
    .from(reportFileChunks)
    .where(
      and(
        eq(reportFileChunks.tenantId, scope.tenantId),
        eq(reportFileChunks.reportId, reportId),
        eq(reportFileChunks.seq, seq),
      ),
    );
  return row ? row.data : null;
}

export async function markReportReady(
  db: Queryable,
  scope: TenantScope,
  reportId: number,
  byteSize: number,
  at: Date,
) {
  await db
    .update(reportFiles)
    .set({ pendingState: 'READY', byteSize, readyAt: at, error: null })
    .where(and(eq(reportFiles.tenantId, scope.tenantId), eq(reportFiles.id, reportId)));
}

export async function markReportFailed(db: Queryable, scope: TenantScope, reportId: number, error: string) {
  await db
    .update(reportFiles)
    .set({ pendingState: 'FAILED', error: error.slice(0, 1000) })
    .where(and(eq(reportFiles.tenantId, scope.tenantId), eq(reportFiles.id, reportId)));
}

export async function markReportEmailed(db: Queryable, scope: TenantScope, reportId: number, at: Date) {
  await db
    .update(reportFiles)
    .set({ emailedAt: at })
    .where(and(eq(reportFiles.tenantId, scope.tenantId), eq(reportFiles.id, reportId)));
}

export async function findSchedule(
  db: Queryable,
  scope: TenantScope,
): Promise<{ scheduleType: ReportScheduleType; nextRunAt: Date } | null> {
  const [row] = await db
    .select({ scheduleType: reportSchedules.scheduleType, nextRunAt: reportSchedules.nextRunAt })
    .from(reportSchedules)
    .where(eq(reportSchedules.tenantId, scope.tenantId));
  return row ?? null;
}

/** Sets the tenant's schedule; NONE removes it. */
export async function saveSchedule(
  db: Queryable,
  scope: TenantScope,
  scheduleType: ReportScheduleType,
  nextRunAt: Date | null,
) {
  if (scheduleType === 'NONE' || nextRunAt === null) {
    await db.delete(reportSchedules).where(eq(reportSchedules.tenantId, scope.tenantId));
    return;
  }
  await db
    .insert(reportSchedules)
    .values({ tenantId: scope.tenantId, scheduleType, nextRunAt, updatedAt: new Date() })
    .onConflictDoUpdate({
      target: reportSchedules.tenantId,
      set: { scheduleType, nextRunAt, updatedAt: new Date() },
    });
}

/** Live tenants whose schedule is due, with the period it is due for (system-wide: the schedule job). */
export function dueSchedules(db: Queryable, now: Date) {
  return rowsOf<{ tenantId: number; scheduleType: ReportScheduleType; nextRunAt: string }>(
    db,
    sql`select s.tenant_id as "tenantId", s.schedule_type as "scheduleType",
        to_char(s.next_run_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as "nextRunAt"
      from report_schedules s join tenants t on t.id = s.tenant_id and not t.is_deleted
      where s.next_run_at <= ${now.toISOString()}::timestamptz
      order by s.tenant_id`,
  );
}

/** Moves a schedule to its next period, unless it was changed meanwhile. */
export async function advanceSchedule(db: Queryable, scope: TenantScope, from: Date, to: Date) {
  const moved = await rowsOf<{ tenantId: number }>(
    db,
    sql`update report_schedules set next_run_at = ${to.toISOString()}::timestamptz
      where tenant_id = ${scope.tenantId} and next_run_at = ${from.toISOString()}::timestamptz
      returning tenant_id as "tenantId"`,
  );
  return moved.length > 0;
}

/** Emails of the live admins of a tenant (who get its scheduled reports). */
export async function adminEmails(db: Queryable, scope: TenantScope): Promise<string[]> {
  const rows = await rowsOf<{ email: string }>(
    db,
    sql`select email from users where tenant_id = ${scope.tenantId} and not is_deleted
        and ${UserRole.TenantAdmin}::text = any(roles) and not is_read_only_user
      order by id`,
  );
  return rows.map((r) => r.email);
}
