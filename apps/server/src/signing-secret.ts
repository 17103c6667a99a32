import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export const SIGNING_SECRET_FILE = 'jwt-secret';
/** The shortest secret accepted, from the environment or the file (HS256 wants 256 bits). */
export const SIGNING_SECRET_MIN_LENGTH = 32;

export class SigningSecretError extends Error {}

function readSecret(file: string): string {
  const secret = fs.readFileSync(file, 'utf8').trim();
  if (secret.length < SIGNING_SECRET_MIN_LENGTH) {
    throw new SigningSecretError(
      `${file} does not hold a usable secret. Delete it to have a new one made (everyone is signed out).`,
    );
  }
  return secret;
}

/**
 * The secret that signs access tokens when JWT_SECRET is not set: made at random on the first
 * start and kept, readable by its owner only, in the data folder, so sessions survive a restart.
 * The file appears whole or not at all: it is written under a temporary name and linked into
 * place, so two servers starting together agree on one secret and never read half of one.
 */
export function readOrCreateSigningSecret(dataDir: string): string {
  const file = path.join(dataDir, SIGNING_SECRET_FILE);
  try {
    return readSecret(file);
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code !== 'ENOENT') throw e;
  }
  fs.mkdirSync(dataDir, { recursive: true, mode: 0o700 });
  const temporary = path.join(
    dataDir,
    `.${SIGNING_SECRET_FILE}.${process.pid}.${randomBytes(6).toString('hex')}`,
  );
  const fd = fs.openSync(temporary, 'wx', 0o600);
  try {
    // The umask may only take bits away, but say it explicitly.
    fs.fchmodSync(fd, 0o600);
    fs.writeSync(fd, `${randomBytes(32).toString('base64url')}\n`);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
  try {
    fs.linkSync(temporary, file);
  } catch (e) {
    // Another process made it first: its secret is the one.
    if ((e as NodeJS.ErrnoException).code !== 'EEXIST') throw e;
  } finally {
    fs.unlinkSync(temporary);
  }
  return readSecret(file);
}
