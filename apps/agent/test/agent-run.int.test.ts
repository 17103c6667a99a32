import { spawn, type ChildProcess } from 'node:child_process';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { devices } from '../../server/src/devices/devices.tables.js';
import { deviceEvents, deviceFiles } from './helpers/console.js';
import { spawnCli, waitFor } from './helpers/cli.js';
import {
  agentStatus,
  startAgentEnvironment,
  type AgentEnvironment,
  registerAgent,
} from './helpers/environment.js';

/** `vigil-agent run` as a separate process against the real server: scan, watch, events, stop. */

/** A process that writes `content` to `file` and keeps it open until killed, as an editor does. */
async function holdOpen(file: string, content: string): Promise<ChildProcess> {
  const script = `const fs = require('fs'); const fd = fs.openSync(${JSON.stringify(file)}, 'w');
    fs.writeSync(fd, ${JSON.stringify(content)}); console.log('written'); setInterval(() => {}, 1000);`;
  const child = spawn(process.execPath, ['-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.once('data', () => resolve());
    child.once('exit', (code) => reject(new Error(`the holder exited with ${code}`)));
  });
  return child;
}

let env: AgentEnvironment;
let stateDir: string;
let data: string;

beforeAll(async () => {
  env = await startAgentEnvironment();
  stateDir = path.join(env.work, 'state');
  data = path.join(env.work, 'data');
  await fs.mkdir(path.join(data, 'archive'), { recursive: true });
  await fs.writeFile(path.join(data, 'keep.txt'), 'card 4111111111111111\n');
  await registerAgent(env, stateDir);
});

afterAll(async () => {
  await env?.close();
});

describe('run', () => {
  it('scans, then reports creations, renames, moves and deletions until SIGTERM', async () => {
    const { deviceId } = await agentStatus(stateDir);
    const tenantId = env.customer.customer.id;
    const files = () => deviceFiles(env.t, tenantId, deviceId ?? -1);
    const run = spawnCli(['run', data, '--state-dir', stateDir, '--quiet']);
    try {
      await waitFor(() => run.output().includes('watching'), 20_000, 'the watcher to start');
      // The first scan's batch may still be on its way when the watcher starts.
      await waitFor(async () => (await env.numbers()).files === 1, 20_000, 'the first scan to arrive');
      expect(await env.numbers()).toMatchObject({ devices: 1, files: 1, riskUsd: 10 });

      const created = path.join(data, 'new.txt');
      await fs.writeFile(created, 'card 5555555555554444 and ssn 123-45-6789\n');
      await waitFor(async () => (await files()).has(created), 10_000, 'the new file');
      expect(await env.numbers()).toMatchObject({ files: 2, sensitiveEntries: 3, riskUsd: 25 });

      const renamed = path.join(data, 'renamed.txt');
      await fs.rename(created, renamed);
      await waitFor(async () => (await files()).has(renamed), 10_000, 'the rename');

      const moved = path.join(data, 'archive', 'renamed.txt');
      await fs.rename(renamed, moved);
      await waitFor(async () => (await files()).has(moved), 10_000, 'the move');

      await fs.rm(moved);
      await waitFor(async () => !(await files()).has(moved), 10_000, 'the deletion');

      // An application that keeps the file open while it works on it is named in the event.
      const held = path.join(data, 'held.txt');
      const holder = await holdOpen(held, 'meeting notes\n');
      try {
        await waitFor(async () => (await files()).has(held), 10_000, 'the held file');
      } finally {
        holder.kill('SIGKILL');
      }
      await fs.rm(held);
      await waitFor(async () => !(await files()).has(held), 10_000, 'the held file deleted');

      const events = await deviceEvents(env.t, tenantId, deviceId ?? -1);
      const name = (p: string | null) => (p ? path.relative(data, p) : null);
      expect(events.map((e) => [e.operation, name(e.path), name(e.destinationPath)])).toEqual([
        ['CREATE', 'new.txt', null],
        ['RENAME', 'new.txt', 'renamed.txt'],
        ['MOVE', 'renamed.txt', 'archive/renamed.txt'],
        ['DELETE', 'archive/renamed.txt', null],
        ['CREATE', 'held.txt', null],
        ['DELETE', 'held.txt', null],
      ]);
      expect(events[0]).toMatchObject({ driveType: 'FIXED', entriesCount: 2 });
      expect(events[3]).toMatchObject({ entriesCount: 2 });
      expect(events[4]).toMatchObject({ processName: path.basename(process.execPath), entriesCount: 0 });

      run.kill('SIGTERM');
      const exit = await run.exited;
      expect(exit.code).toBe(0);
      expect((await agentStatus(stateDir)).queueLength).toBe(0);
      expect(await env.numbers()).toMatchObject({ devices: 1, files: 1, sensitiveEntries: 1, riskUsd: 10 });
    } finally {
      // A failed assertion must not leave the agent running (the teardown would wait for it).
      run.kill('SIGKILL');
    }
  });
});

describe('run with a scanner delay', () => {
  it('waits the delay set in the console before its first scan, and stops at once when asked', async () => {
    const delayedState = path.join(env.work, 'state-delayed');
    await registerAgent(env, delayedState);
    const { deviceId } = await agentStatus(delayedState);
    const tenantId = env.customer.customer.id;
    await env.t.db
      .update(devices)
      .set({ scannerDelayMinute: 5 })
      .where(and(eq(devices.tenantId, tenantId), eq(devices.id, deviceId ?? -1)));

    const run = spawnCli(['run', data, '--state-dir', delayedState, '--quiet']);
    try {
      await waitFor(() => run.output().includes('waiting 5 min before scanning'), 20_000, 'the delay');
      await new Promise((r) => setTimeout(r, 1_500));
      expect((await deviceFiles(env.t, tenantId, deviceId ?? -1)).size).toBe(0);
      const stopped = Date.now();
      run.kill('SIGTERM');
      expect((await run.exited).code).toBe(0);
      expect(Date.now() - stopped).toBeLessThan(10_000);
      expect((await deviceFiles(env.t, tenantId, deviceId ?? -1)).size).toBe(0);
    } finally {
      run.kill('SIGKILL');
    }
  });
});
