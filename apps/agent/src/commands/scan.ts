import {
  booleanOption,
  integerOption,
  type CommandSpec,
  type OptionSpec,
  type OptionValues,
} from '../cli/args.js';
import { CliError, ExitCode } from '../cli/exit-codes.js';
import type { Output } from '../cli/output.js';
import { encryptIdleFiles } from '../encrypt/encrypt-pass.js';
import { collectDeviceFacts } from '../facts/device-facts.js';
import { distinctRoots } from '../scan/decide.js';
import { scanRoots, type ScanProgress, type ScanSummary } from '../scan/scanner.js';
import { updateStatus } from '../state/agent-state.js';
import { DEFAULT_BACKOFF } from '../upload/backoff.js';
import type { DrainResult } from '../upload/uploader.js';
import { progressLine, summaryLines } from './scan-summary.js';
import { openSession, type Session } from './session.js';

export const DEFAULT_MAX_FILE_MB = 200;
const MB = 1024 * 1024;

export const scanningOptions: Record<string, OptionSpec> = {
  workers: {
    type: 'string',
    value: 'N',
    description: 'Threads that extract and classify (default 2; 0 runs them in the main thread)',
  },
  'max-file-size': {
    type: 'string',
    value: 'MB',
    description: `Files larger than this are reported as TOO_LARGE without being read (default ${DEFAULT_MAX_FILE_MB})`,
  },
  full: { type: 'boolean', description: 'Ignore the scan index: read and send every file again' },
  'follow-symlinks': { type: 'boolean', description: 'Follow symbolic links (loops are detected)' },
  quiet: { type: 'boolean', short: 'q', description: 'No progress line' },
  verbose: { type: 'boolean', description: 'Log every batch sent' },
};

export const scanCommand: CommandSpec = {
  name: 'scan',
  summary: 'Scan files and folders once, upload the results, print a summary',
  usage: 'scan PATH… [--once] [--workers N] [--full] [--json]',
  options: {
    once: {
      type: 'boolean',
      description: 'Try each upload once; what cannot be sent stays queued for the next start',
    },
    json: { type: 'boolean', description: 'Print the summary as JSON' },
    ...scanningOptions,
  },
  positionals: { name: 'PATH', min: 1 },
};

export interface ScanningSettings {
  workers: number;
  maxFileBytes: number;
  full: boolean;
  followSymlinks: boolean;
  quiet: boolean;
  verbose: boolean;
}

export function readScanningSettings(values: OptionValues): ScanningSettings {
  return {
    workers: integerOption(values, 'workers', { min: 0, max: 64, fallback: 2 }),
    maxFileBytes:
      integerOption(values, 'max-file-size', { min: 1, max: 1_000_000, fallback: DEFAULT_MAX_FILE_MB }) * MB,
    full: booleanOption(values, 'full'),
    followSymlinks: booleanOption(values, 'follow-symlinks'),
    quiet: booleanOption(values, 'quiet'),
    verbose: booleanOption(values, 'verbose'),
  };
}

