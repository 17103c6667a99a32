import { promises as fs } from 'node:fs';
import path from 'node:path';

/** For each file some process has open: that process's id. */
export type OpenFilesSnapshot = () => Promise<Map<string, number>>;

/**
 * Linux: the files other processes hold open, from /proc/<pid>/fd (only the processes this user
 * may inspect, which are the ones acting on this user's files). Null on other systems.
 */
export function procOpenFiles(selfPid = process.pid): OpenFilesSnapshot | null {
  if (process.platform !== 'linux') return null;
  return async () => {
    const open = new Map<string, number>();
    const pids = (await fs.readdir('/proc').catch(() => [] as string[]))
      .filter((d) => /^\d+$/.test(d))
      .map(Number)
      .filter((pid) => pid !== selfPid);
    await Promise.all(
      pids.map(async (pid) => {
        const fds = await fs.readdir(`/proc/${pid}/fd`).catch(() => [] as string[]);
        for (const fd of fds) {
          const target = await fs.readlink(`/proc/${pid}/fd/${fd}`).catch(() => '');
          if (target.startsWith('/')) open.set(target, pid);
        }
      }),
    );
    return open;
  };
}

/** The executable's name of a process (its exe when readable, else its command name). */
export async function processNameOf(pid: number): Promise<string | null> {
  const exe = await fs.readlink(`/proc/${pid}/exe`).catch(() => null);
  if (exe) return path.basename(exe.replace(/ \(deleted\)$/, ''));
  const comm = await fs.readFile(`/proc/${pid}/comm`, 'utf8').catch(() => null);
  return comm?.trim() || null;
}

interface Sighting {
  processName: string;
  at: number;
}

/**
 * Which application acted on a file. fs.watch does not say, so when a notification arrives the
 * agent looks at who holds the file open at that moment: an editor or an office suite usually
 * still does, a short-lived copy may already be gone (its event then says "unknown"). Snapshots
 * are shared by the notifications that arrive while one is being taken.
 */
export class ProcessAttribution {
  private readonly seen = new Map<string, Sighting>();
  /** Observations not yet noted, by file: an event about the file waits for its own. */
  private readonly pending = new Map<string, Promise<void>>();
  private inflight: Promise<Map<string, number>> | null = null;

  constructor(
    private readonly snapshot: OpenFilesSnapshot | null,
    private readonly options: {
      nameOf?: (pid: number) => Promise<string | null>;
      /** How long a sighting still names the process of an event about the file. */
      ttlMs?: number;
      now?: () => number;
    } = {},
  ) {}

  /** A notification about `file` arrived: note who has it open now. Resolves when noted. */
  observe(file: string): Promise<void> {
    if (!this.snapshot) return Promise.resolve();
    this.inflight ??= this.snapshot().finally(() => {
      this.inflight = null;
    });
    const noted = this.inflight
      .then(async (open) => {
        const pid = open.get(file);
        if (pid === undefined) return;
        const name = await (this.options.nameOf ?? processNameOf)(pid);
        if (name) this.seen.set(file, { processName: name, at: this.now() });
        this.prune();
      })
      .catch(() => undefined)
      .finally(() => {
        if (this.pending.get(file) === noted) this.pending.delete(file);
      });
    this.pending.set(file, noted);
    return noted;
  }

  /**
   * The process of an event about `file`, once the observation its notification started is noted:
   * on a busy machine reading /proc can take longer than the event takes to be correlated.
   */
  async settledProcessOf(file: string): Promise<string | null> {
    await this.pending.get(file);
    return this.processOf(file);
  }

  /** The process last seen with `file` open, if that was recent. */
  processOf(file: string): string | null {
    const s = this.seen.get(file);
    if (!s || this.now() - s.at > this.ttl) return null;
    return s.processName;
  }

  private get ttl(): number {
    return this.options.ttlMs ?? 10_000;
  }

  private now(): number {
    return (this.options.now ?? Date.now)();
  }

  private prune(): void {
    if (this.seen.size < 1_000) return;
    const cutoff = this.now() - this.ttl;
    for (const [file, s] of this.seen) if (s.at < cutoff) this.seen.delete(file);
  }
}
