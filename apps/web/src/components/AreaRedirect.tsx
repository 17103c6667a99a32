import { Navigate, useParams } from 'react-router';
import { redirectTarget, type RedirectRoute } from '../routes/route-builder';
import { useTenantScope } from '../session/tenant-scope';

/** Follows a redirect of an area's table, in the tenant acted for (/customer/…, /tenant/5/customer/…). */
export function AreaRedirect({ route }: { route: RedirectRoute }) {
  const { basePath } = useTenantScope();
  const params = useParams();
  return <Navigate to={redirectTarget(route, basePath, params)} replace />;
}
