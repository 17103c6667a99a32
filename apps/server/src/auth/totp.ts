import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

/** RFC 6238 with the parameters every authenticator app assumes: SHA-1, 6 digits, 30 s steps. */
export const TOTP_ISSUER = 'Vigil';
export const TOTP_PERIOD_SECONDS = 30;
/** One step either way absorbs clock drift between the phone and the server. */
export const TOTP_WINDOW_STEPS = 1;

const CODE_PATTERN = /^\d{6}$/;

export function createTotpSecret(): string {
  return generateSecret();
}

export function totpStepAt(now: Date): number {
  return Math.floor(now.getTime() / 1000 / TOTP_PERIOD_SECONDS);
}

export interface TotpEnrollment {
  /** PNG data URL of the otpauth:// URI, for scanning. */
  qrCode: string;
  /** The base32 key, for typing in by hand. */
  key: string;
}

export async function totpEnrollment(email: string, secret: string): Promise<TotpEnrollment> {
  const uri = generateURI({ issuer: TOTP_ISSUER, label: email, secret, period: TOTP_PERIOD_SECONDS });
  return { qrCode: await QRCode.toDataURL(uri), key: secret };
}

export type TotpCheck = { valid: true; step: number } | { valid: false };

/**
 * Checks a code against the secret at `now`, within ±1 step. A code whose step is not after
 * `lastAcceptedStep` is refused: a code that was accepted once is never accepted again.
 */
export async function checkTotpCode(
  secret: string,
  code: string,
  now: Date,
  lastAcceptedStep: number | null,
): Promise<TotpCheck> {
  // otplib throws on anything but six digits; for us that is simply a wrong code.
  if (!CODE_PATTERN.test(code)) return { valid: false };
  try {
    const result = await verify({
      secret,
      token: code,
      epoch: Math.floor(now.getTime() / 1000),
      period: TOTP_PERIOD_SECONDS,
      epochTolerance: TOTP_WINDOW_STEPS * TOTP_PERIOD_SECONDS,
      ...(lastAcceptedStep === null ? {} : { afterTimeStep: lastAcceptedStep }),
    });
    if (!result.valid || !('timeStep' in result)) return { valid: false };
    return { valid: true, step: result.timeStep };
  } catch {
    return { valid: false };
  }
}
