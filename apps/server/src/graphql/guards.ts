import { UserRole, TenantType, Messages } from '@vigil/contracts';
import type { AuthUser, Ctx } from '../common/context.js';
import { ForbiddenError, UnauthenticatedError } from '../common/errors.js';

/**
 * Who may call an operation, declared on every Query and Mutation field (`extensions.guard`).
 * Which tenant it may touch is decided separately, in one place: resolveTenantScope.
 *
 * - public: anyone, signed in or not
 * - signedIn: any signed-in user, read-only users included (queries)
 * - self: any signed-in user acting on their own account (userInfo, change own password), read-only
 *   and users who must change their password included
 * - write: a signed-in user who is not read-only
 * - tenantAdmin: write + TENANT_ADMIN or SysAdmin
 * - backOffice: a user of the vendor's root tenant (SysAdmin, OnboardingManager)
 * - sysAdmin: SysAdmin only
 */
export const GUARDS = [
  'public',
  'signedIn',
  'self',
  'write',
  'tenantAdmin',
  'backOffice',
  'sysAdmin',
] as const;
export type Guard = (typeof GUARDS)[number];

export function isSysAdmin(user: AuthUser): boolean {
  return user.tenantType === TenantType.Root && user.roles.includes(UserRole.SysAdmin);
}

export function isTenantAdmin(user: AuthUser): boolean {
  return isSysAdmin(user) || user.roles.includes(UserRole.TenantAdmin);
}

export function requireUser(ctx: Ctx): AuthUser {
  if (!ctx.auth) throw new UnauthenticatedError();
  return ctx.auth;
}

export function enforceGuard(guard: Guard, ctx: Ctx): void {
  if (guard === 'public') return;
  const user = requireUser(ctx);
  if (guard === 'self') return;
  // Until a forced password change is done, the account can do nothing else.
  if (user.needToChangePassword)
    throw new ForbiddenError(Messages.mustChangePassword, 'PASSWORD_CHANGE_REQUIRED');
  switch (guard) {
    case 'signedIn':
      return;
    case 'write':
      if (user.isReadOnlyUser) throw new ForbiddenError(Messages.readOnlyUser);
      return;
    case 'tenantAdmin':
      if (user.isReadOnlyUser) throw new ForbiddenError(Messages.readOnlyUser);
      if (!isTenantAdmin(user)) throw new ForbiddenError();
      return;
    case 'backOffice':
      if (user.tenantType !== TenantType.Root) throw new ForbiddenError();
      return;
    case 'sysAdmin':
      if (!isSysAdmin(user)) throw new ForbiddenError();
      return;
  }
}
