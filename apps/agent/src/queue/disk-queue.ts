import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { BatchRequest } from '@vigil/contracts';
import { ensureDir, TMP_SUFFIX, writeFileAtomic, writeJsonAtomic } from '../state/json-file.js';

export interface QueuedBatch {
  seq: number;
  batchId: string;
  file: string;
}

/** A batch as it waits on disk: the exact bytes that will be sent, so a resend is identical. */
export interface QueuedBody {
  batchId: string;
  body: string;
}

const NAME = /^(\d{12})-([0-9a-f-]{36})\.json$/;
const SEQ_WIDTH = 12;

export function queueFileName(seq: number, batchId: string): string {
  return `${String(seq).padStart(SEQ_WIDTH, '0')}-${batchId}.json`;
}

export function parseQueueFileName(name: string): { seq: number; batchId: string } | null {
  const match = NAME.exec(name);
  if (!match?.[1] || !match[2]) return null;
  return { seq: Number(match[1]), batchId: match[2] };
}

/**
 * The upload queue: one file per batch, named by a sequence number so batches go out in the order
 * they were made (a deletion must not overtake the upsert it follows). A batch is written here
 * before any attempt to send it and removed only after the server acknowledged it; the batchId
 * inside is the server's idempotency key, so resending after a crash is harmless.
 */
export class DiskQueue {
  private nextSeq = 1;

  private constructor(
    readonly dir: string,
    readonly deadLetterDir: string,
  ) {}

  static async open(dir: string, deadLetterDir: string): Promise<DiskQueue> {
    await ensureDir(dir);
    await ensureDir(deadLetterDir);
    const queue = new DiskQueue(dir, deadLetterDir);
    const names = await fs.readdir(dir);
    for (const name of names) {
      // Left by a crash between writing and renaming: the batch was never queued.
      if (name.endsWith(TMP_SUFFIX)) await fs.rm(path.join(dir, name), { force: true });
    }
    const items = await queue.list();
    queue.nextSeq = (items.at(-1)?.seq ?? 0) + 1;
    return queue;
  }

  /** Counts without touching anything: safe while another process owns the queue. */
  static async inspect(dir: string, deadLetterDir: string): Promise<{ queued: number; deadLetters: number }> {
    const countIn = async (folder: string) =>
      (await fs.readdir(folder).catch(() => [] as string[])).filter(
        (name) => parseQueueFileName(name) !== null,
      ).length;
    return { queued: await countIn(dir), deadLetters: await countIn(deadLetterDir) };
  }

  async enqueue(batch: BatchRequest & { batchId: string }): Promise<QueuedBatch> {
    const seq = this.nextSeq;
    this.nextSeq += 1;
    const file = path.join(this.dir, queueFileName(seq, batch.batchId));
    await writeFileAtomic(file, JSON.stringify(batch));
    return { seq, batchId: batch.batchId, file };
  }

  async list(): Promise<QueuedBatch[]> {
    const names = await fs.readdir(this.dir);
    const items: QueuedBatch[] = [];
    for (const name of names) {
      const parsed = parseQueueFileName(name);
      if (parsed) items.push({ ...parsed, file: path.join(this.dir, name) });
    }
    return items.sort((a, b) => a.seq - b.seq);
  }

  async length(): Promise<number> {
    return (await this.list()).length;
  }

  async read(item: QueuedBatch): Promise<QueuedBody> {
    return { batchId: item.batchId, body: await fs.readFile(item.file, 'utf8') };
  }

  async remove(item: QueuedBatch): Promise<void> {
    await fs.rm(item.file, { force: true });
  }

  /** Parks a batch the server rejected as invalid, with the reason beside it, for a person to look at. */
  async deadLetter(item: QueuedBatch, reason: unknown): Promise<string> {
    const target = path.join(this.deadLetterDir, path.basename(item.file));
    await writeJsonAtomic(target.replace(/\.json$/, '.error.json'), {
      batchId: item.batchId,
      at: new Date().toISOString(),
      reason,
    });
    await fs.rename(item.file, target);
    return target;
  }
}
