import { and, eq } from 'drizzle-orm';
import { Messages, newPasswordSchema, UserRole } from '@vigil/contracts';
import { recordAudit } from '../audit/audit.service.js';
import type { AuthUser } from '../common/context.js';
import { ForbiddenError, NotFoundError, ValidationError } from '../common/errors.js';
import type { Db, Queryable } from '../db/client.js';
import { isSysAdmin, isTenantAdmin } from '../graphql/guards.js';
import { resolveTenantScope } from '../tenants/tenant-scope.js';
import { tenants } from '../tenants/tenants.tables.js';
import { users } from '../users/users.tables.js';
import { hashPassword } from './passwords.js';
import { revokeUserRefreshTokens } from './refresh-tokens.js';

export interface ChangePasswordInput {
  userId: number;
  newPassword: string;
  tenantId?: number | null;
}

interface Target {
  id: number;
  email: string;
  tenantId: number;
  tenantPath: string;
  roles: string[];
  needToChangePassword: boolean;
}

async function findTarget(db: Queryable, userId: number): Promise<Target | null> {
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      tenantId: users.tenantId,
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

/** Another user's password may be set by an admin of a tenant at or above the user's tenant. */
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
  // Out of scope answers like a missing user, so ids of other tenants' users reveal nothing.
  if (!target || !scope.containsPath(target.tenantPath)) throw new NotFoundError('User', input.userId);
  // Otherwise a tenant admin of the back office could take over a SysAdmin account.
  if (target.roles.includes(UserRole.SysAdmin) && !isSysAdmin(caller)) throw new ForbiddenError();
  return target;
}

/**
 * changeUserPassword: your own password, or, as an admin, another user's. A password set by an
 * admin is temporary: its owner must change it at the next sign-in, and their sessions end.
 */
export async function changeUserPassword(
  db: Db,
  caller: AuthUser,
  input: ChangePasswordInput,
  now: Date,
): Promise<void> {
  const newPassword = validNewPassword(input.newPassword);
  const isSelf = input.userId === caller.id;
  const target = isSelf ? await findTarget(db, caller.id) : await authoriseOtherUser(db, caller, input);
  if (!target) throw new NotFoundError('User', input.userId);
  const needToChangePassword = !isSelf;
  // Hashed outside the transaction: argon2 takes a while and the transaction should not.
  const passwordHash = await hashPassword(newPassword);

  await db.transaction(async (tx) => {
    await tx
      .update(users)
      // An admin reset also ends the access tokens already handed out, not only the sessions.
      .set({ passwordHash, needToChangePassword, ...(isSelf ? {} : { tokensValidAfter: now }) })
      .where(eq(users.id, target.id));
    if (!isSelf) await revokeUserRefreshTokens(tx, target.id, now);
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
