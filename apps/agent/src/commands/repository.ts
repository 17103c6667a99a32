import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  CLOUD_AUTH_REPOSITORY_SERVICE,
  CLOUD_AUTH_SERVICE_LABELS,
  scannerConfFileSchema,
  type CloudService,
  type RepositoryFacts,
  type ScannerConfFile,
} from '@vigil/contracts';
import {
  booleanOption,
  requiredString,
  stringOption,
  usageError,
  type CommandSpec,
  type OptionValues,
} from '../cli/args.js';
import { ExitCode } from '../cli/exit-codes.js';
import { createOutput, type Output } from '../cli/output.js';
import { AGENT_VERSION } from '../facts/device-facts.js';
import { loggedOutput, RotatingLog } from '../log/rotating-log.js';
import { mirrorBucket, RepositoryMissingError, type S3Location } from '../repository/s3-mirror.js';
import {
  CLOUD_SCHEMES,
  cloudConnectionKey,
  mirrorCloud,
  type CloudMirrorLimits,
  type CloudMirrorResult,
} from '../repository/cloud-connectors.js';
import { writeJsonAtomic } from '../state/json-file.js';
import type { ScanSummary } from '../scan/scanner.js';
import { DEFAULT_BACKOFF } from '../upload/backoff.js';
import { registerDevice } from './register.js';
import {
  performScan,
  readScanningSettings,
  scanningOptions,
  uploadExitCode,
  type ScanningSettings,
} from './scan.js';
import { openSession } from './session.js';

export const repositoryCommand: CommandSpec = {
  name: 'repository',
  summary:
    'Scan a repository (an S3-compatible bucket, a NAS folder, or a OneDrive / Outlook / Google Drive / Gmail account) as a cloud device of the customer',
  usage:
    'repository --server URL --key AGENT_KEY (--s3 ENDPOINT --bucket NAME [--region R] | --folder PATH | --cloud CONF_FILE) [--name NAME]',
  options: {
    server: { type: 'string', value: 'URL', description: 'The Vigil server' },
    key: { type: 'string', value: 'AGENT_KEY', description: "The customer's agent install key" },
    name: {
      type: 'string',
      value: 'NAME',
      description: 'Repository name in the console (default: bucket or folder name)',
    },
    s3: {
      type: 'string',
      value: 'ENDPOINT',
      description:
        'S3-compatible endpoint, e.g. https://s3.eu-west-1.amazonaws.com; credentials from AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY',
    },
    bucket: { type: 'string', value: 'NAME', description: 'The bucket to scan (with --s3)' },
    region: { type: 'string', value: 'REGION', description: 'The bucket region (default us-east-1)' },
    folder: { type: 'string', value: 'PATH', description: 'A NAS folder (an SMB or NFS mount) to scan' },
    cloud: {
      type: 'string',
      value: 'CONF_FILE',
      description:
        'A scanner conf file from Cloud Installation (OneDrive, Outlook, Google Drive or Gmail); it holds a refresh token: keep it like a password',
    },
    json: { type: 'boolean', description: 'Print the result as JSON' },
    ...scanningOptions,
  },
  positionals: null,
};

export type RepositoryTarget =
  | { kind: 's3'; location: S3Location }
  | { kind: 'folder'; folder: string }
  | {
      kind: 'cloud';
      conf: ScannerConfFile;
      fetch?: typeof fetch;
      /** Keeps a rotated refresh token for the next pass (the CLI rewrites the conf file). */
      onRotated?: (conf: ScannerConfFile) => Promise<void>;
      /** Bounds on one pass (the server's own passes); unset, the whole account. */
      limits?: CloudMirrorLimits;
      /** Stops the listing and downloads; what is mirrored by then is scanned. */
      signal?: AbortSignal;
    };

export interface ScanRepositoryOptions {
  server: string;
  agentKey: string;
  /** The agent's state folder; each repository keeps its own below it. */
  stateDir: string;
  target: RepositoryTarget;
  name?: string;
  settings?: Partial<ScanningSettings>;
  /** The analysis worker's module, for a host that runs the pass from a bundle (the server). */
  workerEntry?: URL;
  output?: Output;
}

