import { randomUUID } from 'node:crypto';
import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Config } from '../config.js';
import type { Queryable, Tx } from '../db/client.js';
import { refreshTokens } from './auth.tables.js';
import { randomToken, sha256 } from './opaque-tokens.js';

export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

type Lifetimes = Pick<Config, 'refreshTokenTtlSeconds' | 'refreshTokenKeepTtlSeconds'>;

export function refreshTokenTtlSeconds(config: Lifetimes, keepMeLoggedIn: boolean): number {
  return keepMeLoggedIn ? config.refreshTokenKeepTtlSeconds : config.refreshTokenTtlSeconds;
}

export interface NewRefreshToken {
  userId: number;
  keepMeLoggedIn: boolean;
  /** Omitted: a new sign-in, a new family. */
  familyId?: string;
}

export interface IssuedRefreshToken {
  token: string;
  familyId: string;
  expiresAt: Date;
}

/**
 * Issues a token for a new session or the next token of a family. Each token lives the full
 * lifetime from its issue, so an active "keep me logged in" session does not end mid-use.
 */
export async function issueRefreshToken(
  db: Queryable,
  config: Lifetimes,
  input: NewRefreshToken,
  now: Date,
): Promise<IssuedRefreshToken> {
  const token = randomToken();
  const familyId = input.familyId ?? randomUUID();
  const expiresAt = new Date(now.getTime() + refreshTokenTtlSeconds(config, input.keepMeLoggedIn) * 1000);
  await db.insert(refreshTokens).values({
    tokenHash: sha256(token),
    familyId,
    userId: input.userId,
    keepMeLoggedIn: input.keepMeLoggedIn,
    expiresAt,
    createdAt: now,
  });
  return { token, familyId, expiresAt };
}

export async function findRefreshToken(db: Queryable, token: string): Promise<RefreshTokenRow | null> {
  const rows = await db
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, sha256(token)))
    .limit(1);
  return rows[0] ?? null;
}

/** The row, locked until the transaction ends so two refreshes of one token are decided one after the other. */
export async function lockRefreshToken(tx: Tx, token: string): Promise<RefreshTokenRow | null> {
  const rows = await tx
    .select()
    .from(refreshTokens)
    .where(eq(refreshTokens.tokenHash, sha256(token)))
    .limit(1)
    .for('update');
  return rows[0] ?? null;
}

export async function markRotated(tx: Tx, id: number, now: Date): Promise<void> {
  await tx.update(refreshTokens).set({ rotatedAt: now }).where(eq(refreshTokens.id, id));
}

export async function revokeFamily(db: Queryable, familyId: string, now: Date): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
}

/** Ends every session of the user, except `keepSessionId` when given. */
export async function revokeUserRefreshTokens(
  db: Queryable,
  userId: number,
  now: Date,
  keepSessionId?: string,
): Promise<void> {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(
      and(
        eq(refreshTokens.userId, userId),
        isNull(refreshTokens.revokedAt),
        keepSessionId ? ne(refreshTokens.familyId, keepSessionId) : undefined,
      ),
    );
}

export type RefreshTokenState = 'active' | 'expired' | 'revoked' | 'reused';

/** A rotated token shown again means a copy is in someone else's hands. */
export function refreshTokenState(row: RefreshTokenRow, now: Date): RefreshTokenState {
  if (row.revokedAt) return 'revoked';
  if (row.rotatedAt) return 'reused';
  if (row.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'active';
}
