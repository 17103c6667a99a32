import type { Queryable } from '../db/client.js';
import { acceptTotpStep, storeTotpSecret, type SignInCandidate } from './login.repo.js';
import { checkTotpCode, createTotpSecret, totpEnrollment, type TotpEnrollment } from './totp.js';

export type SecondFactor =
  | { kind: 'passed' }
  /** No code sent, or a wrong one; `enrollment` is set while the authenticator is not yet confirmed. */
  | { kind: 'missing' | 'invalid'; enrollment: TotpEnrollment | null };

/** The TOTP step of a sign-in whose password was right. */
export async function checkSecondFactor(
  db: Queryable,
  user: SignInCandidate,
  code: string | undefined,
  now: Date,
): Promise<SecondFactor> {
  const isNewSecret = !user.totpSecret;
  const secret = user.totpSecret ?? (await storeTotpSecret(db, user.id, createTotpSecret()));
  const confirmed = user.totpConfirmed && !isNewSecret;
  const enrollment = async () => (confirmed ? null : totpEnrollment(user.email, secret));

  if (!code) return { kind: 'missing', enrollment: await enrollment() };
  const check = await checkTotpCode(secret, code, now, isNewSecret ? null : user.totpLastStep);
  if (check.valid && (await acceptTotpStep(db, user.id, check.step))) return { kind: 'passed' };
  return { kind: 'invalid', enrollment: await enrollment() };
}
