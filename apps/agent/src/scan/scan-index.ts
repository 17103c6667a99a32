import {
  appendFileSync,
  promises as fs,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { isNodeError, readJsonFile } from '../state/json-file.js';
import type { ReportedFiles } from '../watch/event-correlator.js';

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

const ownerSchema = z.object({ server: z.string(), deviceId: z.number() });
const metaSchema = z.object({ version: z.literal(2), owner: ownerSchema, count: z.number() });
/** The whole-JSON index of earlier agents, migrated on first open. */
const legacySnapshotSchema = z.object({
  version: z.literal(1),
  owner: ownerSchema,
  files: z.record(z.string(), entrySchema),
});
const journalLineSchema = z.object({ path: z.string(), entry: entrySchema.nullable() });

const COMPACT_AFTER_LINES = 20_000;
/** Shards by folder: a walk reads one folder's files together, so they come from one shard. */
const SHARD_COUNT = 4096;
/** Entries held in memory at most (shards of folders recently walked), beyond one large shard. */
export const DEFAULT_CACHED_ENTRIES = 20_000;

interface Shard {
  files: Map<string, IndexEntry>;
  dirty: boolean;
}

function shardOf(file: string): number {
  const dir = path.dirname(file);
  let hash = 0x811c9dc5;
  for (let i = 0; i < dir.length; i += 1) {
    hash ^= dir.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0) % SHARD_COUNT;
}

function isUnder(file: string, root: string, prefix: string): boolean {
  return file === root || file.startsWith(prefix);
}

/**
 * The scan index on disk, never held whole in memory: entries live in shard files (one JSON object
 * per shard, a shard per hash of the folder), of which only the recently used stay in memory.
 * Changes are appended to a journal before they reach the shards, so that recording a batch costs
 * one append; a shard leaves memory by being written. A torn journal line (crash mid-append) is
 * ignored: those files are simply read again next time. Reads and writes are synchronous: a shard
 * is small, and no change can then interleave with a shard being loaded or written.
 */
export class ScanIndex {
  private readonly cache = new Map<number, Shard>();
  private cachedEntries = 0;
  private count = 0;
  private journalLines = 0;

  private constructor(
    private readonly dir: string,
    private readonly owner: IndexOwner,
    private readonly readOnly: boolean,
    private readonly cacheLimit: number,
  ) {}

  /** readOnly: for looking at the index of a folder another process may be using (status). */
  static async open(
    dir: string,
    owner: IndexOwner,
    options: { readOnly?: boolean; cachedEntries?: number } = {},
  ): Promise<ScanIndex> {
    const readOnly = options.readOnly === true;
    const index = new ScanIndex(dir, owner, readOnly, options.cachedEntries ?? DEFAULT_CACHED_ENTRIES);
    const meta = await readJsonFile(index.metaFile, metaSchema).catch(() => null);
    const ours = (o: IndexOwner) => o.server === owner.server && o.deviceId === owner.deviceId;
    if (!meta || !ours(meta.owner)) {
      const legacy = await readJsonFile(index.legacyFile, legacySnapshotSchema).catch(() => null);
      const migrated = legacy && ours(legacy.owner) ? legacy.files : null;
      // The old journal holds the changes made after the old snapshot.
      const journal = migrated ? index.readJournal() : [];
      if (!readOnly) await index.reset();
      if (migrated) {
        for (const [file, entry] of Object.entries(migrated)) index.apply({ path: file, entry });
        for (const change of journal) index.apply(change);
        if (!readOnly) index.flush();
      }
      if (!readOnly) await fs.rm(index.legacyFile, { force: true });
      return index;
    }
    index.count = meta.count;
    if (index.replayJournal() > 0) {
      // Shards written after the last flush may already hold some replayed changes: count again.
      index.count = index.countAll();
      if (!readOnly) index.flush();
    }
    return index;
  }

  private get metaFile() {
    return path.join(this.dir, 'index.json');
  }

  private get legacyFile() {
    return path.join(this.dir, 'snapshot.json');
  }

  private get journalFile() {
    return path.join(this.dir, 'journal.jsonl');
  }

  private get shardDir() {
    return path.join(this.dir, 'shards');
  }

  private shardFile(id: number) {
    return path.join(this.shardDir, `${id.toString(16).padStart(3, '0')}.json`);
  }

  get size(): number {
    return this.count;
  }

  /** Entries held in memory now. */
  get cachedEntryCount(): number {
    return this.cachedEntries;
  }

  get(file: string): IndexEntry | undefined {
    return this.shard(shardOf(file)).files.get(file);
  }

  /** Every entry, one shard at a time (not kept in memory after). */
  *entries(): Generator<[string, IndexEntry]> {
    for (const group of this.groups(() => true)) yield* group;
  }

  /**
   * The entries at or below `root`, a shard's worth at a time: each group is a copy, so changes
   * committed while iterating do not disturb it.
   */
  groupsUnder(root: string): Generator<[string, IndexEntry][]> {
    const prefix = root.endsWith(path.sep) ? root : root + path.sep;
    return this.groups((file) => isUnder(file, root, prefix));
  }

  /** Indexed paths at or below `root`. */
  pathsUnder(root: string): string[] {
    return [...this.groupsUnder(root)].flatMap((group) => group.map(([file]) => file));
  }

  private *groups(keep: (file: string) => boolean): Generator<[string, IndexEntry][]> {
    const ids = new Set([...this.storedShards(), ...this.cache.keys()]);
    for (const id of [...ids].sort((a, b) => a - b)) {
      const files = this.cache.get(id)?.files ?? this.readShard(id);
      const group: [string, IndexEntry][] = [];
      for (const [file, entry] of files) if (keep(file)) group.push([file, entry]);
      if (group.length > 0) yield group;
    }
  }

  /** Applies changes and appends them to the journal. */
  commit(changes: readonly IndexChange[]): Promise<void> {
    if (changes.length === 0) return Promise.resolve();
    for (const change of changes) this.apply(change);
    appendFileSync(this.journalFile, changes.map((change) => JSON.stringify(change)).join('\n') + '\n', {
      mode: 0o600,
    });
    this.journalLines += changes.length;
    if (this.journalLines >= COMPACT_AFTER_LINES) this.flush();
    this.evict();
    return Promise.resolve();
  }

  /** Writes every changed shard and empties the journal. */
  compact(): Promise<void> {
    if (!this.readOnly) this.flush();
    return Promise.resolve();
  }

  async reset(): Promise<void> {
    this.cache.clear();
    this.cachedEntries = 0;
    this.count = 0;
    rmSync(this.shardDir, { recursive: true, force: true });
    mkdirSync(this.shardDir, { recursive: true, mode: 0o700 });
    this.flush();
  }

  private apply(change: IndexChange): void {
    const shard = this.shard(shardOf(change.path));
    const had = shard.files.has(change.path);
    if (change.entry) {
      shard.files.set(change.path, change.entry);
      if (!had) {
        this.count += 1;
        this.cachedEntries += 1;
      }
    } else if (had) {
      shard.files.delete(change.path);
      this.count -= 1;
      this.cachedEntries -= 1;
    }
    shard.dirty = true;
  }

  /** The shard, loaded if need be, and made the most recently used. */
  private shard(id: number): Shard {
    let shard = this.cache.get(id);
    if (shard) {
      this.cache.delete(id);
    } else {
      shard = { files: this.readShard(id), dirty: false };
      this.cachedEntries += shard.files.size;
      this.cache.set(id, shard);
      this.evict();
      return shard;
    }
    this.cache.set(id, shard);
    return shard;
  }

  /** Least recently used shards leave memory (written first if changed), down to the limit. */
  private evict(): void {
    for (const [id, shard] of this.cache) {
      if (this.cachedEntries <= this.cacheLimit || this.cache.size <= 1) return;
      // A read-only index cannot write: its changes (the journal's, bounded) stay in memory.
      if (shard.dirty && this.readOnly) continue;
      if (shard.dirty) this.writeShard(id, shard);
      this.cache.delete(id);
      this.cachedEntries -= shard.files.size;
    }
  }

  private readShard(id: number): Map<string, IndexEntry> {
    let text: string;
    try {
      text = readFileSync(this.shardFile(id), 'utf8');
    } catch (error) {
      if (isNodeError(error, 'ENOENT')) return new Map();
      throw error;
    }
    try {
      // Written by this class only; a damaged shard is as good as none: its files are read again.
      return new Map(Object.entries(JSON.parse(text) as Record<string, IndexEntry>));
    } catch {
      return new Map();
    }
  }

  private writeShard(id: number, shard: Shard): void {
    const file = this.shardFile(id);
    if (shard.files.size === 0) rmSync(file, { force: true });
    else writeAtomicSync(file, JSON.stringify(Object.fromEntries(shard.files)));
    shard.dirty = false;
  }

  private storedShards(): number[] {
    try {
      return readdirSync(this.shardDir)
        .filter((name) => /^[0-9a-f]{3}\.json$/.test(name))
        .map((name) => parseInt(name, 16));
    } catch (error) {
      if (isNodeError(error, 'ENOENT')) return [];
      throw error;
    }
  }

  private flush(): void {
    for (const [id, shard] of this.cache) if (shard.dirty) this.writeShard(id, shard);
    writeAtomicSync(this.metaFile, JSON.stringify({ version: 2, owner: this.owner, count: this.count }));
    // The shards already hold every journalled change; a crash before this truncation only replays
    // them again onto the same values.
    writeFileSync(this.journalFile, '', { mode: 0o600 });
    this.journalLines = 0;
    this.evict();
  }

  private readJournal(): IndexChange[] {
    let journal = '';
    try {
      journal = readFileSync(this.journalFile, 'utf8');
    } catch (error) {
      if (!isNodeError(error, 'ENOENT')) throw error;
    }
    const changes: IndexChange[] = [];
    for (const line of journal.split('\n')) {
      if (!line) continue;
      try {
        changes.push(journalLineSchema.parse(JSON.parse(line)));
      } catch {
        // A line torn by a crash.
      }
    }
    return changes;
  }

  private replayJournal(): number {
    const changes = this.readJournal();
    for (const change of changes) this.apply(change);
    this.journalLines = changes.length;
    return changes.length;
  }

  private countAll(): number {
    let total = 0;
    for (const group of this.groups(() => true)) total += group.length;
    return total;
  }
}

function writeAtomicSync(file: string, content: string): void {
  const tmp = `${file}.${process.pid}.tmp`;
  writeFileSync(tmp, content, { mode: 0o600 });
  renameSync(tmp, file);
}

/** The index as the watcher's correlator reads it: one file, or the files under a folder. */
export function indexedFiles(index: ScanIndex): ReportedFiles {
  return {
    get: (file) => index.get(file),
    *under(dir) {
      for (const group of index.groupsUnder(dir)) yield* group;
    },
  };
}
