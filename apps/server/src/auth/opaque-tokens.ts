import { createHash, randomBytes } from 'node:crypto';

/** Opaque tokens are stored only as this hash, so a leaked table opens no session. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}
