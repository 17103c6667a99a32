import { createHash, randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { useTempDirs } from '../test-support/temp-dir.js';
import { isContainer, readContainerHeader, type DataKey } from './container.js';
import { decryptFileInPlace, encryptFileInPlace } from './file-crypt.js';

const key: DataKey = { id: 'abcdefabcdefabcd', bytes: randomBytes(32) };
const hashOf = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
const findings = [{ classifierId: 1, count: 3 }];

describe('encrypting a file in place', () => {
  const tempDir = useTempDirs();

  async function sample() {
    const dir = await tempDir();
    const file = path.join(dir, 'report.csv');
    const content = Buffer.from('name,card\nAda,4111 1111 1111 1111\n');
    await fs.writeFile(file, content, { mode: 0o640 });
    await fs.chmod(file, 0o640);
    const past = new Date('2024-03-01T10:00:00Z');
    await fs.utimes(file, past, past);
    const stats = await fs.stat(file);
    return {
      dir,
      file,
      content,
      stats,
      expected: { size: stats.size, mtimeMs: stats.mtimeMs, hash: hashOf(content) },
    };
  }

  it('replaces the file with a container keeping its mode and time, and decrypts to the exact bytes', async () => {
    const { dir, file, content, stats, expected } = await sample();
    const outcome = await encryptFileInPlace(file, key, findings, expected);
    expect(outcome.kind).toBe('encrypted');
    const sealed = await fs.readFile(file);
    expect(isContainer(sealed)).toBe(true);
    expect(readContainerHeader(sealed)).toMatchObject({ name: 'report.csv', mode: 0o640, findings });
    const after = await fs.stat(file);
    expect(after.mode & 0o777).toBe(0o640);
    expect(Math.round(after.mtimeMs)).toBe(Math.round(stats.mtimeMs));
    // no temporary file left beside it
    expect(await fs.readdir(dir)).toEqual(['report.csv']);

    await decryptFileInPlace(file, key);
    expect((await fs.readFile(file)).equals(content)).toBe(true);
    expect((await fs.stat(file)).mode & 0o777).toBe(0o640);
    expect(await fs.readdir(dir)).toEqual(['report.csv']);
  });

  it('leaves a file alone when it is not what was classified, or already encrypted', async () => {
    const { file, content, expected } = await sample();
    expect(
      await encryptFileInPlace(file, key, findings, { ...expected, hash: hashOf(Buffer.from('x')) }),
    ).toEqual({
      kind: 'skipped',
      reason: 'changed',
    });
    expect(await encryptFileInPlace(file, key, findings, { ...expected, size: expected.size + 1 })).toEqual({
      kind: 'skipped',
      reason: 'changed',
    });
    expect((await fs.readFile(file)).equals(content)).toBe(true);
    await encryptFileInPlace(file, key, findings, expected);
    const now = await fs.stat(file);
    const sealed = await fs.readFile(file);
    expect(
      await encryptFileInPlace(file, key, findings, {
        size: now.size,
        mtimeMs: now.mtimeMs,
        hash: hashOf(sealed),
      }),
    ).toEqual({ kind: 'skipped', reason: 'already-encrypted' });
    expect(await encryptFileInPlace(`${file}.gone`, key, findings, expected)).toEqual({
      kind: 'skipped',
      reason: 'gone',
    });
  });

  it('is atomic: a failed write leaves the original untouched and no temporary file', async () => {
    const { dir, file, content, expected } = await sample();
    // a read-only folder: the temporary file cannot be made, so nothing may change
    await fs.chmod(dir, 0o500);
    try {
      const denied = await encryptFileInPlace(file, key, findings, expected).then(
        () => 'written',
        (error: NodeJS.ErrnoException) => error.code,
      );
      // root ignores folder permissions; then the write simply succeeds whole
      if (denied === 'written') expect(isContainer(await fs.readFile(file))).toBe(true);
      else {
        expect(denied).toBe('EACCES');
        expect((await fs.readFile(file)).equals(content)).toBe(true);
      }
    } finally {
      await fs.chmod(dir, 0o700);
    }
    expect((await fs.readdir(dir)).filter((name) => name.endsWith('.tmp'))).toEqual([]);
  });

  it('refuses to decrypt a tampered or truncated container and leaves it as it was', async () => {
    const { file, expected } = await sample();
    await encryptFileInPlace(file, key, findings, expected);
    const sealed = await fs.readFile(file);
    const tampered = Buffer.from(sealed);
    tampered[tampered.length - 1]! ^= 0xff;
    await fs.writeFile(file, tampered);
    await expect(decryptFileInPlace(file, key)).rejects.toThrow(/changed or damaged/);
    expect((await fs.readFile(file)).equals(tampered)).toBe(true);
    await fs.writeFile(file, sealed.subarray(0, 30));
    await expect(decryptFileInPlace(file, key)).rejects.toThrow(/truncated/);
  });
});
