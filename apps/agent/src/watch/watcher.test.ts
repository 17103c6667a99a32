import { promises as fs } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { useTempDirs } from '../test-support/temp-dir.js';
import { watchFolders, type FolderWatcher } from './watcher.js';

const tempDir = useTempDirs();
const open: FolderWatcher[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((watcher) => watcher.close()));
});

async function until(check: () => boolean, what: string) {
  const deadline = Date.now() + 15_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

describe.each([
  ['native', false],
  ['fs.watch', true],
])('watchFolders (%s)', (kind, useFsWatch) => {
  it('sees files created, renamed and deleted in nested folders, and nothing in ignored ones', async () => {
    const root = await tempDir();
    const deep = path.join(root, 'a', 'b', 'c');
    const ignoredDir = path.join(root, 'state');
    await fs.mkdir(deep, { recursive: true });
    await fs.mkdir(ignoredDir);
    const seen = new Set<string>();
    const errors: Error[] = [];
    const warnings: string[] = [];
    const watcher = await watchFolders([root], {
      ignore: [ignoredDir],
      onPath: (file) => seen.add(file),
      onError: (_root, error) => errors.push(error),
      onWarning: (message) => warnings.push(message),
      useFsWatch,
    });
    open.push(watcher);
    expect(watcher.kind).toBe(kind);
    expect(warnings).toEqual([]);

    const created = path.join(deep, 'new.txt');
    const renamed = path.join(deep, 'renamed.txt');
    const doomed = path.join(root, 'a', 'doomed.txt');
    await fs.writeFile(doomed, 'x');
    await fs.writeFile(path.join(ignoredDir, 'private.txt'), 'x');
    await fs.writeFile(created, 'hello');
    await until(() => seen.has(created) && seen.has(doomed), 'the created files');
    // Forgotten before the deletion: its event may be handled before fs.rm's promise settles.
    seen.delete(doomed);
    await fs.rename(created, renamed);
    await fs.rm(doomed);
    await until(() => seen.has(renamed) && seen.has(doomed), 'the rename and the deletion');
    expect([...seen].filter((file) => file.startsWith(ignoredDir))).toEqual([]);
    expect(errors).toEqual([]);
  }, 30_000);
});
