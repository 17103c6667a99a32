import { NullTokenReason } from '@vigil/contracts';
import type { AuthApi } from './auth-api';
import type { TokenStorage } from './token-storage';

export interface SessionRefresher {
  /** A new access token, or null when the session cannot be renewed. Concurrent callers share one request. */
  refresh(): Promise<string | null>;
}

export interface SessionRefresherDeps {
  api: AuthApi;
  storage: TokenStorage;
  /** The tenant the console acts for, sent with the refresh (spec part 1 §4). */
  actingTenantId: () => number | null;
}

export function createSessionRefresher({
  api,
  storage,
  actingTenantId,
}: SessionRefresherDeps): SessionRefresher {
  let inFlight: Promise<string | null> | null = null;

  async function refreshNormal(refreshToken: string): Promise<string | null> {
    const tenantId = actingTenantId();
    let response = await api.refresh(refreshToken, tenantId);
    // A tenant the user may no longer act for does not end the session: renew it for the own tenant.
    if (
      !response.accessToken &&
      response.nullTokenReason === NullTokenReason.TenantNotFound &&
      tenantId !== null
    ) {
      response = await api.refresh(refreshToken, null);
    }
    if (!response.accessToken) {
      if (response.nullTokenReason === NullTokenReason.InvalidRefreshToken) storage.clear();
      return null;
    }
    storage.save({ accessToken: response.accessToken, refreshToken: response.refreshToken ?? refreshToken });
    return response.accessToken;
  }

  async function refreshSso(providerId: string, refreshToken: string): Promise<string | null> {
    const response = await api.ssoRefresh(providerId, refreshToken);
    if (!response.access_token && !response.refresh_token) {
      storage.clear();
      return null;
    }
    if (!response.access_token) return null;
    storage.save({
      accessToken: response.access_token,
      refreshToken: response.refresh_token ?? refreshToken,
    });
    return response.access_token;
  }

  async function run(): Promise<string | null> {
    const session = storage.read();
    if (!session.refreshToken) return null;
    try {
      if (session.isSso && session.ssoProviderId)
        return await refreshSso(session.ssoProviderId, session.refreshToken);
      return await refreshNormal(session.refreshToken);
    } catch {
      return null;
    }
  }

  return {
    refresh() {
      if (!inFlight) {
        inFlight = run().finally(() => {
          inFlight = null;
        });
      }
      return inFlight;
    },
  };
}
