import type { BatchResponse } from '@vigil/contracts';
import type { DiskQueue } from '../queue/disk-queue.js';
import { AgentApiFailure } from './agent-client.js';
import { backoffDelay, sleep, type BackoffOptions } from './backoff.js';

export type StopReason = 'unreachable' | 'refused' | 'fatal' | 'aborted';

export type UploadEvent =
  | { type: 'sent'; batchId: string; response: BatchResponse }
  | { type: 'retry'; batchId: string; attempt: number; delayMs: number; error: string }
  | { type: 'dead-lettered'; batchId: string; error: string; file: string }
  | { type: 'stopped'; reason: StopReason; error: string };

export interface UploaderOptions {
  queue: Pick<DiskQueue, 'list' | 'read' | 'remove' | 'deadLetter'>;
  send: (body: string) => Promise<BatchResponse>;
  backoff: BackoffOptions;
  /** Attempts per batch before this drain gives up (Infinity: keep trying, as `run` does). */
  maxAttempts: number;
  random?: () => number;
  wait?: (ms: number, signal?: AbortSignal) => Promise<boolean>;
  onEvent?: (event: UploadEvent) => void;
}

export interface DrainResult {
  sent: number;
  duplicates: number;
  deadLettered: number;
  stoppedBy: StopReason | null;
  lastError: string | null;
}

const emptyResult = (): DrainResult => ({
  sent: 0,
  duplicates: 0,
  deadLettered: 0,
  stoppedBy: null,
  lastError: null,
});

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Sends queued batches oldest first until the queue is empty or a failure stops it. A batch that
 * cannot be sent blocks the ones behind it: they may depend on it (a deletion after an upsert).
 */
export async function drainQueue(options: UploaderOptions, signal?: AbortSignal): Promise<DrainResult> {
  const result = emptyResult();
  const wait = options.wait ?? sleep;
  const stop = (reason: StopReason, error: string) => {
    result.stoppedBy = reason;
    result.lastError = error;
    options.onEvent?.({ type: 'stopped', reason, error });
    return result;
  };

  for (;;) {
    const items = await options.queue.list();
    if (items.length === 0) return result;
    for (const item of items) {
      for (let attempt = 1; ; attempt += 1) {
        if (signal?.aborted) return stop('aborted', 'stopped');
        let body: string;
        try {
          body = (await options.queue.read(item)).body;
        } catch (error) {
          // Removed meanwhile (another drain of the same queue sent it): nothing to do.
          if ((error as NodeJS.ErrnoException).code === 'ENOENT') break;
          throw error;
        }
        try {
          const response = await options.send(body);
          await options.queue.remove(item);
          result.sent += 1;
          if (response.duplicate) result.duplicates += 1;
          options.onEvent?.({ type: 'sent', batchId: item.batchId, response });
          break;
        } catch (error) {
          const failure = error instanceof AgentApiFailure ? error : new AgentApiFailure(describe(error), 0);
          result.lastError = failure.message;
          if (failure.kind === 'invalid') {
            const file = await options.queue.deadLetter(item, {
              status: failure.status,
              message: failure.message,
              issues: failure.issues ?? [],
            });
            result.deadLettered += 1;
            options.onEvent?.({ type: 'dead-lettered', batchId: item.batchId, error: failure.message, file });
            break;
          }
          if (failure.kind === 'refused') return stop('refused', failure.message);
          if (failure.kind === 'fatal') return stop('fatal', failure.message);
          if (attempt >= options.maxAttempts) return stop('unreachable', failure.message);
          const delayMs = backoffDelay(attempt - 1, options.backoff, options.random);
          options.onEvent?.({
            type: 'retry',
            batchId: item.batchId,
            attempt,
            delayMs,
            error: failure.message,
          });
          if (!(await wait(delayMs, signal))) return stop('aborted', 'stopped');
        }
      }
    }
  }
}

function addInto(total: DrainResult, part: DrainResult): void {
  total.sent += part.sent;
  total.duplicates += part.duplicates;
  total.deadLettered += part.deadLettered;
  total.stoppedBy = part.stoppedBy;
  if (part.lastError) total.lastError = part.lastError;
}

/**
 * Drains the queue in the background while a scan or the watcher fills it. `notify()` after each
 * enqueue; `finish()` drains what is left and resolves with the totals.
 */
export class BackgroundUploader {
  private readonly totals = emptyResult();
  private readonly abort = new AbortController();
  private wake: (() => void) | null = null;
  private pending = false;
  private finishing = false;
  private loop: Promise<void> | null = null;

  constructor(private readonly options: UploaderOptions) {}

  start(): void {
    this.loop ??= this.run();
  }

  notify(): void {
    this.pending = true;
    this.wake?.();
  }

  /** Whether the last drain stopped on something other than an empty queue. */
  get stoppedBy(): StopReason | null {
    return this.totals.stoppedBy;
  }

  async finish(): Promise<DrainResult> {
    this.finishing = true;
    this.notify();
    this.start();
    await this.loop;
    return { ...this.totals };
  }

  /** Stops at once (a signal): what was not sent stays queued for the next start. */
  async stop(): Promise<DrainResult> {
    this.finishing = true;
    this.abort.abort();
    this.wake?.();
    await this.loop;
    return { ...this.totals };
  }

  private async run(): Promise<void> {
    let gaveUp = false;
    while (!this.abort.signal.aborted) {
      // After giving up on an unreachable server, only the final drain tries again.
      if (!gaveUp || this.finishing) {
        this.pending = false;
        const part = await drainQueue(this.options, this.abort.signal);
        addInto(this.totals, part);
        if (part.stoppedBy === 'refused' || part.stoppedBy === 'fatal' || part.stoppedBy === 'aborted')
          return;
        gaveUp = part.stoppedBy === 'unreachable';
        if (this.finishing && (gaveUp || !this.pending)) return;
        if (this.pending && !gaveUp) continue;
      }
      this.pending = false;
      await new Promise<void>((resolve) => {
        this.wake = resolve;
      });
      this.wake = null;
    }
  }
}
