import { randomBytes } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { z } from 'zod';

export const TMP_SUFFIX = '.tmp';

/**
 * Writes through a temporary file, flushed to disk, then renamed over the target: a crash leaves
 * either the old or the new content, never a torn file.
 */
export async function writeFileAtomic(
  file: string,
  content: string | Uint8Array,
  options: { mode?: number } = {},
): Promise<void> {
  const tmp = path.join(
    path.dirname(file),
    `.${path.basename(file)}.${process.pid}.${randomBytes(4).toString('hex')}${TMP_SUFFIX}`,
  );
  const handle = await fs.open(tmp, 'w', options.mode ?? 0o600);
  try {
    await handle.writeFile(content);
    await handle.sync();
  } finally {
    await handle.close();
  }
  try {
    await fs.rename(tmp, file);
  } catch (error) {
    await fs.rm(tmp, { force: true });
    throw error;
  }
}

export function writeJsonAtomic(file: string, value: unknown, options: { mode?: number } = {}) {
  return writeFileAtomic(file, `${JSON.stringify(value, null, 2)}\n`, options);
}

/** The file's content checked against `schema`; null when the file does not exist. */
export async function readJsonFile<S extends z.ZodType>(
  file: string,
  schema: S,
): Promise<z.output<S> | null> {
  let text: string;
  try {
    text = await fs.readFile(file, 'utf8');
  } catch (error) {
    if (isNodeError(error, 'ENOENT')) return null;
    throw error;
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    throw new Error(`${file} is not valid JSON; remove it or restore it from a backup.`);
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success) throw new Error(`${file} has an unexpected shape: ${parsed.error.message}`);
  return parsed.data;
}

export function isNodeError(error: unknown, ...codes: string[]): error is NodeJS.ErrnoException {
  return (
    error instanceof Error &&
    typeof (error as NodeJS.ErrnoException).code === 'string' &&
    (codes.length === 0 || codes.includes((error as NodeJS.ErrnoException).code ?? ''))
  );
}

export async function ensureDir(dir: string): Promise<void> {
  await fs.mkdir(dir, { recursive: true, mode: 0o700 });
}
