import { createAuthApi, type FetchFn } from '../auth/auth-api';
import { createEndSession } from '../auth/end-session';
import { createSessionRefresher } from '../auth/session-refresher';
import { currentAppUrl } from '../auth/sign-in-path';
import { actingTenantIdFromPath } from '../routes/app-routes';
import { createTokenStorage } from '../auth/token-storage';
import { createApolloClient } from '../graphql/apollo-client';
import { appNavigator } from './app-navigator';

/** The app's single instances, wired in one place. */
const browserFetch: FetchFn = (input, init) => window.fetch(input, init);

export const tokenStorage = createTokenStorage(window.localStorage, window);
export const authApi = createAuthApi(browserFetch);
export const sessionRefresher = createSessionRefresher({
  api: authApi,
  storage: tokenStorage,
  actingTenantId: () => actingTenantIdFromPath(window.location.pathname),
});

/** Clears the session and goes to sign-in with a returnUrl (the GraphQL explorer uses it too). */
export const endSession = createEndSession({
  storage: tokenStorage,
  clearCache: () => void apolloClient.clearStore(),
  navigate: (to, options) => appNavigator.navigate(to, options),
  currentUrl: () => currentAppUrl(),
});

export const apolloClient = createApolloClient({
  fetch: browserFetch,
  storage: tokenStorage,
  refresher: sessionRefresher,
  endSession,
});

export { browserFetch };
