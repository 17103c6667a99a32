import { promises as fs } from 'node:fs';
import { CliError, ExitCode } from '../cli/exit-codes.js';
import { ensureDir, isNodeError } from './json-file.js';

export interface StateLock {
  release(): Promise<void>;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: the process exists but belongs to someone else.
    return isNodeError(error, 'EPERM');
  }
}

/** Locks this process holds: its own pid in a lock file does not make that lock stale. */
const heldHere = new Set<string>();

function inUse(stateDir: string, pid: number): CliError {
  return new CliError(
    `Another agent process (pid ${pid}) is using ${stateDir}. Stop it, or give this one its own --state-dir.`,
    ExitCode.state,
  );
}

/**
 * One agent process per state folder: two would interleave queue sequence numbers and the scan
 * index. A lock left by a process that died is taken over.
 */
export async function acquireStateLock(lockFile: string, stateDir: string): Promise<StateLock> {
  await ensureDir(stateDir);
  if (heldHere.has(lockFile)) throw inUse(stateDir, process.pid);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      await fs.writeFile(lockFile, String(process.pid), { flag: 'wx', mode: 0o600 });
      heldHere.add(lockFile);
      return {
        async release() {
          heldHere.delete(lockFile);
          await fs.rm(lockFile, { force: true });
        },
      };
    } catch (error) {
      if (!isNodeError(error, 'EEXIST')) throw error;
    }
    const holder = Number((await fs.readFile(lockFile, 'utf8').catch(() => '')).trim());
    if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isAlive(holder)) {
      throw inUse(stateDir, holder);
    }
    await fs.rm(lockFile, { force: true });
  }
  throw new CliError(`Could not lock ${stateDir}; try again.`, ExitCode.state);
}
