import { NullTokenReason, type TokenResponse, type loginRequestSchema } from '@vigil/contracts';
import type { z } from 'zod';
import { normaliseEmail } from '../users/users.repo.js';
import { findSignInCandidate, markSignedIn } from './login.repo.js';
import { openSession, refusal, type LoginDeps } from './sessions.js';
import { clientAddressKey } from '../http/client-address.js';
import { checkSecondFactor } from './two-factor.js';

export type SignInRequest = z.output<typeof loginRequestSchema>;

export interface SignInResult {
  status: 200 | 429;
  body: TokenResponse;
}

const answer = (body: TokenResponse): SignInResult => ({ status: 200, body });

/**
 * POST /api/Login/token. Every refusal before the password is known to be right looks the same,
 * whether or not the email has an account.
 */
export async function signIn(deps: LoginDeps, request: SignInRequest, ip: string): Promise<SignInResult> {
  const { db, throttle, passwords } = deps;
  const now = deps.now();
  const subject = { email: normaliseEmail(request.email), address: clientAddressKey(ip) };

  // Decided before any verification: a throttled attempt costs an attacker nothing to learn from.
  const reservation = await throttle.reserve(db, subject, now);
  if (!reservation.ok) {
    const { retryAfterSeconds } = reservation;
    return { status: 429, body: refusal(NullTokenReason.TooManyAttempts, { retryAfterSeconds }) };
  }
  const { attempt } = reservation;

  const user = await findSignInCandidate(db, subject.email);
  // An unknown account costs one argon2 verification too, so timing does not reveal which emails exist.
  const passwordOk = await passwords.verify(
    user?.passwordHash ?? (await passwords.dummyHash()),
    request.password,
  );
  if (!user?.passwordHash || !passwordOk) return answer(refusal(NullTokenReason.InvalidCredentials));

  if (user.useTotp || user.tenantRequiresTotp) {
    const second = await checkSecondFactor(db, user, request.twoFactorCode, now);
    if (second.kind === 'missing') {
      await throttle.release(db, attempt);
      return answer(refusal(NullTokenReason.MustUseTwoFactorCode, { enrollment: second.enrollment }));
    }
    if (second.kind === 'invalid') {
      return answer(refusal(NullTokenReason.TwoFactodCodeIsInvalid, { enrollment: second.enrollment }));
    }
  }

  await throttle.succeeded(db, subject, attempt, now);
  await markSignedIn(db, user.id, now);
  const session = await openSession(
    db,
    deps.config,
    {
      userId: user.id,
      tenantId: user.tenantId,
      actingTenantId: null,
      keepMeLoggedIn: request.keepMeLoggedIn,
    },
    now,
  );
  return answer(session);
}
