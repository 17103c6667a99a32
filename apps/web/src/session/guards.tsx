import { Navigate, Outlet, useLocation, useParams } from 'react-router';
import type { ReactNode } from 'react';
import { RouteRole } from '@vigil/contracts';
import { FullPageLoader } from '../components/FullPageLoader';
import { NotFoundPage } from '../features/not-found/NotFoundPage';
import { actingTenantHome, appRoutes, tenantBase } from '../routes/app-routes';
import { OWN_TENANT } from '../routes/route-builder';
import { useCurrentUser } from './current-user';
import { canEnterArea, forcedPasswordRedirect, homePathFor } from './route-decisions';
import { TenantScopeProvider, useTenantScope } from './tenant-scope';
import { useTenantParents } from './use-tenant-parents';

/** While a password change is pending every page leads to /change-password. */
export function PasswordChangeGate() {
  const user = useCurrentUser();
  const { pathname } = useLocation();
  const redirect = forcedPasswordRedirect(user, pathname);
  if (redirect) return <Navigate to={redirect} replace />;
  return <Outlet />;
}

export function HomeRedirect() {
  const user = useCurrentUser();
  return <Navigate to={homePathFor(user)} replace />;
}

/** Role guard of partner/*, customer/* and admin/*: a mismatch redirects to /. */
export function AreaGuard({ area }: { area: RouteRole }) {
  const user = useCurrentUser();
  const { actingTenantId } = useTenantScope();
  if (!canEnterArea(user, area, actingTenantId !== null))
    return <Navigate to={appRoutes.home.href()} replace />;
  return <Outlet />;
}

export function OwnTenantScope() {
  const user = useCurrentUser();
  return (
    <TenantScopeProvider scope={{ tenantId: user.tenantId, actingTenantId: null, basePath: OWN_TENANT }}>
      <Outlet />
    </TenantScopeProvider>
  );
}

function parseTenantId(value: string | undefined): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const id = Number(value);
  return id > 0 ? id : null;
}

/** /tenant/{id}/…: act for a child tenant; every operation below passes tenantId = id. */
export function ActingTenantScope({ children }: { children: ReactNode }) {
  const { tenantId } = useParams();
  const id = parseTenantId(tenantId);
  if (id === null) return <NotFoundPage />;
  return (
    <TenantScopeProvider key={id} scope={{ tenantId: id, actingTenantId: id, basePath: tenantBase(id) }}>
      {children}
    </TenantScopeProvider>
  );
}

/** /tenant/{id}: the tenant's own area, partner or customer by its type. */
export function ActingTenantHome() {
  const { tenantId } = useTenantScope();
  const { chain, loading } = useTenantParents(tenantId);
  const tenant = chain[chain.length - 1];
  if (!tenant) return loading ? <FullPageLoader /> : null;
  const area = tenant.isPartner ? RouteRole.Partner : RouteRole.Customer;
  return <Navigate to={actingTenantHome(tenantId, area)} replace />;
}
