import { execFile, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { and, eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InstallationMessages, InstallationRoutes, InstallerFileNames } from '@vigil/contracts';
import { nativeWatcherFiles } from '@vigil/agent/build';
import { auditEntries } from '../src/audit/audit.tables.js';
import { deviceCredentials, devices } from '../src/devices/devices.tables.js';
import { insertTenant } from '../src/tenants/tenants.repo.js';
import { createTenant, createUser, tokenFor, unique } from './helpers/factories.js';
import { createTestApp, listenOnLoopback, type TestApp } from './helpers/test-app.js';

const run = promisify(execFile);

/**
 * The installers against the real server listening on loopback: downloaded with a bearer token,
 * run with `sh` into a temporary folder, registering a device the console sees; the uninstall
 * releases it only with the customer's uninstall key.
 */
let t: TestApp;
let base: string;
let tmp: string;
let customerId: number;
let customerToken: string;
let partnerToken: string;
let foreignCustomerId: number;
const agentKey = `install-${unique('key')}`;
const uninstallKey = unique('UNINSTALL').toUpperCase();

beforeAll(async () => {
  t = await createTestApp();
  base = await listenOnLoopback(t);
  tmp = await mkdtemp(path.join(os.tmpdir(), 'vigil-install-'));

  const partner = await createTenant(t.db, t.rootTenantId, 'PARTNER', unique('Install Partner'));
  const customer = await insertTenant(t.db, {
    name: unique("O'Brien & Sons"),
    tenantType: 'CUSTOMER',
    parentId: partner.id,
    agentKey,
    agentUninstallKey: uninstallKey,
  });
  customerId = customer.id;
  const other = await createTenant(t.db, t.rootTenantId, 'PARTNER');
  foreignCustomerId = (await createTenant(t.db, other.id, 'CUSTOMER')).id;
  customerToken = await tokenFor(t.config, await createUser(t.db, customer.id));
  partnerToken = await tokenFor(t.config, await createUser(t.db, partner.id));
}, 120_000);

afterAll(async () => {
  await t?.close();
  if (tmp) await rm(tmp, { recursive: true, force: true });
});

function download(route: string, token: string | null, query = '') {
  return fetch(`${base}${route}${query}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
}

async function runScript(file: string, args: string[], home: string) {
  try {
    const { stdout, stderr } = await run('sh', [file, ...args], {
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: home },
      timeout: 60_000,
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    return { code: failed.code ?? -1, stdout: failed.stdout ?? '', stderr: failed.stderr ?? '' };
  }
}

function customerDevices() {
  return t.db.select().from(devices).where(eq(devices.tenantId, customerId));
}

describe('the Linux installer', () => {
  it('installs the bundled agent into a prefix, registers the device, and uninstalls only with the uninstall key', async () => {
    const res = await download(InstallationRoutes.linux, customerToken);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="${InstallerFileNames.linux}"`);
    const script = await res.text();
    expect(script.startsWith('#!/bin/sh')).toBe(true);
    expect(script).toContain(`VIGIL_AGENT_KEY='${agentKey}'`);
    expect(script).toContain(`VIGIL_SERVER='${base}'`);
    const installer = path.join(tmp, InstallerFileNames.linux);
    await writeFile(installer, script);
    const home = path.join(tmp, 'home');
    const prefix = path.join(tmp, 'opt', 'vigil agent');

    expect(await customerDevices()).toHaveLength(0);
    const installed = await runScript(installer, ['--prefix', prefix, '--name', 'installed-by-test'], home);
    expect(installed.stderr).toBe('');
    expect(installed.code).toBe(0);

    const [device] = await customerDevices();
    expect(device).toMatchObject({ name: 'installed-by-test', isDeleted: false });
    expect(device?.licenseStatus).not.toBe('UNINSTALLED');
    for (const file of ['lib/vigil-agent.mjs', 'lib/analyze-worker-entry.mjs', 'lib/vigil-uninstall.mjs']) {
      expect(existsSync(path.join(prefix, file)), file).toBe(true);
    }
    expect((await stat(path.join(prefix, 'bin/vigil-agent'))).mode & 0o111).not.toBe(0);
    const registration = JSON.parse(await readFile(path.join(prefix, 'state/registration.json'), 'utf8'));
    expect(registration).toMatchObject({ deviceId: device?.id, server: `${base}/` });

    // The installed wrapper runs the bundle with plain node, on the installed state folder.
    const status = await run(path.join(prefix, 'bin/vigil-agent'), ['status', '--json'], {
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: home },
    });
    expect(JSON.parse(status.stdout)).toMatchObject({ registered: true, server: `${base}/` });

    // The bundled worker threads scan a folder and the results reach the server.
    const docs = path.join(tmp, 'docs');
    await rm(docs, { recursive: true, force: true });
    await import('node:fs/promises').then((fs) => fs.mkdir(docs));
    await writeFile(path.join(docs, 'notes.txt'), 'nothing sensitive here\n');
    const scan = await run(
      path.join(prefix, 'bin/vigil-agent'),
      ['scan', docs, '--once', '--workers', '1', '--json'],
      {
        env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: home },
        timeout: 60_000,
      },
    );
    expect(scan.stdout).toMatch(/"filesScanned":\s*1\b/);
    expect(scan.stdout).toMatch(/"filesFailed":\s*0\b/);

    // Run mode watches with the native watcher the installer put in lib/native/, and sees a new file.
    const natives = Object.keys(nativeWatcherFiles('linux'));
    expect(natives).toContain('native/watcher-linux-x64-glibc.node');
    for (const file of natives) expect(existsSync(path.join(prefix, 'lib', file)), file).toBe(true);
    const agent = spawn(path.join(prefix, 'bin/vigil-agent'), ['run', docs, '--workers', '1'], {
      env: { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: home },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let said = '';
    agent.stdout.on('data', (chunk: Buffer) => (said += chunk.toString()));
    agent.stderr.on('data', (chunk: Buffer) => (said += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => agent.on('exit', (code) => resolve(code)));
    const until = async (text: string) => {
      for (let waited = 0; !said.includes(text); waited += 100) {
        if (waited > 60_000) throw new Error(`the installed agent never said "${text}":\n${said}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    };
    try {
      await until(`watching ${docs} with the native watcher`);
      const added = path.join(docs, 'added-later.txt');
      await writeFile(added, 'written while the agent watches\n');
      await until(`CREATE ${added}`);
    } finally {
      agent.kill('SIGTERM');
    }
    expect(await exited).toBe(0);
    expect(said).not.toContain('using fs.watch');

    const wrong = await runScript(
      installer,
      ['--uninstall', '--prefix', prefix, '--uninstall-key', 'NOT-THE-KEY'],
      home,
    );
    expect(wrong.code).toBe(4);
    expect(wrong.stderr).toContain(InstallationMessages.uninstallKeyInvalid);
    expect(existsSync(path.join(prefix, 'lib/vigil-agent.mjs'))).toBe(true);
    expect((await customerDevices())[0]?.licenseStatus).toBe(device?.licenseStatus);

    // Malformed bodies with the device's own credential: 400, nothing changed.
    const credential = `Device ${registration.deviceCredential}`;
    for (const body of [
      { uninstallKey: 42 },
      { uninstallKey: `${uninstallKey}\u0000` },
      { uninstallKey, extra: 1 },
      {},
    ]) {
      const res = await fetch(`${base}${InstallationRoutes.agentUninstall}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: credential },
        body: JSON.stringify(body),
      });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(await res.json()).toEqual({ message: InstallationMessages.uninstallKeyInvalid });
    }
    const huge = await fetch(`${base}${InstallationRoutes.agentUninstall}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: credential },
      body: JSON.stringify({ uninstallKey: 'x'.repeat(10_000) }),
    });
    expect(huge.status).toBe(413);
    expect((await customerDevices())[0]?.licenseStatus).toBe(device?.licenseStatus);

    const removed = await runScript(
      installer,
      ['--uninstall', '--prefix', prefix, '--uninstall-key', uninstallKey],
      home,
    );
    expect(removed.stderr).toBe('');
    expect(removed.code).toBe(0);
    expect(existsSync(prefix)).toBe(false);
    const [after] = await customerDevices();
    expect(after?.licenseStatus).toBe('UNINSTALLED');
    const live = await t.db
      .select()
      .from(deviceCredentials)
      .where(and(eq(deviceCredentials.deviceId, device!.id)));
    expect(live.every((c) => c.revokedAt !== null)).toBe(true);
    const history = await t.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.tenantId, customerId), eq(auditEntries.entityType, 'Device')))
      .orderBy(auditEntries.id);
    const uninstalls = history.filter((h) => JSON.stringify(h.additionalData).includes('uninstall key'));
    expect(uninstalls.map((h) => [h.entityId, h.operation, h.stateBefore, h.stateAfter])).toEqual([
      [device!.id, 'UPDATE', { licenseStatus: device!.licenseStatus }, { licenseStatus: 'UNINSTALLED' }],
    ]);
  }, 180_000);
});

describe('the macOS script and the Windows package', () => {
  it('mdm_install.zip holds an executable mdm_install.sh with the customer key', async () => {
    const res = await download(InstallationRoutes.macosScript, customerToken);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="mdm_install.zip"');
    const entries = unzipSync(new Uint8Array(await res.arrayBuffer()));
    expect(Object.keys(entries)).toEqual(['mdm_install.sh']);
    const script = strFromU8(entries['mdm_install.sh']!);
    expect(script).toContain(`VIGIL_AGENT_KEY='${agentKey}'`);
    const file = path.join(tmp, 'mdm_install.sh');
    await writeFile(file, script);
    await chmod(file, 0o755);
    const help = await run('sh', [file, '--help']);
    expect(help.stdout).toContain('--uninstall-key KEY');
  });

  it('the Windows zip carries the bundle and a PowerShell installer with the key', async () => {
    const res = await download(InstallationRoutes.windows, customerToken);
    expect(res.status).toBe(200);
    const entries = unzipSync(new Uint8Array(await res.arrayBuffer()));
    expect(
      Object.keys(entries)
        .filter((name) => !name.endsWith('/'))
        .sort(),
    ).toEqual(
      [
        'vigil-agent/install.cmd',
        'vigil-agent/install.ps1',
        'vigil-agent/lib/analyze-worker-entry.mjs',
        'vigil-agent/lib/vigil-agent.mjs',
        'vigil-agent/lib/vigil-uninstall.mjs',
        // The Windows watcher binaries npm installed here (none on a Linux build machine).
        ...Object.keys(nativeWatcherFiles('windows')).map((file) => `vigil-agent/lib/${file}`),
      ].sort(),
    );
    const ps1 = strFromU8(entries['vigil-agent/install.ps1']!);
    expect(ps1).toContain(`[string]$AgentKey = '${agentKey}'`);
    expect(ps1).not.toContain('@@');
  });
});

describe('the download routes', () => {
  it('refuse a foreign tenant exactly like a missing one, and say what is wrong with bad input', async () => {
    const missing = await download(InstallationRoutes.linux, partnerToken, '?tenantId=999999999');
    const foreign = await download(InstallationRoutes.linux, partnerToken, `?tenantId=${foreignCustomerId}`);
    expect(missing.status).toBe(404);
    expect(foreign.status).toBe(404);
    const scrub = (body: { message: string }) => body.message.replace(/\d+/g, 'N');
    expect(scrub(await foreign.json())).toBe(scrub(await missing.json()));

    const acting = await download(InstallationRoutes.windows, partnerToken, `?tenantId=${customerId}`);
    expect(acting.status).toBe(200);

    for (const bad of ['abc', '0', '-1', '1e3', '1234567890', '1%00']) {
      const res = await download(InstallationRoutes.linux, partnerToken, `?tenantId=${bad}`);
      expect(res.status, bad).toBe(400);
      expect(await res.json()).toEqual({ message: InstallationMessages.tenantIdInvalid });
    }
    const extra = await download(InstallationRoutes.linux, customerToken, '?foo=1');
    expect(extra.status).toBe(400);
    const partnerOwn = await download(InstallationRoutes.linux, partnerToken);
    expect(partnerOwn.status).toBe(400);
    expect(await partnerOwn.json()).toEqual({ message: InstallationMessages.notACustomer });
    expect((await download(InstallationRoutes.linux, null)).status).toBe(401);
    const readOnly = await tokenFor(t.config, await createUser(t.db, customerId, { isReadOnlyUser: true }));
    const refused = await download(InstallationRoutes.linux, readOnly);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: InstallationMessages.adminsOnly });
    const regular = await tokenFor(t.config, await createUser(t.db, customerId, { roles: [] }));
    expect((await download(InstallationRoutes.macos, regular)).status).toBe(403);
  });

  it('the agent uninstall refuses a request without a device credential before reading its body', async () => {
    const anonymous = await fetch(`${base}${InstallationRoutes.agentUninstall}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ uninstallKey }),
    });
    expect(anonymous.status).toBe(401);
    const huge = await fetch(`${base}${InstallationRoutes.agentUninstall}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Device nope' },
      body: JSON.stringify({ uninstallKey: 'x'.repeat(10_000) }),
    });
    // The credential is checked before the body is read.
    expect(huge.status).toBe(401);
  });
});
