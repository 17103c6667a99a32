import { randomUUID } from 'node:crypto';
import {
  AgentLimits,
  type BatchRequest,
  type DeviceFacts,
  type FileEvent,
  type FileReport,
} from '@vigil/contracts';

export interface BatchLimits {
  filesPerBatch: number;
  eventsPerBatch: number;
  deletedPerBatch: number;
  batchBodyBytes: number;
}

/** Room kept for the envelope (ids, dates, device facts, heartbeat) around the items. */
const ENVELOPE_BYTES = 16 * 1024;

export type QueueableBatch = BatchRequest & { batchId: string; sentAt: string };

export interface BuiltBatch<M> {
  batch: QueueableBatch;
  /** What the caller attached to the items of this batch (e.g. the index entries to commit). */
  metas: M[];
}

type Item =
  | { kind: 'file'; value: FileReport }
  | { kind: 'event'; value: FileEvent }
  | { kind: 'deleted'; value: string };

/**
 * Packs file reports, deleted paths and file events into batches within the agent API limits
 * (counts per kind and body bytes). Items come out in the order they went in.
 */
export class BatchBuilder<M = never> {
  private files: FileReport[] = [];
  private events: FileEvent[] = [];
  private deleted: string[] = [];
  private metas: M[] = [];
  private bytes = 0;
  /** Paths upserted or deleted in the pending batch: one batch never holds both for a path. */
  private filePaths = new Set<string>();
  private deletedSet = new Set<string>();
  private device: DeviceFacts | null;
  private heartbeat: QueueableBatch['heartbeat'] = null;
  private readonly limits: BatchLimits;

  constructor(options: { device?: DeviceFacts | null; limits?: BatchLimits } = {}) {
    this.device = options.device ?? null;
    this.limits = options.limits ?? AgentLimits;
  }

  get isEmpty(): boolean {
    return this.files.length === 0 && this.events.length === 0 && this.deleted.length === 0;
  }

  /** Progress numbers carried by the next batch. */
  setHeartbeat(heartbeat: { scanTotalFiles: number; scanDoneFiles: number }): void {
    this.heartbeat = heartbeat;
  }

  addFile(report: FileReport, meta?: M): BuiltBatch<M> | null {
    return this.add({ kind: 'file', value: report }, meta);
  }

  addEvent(event: FileEvent, meta?: M): BuiltBatch<M> | null {
    return this.add({ kind: 'event', value: event }, meta);
  }

  addDeleted(path: string, meta?: M): BuiltBatch<M> | null {
    return this.add({ kind: 'deleted', value: path }, meta);
  }

  /** The batch so far, or null when nothing is waiting. */
  flush(): BuiltBatch<M> | null {
    if (this.isEmpty) return null;
    const batch: QueueableBatch = {
      batchId: randomUUID(),
      sentAt: new Date().toISOString(),
      device: this.device,
      files: this.files,
      deletedPaths: this.deleted,
      fileEvents: this.events,
      heartbeat: this.heartbeat,
    };
    const built = { batch, metas: this.metas };
    // Device facts go once per builder (a scan, a watch session): the server keeps the latest.
    this.device = null;
    this.files = [];
    this.events = [];
    this.deleted = [];
    this.metas = [];
    this.filePaths = new Set();
    this.deletedSet = new Set();
    this.bytes = 0;
    return built;
  }

  private add(item: Item, meta: M | undefined): BuiltBatch<M> | null {
    const size = Buffer.byteLength(JSON.stringify(item.value)) + 1;
    if (size + ENVELOPE_BYTES > this.limits.batchBodyBytes) {
      throw new Error(`A single ${item.kind} item of ${size} bytes cannot fit in a batch.`);
    }
    const conflicts =
      (item.kind === 'file' && this.deletedSet.has(item.value.path)) ||
      (item.kind === 'deleted' && this.filePaths.has(item.value));
    const full =
      conflicts ||
      this.bytes + size + ENVELOPE_BYTES > this.limits.batchBodyBytes ||
      (item.kind === 'file' && this.files.length >= this.limits.filesPerBatch) ||
      (item.kind === 'event' && this.events.length >= this.limits.eventsPerBatch) ||
      (item.kind === 'deleted' && this.deleted.length >= this.limits.deletedPerBatch);
    const ready = full ? this.flush() : null;
    if (item.kind === 'file') {
      this.files.push(item.value);
      this.filePaths.add(item.value.path);
    } else if (item.kind === 'event') {
      this.events.push(item.value);
    } else {
      this.deleted.push(item.value);
      this.deletedSet.add(item.value);
    }
    if (meta !== undefined) this.metas.push(meta);
    this.bytes += size;
    return ready;
  }
}
