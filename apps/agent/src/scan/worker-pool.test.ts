import { createHash } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { AgentWorkerMessages } from '@vigil/contracts';
import { HANG_MARKER, OOM_MARKER } from '../test-support/misbehaving-markers.js';
import { useTempDirs } from '../test-support/temp-dir.js';
import type { AnalyzeRequest } from './analyze-file.js';
import { createInlineAnalyzer, createWorkerPool, type Analyzer } from './worker-pool.js';

const tempDir = useTempDirs();
const pools: Analyzer[] = [];
afterEach(async () => {
  await Promise.all(pools.splice(0).map((pool) => pool.close()));
});

const request = (file: string, knownHash: string | null = null): AnalyzeRequest => ({
  path: file,
  extension: 'txt',
  knownHash,
  parseAsText: false,
  isRemovable: false,
});

describe.each([
  ['worker threads', () => createWorkerPool(2, { classifiers: [], deviceId: 1 })],
  ['inline', async () => createInlineAnalyzer({ classifiers: [], deviceId: 1 })],
])('analysis in %s', (_name, create) => {
  it('reads, hashes and analyses a file; the same content again is recognised by its hash', async () => {
    const pool = await create();
    pools.push(pool);
    const file = path.join(await tempDir(), 'a.txt');
    await fs.writeFile(file, 'hello agent');
    const hash = createHash('sha256').update('hello agent').digest('hex');
    const first = await pool.analyze(request(file));
    expect(first).toMatchObject({ kind: 'analyzed', hash, bytes: 11 });
    expect(await pool.analyze(request(file, hash))).toEqual({ kind: 'same', hash, bytes: 11 });
  });

  it('says a file vanished instead of failing', async () => {
    const pool = await create();
    pools.push(pool);
    expect(await pool.analyze(request(path.join(await tempDir(), 'missing.txt')))).toEqual({ kind: 'gone' });
  });

  it('analyses many files at once and takes a new policy between them', async () => {
    const pool = await create();
    pools.push(pool);
    const dir = await tempDir();
    const files = await Promise.all(
      Array.from({ length: 12 }, async (_, i) => {
        const file = path.join(dir, `${i}.txt`);
        await fs.writeFile(file, `content ${i}`);
        return file;
      }),
    );
    const results = await Promise.all(files.map((file) => pool.analyze(request(file))));
    expect(results.map((r) => r.kind)).toEqual(Array(12).fill('analyzed'));
    await pool.configure({ classifiers: [], deviceId: 2 });
    expect((await pool.analyze(request(files[0] as string))).kind).toBe('analyzed');
  });
});

describe('analysis limits', () => {
  const entry = new URL('../test-support/misbehaving-worker-entry.mjs', import.meta.url);

  it('stops a file that runs past the time limit, replaces the worker and analyses the files queued behind it', async () => {
    const pool = await createWorkerPool(1, { classifiers: [], deviceId: 1 }, { entry, fileTimeoutMs: 1500 });
    pools.push(pool);
    const dir = await tempDir();
    const hang = path.join(dir, `${HANG_MARKER}.txt`);
    const after = [path.join(dir, 'b.txt'), path.join(dir, 'c.txt')];
    for (const file of [hang, ...after]) await fs.writeFile(file, 'text');
    const results = await Promise.all([hang, ...after].map((file) => pool.analyze(request(file))));
    expect(results[0]).toEqual({
      kind: 'stopped',
      parseResult: 'CANCELED',
      description: AgentWorkerMessages.timedOut(1500),
    });
    expect(results.slice(1).map((r) => r.kind)).toEqual(['analyzed', 'analyzed']);
    expect((await pool.analyze(request(after[0] as string))).kind).toBe('analyzed');
  }, 30_000);

  it('stops a file whose analysis exhausts the worker heap, and goes on', async () => {
    const pool = await createWorkerPool(
      1,
      { classifiers: [], deviceId: 1 },
      { entry, resourceLimits: { maxOldGenerationSizeMb: 64, maxYoungGenerationSizeMb: 8 } },
    );
    pools.push(pool);
    const dir = await tempDir();
    const oom = path.join(dir, `${OOM_MARKER}.txt`);
    const next = path.join(dir, 'next.txt');
    for (const file of [oom, next]) await fs.writeFile(file, 'text');
    const results = await Promise.all([oom, next].map((file) => pool.analyze(request(file))));
    expect(results[0]).toEqual({
      kind: 'stopped',
      parseResult: 'CANCELED',
      description: AgentWorkerMessages.outOfMemory(64),
    });
    expect(results[1]?.kind).toBe('analyzed');
  }, 60_000);
});
