import { eq, lt } from 'drizzle-orm';
import type { Queryable } from '../../db/client.js';
import type { TenantScope } from '../../tenants/tenant-scope.js';
import { ssoSignInStates } from '../sso.tables.js';

export type SignInStateRow = typeof ssoSignInStates.$inferSelect;

export interface NewSignInState {
  stateHash: string;
  providerId: number;
  codeVerifier: string;
  nonce: string;
  browserHash: string;
  redirectUri: string;
  expiresAt: Date;
}

export async function saveSignInState(
  db: Queryable,
  scope: TenantScope,
  state: NewSignInState,
): Promise<void> {
  await db.insert(ssoSignInStates).values({ tenantId: scope.tenantId, ...state });
}

/**
 * Takes the sign-in a callback's state names, once: the row is deleted as it is read, so a replayed
 * callback finds nothing. Looked up by a random state's hash before its tenant is known.
 */
export async function takeSignInState(db: Queryable, stateHash: string): Promise<SignInStateRow | null> {
  const rows = await db.delete(ssoSignInStates).where(eq(ssoSignInStates.stateHash, stateHash)).returning();
  return rows[0] ?? null;
}

/** Forgets sign-ins that were never finished. */
export async function pruneSignInStates(db: Queryable, now: Date): Promise<void> {
  await db.delete(ssoSignInStates).where(lt(ssoSignInStates.expiresAt, now));
}
