import { pruneIngestBatchesJob } from '../agent-ingest/prune-batches.job.js';
import { moveApplicationWindowsJob } from '../risk/application-window.js';
import { snapshotTenantRiskJob } from '../risk/risk-history.job.js';
import type { Job } from './scheduler.js';

/** Every job the server runs while it is up. */
export const SERVER_JOBS: readonly Job[] = [
  pruneIngestBatchesJob,
  snapshotTenantRiskJob,
  moveApplicationWindowsJob,
];
