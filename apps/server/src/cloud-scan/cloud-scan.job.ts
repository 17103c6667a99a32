import { mkdir, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import {
  CLOUD_AUTH_SERVICES,
  CloudScanLimits,
  CloudScanMessages,
  type CloudAuthService,
} from '@vigil/contracts';
import { connectionBox } from '../cloud-auth/cloud-auth.service.js';
import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { AGENT_BUNDLE_FILES, packagedAgent } from '../installation/agent-bundle.js';
import { enqueueJob, type QueueHandler, type QueuedJob } from '../queue/queue.js';
import { resolveSystemScope, type TenantScope } from '../tenants/tenant-scope.js';
import {
  claimScan,
  dueConnections,
  findScanConnection,
  finishScan,
  resealConnection,
} from './cloud-scan.repo.js';
import { scannerConfOf, withRotatedToken } from './scanner-conf.js';

/**
 * The server's own repository scanner: each stored connection (cloud-auth/) of a customer with
 * Scan New Repositories on is scanned every scan interval by the agent's repository pass
 * (@vigil/agent scanRepository), which registers it and reports through the agent API of this
 * very server — the same ingest, rollups and Scan toggle as an agent's repository.
 */

export const CLOUD_SCAN_JOB = 'cloud-scan';

export interface CloudScanContext {
  config: Config;
  /** This server's agent API, as the scanner reaches it (loopback); null until it listens. */
  serverUrl(): string | null;
  /** Where each customer's repositories keep their scan state (the index, the mirror). */
  stateDir: string;
  /** The providers' HTTP (tests may point it elsewhere); global fetch by default. */
  fetch?: typeof fetch;
}

export interface CloudScanServices {
  db: Db;
  cloudScan?: CloudScanContext | null;
}

interface CloudScanPayload {
  tenantId: number;
  authService: CloudAuthService;
}

let analysisWorker: Promise<URL> | null = null;

/**
 * Files are analysed in a worker thread, off the server's event loop (a large PDF would otherwise
 * hold every request): the agent's bundled worker module — plain JavaScript, as in production no
 * TypeScript loader runs — written once per process beside the scan state.
 */
function analysisWorkerEntry(stateDir: string): Promise<URL> {
  analysisWorker ??= packagedAgent().then(
    async (agent) => {
      const worker = agent.files[AGENT_BUNDLE_FILES.worker];
      if (!worker) throw new Error('the agent bundle has no analysis worker');
      await mkdir(stateDir, { recursive: true });
      const file = path.join(stateDir, AGENT_BUNDLE_FILES.worker);
      await writeFile(`${file}.tmp`, worker);
      await rename(`${file}.tmp`, file);
      return pathToFileURL(file);
    },
    (error: unknown) => {
      analysisWorker = null;
      throw error;
    },
  );
  return analysisWorker;
}

/** Queues a pass for every connection whose interval has passed; returns how many were queued. */
export async function scheduleCloudScans(db: Db, now: Date): Promise<number> {
  let queued = 0;
  for (const due of await dueConnections(db, now)) {
    await db.transaction(async (tx) => {
      const scope = await resolveSystemScope(tx, due.tenantId);
      if (!(await claimScan(tx, scope, due.authService, due.scanQueuedAt, now))) return;
      const payload: CloudScanPayload = { tenantId: scope.tenantId, authService: due.authService };
      await enqueueJob(tx, {
        kind: CLOUD_SCAN_JOB,
        key: `${CLOUD_SCAN_JOB}:${scope.tenantId}:${due.authService}:${now.toISOString()}`,
        payload: { ...payload },
        runAfter: now,
        // A failed pass waits for the next interval rather than being retried at once.
        maxAttempts: 1,
      });
      queued += 1;
    });
  }
  return queued;
}

function payloadOf(job: QueuedJob): CloudScanPayload {
  const p = job.payload as Partial<CloudScanPayload>;
  if (typeof p.tenantId !== 'number' || !CLOUD_AUTH_SERVICES.includes(p.authService as CloudAuthService)) {
    throw new Error(`job ${job.id}: not a cloud scan's payload`);
  }
  return { tenantId: p.tenantId, authService: p.authService as CloudAuthService };
}

async function scopeOf(db: Db, tenantId: number): Promise<TenantScope | null> {
  try {
    return await resolveSystemScope(db, tenantId);
  } catch {
    return null;
  }
}

/** One pass over one connection; its outcome is the connection's scan status. */
async function runPass(
  db: Db,
  context: CloudScanContext,
  scope: TenantScope,
  service: CloudAuthService,
): Promise<string | null> {
  const connection = await findScanConnection(db, scope, service);
  // Disconnected since, or the customer no longer scans: nothing to do.
  if (!connection?.agentKey || !connection.scanNewCloudDevices) return null;
  const server = context.serverUrl();
  if (!server) throw new Error('the server is not listening yet');
  const box = connectionBox(context.config, service);
  let plain = box.open(connection.sealedData, scope.tenantId);
  if (plain === null) return CloudScanMessages.unreadable;
  const built = scannerConfOf(context.config, scope.tenantId, service, plain);
  if (!built.ok) return built.message;
  let sealed = connection.sealedData;
  // Loaded at the first pass: the scanner and its extractors are no cost to a server without connections.
  const { scanRepository } = await import('@vigil/agent');
  const result = await scanRepository({
    server,
    agentKey: connection.agentKey,
    stateDir: path.join(context.stateDir, `tenant-${scope.tenantId}`),
    target: {
      kind: 'cloud',
      conf: built.conf,
      fetch: context.fetch,
      limits: { itemsMax: CloudScanLimits.itemsPerPassMax, fileBytesMax: CloudScanLimits.fileBytesMax },
      signal: AbortSignal.timeout(CloudScanLimits.passSecondsMax * 1000),
      // Sealed back before the new token is used: the provider has retired the old one.
      onRotated: async (rotated) => {
        const next = plain === null ? null : withRotatedToken(plain, rotated);
        if (next === null) return;
        const resealed = box.seal(next, scope.tenantId);
        if (await resealConnection(db, scope, service, sealed, resealed)) {
          sealed = resealed;
          plain = next;
        }
      },
    },
    settings: { maxFileBytes: CloudScanLimits.fileBytesMax, workers: 1 },
    workerEntry: await analysisWorkerEntry(context.stateDir),
  });
  if (result.missing) return CloudScanMessages.revoked;
  return result.upload.lastError === null ? null : CloudScanMessages.failed;
}

export const cloudScanHandler: QueueHandler<CloudScanServices> = {
  // A pass's time limit, and time to scan and upload what it mirrored.
  leaseMs: CloudScanLimits.passSecondsMax * 2 * 1000,
  async run({ db, cloudScan }, job, now) {
    const { tenantId, authService } = payloadOf(job);
    const scope = await scopeOf(db, tenantId);
    if (!scope) return;
    if (!cloudScan) throw new Error('cloud scanning is not set up in this process');
    let error: string | null = CloudScanMessages.failed;
    try {
      error = await runPass(db, cloudScan, scope, authService);
    } finally {
      await finishScan(db, scope, authService, now, error);
    }
  },
  async gaveUp({ db }, job) {
    const { tenantId, authService } = payloadOf(job);
    const scope = await scopeOf(db, tenantId);
    if (scope) await finishScan(db, scope, authService, new Date(), CloudScanMessages.failed);
  },
};
