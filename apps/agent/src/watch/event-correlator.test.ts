import type { Stats } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { EventCorrelator, type CorrelatedEvent } from './event-correlator.js';

/** A tiny in-memory filesystem: enough for stat and listing. */
class MemoryFs {
  private nextIno = 100;
  readonly files = new Map<string, { ino: number; size: number; mtimeMs: number }>();
  readonly dirs = new Set<string>(['/w']);

  write(file: string, size = 10) {
    const existing = this.files.get(file);
    this.files.set(file, {
      ino: existing?.ino ?? this.nextIno++,
      size,
      mtimeMs: Date.now() + this.nextIno++,
    });
  }

  rename(from: string, to: string) {
    const entry = this.files.get(from);
    if (!entry) throw new Error(`no ${from}`);
    this.files.delete(from);
    this.files.set(to, entry);
  }

  stat = async (file: string): Promise<Stats | null> => {
    const entry = this.files.get(file);
    if (entry) return { ...entry, isFile: () => true, isDirectory: () => false } as unknown as Stats;
    if (this.dirs.has(file))
      return {
        ino: 1,
        size: 0,
        mtimeMs: 0,
        isFile: () => false,
        isDirectory: () => true,
      } as unknown as Stats;
    return null;
  };

  listFiles = async function* (this: MemoryFs, dir: string) {
    for (const file of [...this.files.keys()].filter((f) => f.startsWith(`${dir}/`))) {
      const stats = await this.stat(file);
      if (stats) yield { path: file, stats };
    }
  };
}

let memory: MemoryFs;
let events: CorrelatedEvent[];
let correlator: EventCorrelator;

const summary = () =>
  events.map((e) => `${e.operation} ${e.path}${e.destinationPath ? ` -> ${e.destinationPath}` : ''}`);

async function settle() {
  await vi.advanceTimersByTimeAsync(2_000);
}

beforeEach(() => {
  vi.useFakeTimers();
  memory = new MemoryFs();
  events = [];
  correlator = new EventCorrelator({
    settleMs: 100,
    renameWindowMs: 500,
    stat: memory.stat,
    listFiles: (dir) => memory.listFiles(dir),
    emit: (event) => events.push(event),
  });
});

afterEach(() => {
  vi.useRealTimers();
});

function known(file: string) {
  memory.write(file);
  const entry = memory.files.get(file);
  if (entry) correlator.remember(file, entry);
}

