import { RouteRole, UserRole } from '@vigil/contracts';
import { appRoutes } from '../routes/app-routes';
import { customerRoutes } from '../routes/customer-routes';
import { adminRoutes, partnerRoutes } from '../routes/partner-admin-routes';
import { OWN_TENANT, type AppHref } from '../routes/route-builder';

export interface RoleSubject {
  routeRole: string;
  roles: readonly string[];
  needToChangePassword: boolean;
}

const HOME_BY_ROLE: Record<RouteRole, AppHref> = {
  [RouteRole.Admin]: adminRoutes.tenants.href(),
  [RouteRole.Partner]: partnerRoutes.home.href(OWN_TENANT),
  [RouteRole.Customer]: customerRoutes.riskPortal.href(OWN_TENANT),
};

export function isRouteRole(value: string): value is RouteRole {
  return value === RouteRole.Admin || value === RouteRole.Partner || value === RouteRole.Customer;
}

/** Where / sends a signed-in user: the landing page of the user's own area. */
export function homePathFor(user: Pick<RoleSubject, 'routeRole'>): AppHref {
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
): AppHref | null {
  if (!user.needToChangePassword) return null;
  const changePassword = appRoutes.changePassword.href();
  if (pathname === changePassword || pathname.startsWith(`${changePassword}/`)) return null;
  return changePassword;
}

export function isOnboardingManager(user: Pick<RoleSubject, 'roles'>): boolean {
  return user.roles.includes(UserRole.OnboardingManager);
}

export function isSysAdmin(user: Pick<RoleSubject, 'roles'>): boolean {
  return user.roles.includes(UserRole.SysAdmin);
}
