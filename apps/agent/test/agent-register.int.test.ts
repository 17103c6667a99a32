import { promises as fs } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { AgentRoutes, type RegisterResponse } from '@vigil/contracts';
import { devices } from '../../server/src/devices/devices.tables.js';
import { readRegistration } from '../src/state/agent-state.js';
import { statePaths } from '../src/state/state-dir.js';
import { runCli } from './helpers/cli.js';
import { agentStatus, startAgentEnvironment, type AgentEnvironment } from './helpers/environment.js';

/** `vigil-agent register` of a device the server knows already: only the device itself may. */

let env: AgentEnvironment;

beforeAll(async () => {
  env = await startAgentEnvironment();
});

afterAll(async () => {
  await env?.close();
});

const register = (stateDir: string, server = env.server) =>
  runCli(['register', '--server', server, '--key', env.customer.agentKey, '--state-dir', stateDir]);

async function credentialOf(stateDir: string): Promise<string> {
  const registration = await readRegistration(statePaths(stateDir));
  if (!registration) throw new Error(`${stateDir} is not registered`);
  return registration.deviceCredential;
}

async function policyStatus(credential: string): Promise<number> {
  const res = await env.t.app.inject({
    method: 'GET',
    url: AgentRoutes.policy,
    headers: { authorization: `Device ${credential}` },
  });
  return res.statusCode;
}

describe('register again', () => {
  let stateDir: string;
  let thiefDir: string;

  it('presents the credential of its state folder: the same device, a new credential', async () => {
    stateDir = path.join(env.work, 'laptop');
    expect((await register(stateDir)).code).toBe(0);
    const first = await credentialOf(stateDir);
    const { deviceId } = await agentStatus(stateDir);

    const again = await register(stateDir);
    expect(again.code).toBe(0);
    expect((await agentStatus(stateDir)).deviceId).toBe(deviceId);
    const second = await credentialOf(stateDir);
    expect(second).not.toBe(first);
    expect(await policyStatus(second)).toBe(200);
    expect(await policyStatus(first)).toBe(401);
  });

  it('cannot take a device over from another machine with its identifier and the agent key (exit code 4)', async () => {
    thiefDir = path.join(env.work, 'thief');
    await fs.mkdir(thiefDir, { recursive: true });
    await fs.copyFile(statePaths(stateDir).identity, statePaths(thiefDir).identity);
    const refused = await register(thiefDir);
    expect(refused.code).toBe(4);
    expect(refused.stderr).toContain('This device is already registered');
    expect(refused.stderr).toContain('ask an administrator to release it');
    expect((await agentStatus(thiefDir)).registered).toBe(false);
    expect(await policyStatus(await credentialOf(stateDir))).toBe(200);
  });

  it('registers again once the console released the device', async () => {
    const { deviceId } = await agentStatus(stateDir);
    await env.t.db
      .update(devices)
      .set({ licenseStatus: 'UNINSTALLED' })
      .where(and(eq(devices.tenantId, env.customer.customer.id), eq(devices.id, deviceId!)));
    const released = await register(thiefDir);
    expect(released.code).toBe(0);
    expect((await agentStatus(thiefDir)).deviceId).toBe(deviceId);
    expect(await policyStatus(await credentialOf(thiefDir))).toBe(200);
  });

  it('never shows its credential to another server', async () => {
    const seen: (string | undefined)[] = [];
    const other = http.createServer((req, res) => {
      seen.push(req.headers.authorization);
      req.resume();
      const body: RegisterResponse = {
        deviceId: 1,
        deviceCredential: 'other-server-credential',
        tenantId: 1,
        licenseStatus: 'ACTIVE',
      };
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    });
    await new Promise<void>((resolve) => other.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = other.address() as AddressInfo;
      expect((await register(stateDir, `http://127.0.0.1:${port}`)).code).toBe(0);
      expect(seen).toEqual([undefined]);
    } finally {
      await new Promise((resolve) => other.close(resolve));
    }
  });
});
