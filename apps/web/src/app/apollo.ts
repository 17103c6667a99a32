import { createApolloClient } from '../graphql/apollo-client';
import { browserFetch, endSession, onSessionEnd, sessionRefresher, tokenStorage } from './services';

/** The console's one GraphQL client (loaded after sign-in: app/signed-in.tsx). */
export const apolloClient = createApolloClient({
  fetch: browserFetch,
  storage: tokenStorage,
  refresher: sessionRefresher,
  endSession,
});

onSessionEnd(() => void apolloClient.clearStore());
