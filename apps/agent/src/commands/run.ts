import { randomUUID } from 'node:crypto';
import { promises as fs } from 'node:fs';
import { integerOption, type CommandSpec, type OptionValues } from '../cli/args.js';
import { CliError, ExitCode } from '../cli/exit-codes.js';
import type { Output } from '../cli/output.js';
import { AGENT_VERSION, collectDeviceFacts, userName } from '../facts/device-facts.js';
import { encryptIdleFiles } from '../encrypt/encrypt-pass.js';
import { collectFipsReport } from '../facts/fips-facts.js';
import { loggedOutput, RotatingLog } from '../log/rotating-log.js';
import { pullPolicy } from '../policy/policy-store.js';
import { analyzerSetupOf } from '../scan/analyze-file.js';
import { distinctRoots } from '../scan/decide.js';
import { indexedFiles } from '../scan/scan-index.js';
import { walkFiles } from '../scan/walk.js';
import { AgentApiFailure } from '../upload/agent-client.js';
import { sleep } from '../upload/backoff.js';
import { EventCorrelator } from '../watch/event-correlator.js';
import { EventReporter } from '../watch/event-reporter.js';
import { ProcessAttribution, procOpenFiles } from '../watch/process-attribution.js';
import { watchFolders, type FolderWatcher } from '../watch/watcher.js';
import { performScan, readScanningSettings, scanningOptions } from './scan.js';
import { summaryLines } from './scan-summary.js';
import { openSession } from './session.js';

/** How often `run` looks for files that became idle since the last scan. */
const ENCRYPT_EVERY_MS = 60 * 60 * 1000;

export const runCommand: CommandSpec = {
  name: 'run',
  summary: 'Scan, then watch the paths and report file events until stopped (Ctrl-C or SIGTERM)',
  usage: 'run PATH… [--policy-interval SECONDS] [--heartbeat-interval SECONDS]',
  options: {
    'policy-interval': {
      type: 'string',
      value: 'SECONDS',
      description: 'Pull the policy this often; a new version rescans the content (default 300)',
    },
    'heartbeat-interval': {
      type: 'string',
      value: 'SECONDS',
      description: 'Tell the server the agent is alive this often (default 60)',
    },
    ...scanningOptions,
  },
  positionals: { name: 'PATH', min: 1 },
};

/** Quiet time before a file's notifications are resolved: a save is often several writes. */
const SETTLE_MS = 300;
/** A vanished file waits this long for its inode to reappear under another name. */
const RENAME_WINDOW_MS = 1_000;
const EVENT_FLUSH_MS = 500;
/** On shutdown, how long queued batches may still try to reach the server. */
const SHUTDOWN_UPLOAD_MS = 5_000;

