import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { signInTokens } from './auth.tables.js';

export const SIGN_IN_TOKEN_TTL_SECONDS = 60;

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function randomToken(bytes = 32): string {
  return randomBytes(bytes).toString('base64url');
}

/** A single-use token that signs its holder in as `userId` within a minute. */
export async function issueSignInToken(db: Queryable, userId: number, ttlSeconds = SIGN_IN_TOKEN_TTL_SECONDS) {
  const token = randomToken();
  const expiresAt = new Date(Date.now() + ttlSeconds * 1000);
  await db.insert(signInTokens).values({ tokenHash: sha256(token), userId, expiresAt });
  return { token, expiresAt };
}

/** Marks the token used and returns its user, or null when unknown, expired or already used. */
export async function consumeSignInToken(db: Queryable, token: string): Promise<number | null> {
  const rows = await db
    .update(signInTokens)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(signInTokens.tokenHash, sha256(token)),
        isNull(signInTokens.usedAt),
        gt(signInTokens.expiresAt, new Date()),
      ),
    )
    .returning({ userId: signInTokens.userId });
  return rows[0]?.userId ?? null;
}
