import { Kind, parse, type ExecutionResult } from 'graphql';
import type { FetchFn } from '../../auth/auth-api';
import type { SessionRefresher } from '../../auth/session-refresher';
import type { TokenStorage } from '../../auth/token-storage';
import { GRAPHQL_ENDPOINT } from '../../graphql/links';

export interface ExplorerRequest {
  query: string;
  operationName?: string | null;
  variables?: unknown;
}

export interface ExplorerFetcherDeps {
  fetch: FetchFn;
  storage: TokenStorage;
  refresher: SessionRefresher;
  /** Ends the session (no refresh token, or the refresh failed): back to sign-in. */
  endSession: () => void;
}

/**
 * The operation to run: a document of one operation runs that one, whatever name the editor last
 * saw (it reads the name a moment after each edit, so a query pasted and run at once would go
 * with the previous query's name and fail). With several, the one the explorer chose.
 */
export function operationNameOf(query: string, chosen: string | null | undefined): string | null {
  try {
    const operations = parse(query).definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
    const only = operations.length === 1 ? operations[0] : undefined;
    if (only?.kind === Kind.OPERATION_DEFINITION) return only.name?.value ?? null;
  } catch {
    // Not valid GraphQL: the server says what is wrong with it.
  }
  return chosen ?? null;
}

function hasAuthorization(headers: Record<string, unknown>): boolean {
  return Object.keys(headers).some((k) => k.toLowerCase() === 'authorization');
}

/**
 * What the GraphQL explorer sends its queries with: the signed-in user's session, as the console
 * itself calls the API (the bearer token, renewed once on a 401). An Authorization header typed in
 * the explorer's Headers editor is sent as typed instead, so a token copied from the API page can
 * be tried as a script would use it.
 */
export function createExplorerFetcher(deps: ExplorerFetcherDeps) {
  return async (
    request: ExplorerRequest,
    opts?: { headers?: Record<string, unknown> },
  ): Promise<ExecutionResult> => {
    const typed = Object.fromEntries(
      Object.entries(opts?.headers ?? {}).filter((e): e is [string, string] => typeof e[1] === 'string'),
    );
    const ownAuthorization = hasAuthorization(typed);
    const operationName = operationNameOf(request.query, request.operationName);
    const url = operationName ? `${GRAPHQL_ENDPOINT}?${encodeURIComponent(operationName)}` : GRAPHQL_ENDPOINT;
    const send = (token: string | null) =>
      deps.fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: 'application/json',
          ...typed,
          ...(!ownAuthorization && token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({
          query: request.query,
          operationName: operationName ?? undefined,
          variables: request.variables ?? undefined,
        }),
      });

    let response = await send(deps.storage.read().accessToken);
    if (response.status === 401 && !ownAuthorization) {
      const renewed = deps.storage.read().refreshToken ? await deps.refresher.refresh() : null;
      if (!renewed) {
        deps.endSession();
        return (await response.json()) as ExecutionResult;
      }
      response = await send(renewed);
      if (response.status === 401) deps.endSession();
    }
    return (await response.json()) as ExecutionResult;
  };
}