export async function runRun(
  values: OptionValues,
  positionals: string[],
  stateDir: string,
  terminal: Output,
): Promise<number> {
  const settings = readScanningSettings(values);
  const policyEveryMs =
    integerOption(values, 'policy-interval', { min: 5, max: 86_400, fallback: 300 }) * 1000;
  const heartbeatEveryMs =
    integerOption(values, 'heartbeat-interval', { min: 5, max: 86_400, fallback: 60 }) * 1000;
  const roots = distinctRoots(positionals);

  const stop = new AbortController();
  const outcome: { failure: CliError | null; uninstalled: boolean } = { failure: null, uninstalled: false };
  let output = terminal;
  const session = await openSession({
    stateDir,
    output: terminal,
    workers: settings.workers,
    maxAttempts: Number.POSITIVE_INFINITY,
    backoff: { baseMs: 1_000, maxMs: 60_000 },
    verbose: settings.verbose,
    onUploadStopped: (reason, error) => {
      if (reason === 'refused') {
        outcome.failure = new CliError(
          `The server refused this device's credential (${error}). Register the agent again.`,
          ExitCode.refused,
        );
        stop.abort();
      }
    },
  });
  // From here on what the agent tells a person is also in its log, which the console may ask for.
  const log = new RotatingLog({ dir: session.paths.logDir });
  output = loggedOutput(terminal, log);
  log.write('info', `run started: agent ${AGENT_VERSION}, device ${session.registration.deviceId}`);
  const sendLog = async () => {
    try {
      const sent = await session.client.uploadLog(await log.read());
      output.warn(`log sent to the console as ${sent.fileName}`);
    } catch (error) {
      output.warn(`log not sent: ${String(error)}`);
    }
  };
  const reportFips = async () => {
    try {
      await session.client.reportFips(await collectFipsReport());
    } catch (error) {
      output.warn(`FIPS status not reported: ${String(error)}`);
    }
  };
  const onSignal = () => {
    // A second signal means "now": the queue on disk is safe to leave as it is.
    if (stop.signal.aborted) process.exit(ExitCode.interrupted);
    output.warn('stopping…');
    stop.abort();
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);

  const attribution = new ProcessAttribution(procOpenFiles());
  const reporter = new EventReporter({
    index: session.index,
    queue: session.queue,
    analyzer: session.analyzer,
    policy: session.policy,
    driveContext: session.driveContext,
    ownerOf: session.ownerOf,
    processOf: (file) => attribution.settledProcessOf(file),
    userName: userName(),
    maxFileBytes: settings.maxFileBytes,
    flushMs: EVENT_FLUSH_MS,
    onBatchQueued: () => session.uploader.notify(),
    onWarning: (message) => output.warn(message),
  });
  const correlator = new EventCorrelator({
    settleMs: SETTLE_MS,
    renameWindowMs: RENAME_WINDOW_MS,
    stat: (file) => fs.stat(file).catch(() => null),
    listFiles: (dir) => walkFiles([dir], { followSymlinks: false, ignore: [session.paths.root] }),
    // Later notifications are compared with what the index on disk knows, not a copy in memory.
    reported: indexedFiles(session.index),
    emit: (event) => {
      if (!settings.quiet) {
        output.line(
          `${event.operation} ${event.path}${event.destinationPath ? ` → ${event.destinationPath}` : ''}`,
        );
      }
      reporter.handle(event);
    },
  });

  let scanning: Promise<void> | null = null;
  let rescanWanted = false;
  // The console's rescan reads every file again, whatever the scan index remembers.
  let fullWanted = false;
  let resyncKey = session.policy.resyncKey;
  const scan = (reason: string, full = false) => {
    fullWanted ||= full;
    if (scanning) {
      rescanWanted = true;
      return;
    }
    scanning = (async () => {
      do {
        rescanWanted = false;
        if (session.policy.licenseStatus !== 'ACTIVE') {
          output.warn(
            `This device holds no licence (${session.policy.licenseStatus}) in the console; not scanning.`,
          );
          return;
        }
        if (!session.policy.settings.isDiscoveryEnabled) {
          output.warn('Discovery is turned off for this device in the console; not scanning.');
          return;
        }
        output.warn(`scanning (${reason})…`);
        const full = settings.full || fullWanted;
        fullWanted = false;
        const summary = await performScan(session, roots, { ...settings, full, signal: stop.signal }, output);
        if (!settings.quiet) for (const line of summaryLines(summary, null)) output.line(line);
      } while (rescanWanted && !stop.signal.aborted);
    })()
      .catch((error: unknown) => output.warn(`scan failed: ${String(error)}`))
      .finally(() => {
        scanning = null;
      });
  };

  /** The console asked for an uninstall: confirm it, then stop; the state folder goes at exit. */
  const uninstall = async () => {
    output.warn('The console asked this device to uninstall: unregistering…');
    await session.client.unregister();
    outcome.uninstalled = true;
    stop.abort();
  };

  const refreshPolicy = async () => {
    try {
      const pulled = await pullPolicy(session.client, session.paths);
      if (!pulled.fromCache && pulled.policy.uninstall) {
        await uninstall();
        return;
      }
      log.write(
        'info',
        `policy pulled: ${pulled.fromCache ? 'server unreachable, saved policy' : pulled.policy.policyVersion}`,
      );
      // The back office asked for this agent's log: no change of policy, so before the version check.
      if (!pulled.fromCache && pulled.policy.collectLogs) await sendLog();
      if (pulled.fromCache || pulled.policy.policyVersion === session.policy.policyVersion) return;
      output.warn(`policy ${session.policy.policyVersion} → ${pulled.policy.policyVersion}`);
      session.policy = pulled.policy;
      reporter.setPolicy(pulled.policy);
      await session.analyzer.configure(analyzerSetupOf(pulled.policy, session.registration.deviceId));
      const resync = pulled.policy.resyncKey !== resyncKey;
      resyncKey = pulled.policy.resyncKey;
      scan(resync ? 'rescan requested in the console' : 'new policy', resync);
    } catch (error) {
      if (error instanceof AgentApiFailure && error.kind === 'refused') {
        outcome.failure = new CliError(
          `The server refused this device's credential (${error.message}). Register the agent again.`,
          ExitCode.refused,
        );
        stop.abort();
        return;
      }
      output.warn(`policy not refreshed: ${String(error)}`);
    }
  };

  // Files become idle without changing: between scans, the encryption pass runs on its own.
  const encryptIdle = async () => {
    if (scanning || session.policy.licenseStatus !== 'ACTIVE') return;
    if (!session.policy.settings.isDiscoveryEnabled) return;
    const done = await encryptIdleFiles(
      { roots, policy: session.policy, onWarning: (message) => output.warn(message) },
      {
        index: session.index,
        queue: session.queue,
        ownerOf: session.ownerOf,
        onBatchQueued: () => session.uploader.notify(),
      },
    ).catch((error: unknown) => {
      output.warn(`encryption pass failed: ${String(error)}`);
      return null;
    });
    if (done && done.encrypted > 0) {
      output.warn(`encrypted ${done.encrypted} idle file(s)`);
    }
  };

  const heartbeat = async () => {
    // Queued batches already prove the agent is alive once the server is back: no pile of beats.
    if ((await session.queue.length()) > 0) return;
    await session.queue.enqueue({
      batchId: randomUUID(),
      sentAt: new Date().toISOString(),
      device: await collectDeviceFacts({
        name: session.registration.deviceName,
        storagePath: roots[0] ?? '/',
      }),
      heartbeat: { scanTotalFiles: session.index.size, scanDoneFiles: session.index.size },
    });
    session.uploader.notify();
  };

  let watcher: FolderWatcher | null = null;
  const timers: NodeJS.Timeout[] = [];
  try {
    if (session.policy.uninstall) await uninstall();
    session.uploader.start();
    await reportFips();
    if (session.policy.collectLogs) await sendLog();
    // The console's scanner delay spares a machine that has just started: the first scan waits.
    const delayMinutes = session.policy.settings.scannerDelayMinute;
    if (delayMinutes > 0) {
      output.warn(`waiting ${delayMinutes} min before scanning (scanner delay set in the console)…`);
      await sleep(delayMinutes * 60_000, stop.signal);
    }
    if (!stop.signal.aborted) scan('start');
    await scanning;
    if (!stop.signal.aborted) {
      watcher = await watchFolders(roots, {
        ignore: [session.paths.root],
        onPath: (file) => {
          void attribution.observe(file);
          correlator.notify(file);
        },
        onError: (root, error) => output.warn(`watching ${root} failed: ${error.message}`),
        onWarning: (message) => output.warn(message),
      });
      output.warn(
        `watching ${roots.join(', ')} with ${watcher.kind === 'native' ? 'the native watcher' : 'fs.watch'} (Ctrl-C to stop)`,
      );
      timers.push(setInterval(() => void refreshPolicy(), policyEveryMs));
      timers.push(setInterval(() => void encryptIdle(), ENCRYPT_EVERY_MS));
      timers.push(setInterval(() => void heartbeat().catch(() => undefined), heartbeatEveryMs));
      await new Promise<void>((resolve) => {
        if (stop.signal.aborted) resolve();
        stop.signal.addEventListener('abort', () => resolve(), { once: true });
      });
    }
  } finally {
    for (const timer of timers) clearInterval(timer);
    await watcher?.close();
    await correlator.close();
    await reporter.close();
    await scanning;
    if (!outcome.failure && !outcome.uninstalled) {
      // The timer is cancelled once the queue is drained: a pending one would hold the exit.
      const deadline = new AbortController();
      const finished = await Promise.race([
        session.uploader.finish(),
        sleep(SHUTDOWN_UPLOAD_MS, deadline.signal).then(() => null),
      ]);
      deadline.abort();
      if (!finished) await session.uploader.stop();
    }
    const remaining = await session.queue.length().catch(() => 0);
    if (remaining > 0)
      output.warn(`${remaining} batch(es) wait in the queue; they are sent at the next start.`);
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
    await session.close();
  }
  if (outcome.failure) throw outcome.failure;
  if (outcome.uninstalled) {
    // Nothing of this device stays behind: identity, credential, index and queue.
    await fs.rm(session.paths.root, { recursive: true, force: true });
    output.warn(`Uninstalled: the state folder ${session.paths.root} was removed.`);
  }
  return ExitCode.ok;
}
