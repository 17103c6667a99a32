// The whole-JSON scan index the agent used before its on-disk index (apps/agent/src/scan/scan-index.ts),
// kept here only so that bench/src/agent-scale.ts can print its memory beside the new one.
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import {
  ensureDir,
  isNodeError,
  readJsonFile,
  writeFileAtomic,
} from '../../apps/agent/src/state/json-file.js';

/** What the agent remembers of a file it reported, to decide whether to read or send it again. */
export interface IndexEntry {
  size: number;
  mtimeMs: number;
  /** SHA-256 of the content; null when it was not read (too large, unreadable). */
  hash: string | null;
  policyVersion: string;
  ino: number;
  /** Entries per classifier id found in it, for the totals of `scan` and `status`. */
  found: Record<string, number>;
}

export interface IndexChange {
  path: string;
  entry: IndexEntry | null;
}

/** The index belongs to one registration: another server or device starts from nothing. */
export interface IndexOwner {
  server: string;
  deviceId: number;
}

const entrySchema = z.object({
  size: z.number(),
  mtimeMs: z.number(),
  hash: z.string().nullable(),
  policyVersion: z.string(),
  ino: z.number().default(0),
  found: z.record(z.string(), z.number()).default({}),
});

const snapshotSchema = z.object({
  version: z.literal(1),
  owner: z.object({ server: z.string(), deviceId: z.number() }),
  files: z.record(z.string(), entrySchema),
});

const journalLineSchema = z.object({ path: z.string(), entry: entrySchema.nullable() });

const COMPACT_AFTER_LINES = 20_000;

/**
 * The scan index on disk: a snapshot plus an append-only journal of changes since it, so that
 * recording a batch's files costs one append rather than rewriting the whole index. A torn last
 * line (crash mid-append) is ignored: those files are simply read again next time.
 */
export class ScanIndex {
  private readonly files = new Map<string, IndexEntry>();
  private journalLines = 0;
  private writes: Promise<void> = Promise.resolve();

  private constructor(
    private readonly dir: string,
    private readonly owner: IndexOwner,
  ) {}

  /** readOnly: for looking at the index of a folder another process may be using (status). */
  static async open(
    dir: string,
    owner: IndexOwner,
    options: { readOnly?: boolean } = {},
  ): Promise<ScanIndex> {
    if (!options.readOnly) await ensureDir(dir);
    const index = new ScanIndex(dir, owner);
    const snapshot = await readJsonFile(index.snapshotFile, snapshotSchema).catch(() => null);
    if (!snapshot || snapshot.owner.server !== owner.server || snapshot.owner.deviceId !== owner.deviceId) {
      if (!options.readOnly) await index.reset();
      return index;
    }
    for (const [file, entry] of Object.entries(snapshot.files)) index.files.set(file, entry);
    let journal = '';
    try {
      journal = await fs.readFile(index.journalFile, 'utf8');
    } catch (error) {
      if (!isNodeError(error, 'ENOENT')) throw error;
    }
    for (const line of journal.split('\n')) {
      if (!line) continue;
      let parsed: z.output<typeof journalLineSchema>;
      try {
        parsed = journalLineSchema.parse(JSON.parse(line));
      } catch {
        continue;
      }
      index.journalLines += 1;
      if (parsed.entry) index.files.set(parsed.path, parsed.entry);
      else index.files.delete(parsed.path);
    }
    return index;
  }

  private get snapshotFile() {
    return path.join(this.dir, 'snapshot.json');
  }

  private get journalFile() {
    return path.join(this.dir, 'journal.jsonl');
  }

  get size(): number {
    return this.files.size;
  }

  get(file: string): IndexEntry | undefined {
    return this.files.get(file);
  }

  entries(): IterableIterator<[string, IndexEntry]> {
    return this.files.entries();
  }

  /** Indexed paths at or below `root`. */
  pathsUnder(root: string): string[] {
    const prefix = root.endsWith(path.sep) ? root : root + path.sep;
    return [...this.files.keys()].filter((file) => file === root || file.startsWith(prefix));
  }

  /** Applies changes in memory and appends them to the journal (serialised). */
  commit(changes: readonly IndexChange[]): Promise<void> {
    if (changes.length === 0) return this.writes;
    for (const change of changes) {
      if (change.entry) this.files.set(change.path, change.entry);
      else this.files.delete(change.path);
    }
    const text = changes.map((change) => JSON.stringify(change)).join('\n') + '\n';
    this.journalLines += changes.length;
    const compact = this.journalLines >= COMPACT_AFTER_LINES;
    this.writes = this.writes.then(async () => {
      await fs.appendFile(this.journalFile, text, { mode: 0o600 });
      if (compact) await this.writeSnapshot();
    });
    return this.writes;
  }

  /** Folds the journal into a new snapshot. */
  compact(): Promise<void> {
    this.writes = this.writes.then(() => this.writeSnapshot());
    return this.writes;
  }

  async reset(): Promise<void> {
    this.files.clear();
    await this.compact();
  }

  private async writeSnapshot(): Promise<void> {
    await writeFileAtomic(
      this.snapshotFile,
      JSON.stringify({ version: 1, owner: this.owner, files: Object.fromEntries(this.files) }),
    );
    // The snapshot already holds every journalled change; a crash before this truncation only
    // replays them again onto the same values.
    await fs.writeFile(this.journalFile, '', { mode: 0o600 });
    this.journalLines = 0;
  }
}
