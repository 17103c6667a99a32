/*
 * The sign-in REST API's names and shapes, without zod: the sign-in page loads them first, and a
 * module with schemas would bring the whole validation library along.
 */

/** nullTokenReason values of the sign-in REST API. Spelling is the public contract. */
export const NullTokenReason = {
  MustUseTwoFactorCode: 'MustUseTwoFactorCode',
  TwoFactodCodeIsInvalid: 'TwoFactodCodeIsInvalid',
  InvalidCredentials: 'InvalidCredentials',
  InvalidRefreshToken: 'InvalidRefreshToken',
  InvalidSignInToken: 'InvalidSignInToken',
  TooManyAttempts: 'TooManyAttempts',
  /** Refresh asked for a tenant the user may not act for; the refresh token stays valid. */
  TenantNotFound: 'TenantNotFound',
} as const;
export type NullTokenReason = (typeof NullTokenReason)[keyof typeof NullTokenReason];

/** The sign-in REST routes (all POST, JSON bodies). */
export const LoginRoutes = {
  /** LoginRequest → 200 TokenResponse, 429 TokenResponse (TooManyAttempts) with Retry-After, 400 ApiErrorResponse. */
  token: '/api/Login/token',
  /** RefreshRequest → 200 TokenResponse, 400 ApiErrorResponse. */
  refresh: '/api/Login/refresh',
  /** SignInTokenRequest → 200 TokenResponse, 400 ApiErrorResponse. */
  bySignInToken: '/api/Login/token/bySignInToken',
  /** LogoutRequest → 204 (also for an unknown token), 400 ApiErrorResponse. */
  logout: '/api/Login/logout',
} as const;

/** Body of a 4xx/5xx answer of the REST routes. */
export interface ApiErrorResponse {
  message: string;
}

/** Response of POST /api/Login/token, /refresh and /token/bySignInToken. */
export interface TokenResponse {
  accessToken: string | null;
  refreshToken: string | null;
  nullTokenReason: NullTokenReason | null;
  totpQrCode: string | null;
  totpSid: string | null;
  /** Set when nullTokenReason is TooManyAttempts: seconds until another try is allowed. */
  retryAfterSeconds?: number | null;
}