export interface ScanRepositoryResult {
  deviceId: number;
  /** The repository was not found: reported as suspected deleted, nothing scanned. */
  missing: boolean;
  /** The console's Scan toggle was off (or no licence): nothing scanned. */
  skipped: boolean;
  summary: ScanSummary | null;
  /** The console asked to clear the cache and rescan (resyncKey): every object was read again. */
  rescanned: boolean;
  /** The console asked for the agent's log: sent with this pass. */
  logSent: boolean;
  /** A cloud pass stopped at its limits before the end of the account's listing. */
  incomplete: boolean;
  upload: { sent: number; remaining: number; stoppedBy: string | null; lastError: string | null };
  exitCode: number;
}

function hostService(): CloudService {
  switch (os.platform()) {
    case 'linux':
      return 'LINUX';
    case 'darwin':
      return 'MAC_OS';
    case 'win32':
      return 'MICROSOFT';
    default:
      return 'UNKNOWN';
  }
}

/** What the repository's state folder is named after: stable from one run to the next. */
function keyOf(target: RepositoryTarget): string {
  if (target.kind === 'cloud') return cloudConnectionKey(target.conf);
  return target.kind === 's3'
    ? `${target.location.endpoint.replace(/\/+$/, '')}/${target.location.bucket}`
    : path.resolve(target.folder);
}

function locationOf(target: RepositoryTarget, account: string | null): string {
  if (target.kind === 'cloud') return `${CLOUD_SCHEMES[target.conf.authService]}://${account ?? 'unknown'}`;
  return keyOf(target);
}

function factsOf(target: RepositoryTarget, found: boolean, account: string | null): RepositoryFacts {
  const location = locationOf(target, account);
  if (target.kind === 'cloud') {
    return {
      authService: CLOUD_AUTH_REPOSITORY_SERVICE[target.conf.authService],
      systemType: 'CLOUD',
      cloudDeviceId: found ? location : null,
      location,
    };
  }
  return target.kind === 's3'
    ? {
        authService: 'UNKNOWN',
        systemType: 'S3',
        cloudDeviceId: found ? target.location.bucket : null,
        location,
      }
    : { authService: hostService(), systemType: 'NAS', cloudDeviceId: found ? location : null, location };
}

type CloudTarget = Extract<RepositoryTarget, { kind: 'cloud' }>;

/**
 * Mirrors a cloud account. A rotated refresh token replaces the target's own conf as well as being
 * handed on, so a second listing in the same pass (a rescan) presents the live token, not the retired one.
 */
function mirrorCloudTarget(target: CloudTarget, mirror: string): Promise<CloudMirrorResult> {
  return mirrorCloud(target.conf, mirror, {
    fetch: target.fetch,
    signal: target.signal,
    limits: target.limits,
    onRotated: async (rotated) => {
      target.conf = rotated;
      await target.onRotated?.(rotated);
    },
  });
}

/** The resyncKey of the policy the repository was last scanned under (null: never scanned). */
async function readScannedResyncKey(file: string): Promise<number | null> {
  const text = await fs.readFile(file, 'utf8').catch(() => null);
  const value = text === null ? NaN : Number(text.trim());
  return Number.isInteger(value) ? value : null;
}

async function folderExists(folder: string): Promise<boolean> {
  const stat = await fs.stat(folder).catch(() => null);
  return stat?.isDirectory() ?? false;
}

/**
 * One pass over a repository: register it (again) as a cloud device, then — when the console says
 * Scan — bring a bucket's objects into a local mirror (a NAS folder is read where it is), scan
 * with the folder scanner and upload through the same queue and batches as an endpoint.
 */
