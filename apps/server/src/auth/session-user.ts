import { and, eq, exists, gt, isNull } from 'drizzle-orm';
import type { UserRole } from '@vigil/contracts';
import type { Queryable } from '../db/client.js';
import { tenants } from '../tenants/tenants.tables.js';
import { userWithTenantColumns, type UserWithTenant } from '../users/users.repo.js';
import { users } from '../users/users.tables.js';
import { refreshTokens } from './auth.tables.js';

/**
 * The user of an access token, read together with the check that its session is still live (a
 * family with a token neither revoked nor expired): one query per request. A deleted user or
 * tenant, a logout, a replayed refresh token or a password change elsewhere all answer null.
 */
export async function findSessionUser(
  db: Queryable,
  userId: number,
  sessionId: string,
  now: Date,
): Promise<UserWithTenant | null> {
  const liveSession = db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.familyId, sessionId),
        eq(refreshTokens.userId, users.id),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, now),
      ),
    );
  const rows = await db
    .select(userWithTenantColumns)
    .from(users)
    .innerJoin(tenants, eq(tenants.id, users.tenantId))
    .where(
      and(
        eq(users.id, userId),
        eq(users.isDeleted, false),
        eq(tenants.isDeleted, false),
        exists(liveSession),
      ),
    )
    .limit(1);
  const row = rows[0];
  return row ? { ...row, roles: row.roles as UserRole[] } : null;
}

/** Whether the session is live: a sign-in token or a new access token may be handed out for it. */
export async function isSessionLive(db: Queryable, userId: number, sessionId: string, now: Date) {
  return (await findSessionUser(db, userId, sessionId, now)) !== null;
}
