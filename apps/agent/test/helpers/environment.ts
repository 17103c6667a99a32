import { expect } from 'vitest';
import { promises as fs } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { createTestApp, type TestApp } from '../../../server/test/helpers/test-app.js';
import { createAgentCustomer, tenantNumbers, type TestCustomer } from './console.js';
import { runCli } from './cli.js';

export interface AgentEnvironment {
  t: TestApp;
  /** The real server, listening on an ephemeral port. */
  server: string;
  port: number;
  customer: TestCustomer;
  /** A temporary folder for state and data folders, removed by close(). */
  work: string;
  numbers(): ReturnType<typeof tenantNumbers>;
  close(): Promise<void>;
}

/** The real server in-process on a fresh database, and a customer whose agent key the agents use. */
export async function startAgentEnvironment(): Promise<AgentEnvironment> {
  const t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const address = t.app.server.address();
  if (!address || typeof address === 'string') throw new Error('server did not listen on a port');
  const customer = await createAgentCustomer(t);
  const work = await fs.mkdtemp(path.join(os.tmpdir(), 'vigil-agent-int-'));
  return {
    t,
    server: `http://127.0.0.1:${address.port}`,
    port: address.port,
    customer,
    work,
    numbers: () => tenantNumbers(t, customer.customer.id),
    async close() {
      await t.close();
      await fs.rm(work, { recursive: true, force: true });
    },
  };
}

export interface AgentStatus {
  registered: boolean;
  deviceId: number | null;
  queueLength: number;
  lastUploadAt: string | null;
  filesIndexed: number;
  policyVersion: string | null;
}

export async function agentStatus(stateDir: string): Promise<AgentStatus> {
  const result = await runCli(['status', '--json', '--state-dir', stateDir]);
  if (result.code !== 0) throw new Error(`status failed: ${result.stderr}`);
  return JSON.parse(result.stdout) as AgentStatus;
}

/** A local port nothing listens on (it was just free). */
export async function closedPort(): Promise<number> {
  const probe = net.createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as net.AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** `vigil-agent register` against the environment's server with its customer's key. */
export function runRegister(env: AgentEnvironment, stateDir: string) {
  return runCli([
    'register',
    '--server',
    env.server,
    '--key',
    env.customer.agentKey,
    '--state-dir',
    stateDir,
  ]);
}

/** registers as runRegister does; the test fails if refused. */
export async function registerAgent(env: AgentEnvironment, stateDir: string): Promise<void> {
  const registered = await runRegister(env, stateDir);
  expect(registered.code).toBe(0);
}

/** Registers (the test fails if refused) and returns the console's id of the new device. */
export async function registerDevice(env: AgentEnvironment, stateDir: string): Promise<number> {
  await registerAgent(env, stateDir);
  const { deviceId } = await agentStatus(stateDir);
  if (!deviceId) throw new Error('not registered');
  return deviceId;
}
