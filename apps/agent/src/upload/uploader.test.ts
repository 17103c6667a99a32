import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { BatchResponse } from '@vigil/contracts';
import { DiskQueue } from '../queue/disk-queue.js';
import { useTempDirs } from '../test-support/temp-dir.js';
import { AgentApiFailure } from './agent-client.js';
import { BackgroundUploader, drainQueue, type UploaderOptions } from './uploader.js';

const tempDir = useTempDirs();

async function queueWith(count: number) {
  const root = await tempDir();
  const queue = await DiskQueue.open(path.join(root, 'queue'), path.join(root, 'dead-letter'));
  const ids: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const batchId = randomUUID();
    ids.push(batchId);
    await queue.enqueue({ batchId, sentAt: new Date().toISOString(), deletedPaths: [`/f${i}`] });
  }
  return { queue, ids };
}

const ok = (batchId: string, duplicate = false): BatchResponse => ({
  batchId,
  duplicate,
  filesUpserted: 0,
  filesDeleted: 1,
  eventsRecorded: 0,
  casesCreated: 0,
});

/** A transport that answers from a script: a status (failure) or a response, per call. */
function scripted(script: (number | 'ok' | 'duplicate')[]) {
  const bodies: string[] = [];
  const send = async (body: string) => {
    bodies.push(body);
    const step = script.shift() ?? 'ok';
    const { batchId } = JSON.parse(body) as { batchId: string };
    if (step === 'ok' || step === 'duplicate') return ok(batchId, step === 'duplicate');
    throw new AgentApiFailure(step === 0 ? 'Cannot reach server: ECONNREFUSED' : `${step} error`, step, [
      { path: 'files.0.path', message: 'Too long' },
    ]);
  };
  return { send, bodies, sentIds: () => bodies.map((b) => (JSON.parse(b) as { batchId: string }).batchId) };
}

function options(queue: DiskQueue, send: UploaderOptions['send'], extra: Partial<UploaderOptions> = {}) {
  const waits: number[] = [];
  return {
    waits,
    options: {
      queue,
      send,
      backoff: { baseMs: 100, maxMs: 1_000 },
      maxAttempts: 5,
      random: () => 1,
      wait: async (ms: number) => {
        waits.push(ms);
        return true;
      },
      ...extra,
    } satisfies UploaderOptions,
  };
}

describe('drainQueue', () => {
  it('sends batches oldest first, byte for byte, and removes each once acknowledged', async () => {
    const { queue, ids } = await queueWith(3);
    const transport = scripted([]);
    const result = await drainQueue(options(queue, transport.send).options);
    expect(transport.sentIds()).toEqual(ids);
    expect(result).toMatchObject({ sent: 3, duplicates: 0, deadLettered: 0, stoppedBy: null });
    expect(await queue.length()).toBe(0);
  });

  it('retries network errors and 5xx with growing waits, without letting later batches overtake', async () => {
    const { queue, ids } = await queueWith(2);
    const transport = scripted([0, 503, 'ok', 'ok']);
    const { options: opts, waits } = options(queue, transport.send);
    const result = await drainQueue(opts);
    expect(transport.sentIds()).toEqual([ids[0], ids[0], ids[0], ids[1]]);
    expect(waits).toEqual([100, 200]);
    expect(result.sent).toBe(2);
  });

  it('counts batches the server had already applied (a resend after a crash)', async () => {
    const { queue } = await queueWith(2);
    const result = await drainQueue(options(queue, scripted(['duplicate', 'ok']).send).options);
    expect(result).toMatchObject({ sent: 2, duplicates: 1 });
  });

  it('moves a batch the server rejects as invalid to the dead-letter folder and carries on', async () => {
    const { queue, ids } = await queueWith(3);
    const transport = scripted(['ok', 400, 'ok']);
    const events: string[] = [];
    const result = await drainQueue(
      options(queue, transport.send, { onEvent: (e) => events.push(e.type) }).options,
    );
    expect(transport.sentIds()).toEqual(ids);
    expect(result).toMatchObject({ sent: 2, deadLettered: 1, stoppedBy: null });
    expect(events).toEqual(['sent', 'dead-lettered', 'sent']);
    expect(await DiskQueue.inspect(queue.dir, queue.deadLetterDir)).toEqual({ queued: 0, deadLetters: 1 });
  });

  it('stops at a refused credential and keeps every batch', async () => {
    const { queue } = await queueWith(2);
    const result = await drainQueue(options(queue, scripted([401]).send).options);
    expect(result.stoppedBy).toBe('refused');
    expect(await queue.length()).toBe(2);
  });

  it('gives up after the allowed attempts and keeps the batch for next time', async () => {
    const { queue } = await queueWith(1);
    const transport = scripted([0, 0, 0, 0, 0, 0]);
    const { options: opts, waits } = options(queue, transport.send, { maxAttempts: 3 });
    const result = await drainQueue(opts);
    expect(result.stoppedBy).toBe('unreachable');
    expect(transport.bodies).toHaveLength(3);
    expect(waits).toHaveLength(2);
    expect(await queue.length()).toBe(1);
  });

  it('stops at once when aborted, leaving the queue as it was', async () => {
    const { queue } = await queueWith(2);
    const controller = new AbortController();
    controller.abort();
    const result = await drainQueue(options(queue, scripted([]).send).options, controller.signal);
    expect(result.stoppedBy).toBe('aborted');
    expect(await queue.length()).toBe(2);
  });
});

describe('BackgroundUploader', () => {
  it('sends what is queued while it runs, and finish() drains the rest', async () => {
    const { queue } = await queueWith(1);
    const transport = scripted([]);
    const uploader = new BackgroundUploader(options(queue, transport.send).options);
    uploader.start();
    const late = randomUUID();
    await queue.enqueue({ batchId: late, sentAt: new Date().toISOString() });
    uploader.notify();
    const result = await uploader.finish();
    expect(result.sent).toBe(2);
    expect(transport.sentIds()).toContain(late);
    expect(await queue.length()).toBe(0);
  });

  it('after giving up on an unreachable server, tries again only at finish()', async () => {
    const { queue } = await queueWith(1);
    const transport = scripted([0, 0, 'ok', 'ok']);
    const uploader = new BackgroundUploader(options(queue, transport.send, { maxAttempts: 2 }).options);
    uploader.start();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(uploader.stoppedBy).toBe('unreachable');
    await queue.enqueue({ batchId: randomUUID(), sentAt: new Date().toISOString() });
    uploader.notify();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(transport.bodies).toHaveLength(2);
    const result = await uploader.finish();
    expect(result.sent).toBe(2);
    expect(result.stoppedBy).toBeNull();
  });
});
