import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import { anyTenant, type OperationCase } from './case-types.js';
import { rows } from './query-cases.js';
import { insertFixtureReport } from './reports-objects.js';

/*
 * The reports operations. Report files and the schedule belong to the tenant acted for exactly
 * (scope 'tenant': a partner's reports are its own, of its customers summed).
 */

const sortedIds = (items: unknown) =>
  (items as { id: number }[]).map((i) => Number(i.id)).sort((a, b) => a - b);

export const REPORTS_QUERY_CASES: Record<string, OperationCase> = {
  reportFiles: {
    document: `query ($tenantId: Int, $where: ReportFileFilterInput) {
      reportFiles(tenantId: $tenantId, where: $where, take: 1000) { totalCount items { id tenantId } } }`,
    appliesTo: anyTenant,
    variables: (v) => ({ tenantId: v.target }),
    async check(c) {
      const want = await rows<{ id: number }>(
        c.fx,
        sql`select id from report_files where tenant_id = ${c.tenantId} order by id`,
      );
      const got = c.data.reportFiles as { totalCount: number; items: { id: number; tenantId: number }[] };
      expect(sortedIds(got.items)).toEqual(want.map((r) => r.id));
      expect(got.items.every((i) => i.tenantId === c.tenantId)).toBe(true);
      expect(got.totalCount).toBe(want.length);
    },
  },
  scheduledReportType: {
    document: `query ($tenantId: Int) { scheduledReportType(tenantId: $tenantId) }`,
    appliesTo: anyTenant,
    variables: (v) => ({ tenantId: v.target }),
    async check(c) {
      const [row] = await rows<{ type: string }>(
        c.fx,
        sql`select schedule_type as type from report_schedules where tenant_id = ${c.tenantId}`,
      );
      expect(c.data.scheduledReportType).toBe(row?.type ?? 'NONE');
    },
  },
};

export const REPORTS_MUTATION_CASES: Record<string, OperationCase> = {
  createReportFile: {
    document: `mutation ($tenantId: Int) {
      createReportFile(request: { type: SENSITIVE_FILES_REPORT_CSV }, tenantId: $tenantId) { id tenantId pendingState } }`,
    appliesTo: anyTenant,
    variables: (v) => ({ tenantId: v.target }),
    async check(c) {
      const answer = c.data.createReportFile as { id: number; tenantId: number; pendingState: string };
      const [row] = await rows<{ tenantId: number }>(
        c.fx,
        sql`select tenant_id as "tenantId" from report_files where id = ${answer.id}`,
      );
      expect({ answer, row }).toEqual({
        answer: { id: answer.id, tenantId: c.tenantId, pendingState: 'PENDING' },
        row: { tenantId: c.tenantId },
      });
    },
  },
  deleteReportFiles: {
    document: `mutation ($ids: [Int!]!, $tenantId: Int) {
      deleteReportFiles(request: { ids: $ids }, tenantId: $tenantId) }`,
    appliesTo: anyTenant,
    make: async (m) => ({ 'request.ids': await insertFixtureReport(m.fx.t, m.tenantId, `${m.tenant} made`) }),
    variables: (v) => ({ tenantId: v.target, ids: [v.id('request.ids')] }),
    async check(c) {
      const id = c.made['request.ids'] as number;
      const left = await rows<{ id: number }>(c.fx, sql`select id from report_files where id = ${id}`);
      expect({ answer: c.data.deleteReportFiles, left }).toEqual({ answer: [id], left: [] });
    },
  },
  switchReportFilesScheduleType: {
    document: `mutation ($tenantId: Int) {
      switchReportFilesScheduleType(request: { type: QUARTERLY }, tenantId: $tenantId) }`,
    appliesTo: anyTenant,
    variables: (v) => ({ tenantId: v.target }),
    async check(c) {
      const [row] = await rows<{ type: string }>(
        c.fx,
        sql`select schedule_type as type from report_schedules where tenant_id = ${c.tenantId}`,
      );
      expect({ answer: c.data.switchReportFilesScheduleType, row }).toEqual({
        answer: 'QUARTERLY',
        row: { type: 'QUARTERLY' },
      });
    },
  },
};
