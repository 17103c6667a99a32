import type { TokenResponse } from '@vigil/contracts';

export type FetchFn = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

export interface LoginRequestBody {
  email: string;
  password: string;
  twoFactorCode?: string;
  keepMeLoggedIn: boolean;
}

export interface SsoRefreshResponse {
  access_token: string | null;
  refresh_token: string | null;
}

export interface AuthApi {
  login(body: LoginRequestBody): Promise<TokenResponse>;
  refresh(refreshToken: string, tenantId: number | null): Promise<TokenResponse>;
  ssoRefresh(providerId: string, refreshToken: string): Promise<SsoRefreshResponse>;
  signInByToken(signInToken: string): Promise<TokenResponse>;
  logout(refreshToken: string): Promise<void>;
}

export class AuthRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = 'AuthRequestError';
  }
}

async function readJson<T>(response: Response, acceptedStatuses: number[]): Promise<T> {
  const text = await response.text();
  let body: unknown = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = null;
  }
  if (!acceptedStatuses.includes(response.status)) {
    const message =
      body && typeof body === 'object' && 'message' in body && typeof body.message === 'string'
        ? body.message
        : `Unexpected response code: ${response.status}`;
    throw new AuthRequestError(message, response.status);
  }
  return body as T;
}

/** The REST sign-in API (spec part 1 §7 "REST"). */
export function createAuthApi(fetchFn: FetchFn): AuthApi {
  const postJson = (path: string, body: unknown) =>
    fetchFn(path, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    });

  return {
    async login(body) {
      // 429 carries a TokenResponse too: nullTokenReason TooManyAttempts with retryAfterSeconds.
      return readJson<TokenResponse>(await postJson('/api/Login/token', body), [200, 429]);
    },
    async refresh(refreshToken, tenantId) {
      const body = tenantId === null ? { refreshToken } : { refreshToken, tenantId };
      return readJson<TokenResponse>(await postJson('/api/Login/refresh', body), [200, 429]);
    },
    async ssoRefresh(providerId, refreshToken) {
      const query = new URLSearchParams({ providerId, refreshToken });
      const response = await fetchFn(`/sso/refresh?${query.toString()}`, {
        headers: { Accept: 'application/json' },
      });
      return readJson<SsoRefreshResponse>(response, [200]);
    },
    async signInByToken(signInToken) {
      return readJson<TokenResponse>(
        await postJson('/api/Login/token/bySignInToken', { signInToken }),
        [200, 429],
      );
    },
    async logout(refreshToken) {
      const response = await postJson('/api/Login/logout', { refreshToken });
      if (!response.ok)
        throw new AuthRequestError(`Unexpected response code: ${response.status}`, response.status);
    },
  };
}
