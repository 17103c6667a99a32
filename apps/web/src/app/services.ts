import { createAuthApi, type FetchFn } from '../auth/auth-api';
import { createSessionRefresher } from '../auth/session-refresher';
import { actingTenantIdFromPath, currentAppUrl, signInPath } from '../auth/sign-in-path';
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

function endSession(): void {
  const returnUrl = currentAppUrl();
  tokenStorage.clear();
  void apolloClient.clearStore();
  if (!window.location.pathname.startsWith('/auth/')) {
    appNavigator.navigate(signInPath(returnUrl), { replace: true });
  }
}

export const apolloClient = createApolloClient({
  fetch: browserFetch,
  storage: tokenStorage,
  refresher: sessionRefresher,
  endSession,
});
