import { createHash, randomBytes } from 'node:crypto';
import { promises as fs, type Stats } from 'node:fs';
import path from 'node:path';
import { TMP_SUFFIX } from '../state/json-file.js';
import {
  isContainer,
  openContainer,
  sealContainer,
  type ContainerHeader,
  type DataKey,
} from './container.js';

export interface Expected {
  size: number;
  mtimeMs: number;
  /** SHA-256 of the content that was classified: other content is not what the findings describe. */
  hash: string;
}

export type EncryptOutcome =
  | { kind: 'encrypted'; stats: Stats; hash: string; bytes: number }
  | { kind: 'skipped'; reason: 'changed' | 'already-encrypted' | 'gone' };

function sha256(bytes: Buffer): string {
  return createHash('sha256').update(bytes).digest('hex');
}

function same(a: Stats, b: { size: number; mtimeMs: number }): boolean {
  return a.size === b.size && a.mtimeMs === b.mtimeMs;
}

/**
 * Writes `content` beside `file` and renames it over: a crash leaves the old file or the new one,
 * never a part. The new file gets the old one's mode and times. `stillSame` is checked just before
 * the rename, so a file written to meanwhile is left alone (that write would otherwise be lost).
 */
async function replaceAtomically(
  file: string,
  content: Buffer,
  like: { mode: number; atimeMs: number; mtimeMs: number },
  stillSame: () => Promise<boolean>,
): Promise<boolean> {
  const tmp = path.join(
    path.dirname(file),
    `.${path.basename(file)}.${process.pid}.${randomBytes(4).toString('hex')}${TMP_SUFFIX}`,
  );
  const handle = await fs.open(tmp, 'wx', 0o600);
  try {
    try {
      await handle.writeFile(content);
      await handle.chmod(like.mode & 0o7777);
      await handle.utimes(like.atimeMs / 1000, like.mtimeMs / 1000);
      await handle.sync();
    } finally {
      await handle.close();
    }
    if (!(await stillSame())) {
      await fs.rm(tmp, { force: true });
      return false;
    }
    await fs.rename(tmp, file);
    return true;
  } catch (error) {
    await fs.rm(tmp, { force: true });
    throw error;
  }
}

async function statOrNull(file: string): Promise<Stats | null> {
  try {
    return await fs.stat(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Encrypts the file in place, keeping its name, mode and times, if it is still what was classified. */
export async function encryptFileInPlace(
  file: string,
  key: DataKey,
  findings: ContainerHeader['findings'],
  expected: Expected,
  now: Date = new Date(),
): Promise<EncryptOutcome> {
  const before = await statOrNull(file);
  if (!before) return { kind: 'skipped', reason: 'gone' };
  if (!same(before, expected)) return { kind: 'skipped', reason: 'changed' };
  const plain = await fs.readFile(file);
  if (isContainer(plain)) return { kind: 'skipped', reason: 'already-encrypted' };
  if (sha256(plain) !== expected.hash) return { kind: 'skipped', reason: 'changed' };
  const sealed = sealContainer(
    plain,
    {
      keyId: key.id,
      name: path.basename(file),
      mode: before.mode & 0o7777,
      mtimeMs: before.mtimeMs,
      atimeMs: before.atimeMs,
      encryptedAt: now.toISOString(),
      findings,
    },
    key,
  );
  const replaced = await replaceAtomically(file, sealed, before, async () => {
    const current = await statOrNull(file);
    return current !== null && same(current, before) && current.ino === before.ino;
  });
  if (!replaced) return { kind: 'skipped', reason: 'changed' };
  return { kind: 'encrypted', stats: await fs.stat(file), hash: sha256(sealed), bytes: plain.length };
}

/**
 * Restores the original bytes and mode in place; throws ContainerError when it cannot. The file
 * counts as modified now: it is encrypted again only once its rule's delay has passed anew.
 */
export async function decryptFileInPlace(
  file: string,
  key: DataKey,
  now: Date = new Date(),
): Promise<ContainerHeader> {
  const before = await fs.stat(file);
  const { plain, header } = openContainer(await fs.readFile(file), key);
  const times = { mode: header.mode, atimeMs: now.getTime(), mtimeMs: now.getTime() };
  const replaced = await replaceAtomically(file, plain, times, async () => {
    const current = await statOrNull(file);
    return current !== null && same(current, before) && current.ino === before.ino;
  });
  if (!replaced) throw new Error(`${file} changed while it was being decrypted; nothing was written`);
  return header;
}
