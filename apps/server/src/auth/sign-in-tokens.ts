import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { signInTokens } from './auth.tables.js';
import { randomToken, sha256 } from './opaque-tokens.js';

export const SIGN_IN_TOKEN_TTL_SECONDS = 60;

/** A single-use token that signs its holder in as `userId` within a minute. */
export async function issueSignInToken(
  db: Queryable,
  userId: number,
  ttlSeconds = SIGN_IN_TOKEN_TTL_SECONDS,
  now: Date = new Date(),
) {
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + ttlSeconds * 1000);
  const [row] = await db
    .insert(signInTokens)
    .values({ tokenHash: sha256(token), userId, expiresAt })
    .returning({ id: signInTokens.id });
  return { id: row?.id ?? 0, token, expiresAt };
}

/** Marks the token used and returns its user, or null when unknown, expired or already used. */
export async function consumeSignInToken(
  db: Queryable,
  token: string,
  now: Date = new Date(),
): Promise<number | null> {
  const rows = await db
    .update(signInTokens)
    .set({ usedAt: now })
    .where(
      and(
        eq(signInTokens.tokenHash, sha256(token)),
        isNull(signInTokens.usedAt),
        gt(signInTokens.expiresAt, now),
      ),
    )
    .returning({ userId: signInTokens.userId });
  return rows[0]?.userId ?? null;
}
