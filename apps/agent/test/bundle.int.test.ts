import { execFile } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AGENT_BUNDLE_FILES, buildAgentBundle } from '../build/bundle.mjs';

const run = promisify(execFile);

/** The esbuild bundle runs with plain node from a folder with nothing else in it. */
let bare: string;

beforeAll(async () => {
  bare = await mkdtemp(path.join(os.tmpdir(), 'vigil-bundle-'));
  await buildAgentBundle({ outDir: bare });
}, 60_000);

afterAll(async () => {
  if (bare) await rm(bare, { recursive: true, force: true });
});

describe('the agent bundle', () => {
  it('is three files and nothing else: no node_modules, no TypeScript', async () => {
    expect((await readdir(bare)).sort()).toEqual(Object.values(AGENT_BUNDLE_FILES).sort());
    const cli = await readFile(path.join(bare, AGENT_BUNDLE_FILES.cli), 'utf8');
    expect(cli).not.toMatch(/from ['"]tsx/);
    expect(cli).not.toMatch(/\.ts['"]\)/);
  });

  it('prints its version and its status with plain node', async () => {
    const version = JSON.parse(await readFile(new URL('../package.json', import.meta.url), 'utf8')).version;
    const env = { PATH: process.env.PATH ?? '/usr/bin:/bin', HOME: bare };
    const printed = await run(process.execPath, [AGENT_BUNDLE_FILES.cli, '--version'], { cwd: bare, env });
    expect(printed.stdout.trim()).toBe(version);
    const status = await run(
      process.execPath,
      [AGENT_BUNDLE_FILES.cli, 'status', '--json', '--state-dir', path.join(bare, 'state')],
      { cwd: bare, env },
    );
    expect(JSON.parse(status.stdout)).toMatchObject({ registered: false, agentVersion: version });
  });

  it('the uninstall helper says how to call it', async () => {
    const failed = await run(process.execPath, [AGENT_BUNDLE_FILES.uninstall], { cwd: bare }).catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect(failed).toMatchObject({ code: 2 });
    expect((failed as { stderr: string }).stderr).toContain('--uninstall-key KEY');
  });
});
