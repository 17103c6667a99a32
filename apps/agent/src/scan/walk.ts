import type { Dirent, Stats } from 'node:fs';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { isNodeError } from '../state/json-file.js';

export interface WalkedFile {
  path: string;
  stats: Stats;
}

export interface WalkOptions {
  followSymlinks: boolean;
  /** Paths never entered (the agent's own state folder when it sits under a scanned root). */
  ignore: readonly string[];
  onUnreadableDir?: (dir: string, error: NodeJS.ErrnoException) => void;
  onSkipped?: (file: string, reason: 'symlink' | 'loop' | 'special') => void;
  signal?: AbortSignal;
  /** How folders are listed (fs.promises.readdir); replaced in tests to simulate refusals. */
  readdir?: (dir: string) => Promise<Dirent[]>;
}

const STAT_CONCURRENCY = 32;

/**
 * Yields the regular files below the roots, depth first. Unreadable folders are reported and
 * skipped; files that vanish mid-walk are skipped; followed symlinks never loop (folders are
 * recognised by device and inode).
 */
export async function* walkFiles(roots: readonly string[], options: WalkOptions): AsyncGenerator<WalkedFile> {
  const readdir = options.readdir ?? ((dir: string) => fs.readdir(dir, { withFileTypes: true }));
  const visited = new Set<string>();
  const ignored = new Set(options.ignore.map((p) => path.resolve(p)));

  for (const root of roots) {
    const rootStats = await statOrNull(path.resolve(root));
    if (!rootStats) {
      options.onUnreadableDir?.(root, Object.assign(new Error('not found'), { code: 'ENOENT' }));
      continue;
    }
    if (rootStats.isFile()) {
      yield { path: path.resolve(root), stats: rootStats };
      continue;
    }
    const stack = [path.resolve(root)];
    while (stack.length > 0) {
      if (options.signal?.aborted) return;
      const dir = stack.pop() as string;
      if (ignored.has(dir)) continue;
      const dirStats = await statOrNull(dir);
      if (!dirStats) continue;
      const key = `${dirStats.dev}:${dirStats.ino}`;
      if (visited.has(key)) {
        options.onSkipped?.(dir, 'loop');
        continue;
      }
      visited.add(key);

      let dirents: Dirent[];
      try {
        dirents = await readdir(dir);
      } catch (error) {
        if (isNodeError(error, 'ENOENT', 'ENOTDIR')) continue;
        if (isNodeError(error)) options.onUnreadableDir?.(dir, error);
        continue;
      }
      dirents.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));

      const candidates: string[] = [];
      const subdirs: string[] = [];
      for (const dirent of dirents) {
        const full = path.join(dir, dirent.name);
        if (dirent.isDirectory()) subdirs.push(full);
        else if (dirent.isFile()) candidates.push(full);
        else if (dirent.isSymbolicLink()) {
          if (options.followSymlinks) candidates.push(full);
          else options.onSkipped?.(full, 'symlink');
        } else options.onSkipped?.(full, 'special');
      }

      for (let i = 0; i < candidates.length; i += STAT_CONCURRENCY) {
        const chunk = candidates.slice(i, i + STAT_CONCURRENCY);
        const stats = await Promise.all(chunk.map((file) => statOrNull(file)));
        for (let j = 0; j < chunk.length; j += 1) {
          const file = chunk[j] as string;
          const fileStats = stats[j];
          if (!fileStats) continue;
          if (fileStats.isFile()) yield { path: file, stats: fileStats };
          else if (fileStats.isDirectory()) subdirs.push(file);
          else options.onSkipped?.(file, 'special');
        }
      }
      // Reversed so that popping visits sub-folders in name order.
      for (let i = subdirs.length - 1; i >= 0; i -= 1) stack.push(subdirs[i] as string);
    }
  }
}

async function statOrNull(file: string): Promise<Stats | null> {
  try {
    return await fs.stat(file);
  } catch (error) {
    if (isNodeError(error)) return null;
    throw error;
  }
}
