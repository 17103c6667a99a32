import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { devices } from '../../server/src/devices/devices.tables.js';
import { DiskQueue } from '../src/queue/disk-queue.js';
import { appliedBatches, childTenantRow, deviceFiles } from './helpers/console.js';
import { runCli, spawnCli, waitFor } from './helpers/cli.js';
import { buildDocx } from './helpers/docx.js';
import {
  agentStatus as status,
  closedPort,
  startAgentEnvironment,
  type AgentEnvironment,
} from './helpers/environment.js';
import { SwitchableProxy } from './helpers/switchable-proxy.js';

/**
 * The agent against the real server (in-process, on an ephemeral port, fresh database): what it
 * scans must show up exactly in the console's numbers, through outages and crashes. The tests run
 * in order and build on each other, like an agent's life.
 *
 * Classifiers: cards $10 per entry, SSNs $5 (helpers/console.ts).
 */

let env: AgentEnvironment;
let proxy: SwitchableProxy;

const dirs = { stateA: '', stateB: '', dataA: '', dataB: '' };

const scan = (stateDir: string, data: string, ...extra: string[]) =>
  runCli(['scan', data, '--state-dir', stateDir, '--quiet', ...extra]);

beforeAll(async () => {
  env = await startAgentEnvironment();
  proxy = new SwitchableProxy(env.port);
  await proxy.up();
  for (const key of Object.keys(dirs) as (keyof typeof dirs)[]) {
    dirs[key] = path.join(env.work, key);
    if (key.startsWith('data')) await fs.mkdir(dirs[key]);
  }
  await fs.writeFile(
    path.join(dirs.dataA, 'cards.txt'),
    'Payment cards: 4111111111111111 and 5555555555554444.\nEmployee SSN 123-45-6789.\n',
  );
  await fs.writeFile(
    path.join(dirs.dataA, 'contract.docx'),
    buildDocx(['Customer contract', 'Card on file: 4111111111111111', 'Employee SSN 078-05-1120']),
  );
  await fs.writeFile(path.join(dirs.dataA, 'notes.txt'), 'Meeting notes, nothing sensitive.\n');
});

afterAll(async () => {
  await proxy?.down();
  await env?.close();
});

describe('register', () => {
  it('refuses a wrong agent key with a clear message and exit code 4', async () => {
    const bad = path.join(env.work, 'bad');
    const run = spawnCli(['register', '--server', env.server, '--key', 'not-a-key', '--state-dir', bad]);
    const result = await run.exited;
    expect(result.code).toBe(4);
    expect(result.stderr).toContain('Registration refused');
    expect(result.stderr).toContain('The agent key is not valid.');
    expect((await status(bad)).registered).toBe(false);
  });

  it('says so when the server cannot be reached (exit code 3)', async () => {
    const port = await closedPort();
    const result = await runCli([
      'register',
      '--server',
      `http://127.0.0.1:${port}/`,
      '--key',
      'k',
      '--state-dir',
      path.join(env.work, 'none'),
    ]);
    expect(result.code).toBe(3);
    expect(result.stderr).toContain(`Cannot reach http://127.0.0.1:${port}`);
  });

  it('registers with the customer key through the bin, and the device appears in its tenant', async () => {
    const run = spawnCli([
      'register',
      '--server',
      env.server,
      '--key',
      env.customer.agentKey,
      '--name',
      'laptop-a',
      '--state-dir',
      dirs.stateA,
    ]);
    const result = await run.exited;
    expect(result.stderr).toBe('');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('Registered "laptop-a"');
    const s = await status(dirs.stateA);
    expect(s.registered).toBe(true);
    const [device] = await env.t.db
      .select()
      .from(devices)
      .where(and(eq(devices.tenantId, env.customer.customer.id), eq(devices.id, s.deviceId ?? -1)));
    expect(device).toMatchObject({
      name: 'laptop-a',
      os: os.type(),
      agentVersion: '0.1.0',
      licenseStatus: 'ACTIVE',
    });
    expect((await env.numbers()).devices).toBe(1);
  });
});

describe('scan', () => {
  it("puts the folder's files, entries and risk into the console's numbers", async () => {
    const result = await scan(dirs.stateA, dirs.dataA);
    expect(result.stderr).not.toContain('failed');
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('sensitive files 2 of 3 known files');

    expect(await env.numbers()).toEqual({
      devices: 1,
      files: 3,
      sensitiveFiles: 2,
      sensitiveEntries: 5,
      riskUsd: 40,
    });
    const { deviceId } = await status(dirs.stateA);
    const files = await deviceFiles(env.t, env.customer.customer.id, deviceId ?? -1);
    const { card, ssn } = env.customer.classifiers;
    expect(files.get(path.join(dirs.dataA, 'cards.txt'))).toMatchObject({
      parseResult: 'OK',
      entries: { [card]: 2, [ssn]: 1 },
    });
    expect(files.get(path.join(dirs.dataA, 'contract.docx'))).toMatchObject({
      parseResult: 'OK',
      entries: { [card]: 1, [ssn]: 1 },
    });
    expect(files.get(path.join(dirs.dataA, 'notes.txt'))).toMatchObject({ parseResult: 'OK', entries: {} });
    expect(await childTenantRow(env.t, env.customer)).toMatchObject({ devicesCount: 1, entriesCost: 40 });

    const s = await status(dirs.stateA);
    expect(s).toMatchObject({ queueLength: 0, filesIndexed: 3 });
    expect(s.lastUploadAt).not.toBeNull();
    expect(s.policyVersion).toMatch(/\w+/);
  });

  it('sends nothing again for an unchanged folder', async () => {
    const { deviceId } = await status(dirs.stateA);
    const before = await appliedBatches(env.t, env.customer.customer.id, deviceId ?? -1);
    const result = await scan(dirs.stateA, dirs.dataA);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('0 read and classified, 3 unchanged');
    expect(await appliedBatches(env.t, env.customer.customer.id, deviceId ?? -1)).toBe(before);
    expect((await env.numbers()).riskUsd).toBe(40);
  });

  it('updates a changed file and removes a deleted one', async () => {
    await fs.appendFile(path.join(dirs.dataA, 'notes.txt'), 'Card 5555555555554444 was mentioned.\n');
    await fs.rm(path.join(dirs.dataA, 'cards.txt'));
    const result = await scan(dirs.stateA, dirs.dataA);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('1 files, 1 deleted');
    expect(await env.numbers()).toEqual({
      devices: 1,
      files: 2,
      sensitiveFiles: 2,
      sensitiveEntries: 3,
      riskUsd: 25,
    });
  });
});

