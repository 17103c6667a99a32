import type { AuthUser } from '../common/context.js';
import type { Db } from '../db/client.js';
import { verifyAccessToken } from './access-token.js';
import type { SessionCache } from './session-cache.js';
import { findSessionUser } from './session-user.js';

export type Authentication =
  | { kind: 'anonymous' }
  | { kind: 'user'; user: AuthUser; token: string }
  | { kind: 'rejected'; reason: 'expired' | 'invalid' };

export function bearerToken(header: string | undefined): string | null {
  if (!header) return null;
  const m = /^Bearer\s+(\S+)$/i.exec(header);
  return m?.[1] ?? null;
}

/**
 * Turns an Authorization header into the signed-in user, re-reading the user and the token's
 * session, so a deleted account, a logout or a password change elsewhere stop its tokens at once.
 * With a `cache`, the answer for a token is remembered until the token or its session expires,
 * or any change to users, tenants or sessions empties the cache (session-cache.ts).
 */
export async function authenticate(
  db: Db,
  secret: string,
  header: string | undefined,
  now: Date = new Date(),
  cache?: SessionCache,
): Promise<Authentication> {
  const token = bearerToken(header);
  if (!token) return header ? { kind: 'rejected', reason: 'invalid' } : { kind: 'anonymous' };
  const cached = cache?.get(token, now.getTime());
  if (cached) return { kind: 'user', user: cached, token };
  const generation = cache?.begin() ?? 0;
  const verified = await verifyAccessToken(token, secret);
  if (!verified.ok) return { kind: 'rejected', reason: verified.reason };
  const { userId, sessionId } = verified.claims;
  const row = await findSessionUser(db, userId, sessionId, now);
  if (!row) return { kind: 'rejected', reason: 'invalid' };
  // iat has whole seconds; a token from the very second of a reset still passes, so a sign-in
  // right after the reset is never refused.
  if (row.tokensValidAfter && verified.claims.issuedAt < Math.floor(row.tokensValidAfter.getTime() / 1000)) {
    return { kind: 'rejected', reason: 'invalid' };
  }
  const user: AuthUser = {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    tenantId: row.tenantId,
    tenantType: row.tenantType,
    tenantPath: row.tenantPath,
    roles: row.roles,
    isReadOnlyUser: row.isReadOnlyUser,
    needToChangePassword: row.needToChangePassword,
    actingTenantId: verified.claims.actingTenantId,
    sessionId,
  };
  cache?.set(token, generation, user, Math.min(verified.claims.expiresAt * 1000, row.sessionEndsAt));
  return { kind: 'user', user, token };
}
