import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
/** Starts the server as `npm start` does; a variable given as undefined is left unset. */
function startServer(env: Record<string, string | undefined>, args: string[] = []) {
  const merged: Record<string, string | undefined> = {
    ...process.env,
    LOG_LEVEL: 'warn',
    HOST: '127.0.0.1',
    PORT: '0',
    JWT_SECRET: undefined,
    ...env,
  };
  const childEnv = Object.fromEntries(
    Object.entries(merged).filter((e): e is [string, string] => e[1] !== undefined),
  );
  // As scripts/start.mjs runs it: tsx as a loader, so a stop signal reaches the server itself.
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts', ...args], {
    cwd: repoRoot,
    env: childEnv,
  });
  let output = '';
  child.stdout.on('data', (d: Buffer) => (output += d.toString()));
  child.stderr.on('data', (d: Buffer) => (output += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const ready = new Promise<string>((resolve, reject) => {
    const timer = setInterval(() => {
      const m = /running at (http:\/\/\S+)/.exec(output);
      if (m?.[1]) {
        clearInterval(timer);
        resolve(m[1]);
      }
    }, 50);
    void exited.then((code) => {
      clearInterval(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  });
  return { child, ready, exited, output: () => output };
}

// A first start migrates, seeds the library and ingests the demo customers' data: give it time on a busy machine.
describe('npm start (the server process)', { timeout: 120_000 }, () => {
  it('migrates and seeds an empty data folder, prints where to sign in, and stops cleanly on SIGTERM', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-start-'));
    const server = startServer({ DATA_DIR: dataDir });
    const url = await server.ready;
    const health = await fetch(`${url}/healthz`);
    expect(await health.json()).toEqual({ status: 'ok', database: 'pglite' });
    expect(server.output()).toContain('Demo sign-ins (password Vigil-demo-1)');
    expect(server.output()).toContain('sysadmin@vigil.demo');
    expect(server.output()).toMatch(/npx vigil-agent register --server http:\/\/\S+ --key [0-9a-f-]{36}/);
    expect(fs.existsSync(path.join(dataDir, 'pglite'))).toBe(true);
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });

  it(
    'signs with a secret of its own, made on the first start (0600 in the data folder) and kept for the next',
    { timeout: 240_000 },
    async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-start-'));
      const first = startServer({ DATA_DIR: dataDir });
      const firstUrl = await first.ready;
      const secretFile = path.join(dataDir, 'jwt-secret');
      expect(fs.statSync(secretFile).mode & 0o777).toBe(0o600);
      const secret = fs.readFileSync(secretFile, 'utf8');
      const signIn = await fetch(`${firstUrl}/api/Login/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'sysadmin@vigil.demo', password: 'Vigil-demo-1' }),
      });
      const { accessToken } = (await signIn.json()) as { accessToken: string };
      expect(accessToken).toBeTruthy();
      first.child.kill('SIGTERM');
      expect(await first.exited).toBe(0);

      const second = startServer({ DATA_DIR: dataDir });
      const secondUrl = await second.ready;
      expect(fs.readFileSync(secretFile, 'utf8')).toBe(secret);
      // A token of the first start still opens the session: same secret, same session.
      const me = await fetch(`${secondUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${accessToken}` },
        body: JSON.stringify({ query: '{ userInfo { email } }' }),
      });
      expect(me.status).toBe(200);
      expect(await me.json()).toEqual({ data: { userInfo: { email: 'sysadmin@vigil.demo' } } });
      second.child.kill('SIGTERM');
      expect(await second.exited).toBe(0);
    },
  );

  it('listens on 127.0.0.1 unless HOST says otherwise', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-start-'));
    const server = startServer({ DATA_DIR: dataDir, HOST: undefined }, ['--no-demo']);
    const url = await server.ready;
    expect(server.output()).toMatch(/Listening on 127\.0\.0\.1 port \d+/);
    const port = new URL(url).port;
    expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
    // An address of this machine that is not the loopback one is not served.
    const external = Object.values(os.networkInterfaces())
      .flat()
      .find((a) => a && a.family === 'IPv4' && !a.internal);
    if (external) {
      await expect(fetch(`http://${external.address}:${port}/healthz`)).rejects.toThrow();
    }
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });

  it('starts empty with --no-demo and says how to create the first administrator', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-start-'));
    const server = startServer({ DATA_DIR: dataDir }, ['--no-demo']);
    await server.ready;
    expect(server.output()).toContain('npm run create-admin');
    expect(server.output()).not.toContain('@vigil.demo');
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
  });

  it('refuses to start in production without its secrets', async () => {
    const server = startServer({ NODE_ENV: 'production', JWT_SECRET: '', PUBLIC_URL: '' });
    server.ready.catch(() => undefined);
    expect(await server.exited).toBe(1);
    expect(server.output()).toMatch(/JWT_SECRET/);
  });
});
