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