describe('EventCorrelator', () => {
  it('reports a new file once, however many notifications a save makes', async () => {
    memory.write('/w/new.txt');
    for (let i = 0; i < 5; i += 1) correlator.notify('/w/new.txt');
    await settle();
    expect(summary()).toEqual(['CREATE /w/new.txt']);
    expect(events[0]?.stats?.size).toBe(10);
  });

  it('reports a change to a known file, and nothing when only metadata was touched', async () => {
    known('/w/a.txt');
    correlator.notify('/w/a.txt');
    await settle();
    expect(summary()).toEqual([]);
    memory.write('/w/a.txt', 20);
    correlator.notify('/w/a.txt');
    await settle();
    expect(summary()).toEqual(['CHANGE /w/a.txt']);
  });

  it('reports a deletion after the rename window', async () => {
    known('/w/a.txt');
    memory.files.delete('/w/a.txt');
    correlator.notify('/w/a.txt');
    await vi.advanceTimersByTimeAsync(200);
    expect(summary()).toEqual([]);
    await settle();
    expect(summary()).toEqual(['DELETE /w/a.txt']);
  });

  it('pairs the two halves of a rename in the same folder', async () => {
    known('/w/a.txt');
    memory.rename('/w/a.txt', '/w/b.txt');
    correlator.notify('/w/a.txt');
    correlator.notify('/w/b.txt');
    await settle();
    expect(summary()).toEqual(['RENAME /w/a.txt -> /w/b.txt']);
  });

  it('pairs them when the new name is resolved first, and calls a change of folder a move', async () => {
    known('/w/a.txt');
    memory.dirs.add('/w/sub');
    memory.rename('/w/a.txt', '/w/sub/a.txt');
    correlator.notify('/w/sub/a.txt');
    await vi.advanceTimersByTimeAsync(50);
    correlator.notify('/w/a.txt');
    await settle();
    expect(summary()).toEqual(['MOVE /w/a.txt -> /w/sub/a.txt']);
  });

  it('pairs a move whose two halves arrive in one batch, the new name first (as @parcel/watcher reports it)', async () => {
    // A real stat takes a moment: both halves settle before the first one is resolved.
    correlator = new EventCorrelator({
      settleMs: 100,
      renameWindowMs: 500,
      stat: async (file) => {
        await new Promise((resolve) => setTimeout(resolve, 1));
        return memory.stat(file);
      },
      listFiles: (dir) => memory.listFiles(dir),
      emit: (event) => events.push(event),
    });
    known('/w/a.txt');
    memory.dirs.add('/w/sub');
    memory.rename('/w/a.txt', '/w/sub/a.txt');
    correlator.notify('/w/sub/a.txt');
    correlator.notify('/w/a.txt');
    await settle();
    expect(summary()).toEqual(['MOVE /w/a.txt -> /w/sub/a.txt']);
  });

  it('moves every file of a renamed folder', async () => {
    memory.dirs.add('/w/old');
    known('/w/old/1.txt');
    known('/w/old/2.txt');
    memory.dirs.delete('/w/old');
    memory.dirs.add('/w/new');
    memory.rename('/w/old/1.txt', '/w/new/1.txt');
    memory.rename('/w/old/2.txt', '/w/new/2.txt');
    correlator.notify('/w/old');
    correlator.notify('/w/new');
    await settle();
    expect(summary().sort()).toEqual([
      'MOVE /w/old/1.txt -> /w/new/1.txt',
      'MOVE /w/old/2.txt -> /w/new/2.txt',
    ]);
  });

  it('deletes every known file of a removed folder', async () => {
    memory.dirs.add('/w/gone');
    known('/w/gone/1.txt');
    known('/w/keep.txt');
    memory.files.delete('/w/gone/1.txt');
    memory.dirs.delete('/w/gone');
    correlator.notify('/w/gone');
    await settle();
    expect(summary()).toEqual(['DELETE /w/gone/1.txt']);
  });

  it('ignores a temporary file that came and went between two looks', async () => {
    correlator.notify('/w/.~lock.tmp');
    await settle();
    expect(summary()).toEqual([]);
  });

  it('resolves pending work on close: nothing is lost at shutdown', async () => {
    known('/w/a.txt');
    memory.write('/w/b.txt');
    memory.files.delete('/w/a.txt');
    correlator.notify('/w/a.txt');
    correlator.notify('/w/b.txt');
    await correlator.close();
    expect(summary().sort()).toEqual(['CREATE /w/b.txt', 'DELETE /w/a.txt']);
  });

  it('compares with the reported files where they are kept, remembering only recent ones itself', async () => {
    // The reported files as the scan index on disk would answer: looked up, never copied.
    const reported = new Map<string, { ino: number; size: number; mtimeMs: number }>();
    const lookups: string[] = [];
    for (const name of ['a', 'b', 'c', 'd']) {
      memory.write(`/w/${name}.txt`);
      reported.set(`/w/${name}.txt`, memory.files.get(`/w/${name}.txt`)!);
    }
    memory.dirs.add('/w/old');
    memory.write('/w/old/e.txt');
    reported.set('/w/old/e.txt', memory.files.get('/w/old/e.txt')!);
    correlator = new EventCorrelator({
      settleMs: 100,
      renameWindowMs: 500,
      stat: memory.stat,
      listFiles: (dir) => memory.listFiles(dir),
      emit: (event) => events.push(event),
      reported: {
        get: (file) => {
          lookups.push(file);
          return reported.get(file);
        },
        under: (dir) => [...reported].filter(([file]) => file.startsWith(`${dir}/`)),
      },
      recentLimit: 2,
    });
    expect(correlator.recentCount).toBe(0);

    memory.write('/w/a.txt', 20);
    memory.rename('/w/b.txt', '/w/b2.txt');
    memory.write('/w/new.txt');
    for (const file of ['/w/a.txt', '/w/b.txt', '/w/b2.txt', '/w/c.txt', '/w/new.txt'])
      correlator.notify(file);
    memory.files.delete('/w/old/e.txt');
    memory.dirs.delete('/w/old');
    correlator.notify('/w/old');
    await settle();
    expect(summary().sort()).toEqual([
      'CHANGE /w/a.txt',
      'CREATE /w/new.txt',
      'DELETE /w/old/e.txt',
      'RENAME /w/b.txt -> /w/b2.txt',
    ]);
    expect(lookups).toContain('/w/c.txt');
    expect(correlator.recentCount).toBe(2);
  });
});
