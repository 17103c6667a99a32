import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AgentRoutes, LoginRoutes, Messages, RateLimits } from '@vigil/contracts';
import { deviceFacts } from './helpers/ingest-support.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { createTenant, createUser, tokenFor } from './helpers/factories.js';

describe('HTTP surface', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    const customer = await createTenant(t.db, t.rootTenantId, 'CUSTOMER');
    token = await tokenFor(t.config, await createUser(t.db, customer.id));
  });
  afterAll(() => t.close());

  it('accepts GraphQL multipart requests (file uploads)', async () => {
    const boundary = '----vigilboundary';
    const parts = [
      ['operations', JSON.stringify({ query: '{ userInfo { email } }', variables: {} })],
      ['map', '{}'],
    ];
    const body =
      parts
        .map(
          ([name, value]) =>
            `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
        )
        .join('') + `--${boundary}--\r\n`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/graphql?userInfo',
      headers: {
        authorization: `Bearer ${token}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload: body,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.userInfo.email).toMatch(/@example\.test$/);
  });

  it('answers unknown API paths with a JSON 404, not the web app', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found: GET /api/nope' });
  });

  it('reports health with the database kind', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.json()).toEqual({ status: 'ok', database: t.database.kind });
  });
});

/** Sends `count` requests one after another; returns the last answer. */
async function send(app: FastifyInstance, count: number, request: InjectOptions) {
  let last: LightMyRequestResponse | undefined;
  for (let i = 0; i < count; i++) last = await app.inject(request);
  if (!last) throw new Error('nothing sent');
  return last;
}

function expectTooManyRequests(res: LightMyRequestResponse) {
  expect(res.statusCode).toBe(429);
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
  return retryAfter;
}

describe('request rate limits', { timeout: 300_000 }, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it.each([
    [
      'POST /api/Login/refresh',
      LoginRoutes.refresh,
      { refreshToken: 'no-such-token' },
      RateLimits.refresh.max,
    ],
    [
      'POST /api/Login/token/bySignInToken',
      LoginRoutes.bySignInToken,
      { signInToken: 'no-such-token' },
      RateLimits.signInByToken.max,
    ],
    [
      'POST /agent/v1/register',
      AgentRoutes.register,
      { agentKey: 'no-such-key', deviceIdentifier: 'dev-1', device: deviceFacts() },
      RateLimits.agentRegistration.max,
    ],
  ])(
    '%s: answers 429 with Retry-After and a readable message past its limit per address',
    async (_name, url, payload, max) => {
      const from = (remoteAddress: string) => ({ method: 'POST' as const, url, payload, remoteAddress });
      const within = await send(t.app, max, from('192.0.2.10'));
      expect(within.statusCode).not.toBe(429);
      const beyond = await t.app.inject(from('192.0.2.10'));
      const retryAfter = expectTooManyRequests(beyond);
      expect(beyond.json()).toEqual({ message: Messages.tooManyRequests(retryAfter) });
      // Another address is counted apart.
      expect((await t.app.inject(from('192.0.2.11'))).statusCode).not.toBe(429);
    },
  );

  it('/graphql: counts a signed-in user apart from their address, anyone else by address', async () => {
    const anonymous = { method: 'POST' as const, url: '/graphql', payload: { query: '{ __typename }' } };
    const fromA = { ...anonymous, remoteAddress: '192.0.2.20' };
    expect((await send(t.app, RateLimits.graphql.max, fromA)).statusCode).toBe(200);
    const beyond = await t.app.inject(fromA);
    const retryAfter = expectTooManyRequests(beyond);
    expect(beyond.json()).toEqual({
      errors: [{ message: Messages.tooManyRequests(retryAfter), extensions: { code: 'RATE_LIMITED' } }],
    });

    // A signed-in user at that very address has a budget of their own.
    const customer = await createTenant(t.db, t.rootTenantId, 'CUSTOMER');
    const token = await tokenFor(t.config, await createUser(t.db, customer.id));
    const signedIn = await t.app.inject({ ...fromA, headers: { authorization: `Bearer ${token}` } });
    expect(signedIn.statusCode).toBe(200);
    // A token with a forged signature buys no budget: it counts as its address.
    const forged = `${token.slice(0, -4)}AAAA`;
    expect(
      (await t.app.inject({ ...fromA, headers: { authorization: `Bearer ${forged}` } })).statusCode,
    ).toBe(429);
  });
});

describe('CORS', { timeout: 120_000 }, () => {
  let t: TestApp;
  const own = 'https://console.example.com';
  const configured = 'https://partner-portal.example.net';
  const foreign = 'https://evil.example.org';
  beforeAll(async () => {
    t = await createTestApp({ publicUrl: `${own}/`, corsOrigins: [configured] });
  });
  afterAll(() => t.close());

  const preflight = (origin: string, url = '/graphql') =>
    t.app.inject({
      method: 'OPTIONS',
      url,
      headers: {
        origin,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
  const simple = (origin: string) =>
    t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { origin },
      payload: { query: '{ __typename }' },
    });

  it.each([own, configured])(
    'lets the console and the configured origins call the API: %s',
    async (origin) => {
      const pre = await preflight(origin);
      expect(pre.statusCode).toBe(204);
      expect(pre.headers['access-control-allow-origin']).toBe(origin);
      expect(pre.headers['access-control-allow-methods']).toContain('POST');
      const res = await simple(origin);
      expect(res.statusCode).toBe(200);
      expect(res.headers['access-control-allow-origin']).toBe(origin);
    },
  );

  it('gives any other origin no CORS allowance, on preflight or on simple requests', async () => {
    const pre = await preflight(foreign);
    expect(pre.headers['access-control-allow-origin']).toBeUndefined();
    const res = await simple(foreign);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    const login = await t.app.inject({
      method: 'POST',
      url: LoginRoutes.token,
      headers: { origin: foreign },
      payload: { email: 'a@example.test', password: 'x' },
    });
    expect(login.headers['access-control-allow-origin']).toBeUndefined();
    expect(
      (await preflight(foreign, LoginRoutes.token)).headers['access-control-allow-origin'],
    ).toBeUndefined();
  });

  it('without PUBLIC_URL allows the address the console is served at by default', async () => {
    const local = await createTestApp();
    try {
      const origin = `http://localhost:${local.config.port}`;
      const res = await local.app.inject({
        method: 'OPTIONS',
        url: '/graphql',
        headers: { origin, 'access-control-request-method': 'POST' },
      });
      expect(res.statusCode).toBe(204);
      expect(res.headers['access-control-allow-origin']).toBe(origin);
    } finally {
      await local.close();
    }
  });
});
