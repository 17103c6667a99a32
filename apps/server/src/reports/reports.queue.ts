import type { Queryable } from '../db/client.js';
import { enqueueJob } from '../queue/queue.js';

/** The job queue's kind for making a report file (handled by report-generation.job.ts). */
export const GENERATE_REPORT_JOB = 'generate-report';

export interface GenerateReportPayload {
  tenantId: number;
  reportId: number;
  /** Mail the report to the tenant's admins once READY (a scheduled report). */
  mail: boolean;
}

export function queueReport(db: Queryable, payload: GenerateReportPayload) {
  return enqueueJob(db, {
    kind: GENERATE_REPORT_JOB,
    key: `report:${payload.reportId}`,
    payload: { ...payload },
  });
}
