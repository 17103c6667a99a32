import { REPORT_TYPE_LABELS } from '@vigil/contracts';
import type { Db } from '../db/client.js';
import type { Mailer } from '../mail/mailer.js';
import type { QueueHandler, QueuedJob } from '../queue/queue.js';
import { resolveSystemScope, type TenantScope } from '../tenants/tenant-scope.js';
import { writeReportDocument } from './report-generation.js';
import type { GenerateReportPayload } from './reports.queue.js';
import {
  adminEmails,
  clearReportChunks,
  findReportFile,
  markReportEmailed,
  markReportFailed,
  markReportReady,
  readReportChunk,
  type ReportFileRow,
} from './reports.repo.js';

export interface ReportServices {
  db: Db;
  mailer: Mailer;
}

function payloadOf(job: QueuedJob): GenerateReportPayload {
  const p = job.payload as Partial<GenerateReportPayload>;
  if (typeof p.tenantId !== 'number' || typeof p.reportId !== 'number')
    throw new Error(`job ${job.id}: not a report job's payload`);
  return { tenantId: p.tenantId, reportId: p.reportId, mail: p.mail === true };
}

/** The tenant's scope, or null when it is gone (its reports went with it). */
async function scopeOf(db: Db, tenantId: number): Promise<TenantScope | null> {
  try {
    return await resolveSystemScope(db, tenantId);
  } catch {
    return null;
  }
}

async function reportBytes(db: Db, scope: TenantScope, reportId: number): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  for (let seq = 0; ; seq += 1) {
    const chunk = await readReportChunk(db, scope, reportId, seq);
    if (!chunk) return Buffer.concat(chunks);
    chunks.push(chunk);
  }
}

/** A scheduled report goes to the tenant's admins with the PDF attached, once. */
async function mailReport(services: ReportServices, scope: TenantScope, report: ReportFileRow, now: Date) {
  if (report.emailedAt) return;
  const to = await adminEmails(services.db, scope);
  if (to.length > 0) {
    await services.mailer.send({
      to,
      subject: `${report.reportName} - ${scope.name}`,
      text: `The ${REPORT_TYPE_LABELS[report.reportType]} of ${scope.name} is attached.\n\nVigil`,
      attachments: [
        {
          filename: report.fileName,
          content: await reportBytes(services.db, scope, report.id),
          contentType: report.contentType.split(';')[0],
        },
      ],
    });
  }
  // Marked after sending: a crash in between sends it again rather than never.
  await markReportEmailed(services.db, scope, report.id, now);
}

/**
 * Makes a report file's document. Idempotent: a READY report is left as it is (a rerun after a
 * crash finds its work done), and a rerun of a cut-short one starts its chunks again; the bytes
 * and READY are written in one transaction.
 */
export const generateReportHandler: QueueHandler<ReportServices> = {
  leaseMs: 10 * 60_000,
  async run(services, job, now) {
    const payload = payloadOf(job);
    const scope = await scopeOf(services.db, payload.tenantId);
    if (!scope) return;
    const report = await findReportFile(services.db, scope, payload.reportId);
    if (!report) return; // deleted meanwhile
    if (report.pendingState === 'PENDING') {
      await services.db.transaction(async (tx) => {
        const locked = await findReportFile(tx, scope, report.id, { lock: true });
        if (!locked || locked.pendingState !== 'PENDING') return;
        await clearReportChunks(tx, scope, report.id);
        const size = await writeReportDocument(tx, scope, report.reportType, report.id, now);
        await markReportReady(tx, scope, report.id, size, now);
      });
    }
    const ready = await findReportFile(services.db, scope, report.id);
    if (payload.mail && ready?.pendingState === 'READY') await mailReport(services, scope, ready, now);
  },
  async gaveUp(services, job, error) {
    const payload = payloadOf(job);
    const scope = await scopeOf(services.db, payload.tenantId);
    if (scope) await markReportFailed(services.db, scope, payload.reportId, error);
  },
};
