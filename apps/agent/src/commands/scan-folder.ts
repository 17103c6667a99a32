import path from 'node:path';
import { createOutput, type Output } from '../cli/output.js';
import type { ScanSummary } from '../scan/scanner.js';
import { DEFAULT_BACKOFF } from '../upload/backoff.js';
import type { DrainResult } from '../upload/uploader.js';
import { DEFAULT_MAX_FILE_MB, performScan } from './scan.js';
import { openSession } from './session.js';

export interface ScanFolderOptions {
  paths: string[];
  /** A registered state folder (see registerDevice). */
  stateDir: string;
  workers?: number;
  full?: boolean;
  output?: Output;
}

export interface ScanFolderResult {
  /** Bytes read from the files. */
  bytes: number;
  /** From the first file to the last batch acknowledged by the server. */
  seconds: number;
  megabytesPerSecond: number;
  summary: ScanSummary;
  upload: DrainResult & { remaining: number };
}

/**
 * A whole scan as `vigil-agent scan` does it — read, extract, classify, upload — timed end to end.
 * What `npm run bench` calls.
 */
export async function scanFolder(options: ScanFolderOptions): Promise<ScanFolderResult> {
  const output = options.output ?? createOutput({ quiet: true, stdout: { write: () => true } });
  const session = await openSession({
    stateDir: options.stateDir,
    output,
    workers: options.workers ?? 2,
    maxAttempts: 6,
    backoff: DEFAULT_BACKOFF,
    verbose: false,
  });
  try {
    session.uploader.start();
    const started = process.hrtime.bigint();
    const summary = await performScan(
      session,
      options.paths.map((p) => path.resolve(p)),
      {
        workers: options.workers ?? 2,
        maxFileBytes: DEFAULT_MAX_FILE_MB * 1024 * 1024,
        full: options.full ?? false,
        followSymlinks: false,
        quiet: true,
        verbose: false,
      },
      output,
    );
    const upload = await session.uploader.finish();
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    return {
      bytes: summary.bytesRead,
      seconds,
      megabytesPerSecond: summary.bytesRead / 1_000_000 / seconds,
      summary,
      upload: { ...upload, remaining: await session.queue.length() },
    };
  } finally {
    await session.close();
  }
}
