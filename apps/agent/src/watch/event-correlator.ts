import path from 'node:path';
import type { Stats } from 'node:fs';

export type WatchOperation = 'CREATE' | 'CHANGE' | 'DELETE' | 'RENAME' | 'MOVE';

export interface CorrelatedEvent {
  operation: WatchOperation;
  /** The file (for RENAME and MOVE: where it was). */
  path: string;
  /** RENAME and MOVE: where it is now. */
  destinationPath: string | null;
  at: Date;
  /** The file as it is now; null for DELETE. */
  stats: Stats | null;
}

export interface KnownFile {
  ino: number;
  size: number;
  mtimeMs: number;
}

/**
 * Files reported before the correlator started, looked up where they are kept (run mode: the scan
 * index on disk), never copied into memory: at a million files that copy was the agent's largest
 * use of memory.
 */
export interface ReportedFiles {
  get(file: string): KnownFile | undefined;
  /** The files at or below a folder. */
  under(dir: string): Iterable<[string, KnownFile]>;
}

/** What the correlator itself saw lately, ahead of the reported files (which catch up with it). */
export const DEFAULT_RECENT_FILES = 10_000;

export interface CorrelatorOptions {
  /** Quiet time before a path's notifications are resolved (editors write in several steps). */
  settleMs: number;
  /** How long a vanished file waits for its inode to reappear elsewhere (rename, move). */
  renameWindowMs: number;
  stat: (file: string) => Promise<Stats | null>;
  /** Files below a folder that appeared (a folder moved or copied in). */
  listFiles: (dir: string) => AsyncIterable<{ path: string; stats: Stats }>;
  emit: (event: CorrelatedEvent) => void;
  now?: () => Date;
  reported?: ReportedFiles;
  /** Files the correlator remembers itself at most (the least recently seen go first). */
  recentLimit?: number;
}

/**
 * Turns raw watch notifications ("something happened to this name") into file operations.
 * fs.watch reports a rename as two unrelated names; pairing the name that vanished with the name
 * that appeared with the same inode recovers RENAME (same folder) and MOVE (another folder).
 */
export class EventCorrelator {
  /** Seen since the start: a file as it is now, or null when it went. Ahead of `reported`. */
  private readonly recent = new Map<string, KnownFile | null>();
  private readonly settling = new Map<string, NodeJS.Timeout>();
  /** Settled, waiting for their turn to be resolved. */
  private readonly queued = new Set<string>();
  private readonly vanished = new Map<number, { path: string; timer: NodeJS.Timeout }>();
  private work: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(private readonly options: CorrelatorOptions) {}

  /** A file as the agent knows it (tests, and files reported outside `reported`). */
  remember(file: string, known: KnownFile): void {
    this.note(file, known);
  }

  /** Files remembered in memory now (bounded by `recentLimit`). */
  get recentCount(): number {
    return this.recent.size;
  }

  private note(file: string, known: KnownFile | null): void {
    this.recent.delete(file);
    this.recent.set(file, known);
    const limit = this.options.recentLimit ?? DEFAULT_RECENT_FILES;
    for (const oldest of this.recent.keys()) {
      if (this.recent.size <= limit) break;
      this.recent.delete(oldest);
    }
  }

  private lookup(file: string): KnownFile | undefined {
    const seen = this.recent.get(file);
    if (seen !== undefined) return seen ?? undefined;
    return this.options.reported?.get(file);
  }

  private forget(file: string): KnownFile | undefined {
    const previous = this.lookup(file);
    if (previous) this.note(file, null);
    return previous;
  }

  /** Files known at or below a folder, what the correlator saw itself first. */
  private knownUnder(dir: string): [string, KnownFile][] {
    const prefix = dir + path.sep;
    const found = new Map<string, KnownFile | null>();
    for (const [file, known] of this.recent) if (file.startsWith(prefix)) found.set(file, known);
    for (const [file, known] of this.options.reported?.under(dir) ?? []) {
      if (file.startsWith(prefix) && !found.has(file)) found.set(file, known);
    }
    return [...found].filter((pair): pair is [string, KnownFile] => pair[1] !== null);
  }

