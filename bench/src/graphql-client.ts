import type { buildApp } from '../../apps/server/src/app.js';

type App = Awaited<ReturnType<typeof buildApp>>;

/** A query the server answered with errors (or a non-200 status): the message is the benchmark's result. */
export class QueryFailed extends Error {}

export type Gql = (
  operationName: string,
  query: string,
  variables: Record<string, unknown>,
) => Promise<Record<string, unknown>>;

/**
 * POST /graphql?Op through the whole Fastify app in-process (authentication, Yoga, guards, the
 * services, the database), as the console sends it, minus the network.
 */
export function graphqlClient(app: App, token: string): Gql {
  return async (operationName, query, variables) => {
    const res = await app.inject({
      method: 'POST',
      url: `/graphql?${operationName}`,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload: { operationName, query, variables },
    });
    const body = res.json() as { data?: Record<string, unknown> | null; errors?: { message: string }[] };
    if (body.errors?.length) throw new QueryFailed(body.errors.map((e) => e.message).join('; '));
    if (res.statusCode !== 200 || !body.data) throw new QueryFailed(`HTTP ${res.statusCode}`);
    return body.data;
  };
}
