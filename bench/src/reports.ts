import { REPORT_TYPES } from '@vigil/contracts';
import { openDatabase } from '../../apps/server/src/db/client.js';
import { QUEUE_HANDLERS } from '../../apps/server/src/jobs/server-jobs.js';
import { createMailer } from '../../apps/server/src/mail/mailer.js';
import { drainQueue } from '../../apps/server/src/queue/queue.js';
import { reportNames } from '../../apps/server/src/reports/report-naming.js';
import { queueReport } from '../../apps/server/src/reports/reports.queue.js';
import { findReportFile, insertReportFile } from '../../apps/server/src/reports/reports.repo.js';
import { resolveSystemScope } from '../../apps/server/src/tenants/tenant-scope.js';
import { buildDataset, type DatasetSpec } from './risk-dataset.js';
import { progress, round } from './report.js';

const SPECS: Record<'small' | 'large', DatasetSpec> = {
  small: {
    partners: 1,
    subPartners: 0,
    customers: 5,
    devices: 60,
    bigCustomerDevices: 30,
    findings: 40_000,
    events: 5000,
    concurrency: 1,
    seed: 4,
  },
  large: {
    partners: 2,
    subPartners: 1,
    customers: 50,
    devices: 1000,
    bigCustomerDevices: 100,
    findings: 500_000,
    events: 50_000,
    concurrency: 1,
    seed: 4,
  },
};

/**
 * Report generation time: each of the five report types for the big customer and its partner
 * (its customers summed), made the way the server makes them — queued, then run by the job
 * queue's worker — on PGlite. Seconds and bytes per report.
 */
export async function reportsBench(options: { size: 'small' | 'large' }) {
  const database = await openDatabase({});
  try {
    const dataset = await buildDataset(database, SPECS[options.size]);
    const { db } = database;
    const mailer = createMailer({
      smtpUrl: undefined,
      from: 'bench@vigil.bench',
      dataDir: '/tmp/vigil-bench-mail',
    });
    const results: Record<string, Record<string, { seconds: number; bytes: number }>> = {};
    for (const persona of dataset.personas.filter((p) => p.role !== 'backOffice')) {
      const scope = await resolveSystemScope(db, persona.tenantId);
      results[persona.role] = {};
      for (const type of REPORT_TYPES) {
        progress(`reports: ${persona.role} ${type}`);
        const report = await insertReportFile(db, scope, {
          reportType: type,
          ...reportNames(type, new Date()),
          createdAt: new Date(),
          createdBy: null,
          scheduled: false,
        });
        await queueReport(db, { tenantId: scope.tenantId, reportId: report.id, mail: false });
        const started = performance.now();
        await drainQueue({ db, mailer }, QUEUE_HANDLERS, new Date(Date.now() + 1000));
        const seconds = (performance.now() - started) / 1000;
        const done = await findReportFile(db, scope, report.id);
        if (done?.pendingState !== 'READY')
          throw new Error(`${type} for ${persona.role} is ${done?.pendingState}`);
        results[persona.role]![type] = { seconds: round(seconds, 2), bytes: done.byteSize };
      }
    }
    return { database: 'pglite', generated: dataset.generated, reports: results };
  } finally {
    await database.close();
  }
}
