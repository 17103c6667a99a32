import { and, eq, exists, gt, isNull } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { refreshTokens, signInTokens } from './auth.tables.js';
import { randomToken, sha256 } from './opaque-tokens.js';

export const SIGN_IN_TOKEN_TTL_SECONDS = 60;

export interface SignInTokenOwner {
  userId: number;
  /** The session handing itself over: the token is good only while it is live. */
  sessionId: string;
}

/** A single-use token that signs its holder in as the owner within a minute. */
export async function issueSignInToken(
  db: Queryable,
  owner: SignInTokenOwner,
  ttlSeconds = SIGN_IN_TOKEN_TTL_SECONDS,
  now: Date = new Date(),
) {
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + ttlSeconds * 1000);
  const [row] = await db
    .insert(signInTokens)
    .values({ tokenHash: sha256(token), userId: owner.userId, sessionId: owner.sessionId, expiresAt })
    .returning({ id: signInTokens.id });
  return { id: row?.id ?? 0, token, expiresAt };
}

/**
 * Marks the token used and returns its user, or null when unknown, expired, already used, or its
 * session has ended since (a logout or a password change takes its sign-in tokens along).
 */
export async function consumeSignInToken(
  db: Queryable,
  token: string,
  now: Date = new Date(),
): Promise<number | null> {
  const liveSession = db
    .select({ id: refreshTokens.id })
    .from(refreshTokens)
    .where(
      and(
        eq(refreshTokens.familyId, signInTokens.sessionId),
        eq(refreshTokens.userId, signInTokens.userId),
        isNull(refreshTokens.revokedAt),
        gt(refreshTokens.expiresAt, now),
      ),
    );
  const rows = await db
    .update(signInTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(signInTokens.tokenHash, sha256(token)),
        isNull(signInTokens.usedAt),
        gt(signInTokens.expiresAt, now),
        exists(liveSession),
      ),
    )
    .returning({ userId: signInTokens.userId });
  return rows[0]?.userId ?? null;
}
