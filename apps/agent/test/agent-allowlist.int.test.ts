import { promises as fs } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { childTenantRow, deviceFiles } from './helpers/console.js';
import { runCli } from './helpers/cli.js';
import {
  agentStatus,
  startAgentEnvironment,
  type AgentEnvironment,
  registerAgent,
} from './helpers/environment.js';

/**
 * Allowlisting by extension, end to end: the console's switches reach the agent through its
 * policy. An excluded extension is no longer read, and the agent reports its files as gone, so
 * their findings leave the console's totals; a parse-as-text extension is read as plain text
 * whatever its content looks like. Cards $10 per entry, SSNs $5 (helpers/console.ts).
 */

let env: AgentEnvironment;
const dirs = { state: '', data: '' };

const scan = () => runCli(['scan', dirs.data, '--state-dir', dirs.state, '--quiet']);

async function setExtension(request: Record<string, unknown>) {
  const res = await env.t.gql(
    `mutation ($request: UpdateExtensionRuleRequestInput!, $tenantId: Int) {
      updateExtensionRule(request: $request, tenantId: $tenantId) { extension isEnabled parseType } }`,
    { request, tenantId: env.customer.customer.id },
    env.customer.partnerToken,
  );
  expect(res.errors).toBeUndefined();
}

beforeAll(async () => {
  env = await startAgentEnvironment();
  dirs.state = path.join(env.work, 'state');
  dirs.data = path.join(env.work, 'data');
  await fs.mkdir(dirs.data);
  await fs.writeFile(
    path.join(dirs.data, 'payments.log'),
    'card 4111111111111111 card 5555555555554444 ssn 123-45-6789\n',
  );
  await fs.writeFile(path.join(dirs.data, 'notes.txt'), 'card 4111111111111111\n');
  // Starts like a Windows executable and holds NUL bytes: read by its format it has no text.
  await fs.writeFile(
    path.join(dirs.data, 'export.dat'),
    Buffer.concat([Buffer.from('MZ\0\0\0\0'), Buffer.from('\ncard 5555555555554444\n')]),
  );
  await registerAgent(env, dirs.state);
});

afterAll(async () => {
  await env?.close();
});

describe('allowlisting by extension through the agent', () => {
  it('scans every extension by default', async () => {
    const result = await scan();
    expect(result.code).toBe(0);
    expect(await env.numbers()).toMatchObject({ files: 3, sensitiveFiles: 2, riskUsd: 35 });
  });

  it('drops an excluded extension from the console and reads a parse-as-text one as text', async () => {
    await setExtension({ extension: 'log', isTurnedOn: false });
    await setExtension({ extension: 'dat', parseType: 'TEXT' });
    const result = await scan();
    expect(result.code).toBe(0);
    // payments.log left ($25); export.dat now yields its card ($10)
    expect(await env.numbers()).toMatchObject({ files: 2, sensitiveFiles: 2, riskUsd: 20 });
    expect(await childTenantRow(env.t, env.customer)).toMatchObject({ entriesCost: 20 });
    const { deviceId } = await agentStatus(dirs.state);
    const files = await deviceFiles(env.t, env.customer.customer.id, deviceId ?? -1);
    expect([...files.keys()].sort()).toEqual([
      path.join(dirs.data, 'export.dat'),
      path.join(dirs.data, 'notes.txt'),
    ]);
    expect(files.get(path.join(dirs.data, 'export.dat'))).toMatchObject({
      entries: { [env.customer.classifiers.card]: 1 },
    });
  });

  it('brings the extension back when it is included again', async () => {
    await setExtension({ extension: 'log', isTurnedOn: true });
    await setExtension({ extension: 'dat', parseType: null });
    expect((await scan()).code).toBe(0);
    expect(await env.numbers()).toMatchObject({ files: 3, sensitiveFiles: 2, riskUsd: 35 });
  });
});
