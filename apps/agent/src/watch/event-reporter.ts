import { randomUUID } from 'node:crypto';
import type { Stats } from 'node:fs';
import {
  fileEventSchema,
  type AgentPolicy,
  type ClassifierEntry,
  type FileEvent,
  type FileReport,
} from '@vigil/contracts';
import type { DiskQueue } from '../queue/disk-queue.js';
import type { AnalyzeResult } from '../scan/analyze-file.js';
import { decideBeforeRead, extensionOf, normalizeExtensions } from '../scan/decide.js';
import { buildFileReport } from '../scan/file-report.js';
import type { IndexChange, IndexEntry, ScanIndex } from '../scan/scan-index.js';
import type { Analyzer } from '../scan/worker-pool.js';
import { BatchBuilder, type BuiltBatch } from '../upload/batch-builder.js';
import { driveTypeOf, type DriveContext } from './drive-type.js';
import type { CorrelatedEvent } from './event-correlator.js';

export interface EventReporterOptions {
  index: ScanIndex;
  queue: Pick<DiskQueue, 'enqueue'>;
  analyzer: Analyzer;
  policy: AgentPolicy;
  driveContext: DriveContext;
  ownerOf: (uid: number) => string;
  /** The application seen acting on a file, when known. */
  processOf?: (file: string) => Promise<string | null> | string | null;
  userName: string;
  maxFileBytes: number;
  /** Events wait at most this long before their batch is queued. */
  flushMs: number;
  onBatchQueued?: () => void;
  onWarning?: (message: string) => void;
}

export interface EventCounts {
  events: number;
  byOperation: Record<string, number>;
}

function entriesFromIndex(entry: IndexEntry | undefined): ClassifierEntry[] {
  return Object.entries(entry?.found ?? {}).map(([id, count]) => ({
    classifierId: Number(id),
    count,
    samples: [],
  }));
}

/**
 * What the watcher saw, reported: each operation becomes a file event (with the file's entries, so
 * the server can apply its rules) plus the file upsert or deletion that keeps the inventory true.
 */
export class EventReporter {
  private builder = new BatchBuilder<IndexChange>();
  private work: Promise<void> = Promise.resolve();
  private persisting: Promise<void> = Promise.resolve();
  private timer: NodeJS.Timeout | null = null;
  private policy: AgentPolicy;
  readonly counts: EventCounts = { events: 0, byOperation: {} };

  constructor(private readonly options: EventReporterOptions) {
    this.policy = options.policy;
  }

  setPolicy(policy: AgentPolicy): void {
    this.policy = policy;
  }

  handle(event: CorrelatedEvent): void {
    this.work = this.work
      .then(() => this.process(event))
      .catch((error: unknown) =>
        this.options.onWarning?.(`${event.path}: event not reported (${String(error)})`),
      );
  }

  /** Queues everything handled so far. */
  async flush(): Promise<void> {
    await this.work;
    this.persist(this.builder.flush());
    await this.persisting;
  }

  async close(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.flush();
  }

  private persist(built: BuiltBatch<IndexChange> | null): void {
    if (!built) return;
    this.persisting = this.persisting
      .then(async () => {
        await this.options.queue.enqueue(built.batch);
        await this.options.index.commit(built.metas);
        this.options.onBatchQueued?.();
      })
      .catch((error: unknown) => this.options.onWarning?.(`events not queued: ${String(error)}`));
  }

