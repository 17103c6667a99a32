import type { Stats } from 'node:fs';
import type { AgentPolicy, DeviceFacts, FileReport } from '@vigil/contracts';
import type { DiskQueue } from '../queue/disk-queue.js';
import { BatchBuilder, type BuiltBatch } from '../upload/batch-builder.js';
import { driveTypeOf, type DriveContext } from '../watch/drive-type.js';
import type { AnalyzeResult } from './analyze-file.js';
import {
  decideBeforeRead,
  distinctRoots,
  extensionOf,
  findDeletedPaths,
  normalizeExtensions,
  type DecisionContext,
} from './decide.js';
import { buildFileReport } from './file-report.js';
import type { IndexChange, IndexEntry, ScanIndex } from './scan-index.js';
import { PathSet } from './path-set.js';
import { walkFiles } from './walk.js';
import type { Analyzer } from './worker-pool.js';

export interface ScanProgress {
  filesSeen: number;
  filesDone: number;
  bytesRead: number;
  startedAt: number;
}

export interface ScanSettings {
  roots: string[];
  policy: AgentPolicy;
  /** Device facts sent with the scan's first batch. */
  device: DeviceFacts | null;
  maxFileBytes: number;
  full: boolean;
  followSymlinks: boolean;
  /** Folders never scanned (the agent's own state). */
  ignore: string[];
  driveContext: DriveContext;
  signal?: AbortSignal;
  progress?: ScanProgress;
  onWarning?: (message: string) => void;
  /**
   * The path the server is told for a local one (repository mode: a bucket's mirror reports
   * s3://bucket/key); the index keeps the local path.
   */
  reportPath?: (localPath: string) => string;
}

export interface ScanDependencies {
  index: ScanIndex;
  queue: Pick<DiskQueue, 'enqueue'>;
  analyzer: Analyzer;
  /** Called after each batch is safely on disk (wakes the uploader). */
  onBatchQueued?: () => void;
  ownerOf: (uid: number) => string;
}

export interface ScanSummary {
  roots: string[];
  startedAt: string;
  finishedAt: string;
  seconds: number;
  aborted: boolean;
  filesSeen: number;
  /** Read and classified in this scan. */
  filesScanned: number;
  /** Same size and time as last time under the same policy: not read. */
  filesUnchanged: number;
  /** Read, but the content was what the server already has: not sent. */
  filesSameContent: number;
  filesSkipped: number;
  filesTooLarge: number;
  filesUnreadable: number;
  /** Past the time or memory limit of an analysis worker; reported as CANCELED. */
  filesStopped: number;
  filesFailed: number;
  unreadableDirs: number;
  filesReported: number;
  deletedPaths: number;
  batchesQueued: number;
  /** Encrypted after the scan, idle for their rule's delay (encrypt/encrypt-pass.ts). */
  filesEncrypted: number;
  /** Over every known file under the roots (read now or before). */
  filesIndexed: number;
  sensitiveFiles: number;
  entriesByClassifier: { classifierId: number; name: string; entries: number; files: number }[];
  bytesRead: number;
  megabytesPerSecond: number;
}

interface Walked {
  path: string;
  stats: Stats;
  extension: string;
}

function indexEntryFor(
  file: Walked,
  policyVersion: string,
  hash: string | null,
  report: FileReport | null,
): IndexEntry {
  const found: Record<string, number> = {};
  for (const entry of report?.entries ?? []) {
    if (entry.count > 0) found[String(entry.classifierId)] = entry.count;
  }
  return {
    size: file.stats.size,
    mtimeMs: file.stats.mtimeMs,
    hash,
    policyVersion,
    ino: file.stats.ino,
    found,
  };
}

/**
 * One pass over the roots: walk, decide from the index, analyse in the workers, queue reports in
 * batches, then report what disappeared. The index is advanced only after the batch holding a
 * file is on disk, so a crash at any point re-reads (never loses) files.
 */
