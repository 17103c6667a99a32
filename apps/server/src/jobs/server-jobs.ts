import { CloudScanLimits } from '@vigil/contracts';
import { runAlertEngine, sendAlertDigests } from '../alerts/alerts.job.js';
import { pruneIngestBatches } from '../agent-ingest/prune-batches.job.js';
import { CLOUD_SCAN_JOB, cloudScanHandler, scheduleCloudScans } from '../cloud-scan/cloud-scan.job.js';
import { vacuumEmbeddedDatabase } from '../db/statistics.job.js';
import { drainQueue, type QueueHandlers } from '../queue/queue.js';
import { generateReportHandler } from '../reports/report-generation.job.js';
import { runReportSchedules } from '../reports/report-schedule.job.js';
import { GENERATE_REPORT_JOB } from '../reports/reports.queue.js';
import { extendApplicationRunnings, moveApplicationWindows } from '../rollups/application-window.job.js';
import { recordRiskHistory } from '../rollups/risk-history.job.js';
import type { Job, JobServices } from './scheduler.js';

/** What the durable job queue runs, by kind (queue/queue.ts); each handler is idempotent. */
export const QUEUE_HANDLERS: QueueHandlers<JobServices> = {
  [GENERATE_REPORT_JOB]: generateReportHandler,
  [CLOUD_SCAN_JOB]: cloudScanHandler,
};

/** Queued kinds drained apart from the others (run-cloud-scans), so that they never hold them up. */
const LONG_JOBS = [CLOUD_SCAN_JOB];

/** Every job the server runs while it is up: when here, what in the domain's `*.job.ts`. */
export const SERVER_JOBS: readonly Job[] = [
  {
    name: 'vacuum-embedded-database',
    // Soon after start (a seeded or restored database), then hourly as its tables grow.
    everyMs: 3_600_000,
    firstAfterMs: 30_000,
    run: ({ db }) => vacuumEmbeddedDatabase(db),
  },
  {
    name: 'prune-ingest-batches',
    everyMs: 6 * 3_600_000,
    firstAfterMs: 60_000,
    run: async ({ db }, now) => `${await pruneIngestBatches(db, now)} batch ids forgotten`,
  },
  {
    name: 'snapshot-tenant-risk',
    // Hourly, so that a server started late in the day, or down at midnight, still records the day.
    everyMs: 3_600_000,
    firstAfterMs: 15_000,
    run: async ({ db }, now) => `${await recordRiskHistory(db, now)} customers recorded`,
  },
  {
    name: 'move-application-windows',
    // Every ten minutes: the windows move soon after midnight UTC, and a new customer gets one; the
    // running sums take in the day just closed, and the days a late batch added to.
    everyMs: 600_000,
    firstAfterMs: 5_000,
    run: async ({ db }, now) =>
      `${await moveApplicationWindows(db, now)} windows moved, ${await extendApplicationRunnings(db, now)} running sums extended`,
  },
  {
    name: 'evaluate-alerts',
    // Every 15 seconds, cheap when nothing arrived: only customers with new events or changed
    // settings are evaluated; IMMEDIATE alerts are mailed in the same turn.
    everyMs: 15_000,
    firstAfterMs: 10_000,
    run: ({ db, mailer }, now) => runAlertEngine(db, mailer, now),
  },
  {
    name: 'send-alert-digests',
    // Hourly: the day's DAILY alerts go out in one digest soon after midnight UTC.
    everyMs: 3_600_000,
    firstAfterMs: 60_000,
    run: async ({ db, mailer }, now) => `${await sendAlertDigests(db, mailer, now)} digests mailed`,
  },
  {
    name: 'run-job-queue',
    // Every two seconds: a report asked for is READY within seconds, and jobs left by a stopped
    // server are taken up soon after it starts again (their lease passed).
    everyMs: 2_000,
    firstAfterMs: 2_000,
    run: async (services, now) => {
      const ran = await drainQueue(services, QUEUE_HANDLERS, now, { except: LONG_JOBS });
      return ran > 0 ? `${ran} queued jobs run` : undefined;
    },
  },
  {
    name: 'run-cloud-scans',
    // The cloud scan passes, in a lane of their own: a pass may take many minutes.
    everyMs: 10_000,
    firstAfterMs: 50_000,
    run: async (services, now) => {
      const ran = await drainQueue(services, QUEUE_HANDLERS, now, { only: LONG_JOBS });
      return ran > 0 ? `${ran} cloud repository passes run` : undefined;
    },
  },
  {
    name: 'schedule-cloud-scans',
    // Each stored cloud connection is queued once its customer's scan interval has passed.
    everyMs: CloudScanLimits.scheduleEverySeconds * 1000,
    firstAfterMs: 45_000,
    run: async ({ db }, now) => {
      const queued = await scheduleCloudScans(db, now);
      return queued > 0 ? `${queued} cloud repository passes queued` : undefined;
    },
  },
  {
    name: 'report-schedules',
    // Every ten minutes: a monthly or quarterly report leaves soon after its period begins.
    everyMs: 600_000,
    firstAfterMs: 30_000,
    run: async ({ db }, now) => `${await runReportSchedules(db, now)} scheduled reports queued`,
  },
];
