import { promises as fs } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { devices } from '../../server/src/devices/devices.tables.js';
import { appliedBatches, deviceFiles } from './helpers/console.js';
import { spawnCli, waitFor } from './helpers/cli.js';
import { registerDevice, startAgentEnvironment, type AgentEnvironment } from './helpers/environment.js';

/**
 * The agent obeys the console's licence actions on its next policy pull: released it stops
 * scanning, activated it scans again, rescan reads everything again, archived it stops, and
 * uninstalled it unregisters and removes its state folder.
 */

let env: AgentEnvironment;
let data: string;

const POLICY_EVERY = '5';

/** `vigil-agent run` over the data folder, asking for its policy every POLICY_EVERY seconds. */
function runAgent(stateDir: string) {
  return spawnCli(['run', data, '--state-dir', stateDir, '--quiet', '--policy-interval', POLICY_EVERY]);
}

async function register(stateDir: string): Promise<number> {
  return registerDevice(env, stateDir);
}

/** A console action as the partner's administrator acting for the customer. */
async function consoleCall(document: string, variables: Record<string, unknown>): Promise<unknown> {
  const res = await env.t.gql<Record<string, unknown>>(
    document,
    { ...variables, tenantId: env.customer.customer.id },
    env.customer.partnerToken,
  );
  expect(res.errors).toBeUndefined();
  return res.data;
}

const deviceRow = async (id: number) => (await env.t.db.select().from(devices).where(eq(devices.id, id)))[0];

beforeAll(async () => {
  env = await startAgentEnvironment();
  data = path.join(env.work, 'data');
  await fs.mkdir(data, { recursive: true });
  await fs.writeFile(path.join(data, 'keep.txt'), 'card 4111111111111111\n');
});

afterAll(async () => {
  await env?.close();
});

describe('licence actions reach the running agent', () => {
  it('released it stops scanning; activated it scans again; rescan re-reads; archived it stops', async () => {
    const stateDir = path.join(env.work, 'state');
    const deviceId = await register(stateDir);
    const tenantId = env.customer.customer.id;
    const files = () => deviceFiles(env.t, tenantId, deviceId);
    const run = runAgent(stateDir);
    try {
      await waitFor(() => run.output().includes('watching'), 20_000, 'the watcher to start');
      await waitFor(async () => (await files()).size === 1, 20_000, 'the first scan');

      await consoleCall(
        'mutation ($tenantId: Int) { setDevicesActiveMark(ids: [' +
          deviceId +
          '], isActive: false, tenantId: $tenantId) }',
        {},
      );
      await waitFor(() => run.output().includes('holds no licence (UNLICENSED)'), 20_000, 'the release');
      const unlicensed = path.join(data, 'while-unlicensed.txt');
      await fs.writeFile(unlicensed, 'card 5555555555554444\n');
      await new Promise((r) => setTimeout(r, 2_000));
      expect((await files()).has(unlicensed)).toBe(false);

      await consoleCall(
        'mutation ($tenantId: Int) { setDevicesActiveMark(ids: [' +
          deviceId +
          '], isActive: true, tenantId: $tenantId) }',
        {},
      );
      await waitFor(async () => (await files()).has(unlicensed), 20_000, 'the scan after activation');

      const before = await appliedBatches(env.t, tenantId, deviceId);
      await consoleCall(
        'mutation ($tenantId: Int) { rescan(deviceIds: [' + deviceId + '], tenantId: $tenantId) }',
        {},
      );
      await waitFor(
        () => run.output().includes('scanning (rescan requested in the console)'),
        20_000,
        'the rescan',
      );
      // A full scan sends every file again, although none changed.
      await waitFor(
        async () => (await appliedBatches(env.t, tenantId, deviceId)) > before,
        20_000,
        'the rescan batch',
      );

      await consoleCall(
        'mutation ($tenantId: Int) { setDevicesArchivingMark(ids: [' +
          deviceId +
          '], isArchived: true, tenantId: $tenantId) { result } }',
        {},
      );
      const exit = await Promise.race([
        run.exited,
        new Promise<null>((r) => setTimeout(() => r(null), 20_000)),
      ]);
      expect(exit?.code).toBe(4);
      expect(run.output()).toContain('archived in the console');
    } finally {
      run.kill('SIGKILL');
    }
  });

  it('uninstalled it unregisters, removes its state folder and the device is deleted when asked', async () => {
    const stateDir = path.join(env.work, 'state-uninstall');
    const deviceId = await register(stateDir);
    const run = runAgent(stateDir);
    try {
      await waitFor(() => run.output().includes('watching'), 20_000, 'the watcher to start');
      await consoleCall(
        'mutation ($tenantId: Int) { uninstallDevices(ids: [' +
          deviceId +
          '], withDeletion: true, tenantId: $tenantId) }',
        {},
      );
      const exit = await Promise.race([
        run.exited,
        new Promise<null>((r) => setTimeout(() => r(null), 20_000)),
      ]);
      expect(exit?.code).toBe(0);
      await expect(fs.stat(stateDir)).rejects.toThrow();
      expect(await deviceRow(deviceId)).toMatchObject({ licenseStatus: 'UNINSTALLED', isDeleted: true });
      // Its credential no longer works: a second confirmation is refused.
      const again = await env.t.app.inject({ method: 'POST', url: '/agent/v1/unregister', payload: {} });
      expect(again.statusCode).toBe(401);
    } finally {
      run.kill('SIGKILL');
    }
  });

  it('the server refuses an unregister the console did not ask for', async () => {
    const stateDir = path.join(env.work, 'state-unasked');
    await register(stateDir);
    const registration = JSON.parse(await fs.readFile(path.join(stateDir, 'registration.json'), 'utf8')) as {
      deviceCredential: string;
    };
    const res = await env.t.app.inject({
      method: 'POST',
      url: '/agent/v1/unregister',
      headers: { authorization: `Device ${registration.deviceCredential}` },
      payload: {},
    });
    expect(res.statusCode).toBe(409);
  });
});
