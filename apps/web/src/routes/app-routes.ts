import { RouteRole } from '@vigil/contracts';
import { customerRoutes } from './customer-routes';
import { partnerRoutes } from './partner-admin-routes';
import { topRoute, type ActingTenantBase, type AppHref } from './route-builder';

/** The signed-in app outside the areas (spec part 2 §2.1 "Main app"). */
export const appRoutes = {
  /** Home: the landing page of the user's own area. */
  home: topRoute('/'),
  changePassword: topRoute('/change-password'),
  /** Acting for a child tenant: its partner or customer area opens below this prefix. */
  actingTenant: topRoute('/tenant/:tenantId'),
  /** The return point of cloud authorisation (query state and code). */
  cloudAuthorization: topRoute('/redirect'),
};

/** The prefix of a child tenant's pages: /tenant/{id}. */
export function tenantBase(tenantId: number): ActingTenantBase {
  return appRoutes.actingTenant.href({ params: { tenantId } }) as string as ActingTenantBase;
}

/** A child tenant opened as partner or customer: /tenant/{id}/partner or /tenant/{id}/customer. */
export function actingTenantHome(
  tenantId: number,
  area: typeof RouteRole.Partner | typeof RouteRole.Customer,
): AppHref {
  const routes = area === RouteRole.Partner ? partnerRoutes : customerRoutes;
  return routes.home.href(tenantBase(tenantId));
}

/** appRoutes.actingTenant as a prefix, matched case-insensitively like the router's paths. */
const ACTING_TENANT_PREFIX = /^\/tenant\/([^/]+)(?:\/|$)/i;

/** The tenant a path acts for (/tenant/{id}/…), or null on the user's own tenant. */
export function actingTenantIdFromPath(pathname: string): number | null {
  // Read without the router's matchPath: the services (and so the sign-in page) call this, and
  // the routing library is not part of the sign-in page's first download.
  const id = ACTING_TENANT_PREFIX.exec(pathname)?.[1];
  return id !== undefined && /^\d+$/.test(id) ? Number(id) : null;
}
