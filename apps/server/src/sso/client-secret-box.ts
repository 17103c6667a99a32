import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Auth providers' client secrets at rest: AES-256-GCM under a key derived (HKDF-SHA256) from the
 * server's signing secret, which is never committed nor defaulted (JWT_SECRET, or the file made once
 * in the data folder). A database copy alone reveals no secret. Each sealed value is bound to its
 * tenant (additional data), so a row copied to another tenant does not open.
 *
 * Changing the signing secret makes stored client secrets unreadable: sign-in through such a provider
 * says so, and an administrator enters the secret again.
 */

const VERSION = 'v1';
const IV_BYTES = 12;
const TAG_BYTES = 16;

export interface SecretBox {
  seal(plain: string, tenantId: number): string;
  /** The secret, or null when it does not open (another key, another tenant, a damaged value). */
  open(sealed: string, tenantId: number): string | null;
}

function keyFrom(signingSecret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', signingSecret, 'vigil', 'auth-provider client secret v1', 32));
}

const boundTo = (tenantId: number) => Buffer.from(`auth-provider:tenant:${tenantId}`);

const keys = new Map<string, Buffer>();

export function secretBox(signingSecret: string): SecretBox {
  let key = keys.get(signingSecret);
  if (!key) {
    key = keyFrom(signingSecret);
    keys.set(signingSecret, key);
  }
  const k = key;
  return {
    seal(plain, tenantId) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', k, iv);
      cipher.setAAD(boundTo(tenantId));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      const parts = [iv, body, cipher.getAuthTag()].map((b) => b.toString('base64url'));
      return [VERSION, ...parts].join('.');
    },
    open(sealed, tenantId) {
      const [version, iv, body, tag, ...rest] = sealed.split('.');
      if (version !== VERSION || iv === undefined || body === undefined || tag === undefined || rest.length)
        return null;
      try {
        const ivBytes = Buffer.from(iv, 'base64url');
        const tagBytes = Buffer.from(tag, 'base64url');
        if (ivBytes.length !== IV_BYTES || tagBytes.length !== TAG_BYTES) return null;
        const decipher = createDecipheriv('aes-256-gcm', k, ivBytes, { authTagLength: TAG_BYTES });
        decipher.setAAD(boundTo(tenantId));
        decipher.setAuthTag(tagBytes);
        return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString(
          'utf8',
        );
      } catch {
        return null;
      }
    },
  };
}
