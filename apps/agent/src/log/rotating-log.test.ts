import { promises as fs } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { AgentLogLimits } from '@vigil/contracts';
import { useTempDirs } from '../test-support/temp-dir.js';
import { redactSecrets, RotatingLog } from './rotating-log.js';

const tempDir = useTempDirs();
const at = () => new Date('2026-11-26T10:00:00.000Z');

describe('RotatingLog', () => {
  it('appends timestamped lines and reads them back', async () => {
    const log = new RotatingLog({ dir: await tempDir(), now: at });
    log.write('info', 'started');
    log.write('warn', 'server unreachable');
    expect(await log.read()).toBe(
      '2026-11-26T10:00:00.000Z INFO started\n2026-11-26T10:00:00.000Z WARN server unreachable\n',
    );
  });

  it('keeps two files of bounded size, the older first when read', async () => {
    const log = new RotatingLog({ dir: await tempDir(), maxFileBytes: 100, now: at });
    for (let i = 0; i < 20; i += 1) log.write('info', `line ${String(i).padStart(2, '0')}`);
    expect((await fs.stat(log.current)).size).toBeLessThanOrEqual(100);
    expect((await fs.stat(log.previous)).size).toBeLessThanOrEqual(100);
    const lines = (await log.read()).trim().split('\n');
    expect(lines.at(-1)).toContain('line 19');
    expect(lines.length).toBeLessThan(20);
    const numbers = lines.map((l) => Number(l.slice(-2)));
    expect(numbers).toEqual([...numbers].sort((a, b) => a - b));
  });

  it('continues the file it finds and never passes the upload bound', async () => {
    const dir = await tempDir();
    new RotatingLog({ dir, now: at }).write('info', 'first run');
    const again = new RotatingLog({ dir, now: at });
    again.write('info', 'second run');
    expect(await again.read()).toContain('first run');
    expect(AgentLogLimits.logFileBytes * AgentLogLimits.logFilesKept).toBeLessThanOrEqual(
      AgentLogLimits.uploadBytes,
    );
  });

  it('writes no credentials', () => {
    expect(redactSecrets('401 Authorization: Device abcdefghijklmnop0123 refused')).toBe(
      '401 Authorization: Device *** refused',
    );
    expect(redactSecrets('register --key 7f1c2a9e-secret')).toBe('register --key ***');
  });
});
