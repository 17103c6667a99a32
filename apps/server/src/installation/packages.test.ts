import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import { strFromU8, unzipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import type { PackagedAgent } from './agent-bundle.js';
import { cachedInstallerPackage, shellInstaller, windowsZip } from './packages.js';

const run = promisify(execFile);

const files = {
  'vigil-agent.mjs': Buffer.from('console.log("cli")\n'),
  'analyze-worker-entry.mjs': Buffer.from('// worker\n'),
  'vigil-uninstall.mjs': Buffer.from('// uninstall\n'),
};
const embed = (some: Record<string, Buffer>) =>
  Object.fromEntries(
    Object.entries(some).map(([name, contents]) => [name, gzipSync(contents).toString('base64')]),
  );
const native = (name: string) => {
  const nativeFiles = { [`native/watcher-${name}.node`]: Buffer.from(`binary ${name}`) };
  return { files: nativeFiles, embedded: embed(nativeFiles) };
};
const agent: PackagedAgent = {
  version: '9.9.9',
  files,
  embedded: embed(files),
  natives: {
    linux: native('linux-x64-glibc'),
    macos: native('darwin-arm64'),
    windows: native('win32-x64'),
  },
};

/** Values a hostile tenant name or Host header could carry. */
const hostile = {
  serverUrl: "http://evil.test/'$(touch pwned)'`id`",
  agentKey: "key'; touch pwned; echo '",
  customerName: 'Acme\nrm -rf / #\r\u0000',
};

describe('the shell installer', () => {
  it('quotes every value so that the shell reads it back unchanged and runs nothing', async () => {
    const script = shellInstaller(agent, hostile, 'install.sh', 'linux');
    const dir = await mkdtemp(path.join(os.tmpdir(), 'vigil-pkg-'));
    try {
      // The header up to the values, then print them: what the installer would use.
      const header = script.slice(0, script.indexOf('say() {'));
      await writeFile(
        path.join(dir, 'values.sh'),
        `${header}\nprintf '%s\\n' "$VIGIL_SERVER" "$VIGIL_AGENT_KEY"\n`,
      );
      const { stdout } = await run('sh', [path.join(dir, 'values.sh')], { cwd: dir });
      expect(stdout).toBe(`${hostile.serverUrl}\n${hostile.agentKey}\n`);
      await expect(run('test', ['-e', path.join(dir, 'pwned')])).rejects.toBeTruthy();
      // The whole script parses.
      await writeFile(path.join(dir, 'install.sh'), script);
      await run('sh', ['-n', path.join(dir, 'install.sh')]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    expect(script.split('\n').some((line) => line.startsWith('rm -rf /'))).toBe(false);
    expect(script).not.toContain('@@');
  });

  it("carries its own system's native watcher binaries into lib/native/", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'vigil-pkg-'));
    try {
      for (const [system, own, other] of [
        ['linux', 'linux-x64-glibc', 'darwin-arm64'],
        ['macos', 'darwin-arm64', 'linux-x64-glibc'],
      ] as const) {
        const script = shellInstaller(agent, hostile, 'install.sh', system);
        expect(script).not.toContain(`watcher-${other}`);
        // Only the unpacking, into a scratch lib/ folder.
        const start = script.indexOf('unpack() {');
        const body = script.slice(start, script.indexOf('\n}\n', script.indexOf('extract_agent() {')) + 3);
        await writeFile(
          path.join(dir, 'extract.sh'),
          `LIB="${dir}/${system}"\nmkdir -p "$LIB"\n${body}extract_agent\n`,
        );
        await run('sh', [path.join(dir, 'extract.sh')]);
        const { stdout } = await run('cat', [path.join(dir, system, 'native', `watcher-${own}.node`)]);
        expect(stdout).toBe(`binary ${own}`);
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

describe('the Windows package', () => {
  it('quotes the key and the server for PowerShell', async () => {
    const entries = unzipSync(new Uint8Array(await windowsZip(agent, hostile)));
    const ps1 = strFromU8(entries['vigil-agent/install.ps1']!);
    expect(ps1).toContain(`[string]$AgentKey = 'key''; touch pwned; echo '''`);
    // A byte-order mark first (strFromU8 drops it), the name on its comment line only.
    expect([...entries['vigil-agent/install.ps1']!.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(ps1.split('\r\n')[0]).toBe('# Vigil agent installer for Windows: Acme rm -rf / #  ');
    expect(strFromU8(entries['vigil-agent/lib/vigil-agent.mjs']!)).toBe('console.log("cli")\n');
    expect(strFromU8(entries['vigil-agent/lib/native/watcher-win32-x64.node']!)).toBe('binary win32-x64');
  });

  it('is made once per customer while it stays among the recent ones', async () => {
    const settings = { serverUrl: 'http://a.test', agentKey: 'k1', customerName: 'A' };
    const first = cachedInstallerPackage('windows', agent, settings);
    expect(cachedInstallerPackage('windows', agent, settings)).toBe(first);
    expect(cachedInstallerPackage('windows', agent, { ...settings, agentKey: 'k2' })).not.toBe(first);
    expect((await first).fileName).toBe('vigil-agent-windows.zip');
  });
});
