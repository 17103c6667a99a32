import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { main } from './cli.js';
import { createOutput } from './cli/output.js';
import { ExitCode } from './cli/exit-codes.js';
import { useTempDirs } from './test-support/temp-dir.js';

const tempDir = useTempDirs();

async function run(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const output = createOutput({
    stdout: { write: (s: string) => out.push(s) },
    stderr: { write: (s: string) => err.push(s) },
  });
  const code = await main(argv, { output });
  return { code, stdout: out.join(''), stderr: err.join('') };
}

describe('main', () => {
  it('prints help and the version with exit code 0', async () => {
    expect(await run('--help')).toMatchObject({ code: 0, stdout: expect.stringContaining('Commands:') });
    expect((await run('--version')).stdout).toMatch(/^\d+\.\d+\.\d+\n$/);
  });

  it('ends usage errors with exit code 2 and a hint', async () => {
    const result = await run('scan', '--workers', 'many', '/tmp');
    expect(result.code).toBe(ExitCode.usage);
    expect(result.stderr).toContain('--workers must be a whole number');
    expect(result.stderr).toContain('vigil-agent --help');
  });

  it('refuses a malformed server URL before doing anything', async () => {
    const result = await run('register', '--server', 'ftp://x', '--key', 'k', '--state-dir', await tempDir());
    expect(result.code).toBe(ExitCode.usage);
    expect(result.stderr).toContain('--server must use http or https');
  });

  it('asks to register first when a scan finds no registration (exit code 5)', async () => {
    const dir = await tempDir();
    const result = await run('scan', dir, '--state-dir', path.join(dir, 'state'));
    expect(result.code).toBe(ExitCode.state);
    expect(result.stderr).toContain('not registered');
    expect(result.stderr).toContain('vigil-agent register --server URL --key AGENT_KEY');
  });

  it('reports the status of an unregistered state folder without creating anything', async () => {
    const dir = path.join(await tempDir(), 'never-made');
    const result = await run('status', '--json', '--state-dir', dir);
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toMatchObject({
      stateDir: dir,
      registered: false,
      queueLength: 0,
      filesIndexed: 0,
    });
    await expect(import('node:fs/promises').then((fs) => fs.access(dir))).rejects.toThrow();
  });
});
