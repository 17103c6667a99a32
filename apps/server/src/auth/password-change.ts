import { and, eq } from 'drizzle-orm';
import { GraphQLError } from 'graphql';
import { Messages, newPasswordSchema, UserRole } from '@vigil/contracts';
import { recordAudit } from '../audit/audit.service.js';
import type { AuthUser } from '../common/context.js';
import { ForbiddenError, NotFoundError, ValidationError } from '../common/errors.js';
import type { Db, Queryable } from '../db/client.js';
import { isSysAdmin, isTenantAdmin } from '../graphql/guards.js';
import { clientAddressKey } from '../http/client-address.js';
import { resolveTenantScope } from '../tenants/tenant-scope.js';
import { tenants } from '../tenants/tenants.tables.js';
import { users } from '../users/users.tables.js';
import { isPasswordStrongEnough } from './password-strength.js';
import { argon2Verifier, hashPassword, type PasswordVerifier } from './passwords.js';
import { revokeUserRefreshTokens } from './refresh-tokens.js';
import { createLoginThrottle, type LoginThrottle } from './throttle.js';

export interface ChangePasswordInput {
  userId: number;
  newPassword: string;
  tenantId?: number | null;
  /** Required for one's own password: a stolen session alone must not take the account over. */
  currentPassword?: string | null;
}

export interface ChangePasswordDeps {
  /** The caller's address: wrong current passwords are throttled like failed sign-ins. */
  ip: string;
  now: Date;
  throttle?: LoginThrottle;
  passwords?: PasswordVerifier;
}

const defaultThrottle = createLoginThrottle();

interface Target {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  passwordHash: string | null;
  tenantId: number;
  tenantName: string;
  tenantPath: string;
  roles: string[];
  needToChangePassword: boolean;
}

async function findTarget(db: Queryable, userId: number): Promise<Target | null> {
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
      passwordHash: users.passwordHash,
      tenantId: users.tenantId,
      tenantName: tenants.name,
      tenantPath: tenants.path,
      roles: users.roles,
      needToChangePassword: users.needToChangePassword,
    })
    .from(users)
    .innerJoin(tenants, eq(tenants.id, users.tenantId))
    .where(and(eq(users.id, userId), eq(users.isDeleted, false), eq(tenants.isDeleted, false)))
    .limit(1);
  return rows[0] ?? null;
}

function validNewPassword(password: string): string {
  const parsed = newPasswordSchema.safeParse(password);
  if (!parsed.success)
    throw new ValidationError(parsed.error.issues[0]?.message ?? Messages.required, 'newPassword');
  return parsed.data;
}

export class TooManyAttemptsError extends GraphQLError {
  constructor(retryAfterSeconds: number) {
    super(Messages.tooManyAttempts(Math.max(1, Math.ceil(retryAfterSeconds / 60))), {
      extensions: { code: 'TOO_MANY_ATTEMPTS', retryAfterSeconds },
    });
  }
}

/**
 * Another user's password may be set by an admin acting for the user's own tenant (its own, or a
 * tenant below it named by tenantId), as on the users page.
 */
async function authoriseOtherUser(
  db: Queryable,
  caller: AuthUser,
  input: ChangePasswordInput,
): Promise<Target> {
  if (caller.needToChangePassword)
    throw new ForbiddenError(Messages.mustChangePassword, 'PASSWORD_CHANGE_REQUIRED');
  if (caller.isReadOnlyUser) throw new ForbiddenError(Messages.readOnlyUser);
  if (!isTenantAdmin(caller)) throw new ForbiddenError();
  const scope = await resolveTenantScope(db, caller, input.tenantId);
  const target = await findTarget(db, input.userId);
  // Another tenant's user answers like a missing one, so ids of other tenants' users reveal nothing.
  if (!target || target.tenantId !== scope.tenantId) throw new NotFoundError('User', input.userId);
  // Otherwise a tenant admin of the back office could take over a SysAdmin account.
  if (target.roles.includes(UserRole.SysAdmin) && !isSysAdmin(caller)) throw new ForbiddenError();
  return target;
}

/**
 * The current password, checked like a sign-in: throttled per account and address, so a stolen
 * session cannot be used to guess it.
 */
async function verifyCurrentPassword(
  db: Db,
  target: Target,
  currentPassword: string | null | undefined,
  deps: ChangePasswordDeps,
): Promise<void> {
  if (!currentPassword) throw new ValidationError(Messages.currentPasswordRequired, 'currentPassword');
  const throttle = deps.throttle ?? defaultThrottle;
  const passwords = deps.passwords ?? argon2Verifier;
  const subject = { email: target.email, address: clientAddressKey(deps.ip) };
  const reservation = await throttle.reserve(db, subject, deps.now);
  if (!reservation.ok) throw new TooManyAttemptsError(reservation.retryAfterSeconds);
  const ok = target.passwordHash ? await passwords.verify(target.passwordHash, currentPassword) : false;
  if (!ok) throw new ValidationError(Messages.currentPasswordWrong, 'currentPassword');
  await throttle.release(db, reservation.attempt);
}

/**
 * changeUserPassword: your own password (with the current one), or, as an admin, another user's.
 * Either way the new password must not be easy to guess. A password set by an admin is temporary:
 * its owner must change it at the next sign-in, and all their sessions end. Changing your own
 * ends your other sessions; the one you changed it from continues.
 */
export async function changeUserPassword(
  db: Db,
  caller: AuthUser,
  input: ChangePasswordInput,
  deps: ChangePasswordDeps,
): Promise<void> {
  const { now } = deps;
  const newPassword = validNewPassword(input.newPassword);
  const isSelf = input.userId === caller.id;
  const target = isSelf ? await findTarget(db, caller.id) : await authoriseOtherUser(db, caller, input);
  if (!target) throw new NotFoundError('User', input.userId);
  if (!isPasswordStrongEnough(newPassword, target))
    throw new ValidationError(Messages.passwordTooEasy, 'newPassword');
  if (isSelf) await verifyCurrentPassword(db, target, input.currentPassword, deps);
  const needToChangePassword = !isSelf;
  // Hashed outside the transaction: argon2 takes a while and the transaction should not.
  const passwordHash = await hashPassword(newPassword);

  await db.transaction(async (tx) => {
    await tx
      .update(users)
      // An admin reset also ends the access tokens already handed out, not only the sessions.
      .set({ passwordHash, needToChangePassword, ...(isSelf ? {} : { tokensValidAfter: now }) })
      .where(eq(users.id, target.id));
    // Sessions opened with the old password end, their access tokens with them (checked per
    // request); your own current session is spared when you change your own.
    const keep = isSelf ? caller.sessionId : undefined;
    await revokeUserRefreshTokens(tx, target.id, now, keep);
    await recordAudit(tx, caller, {
      scope: await resolveTenantScope(tx, caller, target.tenantId),
      entityType: 'User',
      entityId: target.id,
      entityName: target.email,
      operation: 'UPDATE',
      before: { needToChangePassword: target.needToChangePassword, passwordChanged: false },
      after: { needToChangePassword, passwordChanged: true },
    });
  });
}
