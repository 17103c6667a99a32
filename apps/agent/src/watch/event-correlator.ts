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
}

/**
 * Turns raw watch notifications ("something happened to this name") into file operations.
 * fs.watch reports a rename as two unrelated names; pairing the name that vanished with the name
 * that appeared with the same inode recovers RENAME (same folder) and MOVE (another folder).
 */
export class EventCorrelator {
  private readonly known = new Map<string, KnownFile>();
  private readonly byIno = new Map<number, string>();
  private readonly settling = new Map<string, NodeJS.Timeout>();
  /** Settled, waiting for their turn to be resolved. */
  private readonly queued = new Set<string>();
  private readonly vanished = new Map<number, { path: string; timer: NodeJS.Timeout }>();
  private work: Promise<void> = Promise.resolve();
  private closed = false;

  constructor(private readonly options: CorrelatorOptions) {}

  /** Files the agent already reported (from the scan index), so changes to them are recognised. */
  remember(file: string, known: KnownFile): void {
    const previous = this.known.get(file);
    if (previous && this.byIno.get(previous.ino) === file) this.byIno.delete(previous.ino);
    this.known.set(file, known);
    if (known.ino) this.byIno.set(known.ino, file);
  }

  private forget(file: string): KnownFile | undefined {
    const previous = this.known.get(file);
    if (!previous) return undefined;
    this.known.delete(file);
    if (this.byIno.get(previous.ino) === file) this.byIno.delete(previous.ino);
    return previous;
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
    const prefix = file + path.sep;
    for (const [inner, known] of [...this.known]) {
      if (inner.startsWith(prefix)) {
        this.forget(inner);
        this.vanish(inner, known);
      }
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
    const previous = this.known.get(file);
    if (previous) {
      this.remember(file, current);
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
    this.remember(file, current);
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
    const old = this.byIno.get(ino);
    if (old && old !== file && (this.settling.has(old) || this.queued.has(old))) {
      clearTimeout(this.settling.get(old));
      this.settling.delete(old);
      this.queued.delete(old);
      this.forget(old);
      return old;
    }
    return null;
  }
}
