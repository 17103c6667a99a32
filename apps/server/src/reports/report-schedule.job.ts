import type { Db } from '../db/client.js';
import { resolveSystemScope } from '../tenants/tenant-scope.js';
import { nextPeriodStart, periodLabel } from './report-periods.js';
import { reportNames } from './report-naming.js';
import { queueReport } from './reports.queue.js';
import { advanceSchedule, dueSchedules, insertReportFile } from './reports.repo.js';

/**
 * The monthly and quarterly schedules: for each tenant whose period has begun, an executive
 * summary report file is made and queued to be mailed to its admins, and the schedule moves to
 * the next period — in one transaction, so a period gets one report however often this runs.
 * Returns how many were queued.
 */
export async function runReportSchedules(db: Db, now: Date): Promise<number> {
  let queued = 0;
  for (const due of await dueSchedules(db, now)) {
    if (due.scheduleType === 'NONE') continue;
    const type = due.scheduleType;
    const at = new Date(due.nextRunAt);
    await db.transaction(async (tx) => {
      const scope = await resolveSystemScope(tx, due.tenantId);
      if (!(await advanceSchedule(tx, scope, at, nextPeriodStart(type, now)))) return;
      const report = await insertReportFile(tx, scope, {
        reportType: 'EXECUTIVE_SUMMARY',
        ...reportNames('EXECUTIVE_SUMMARY', now, periodLabel(type, at)),
        createdAt: now,
        createdBy: null,
        scheduled: true,
      });
      await queueReport(tx, { tenantId: scope.tenantId, reportId: report.id, mail: true });
      queued += 1;
    });
  }
  return queued;
}
