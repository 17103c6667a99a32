import { RouteRole, UserRole } from '@vigil/contracts';

export interface RoleSubject {
  routeRole: string;
  roles: readonly string[];
  needToChangePassword: boolean;
}

export const CHANGE_PASSWORD_PATH = '/change-password';

const HOME_BY_ROLE: Record<RouteRole, string> = {
  [RouteRole.Admin]: '/admin/tenants',
  [RouteRole.Partner]: '/partner',
  [RouteRole.Customer]: '/customer/risk-portal',
};

export function isRouteRole(value: string): value is RouteRole {
  return value === RouteRole.Admin || value === RouteRole.Partner || value === RouteRole.Customer;
}

/** Where / sends a signed-in user: the landing page of the user's own area. */
export function homePathFor(user: Pick<RoleSubject, 'routeRole'>): string {
  return isRouteRole(user.routeRole) ? HOME_BY_ROLE[user.routeRole] : HOME_BY_ROLE[RouteRole.Customer];
}

/**
 * The role guard of partner/*, customer/* and admin/* (spec part 1 §2): on the user's own tenant
 * only the user's own area opens; acting for a child tenant (/tenant/{id}/…) is for partners and
 * the back office, as partner or customer. Anything else redirects to /.
 */
export function canEnterArea(
  user: Pick<RoleSubject, 'routeRole'>,
  area: RouteRole,
  actingForChild: boolean,
): boolean {
  if (!actingForChild) return user.routeRole === area;
  if (area === RouteRole.Admin) return false;
  return user.routeRole === RouteRole.Partner || user.routeRole === RouteRole.Admin;
}

/** While a password change is pending, every page but /change-password leads there. */
export function forcedPasswordRedirect(
  user: Pick<RoleSubject, 'needToChangePassword'>,
  pathname: string,
): string | null {
  if (!user.needToChangePassword) return null;
  if (pathname === CHANGE_PASSWORD_PATH || pathname.startsWith(`${CHANGE_PASSWORD_PATH}/`)) return null;
  return CHANGE_PASSWORD_PATH;
}

export function isOnboardingManager(user: Pick<RoleSubject, 'roles'>): boolean {
  return user.roles.includes(UserRole.OnboardingManager);
}

export function isSysAdmin(user: Pick<RoleSubject, 'roles'>): boolean {
  return user.roles.includes(UserRole.SysAdmin);
}
