import type { NullTokenReason, TokenResponse } from '@vigil/contracts';
import type { Config } from '../config.js';
import type { Db, Queryable } from '../db/client.js';
import { signAccessToken } from './access-token.js';
import { findRefreshToken, issueRefreshToken, revokeFamily } from './refresh-tokens.js';
import type { PasswordVerifier } from './passwords.js';
import type { LoginThrottle } from './throttle.js';
import type { TotpEnrollment } from './totp.js';

/** What the sign-in services need; `now` is injectable so tests can move through time. */
export interface LoginDeps {
  db: Db;
  config: Config;
  now: () => Date;
  throttle: LoginThrottle;
  passwords: PasswordVerifier;
}

export function tokensResponse(accessToken: string, refreshToken: string): TokenResponse {
  return { accessToken, refreshToken, nullTokenReason: null, totpQrCode: null, totpSid: null };
}

export function refusal(
  reason: NullTokenReason,
  extra: { enrollment?: TotpEnrollment | null; retryAfterSeconds?: number } = {},
): TokenResponse {
  return {
    accessToken: null,
    refreshToken: null,
    nullTokenReason: reason,
    totpQrCode: extra.enrollment?.qrCode ?? null,
    totpSid: extra.enrollment?.key ?? null,
    ...(extra.retryAfterSeconds === undefined ? {} : { retryAfterSeconds: extra.retryAfterSeconds }),
  };
}

export interface SessionInput {
  userId: number;
  tenantId: number;
  actingTenantId: number | null;
  keepMeLoggedIn: boolean;
  /** Given on refresh: the new refresh token continues this family. */
  familyId?: string;
}

/** Issues an access token and a refresh token; `db` may be an open transaction. */
export async function openSession(
  db: Queryable,
  config: Config,
  input: SessionInput,
  now: Date,
): Promise<TokenResponse> {
  const refresh = await issueRefreshToken(
    db,
    config,
    {
      userId: input.userId,
      keepMeLoggedIn: input.keepMeLoggedIn,
      ...(input.familyId ? { familyId: input.familyId } : {}),
    },
    now,
  );
  const accessToken = await signAccessToken(
    {
      userId: input.userId,
      tenantId: input.tenantId,
      actingTenantId: input.actingTenantId,
      sessionId: refresh.familyId,
    },
    config.jwtSecret,
    config.accessTokenTtlSeconds,
  );
  return tokensResponse(accessToken, refresh.token);
}

/** POST /api/Login/logout: ends the session the refresh token belongs to. Unknown tokens are ignored. */
export async function closeSession(deps: LoginDeps, refreshToken: string): Promise<void> {
  const row = await findRefreshToken(deps.db, refreshToken);
  if (row) await revokeFamily(deps.db, row.familyId, deps.now());
}
