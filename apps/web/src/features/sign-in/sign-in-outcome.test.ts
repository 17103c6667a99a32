import { describe, expect, it } from 'vitest';
import type { TokenResponse } from '@vigil/contracts';
import { signInOutcome } from './sign-in-outcome';

const none: TokenResponse = {
  accessToken: null,
  refreshToken: null,
  nullTokenReason: null,
  totpQrCode: null,
  totpSid: null,
};

describe('signInOutcome', () => {
  it('starts a session on tokens', () => {
    expect(signInOutcome({ ...none, accessToken: 'a', refreshToken: 'r' })).toEqual({
      kind: 'signedIn',
      accessToken: 'a',
      refreshToken: 'r',
    });
  });

  it('asks for a code, with the QR code and key on first use', () => {
    expect(signInOutcome({ ...none, nullTokenReason: 'MustUseTwoFactorCode' })).toEqual({
      kind: 'needsCode',
      enrolment: null,
    });
    expect(
      signInOutcome({
        ...none,
        nullTokenReason: 'MustUseTwoFactorCode',
        totpQrCode: 'data:image/png;base64,x',
        totpSid: 'KEY',
      }),
    ).toEqual({ kind: 'needsCode', enrolment: { qrCode: 'data:image/png;base64,x', key: 'KEY' } });
  });

  it('maps the failures', () => {
    expect(signInOutcome({ ...none, nullTokenReason: 'TwoFactodCodeIsInvalid' })).toEqual({
      kind: 'invalidCode',
    });
    expect(signInOutcome({ ...none, nullTokenReason: 'InvalidCredentials' })).toEqual({
      kind: 'invalidCredentials',
    });
    expect(signInOutcome({ ...none, nullTokenReason: 'InvalidSignInToken' })).toEqual({
      kind: 'invalidCredentials',
    });
    expect(signInOutcome({ ...none, nullTokenReason: 'TooManyAttempts', retryAfterSeconds: 61 })).toEqual({
      kind: 'throttled',
      minutes: 2,
    });
  });
});
