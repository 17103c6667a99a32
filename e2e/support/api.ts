import type { APIRequestContext, Route } from '@playwright/test';
import { DEMO_PASSWORD } from './env';

export interface Tokens {
  accessToken: string;
  refreshToken: string;
}

/** Signs in through the REST API: for journeys whose subject is not the sign-in form. */
export async function apiSignIn(
  request: APIRequestContext,
  email: string,
  password = DEMO_PASSWORD,
): Promise<Tokens> {
  const response = await request.post('/api/Login/token', {
    data: { email, password, keepMeLoggedIn: true },
  });
  const body = (await response.json()) as {
    accessToken: string | null;
    refreshToken: string | null;
    nullTokenReason: string | null;
  };
  if (!body.accessToken || !body.refreshToken)
    throw new Error(`Sign-in of ${email} failed: ${body.nullTokenReason}`);
  return { accessToken: body.accessToken, refreshToken: body.refreshToken };
}

export async function graphql<T>(
  request: APIRequestContext,
  accessToken: string,
  operationName: string,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const response = await request.post(`/graphql?${operationName}`, {
    headers: { Authorization: `Bearer ${accessToken}` },
    data: { operationName, query, variables },
  });
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] };
  if (body.errors?.length || !body.data)
    throw new Error(`${operationName} failed: ${body.errors?.[0]?.message}`);
  return body.data;
}

/** The claims of an access token, read without checking it (the test already trusts it). */
export function decodeClaims(token: string): Record<string, unknown> {
  const payload = token.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** page.route's matcher for one GraphQL operation: the client names it in the URL (`/graphql?name`). */
export const graphqlOperation = (name: string) => (url: URL) =>
  url.pathname === '/graphql' && url.search === `?${name}`;

/** A GraphQL refusal as the server words one, for the rare case a journey cannot provoke it for real. */
export const graphqlRefusal =
  (message: string, code = 'BAD_USER_INPUT') =>
  (route: Route) =>
    route.fulfill({
      status: 200,
      contentType: 'application/json',
      json: { data: null, errors: [{ message, extensions: { code } }] },
    });
