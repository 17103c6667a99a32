import { statSync, watch, type FSWatcher } from 'node:fs';
import path from 'node:path';

export interface FolderWatcher {
  close(): void;
}

/**
 * Watches the roots recursively and passes every absolute path that something happened to.
 * fs.watch says only "rename" or "change" and names no process; the correlator works out the rest.
 */
export function watchFolders(
  roots: readonly string[],
  options: {
    ignore: readonly string[];
    onPath: (file: string) => void;
    onError: (root: string, error: Error) => void;
  },
): FolderWatcher {
  const ignored = options.ignore.map((dir) => path.resolve(dir));
  const isIgnored = (file: string) => ignored.some((dir) => file === dir || file.startsWith(dir + path.sep));
  const watchers: FSWatcher[] = [];
  for (const root of roots.map((r) => path.resolve(r))) {
    try {
      // A single file is watched through its folder, filtered to its name.
      const single = statSync(root).isFile() ? path.basename(root) : null;
      const folder = single ? path.dirname(root) : root;
      const watcher = watch(folder, { recursive: !single, persistent: true }, (_type, filename) => {
        if (!filename) return;
        const name = filename.toString();
        if (single && name !== single) return;
        const file = path.join(folder, name);
        if (!isIgnored(file)) options.onPath(file);
      });
      watcher.on('error', (error) => options.onError(root, error));
      watchers.push(watcher);
    } catch (error) {
      options.onError(root, error as Error);
    }
  }
  return {
    close() {
      for (const watcher of watchers) watcher.close();
    },
  };
}
