import type { AgentPolicy } from '@vigil/contracts';
import { CliError, ExitCode } from '../cli/exit-codes.js';
import type { Output } from '../cli/output.js';
import { AGENT_VERSION } from '../facts/device-facts.js';
import { pullPolicy } from '../policy/policy-store.js';
import { DiskQueue } from '../queue/disk-queue.js';
import { analyzerSetupOf } from '../scan/analyze-file.js';
import { createOwnerResolver } from '../scan/owner.js';
import { ScanIndex } from '../scan/scan-index.js';
import { createInlineAnalyzer, createWorkerPool, type Analyzer } from '../scan/worker-pool.js';
import { readRegistration, updateStatus, type Registration } from '../state/agent-state.js';
import { acquireStateLock, type StateLock } from '../state/lock.js';
import { statePaths, type StatePaths } from '../state/state-dir.js';
import { AgentApiFailure, AgentClient } from '../upload/agent-client.js';
import type { BackoffOptions } from '../upload/backoff.js';
import { BackgroundUploader, type UploadEvent } from '../upload/uploader.js';
import { detectDriveContext, type DriveContext } from '../watch/drive-type.js';

export interface SessionOptions {
  stateDir: string;
  output: Output;
  workers: number;
  /** The analysis worker's module when not the one beside this file (a host that bundles the agent). */
  workerEntry?: URL;
  /** Attempts per batch before the uploader gives up for now (Infinity for `run`). */
  maxAttempts: number;
  backoff: BackoffOptions;
  verbose: boolean;
  onUploadStopped?: (reason: 'refused' | 'fatal' | 'unreachable', error: string) => void;
}

/** Everything a scanning command works with, opened in order and closed in reverse. */
export interface Session {
  paths: StatePaths;
  registration: Registration;
  client: AgentClient;
  queue: DiskQueue;
  index: ScanIndex;
  policy: AgentPolicy;
  analyzer: Analyzer;
  uploader: BackgroundUploader;
  driveContext: DriveContext;
  ownerOf: (uid: number) => string;
  close(): Promise<void>;
}

export async function requireRegistration(paths: StatePaths): Promise<Registration> {
  const registration = await readRegistration(paths);
  if (!registration) {
    throw new CliError(
      `This agent is not registered (state folder ${paths.root}). Run "vigil-agent register --server URL --key AGENT_KEY" first.`,
      ExitCode.state,
    );
  }
  return registration;
}

export function refusedError(error: AgentApiFailure): CliError {
  return new CliError(
    `The server refused this device's credential (${error.message}). Register the agent again.`,
    ExitCode.refused,
  );
}

export async function openSession(options: SessionOptions): Promise<Session> {
  const paths = statePaths(options.stateDir);
  const registration = await requireRegistration(paths);
  const lock: StateLock = await acquireStateLock(paths.lock, paths.root);
  const cleanups: (() => Promise<void>)[] = [() => lock.release()];
  const close = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined);
  };
  try {
    const client = new AgentClient({
      server: registration.server,
      credential: registration.deviceCredential,
      agentVersion: AGENT_VERSION,
    });
    const queue = await DiskQueue.open(paths.queueDir, paths.deadLetterDir);
    const index = await ScanIndex.open(paths.indexDir, {
      server: registration.server,
      deviceId: registration.deviceId,
    });
    cleanups.push(() => index.compact());

    let pulled;
    try {
      pulled = await pullPolicy(client, paths);
    } catch (error) {
      if (error instanceof AgentApiFailure) {
        if (error.kind === 'refused') throw refusedError(error);
        throw new CliError(
          `Cannot get the policy from ${registration.server}: ${error.message}. Nothing was scanned.`,
          error.kind === 'retry' ? ExitCode.unreachable : ExitCode.failure,
        );
      }
      throw error;
    }
    if (pulled.fromCache) {
      options.output.warn(
        `Server unreachable (${pulled.error}); scanning with the saved policy ${pulled.policy.policyVersion}. Results wait in the queue.`,
      );
    }
    const setup = analyzerSetupOf(pulled.policy, registration.deviceId);
    const analyzer =
      options.workers > 0
        ? await createWorkerPool(options.workers, setup, { entry: options.workerEntry })
        : createInlineAnalyzer(setup);
    cleanups.push(() => analyzer.close());

    const uploader = new BackgroundUploader({
      queue,
      send: (body) => client.sendBatch(body),
      backoff: options.backoff,
      maxAttempts: options.maxAttempts,
      onEvent: (event) => reportUpload(event, paths, options),
    });
    cleanups.push(async () => {
      await uploader.stop();
    });

    return {
      paths,
      registration,
      client,
      queue,
      index,
      policy: pulled.policy,
      analyzer,
      uploader,
      driveContext: await detectDriveContext(),
      ownerOf: createOwnerResolver(),
      close,
    };
  } catch (error) {
    await close();
    throw error;
  }
}

function reportUpload(event: UploadEvent, paths: StatePaths, options: SessionOptions): void {
  const { output } = options;
  switch (event.type) {
    case 'sent':
      void updateStatus(paths, { lastUploadAt: new Date().toISOString() }).catch(() => undefined);
      if (options.verbose) {
        const r = event.response;
        output.warn(
          `sent ${event.batchId}${r.duplicate ? ' (already applied)' : ''}: ${r.filesUpserted} files, ${r.filesDeleted} deleted, ${r.eventsRecorded} events`,
        );
      }
      return;
    case 'retry':
      output.warn(
        `upload failed (${event.error}); retry ${event.attempt} in ${(event.delayMs / 1000).toFixed(1)} s`,
      );
      return;
    case 'dead-lettered':
      output.warn(`batch ${event.batchId} rejected by the server (${event.error}); kept in ${event.file}`);
      return;
    case 'stopped':
      if (event.reason !== 'aborted') {
        output.warn(`uploads paused: ${event.error}`);
        options.onUploadStopped?.(event.reason, event.error);
      }
      return;
  }
}
