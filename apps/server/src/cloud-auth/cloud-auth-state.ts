import { createHash, createHmac, hkdfSync, randomBytes, timingSafeEqual } from 'node:crypto';
import { CLOUD_AUTH_SERVICES, CloudAuthLimits, type CloudAuthService } from '@vigil/contracts';

/**
 * The `state` of a cloud connection: `<payload>.<signature>`, the payload naming the tenant, the
 * service, the callback (STORE or DOWNLOAD), a random nonce and the expiry; the signature an
 * HMAC-SHA256 under a key derived from the signing secret (apart from the tokens' and the sealed
 * secrets'). A tampered or foreign state fails the signature before anything is looked up; the
 * nonce's row (cloud_auth_states) makes it single use.
 */

export type AuthStateMode = 'STORE' | 'DOWNLOAD';

export interface AuthStateClaims {
  nonce: string;
  tenantId: number;
  authService: CloudAuthService;
  mode: AuthStateMode;
  expiresAt: Date;
}

const keys = new Map<string, Buffer>();

function keyOf(signingSecret: string): Buffer {
  let key = keys.get(signingSecret);
  if (!key) {
    key = Buffer.from(hkdfSync('sha256', signingSecret, 'vigil', 'cloud-auth state v1', 32));
    keys.set(signingSecret, key);
  }
  return key;
}

const sign = (secret: string, payload: string) =>
  createHmac('sha256', keyOf(secret)).update(payload).digest('base64url');

export const nonceHash = (nonce: string) => createHash('sha256').update(nonce).digest('base64url');

export function newNonce(): string {
  return randomBytes(32).toString('base64url');
}

export function signAuthState(secret: string, claims: AuthStateClaims): string {
  const payload = Buffer.from(
    JSON.stringify({
      n: claims.nonce,
      t: claims.tenantId,
      s: claims.authService,
      m: claims.mode,
      e: Math.floor(claims.expiresAt.getTime() / 1000),
    }),
  ).toString('base64url');
  return `${payload}.${sign(secret, payload)}`;
}

/** The claims of a state this server signed and that has not expired, or null. */
export function verifyAuthState(secret: string, state: string, now: Date): AuthStateClaims | null {
  if (state.length > CloudAuthLimits.stateMax) return null;
  const [payload, signature, ...rest] = state.split('.');
  if (!payload || !signature || rest.length > 0) return null;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return null;
  }
  const c = raw as { n?: unknown; t?: unknown; s?: unknown; m?: unknown; e?: unknown };
  if (
    typeof c.n !== 'string' ||
    typeof c.t !== 'number' ||
    !Number.isSafeInteger(c.t) ||
    typeof c.e !== 'number' ||
    !CLOUD_AUTH_SERVICES.includes(c.s as CloudAuthService) ||
    (c.m !== 'STORE' && c.m !== 'DOWNLOAD')
  ) {
    return null;
  }
  const expiresAt = new Date(c.e * 1000);
  if (expiresAt.getTime() <= now.getTime()) return null;
  return { nonce: c.n, tenantId: c.t, authService: c.s as CloudAuthService, mode: c.m, expiresAt };
}

/** PKCE (RFC 7636): a verifier and its S256 challenge. */
export function pkcePair(): { verifier: string; challenge: string } {
  const verifier = randomBytes(48).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}
