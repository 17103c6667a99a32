import { promises as fs } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { AgentWorkerMessages, type BatchRequest } from '@vigil/contracts';
import { DiskQueue } from '../queue/disk-queue.js';
import { HANG_MARKER } from '../test-support/misbehaving-markers.js';
import { CARD, countingAnalyzer } from '../test-support/counting-analyzer.js';
import { testPolicy } from '../test-support/policy.js';
import { useTempDirs } from '../test-support/temp-dir.js';
import { ScanIndex } from './scan-index.js';
import { createWorkerPool, type Analyzer } from './worker-pool.js';
import { scanRoots, type ScanSettings } from './scanner.js';

const tempDir = useTempDirs();

async function setup() {
  const root = await tempDir();
  const data = path.join(root, 'data');
  const state = path.join(root, 'state');
  await fs.mkdir(data);
  const queue = await DiskQueue.open(path.join(state, 'queue'), path.join(state, 'dead-letter'));
  const index = await ScanIndex.open(path.join(state, 'index'), { server: 'http://s/', deviceId: 7 });
  const { analyzer, requests } = countingAnalyzer();
  const write = (name: string, content: string) => fs.writeFile(path.join(data, name), content);

  const scan = async (extra: Partial<ScanSettings> = {}, using: Analyzer = analyzer) => {
    const before = new Set((await queue.list()).map((item) => item.batchId));
    const summary = await scanRoots(
      {
        roots: [data],
        policy: testPolicy(),
        device: null,
        maxFileBytes: 1024 * 1024,
        full: false,
        followSymlinks: false,
        ignore: [state],
        driveContext: { platform: 'linux', mounts: [], windowsDrives: new Map(), removableRoots: [] },
        ...extra,
      },
      { index, queue, analyzer: using, ownerOf: () => 'ann' },
    );
    const batches: BatchRequest[] = [];
    for (const item of await queue.list()) {
      if (!before.has(item.batchId)) batches.push(JSON.parse((await queue.read(item)).body) as BatchRequest);
    }
    return {
      summary,
      batches,
      sent: batches.flatMap((b) => (b.files ?? []).map((f) => path.basename(f.path))).sort(),
      deleted: batches.flatMap((b) => (b.deletedPaths ?? []).map((p) => path.basename(p))),
    };
  };
  return { data, state, queue, index, requests, write, scan };
}

