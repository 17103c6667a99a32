import { sql } from 'drizzle-orm';
import {
  reportIdsSchema,
  reportScheduleTypeSchema,
  reportSearchSchema,
  reportTypeSchema,
  type ReportScheduleType,
  type ReportType,
} from '@vigil/contracts';
import { recordAudit } from '../audit/audit.service.js';
import type { AuthUser } from '../common/context.js';
import { NotFoundError } from '../common/errors.js';
import { parseInput } from '../common/parse-input.js';
import type { Db, Queryable } from '../db/client.js';
import type { ListArgs, ListDefinition, ListResult, WhereInput } from '../graphql/list.js';
import type { TenantScope } from '../tenants/tenant-scope.js';
import { nextPeriodStart } from './report-periods.js';
import { reportNames } from './report-naming.js';
import { queueReport } from './reports.queue.js';
import {
  deleteReportFileRows,
  findReportFile,
  findReportFiles,
  findSchedule,
  insertReportFile,
  saveSchedule,
  type ReportFileRow,
} from './reports.repo.js';

/** The Reports table of the tenant acted for, newest first; `search` narrows by name. */
export function listReportFiles(
  db: Queryable,
  scope: TenantScope,
  search: string | null | undefined,
  args: ListArgs,
  list: Pick<ListDefinition<ReportFileRow>, 'run'>,
): Promise<ListResult<ReportFileRow>> {
  const text =
    search === null || search === undefined ? '' : parseInput(reportSearchSchema, search, 'search').trim();
  const base = sql`select id, tenant_id as "tenantId", report_type as "reportType", report_name as "reportName",
      file_name as "fileName", pending_state as "pendingState", created_at as "createdAt",
      ready_at as "readyAt", scheduled, emailed_at as "emailedAt", content_type as "contentType",
      byte_size::float8 as "byteSize", error
    from report_files where tenant_id = ${scope.tenantId}`;
  const byName: WhereInput = { reportName: { contains: text } };
  const where = text === '' ? args.where : args.where ? { and: [args.where, byName] } : byName;
  return list.run(db, base, { ...args, where });
}

/** Generate Report Now: a PENDING report file, and its job queued in the same transaction. */
export async function createReportFile(
  db: Db,
  user: AuthUser,
  scope: TenantScope,
  input: { type: ReportType },
  now = new Date(),
): Promise<ReportFileRow> {
  const type = parseInput(reportTypeSchema, input.type, 'type');
  return db.transaction(async (tx) => {
    const report = await insertReportFile(tx, scope, {
      reportType: type,
      ...reportNames(type, now),
      createdAt: now,
      createdBy: user.id,
      scheduled: false,
    });
    await queueReport(tx, { tenantId: scope.tenantId, reportId: report.id, mail: false });
    await recordAudit(tx, user, {
      scope,
      entityType: 'ReportFile',
      entityId: report.id,
      entityName: report.reportName,
      operation: 'CREATE',
      after: { reportType: type, fileName: report.fileName },
    });
    return report;
  });
}

/** Deletes report files of the tenant acted for, all or none; returns their ids. */
export async function deleteReportFiles(
  db: Db,
  user: AuthUser,
  scope: TenantScope,
  input: { ids: number[] },
): Promise<number[]> {
  const ids = [...new Set(parseInput(reportIdsSchema, input.ids, 'ids'))];
  return db.transaction(async (tx) => {
    const found = await findReportFiles(tx, scope, ids, { lock: true });
    const missing = ids.find((id) => !found.some((r) => r.id === id));
    if (missing !== undefined) throw new NotFoundError('ReportFile', missing);
    await deleteReportFileRows(tx, scope, ids);
    for (const r of found) {
      await recordAudit(tx, user, {
        scope,
        entityType: 'ReportFile',
        entityId: r.id,
        entityName: r.reportName,
        operation: 'DELETE',
        before: { reportType: r.reportType, fileName: r.fileName, pendingState: r.pendingState },
      });
    }
    return found.map((r) => r.id);
  });
}

export async function scheduledReportType(db: Queryable, scope: TenantScope): Promise<ReportScheduleType> {
  return (await findSchedule(db, scope))?.scheduleType ?? 'NONE';
}

/** Schedule Reports: the executive summary mailed to the admins at the start of each period. */
export async function switchReportFilesScheduleType(
  db: Db,
  user: AuthUser,
  scope: TenantScope,
  input: { type: ReportScheduleType },
  now = new Date(),
): Promise<ReportScheduleType> {
  const type = parseInput(reportScheduleTypeSchema, input.type, 'type');
  return db.transaction(async (tx) => {
    await scope.lock(tx);
    const before = (await findSchedule(tx, scope))?.scheduleType ?? 'NONE';
    await saveSchedule(tx, scope, type, type === 'NONE' ? null : nextPeriodStart(type, now));
    await recordAudit(tx, user, {
      scope,
      entityType: 'ReportSchedule',
      entityId: scope.tenantId,
      entityName: scope.name,
      operation: 'UPDATE',
      before: { scheduledReportType: before },
      after: { scheduledReportType: type },
    });
    return type;
  });
}

export async function getReportFile(db: Queryable, scope: TenantScope, id: number): Promise<ReportFileRow> {
  const report = await findReportFile(db, scope, id);
  if (!report) throw new NotFoundError('ReportFile', id);
  return report;
}
