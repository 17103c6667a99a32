import { promises as fs } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ExitCode } from '../cli/exit-codes.js';
import { useTempDirs } from '../test-support/temp-dir.js';
import { acquireStateLock } from './lock.js';

const tempDir = useTempDirs();

describe('acquireStateLock', () => {
  it('lets one agent hold a state folder at a time', async () => {
    const dir = await tempDir();
    const file = path.join(dir, 'agent.lock');
    const lock = await acquireStateLock(file, dir);
    await expect(acquireStateLock(file, dir)).rejects.toMatchObject({ exitCode: ExitCode.state });
    await lock.release();
    const again = await acquireStateLock(file, dir);
    await again.release();
  });

  it('refuses while another live process holds it, naming that process', async () => {
    const dir = await tempDir();
    const file = path.join(dir, 'agent.lock');
    // The parent of this test process is alive and is not us.
    await fs.writeFile(file, String(process.ppid));
    await expect(acquireStateLock(file, dir)).rejects.toThrow(`pid ${process.ppid}`);
  });

  it('takes over a lock left by a process that died', async () => {
    const dir = await tempDir();
    const file = path.join(dir, 'agent.lock');
    await fs.writeFile(file, '2147483646');
    const lock = await acquireStateLock(file, dir);
    expect(await fs.readFile(file, 'utf8')).toBe(String(process.pid));
    await lock.release();
  });
});
