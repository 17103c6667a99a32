import { NullTokenReason, type refreshRequestSchema, type TokenResponse } from '@vigil/contracts';
import type { z } from 'zod';
import type { AuthUser } from '../common/context.js';
import { NotFoundError } from '../common/errors.js';
import type { Tx } from '../db/client.js';
import { resolveTenantScope } from '../tenants/tenant-scope.js';
import { findActiveUserWithTenant, type UserWithTenant } from '../users/users.repo.js';
import { lockRefreshToken, markRotated, refreshTokenState, revokeFamily } from './refresh-tokens.js';
import { openSession, refusal, type LoginDeps } from './sessions.js';

export type RefreshRequest = z.output<typeof refreshRequestSchema>;

function asAuthUser(user: UserWithTenant, sessionId: string): AuthUser {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    tenantId: user.tenantId,
    tenantType: user.tenantType,
    tenantPath: user.tenantPath,
    roles: user.roles,
    isReadOnlyUser: user.isReadOnlyUser,
    needToChangePassword: user.needToChangePassword,
    actingTenantId: null,
    sessionId,
  };
}

/** The tenant the new access token acts for, or 'forbidden' when the user may not act for it. */
async function actingTenant(
  tx: Tx,
  user: UserWithTenant,
  sessionId: string,
  tenantId: number | null | undefined,
) {
  if (tenantId === null || tenantId === undefined) return null;
  try {
    return (await resolveTenantScope(tx, asAuthUser(user, sessionId), tenantId)).tenantId;
  } catch (e) {
    if (e instanceof NotFoundError) return 'forbidden' as const;
    throw e;
  }
}

/**
 * POST /api/Login/refresh: rotates the refresh token within its family. A token presented after
 * it was rotated was copied, so the whole family is revoked and the thief's copy dies with it.
 */
export async function refreshSession(
  deps: Pick<LoginDeps, 'db' | 'config' | 'now'>,
  request: RefreshRequest,
): Promise<TokenResponse> {
  const now = deps.now();
  return deps.db.transaction(async (tx) => {
    const row = await lockRefreshToken(tx, request.refreshToken);
    if (!row) return refusal(NullTokenReason.InvalidRefreshToken);
    const state = refreshTokenState(row, now);
    if (state === 'reused') await revokeFamily(tx, row.familyId, now);
    if (state !== 'active') return refusal(NullTokenReason.InvalidRefreshToken);

    const user = await findActiveUserWithTenant(tx, row.userId);
    if (!user) {
      await revokeFamily(tx, row.familyId, now);
      return refusal(NullTokenReason.InvalidRefreshToken);
    }
    // Checked before rotating: a refused tenant leaves the presented token usable.
    const acting = await actingTenant(tx, user, row.familyId, request.tenantId);
    if (acting === 'forbidden') return refusal(NullTokenReason.TenantNotFound);

    await markRotated(tx, row.id, now);
    return openSession(
      tx,
      deps.config,
      {
        userId: user.id,
        tenantId: user.tenantId,
        actingTenantId: acting,
        keepMeLoggedIn: row.keepMeLoggedIn,
        familyId: row.familyId,
      },
      now,
    );
  });
}
