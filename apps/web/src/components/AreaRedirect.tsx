import { Navigate } from 'react-router';
import { useShellArea } from '../shell/use-shell-area';

/** Redirects to a path of the current area (/customer/…, /tenant/5/customer/…). */
export function AreaRedirect({ to }: { to: string }) {
  const { areaBase } = useShellArea();
  return <Navigate to={`${areaBase}/${to}`} replace />;
}
