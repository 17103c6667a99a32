import { createHmac, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { Messages, SettingsLimits, SettingsMessages, reverifyPasswordSchema } from '@vigil/contracts';
import { recordAudit } from '../audit/audit.service.js';
import type { AuthUser } from '../common/context.js';
import { ForbiddenError, UnauthenticatedError, ValidationError } from '../common/errors.js';
import type { Db } from '../db/client.js';
import { clientAddressKey } from '../http/client-address.js';
import { resolveOwnScope } from '../tenants/tenant-scope.js';
import { normaliseEmail } from '../users/users.repo.js';
import { users } from '../users/users.tables.js';
import { TooManyAttemptsError } from './password-change.js';
import { argon2Verifier, type PasswordVerifier } from './passwords.js';
import { createLoginThrottle, type LoginThrottle } from './throttle.js';

/*
 * "Verify your account" (spec part 2 §2.6, §7.2): before the decryption credentials are shown,
 * the signed-in user types the password again. A right password earns a short-lived proof, bound
 * to the user and to the session it was typed in; the operations behind it take the proof and
 * check it here. The password check is throttled exactly like a sign-in, so a stolen session can
 * neither guess the password nor read the credentials without it.
 */

const PROOF_VERSION = 'rv1';

interface ProofClaims {
  /** User id. */
  u: number;
  /** Session (refresh-token family) id. */
  s: string;
  /** Expiry, seconds since the epoch. */
  e: number;
}

/** A key of its own, so a proof is never an access token's signature and the reverse. */
function proofKey(secret: string): Buffer {
  return createHmac('sha256', secret).update('vigil:password-reverification').digest();
}

function sign(secret: string, payload: string): string {
  return createHmac('sha256', proofKey(secret)).update(`${PROOF_VERSION}.${payload}`).digest('base64url');
}

export function createReverificationProof(
  secret: string,
  subject: { userId: number; sessionId: string },
  expiresAt: Date,
): string {
  const claims: ProofClaims = {
    u: subject.userId,
    s: subject.sessionId,
    e: Math.floor(expiresAt.getTime() / 1000),
  };
  const payload = Buffer.from(JSON.stringify(claims)).toString('base64url');
  return `${PROOF_VERSION}.${payload}.${sign(secret, payload)}`;
}

function readClaims(secret: string, proof: string): ProofClaims | null {
  const [version, payload, signature, ...rest] = proof.split('.');
  if (version !== PROOF_VERSION || !payload || !signature || rest.length > 0) return null;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Partial<ProofClaims>;
    if (typeof claims.u !== 'number' || typeof claims.s !== 'string' || typeof claims.e !== 'number')
      return null;
    return { u: claims.u, s: claims.s, e: claims.e };
  } catch {
    return null;
  }
}

/**
 * Whether `proof` was earned by this user, in this session, and has not expired. Anything else —
 * another user's or another session's proof, a forged or expired one — is refused the same way.
 */
export function requireReverification(
  secret: string,
  user: AuthUser,
  proof: string | null | undefined,
  now: Date,
): void {
  const claims = proof ? readClaims(secret, proof) : null;
  const valid =
    claims !== null &&
    user.sessionId !== undefined &&
    claims.u === user.id &&
    claims.s === user.sessionId &&
    claims.e * 1000 > now.getTime();
  if (!valid) throw new ForbiddenError(SettingsMessages.reverificationRequired, 'REVERIFICATION_REQUIRED');
}

export interface ReverifyDeps {
  ip: string;
  now: Date;
  throttle?: LoginThrottle;
  passwords?: PasswordVerifier;
}

export interface Reverification {
  reverificationToken: string;
  expiresAt: Date;
}

const defaultThrottle = createLoginThrottle();

/** The password of the signed-in user, checked like a sign-in: a proof, or Invalid Credentials. */
export async function reverifyPassword(
  db: Db,
  secret: string,
  user: AuthUser,
  input: { password: string },
  deps: ReverifyDeps,
): Promise<Reverification> {
  if (!user.sessionId) throw new UnauthenticatedError();
  const parsed = reverifyPasswordSchema.safeParse(input);
  if (!parsed.success)
    throw new ValidationError(parsed.error.issues[0]?.message ?? Messages.required, 'password');

  const throttle = deps.throttle ?? defaultThrottle;
  const passwords = deps.passwords ?? argon2Verifier;
  const subject = { email: normaliseEmail(user.email), address: clientAddressKey(deps.ip) };
  const reservation = await throttle.reserve(db, subject, deps.now);
  if (!reservation.ok) throw new TooManyAttemptsError(reservation.retryAfterSeconds);

  const [row] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(and(eq(users.id, user.id), eq(users.isDeleted, false)))
    .limit(1);
  // An account without a password (single sign-on only) costs the same verification.
  const ok = await passwords.verify(row?.passwordHash ?? (await passwords.dummyHash()), parsed.data.password);
  if (!row?.passwordHash || !ok) throw new ValidationError(Messages.invalidCredentials, 'password');
  await throttle.succeeded(db, subject, reservation.attempt, deps.now);

  const expiresAt = new Date(deps.now.getTime() + SettingsLimits.reverificationSeconds * 1000);
  await db.transaction(async (tx) => {
    // Opening the decryption credentials is a security event: it goes in the change history.
    await recordAudit(tx, user, {
      scope: await resolveOwnScope(tx, user),
      entityType: 'PasswordReverification',
      entityId: user.id,
      entityName: user.email,
      operation: 'CREATE',
      after: { userId: user.id, expiresAt },
    });
  });
  return {
    reverificationToken: createReverificationProof(
      secret,
      { userId: user.id, sessionId: user.sessionId },
      expiresAt,
    ),
    expiresAt,
  };
}
