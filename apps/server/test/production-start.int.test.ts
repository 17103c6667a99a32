import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createScratchDatabase,
  postgresForThisFile,
  type ScratchDatabase,
} from './helpers/scratch-postgres.js';

/*
 * The production server as the image runs it (Dockerfile): the bundle `node apps/server/dist/main.js`,
 * NODE_ENV=production, on PostgreSQL — no tsx, no TypeScript. Built here unless a build newer than
 * every source it is made of exists. The database is a scratch one on the PostgreSQL server of
 * TEST_DATABASE_URL (CI's second pass) or 127.0.0.1:5432 (user root, trust; CI starts it first),
 * created and dropped by this file. Without a PostgreSQL server this file is skipped with a loud
 * warning, as the journeys are without Chromium; under CI (CI=true or REQUIRE_POSTGRES=1) that is a
 * failure.
 */

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const serverRoot = path.join(repoRoot, 'apps/server');
const mainJs = path.join(serverRoot, 'dist/main.js');
const createAdminJs = path.join(serverRoot, 'dist/create-admin.js');
const METRICS_TOKEN = randomBytes(24).toString('hex');
const JWT_SECRET = randomBytes(32).toString('base64url');
const ADMIN = { email: 'ops-admin@vigil.example', password: 'Harbour-lights-47-quiet' };

/** The newest modification time among the files the bundle is made of. */
function newestSource(): number {
  let newest = 0;
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      if (entry.name === 'node_modules') continue;
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else newest = Math.max(newest, fs.statSync(full).mtimeMs);
    }
  };
  for (const dir of [
    'apps/server/src',
    'apps/server/build',
    'packages/contracts/src',
    'packages/classify/src',
  ]) {
    walk(path.join(repoRoot, dir));
  }
  for (const file of ['apps/server/package.json', 'package-lock.json']) {
    newest = Math.max(newest, fs.statSync(path.join(repoRoot, file)).mtimeMs);
  }
  return newest;
}

function buildIfStale(): void {
  const fresh = [mainJs, createAdminJs].every(
    (f) => fs.existsSync(f) && fs.statSync(f).mtimeMs > newestSource(),
  );
  if (fresh) return;
  const build = spawnSync('npm', ['run', 'build', '-w', '@vigil/server'], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
  if (build.status !== 0)
    throw new Error(`npm run build -w @vigil/server failed:\n${build.stdout}\n${build.stderr}`);
}

/** Only what the image's environment would hold: no inherited NODE_ENV, DATABASE_URL or secrets. */
function productionEnv(extra: Record<string, string | undefined>): Record<string, string> {
  const env: Record<string, string | undefined> = {
    PATH: process.env.PATH,
    HOME: process.env.HOME,
    NODE_ENV: 'production',
    ...extra,
  };
  return Object.fromEntries(Object.entries(env).filter((e): e is [string, string] => e[1] !== undefined));
}

function startProduction(env: Record<string, string>) {
  const child = spawn(process.execPath, [mainJs], { cwd: os.tmpdir(), env });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (d: Buffer) => (stdout += d.toString()));
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, stdout: () => stdout, stderr: () => stderr };
}

const runHere = await postgresForThisFile('PRODUCTION START TEST');
let scratch: ScratchDatabase | null = null;
let scratchUrl = '';

beforeAll(async () => {
  if (!runHere) return;
  scratch = await createScratchDatabase('vigil_prod');
  scratchUrl = scratch.url;
  buildIfStale();
}, 120_000);

afterAll(async () => {
  await scratch?.drop();
});

