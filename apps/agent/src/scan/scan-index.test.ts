import { promises as fs } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTempDirs } from '../test-support/temp-dir.js';
import { ScanIndex, type IndexEntry } from './scan-index.js';

const tempDir = useTempDirs();
const owner = { server: 'http://localhost:4000/', deviceId: 7 };

const entry = (size: number): IndexEntry => ({
  size,
  mtimeMs: 1,
  hash: null,
  policyVersion: 'v1',
  ino: size,
  found: { '3': size },
});

describe('ScanIndex', () => {
  it('survives a restart: snapshot plus journal', async () => {
    const dir = await tempDir();
    const index = await ScanIndex.open(dir, owner);
    await index.commit([
      { path: '/d/a', entry: entry(1) },
      { path: '/d/b', entry: entry(2) },
    ]);
    await index.commit([{ path: '/d/a', entry: null }]);
    const reopened = await ScanIndex.open(dir, owner);
    expect(reopened.size).toBe(1);
    expect(reopened.get('/d/b')).toEqual(entry(2));
    expect(reopened.get('/d/a')).toBeUndefined();
  });

  it('ignores a journal line torn by a crash', async () => {
    const dir = await tempDir();
    const index = await ScanIndex.open(dir, owner);
    await index.commit([{ path: '/d/a', entry: entry(1) }]);
    await fs.appendFile(path.join(dir, 'journal.jsonl'), '{"path":"/d/b","entry":{"si');
    const reopened = await ScanIndex.open(dir, owner);
    expect([...reopened.entries()].map(([p]) => p)).toEqual(['/d/a']);
  });

  it('compacts the journal into the snapshot', async () => {
    const dir = await tempDir();
    const index = await ScanIndex.open(dir, owner);
    await index.commit([{ path: '/d/a', entry: entry(1) }]);
    await index.compact();
    expect(await fs.readFile(path.join(dir, 'journal.jsonl'), 'utf8')).toBe('');
    expect((await ScanIndex.open(dir, owner)).get('/d/a')).toEqual(entry(1));
  });

  it('starts empty for another server or device', async () => {
    const dir = await tempDir();
    const index = await ScanIndex.open(dir, owner);
    await index.commit([{ path: '/d/a', entry: entry(1) }]);
    await index.compact();
    expect((await ScanIndex.open(dir, { ...owner, deviceId: 8 })).size).toBe(0);
  });

  it('lists paths under a root without matching sibling prefixes', async () => {
    const index = await ScanIndex.open(await tempDir(), owner);
    await index.commit(['/d/a', '/d/sub/b', '/dx/c', '/d'].map((p) => ({ path: p, entry: entry(1) })));
    expect(index.pathsUnder('/d').sort()).toEqual(['/d', '/d/a', '/d/sub/b']);
  });
});

describe('ScanIndex on disk', () => {
  const many = (dirs: number, perDir: number) =>
    Array.from({ length: dirs * perDir }, (_, i) => ({
      path: `/root/dir${Math.floor(i / perDir)}/file${i % perDir}.txt`,
      entry: entry(i),
    }));

  it('keeps only a bounded part of the entries in memory, and finds every one', async () => {
    const dir = await tempDir();
    const index = await ScanIndex.open(dir, owner, { cachedEntries: 100 });
    const changes = many(200, 10);
    for (let i = 0; i < changes.length; i += 50) await index.commit(changes.slice(i, i + 50));
    expect(index.size).toBe(2000);
    expect(index.cachedEntryCount).toBeLessThanOrEqual(100);
    for (const change of changes) expect(index.get(change.path)).toEqual(change.entry);
    expect(index.cachedEntryCount).toBeLessThanOrEqual(100);
    expect([...index.entries()]).toHaveLength(2000);
    expect(index.pathsUnder('/root/dir7').sort()).toEqual(
      Array.from({ length: 10 }, (_, i) => `/root/dir7/file${i}.txt`).sort(),
    );

    await index.commit([{ path: '/root/dir3/file1.txt', entry: null }]);
    await index.compact();
    const reopened = await ScanIndex.open(dir, owner, { cachedEntries: 100 });
    expect(reopened.size).toBe(1999);
    expect(reopened.get('/root/dir3/file1.txt')).toBeUndefined();
    expect(reopened.get('/root/dir199/file9.txt')).toEqual(entry(1999));
  });

  it('after a crash (journal not folded in, some shards written), replays the journal and counts again', async () => {
    const dir = await tempDir();
    const index = await ScanIndex.open(dir, owner, { cachedEntries: 50 });
    await index.commit(many(30, 10));
    // No compact: the process dies here, with shards written on eviction and a full journal.
    const reopened = await ScanIndex.open(dir, owner, { cachedEntries: 50 });
    expect(reopened.size).toBe(300);
    expect(reopened.get('/root/dir29/file9.txt')).toEqual(entry(299));
    expect(await fs.readFile(path.join(dir, 'journal.jsonl'), 'utf8')).toBe('');
  });

  it('migrates the whole-JSON index of an earlier agent, with its journal', async () => {
    const dir = await tempDir();
    await fs.writeFile(
      path.join(dir, 'snapshot.json'),
      JSON.stringify({ version: 1, owner, files: { '/d/a': entry(1), '/d/b': entry(2) } }),
    );
    await fs.writeFile(
      path.join(dir, 'journal.jsonl'),
      `${JSON.stringify({ path: '/d/b', entry: null })}\n${JSON.stringify({ path: '/e/c', entry: entry(3) })}\n`,
    );
    const peek = await ScanIndex.open(dir, owner, { readOnly: true });
    expect(peek.size).toBe(2);
    const index = await ScanIndex.open(dir, owner);
    expect(index.size).toBe(2);
    expect(index.get('/d/a')).toEqual(entry(1));
    expect(index.get('/e/c')).toEqual(entry(3));
    await expect(fs.access(path.join(dir, 'snapshot.json'))).rejects.toThrow();
    expect((await ScanIndex.open(dir, owner)).get('/e/c')).toEqual(entry(3));
  });
});
