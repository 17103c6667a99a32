import { randomUUID } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTempDirs } from '../test-support/temp-dir.js';
import { DiskQueue, parseQueueFileName, queueFileName } from './disk-queue.js';

const tempDir = useTempDirs();

async function openQueue() {
  const root = await tempDir();
  return { root, queue: await DiskQueue.open(path.join(root, 'queue'), path.join(root, 'dead-letter')) };
}

function batch(label: string) {
  return { batchId: randomUUID(), sentAt: new Date().toISOString(), deletedPaths: [`/${label}`] };
}

describe('DiskQueue', () => {
  it('names files by sequence and batch id, and reads the names back', () => {
    const id = randomUUID();
    expect(queueFileName(7, id)).toBe(`000000000007-${id}.json`);
    expect(parseQueueFileName(`000000000007-${id}.json`)).toEqual({ seq: 7, batchId: id });
    expect(parseQueueFileName(`.000000000007-${id}.json.123.ab.tmp`)).toBeNull();
    expect(parseQueueFileName(`000000000007-${id}.error.json`)).toBeNull();
  });

  it('keeps the exact bytes of each batch, one file per batch, nothing temporary left', async () => {
    const { queue } = await openQueue();
    const b = batch('a');
    const item = await queue.enqueue(b);
    expect(await fs.readdir(queue.dir)).toEqual([path.basename(item.file)]);
    const read = await queue.read(item);
    expect(read.batchId).toBe(b.batchId);
    expect(JSON.parse(read.body)).toEqual(b);
  });

  it('lists batches oldest first, also after a restart, and continues the sequence', async () => {
    const { root, queue } = await openQueue();
    const first = await queue.enqueue(batch('1'));
    const second = await queue.enqueue(batch('2'));
    const reopened = await DiskQueue.open(path.join(root, 'queue'), path.join(root, 'dead-letter'));
    const third = await reopened.enqueue(batch('3'));
    expect((await reopened.list()).map((i) => i.batchId)).toEqual([
      first.batchId,
      second.batchId,
      third.batchId,
    ]);
    expect(third.seq).toBe(3);
  });

  it('orders by number, not by text, past a thousand batches', async () => {
    const { queue } = await openQueue();
    const ids = [randomUUID(), randomUUID()];
    await fs.writeFile(path.join(queue.dir, queueFileName(1000, ids[1] as string)), '{}');
    await fs.writeFile(path.join(queue.dir, queueFileName(999, ids[0] as string)), '{}');
    expect((await queue.list()).map((i) => i.seq)).toEqual([999, 1000]);
  });

  it('drops what a crash left half-written: a temporary file is never a queued batch', async () => {
    const { root, queue } = await openQueue();
    const kept = await queue.enqueue(batch('kept'));
    const torn = path.join(queue.dir, `.${queueFileName(2, randomUUID())}.999.abcd.tmp`);
    await fs.writeFile(torn, '{"batchId":"trunc');
    expect((await queue.list()).map((i) => i.batchId)).toEqual([kept.batchId]);
    await DiskQueue.open(path.join(root, 'queue'), path.join(root, 'dead-letter'));
    await expect(fs.access(torn)).rejects.toThrow();
  });

  it('removes a sent batch and parks a rejected one in the dead-letter folder with the reason', async () => {
    const { queue } = await openQueue();
    const sent = await queue.enqueue(batch('sent'));
    const rejected = await queue.enqueue(batch('rejected'));
    await queue.remove(sent);
    const parked = await queue.deadLetter(rejected, { status: 400, message: 'files.0.path: too long' });
    expect(await queue.length()).toBe(0);
    expect(path.dirname(parked)).toBe(queue.deadLetterDir);
    const reason = JSON.parse(await fs.readFile(parked.replace(/\.json$/, '.error.json'), 'utf8')) as {
      batchId: string;
      reason: { status: number };
    };
    expect(reason).toMatchObject({ batchId: rejected.batchId, reason: { status: 400 } });
    expect(await DiskQueue.inspect(queue.dir, queue.deadLetterDir)).toEqual({ queued: 0, deadLetters: 1 });
  });
});
