import { lazy, useEffect } from 'react';
import { useHasSession } from '../session/use-session';
import { LazyPage } from './LazyPage';

const SignInPage = lazy(() => import('../features/sign-in/SignInPage'));

/**
 * A first visit to the sign-in page renders it without the router, whose code then loads in the
 * background: the page a user types into first needs no routing library (issue 18's 170 KB).
 * Once tokens are stored the router takes over, still at the sign-in address, and its
 * RedirectIfSignedIn leaves for returnUrl or home as it does for every other sign-in.
 */
export function FirstSignIn({ prefetch, onSignedIn }: { prefetch: () => void; onSignedIn: () => void }) {
  const hasSession = useHasSession();
  useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 200));
    idle(prefetch);
  }, [prefetch]);
  useEffect(() => {
    if (hasSession) onSignedIn();
  }, [hasSession, onSignedIn]);
  return <LazyPage component={SignInPage} />;
}