export async function scanRoots(settings: ScanSettings, deps: ScanDependencies): Promise<ScanSummary> {
  const started = Date.now();
  const progress = settings.progress ?? { filesSeen: 0, filesDone: 0, bytesRead: 0, startedAt: started };
  progress.startedAt = started;
  const roots = distinctRoots(settings.roots);
  const reportPath = settings.reportPath ?? ((local: string) => local);
  const policyVersion = settings.policy.policyVersion;
  const context: DecisionContext = {
    policyVersion,
    excludedExtensions: normalizeExtensions(settings.policy.excludedExtensions),
    maxFileBytes: settings.maxFileBytes,
    full: settings.full,
  };
  const parseAsText = normalizeExtensions(settings.policy.parseAsTextExtensions);
  const counts = {
    filesScanned: 0,
    filesUnchanged: 0,
    filesSameContent: 0,
    filesSkipped: 0,
    filesTooLarge: 0,
    filesUnreadable: 0,
    filesStopped: 0,
    filesFailed: 0,
    filesReported: 0,
    deletedPaths: 0,
    batchesQueued: 0,
  };
  const unreadableDirs: string[] = [];
  const seen = new PathSet();
  const builder = new BatchBuilder<IndexChange>({ device: settings.device });
  let persisting: Promise<void> = Promise.resolve();
  let persistError: unknown = null;

  const persist = (built: BuiltBatch<IndexChange> | null) => {
    if (!built) return;
    persisting = persisting.then(async () => {
      if (persistError) return;
      try {
        await deps.queue.enqueue(built.batch);
        counts.batchesQueued += 1;
        await deps.index.commit(built.metas);
        deps.onBatchQueued?.();
      } catch (error) {
        persistError = error;
      }
    });
  };

  const heartbeat = () =>
    builder.setHeartbeat({ scanTotalFiles: progress.filesSeen, scanDoneFiles: progress.filesDone });

  const report = (
    file: Walked,
    outcome: Parameters<typeof buildFileReport>[1],
    hash: string | null,
    index: boolean,
  ) => {
    const built = buildFileReport(
      { ...file, path: reportPath(file.path), owner: deps.ownerOf(file.stats.uid) },
      outcome,
    );
    if ('error' in built) {
      counts.filesFailed += 1;
      settings.onWarning?.(`${file.path}: not reported (${built.error})`);
      return;
    }
    counts.filesReported += 1;
    heartbeat();
    const meta = index
      ? { path: file.path, entry: indexEntryFor(file, policyVersion, hash, built.report) }
      : undefined;
    persist(builder.addFile(built.report, meta));
  };

  const handle = async (file: Walked, result: AnalyzeResult) => {
    switch (result.kind) {
      case 'gone':
        seen.delete(file.path);
        return;
      case 'same': {
        counts.filesSameContent += 1;
        progress.bytesRead += result.bytes;
        const previous = deps.index.get(file.path);
        if (previous) {
          await deps.index.commit([
            {
              path: file.path,
              entry: { ...previous, size: file.stats.size, mtimeMs: file.stats.mtimeMs, ino: file.stats.ino },
            },
          ]);
        }
        return;
      }
      case 'analyzed':
        counts.filesScanned += 1;
        progress.bytesRead += result.bytes;
        report(file, result, result.hash, true);
        return;
      case 'unreadable':
        counts.filesUnreadable += 1;
        // A locked file is tried again next scan; one we may not open waits until it changes.
        report(file, result, null, result.parseResult !== 'LOCKED');
        return;
      case 'stopped':
        // Indexed: the same file is not tried again until it changes.
        counts.filesStopped += 1;
        settings.onWarning?.(`${file.path}: ${result.description}`);
        report(file, result, null, true);
        return;
    }
  };

  const inFlight = new Set<Promise<void>>();
  const walker = walkFiles(roots, {
    followSymlinks: settings.followSymlinks,
    ignore: settings.ignore,
    signal: settings.signal,
    onUnreadableDir: (dir, error) => {
      if (error.code === 'ENOENT') {
        // A root that is gone: what was reported under it is deleted.
        settings.onWarning?.(`${dir}: not found`);
        return;
      }
      unreadableDirs.push(dir);
      settings.onWarning?.(
        `${dir}: cannot read (${error.code ?? error.message}); its files are left as they were`,
      );
    },
    onSkipped: () => {
      counts.filesSkipped += 1;
    },
  });

  for await (const walked of walker) {
    if (persistError) break;
    progress.filesSeen += 1;
    const file: Walked = { ...walked, extension: extensionOf(walked.path) };
    const decision = decideBeforeRead(
      { path: file.path, size: file.stats.size, mtimeMs: file.stats.mtimeMs, extension: file.extension },
      deps.index.get(file.path),
      context,
    );
    if (decision.action === 'skip') {
      counts.filesSkipped += 1;
      progress.filesDone += 1;
      // Not seen, so not reported any more: if it was before, the server is told it is gone.
      continue;
    }
    seen.add(file.path);
    if (decision.action === 'unchanged') {
      counts.filesUnchanged += 1;
      progress.filesDone += 1;
      continue;
    }
    if (decision.action === 'too-large') {
      counts.filesTooLarge += 1;
      progress.filesDone += 1;
      report(file, { kind: 'too-large' }, null, true);
      continue;
    }
    const task = deps.analyzer
      .analyze({
        path: file.path,
        extension: file.extension,
        knownHash: decision.knownHash,
        parseAsText: parseAsText.has(file.extension),
        isRemovable: driveTypeOf(file.path, settings.driveContext) === 'REMOVABLE',
      })
      .then(
        (result) => handle(file, result),
        (error: unknown) => {
          counts.filesFailed += 1;
          settings.onWarning?.(
            `${file.path}: analysis failed (${error instanceof Error ? error.message : String(error)})`,
          );
        },
      )
      .finally(() => {
        progress.filesDone += 1;
        inFlight.delete(task);
      });
    inFlight.add(task);
    if (inFlight.size >= deps.analyzer.concurrency) await Promise.race(inFlight);
  }
  await Promise.all(inFlight);

  const aborted = settings.signal?.aborted === true || persistError !== null;
  if (!aborted) {
    for (const root of roots) {
      for (const group of deps.index.groupsUnder(root)) {
        const indexed = group.map(([file]) => file);
        for (const gone of findDeletedPaths(indexed, seen, unreadableDirs)) {
          counts.deletedPaths += 1;
          persist(builder.addDeleted(reportPath(gone), { path: gone, entry: null }));
        }
      }
    }
  }
  heartbeat();
  persist(builder.flush());
  await persisting;
  if (persistError) throw persistError;
  await deps.index.compact();

  const finished = Date.now();
  const seconds = Math.max((finished - started) / 1000, 0.001);
  return {
    roots,
    startedAt: new Date(started).toISOString(),
    finishedAt: new Date(finished).toISOString(),
    seconds,
    aborted,
    filesSeen: progress.filesSeen,
    ...counts,
    filesEncrypted: 0,
    unreadableDirs: unreadableDirs.length,
    ...totalsUnder(roots, deps.index, settings.policy),
    bytesRead: progress.bytesRead,
    megabytesPerSecond: progress.bytesRead / 1_000_000 / seconds,
  };
}

