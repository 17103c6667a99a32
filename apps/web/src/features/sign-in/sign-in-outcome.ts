import { NullTokenReason, type TokenResponse } from '@vigil/contracts';

export interface TotpEnrolment {
  /** The QR code image (data URL). */
  qrCode: string;
  /** The secret key, for entering by hand. */
  key: string;
}

export type SignInOutcome =
  | { kind: 'signedIn'; accessToken: string; refreshToken: string | null }
  | { kind: 'needsCode'; enrolment: TotpEnrolment | null }
  | { kind: 'invalidCode' }
  | { kind: 'invalidCredentials' }
  | { kind: 'throttled'; minutes: number };

/** What a sign-in answer means for the form (spec part 2 §4 "Sign-in", §8). */
export function signInOutcome(response: TokenResponse): SignInOutcome {
  if (response.accessToken) {
    return { kind: 'signedIn', accessToken: response.accessToken, refreshToken: response.refreshToken };
  }
  switch (response.nullTokenReason) {
    case NullTokenReason.MustUseTwoFactorCode:
      return {
        kind: 'needsCode',
        enrolment:
          response.totpQrCode && response.totpSid
            ? { qrCode: response.totpQrCode, key: response.totpSid }
            : null,
      };
    case NullTokenReason.TwoFactodCodeIsInvalid:
      return { kind: 'invalidCode' };
    case NullTokenReason.TooManyAttempts:
      return { kind: 'throttled', minutes: Math.max(1, Math.ceil((response.retryAfterSeconds ?? 60) / 60)) };
    default:
      // Any other failed sign-in reads as invalid credentials: nothing tells which part was wrong.
      return { kind: 'invalidCredentials' };
  }
}
