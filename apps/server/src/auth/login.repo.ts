import { and, eq, isNull, lt, or } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { tenants } from '../tenants/tenants.tables.js';
import { users } from '../users/users.tables.js';
import { normaliseEmail } from '../users/users.repo.js';

export interface SignInCandidate {
  id: number;
  tenantId: number;
  email: string;
  passwordHash: string | null;
  useTotp: boolean;
  totpSecret: string | null;
  totpConfirmed: boolean;
  totpLastStep: number | null;
  /** The tenant requires two-step verification of all its users. */
  tenantRequiresTotp: boolean;
}

/** The account an email signs in to: an active user of an active tenant, or null. */
export async function findSignInCandidate(db: Queryable, email: string): Promise<SignInCandidate | null> {
  const rows = await db
    .select({
      id: users.id,
      tenantId: users.tenantId,
      email: users.email,
      passwordHash: users.passwordHash,
      useTotp: users.useTotp,
      totpSecret: users.totpSecret,
      totpConfirmed: users.totpConfirmed,
      totpLastStep: users.totpLastStep,
      tenantRequiresTotp: tenants.twoStepVerification,
    })
    .from(users)
    .innerJoin(tenants, eq(tenants.id, users.tenantId))
    .where(
      and(eq(users.email, normaliseEmail(email)), eq(users.isDeleted, false), eq(tenants.isDeleted, false)),
    )
    .limit(1);
  return rows[0] ?? null;
}

export async function markSignedIn(db: Queryable, userId: number, now: Date): Promise<void> {
  await db.update(users).set({ lastSignedIn: now }).where(eq(users.id, userId));
}

/** Stores a first TOTP secret; when another request stored one meanwhile, that one wins and is returned. */
export async function storeTotpSecret(db: Queryable, userId: number, secret: string): Promise<string> {
  const updated = await db
    .update(users)
    .set({ totpSecret: secret, totpConfirmed: false, totpLastStep: null })
    .where(and(eq(users.id, userId), isNull(users.totpSecret)))
    .returning({ secret: users.totpSecret });
  if (updated[0]?.secret) return updated[0].secret;
  const current = await db
    .select({ secret: users.totpSecret })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return current[0]?.secret ?? secret;
}

/**
 * Records the step of an accepted code and confirms the authenticator. False when a concurrent
 * sign-in already used this step or a later one: the code then counts as used.
 */
export async function acceptTotpStep(db: Queryable, userId: number, step: number): Promise<boolean> {
  const updated = await db
    .update(users)
    .set({ totpLastStep: step, totpConfirmed: true })
    .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return updated.length > 0;
}
