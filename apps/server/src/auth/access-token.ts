import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';

export interface AccessClaims {
  userId: number;
  tenantId: number;
  /** Tenant chosen at refresh: the default for operations without a tenantId. */
  actingTenantId: number | null;
}

export interface VerifiedClaims extends AccessClaims {
  /** Seconds since the epoch. */
  issuedAt: number;
}

const ISSUER = 'vigil';
const AUDIENCE = 'vigil-api';

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
    });
    const userId = Number(payload.sub);
    const tenantId = Number(payload.tid);
    if (!Number.isInteger(userId) || !Number.isInteger(tenantId)) return { ok: false, reason: 'invalid' };
    const act = payload.act === undefined ? null : Number(payload.act);
    return {
      ok: true,
      claims: {
        userId,
        tenantId,
        actingTenantId: Number.isInteger(act) ? act : null,
        issuedAt: typeof payload.iat === 'number' ? payload.iat : 0,
      },
    };
  } catch (e) {
    if (e instanceof joseErrors.JWTExpired) return { ok: false, reason: 'expired' };
    return { ok: false, reason: 'invalid' };
  }
}
