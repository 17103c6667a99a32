import { promises as fs } from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from './helpers/cli.js';
import { runRegister, startAgentEnvironment, type AgentEnvironment } from './helpers/environment.js';
import { ForwardProxy } from './helpers/forward-proxy.js';

/** A company network: the agent reaches the console only through HTTP(S)_PROXY, unless NO_PROXY. */

let env: AgentEnvironment;
let proxy: ForwardProxy;
let proxyUrl: string;
const PROXY_VARIABLES = ['HTTP_PROXY', 'HTTPS_PROXY', 'NO_PROXY', 'http_proxy', 'https_proxy', 'no_proxy'];
const saved = Object.fromEntries(PROXY_VARIABLES.map((name) => [name, process.env[name]]));

beforeAll(async () => {
  env = await startAgentEnvironment();
  proxy = new ForwardProxy();
  proxyUrl = await proxy.start();
});

afterEach(() => {
  for (const name of PROXY_VARIABLES) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
  proxy.seen.length = 0;
});

afterAll(async () => {
  await proxy?.close();
  await env?.close();
});

async function registerAndScan(name: string) {
  const stateDir = path.join(env.work, `${name}-state`);
  const data = path.join(env.work, `${name}-data`);
  await fs.mkdir(data, { recursive: true });
  await fs.writeFile(path.join(data, 'note.txt'), 'a note for the console');
  const register = await runRegister(env, stateDir);
  const scan = await runCli(['scan', data, '--state-dir', stateDir, '--quiet', '--json']);
  return { register, scan };
}

describe('proxy from the environment', () => {
  it('registers and uploads through HTTP_PROXY', async () => {
    for (const name of PROXY_VARIABLES) delete process.env[name];
    process.env.HTTP_PROXY = proxyUrl;
    const { register, scan } = await registerAndScan('proxied');
    expect(register.code, register.stderr).toBe(0);
    expect(scan.code, scan.stderr).toBe(0);
    const host = new URL(env.server).host;
    const through = proxy.seen.filter((line) => line.includes(host));
    // Every call (register, policy, batches) went through the proxy, tunnelled or forwarded.
    expect(through.length).toBeGreaterThanOrEqual(2);
  });

  it('goes direct for a host NO_PROXY names', async () => {
    for (const name of PROXY_VARIABLES) delete process.env[name];
    process.env.HTTP_PROXY = proxyUrl;
    process.env.HTTPS_PROXY = proxyUrl;
    process.env.NO_PROXY = '127.0.0.1';
    const { register, scan } = await registerAndScan('direct');
    expect(register.code, register.stderr).toBe(0);
    expect(scan.code, scan.stderr).toBe(0);
    expect(proxy.seen).toEqual([]);
  });
});
