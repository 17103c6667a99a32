import { describe, expect, it, vi } from 'vitest';
import type { FetchFn } from '../../auth/auth-api';
import { createTokenStorage } from '../../auth/token-storage';
import { createExplorerFetcher, operationNameOf } from './explorer-fetcher';

function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

interface Sent {
  url: string;
  authorization: string | null;
  body: unknown;
}

function setup(options: { valid: string; renewTo?: string | null; refreshToken?: string | null }) {
  const storage = createTokenStorage(window.localStorage);
  storage.save({ accessToken: 'old-token', refreshToken: options.refreshToken ?? 'refresh-1' });
  const sent: Sent[] = [];
  const fetch: FetchFn = (input, init) => {
    const headers = new Headers(init?.headers);
    sent.push({
      url: String(input),
      authorization: headers.get('authorization'),
      body: JSON.parse(String(init?.body)),
    });
    return Promise.resolve(
      headers.get('authorization') === `Bearer ${options.valid}`
        ? json(200, { data: { userInfo: { id: 1 } } })
        : json(401, { errors: [{ message: 'Unauthorized' }] }),
    );
  };
  const refresh = vi.fn(() => {
    const token = options.renewTo ?? null;
    if (token) storage.save({ accessToken: token, refreshToken: 'refresh-2' });
    return Promise.resolve(token);
  });
  const endSession = vi.fn();
  const fetcher = createExplorerFetcher({ fetch, storage, refresher: { refresh }, endSession });
  return { fetcher, sent, refresh, endSession };
}

describe('the GraphQL explorer fetcher', () => {
  it("sends the query with the session's bearer token, the operation name on the URL", async () => {
    const { fetcher, sent } = setup({ valid: 'old-token' });
    const result = await fetcher({
      query: 'query me { userInfo { id } }',
      operationName: 'me',
      variables: { a: 1 },
    });
    expect(result).toEqual({ data: { userInfo: { id: 1 } } });
    expect(sent).toEqual([
      {
        url: '/graphql?me',
        authorization: 'Bearer old-token',
        body: { query: 'query me { userInfo { id } }', operationName: 'me', variables: { a: 1 } },
      },
    ]);
  });

  it('renews the session once on a 401 and retries with the new token', async () => {
    const { fetcher, sent, refresh, endSession } = setup({ valid: 'new-token', renewTo: 'new-token' });
    const result = await fetcher({ query: '{ userInfo { id } }' });
    expect(result).toEqual({ data: { userInfo: { id: 1 } } });
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(sent.map((s) => s.authorization)).toEqual(['Bearer old-token', 'Bearer new-token']);
    expect(sent[0]?.url).toBe('/graphql');
    expect(endSession).not.toHaveBeenCalled();
  });

  it('ends the session when it cannot be renewed', async () => {
    const { fetcher, endSession, sent } = setup({ valid: 'never', renewTo: null });
    const result = await fetcher({ query: '{ userInfo { id } }' });
    expect(result).toEqual({ errors: [{ message: 'Unauthorized' }] });
    expect(endSession).toHaveBeenCalledTimes(1);
    expect(sent).toHaveLength(1);
  });

  it('sends an Authorization header typed in the explorer as it is, without renewing anything', async () => {
    const { fetcher, sent, refresh } = setup({ valid: 'old-token' });
    const result = await fetcher(
      { query: '{ userInfo { id } }' },
      { headers: { Authorization: 'Bearer pasted', 'x-extra': 'yes' } },
    );
    expect(result).toEqual({ errors: [{ message: 'Unauthorized' }] });
    expect(sent.map((s) => s.authorization)).toEqual(['Bearer pasted']);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('runs the one operation of a document, whatever name the editor last saw', async () => {
    const { fetcher, sent } = setup({ valid: 'old-token' });
    await fetcher({ query: '{ userInfo { id } }', operationName: 'previousQuery' });
    expect(sent[0]?.url).toBe('/graphql');
    expect(sent[0]?.body).toEqual({ query: '{ userInfo { id } }' });
  });
});

describe('operationNameOf', () => {
  it('names the only operation, keeps the choice among several or in broken text', () => {
    expect(operationNameOf('query a { x }', 'b')).toBe('a');
    expect(operationNameOf('{ x }', 'b')).toBeNull();
    expect(operationNameOf('query a { x } query b { y }', 'b')).toBe('b');
    expect(operationNameOf('query a { x', 'a')).toBe('a');
    expect(operationNameOf('fragment f on Query { x } query a { ...f }', null)).toBe('a');
  });
});
