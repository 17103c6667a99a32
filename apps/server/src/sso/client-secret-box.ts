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

/**
 * What a box seals: its own key (HKDF info) and binding, so a value sealed for one purpose never
 * opens as another's. Auth providers' client secrets are the default; cloud-auth/ seals a
 * customer's cloud tokens with a purpose per service.
 */
export interface SecretPurpose {
  keyInfo: string;
  bindingPrefix: string;
}

const AUTH_PROVIDER_SECRET: SecretPurpose = {
  keyInfo: 'auth-provider client secret v1',
  bindingPrefix: 'auth-provider',
};

function keyFrom(signingSecret: string, info: string): Buffer {
  return Buffer.from(hkdfSync('sha256', signingSecret, 'vigil', info, 32));
}

const keys = new Map<string, Buffer>();

export function secretBox(signingSecret: string, purpose: SecretPurpose = AUTH_PROVIDER_SECRET): SecretBox {
  const boundTo = (tenantId: number) => Buffer.from(`${purpose.bindingPrefix}:tenant:${tenantId}`);
  const cacheKey = `${purpose.keyInfo}\u0000${signingSecret}`;
  let key = keys.get(cacheKey);
  if (!key) {
    key = keyFrom(signingSecret, purpose.keyInfo);
    keys.set(cacheKey, key);
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