describe('scanRoots', () => {
  it('reports every file once with its entries, and remembers them', async () => {
    const t = await setup();
    await t.write('cards.txt', `pay ${CARD} and ${CARD}`);
    await t.write('plain.txt', 'nothing here');
    const { summary, sent, batches } = await t.scan();
    expect(sent).toEqual(['cards.txt', 'plain.txt']);
    const cards = batches.flatMap((b) => b.files ?? []).find((f) => f.path.endsWith('cards.txt'));
    expect(cards?.entries).toEqual([{ classifierId: 1, count: 2, samples: ['4111 **** **** 1111'] }]);
    expect(cards?.owner).toBe('ann');
    expect(summary).toMatchObject({
      filesSeen: 2,
      filesScanned: 2,
      filesReported: 2,
      sensitiveFiles: 1,
      filesIndexed: 2,
      entriesByClassifier: [{ classifierId: 1, name: 'Card numbers', entries: 2, files: 1 }],
    });
    expect(t.index.size).toBe(2);
    expect(batches.at(-1)?.heartbeat).toEqual({ scanTotalFiles: 2, scanDoneFiles: 2 });
  });

  it('does not read or send unchanged files again', async () => {
    const t = await setup();
    await t.write('a.txt', CARD);
    await t.scan();
    const again = await t.scan();
    expect(again.batches).toEqual([]);
    expect(again.summary).toMatchObject({ filesUnchanged: 1, filesScanned: 0, sensitiveFiles: 1 });
    expect(t.requests).toHaveLength(1);
  });

  it('reads a touched file but does not send the same content again', async () => {
    const t = await setup();
    await t.write('a.txt', CARD);
    await t.scan();
    const later = new Date(Date.now() + 60_000);
    await fs.utimes(path.join(t.data, 'a.txt'), later, later);
    const touched = await t.scan();
    expect(touched.batches).toEqual([]);
    expect(touched.summary.filesSameContent).toBe(1);
    const third = await t.scan();
    expect(third.summary.filesUnchanged).toBe(1);
  });

  it('sends a file whose content changed, and the deletion of a removed file', async () => {
    const t = await setup();
    await t.write('a.txt', CARD);
    await t.write('b.txt', 'b');
    await t.scan();
    await t.write('a.txt', `${CARD} ${CARD} ${CARD} changed`);
    await fs.rm(path.join(t.data, 'b.txt'));
    const next = await t.scan();
    expect(next.sent).toEqual(['a.txt']);
    expect(next.deleted).toEqual(['b.txt']);
    expect(next.summary.entriesByClassifier[0]?.entries).toBe(3);
    expect(t.index.get(path.join(t.data, 'b.txt'))).toBeUndefined();
  });

  it('reads and sends everything again under a new policy version', async () => {
    const t = await setup();
    await t.write('a.txt', CARD);
    await t.scan();
    const next = await t.scan({ policy: testPolicy({ policyVersion: 'v2' }) });
    expect(next.sent).toEqual(['a.txt']);
    expect(t.requests.at(-1)?.knownHash).toBeNull();
  });

  it('skips excluded extensions and tells the server about ones it had before', async () => {
    const t = await setup();
    await t.write('a.log', CARD);
    await t.write('b.txt', CARD);
    await t.scan();
    const next = await t.scan({ policy: testPolicy({ policyVersion: 'v2', excludedExtensions: ['.LOG'] }) });
    expect(next.sent).toEqual(['b.txt']);
    expect(next.deleted).toEqual(['a.log']);
    expect(next.summary.filesSkipped).toBe(1);
  });

  it('reports files over the size limit as TOO_LARGE without reading them', async () => {
    const t = await setup();
    await t.write('big.txt', 'x'.repeat(2048));
    const { batches } = await t.scan({ maxFileBytes: 1024 });
    expect(batches[0]?.files?.[0]).toMatchObject({ parseResult: 'TOO_LARGE', contentHash: null, size: 2048 });
    expect(t.requests).toHaveLength(0);
  });

  it('never scans its own state folder', async () => {
    const t = await setup();
    const state = path.join(t.data, '.vigil');
    await fs.mkdir(state);
    await fs.writeFile(path.join(state, 'registration.json'), '{}');
    await t.write('a.txt', 'a');
    const { sent } = await t.scan({ ignore: [state] });
    expect(sent).toEqual(['a.txt']);
  });

  it('advances the index only for files whose batch reached the disk', async () => {
    const t = await setup();
    for (let i = 0; i < 5; i += 1) await t.write(`f${i}.txt`, `file ${i}`);
    const failing = {
      enqueue: async () => {
        throw new Error('disk full');
      },
    };
    await expect(
      scanRoots(
        {
          roots: [t.data],
          policy: testPolicy(),
          device: null,
          maxFileBytes: 1024,
          full: false,
          followSymlinks: false,
          ignore: [],
          driveContext: { platform: 'linux', mounts: [], windowsDrives: new Map(), removableRoots: [] },
        },
        { index: t.index, queue: failing, analyzer: countingAnalyzer().analyzer, ownerOf: () => '' },
      ),
    ).rejects.toThrow('disk full');
    expect(t.index.size).toBe(0);
    const retry = await t.scan();
    expect(retry.sent).toHaveLength(5);
  });

  it('reports the files of a scanned folder that was removed as deleted', async () => {
    const t = await setup();
    const sub = path.join(t.data, 'sub');
    await fs.mkdir(sub);
    await fs.writeFile(path.join(sub, 'a.txt'), CARD);
    await t.scan({ roots: [sub] });
    await fs.rm(sub, { recursive: true });
    const next = await t.scan({ roots: [sub] });
    expect(next.deleted).toEqual(['a.txt']);
  });
});

describe('scanRoots with a file that hangs the extractor', () => {
  it('reports it as CANCELED once, goes on with the others, and does not try it again unchanged', async () => {
    const t = await setup();
    const analyzer = await createWorkerPool(
      1,
      { classifiers: testPolicy().classifiers, deviceId: 7 },
      {
        entry: new URL('../test-support/misbehaving-worker-entry.mjs', import.meta.url),
        fileTimeoutMs: 1500,
      },
    );
    try {
      await t.write(`${HANG_MARKER}.txt`, 'anything');
      await t.write('after.txt', CARD);
      const first = await t.scan({}, analyzer);
      expect(first.summary).toMatchObject({ filesStopped: 1, filesScanned: 1, filesReported: 2 });
      const files = first.batches.flatMap((b) => b.files ?? []);
      expect(files.find((f) => f.path.includes(HANG_MARKER))).toMatchObject({
        parseResult: 'CANCELED',
        brokenDescription: AgentWorkerMessages.timedOut(1500),
      });
      expect(files.find((f) => f.path.endsWith('after.txt'))?.parseResult).toBe('OK');
      const second = await t.scan({}, analyzer);
      expect(second.summary).toMatchObject({ filesStopped: 0, filesUnchanged: 2 });
    } finally {
      await analyzer.close();
    }
  }, 60_000);
});
