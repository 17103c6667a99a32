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
const agent: PackagedAgent = {
  version: '9.9.9',
  files,
  embedded: Object.fromEntries(
    Object.entries(files).map(([name, contents]) => [name, gzipSync(contents).toString('base64')]),
  ),
};

/** Values a hostile tenant name or Host header could carry. */
const hostile = {
  serverUrl: "http://evil.test/'$(touch pwned)'`id`",
  agentKey: "key'; touch pwned; echo '",
  customerName: 'Acme\nrm -rf / #\r\u0000',
};

describe('the shell installer', () => {
  it('quotes every value so that the shell reads it back unchanged and runs nothing', async () => {
    const script = shellInstaller(agent, hostile, 'install.sh');
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
  });

  it('is made once per customer while it stays among the recent ones', async () => {
    const settings = { serverUrl: 'http://a.test', agentKey: 'k1', customerName: 'A' };
    const first = cachedInstallerPackage('windows', agent, settings);
    expect(cachedInstallerPackage('windows', agent, settings)).toBe(first);
    expect(cachedInstallerPackage('windows', agent, { ...settings, agentKey: 'k2' })).not.toBe(first);
    expect((await first).fileName).toBe('vigil-agent-windows.zip');
  });
});
