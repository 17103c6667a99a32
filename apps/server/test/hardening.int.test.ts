import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GRAPHQL_LIMITS } from '../src/api/yoga.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';
import { createTenant, createUser, tokenFor } from './helpers/factories.js';

/** A valid query exactly `depth` fields deep (`__type` is not exempt from the limit, `__schema` is). */
function nestedQuery(depth: number): string {
  const middle = depth - 2;
  return `{ __type(name: "Query") ${'{ ofType '.repeat(middle)}{ name }${' }'.repeat(middle)} }`;
}

function aliasedQuery(count: number): string {
  return `{ ${Array.from({ length: count }, (_, i) => `a${i}: userInfo { id }`).join(' ')} }`;
}

describe('hardening of the HTTP and GraphQL surface', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    const customer = await createTenant(t.db, t.rootTenantId, 'CUSTOMER');
    token = await tokenFor(t.config, await createUser(t.db, customer.id));
  });
  afterAll(() => t.close());

  describe('query limits', () => {
    it(`runs a query ${GRAPHQL_LIMITS.maxDepth} deep and refuses one deeper, without executing it`, async () => {
      const atLimit = await t.gql(nestedQuery(GRAPHQL_LIMITS.maxDepth), {}, token);
      expect(atLimit.errors).toBeUndefined();
      const tooDeep = await t.gql(nestedQuery(GRAPHQL_LIMITS.maxDepth + 1), {}, token);
      expect(tooDeep.data).toBeNull();
      expect(tooDeep.errors?.[0]?.message).toContain(`depth limit of ${GRAPHQL_LIMITS.maxDepth} exceeded`);
    });

    it(`allows ${GRAPHQL_LIMITS.maxAliases} aliases and refuses more`, async () => {
      const atLimit = await t.gql(aliasedQuery(GRAPHQL_LIMITS.maxAliases), {}, token);
      expect(atLimit.errors).toBeUndefined();
      const tooMany = await t.gql(aliasedQuery(GRAPHQL_LIMITS.maxAliases + 1), {}, token);
      expect(tooMany.data).toBeNull();
      expect(tooMany.errors?.[0]?.message).toContain(
        `Aliases limit of ${GRAPHQL_LIMITS.maxAliases} exceeded`,
      );
    });

    it('does not suggest field names to a prober', async () => {
      const res = await t.gql('{ userInf { id } }', {}, token);
      expect(res.errors?.[0]?.message).not.toMatch(/did you mean/i);
      expect(res.errors?.[0]?.message).not.toContain('userInfo');
    });
  });

  describe('introspection', () => {
    it.each(['{ __schema { queryType { name } } }', '{ __type(name: "Query") { name } }'])(
      'is refused to an anonymous caller: %s',
      async (query) => {
        const res = await t.gql(query);
        expect(res.data).toBeNull();
        expect(res.errors?.[0]?.message).toMatch(/introspection/i);
      },
    );

    it('is allowed with a valid token', async () => {
      const res = await t.gql<{ __schema: { queryType: { name: string } } }>(
        '{ __schema { queryType { name } } }',
        {},
        token,
      );
      expect(res.errors).toBeUndefined();
      expect(res.data?.__schema.queryType.name).toBe('Query');
    });
  });

  describe('security headers', () => {
    const EXPECTED = {
      'content-security-policy': expect.stringContaining("default-src 'self'"),
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'referrer-policy': 'no-referrer',
    };

    it.each([
      ['a GraphQL answer', { method: 'POST', url: '/graphql', payload: { query: '{ __typename }' } }],
      ['a 401', { method: 'POST', url: '/graphql', payload: { query: '{ __typename }' }, bad: true }],
      ['a 404', { method: 'GET', url: '/api/nothing-here' }],
      ['the health check', { method: 'GET', url: '/healthz' }],
    ] as const)('are set on %s', async (_label, req) => {
      const res = await t.app.inject({
        method: req.method,
        url: req.url,
        ...('payload' in req ? { payload: req.payload } : {}),
        ...('bad' in req ? { headers: { authorization: 'Bearer forged' } } : {}),
      });
      expect(res.headers).toMatchObject(EXPECTED);
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    });
  });

  describe('how an answer is sent', () => {
    it('sends a JSON answer whole, with its length, compressed only past 1 KiB', async () => {
      const small = await t.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' },
        payload: { query: '{ userInfo { tenantId } }' },
      });
      expect(small.statusCode).toBe(200);
      expect(small.headers['content-encoding']).toBeUndefined();
      expect(small.headers['transfer-encoding']).toBeUndefined();
      expect(Number(small.headers['content-length'])).toBe(small.rawPayload.length);
      expect(small.json()).toEqual({ data: { userInfo: { tenantId: expect.any(Number) } } });

      const large = await t.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip' },
        payload: {
          query: aliasedQuery(GRAPHQL_LIMITS.maxAliases).replace(
            /userInfo \{ id \}/g,
            'userInfo { id email firstName lastName roles }',
          ),
        },
      });
      expect(large.statusCode).toBe(200);
      expect(large.headers['content-encoding']).toBe('gzip');
    });

    it('streams an answer asked for as server-sent events', async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
        payload: { query: '{ userInfo { tenantId } }' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
      expect(res.headers['content-length']).toBeUndefined();
      expect(res.body).toMatch(/event: next\ndata: \{"data":\{"userInfo":\{"tenantId":\d+\}\}\}/);
      expect(res.body).toContain('event: complete');
    });
  });

  it('refuses a JSON body over 1 MiB with 413, headers included', async () => {
    const payload = JSON.stringify({ query: '{ __typename }', variables: { pad: 'x'.repeat(1024 * 1024) } });
    const res = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ message: expect.any(String) });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('accepts a body just under the limit', async () => {
    // Texts of their own are bounded too (InputLimits.textMax): the body is several of them.
    const pad = Array.from({ length: 10 }, () => 'x'.repeat(100_000));
    const payload = JSON.stringify({ query: '{ __typename }', variables: { pad } });
    const res = await t.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      payload,
    });
    expect(res.statusCode).toBe(200);
  });

  describe('a resolver that fails', () => {
    it('answers "Unexpected error." and nothing else: no SQL, no stack, no table names', async () => {
      // A database error as the driver reports it carries the SQL. The database is broken on
      // purpose, so it is a private one: no other test shares it.
      const own = await createTestApp({}, { privateDatabase: true });
      try {
        const partner = await createTenant(own.db, own.rootTenantId, 'PARTNER');
        const ownToken = await tokenFor(own.config, await createUser(own.db, partner.id));
        await own.db.execute(sql`alter table tenant_risk_rollups rename to tenant_risk_rollups_gone`);
        const res = await own.app.inject({
          method: 'POST',
          url: '/graphql',
          headers: { authorization: `Bearer ${ownToken}` },
          payload: { query: '{ childTenants { items { id } totalCount } }' },
        });
        const raw = res.body;
        const body = JSON.parse(raw) as { data: unknown; errors: Record<string, unknown>[] };
        expect(body.data).toBeNull();
        expect(body.errors).toEqual([
          {
            message: 'Unexpected error.',
            extensions: { code: 'INTERNAL_SERVER_ERROR' },
          },
        ]);
        for (const leak of [
          'tenant_risk_rollups',
          'tenants',
          'select',
          'relation',
          'stack',
          '.ts:',
          'node_modules',
        ]) {
          expect(raw.toLowerCase()).not.toContain(leak);
        }
      } finally {
        await own.close();
      }
      // A fresh database is migrated first: slow on a loaded machine.
    }, 60_000);

    it('names the bad value of a variable instead of masking it', async () => {
      const res = await t.gql(
        'query($o: [ChildTenantSortInput!]) { childTenants(order: $o) { totalCount } }',
        { o: [{ name: 'SIDEWAYS' }] },
        token,
      );
      expect(res.errors?.[0]?.message).toMatch(/SIDEWAYS/);
      expect(res.errors?.[0]?.message).not.toBe('Unexpected error.');
    });

    it('gives a clear error, not a crash, for a date PostgreSQL cannot store', async () => {
      for (const d of ['-271821-04-20T00:00:00.000Z', '+275760-09-13T00:00:00.000Z']) {
        const res = await t.gql(
          'query ($d: DateTime) { entitiesAudit(request: { entityType: "X" }, where: { date: { gt: $d } }) { totalCount } }',
          { d },
          token,
        );
        expect(res.data ?? null).toBeNull();
        expect(res.errors?.[0]?.message).toContain('Invalid date');
      }
    });
  });

  it('accepts the operation name appended to the URL (POST /graphql?userInfo)', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/graphql?userInfo',
      headers: { authorization: `Bearer ${token}` },
      payload: { query: 'query userInfo { userInfo { id } }', operationName: 'userInfo', variables: {} },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: { userInfo: { id: expect.any(Number) } } });
  });
});
