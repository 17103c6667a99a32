import { UserRole } from '@vigil/contracts';

/** Who manages users on the users page: an admin (TENANT_ADMIN or SysAdmin) who is not read-only. */
export function canManageUsers(user: { roles: readonly string[]; isReadOnlyUser: boolean }): boolean {
  if (user.isReadOnlyUser) return false;
  return user.roles.includes(UserRole.TenantAdmin) || user.roles.includes(UserRole.SysAdmin);
}

/** Who manages groups: anyone who is not read-only (rules name them; any writer edits rules). */
export function canManageGroups(user: { isReadOnlyUser: boolean }): boolean {
  return !user.isReadOnlyUser;
}

export function fullName(user: { firstName: string; lastName: string; email?: string }): string {
  const name = `${user.firstName} ${user.lastName}`.trim();
  return name || (user.email ?? '');
}
