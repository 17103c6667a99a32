import type { ReactNode } from 'react';
import { ApolloProvider } from '@apollo/client/react';
import { apolloClient } from './apollo';

/** The GraphQL client for what is below: the signed-in console and the public pages that query. */
export function WithApollo({ children }: { children: ReactNode }) {
  return <ApolloProvider client={apolloClient}>{children}</ApolloProvider>;
}
