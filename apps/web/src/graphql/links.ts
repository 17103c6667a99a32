import type { ApolloLink } from '@apollo/client';
import { ServerError } from '@apollo/client/errors';
import { ErrorLink } from '@apollo/client/link/error';
import { SetContextLink } from '@apollo/client/link/context';
import { catchError, from, mergeMap, throwError } from 'rxjs';
import type { SessionRefresher } from '../auth/session-refresher';
import type { TokenStorage } from '../auth/token-storage';

export const GRAPHQL_ENDPOINT = '/graphql';

/** The operation name goes on the query string so that logs and proxies can tell calls apart (spec part 1 §7). */
export function graphqlUri(operation: Pick<ApolloLink.Operation, 'operationName'>): string {
  return operation.operationName
    ? `${GRAPHQL_ENDPOINT}?${encodeURIComponent(operation.operationName)}`
    : GRAPHQL_ENDPOINT;
}

/** Reads the token at send time, so a retry after a refresh carries the new one. */
export function createBearerLink(storage: TokenStorage): ApolloLink {
  return new SetContextLink((prev) => {
    const token = storage.read().accessToken;
    if (!token) return {};
    return {
      headers: { ...(prev.headers as Record<string, string> | undefined), Authorization: `Bearer ${token}` },
    };
  });
}

function isUnauthorized(error: unknown, operation: ApolloLink.Operation): boolean {
  if (ServerError.is(error) && error.statusCode === 401) return true;
  const response = (operation.getContext() as { response?: Response }).response;
  return response?.status === 401;
}

/** The access token this operation was sent with (set on its context by the bearer link). */
function tokenSentWith(operation: ApolloLink.Operation): string | null {
  const headers = (operation.getContext() as { headers?: Record<string, string> }).headers;
  const value = headers?.Authorization ?? headers?.authorization;
  return value ? value.replace(/^Bearer\s+/i, '') : null;
}

export interface RefreshLinkDeps {
  storage: TokenStorage;
  refresher: SessionRefresher;
  /** Ends the session: clears it and sends the user to sign-in with a returnUrl. */
  endSession: () => void;
}

/**
 * On HTTP 401 (spec part 1 §4): without a refresh token go to sign-in; otherwise renew the
 * session once (one request shared by every operation that failed meanwhile, and none for an
 * operation whose token was already replaced) and retry; if no access token comes back, end the
 * session.
 */
export function createRefreshOn401Link({ storage, refresher, endSession }: RefreshLinkDeps): ApolloLink {
  return new ErrorLink(({ error, operation, forward }) => {
    if (!isUnauthorized(error, operation)) return;
    if (!storage.read().refreshToken) {
      endSession();
      return;
    }
    // A 401 that arrives after another operation already renewed the session only needs a retry.
    const current = storage.read().accessToken;
    const renewed =
      current && current !== tokenSentWith(operation) ? Promise.resolve(current) : refresher.refresh();
    return from(renewed).pipe(
      mergeMap((token) => {
        if (!token) {
          endSession();
          return throwError(() => error);
        }
        // Retried once: a second refusal with a fresh token ends the session.
        return forward(operation).pipe(
          catchError((retryError: unknown) => {
            if (isUnauthorized(retryError, operation)) endSession();
            return throwError(() => retryError);
          }),
        );
      }),
    );
  });
}
