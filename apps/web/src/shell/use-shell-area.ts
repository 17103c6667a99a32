import { useLocation } from 'react-router';
import type { RouteRole } from '@vigil/contracts';
import { useCurrentUser } from '../session/current-user';
import { isRouteRole } from '../session/route-decisions';
import { useTenantScope } from '../session/tenant-scope';

export interface ShellArea {
  /** partner, customer or admin; null on a page outside the areas (404). */
  area: RouteRole | null;
  /** /customer, /tenant/5/partner, … */
  areaBase: string;
  /** The path below areaBase, without a leading slash. */
  relativePath: string;
}

export function useShellArea(): ShellArea {
  const { pathname } = useLocation();
  const { basePath, actingTenantId } = useTenantScope();
  const user = useCurrentUser();
  const [areaSegment = '', ...rest] = pathname.slice(basePath.length).replace(/^\/+/, '').split('/');
  if (isRouteRole(areaSegment)) {
    return {
      area: areaSegment,
      areaBase: `${basePath}/${areaSegment}`,
      relativePath: rest.join('/').replace(/\/+$/, ''),
    };
  }
  const fallback = actingTenantId === null && isRouteRole(user.routeRole) ? user.routeRole : null;
  return { area: fallback, areaBase: fallback ? `${basePath}/${fallback}` : basePath, relativePath: '' };
}