describe.runIf(runHere)('the production server (node apps/server/dist/main.js)', { timeout: 120_000 }, () => {
  it('refuses to start without DATABASE_URL or JWT_SECRET, saying which', async () => {
    const bare = startProduction(productionEnv({ PUBLIC_URL: 'https://vigil.example' }));
    expect(await bare.exited).toBe(1);
    expect(bare.stderr()).toContain(
      'Production mode (NODE_ENV=production) needs these settings: DATABASE_URL, JWT_SECRET.',
    );
    const noSecret = startProduction(
      productionEnv({ PUBLIC_URL: 'https://vigil.example', DATABASE_URL: scratchUrl }),
    );
    expect(await noSecret.exited).toBe(1);
    expect(noSecret.stderr()).toContain('needs these settings: JWT_SECRET.');
    // It stopped before touching the database: nothing was migrated.
    const probe = new pg.Client({ connectionString: scratchUrl });
    await probe.connect();
    try {
      const migrated = await probe.query(`select to_regclass('drizzle.__drizzle_migrations') as t`);
      expect(migrated.rows[0].t).toBeNull();
    } finally {
      await probe.end();
    }
  });

  it('migrates PostgreSQL, becomes ready, signs in an admin made by the CLI, answers GraphQL, compresses, and serves its metrics', async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-prod-'));
    const env = productionEnv({
      DATABASE_URL: scratchUrl,
      JWT_SECRET,
      PUBLIC_URL: 'https://vigil.example',
      METRICS_TOKEN,
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      TRUST_PROXY: '127.0.0.1',
    });
    const server = startProduction(env);
    try {
      const port = await new Promise<string>((resolve, reject) => {
        const timer = setInterval(() => {
          const m = /Listening on 127\.0\.0\.1 port (\d+)/.exec(server.stdout());
          if (m?.[1]) {
            clearInterval(timer);
            resolve(m[1]);
          }
        }, 50);
        void server.exited.then((code) => {
          clearInterval(timer);
          reject(new Error(`server exited with ${code}:\n${server.stdout()}\n${server.stderr()}`));
        });
      });
      const base = `http://127.0.0.1:${port}`;
      // Production never seeds demo data.
      expect(server.stdout()).not.toContain('@vigil.demo');

      // Ready: the database answers and every migration is applied.
      let ready: Response | null = null;
      for (let i = 0; i < 100 && ready?.status !== 200; i += 1) {
        ready = await fetch(`${base}/readyz`);
        if (ready.status !== 200) await new Promise((r) => setTimeout(r, 100));
      }
      expect(ready?.status).toBe(200);
      expect(await ready?.json()).toEqual({ status: 'ready', database: 'postgres' });
      expect((await fetch(`${base}/healthz`)).status).toBe(200);

      // The first administrator, made as the README's Deploy section says.
      const created = spawnSync(
        process.execPath,
        [createAdminJs, '--email', ADMIN.email, '--first-name', 'Ops', '--last-name', 'Admin'],
        { cwd: os.tmpdir(), env: { ...env, VIGIL_ADMIN_PASSWORD: ADMIN.password }, encoding: 'utf8' },
      );
      expect(created.stderr).toBe('');
      expect(created.status).toBe(0);
      expect(created.stdout).toContain(`Created SysAdmin ${ADMIN.email}`);

      const signIn = await fetch(`${base}/api/Login/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(ADMIN),
      });
      expect(signIn.status).toBe(200);
      const { accessToken } = (await signIn.json()) as { accessToken: string };
      expect(accessToken).toBeTruthy();

      // A request id: a new one per request, or the trusted proxy's, echoed and logged.
      const me = await fetch(`${base}/graphql?Me`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          authorization: `Bearer ${accessToken}`,
          'x-request-id': 'proxy-req-4711',
        },
        body: JSON.stringify({ query: 'query Me { userInfo { email } }', operationName: 'Me' }),
      });
      expect(me.status).toBe(200);
      expect(await me.json()).toEqual({ data: { userInfo: { email: ADMIN.email } } });
      expect(me.headers.get('x-request-id')).toBe('proxy-req-4711');
      const own = await fetch(`${base}/healthz`);
      expect(own.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);

      // Compression of a large answer (the schema, some 200 KB), as the client accepts.
      for (const encoding of ['br', 'gzip']) {
        const schema = await fetch(`${base}/graphql/schema.graphql`, {
          headers: { authorization: `Bearer ${accessToken}`, 'accept-encoding': encoding },
        });
        expect(schema.status).toBe(200);
        expect(schema.headers.get('content-encoding')).toBe(encoding);
        expect(await schema.text()).toContain('type Query');
      }

      // Metrics: only with the token, and nothing of a tenant's in them.
      expect((await fetch(`${base}/metrics`)).status).toBe(401);
      expect(
        (await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}x` } })).status,
      ).toBe(401);
      const metrics = await fetch(`${base}/metrics`, {
        headers: { authorization: `Bearer ${METRICS_TOKEN}` },
      });
      expect(metrics.status).toBe(200);
      expect(metrics.headers.get('content-type')).toContain('text/plain');
      const text = await metrics.text();
      for (const family of [
        '# TYPE vigil_http_request_duration_seconds histogram',
        '# TYPE vigil_ingest_batches_total counter',
        '# TYPE vigil_ingest_findings_total counter',
        '# TYPE vigil_job_queue_depth gauge',
        '# TYPE vigil_db_pool_connections gauge',
      ]) {
        expect(text).toContain(family);
      }
      expect(text).toMatch(
        /vigil_http_request_duration_seconds_count\{method="POST",route="\/graphql",operation="Me",status_code="200"\} 1\n/,
      );
      expect(text).toMatch(
        /vigil_http_request_duration_seconds_count\{method="POST",route="\/api\/Login\/token",operation="\/api\/Login\/token",status_code="200"\} 1\n/,
      );
      expect(text).toMatch(/vigil_db_pool_connections\{state="total"\} [1-9]\d*\n/);
      expect(text).toMatch(/vigil_db_pool_connections\{state="max"\} 10\n/);
      expect(text).toContain('vigil_database_info{kind="postgres"} 1');
      expect(text).not.toContain(ADMIN.email);
      expect(text).not.toContain('Back Office');

      // The web console is found from dist/ as from the sources: served when built, else named.
      const webDist = path.join(repoRoot, 'apps/web/dist');
      if (fs.existsSync(path.join(webDist, 'index.html'))) {
        const page = await fetch(`${base}/auth/sign-in`);
        expect(page.headers.get('content-type')).toContain('text/html');
      } else {
        expect(server.stdout()).toContain(JSON.stringify(webDist));
      }

      server.child.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      // JSON log lines (production's default) carry the request id.
      const lines = server
        .stdout()
        .split('\n')
        .filter((l) => l.startsWith('{'))
        .map((l) => JSON.parse(l) as { reqId?: string; msg?: string; req?: { url?: string } });
      expect(lines.some((l) => l.reqId === 'proxy-req-4711' && l.msg === 'request completed')).toBe(true);
      // Request lines name the request, never its credentials.
      expect(lines.filter((l) => l.msg === 'request completed').length).toBeGreaterThan(3);
      expect(server.stdout()).not.toContain(accessToken);
      expect(server.stdout()).not.toContain(METRICS_TOKEN);
    } finally {
      if (server.child.exitCode === null) server.child.kill('SIGKILL');
    }
  });
});
