import { appendFileSync, mkdirSync, promises as fs, renameSync, statSync } from 'node:fs';
import path from 'node:path';
import { AgentLogLimits } from '@vigil/contracts';
import type { Output } from '../cli/output.js';

/** Credentials never reach the log, whatever a message quotes (an Authorization header, a key). */
export function redactSecrets(text: string): string {
  return text
    .replace(/\b(Device|Bearer)\s+[A-Za-z0-9._~+/=-]{8,}/g, '$1 ***')
    .replace(/(--key[= ]|agentKey["'=: ]+)[^\s"',]+/gi, '$1***');
}

export interface RotatingLogOptions {
  dir: string;
  /** Bytes of one file before it is rotated (AgentLogLimits.logFileBytes). */
  maxFileBytes?: number;
  now?: () => Date;
}

/**
 * The agent's own log in its state folder: `agent.log`, moved to `agent.log.1` when it would pass
 * its size, so at most two files (AgentLogLimits.logFilesKept) of bounded size stay. Writes are
 * synchronous appends: a line is on disk before the agent goes on, also when it then crashes.
 */
export class RotatingLog {
  readonly current: string;
  readonly previous: string;
  private readonly maxFileBytes: number;
  private readonly now: () => Date;
  private size: number;

  constructor(options: RotatingLogOptions) {
    mkdirSync(options.dir, { recursive: true });
    this.current = path.join(options.dir, 'agent.log');
    this.previous = path.join(options.dir, 'agent.log.1');
    this.maxFileBytes = options.maxFileBytes ?? AgentLogLimits.logFileBytes;
    this.now = options.now ?? (() => new Date());
    this.size = fileSize(this.current);
  }

  write(level: 'info' | 'warn', message: string): void {
    const line = `${this.now().toISOString()} ${level.toUpperCase()} ${redactSecrets(message)}\n`;
    const bytes = Buffer.byteLength(line, 'utf8');
    try {
      if (this.size > 0 && this.size + bytes > this.maxFileBytes) {
        renameSync(this.current, this.previous);
        this.size = 0;
      }
      // A single line longer than a file is cut: the bound holds whatever is logged.
      const text = bytes > this.maxFileBytes ? `${line.slice(0, this.maxFileBytes - 2)}…\n` : line;
      appendFileSync(this.current, text, { mode: 0o600 });
      this.size += Buffer.byteLength(text, 'utf8');
    } catch {
      // Logging never stops the agent (a full disk, a removed folder).
    }
  }

  /** Both files, the older first: at most AgentLogLimits.uploadBytes, the newest part kept. */
  async read(): Promise<string> {
    const parts = await Promise.all(
      [this.previous, this.current].map((file) => fs.readFile(file).catch(() => Buffer.alloc(0))),
    );
    let all = Buffer.concat(parts);
    if (all.length > AgentLogLimits.uploadBytes) {
      all = all.subarray(all.length - AgentLogLimits.uploadBytes);
      // Start at a whole line (and never inside a multi-byte character).
      const newline = all.indexOf(0x0a);
      if (newline >= 0) all = all.subarray(newline + 1);
    }
    return all.toString('utf8').replaceAll('\u0000', '');
  }
}

function fileSize(file: string): number {
  try {
    return statSync(file).size;
  } catch {
    return 0;
  }
}

/** The output, with its warnings (what the agent tells a person of its work) also in the log. */
export function loggedOutput(output: Output, log: RotatingLog): Output {
  return {
    ...output,
    line(text) {
      output.line(text);
    },
    warn(text) {
      log.write('warn', text);
      output.warn(text);
    },
    progress(text) {
      output.progress(text);
    },
    endProgress() {
      output.endProgress();
    },
  };
}