describe('a second agent on the same machine', () => {
  it('registers as a separate device with its own state folder', async () => {
    const result = await runCli([
      'register',
      '--server',
      proxy.url,
      '--key',
      env.customer.agentKey,
      '--name',
      'laptop-b',
      '--state-dir',
      dirs.stateB,
    ]);
    expect(result.code).toBe(0);
    const [a, b] = [await status(dirs.stateA), await status(dirs.stateB)];
    expect(b.deviceId).not.toBe(a.deviceId);
    expect((await env.numbers()).devices).toBe(2);
    // A first, empty scan: the policy is now saved for offline starts.
    expect((await scan(dirs.stateB, dirs.dataB)).code).toBe(0);
  });
});

describe('outages and crashes', () => {
  it('keeps everything in the queue while the server is unreachable and sends it later', async () => {
    await fs.writeFile(path.join(dirs.dataB, 'b1.txt'), 'card 4111111111111111\n');
    await proxy.down();
    const offline = await scan(dirs.stateB, dirs.dataB, '--once');
    expect(offline.code).toBe(3);
    expect(offline.stderr).toContain('saved policy');
    expect((await status(dirs.stateB)).queueLength).toBeGreaterThan(0);
    expect((await env.numbers()).files).toBe(2);

    await proxy.up();
    const online = await scan(dirs.stateB, dirs.dataB);
    expect(online.code).toBe(0);
    expect(online.stdout).toContain('0 read and classified, 1 unchanged');
    expect((await status(dirs.stateB)).queueLength).toBe(0);
    expect(await env.numbers()).toEqual({
      devices: 2,
      files: 3,
      sensitiveFiles: 3,
      sensitiveEntries: 4,
      riskUsd: 35,
    });
  });

  it('loses nothing and counts nothing twice when the agent is killed after queuing', async () => {
    await fs.writeFile(path.join(dirs.dataB, 'b2.txt'), 'ssn 078-05-1120\n');
    await proxy.down();
    const run = spawnCli(['scan', dirs.dataB, '--state-dir', dirs.stateB, '--quiet']);
    const queueDir = path.join(dirs.stateB, 'queue');
    await waitFor(
      async () => (await DiskQueue.inspect(queueDir, queueDir)).queued > 0,
      20_000,
      'a queued batch',
    );
    run.kill('SIGKILL');
    expect((await run.exited).signal).toBe('SIGKILL');
    expect((await env.numbers()).files).toBe(3);

    await proxy.up();
    const restarted = await scan(dirs.stateB, dirs.dataB);
    expect(restarted.code).toBe(0);
    expect(await env.numbers()).toEqual({
      devices: 2,
      files: 4,
      sensitiveFiles: 4,
      sensitiveEntries: 5,
      riskUsd: 40,
    });
  });

  it('does not count a batch twice when its answer was lost and it is sent again', async () => {
    await fs.writeFile(path.join(dirs.dataB, 'b3.txt'), 'card 5555555555554444 ssn 123-45-6789\n');
    const { deviceId } = await status(dirs.stateB);
    const before = await appliedBatches(env.t, env.customer.customer.id, deviceId ?? -1);
    proxy.dropResponses(1);
    const result = await scan(dirs.stateB, dirs.dataB);
    expect(result.code).toBe(0);
    expect(result.stdout).toContain('(1 already applied)');
    expect(await appliedBatches(env.t, env.customer.customer.id, deviceId ?? -1)).toBe(before + 1);
    expect(await env.numbers()).toEqual({
      devices: 2,
      files: 5,
      sensitiveFiles: 5,
      sensitiveEntries: 7,
      riskUsd: 55,
    });
  });

  it('refuses a credential the device no longer holds (re-registered elsewhere): exit code 4', async () => {
    const stale = path.join(env.work, 'stale');
    await fs.cp(dirs.stateB, stale, { recursive: true });
    const again = await runCli([
      'register',
      '--server',
      proxy.url,
      '--key',
      env.customer.agentKey,
      '--name',
      'laptop-b',
      '--state-dir',
      dirs.stateB,
    ]);
    expect(again.code).toBe(0);
    expect((await status(dirs.stateB)).deviceId).toBe((await status(stale)).deviceId);
    const refused = await scan(stale, dirs.dataB);
    expect(refused.code).toBe(4);
    expect(refused.stderr).toContain('Register the agent again');
    // The re-registered device keeps its index: nothing is read or sent again.
    const rescan = await scan(dirs.stateB, dirs.dataB);
    expect(rescan.stdout).toContain('0 read and classified, 3 unchanged');
  });
});
