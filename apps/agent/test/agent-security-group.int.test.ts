import { promises as fs } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deviceFiles } from './helpers/console.js';
import { runCli, spawnCli, waitFor } from './helpers/cli.js';
import { registerDevice, startAgentEnvironment, type AgentEnvironment } from './helpers/environment.js';

/**
 * A device moved into a security group gets the group's settings on its next policy pull: with
 * discovery off it stops discovering, and its scanner waits the group's delay; taken out of the
 * group, it has its own settings again.
 */

let env: AgentEnvironment;
let data: string;
let stateDir: string;
let deviceId: number;

const scan = () => runCli(['scan', data, '--state-dir', stateDir, '--quiet']);

async function consoleCall<T>(document: string, variables: Record<string, unknown>): Promise<T> {
  const res = await env.t.gql<T>(
    document,
    { ...variables, tenantId: env.customer.customer.id },
    env.customer.partnerToken,
  );
  expect(res.errors).toBeUndefined();
  return res.data as T;
}

beforeAll(async () => {
  env = await startAgentEnvironment();
  data = path.join(env.work, 'data');
  stateDir = path.join(env.work, 'state');
  await fs.mkdir(data, { recursive: true });
  await fs.writeFile(path.join(data, 'first.txt'), 'card 4111111111111111\n');
  deviceId = await registerDevice(env, stateDir);
});

afterAll(async () => {
  await env?.close();
});

describe('security groups reach the agent', () => {
  // Three real agent runs and a killed one in one test: on a loaded two-core machine 30 s starved it.
  it('in a group with discovery off the device stops discovering and waits the group delay', async () => {
    const files = () => deviceFiles(env.t, env.customer.customer.id, deviceId);
    expect((await scan()).code).toBe(0);
    expect([...(await files()).keys()].map((p) => path.basename(p))).toEqual(['first.txt']);

    const created = await consoleCall<{ createDeviceSettingsGroup: { id: number } }>(
      `mutation ($tenantId: Int, $deviceId: Int!) {
        createDeviceSettingsGroup(
          request: { name: "Quiet laptops", discoveryEnabled: false, scannerDelayMinute: 7, deviceIds: [$deviceId] }
          tenantId: $tenantId
        ) { id }
      }`,
      { deviceId },
    );

    await fs.writeFile(path.join(data, 'second.txt'), 'card 5555555555554444\n');
    const quiet = await scan();
    expect(quiet.stderr + quiet.stdout).toContain('Discovery is turned off for this device in the console');
    expect([...(await files()).keys()].map((p) => path.basename(p))).toEqual(['first.txt']);

    const run = spawnCli(['run', data, '--state-dir', stateDir, '--quiet']);
    try {
      await waitFor(
        () => run.output().includes('waiting 7 min before scanning (scanner delay set in the console)'),
        20_000,
        "the group's scanner delay",
      );
    } finally {
      // Until it has exited, its lock on the state folder looks held to the next command.
      run.kill('SIGKILL');
      await run.exited;
    }

    // Out of the group, its own settings (discovery on, no delay) apply again.
    await consoleCall(
      `mutation ($tenantId: Int, $id: Int!) {
        updateDeviceSettingsGroup(request: { id: $id, deviceIds: [] }, tenantId: $tenantId) { id }
      }`,
      { id: created.createDeviceSettingsGroup.id },
    );
    expect((await scan()).code).toBe(0);
    expect([...(await files()).keys()].map((p) => path.basename(p)).sort()).toEqual([
      'first.txt',
      'second.txt',
    ]);
  }, 120_000);
});
