import { promises as fs } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTempDirs } from '../test-support/temp-dir.js';
import { walkFiles, type WalkOptions } from './walk.js';

const tempDir = useTempDirs();

async function tree(root: string, files: Record<string, string>) {
  for (const [name, content] of Object.entries(files)) {
    await fs.mkdir(path.dirname(path.join(root, name)), { recursive: true });
    await fs.writeFile(path.join(root, name), content);
  }
}

async function walk(roots: string[], options: Partial<WalkOptions> = {}) {
  const skipped: string[] = [];
  const unreadable: string[] = [];
  const files: string[] = [];
  for await (const file of walkFiles(roots, {
    followSymlinks: false,
    ignore: [],
    onSkipped: (p, reason) => skipped.push(`${reason}:${path.basename(p)}`),
    onUnreadableDir: (dir) => unreadable.push(dir),
    ...options,
  })) {
    files.push(file.path);
  }
  return { files, skipped, unreadable };
}

describe('walkFiles', () => {
  it("yields a folder's files, then its sub-folders', depth first, in name order", async () => {
    const root = await tempDir();
    await tree(root, { 'b.txt': 'b', 'a/z.txt': 'z', 'a/y/x.txt': 'x', 'c/d.txt': 'd' });
    const { files } = await walk([root]);
    expect(files.map((f) => path.relative(root, f))).toEqual(['b.txt', 'a/z.txt', 'a/y/x.txt', 'c/d.txt']);
  });

  it('accepts files as roots', async () => {
    const root = await tempDir();
    await tree(root, { 'keep/a.txt': 'a', 'single.txt': 's' });
    const { files } = await walk([path.join(root, 'keep'), path.join(root, 'single.txt')]);
    expect(files.map((f) => path.relative(root, f))).toEqual(['keep/a.txt', 'single.txt']);
  });

  it('leaves out ignored folders (the agent state under a scanned root)', async () => {
    const root = await tempDir();
    await tree(root, { 'a.txt': 'a', 'state/queue/b.json': 'b' });
    const { files } = await walk([root], { ignore: [path.join(root, 'state')] });
    expect(files.map((f) => path.relative(root, f))).toEqual(['a.txt']);
  });

  it('skips symbolic links by default', async () => {
    const root = await tempDir();
    await tree(root, { 'real/a.txt': 'a' });
    await fs.symlink(path.join(root, 'real'), path.join(root, 'link'));
    const { files, skipped } = await walk([root]);
    expect(files.map((f) => path.relative(root, f))).toEqual(['real/a.txt']);
    expect(skipped).toEqual(['symlink:link']);
  });

  it('follows symbolic links on request without looping', async () => {
    const root = await tempDir();
    await tree(root, { 'd/a.txt': 'a' });
    await fs.symlink(root, path.join(root, 'd', 'loop'));
    const { files, skipped } = await walk([root], { followSymlinks: true });
    expect(files.map((f) => path.relative(root, f))).toEqual(['d/a.txt']);
    expect(skipped).toEqual(['loop:loop']);
  });

  it('reports a missing root and carries on', async () => {
    const root = await tempDir();
    await tree(root, { 'a.txt': 'a' });
    const { files, unreadable } = await walk([path.join(root, 'missing'), root]);
    expect(files).toHaveLength(1);
    expect(unreadable).toEqual([path.join(root, 'missing')]);
  });

  it('reports an unreadable folder and carries on', async () => {
    const root = await tempDir();
    await tree(root, { 'open/a.txt': 'a', 'closed/b.txt': 'b' });
    const closed = path.join(root, 'closed');
    // chmod cannot lock root out (the CI runs as root), so the refusal comes from the listing itself.
    const readdir = async (dir: string) => {
      if (dir === closed)
        throw Object.assign(new Error(`EACCES: permission denied, scandir '${dir}'`), { code: 'EACCES' });
      return fs.readdir(dir, { withFileTypes: true });
    };
    const { files, unreadable } = await walk([root], { readdir });
    expect(files.map((f) => path.relative(root, f))).toEqual(['open/a.txt']);
    expect(unreadable).toEqual([closed]);
  });
});
