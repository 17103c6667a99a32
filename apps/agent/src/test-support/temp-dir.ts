import { promises as fs } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach } from 'vitest';

/** A fresh temporary folder per call, removed after the test. */
export function useTempDirs(): () => Promise<string> {
  const made: string[] = [];
  afterEach(async () => {
    await Promise.all(made.splice(0).map((dir) => fs.rm(dir, { recursive: true, force: true })));
  });
  return async () => {
    const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'vigil-agent-test-'));
    made.push(dir);
    return dir;
  };
}
