import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { UserRole } from '@vigil/contracts';
import type { Queryable } from '../db/client.js';
import { tenants } from '../tenants/tenants.tables.js';
import { userWithTenantColumns, type UserWithTenant } from '../users/users.repo.js';
import { users } from '../users/users.tables.js';
import { refreshTokens } from './auth.tables.js';

export interface SessionUser extends UserWithTenant {
  /** Epoch ms when the session's last live refresh token expires: the session ends then. */
  sessionEndsAt: number;
}

/**
 * The user of an access token, read together with the check that its session is still live (a
 * family with a token neither revoked nor expired): one query. A deleted user or tenant, a
 * logout, a replayed refresh token or a password change elsewhere all answer null.
 */
export async function findSessionUser(
  db: Queryable,
  userId: number,
  sessionId: string,
  now: Date,
): Promise<SessionUser | null> {
  const liveSession = db
    .select({
      endsAt: sql<number>`(extract(epoch from max(${refreshTokens.expiresAt})) * 1000)::float8`.as('ends_at'),
    })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.familyId, sessionId),
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, now),
      ),
    )
    .as('live_session');
  const rows = await db
    .select({ ...userWithTenantColumns, sessionEndsAt: liveSession.endsAt })
    .from(users)
    .innerJoin(tenants, eq(tenants.id, users.tenantId))
    .innerJoin(liveSession, sql`${liveSession.endsAt} is not null`)
    .where(and(eq(users.id, userId), eq(users.isDeleted, false), eq(tenants.isDeleted, false)))
    .limit(1);
  const row = rows[0];
  return row ? { ...row, sessionEndsAt: Number(row.sessionEndsAt), roles: row.roles as UserRole[] } : null;
}

/** Whether the session is live: a sign-in token or a new access token may be handed out for it. */
export async function isSessionLive(db: Queryable, userId: number, sessionId: string, now: Date) {
  return (await findSessionUser(db, userId, sessionId, now)) !== null;
}