  private scheduleFlush(): void {
    if (this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.flush();
    }, this.options.flushMs);
  }

  private async process(event: CorrelatedEvent): Promise<void> {
    const { index } = this.options;
    const { isDiscoveryEnabled, isStatisticEnabled } = this.policy.settings;
    const target = event.destinationPath ?? event.path;
    let entries: ClassifierEntry[] = [];

    // Both are console settings (and need a license seat): the inventory, and file activity.
    if (!isDiscoveryEnabled) {
      entries = entriesFromIndex(index.get(event.path));
    } else if (event.operation === 'DELETE' || event.operation === 'RENAME' || event.operation === 'MOVE') {
      const previous = index.get(event.path);
      entries = entriesFromIndex(previous);
      if (previous) this.persist(this.builder.addDeleted(event.path, { path: event.path, entry: null }));
    }
    if (isDiscoveryEnabled && event.operation !== 'DELETE' && event.stats) {
      const fromFile = await this.reportFile(
        target,
        event.stats,
        event.operation === 'CREATE' || event.operation === 'CHANGE',
      );
      if (fromFile === 'gone') return;
      if (fromFile) entries = fromFile;
    }
    if (!isStatisticEnabled) return;

    const processName =
      (await this.options.processOf?.(target)) ?? (await this.options.processOf?.(event.path)) ?? 'unknown';
    const fileEvent = fileEventSchema.safeParse({
      eventId: randomUUID(),
      at: event.at.toISOString(),
      operation: event.operation,
      path: event.path,
      destinationPath: event.destinationPath,
      // fs.watch does not say which process acted: the one seen holding the file, else unknown.
      processName,
      driveType: driveTypeOf(target, this.options.driveContext),
      userName: this.options.userName.slice(0, 255),
      entries,
    } satisfies Partial<FileEvent>);
    if (!fileEvent.success) {
      this.options.onWarning?.(`${event.path}: event not reported (${fileEvent.error.message})`);
      return;
    }
    this.counts.events += 1;
    this.counts.byOperation[event.operation] = (this.counts.byOperation[event.operation] ?? 0) + 1;
    this.persist(this.builder.addEvent(fileEvent.data));
    this.scheduleFlush();
  }

  /**
   * Upserts the file when its content is new to the server; returns its entries for the event,
   * null when nothing is known, or 'gone' when it vanished before it could be read.
   */
  private async reportFile(
    file: string,
    stats: Stats,
    useIndex: boolean,
  ): Promise<ClassifierEntry[] | null | 'gone'> {
    const extension = extensionOf(file);
    const previous = useIndex ? this.options.index.get(file) : undefined;
    const decision = decideBeforeRead(
      { path: file, size: stats.size, mtimeMs: stats.mtimeMs, extension },
      previous,
      {
        policyVersion: this.policy.policyVersion,
        excludedExtensions: normalizeExtensions(this.policy.excludedExtensions),
        maxFileBytes: this.options.maxFileBytes,
        full: !useIndex,
      },
    );
    if (decision.action === 'skip') return null;
    if (decision.action === 'unchanged') return entriesFromIndex(previous);

    let outcome: Parameters<typeof buildFileReport>[1];
    let hash: string | null = null;
    if (decision.action === 'too-large') {
      outcome = { kind: 'too-large' };
    } else {
      const result: AnalyzeResult = await this.options.analyzer.analyze({
        path: file,
        extension,
        knownHash: decision.knownHash,
        parseAsText: normalizeExtensions(this.policy.parseAsTextExtensions).has(extension),
        isRemovable: driveTypeOf(file, this.options.driveContext) === 'REMOVABLE',
      });
      if (result.kind === 'gone') return 'gone';
      if (result.kind === 'same') {
        if (previous) {
          await this.options.index.commit([
            { path: file, entry: { ...previous, size: stats.size, mtimeMs: stats.mtimeMs, ino: stats.ino } },
          ]);
        }
        return entriesFromIndex(previous);
      }
      outcome = result;
      if (result.kind === 'analyzed') hash = result.hash;
    }

    const built = buildFileReport(
      { path: file, stats, extension, owner: this.options.ownerOf(stats.uid) },
      outcome,
    );
    if ('error' in built) {
      this.options.onWarning?.(`${file}: not reported (${built.error})`);
      return null;
    }
    const report: FileReport = built.report;
    const found: Record<string, number> = {};
    for (const entry of report.entries) if (entry.count > 0) found[String(entry.classifierId)] = entry.count;
    const indexed = report.parseResult !== 'LOCKED';
    this.persist(
      this.builder.addFile(
        report,
        indexed
          ? {
              path: file,
              entry: {
                size: stats.size,
                mtimeMs: stats.mtimeMs,
                hash,
                policyVersion: this.policy.policyVersion,
                ino: stats.ino,
                found,
              },
            }
          : undefined,
      ),
    );
    return report.entries;
  }
}