/** Totals over every indexed file under the roots, from what the index remembers. */
export function totalsUnder(roots: readonly string[], index: ScanIndex, policy: AgentPolicy) {
  // distinctRoots: no root inside another, so no file is counted twice.
  function* under() {
    for (const root of roots) for (const group of index.groupsUnder(root)) for (const [, e] of group) yield e;
  }
  return totalsOf(under(), policy);
}

export function totalsOf(entries: Iterable<IndexEntry>, policy: AgentPolicy) {
  const sensitiveIds = new Set(policy.classifiers.filter((c) => c.isSensitive).map((c) => String(c.id)));
  const names = new Map(policy.classifiers.map((c) => [String(c.id), c.name]));
  const perClassifier = new Map<string, { entries: number; files: number }>();
  let filesIndexed = 0;
  let sensitiveFiles = 0;
  for (const entry of entries) {
    filesIndexed += 1;
    let sensitive = false;
    for (const [id, count] of Object.entries(entry.found)) {
      const total = perClassifier.get(id) ?? { entries: 0, files: 0 };
      total.entries += count;
      total.files += 1;
      perClassifier.set(id, total);
      if (sensitiveIds.has(id)) sensitive = true;
    }
    if (sensitive) sensitiveFiles += 1;
  }
  return {
    filesIndexed,
    sensitiveFiles,
    entriesByClassifier: [...perClassifier.entries()]
      .map(([id, total]) => ({ classifierId: Number(id), name: names.get(id) ?? `#${id}`, ...total }))
      .sort((a, b) => b.entries - a.entries || a.classifierId - b.classifierId),
  };
}
