import { describe, expect, it, vi } from 'vitest';
import { gql } from '@apollo/client';
import { createAuthApi, type FetchFn } from '../auth/auth-api';
import { createEndSession } from '../auth/end-session';
import { createSessionRefresher } from '../auth/session-refresher';
import { createTokenStorage } from '../auth/token-storage';
import { createApolloClient } from './apollo-client';

const MeQuery = gql`
  query me {
    userInfo {
      id
    }
  }
`;
const TenantsQuery = gql`
  query tenants {
    childTenants {
      totalCount
    }
  }
`;

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

interface FakeServer {
  /** The access token the GraphQL endpoint accepts. */
  validToken: string;
  /** What POST /api/Login/refresh answers. */
  refreshAnswer: () => Response;
  graphqlCalls: { url: string; authorization: string | null }[];
  refreshCalls: unknown[];
  /** Milliseconds before a refusal of this operation reaches the client. */
  slowRefusal?: Record<string, number>;
}

/** A fake network: the server's behaviour at the fetch boundary. */
function fakeNetwork(server: FakeServer): FetchFn {
  return async (input, init) => {
    const url = String(input);
    const headers = new Headers(init?.headers);
    if (url.startsWith('/api/Login/refresh')) {
      server.refreshCalls.push(JSON.parse(String(init?.body)));
      // Let every concurrent 401 arrive before the refresh answers.
      await new Promise((r) => setTimeout(r, 20));
      return server.refreshAnswer();
    }
    const authorization = headers.get('Authorization');
    server.graphqlCalls.push({ url, authorization });
    if (authorization !== `Bearer ${server.validToken}`) {
      const op = new URL(url, 'http://x').search.slice(1);
      const delay = server.slowRefusal?.[op];
      if (delay) await new Promise((r) => setTimeout(r, delay));
      return json(401, { errors: [{ message: 'Unauthorized', extensions: { code: 'UNAUTHENTICATED' } }] });
    }
    const body = JSON.parse(String(init?.body)) as { operationName: string };
    if (body.operationName === 'me')
      return json(200, { data: { userInfo: { __typename: 'UserInfo', id: 7 } } });
    return json(200, {
      data: { childTenants: { __typename: 'ChildTenantCollectionSegment', totalCount: 3 } },
    });
  };
}

function setup(opts: { accessToken: string; refreshToken: string | null; server?: Partial<FakeServer> }) {
  const server: FakeServer = {
    validToken: 'fresh-access',
    refreshAnswer: () =>
      json(200, {
        accessToken: 'fresh-access',
        refreshToken: 'fresh-refresh',
        nullTokenReason: null,
        totpQrCode: null,
        totpSid: null,
      }),
    graphqlCalls: [],
    refreshCalls: [],
    ...opts.server,
  };
  const fetch = fakeNetwork(server);
  const storage = createTokenStorage(window.localStorage);
  storage.save({ accessToken: opts.accessToken, refreshToken: opts.refreshToken });
  const navigate = vi.fn();
  const clearCache = vi.fn();
  const refresher = createSessionRefresher({
    api: createAuthApi(fetch),
    storage,
    actingTenantId: () => null,
  });
  const endSession = createEndSession({
    storage,
    clearCache,
    navigate,
    currentUrl: () => '/customer/reports?tab=2',
  });
  const client = createApolloClient({ fetch, storage, refresher, endSession });
  return { client, storage, server, navigate, clearCache };
}

describe('GraphQL link chain', () => {
  it('appends the operation name to the URL and sends the bearer token', async () => {
    const { client, server } = setup({ accessToken: 'fresh-access', refreshToken: 'r1' });
    await client.query({ query: MeQuery });
    expect(server.graphqlCalls).toEqual([{ url: '/graphql?me', authorization: 'Bearer fresh-access' }]);
  });

  it('renews the session once for concurrent 401s and retries each operation', async () => {
    const { client, server, storage, navigate } = setup({ accessToken: 'expired', refreshToken: 'r1' });

    const [me, tenants] = await Promise.all([
      client.query({ query: MeQuery }),
      client.query({ query: TenantsQuery }),
    ]);

    expect(me.data).toEqual({ userInfo: { __typename: 'UserInfo', id: 7 } });
    expect(tenants.data).toEqual({
      childTenants: { __typename: 'ChildTenantCollectionSegment', totalCount: 3 },
    });
    expect(server.refreshCalls).toEqual([{ refreshToken: 'r1' }]);
    const retried = server.graphqlCalls
      .filter((c) => c.authorization === 'Bearer fresh-access')
      .map((c) => c.url);
    expect(retried.sort()).toEqual(['/graphql?me', '/graphql?tenants']);
    expect(storage.read()).toMatchObject({ accessToken: 'fresh-access', refreshToken: 'fresh-refresh' });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('does not renew again for a 401 that arrives after the session was already renewed', async () => {
    const { client, server } = setup({
      accessToken: 'expired',
      refreshToken: 'r1',
      // The refresh answers after 20 ms; this refusal only after 100 ms.
      server: { slowRefusal: { tenants: 100 } },
    });

    const [me, tenants] = await Promise.all([
      client.query({ query: MeQuery }),
      client.query({ query: TenantsQuery }),
    ]);

    expect(me.data).toEqual({ userInfo: { __typename: 'UserInfo', id: 7 } });
    expect(tenants.data).toEqual({
      childTenants: { __typename: 'ChildTenantCollectionSegment', totalCount: 3 },
    });
    expect(server.refreshCalls).toHaveLength(1);
  });

  it('goes to sign-in with returnUrl when there is no refresh token', async () => {
    const { client, server, navigate, storage } = setup({ accessToken: 'expired', refreshToken: null });

    await expect(client.query({ query: MeQuery })).rejects.toThrow();

    expect(server.refreshCalls).toHaveLength(0);
    expect(navigate).toHaveBeenCalledWith('/auth/sign-in?returnUrl=%2Fcustomer%2Freports%3Ftab%3D2', {
      replace: true,
    });
    expect(storage.hasSession()).toBe(false);
  });

  it('clears the tokens and goes to sign-in with returnUrl when the refresh yields no access token', async () => {
    const { client, server, navigate, storage, clearCache } = setup({
      accessToken: 'expired',
      refreshToken: 'revoked',
      server: {
        refreshAnswer: () =>
          json(200, {
            accessToken: null,
            refreshToken: null,
            nullTokenReason: 'InvalidRefreshToken',
            totpQrCode: null,
            totpSid: null,
          }),
      },
    });

    const results = await Promise.allSettled([
      client.query({ query: MeQuery }),
      client.query({ query: TenantsQuery }),
    ]);

    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(server.refreshCalls).toHaveLength(1);
    expect(storage.read()).toMatchObject({ accessToken: null, refreshToken: null });
    expect(clearCache).toHaveBeenCalled();
    expect(navigate).toHaveBeenLastCalledWith('/auth/sign-in?returnUrl=%2Fcustomer%2Freports%3Ftab%3D2', {
      replace: true,
    });
  });

  it('does not loop when the retried operation is refused again', async () => {
    const { client, server, navigate } = setup({
      accessToken: 'expired',
      refreshToken: 'r1',
      server: { validToken: 'never-valid' },
    });

    await expect(client.query({ query: MeQuery })).rejects.toThrow();

    expect(server.refreshCalls).toHaveLength(1);
    expect(server.graphqlCalls).toHaveLength(2);
    expect(navigate).toHaveBeenCalledTimes(1);
  });
});