export async function scanRepository(options: ScanRepositoryOptions): Promise<ScanRepositoryResult> {
  const output = options.output ?? createOutput({ quiet: true, stdout: { write: () => true } });
  const { target } = options;
  const key = createHash('sha256').update(keyOf(target)).digest('hex').slice(0, 16);
  const stateDir = path.join(options.stateDir, 'repositories', key);
  // Outside the repository's state folder: the scanner never reads its own state.
  const mirror = path.join(options.stateDir, 'repository-mirrors', key);
  const settings: ScanningSettings = {
    workers: 0,
    maxFileBytes: 200 * 1024 * 1024,
    full: false,
    followSymlinks: false,
    quiet: true,
    verbose: false,
    ...options.settings,
  };

  let found = target.kind === 'folder' ? await folderExists(target.folder) : true;
  let mirrored: Awaited<ReturnType<typeof mirrorBucket>> | null = null;
  let account: string | null = null;
  if (target.kind === 's3' || target.kind === 'cloud') {
    try {
      if (target.kind === 's3') {
        mirrored = await mirrorBucket(target.location, mirror);
      } else {
        const cloud = await mirrorCloudTarget(target, mirror);
        mirrored = cloud;
        account = cloud.account;
      }
    } catch (error) {
      if (!(error instanceof RepositoryMissingError)) throw error;
      output.warn(error.message);
      found = false;
    }
  }
  const name =
    options.name ??
    (target.kind === 's3'
      ? target.location.bucket
      : target.kind === 'cloud'
        ? `${CLOUD_AUTH_SERVICE_LABELS[target.conf.authService]} ${account ?? ''}`.trim()
        : path.basename(path.resolve(target.folder)));
  const registration = await registerDevice({
    server: options.server,
    agentKey: options.agentKey,
    stateDir,
    name,
    repository: factsOf(target, found, account),
  });
  const result = (extra: Partial<ScanRepositoryResult>): ScanRepositoryResult => ({
    deviceId: registration.deviceId,
    missing: !found,
    skipped: false,
    summary: null,
    rescanned: false,
    logSent: false,
    incomplete: mirrored !== null && 'incomplete' in mirrored && mirrored.incomplete === true,
    upload: { sent: 0, remaining: 0, stoppedBy: null, lastError: null },
    exitCode: ExitCode.ok,
    ...extra,
  });
  if (!found) return result({});

  const session = await openSession({
    stateDir,
    output,
    workers: settings.workers,
    workerEntry: options.workerEntry,
    maxAttempts: 6,
    backoff: DEFAULT_BACKOFF,
    verbose: settings.verbose,
  });
  // What the pass tells a person is also in the repository's log, which the console may ask for.
  const log = new RotatingLog({ dir: session.paths.logDir });
  const out = loggedOutput(output, log);
  log.write('info', `repository pass: agent ${AGENT_VERSION}, device ${registration.deviceId}, ${name}`);
  // As an endpoint's `run`: the console's log request is answered at the pull that carries it.
  const sendLog = async (): Promise<boolean> => {
    if (!session.policy.collectLogs) return false;
    try {
      const sent = await session.client.uploadLog(await log.read());
      out.warn(`log sent to the console as ${sent.fileName}`);
      return true;
    } catch (error) {
      out.warn(`log not sent: ${String(error)}`);
      return false;
    }
  };
  const finish = async (extra: Partial<ScanRepositoryResult>) => {
    const logSent = await sendLog();
    const upload = await session.uploader.finish();
    const remaining = await session.queue.length();
    return result({
      ...extra,
      logSent,
      upload: { sent: upload.sent, remaining, stoppedBy: upload.stoppedBy, lastError: upload.lastError },
      exitCode: uploadExitCode(upload, remaining),
    });
  };
  try {
    session.uploader.start();
    if (!session.policy.settings.isDiscoveryEnabled) {
      out.warn(`Scan is off for repository "${name}" in the console; nothing scanned.`);
      return await finish({ skipped: true });
    }
    // Clear cache and rescan (the console raised resyncKey since the last scan): the mirror of a
    // bucket or a cloud account is fetched again from nothing and every file is read, whatever the
    // index remembers.
    const resyncFile = path.join(stateDir, 'scanned-resync-key');
    const scannedKey = await readScannedResyncKey(resyncFile);
    const rescan = scannedKey !== null && scannedKey !== session.policy.resyncKey;
    if (rescan) {
      out.warn('rescan requested in the console: clearing the cache and reading every object again');
      if (target.kind === 's3') {
        await fs.rm(mirror, { recursive: true, force: true });
        mirrored = await mirrorBucket(target.location, mirror);
      } else if (target.kind === 'cloud') {
        await fs.rm(mirror, { recursive: true, force: true });
        mirrored = await mirrorCloudTarget(target, mirror);
      }
    }
    if (mirrored) {
      const where = target.kind === 'cloud' ? 'item(s) in the account' : 'object(s) in the bucket';
      out.warn(`${mirrored.objects} ${where}, ${mirrored.downloaded} fetched.`);
    }
    const root = target.kind === 'folder' ? path.resolve(target.folder) : mirror;
    // A bucket's files as s3://bucket/key, a cloud account's as onedrive://account/path and so on.
    const prefix =
      target.kind === 's3'
        ? `s3://${target.location.bucket}`
        : target.kind === 'cloud'
          ? locationOf(target, account)
          : null;
    const summary = await performScan(
      session,
      [root],
      {
        ...settings,
        full: settings.full || rescan,
        reportPath: prefix
          ? (local) => `${prefix}/${path.relative(root, local).split(path.sep).join('/')}`
          : undefined,
      },
      out,
    );
    if (!summary.aborted) await fs.writeFile(resyncFile, String(session.policy.resyncKey), { mode: 0o600 });
    return await finish({ summary, rescanned: rescan });
  } finally {
    await session.close();
  }
}

