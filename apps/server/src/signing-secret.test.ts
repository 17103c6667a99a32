import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { readOrCreateSigningSecret } from './signing-secret.js';

const run = promisify(execFile);
const moduleUrl = new URL('./signing-secret.ts', import.meta.url).href;

describe('readOrCreateSigningSecret', () => {
  it(
    'gives servers starting together on one data folder one and the same secret',
    { timeout: 120_000 },
    async () => {
      const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-secret-race-'));
      const script = `import(${JSON.stringify(moduleUrl)}).then((m) => console.log(m.readOrCreateSigningSecret(${JSON.stringify(dataDir)})))`;
      const starts = Array.from({ length: 4 }, () =>
        run(process.execPath, ['--import', 'tsx', '-e', script], { cwd: process.cwd() }),
      );
      const secrets = (await Promise.all(starts)).map((r) => r.stdout.trim());
      expect(new Set(secrets).size).toBe(1);
      expect(secrets[0]).toBe(readOrCreateSigningSecret(dataDir));
      // Nothing half-written or temporary is left behind.
      expect(fs.readdirSync(dataDir)).toEqual(['jwt-secret']);
    },
  );
});
