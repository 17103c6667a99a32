import { sql } from 'drizzle-orm';
import { rowsOf } from '../../src/db/rows.js';
import type { TestApp } from '../helpers/test-app.js';
import type { ArgumentMeaning } from './id-arguments.js';
import type { TenantName } from './tenant-tree.js';

/*
 * Reports' part of the tree and of the argument table. No value is imported from the suite's other
 * modules: the tree (tenant-tree.ts) and the table (id-arguments.ts) import this file.
 */

const paging: ArgumentMeaning = { notAnId: 'paging: rows to skip or take' };

/** The meaning of every Int argument of the reports operations (spread into id-arguments.ts). */
export const REPORTS_ARGUMENTS: Record<string, ArgumentMeaning> = {
  'Query.reportFiles.skip': paging,
  'Query.reportFiles.take': paging,
  'Query.reportFiles.tenantId': 'Tenant',
  'Query.reportFiles.where.id': 'ReportFile',
  'Query.scheduledReportType.tenantId': 'Tenant',
  'Mutation.createReportFile.tenantId': 'Tenant',
  'Mutation.deleteReportFiles.request.ids': 'ReportFile',
  'Mutation.deleteReportFiles.tenantId': 'Tenant',
  'Mutation.switchReportFilesScheduleType.tenantId': 'Tenant',
};

let made = 0;

/** A READY report file in the tenant, written directly (its bytes do not matter here). */
export async function insertFixtureReport(t: TestApp, tenantId: number, label: string): Promise<number> {
  made += 1;
  const [row] = await rowsOf<{ id: number }>(
    t.db,
    sql`insert into report_files (tenant_id, report_type, report_name, file_name, pending_state, content_type)
      values (${tenantId}, 'EXECUTIVE_SUMMARY', ${`Fixture report ${label}`},
        ${`fixture-${tenantId}-${made}-${Date.now()}.pdf`}, 'READY', 'application/pdf')
      returning id`,
  );
  if (!row) throw new Error('fixture report not inserted');
  return row.id;
}

/** One report file in each of the tenants. */
export async function makeReportFiles(
  t: TestApp,
  ids: Record<TenantName, number>,
): Promise<Record<TenantName, number>> {
  const out = {} as Record<TenantName, number>;
  for (const [name, tenantId] of Object.entries(ids) as [TenantName, number][])
    out[name] = await insertFixtureReport(t, tenantId, name);
  return out;
}
