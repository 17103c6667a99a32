import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import type { FetchFn } from '../auth/auth-api';
import type { SessionRefresher } from '../auth/session-refresher';
import type { TokenStorage } from '../auth/token-storage';
import { createBearerLink, createRefreshOn401Link, graphqlUri } from './links';

export interface ApolloClientDeps {
  fetch: FetchFn;
  storage: TokenStorage;
  refresher: SessionRefresher;
  endSession: () => void;
}

/**
 * The implementations of each interface a fragment is spread on (DataRiskAmountsFields): without
 * them the cache cannot tell that the fragment applies and drops its fields. A test compares them
 * with the schema.
 */
export const POSSIBLE_TYPES: Record<string, string[]> = {
  DataRiskAmounts: ['DataRiskByPolicy', 'DataRiskByRegulation'],
};

export function createApolloClient(deps: ApolloClientDeps): ApolloClient {
  const link = ApolloLink.from([
    createRefreshOn401Link(deps),
    createBearerLink(deps.storage),
    new HttpLink({ uri: graphqlUri, fetch: deps.fetch }),
  ]);
  return new ApolloClient({
    link,
    cache: new InMemoryCache({
      possibleTypes: POSSIBLE_TYPES,
      typePolicies: {
        // A classifier's figures within one application's row, not the classifier itself: with its
        // id as the cache key, every application would show the last row's counts.
        ApplicationRiskPolicy: { keyFields: false },
        // An application's risk and "might share data outside" for one classifier (the Encryption
        // Wizard): the same process has other figures for another classifier.
        ProcessToEncrypt: { keyFields: false },
      },
    }),
    // Lists and risk numbers change under the user's feet: always ask the server (spec part 1 §7).
    defaultOptions: {
      watchQuery: { fetchPolicy: 'network-only' },
      query: { fetchPolicy: 'network-only' },
    },
  });
}
