// eslint-disable-next-line @typescript-eslint/triple-slash-reference -- the projects that compile the agent's sources (server, bench) see these types only so
/// <reference path="./parcel-watcher-wrapper.d.ts" />
import { existsSync, statSync, watch, type FSWatcher } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type * as ParcelWatcherModule from '@parcel/watcher';
import { createWrapper } from '@parcel/watcher/wrapper.js';

export interface FolderWatcher {
  /** native: @parcel/watcher; fs.watch: Node's, one watch per folder (the fallback). */
  readonly kind: 'native' | 'fs.watch';
  close(): Promise<void>;
}

export interface WatchOptions {
  ignore: readonly string[];
  onPath: (file: string) => void;
  onError: (root: string, error: Error) => void;
  /** Told when the native watcher cannot be loaded and fs.watch is used instead. */
  onWarning?: (message: string) => void;
  /** Tests: force the fallback. */
  useFsWatch?: boolean;
}

type ParcelWatcher = typeof ParcelWatcherModule;

/** @parcel/watcher's name for this machine's prebuilt binary (its packages' suffix). */
export function nativeWatcherName(): string {
  const base = `${process.platform}-${process.arch}`;
  if (process.platform !== 'linux') return base;
  const report = process.report.getReport() as { header?: { glibcVersionRuntime?: string } };
  return `${base}-${report.header?.glibcVersionRuntime ? 'glibc' : 'musl'}`;
}

const asError = (error: unknown) => (error instanceof Error ? error : new Error(String(error)));

/**
 * An installed agent finds the binary the installer put in lib/native/ beside the bundle (the
 * bundle's import.meta.url is lib/vigil-agent.mjs); run from the sources, the npm package is used.
 */
async function loadNative(): Promise<ParcelWatcher | Error> {
  const beside = fileURLToPath(new URL(`./native/watcher-${nativeWatcherName()}.node`, import.meta.url));
  if (existsSync(beside)) {
    try {
      return createWrapper(createRequire(import.meta.url)(beside)) as ParcelWatcher;
    } catch (error) {
      return asError(error);
    }
  }
  try {
    return await import('@parcel/watcher');
  } catch (error) {
    return asError(error);
  }
}

/**
 * Watches the roots recursively and passes every absolute path that something happened to. Neither
 * watcher names a process, and a rename arrives as two paths: the correlator works out the rest.
 */
export async function watchFolders(roots: readonly string[], options: WatchOptions): Promise<FolderWatcher> {
  const ignored = options.ignore.map((dir) => path.resolve(dir));
  const isIgnored = (file: string) => ignored.some((dir) => file === dir || file.startsWith(dir + path.sep));
  const targets = roots
    .map((r) => path.resolve(r))
    .map((root) => {
      try {
        // A single file is watched through its folder, filtered to its name.
        const single = statSync(root).isFile();
        return { root, folder: single ? path.dirname(root) : root, single };
      } catch (error) {
        options.onError(root, error as Error);
        return null;
      }
    });
  const accept = (target: { root: string; single: boolean }, file: string) => {
    if (target.single && file !== target.root) return;
    if (!isIgnored(file)) options.onPath(file);
  };

  const native = options.useFsWatch ? new Error('fs.watch asked for') : await loadNative();
  if (native instanceof Error) {
    if (!options.useFsWatch) {
      options.onWarning?.(`native file watcher unavailable (${native.message}); using fs.watch`);
    }
    return watchWithFs(targets, accept, options);
  }

  const subscriptions: { unsubscribe(): Promise<void> }[] = [];
  for (const target of targets) {
    if (!target) continue;
    try {
      subscriptions.push(
        await native.subscribe(
          target.folder,
          (error, events) => {
            if (error) options.onError(target.root, error);
            for (const event of events) accept(target, event.path);
          },
          { ignore: ignored.filter((dir) => dir.startsWith(target.folder + path.sep)) },
        ),
      );
    } catch (error) {
      options.onError(target.root, error as Error);
    }
  }
  return {
    kind: 'native',
    async close() {
      await Promise.all(subscriptions.map((subscription) => subscription.unsubscribe()));
    },
  };
}

function watchWithFs(
  targets: ({ root: string; folder: string; single: boolean } | null)[],
  accept: (target: { root: string; single: boolean }, file: string) => void,
  options: WatchOptions,
): FolderWatcher {
  const watchers: FSWatcher[] = [];
  for (const target of targets) {
    if (!target) continue;
    try {
      const watcher = watch(target.folder, { recursive: !target.single, persistent: true }, (_type, name) => {
        if (name) accept(target, path.join(target.folder, name.toString()));
      });
      watcher.on('error', (error) => options.onError(target.root, error));
      watchers.push(watcher);
    } catch (error) {
      options.onError(target.root, error as Error);
    }
  }
  return {
    kind: 'fs.watch',
    async close() {
      for (const watcher of watchers) watcher.close();
    },
  };
}
