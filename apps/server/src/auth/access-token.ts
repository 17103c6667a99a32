import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';

export interface AccessClaims {
  userId: number;
  tenantId: number;
  /** Tenant chosen at refresh: the default for operations without a tenantId. */
  actingTenantId: number | null;
  /**
   * The session (refresh-token family) the token belongs to: checked on every request, so a
   * logout or a password change ends the access tokens of the session too.
   */
  sessionId: string;
}

export interface VerifiedClaims extends AccessClaims {
  /** Seconds since the epoch. */
  issuedAt: number;
  /** Seconds since the epoch. */
  expiresAt: number;
}

const ISSUER = 'vigil';
const AUDIENCE = 'vigil-api';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Session ids are refresh-token family ids (uuid): anything else never matches a session. */
function isSessionId(value: unknown): value is string {
  return typeof value === 'string' && UUID.test(value);
}

function key(secret: string): Uint8Array {
  return new TextEncoder().encode(secret);
}

export async function signAccessToken(
  claims: AccessClaims,
  secret: string,
  ttlSeconds: number,
): Promise<string> {
  return new SignJWT({
    tid: claims.tenantId,
    sid: claims.sessionId,
    ...(claims.actingTenantId ? { act: claims.actingTenantId } : {}),
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
    .sign(key(secret));
}

export type VerifyResult =
  { ok: true; claims: VerifiedClaims } | { ok: false; reason: 'expired' | 'invalid' };

/** Tokens whose signature and claims were verified, so a client's next request is not verified again. */
const verifiedTokens = new Map<string, { secret: string; claims: VerifiedClaims }>();
const MAX_VERIFIED_TOKENS = 20_000;

/**
 * jose's verification goes through WebCrypto (a thread-pool job per token): twice a request (rate
 * limit, then authentication) it was a tenth of a signed-in request's time. A token verified once
 * stays verified; only its expiry, jose's rule (exp <= now, in whole seconds), is checked again.
 */
export async function verifyAccessToken(token: string, secret: string): Promise<VerifyResult> {
  const known = verifiedTokens.get(token);
  if (known && known.secret === secret) {
    if (known.claims.expiresAt <= Math.floor(Date.now() / 1000)) {
      verifiedTokens.delete(token);
      return { ok: false, reason: 'expired' };
    }
    return { ok: true, claims: known.claims };
  }
  const result = await verifyWithJose(token, secret);
  if (result.ok) {
    if (verifiedTokens.size >= MAX_VERIFIED_TOKENS) {
      const oldest = verifiedTokens.keys().next().value;
      if (oldest !== undefined) verifiedTokens.delete(oldest);
    }
    verifiedTokens.set(token, { secret, claims: result.claims });
  }
  return result;
}

async function verifyWithJose(token: string, secret: string): Promise<VerifyResult> {
  try {
    const { payload } = await jwtVerify(token, key(secret), {
      issuer: ISSUER,
      audience: AUDIENCE,
      algorithms: ['HS256'],
      // A token without an expiry or a session would be good forever.
      requiredClaims: ['exp', 'iat', 'sub', 'tid', 'sid'],
    });
    const userId = Number(payload.sub);
    const tenantId = Number(payload.tid);
    const sessionId = payload.sid;
    if (!Number.isInteger(userId) || !Number.isInteger(tenantId) || !isSessionId(sessionId))
      return { ok: false, reason: 'invalid' };
    const act = payload.act === undefined ? null : Number(payload.act);
    return {
      ok: true,
      claims: {
        userId,
        tenantId,
        actingTenantId: Number.isInteger(act) ? act : null,
        sessionId,
        issuedAt: typeof payload.iat === 'number' ? payload.iat : 0,
        expiresAt: typeof payload.exp === 'number' ? payload.exp : 0,
      },
    };
  } catch (e) {
    if (e instanceof joseErrors.JWTExpired) return { ok: false, reason: 'expired' };
    return { ok: false, reason: 'invalid' };
  }
}
