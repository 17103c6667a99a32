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

export async function verifyAccessToken(token: string, secret: string): Promise<VerifyResult> {
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
      },
    };
  } catch (e) {
    if (e instanceof joseErrors.JWTExpired) return { ok: false, reason: 'expired' };
    return { ok: false, reason: 'invalid' };
  }
}
