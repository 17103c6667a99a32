import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { BASE_URL } from './env';

const run = promisify(execFile);
const AGENT_BIN = path.resolve(import.meta.dirname, '../../apps/agent/bin/vigil-agent.js');

/**
 * The real endpoint agent (apps/agent), run as a separate process against the server under test,
 * with its own state folder: what a customer's machine does after installing it.
 */
export class AgentProcess {
  readonly stateDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-e2e-agent-'));

  async cli(...args: string[]): Promise<string> {
    const { stdout } = await run(process.execPath, [AGENT_BIN, ...args, '--state-dir', this.stateDir], {
      timeout: 60_000,
    });
    return stdout;
  }

  register(agentKey: string, deviceName: string): Promise<string> {
    return this.cli('register', '--server', BASE_URL, '--key', agentKey, '--name', deviceName);
  }

  /** Scans once and uploads; resolves with the JSON summary the agent prints. */
  async scan(folder: string): Promise<Record<string, unknown>> {
    return JSON.parse(await this.cli('scan', folder, '--json', '--quiet')) as Record<string, unknown>;
  }

  dispose(): void {
    fs.rmSync(this.stateDir, { recursive: true, force: true });
  }
}

/** A folder of generated files, one per entry: name → text. */
export function writeFolder(files: Record<string, string>): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-e2e-files-'));
  for (const [name, text] of Object.entries(files)) fs.writeFileSync(path.join(dir, name), text);
  return dir;
}
