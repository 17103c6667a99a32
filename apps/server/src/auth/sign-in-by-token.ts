import { NullTokenReason, type TokenResponse } from '@vigil/contracts';
import { findActiveUserWithTenant } from '../users/users.repo.js';
import { markSignedIn } from './login.repo.js';
import { openSession, refusal, type LoginDeps } from './sessions.js';
import { consumeSignInToken } from './sign-in-tokens.js';

/** POST /api/Login/token/bySignInToken: a session opened elsewhere, handed over once. */
export async function signInWithToken(deps: LoginDeps, signInToken: string): Promise<TokenResponse> {
  const now = deps.now();
  const userId = await consumeSignInToken(deps.db, signInToken, now);
  const user = userId === null ? null : await findActiveUserWithTenant(deps.db, userId);
  if (!user) return refusal(NullTokenReason.InvalidSignInToken);
  await markSignedIn(deps.db, user.id, now);
  // A handed-over session is not remembered beyond the short lifetime.
  return openSession(
    deps.db,
    deps.config,
    { userId: user.id, tenantId: user.tenantId, actingTenantId: null, keepMeLoggedIn: false },
    now,
  );
}