/** The target of `--cloud FILE`: the conf file, rewritten in place when the provider rotates its refresh token. */
export async function cloudTargetFromFile(file: string): Promise<RepositoryTarget> {
  const text = await fs.readFile(file, 'utf8').catch(() => {
    throw usageError(`Cannot read the conf file ${file}.`);
  });
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw usageError(`${file} is not a scanner conf file (not JSON).`);
  }
  const conf = scannerConfFileSchema.safeParse(parsed);
  if (!conf.success) throw usageError(`${file} is not a scanner conf file from Cloud Installation.`);
  return {
    kind: 'cloud',
    conf: conf.data,
    // The provider retires the old refresh token: the file must hold the new one before it is used.
    onRotated: (rotated) => writeJsonAtomic(file, rotated, { mode: 0o600 }),
  };
}

async function targetOf(values: OptionValues): Promise<RepositoryTarget> {
  const endpoint = stringOption(values, 's3');
  const folder = stringOption(values, 'folder');
  const cloud = stringOption(values, 'cloud');
  if ([endpoint, folder, cloud].filter((v) => v !== undefined).length !== 1) {
    throw usageError('Give one of --s3 ENDPOINT with --bucket NAME, --folder PATH, or --cloud CONF_FILE.');
  }
  if (cloud !== undefined) return cloudTargetFromFile(cloud);
  if (folder !== undefined) return { kind: 'folder', folder };
  const bucket = requiredString(values, 'bucket', 'repository');
  const accessKeyId = process.env.AWS_ACCESS_KEY_ID ?? '';
  const secretAccessKey = process.env.AWS_SECRET_ACCESS_KEY ?? '';
  if (!accessKeyId || !secretAccessKey) {
    throw usageError(
      'Set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY for the bucket (never on the command line).',
    );
  }
  return {
    kind: 's3',
    location: {
      endpoint: endpoint as string,
      bucket,
      region: stringOption(values, 'region') ?? 'us-east-1',
      accessKeyId,
      secretAccessKey,
    },
  };
}

export async function runRepository(values: OptionValues, stateDir: string, output: Output): Promise<number> {
  const result = await scanRepository({
    server: requiredString(values, 'server', 'repository'),
    agentKey: requiredString(values, 'key', 'repository').trim(),
    stateDir,
    target: await targetOf(values),
    name: stringOption(values, 'name')?.trim(),
    settings: readScanningSettings(values),
    output,
  });
  if (booleanOption(values, 'json')) {
    output.line(JSON.stringify(result, null, 2));
  } else if (result.missing) {
    output.line(`Repository ${result.deviceId} not found: reported as suspected deleted.`);
  } else if (result.skipped) {
    output.line(`Repository ${result.deviceId}: scan is off in the console.`);
  } else {
    output.line(
      `Repository ${result.deviceId}: ${result.summary?.filesScanned ?? 0} file(s) scanned, ${result.summary?.sensitiveFiles ?? 0} sensitive; ${result.upload.sent} batch(es) sent, ${result.upload.remaining} waiting.`,
    );
  }
  return result.exitCode;
}