/** One scan of the roots with progress shown; what the scan queued is uploaded by the session. */
export async function performScan(
  session: Session,
  roots: string[],
  settings: ScanningSettings & { signal?: AbortSignal; reportPath?: (localPath: string) => string },
  output: Output,
): Promise<ScanSummary> {
  const progress: ScanProgress = { filesSeen: 0, filesDone: 0, bytesRead: 0, startedAt: Date.now() };
  const ticker = settings.quiet ? null : setInterval(() => output.progress(progressLine(progress)), 250);
  try {
    const summary = await scanRoots(
      {
        roots,
        policy: session.policy,
        device: await collectDeviceFacts({
          name: session.registration.deviceName,
          storagePath: roots[0] ?? session.paths.root,
        }),
        maxFileBytes: settings.maxFileBytes,
        full: settings.full,
        followSymlinks: settings.followSymlinks,
        ignore: [session.paths.root],
        driveContext: session.driveContext,
        signal: settings.signal,
        progress,
        onWarning: (message) => output.warn(message),
        reportPath: settings.reportPath,
      },
      {
        index: session.index,
        queue: session.queue,
        analyzer: session.analyzer,
        onBatchQueued: () => session.uploader.notify(),
        ownerOf: session.ownerOf,
      },
    );
    // A repository's mirror is not the customer's file: only local scans encrypt.
    if (!settings.reportPath && !summary.aborted) {
      const encryption = await encryptIdleFiles(
        { roots: summary.roots, policy: session.policy, onWarning: (message) => output.warn(message) },
        {
          index: session.index,
          queue: session.queue,
          ownerOf: session.ownerOf,
          onBatchQueued: () => session.uploader.notify(),
        },
      );
      summary.filesEncrypted = encryption.encrypted;
    }
    await updateStatus(session.paths, {
      lastScan: {
        startedAt: summary.startedAt,
        finishedAt: summary.finishedAt,
        roots: summary.roots,
        filesSeen: summary.filesSeen,
        filesScanned: summary.filesScanned,
        sensitiveFiles: summary.sensitiveFiles,
        megabytesPerSecond: Number(summary.megabytesPerSecond.toFixed(2)),
      },
    });
    return summary;
  } finally {
    if (ticker) clearInterval(ticker);
    output.endProgress();
  }
}

export function uploadExitCode(upload: DrainResult, remaining: number): number {
  if (upload.stoppedBy === 'refused') return ExitCode.refused;
  if (remaining > 0) return upload.stoppedBy === 'fatal' ? ExitCode.failure : ExitCode.unreachable;
  return upload.deadLettered > 0 ? ExitCode.failure : ExitCode.ok;
}

export async function runScan(
  values: OptionValues,
  positionals: string[],
  stateDir: string,
  output: Output,
): Promise<number> {
  const settings = readScanningSettings(values);
  const once = booleanOption(values, 'once');
  const roots = distinctRoots(positionals);
  const session = await openSession({
    stateDir,
    output,
    workers: settings.workers,
    // Bounded: a scan is a one-off job; `run` keeps trying.
    maxAttempts: once ? 1 : 6,
    backoff: DEFAULT_BACKOFF,
    verbose: settings.verbose,
  });
  const abort = new AbortController();
  const onSignal = () => abort.abort();
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  try {
    session.uploader.start();
    if (!session.policy.settings.isDiscoveryEnabled) {
      // The console decides (setting, or no free license seat); queued results still go out.
      output.warn(
        `Discovery is turned off for this device in the console (license ${session.registration.licenseStatus}); nothing scanned.`,
      );
      const upload = await session.uploader.finish();
      return uploadExitCode(upload, await session.queue.length());
    }
    // The end of start-up (lock, policy, the queue's upload started): where a scan's time begins.
    if (settings.verbose) output.warn('scan started');
    const summary = await performScan(session, roots, { ...settings, signal: abort.signal }, output);
    if (!abort.signal.aborted) output.warn('uploading…');
    const upload = abort.signal.aborted ? await session.uploader.stop() : await session.uploader.finish();
    const remaining = await session.queue.length();
    if (booleanOption(values, 'json')) {
      output.line(JSON.stringify({ ...summary, upload: { ...upload, remaining } }, null, 2));
    } else {
      for (const line of summaryLines(summary, { ...upload, remaining })) output.line(line);
    }
    if (remaining > 0 && upload.stoppedBy !== 'refused') {
      output.warn(
        `${remaining} batch(es) wait in ${session.paths.queueDir}; they are sent at the next scan or run.`,
      );
    }
    if (upload.stoppedBy === 'refused') {
      throw new CliError(
        `The server refused this device's credential (${upload.lastError}). Register the agent again; ${remaining} batch(es) are kept.`,
        ExitCode.refused,
      );
    }
    return abort.signal.aborted ? ExitCode.interrupted : uploadExitCode(upload, remaining);
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await session.close();
  }
}
