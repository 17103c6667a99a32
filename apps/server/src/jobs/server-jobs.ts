import { runAlertEngine, sendAlertDigests } from '../alerts/alerts.job.js';
import { pruneIngestBatches } from '../agent-ingest/prune-batches.job.js';
import { moveApplicationWindows } from '../rollups/application-window.job.js';
import { recordRiskHistory } from '../rollups/risk-history.job.js';
import type { Job } from './scheduler.js';

/** Every job the server runs while it is up: when here, what in the domain's `*.job.ts`. */
export const SERVER_JOBS: readonly Job[] = [
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
    // Every ten minutes: the windows move soon after midnight UTC, and a new customer gets one.
    everyMs: 600_000,
    firstAfterMs: 5_000,
    run: async ({ db }, now) => `${await moveApplicationWindows(db, now)} windows moved`,
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
];
