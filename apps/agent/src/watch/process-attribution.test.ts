import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ProcessAttribution, procOpenFiles } from './process-attribution.js';

const children: Array<ReturnType<typeof spawn>> = [];
afterEach(() => {
  for (const c of children.splice(0)) c.kill('SIGKILL');
});

/** A real process that opens `file` and keeps it open until killed. */
async function holder(file: string): Promise<void> {
  const child = spawn(
    process.execPath,
    [
      '-e',
      `require('fs').openSync(${JSON.stringify(file)}, 'a'); console.log('open'); setInterval(() => {}, 1000);`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    child.stdout!.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`holder exited with ${code}`)));
  });
}

describe.runIf(process.platform === 'linux')('process attribution on Linux', () => {
  it('names the process that holds the file open, and nobody for a closed file', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-proc-'));
    const held = path.join(dir, 'held.txt');
    const closed = path.join(dir, 'closed.txt');
    fs.writeFileSync(closed, 'x');
    await holder(held);
    const attribution = new ProcessAttribution(procOpenFiles());
    await Promise.all([attribution.observe(held), attribution.observe(closed)]);
    expect(attribution.processOf(held)).toBe(path.basename(process.execPath));
    expect(attribution.processOf(closed)).toBeNull();
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe('process attribution', () => {
  it('forgets a sighting after its time to live', async () => {
    let now = 1_000;
    const attribution = new ProcessAttribution(async () => new Map([['/a', 42]]), {
      nameOf: async (pid) => (pid === 42 ? 'soffice.bin' : null),
      ttlMs: 500,
      now: () => now,
    });
    await attribution.observe('/a');
    expect(attribution.processOf('/a')).toBe('soffice.bin');
    now += 501;
    expect(attribution.processOf('/a')).toBeNull();
  });

  it('names the process for an event that asks while the snapshot is still being read', async () => {
    let release!: () => void;
    const slow = new Promise<void>((resolve) => (release = resolve));
    const attribution = new ProcessAttribution(
      async () => {
        await slow;
        return new Map([['/a', 7]]);
      },
      { nameOf: async () => 'winword.exe' },
    );
    void attribution.observe('/a');
    const asked = attribution.settledProcessOf('/a');
    expect(attribution.processOf('/a')).toBeNull();
    release();
    expect(await asked).toBe('winword.exe');
    expect(await attribution.settledProcessOf('/b')).toBeNull();
  });

  it('shares one snapshot among the notifications that arrive while it is taken', async () => {
    let taken = 0;
    const attribution = new ProcessAttribution(
      async () => {
        taken += 1;
        await new Promise((r) => setTimeout(r, 10));
        return new Map([
          ['/a', 1],
          ['/b', 2],
        ]);
      },
      { nameOf: async (pid) => `app${pid}` },
    );
    await Promise.all(['/a', '/b', '/c'].map((f) => attribution.observe(f)));
    expect(taken).toBe(1);
    expect(['/a', '/b', '/c'].map((f) => attribution.processOf(f))).toEqual(['app1', 'app2', null]);
  });

  it('without a way to look (other systems) knows nothing', async () => {
    const attribution = new ProcessAttribution(null);
    await attribution.observe('/a');
    expect(attribution.processOf('/a')).toBeNull();
  });
});
