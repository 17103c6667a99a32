import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
