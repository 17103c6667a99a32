import { createAuthApi, type FetchFn } from '../auth/auth-api';
import { createEndSession } from '../auth/end-session';
import { createSessionRefresher } from '../auth/session-refresher';
import { currentAppUrl } from '../auth/sign-in-path';
import { actingTenantIdFromPath } from '../routes/app-routes';
import { createTokenStorage } from '../auth/token-storage';
import { appNavigator } from './app-navigator';

/**
 * The app's single instances that sign-in needs, wired in one place. The GraphQL client is in
 * app/apollo.ts, loaded with the signed-in console, not with the sign-in page.
 */
const browserFetch: FetchFn = (input, init) => window.fetch(input, init);

export const tokenStorage = createTokenStorage(window.localStorage, window);
export const authApi = createAuthApi(browserFetch);
export const sessionRefresher = createSessionRefresher({
  api: authApi,
  storage: tokenStorage,
  actingTenantId: () => actingTenantIdFromPath(window.location.pathname),
});

/** What an ended session must forget besides its tokens (the GraphQL cache, once it is loaded). */
const cacheClearers = new Set<() => void>();
export function onSessionEnd(clear: () => void): void {
  cacheClearers.add(clear);
}
/** Forgets what the previous session cached (a new session replaces it). */
export function clearSessionCaches(): void {
  cacheClearers.forEach((clear) => clear());
}

/** Clears the session and goes to sign-in with a returnUrl (the GraphQL explorer uses it too). */
export const endSession = createEndSession({
  storage: tokenStorage,
  clearCache: clearSessionCaches,
  navigate: (to, options) => appNavigator.navigate(to, options),
  currentUrl: () => currentAppUrl(),
});

export { browserFetch };
