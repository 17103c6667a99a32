import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { main } from '../../src/cli.js';
import { createOutput } from '../../src/cli/output.js';

export interface CliResult {
  code: number;
  stdout: string;
  stderr: string;
}

/** The CLI in this process (fast): the same main() the bin runs. */
export async function runCli(args: string[]): Promise<CliResult> {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const output = createOutput({
    stdout: { write: (chunk: string) => stdout.push(chunk) },
    stderr: { write: (chunk: string) => stderr.push(chunk) },
    quiet: true,
  });
  const code = await main(args, { output });
  return { code, stdout: stdout.join(''), stderr: stderr.join('') };
}

export const BIN = fileURLToPath(new URL('../../bin/vigil-agent.js', import.meta.url));

export interface SpawnedCli {
  pid: number;
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; stdout: string; stderr: string }>;
  kill(signal: NodeJS.Signals): void;
}

/** The CLI as a separate process, through the bin, as a person or a service manager runs it. */
export function spawnCli(args: string[]): SpawnedCli {
  const child = spawn(process.execPath, [BIN, ...args], { stdio: ['ignore', 'pipe', 'pipe'] });
  let stdout = '';
  let stderr = '';
  child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<{
    code: number | null;
    signal: NodeJS.Signals | null;
    stdout: string;
    stderr: string;
  }>((resolve) => child.on('exit', (code, signal) => resolve({ code, signal, stdout, stderr })));
  return {
    pid: child.pid ?? 0,
    output: () => stdout + stderr,
    exited,
    kill: (signal) => child.kill(signal),
  };
}

/** Polls until `check` returns a value (not undefined/false), or fails after `timeoutMs`. */
export async function waitFor<T>(
  check: () => Promise<T | undefined | false> | T | undefined | false,
  timeoutMs = 10_000,
  what = 'condition',
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