  notify(file: string): void {
    if (this.closed) return;
    const pending = this.settling.get(file);
    if (pending) clearTimeout(pending);
    this.settling.set(
      file,
      setTimeout(() => {
        this.settling.delete(file);
        this.queued.add(file);
        // Resolved one at a time: a rename's two halves must see each other's effects.
        this.work = this.work
          .then(() => (this.queued.delete(file) ? this.resolve(file) : undefined))
          .catch(() => undefined);
      }, this.options.settleMs),
    );
  }

  /** Resolves what is pending now (notifications and vanished files) and stops. */
  async close(): Promise<void> {
    this.closed = true;
    const files = [...this.settling.keys()];
    for (const timer of this.settling.values()) clearTimeout(timer);
    this.settling.clear();
    for (const file of files) this.work = this.work.then(() => this.resolve(file)).catch(() => undefined);
    await this.work;
    for (const [ino, gone] of this.vanished) {
      clearTimeout(gone.timer);
      this.vanished.delete(ino);
      this.emit('DELETE', gone.path, null, null);
    }
  }

  private emit(operation: WatchOperation, file: string, destination: string | null, stats: Stats | null) {
    this.options.emit({
      operation,
      path: file,
      destinationPath: destination,
      at: this.options.now?.() ?? new Date(),
      stats,
    });
  }

  private async resolve(file: string): Promise<void> {
    const stats = await this.options.stat(file);
    if (stats?.isDirectory()) {
      for await (const inner of this.options.listFiles(file)) this.appeared(inner.path, inner.stats);
      return;
    }
    if (stats?.isFile()) {
      this.appeared(file, stats);
      return;
    }
    if (stats) return;
    const previous = this.forget(file);
    if (previous) {
      this.vanish(file, previous);
      return;
    }
    // A folder that vanished: every file known below it.
    for (const [inner, known] of this.knownUnder(file)) {
      this.forget(inner);
      this.vanish(inner, known);
    }
  }

  private vanish(file: string, known: KnownFile): void {
    const timer = setTimeout(() => {
      this.vanished.delete(known.ino);
      this.emit('DELETE', file, null, null);
    }, this.options.renameWindowMs);
    this.vanished.set(known.ino, { path: file, timer });
  }

  private appeared(file: string, stats: Stats): void {
    const current: KnownFile = { ino: stats.ino, size: stats.size, mtimeMs: stats.mtimeMs };
    const previous = this.lookup(file);
    if (previous) {
      this.note(file, current);
      // Same name: new content (a save replaces the inode with some editors) or only metadata.
      if (
        previous.ino !== current.ino ||
        previous.size !== current.size ||
        previous.mtimeMs !== current.mtimeMs
      ) {
        this.emit('CHANGE', file, null, stats);
      }
      return;
    }
    const from = this.sourceOf(file, stats.ino);
    this.note(file, current);
    if (!from) {
      this.emit('CREATE', file, null, stats);
      return;
    }
    this.emit(path.dirname(from) === path.dirname(file) ? 'RENAME' : 'MOVE', from, file, stats);
  }

  /** Where a newly seen inode was before, if it vanished from there (or is about to be noticed). */
  private sourceOf(file: string, ino: number): string | null {
    const gone = this.vanished.get(ino);
    if (gone) {
      clearTimeout(gone.timer);
      this.vanished.delete(ino);
      return gone.path;
    }
    // The new name settled first: the old name's notification has not been resolved yet.
    // (Settled at the same moment, its resolution may be queued behind this one: a watcher that
    // reports both halves of a move in one batch, the new name first, as @parcel/watcher does.)
    // Only names with a notification pending can be it: a few, each looked up.
    if (!ino) return null;
    for (const old of [...this.settling.keys(), ...this.queued]) {
      if (old === file || this.lookup(old)?.ino !== ino) continue;
      clearTimeout(this.settling.get(old));
      this.settling.delete(old);
      this.queued.delete(old);
      this.forget(old);
      return old;
    }
    return null;
  }
}
