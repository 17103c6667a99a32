import { promises as fs } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_LOG_DOWNLOAD_ROUTE } from '@vigil/contracts';
import { createUser, tokenFor } from '../../server/test/helpers/factories.js';
import { statePaths } from '../src/state/state-dir.js';
import { spawnCli, waitFor } from './helpers/cli.js';
import {
  agentStatus,
  startAgentEnvironment,
  type AgentEnvironment,
  registerAgent,
} from './helpers/environment.js';

/**
 * The back office asks a running agent for its log: the agent sees the request at its next policy
 * pull and uploads its rotating log, which the console then downloads as text. The agent also
 * reports what it sees of FIPS mode when it starts.
 */

let env: AgentEnvironment;
let sysAdmin: string;

beforeAll(async () => {
  env = await startAgentEnvironment();
  sysAdmin = await tokenFor(
    env.t.config,
    await createUser(env.t.db, env.t.rootTenantId, { roles: ['SysAdmin'] }),
  );
});

afterAll(async () => {
  await env?.close();
});

interface LogRow {
  id: number;
  deviceId: number;
  fileName: string;
}

describe('agent log requests reach the running agent', () => {
  it('request → the next policy pull uploads the log → the download returns its text; FIPS reported', async () => {
    const stateDir = path.join(env.work, 'state');
    const data = path.join(env.work, 'data');
    await fs.mkdir(data, { recursive: true });
    await fs.writeFile(path.join(data, 'a.txt'), 'nothing sensitive\n');
    await registerAgent(env, stateDir);
    const { deviceId } = await agentStatus(stateDir);
    const run = spawnCli(['run', data, '--state-dir', stateDir, '--quiet', '--policy-interval', '5']);
    try {
      await waitFor(() => run.output().includes('watching'), 20_000, 'the watcher to start');
      const fips = await env.t.gql<{
        fipsStatus: { items: { deviceId: number; methodUsed: string; osVersion: string }[] };
      }>(
        'query ($tenantId: Int) { fipsStatus(tenantId: $tenantId) { items { deviceId methodUsed osVersion } } }',
        { tenantId: env.customer.customer.id },
        env.customer.partnerToken,
      );
      expect(fips.data?.fipsStatus.items).toEqual([
        { deviceId, methodUsed: expect.stringContaining('OpenSSL'), osVersion: expect.stringMatching(/\S/) },
      ]);

      const asked = await env.t.gql(
        'mutation ($id: Int!) { requestDeviceLog(request: { deviceId: $id }) }',
        { id: deviceId },
        sysAdmin,
      );
      expect(asked.errors).toBeUndefined();
      const log = await waitFor(
        async () => {
          const res = await env.t.gql<{ devicesLogs: { items: LogRow[] } }>(
            'query { devicesLogs { items { id deviceId fileName } } }',
            {},
            sysAdmin,
          );
          return res.data?.devicesLogs.items.find((r) => r.deviceId === deviceId);
        },
        20_000,
        'the uploaded log',
      );
      const file = await env.t.app.inject({
        method: 'GET',
        url: `${AGENT_LOG_DOWNLOAD_ROUTE}?id=${log.id}`,
        headers: { authorization: `Bearer ${sysAdmin}` },
      });
      expect(file.statusCode).toBe(200);
      expect(file.body).toContain(`run started: agent`);
      expect(file.body).toContain(`watching ${data}`);
      // The log holds no credential of the device.
      const registration = JSON.parse(await fs.readFile(statePaths(stateDir).registration, 'utf8')) as {
        deviceCredential: string;
      };
      expect(file.body).not.toContain(registration.deviceCredential);
      expect(file.body).not.toContain(env.customer.agentKey);
      await waitFor(() => run.output().includes('log sent to the console'), 10_000, 'the agent to say so');
    } finally {
      run.kill('SIGKILL');
    }
  });
});
