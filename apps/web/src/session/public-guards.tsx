import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router';
import type { ReactNode } from 'react';
import { currentAppUrl, safeReturnUrl, signInPath } from '../auth/sign-in-path';
import { appRoutes } from '../routes/app-routes';
import { useHasSession } from './use-session';

/*
 * The guards the sign-in page needs, kept apart from the signed-in ones (session/guards.tsx) so the
 * sign-in route's first download holds no GraphQL client, documents or console shell.
 */

/** Every route but sign-in and the public pages needs a signed-in user. */
export function RequireAuth({ children }: { children: ReactNode }) {
  const hasSession = useHasSession();
  const location = useLocation();
  if (!hasSession) return <Navigate to={signInPath(currentAppUrl(location))} replace />;
  return <>{children}</>;
}

/**
 * Signed-in users visiting the auth area go to / — or to the returnUrl they were sent here with,
 * which is how a fresh sign-in lands on the deep link it came from.
 */
export function RedirectIfSignedIn() {
  const hasSession = useHasSession();
  const [searchParams] = useSearchParams();
  if (hasSession) {
    return <Navigate to={safeReturnUrl(searchParams.get('returnUrl')) ?? appRoutes.home.href()} replace />;
  }
  return <Outlet />;
}
