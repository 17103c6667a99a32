import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Messages, RateLimits, SsoLimits, SsoMessages, SsoRoutes } from '@vigil/contracts';
import { auditEntries } from '../src/audit/audit.tables.js';
import { secretBox } from '../src/sso/client-secret-box.js';
import { authProviders } from '../src/sso/sso.tables.js';
import {
  createTenant,
  createTenantTree,
  createUser,
  tokenFor,
  type TenantTree,
} from './helpers/factories.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

const VIEW = 'id authProvider clientId url createdAt updatedAt';
const CREATE = `mutation ($request: CreateTenantAuthProviderRequestInput!, $tenantId: Int) {
  createTenantAuthProvider(request: $request, tenantId: $tenantId) { ${VIEW} } }`;
const UPDATE = `mutation ($request: UpdateTenantAuthProviderRequestInput!, $tenantId: Int) {
  updateTenantAuthProvider(request: $request, tenantId: $tenantId) { ${VIEW} } }`;
const DELETE = `mutation ($ids: [Int!]!, $tenantId: Int) {
  deleteTenantAuthProviders(request: { ids: $ids }, tenantId: $tenantId) }`;
const GET = `query ($id: Int!, $tenantId: Int) { tenantAuthProvider(request: { id: $id }, tenantId: $tenantId) { ${VIEW} } }`;
const LIST = `query ($tenantId: Int, $where: TenantAuthProviderFilterInput, $order: [TenantAuthProviderSortInput!], $take: Int) {
  tenantAuthProviders(tenantId: $tenantId, where: $where, order: $order, take: $take) {
    totalCount items { id provider clientId url } pageInfo { hasNextPage } } }`;

const SECRET = 'very-secret-client-secret-7f3a';

const valid = (over: Record<string, unknown> = {}) => ({
  authProvider: 'OKTA',
  clientId: '0oa1b2c3d4',
  clientSecret: SECRET,
  url: 'https://acme.okta.com/oauth2/default',
  ...over,
});

interface View {
  id: number;
  authProvider: string;
  clientId: string;
  url: string;
}

describe('auth providers (tenantAuthProvider(s), create, update, delete)', () => {
  let t: TestApp;
  let tree: TenantTree;
  let admin: string;
  let regular: string;
  let readOnly: string;
  let partnerAdmin: string;
  let otherPartnerAdmin: string;
  let customerId: number;

  beforeAll(async () => {
    t = await createTestApp();
    tree = await createTenantTree(t.db, t.rootTenantId);
    customerId = tree.customerOfPartner.id;
    admin = await tokenFor(t.config, await createUser(t.db, customerId));
    regular = await tokenFor(t.config, await createUser(t.db, customerId, { roles: [] }));
    readOnly = await tokenFor(t.config, await createUser(t.db, customerId, { isReadOnlyUser: true }));
    partnerAdmin = await tokenFor(t.config, await createUser(t.db, tree.partner.id));
    otherPartnerAdmin = await tokenFor(t.config, await createUser(t.db, tree.otherPartner.id));
  });
  afterAll(() => t.close());

  const create = (request: Record<string, unknown>, token = admin, tenantId?: number) =>
    t.gql<{ createTenantAuthProvider: View }>(CREATE, { request, tenantId }, token);
  const update = (request: Record<string, unknown>, token = admin, tenantId?: number) =>
    t.gql<{ updateTenantAuthProvider: View }>(UPDATE, { request, tenantId }, token);
  const remove = (ids: number[], token = admin, tenantId?: number) =>
    t.gql<{ deleteTenantAuthProviders: number[] }>(DELETE, { ids, tenantId }, token);
  const get = (id: number, token = admin, tenantId?: number) =>
    t.gql<{ tenantAuthProvider: View }>(GET, { id, tenantId }, token);

  async function made(token = admin, tenantId?: number, over: Record<string, unknown> = {}): Promise<number> {
    const res = await create(valid(over), token, tenantId);
    if (!res.data) throw new Error(JSON.stringify(res.errors));
    return res.data.createTenantAuthProvider.id;
  }

  async function row(id: number) {
    const [r] = await t.db.select().from(authProviders).where(eq(authProviders.id, id));
    return r;
  }

  const audit = (id: number) =>
    t.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.entityType, 'AuthProvider'), eq(auditEntries.entityId, id)))
      .orderBy(auditEntries.id);

  describe('createTenantAuthProvider', () => {
    it('stores the provider with its secret sealed, returns it without the secret, and writes the change history', async () => {
      const res = await create(valid({ url: ' https://acme.okta.com/oauth2/default/ ', clientId: ' 0oa1 ' }));
      expect(res.errors).toBeUndefined();
      const created = res.data!.createTenantAuthProvider;
      expect(created).toMatchObject({
        authProvider: 'OKTA',
        clientId: '0oa1',
        url: 'https://acme.okta.com/oauth2/default',
      });
      expect(JSON.stringify(res)).not.toContain(SECRET);

      const stored = await row(created.id);
      expect(stored?.tenantId).toBe(customerId);
      expect(stored?.clientSecretSealed).toMatch(/^v1\./);
      expect(stored?.clientSecretSealed).not.toContain(SECRET);
      expect(stored?.clientSecretSealed).not.toContain(Buffer.from(SECRET).toString('base64url'));
      const box = secretBox(t.config.jwtSecret);
      expect(box.open(stored!.clientSecretSealed, customerId)).toBe(SECRET);
      // Bound to its tenant: copied into another tenant's row it does not open.
      expect(box.open(stored!.clientSecretSealed, tree.customerOfSubPartner.id)).toBeNull();
      // And another server's key does not open it.
      expect(
        secretBox('another-signing-secret-of-32-characters!').open(stored!.clientSecretSealed, customerId),
      ).toBeNull();

      const entries = await audit(created.id);
      expect(entries.map((e) => [e.operation, e.tenantId, e.entityName])).toEqual([
        ['CREATE', customerId, 'Okta 0oa1'],
      ]);
      expect(JSON.stringify(entries)).not.toContain(SECRET);
      expect(JSON.stringify(entries)).not.toContain(stored!.clientSecretSealed);
    });

    it('seals the same secret differently each time', async () => {
      const a = await row(await made());
      const b = await row(await made());
      expect(a?.clientSecretSealed).not.toBe(b?.clientSecretSealed);
    });

    it.each([
      ['clientId', { clientId: '' }, Messages.required],
      ['clientId', { clientId: '   ' }, Messages.required],
      [
        'clientId',
        { clientId: 'x'.repeat(SsoLimits.clientIdMax + 1) },
        Messages.lengthBelow(SsoLimits.clientIdMax),
      ],
      ['clientSecret', { clientSecret: '' }, Messages.required],
      [
        'clientSecret',
        { clientSecret: 's'.repeat(SsoLimits.clientSecretMax + 1) },
        Messages.lengthBelow(SsoLimits.clientSecretMax),
      ],
      ['url', { url: '' }, Messages.required],
      ['url', { url: 'not a url' }, SsoMessages.invalidUrl],
      ['url', { url: 'ftp://acme.okta.com' }, SsoMessages.invalidUrl],
      ['url', { url: 'javascript:alert(1)' }, SsoMessages.invalidUrl],
      ['url', { url: 'http://acme.okta.com' }, SsoMessages.httpsRequired],
      ['url', { url: 'https://user:pw@acme.okta.com' }, SsoMessages.urlCredentials],
      [
        'url',
        { url: `https://acme.okta.com/${'a'.repeat(SsoLimits.urlMax)}` },
        Messages.lengthBelow(SsoLimits.urlMax),
      ],
    ])('refuses a bad %s (%j) and stores nothing', async (field, over, message) => {
      const before = await t.db.select().from(authProviders);
      const res = await create(valid(over));
      expect(res.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT', field } });
      expect(res.data).toBeNull();
      expect(await t.db.select().from(authProviders)).toEqual(before);
    });

    it('refuses an unknown kind, a NUL byte and a wrong type before anything runs', async () => {
      const kind = await create(valid({ authProvider: 'GOOGLE' }));
      expect(kind.errors?.[0]?.message).toContain('AuthProviderType');
      const nul = await create(valid({ clientId: 'a\u0000b' }));
      expect(nul.status).toBe(400);
      expect(nul.errors?.[0]?.message).toContain('NUL');
      const type = await create(valid({ clientSecret: 42 }));
      expect(type.errors?.[0]?.message).toContain('String');
    });

    it(`keeps a tenant to ${SsoLimits.providersPerTenantMax} providers`, async () => {
      const tenant = await createTenant(t.db, tree.partner.id, 'CUSTOMER');
      const token = await tokenFor(t.config, await createUser(t.db, tenant.id));
      for (let i = 0; i < SsoLimits.providersPerTenantMax; i++) await made(token);
      const res = await create(valid(), token);
      expect(res.errors?.[0]?.message).toBe(SsoMessages.tooManyProviders(SsoLimits.providersPerTenantMax));
      const list = await t.gql<{ tenantAuthProviders: { totalCount: number } }>(LIST, {}, token);
      expect(list.data?.tenantAuthProviders.totalCount).toBe(SsoLimits.providersPerTenantMax);
    });

    it('lets a partner act for its customer, and no one for a tenant out of reach', async () => {
      const id = await made(partnerAdmin, customerId);
      expect((await row(id))?.tenantId).toBe(customerId);
      const missing = await create(valid(), otherPartnerAdmin, 999_999);
      const refused = await create(valid(), otherPartnerAdmin, customerId);
      expect(refused.errors?.[0]?.message).toBe(
        missing.errors?.[0]?.message.replace('999999', String(customerId)),
      );
      expect(refused.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      const fromCustomer = await create(valid(), admin, tree.partner.id);
      expect(fromCustomer.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    });

    it('is for administrators: a regular or read-only user is refused', async () => {
      expect((await create(valid(), regular)).errors?.[0]?.message).toBe(Messages.notAllowed);
      expect((await create(valid(), readOnly)).errors?.[0]?.message).toBe(Messages.readOnlyUser);
    });
  });

  describe('updateTenantAuthProvider', () => {
    it('changes the fields and keeps the stored secret when none is sent', async () => {
      const id = await made();
      const sealed = (await row(id))?.clientSecretSealed;
      for (const clientSecret of [undefined, null, '']) {
        const res = await update({
          id,
          authProvider: 'MICROSOFT',
          clientId: 'app-id',
          url: 'https://login.microsoftonline.com/0000/v2.0',
          ...(clientSecret === undefined ? {} : { clientSecret }),
        });
        expect(res.errors).toBeUndefined();
        expect(res.data?.updateTenantAuthProvider).toMatchObject({
          id,
          authProvider: 'MICROSOFT',
          clientId: 'app-id',
          url: 'https://login.microsoftonline.com/0000/v2.0',
        });
        expect((await row(id))?.clientSecretSealed).toBe(sealed);
      }
      const [created, first, ...rest] = await audit(id);
      expect([created?.operation, rest.length]).toEqual(['CREATE', 2]);
      expect(first).toMatchObject({ operation: 'UPDATE', additionalData: { clientSecretReplaced: false } });
      expect(first?.stateBefore).toMatchObject({ authProvider: 'OKTA', clientId: '0oa1b2c3d4' });
      expect(first?.stateAfter).toMatchObject({ authProvider: 'MICROSOFT', clientId: 'app-id' });
    });

    it('replaces the secret when a new one is sent, never returning or logging it', async () => {
      const id = await made();
      const res = await update({ ...valid({ clientSecret: 'the-new-secret-xyz' }), id });
      expect(JSON.stringify(res)).not.toContain('the-new-secret-xyz');
      expect(secretBox(t.config.jwtSecret).open((await row(id))!.clientSecretSealed, customerId)).toBe(
        'the-new-secret-xyz',
      );
      const last = (await audit(id)).at(-1);
      expect(last?.additionalData).toEqual({ clientSecretReplaced: true });
      expect(JSON.stringify(last)).not.toContain('the-new-secret-xyz');
    });

    it('refuses bad input and changes nothing', async () => {
      const id = await made();
      const before = await row(id);
      const res = await update({ ...valid({ clientId: '', url: 'https://other.okta.com' }), id });
      expect(res.errors?.[0]).toMatchObject({
        message: Messages.required,
        extensions: { field: 'clientId' },
      });
      expect(await row(id)).toEqual(before);
    });

    it('answers for a provider of another tenant exactly as for a missing one', async () => {
      const foreign = await made(partnerAdmin, tree.customerOfSubPartner.id);
      const own = tree.partner.id;
      const before = await row(foreign);
      const missing = await update({ ...valid(), id: 999_999 });
      const asCustomer = await update({ ...valid(), id: foreign });
      const norm = (r: { errors?: unknown; data: unknown }) =>
        JSON.stringify({ e: r.errors, d: r.data }).replace(/\d+/g, '#');
      expect(norm(asCustomer)).toBe(norm(missing));
      // The partner above it, acting for itself, does not own it either.
      expect(norm(await update({ ...valid(), id: foreign }, partnerAdmin, own))).toBe(
        norm(await update({ ...valid(), id: 999_999 }, partnerAdmin, own)),
      );
      expect(await row(foreign)).toEqual(before);
    });
  });

  describe('tenantAuthProvider and tenantAuthProviders', () => {
    it('reads a provider without any secret field, and a foreign one like a missing one', async () => {
      const id = await made();
      const res = await get(id);
      expect(res.data?.tenantAuthProvider).toMatchObject({ id, authProvider: 'OKTA' });
      expect(JSON.stringify(res)).not.toContain(SECRET);
      const asked = await t.gql(
        `query { tenantAuthProvider(request: { id: ${id} }) { clientSecret } }`,
        {},
        admin,
      );
      expect(asked.errors?.[0]?.message).toContain('Cannot query field "clientSecret"');
      const foreign = await made(partnerAdmin, tree.customerOfSubPartner.id);
      const a = await get(foreign);
      const b = await get(999_999);
      expect(a.errors?.[0]?.message.replace(String(foreign), '#')).toBe(
        b.errors?.[0]?.message.replace('999999', '#'),
      );
      expect(a.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    });

    it("lists the tenant's own providers only, searchable, and never a secret", async () => {
      const tenant = await createTenant(t.db, tree.partner.id, 'CUSTOMER');
      const token = await tokenFor(t.config, await createUser(t.db, tenant.id));
      const okta = await made(token, undefined, { clientId: 'okta-client' });
      const ms = await made(token, undefined, {
        authProvider: 'MICROSOFT',
        clientId: 'azure-app',
        url: 'https://login.microsoftonline.com/abc/v2.0',
      });
      type List = { tenantAuthProviders: { totalCount: number; items: { id: number; provider: string }[] } };
      const all = await t.gql<List>(LIST, {}, token);
      expect(all.data?.tenantAuthProviders.items).toEqual([
        { id: okta, provider: 'OKTA', clientId: 'okta-client', url: 'https://acme.okta.com/oauth2/default' },
        {
          id: ms,
          provider: 'MICROSOFT',
          clientId: 'azure-app',
          url: 'https://login.microsoftonline.com/abc/v2.0',
        },
      ]);
      const search = await t.gql<List>(
        LIST,
        { where: { or: [{ clientId: { contains: 'AZURE' } }, { url: { contains: 'AZURE' } }] } },
        token,
      );
      expect(search.data?.tenantAuthProviders.items.map((i) => i.id)).toEqual([ms]);
      // The partner above sees its own (none here), not its customers'; acting for the customer, theirs.
      const partnerOwn = await t.gql<List>(LIST, { tenantId: tree.partner.id }, partnerAdmin);
      expect(partnerOwn.data?.tenantAuthProviders.items.some((i) => [okta, ms].includes(i.id))).toBe(false);
      const acting = await t.gql<List>(LIST, { tenantId: tenant.id }, partnerAdmin);
      expect(acting.data?.tenantAuthProviders.totalCount).toBe(2);
      // A regular user of the tenant may read the list (no secrets in it).
      const regularToken = await tokenFor(t.config, await createUser(t.db, tenant.id, { roles: [] }));
      expect((await t.gql<List>(LIST, {}, regularToken)).data?.tenantAuthProviders.totalCount).toBe(2);
      const unrelated = await t.gql<List>(LIST, { tenantId: tenant.id }, otherPartnerAdmin);
      expect(unrelated.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    });
  });

  describe('deleteTenantAuthProviders', () => {
    it('deletes the named providers and writes the change history', async () => {
      const a = await made();
      const b = await made();
      const res = await remove([b, a, a]);
      expect(res.data?.deleteTenantAuthProviders).toEqual([a, b].sort((x, y) => x - y));
      expect(await row(a)).toBeUndefined();
      expect(await row(b)).toBeUndefined();
      expect((await audit(a)).at(-1)?.operation).toBe('DELETE');
    });

    it('deletes nothing when one id is foreign or missing', async () => {
      const own = await made();
      const foreign = await made(partnerAdmin, tree.customerOfSubPartner.id);
      for (const other of [foreign, 999_999]) {
        const res = await remove([own, other]);
        expect(res.errors?.[0]).toMatchObject({ message: `AuthProvider ${other} not found` });
        expect(await row(own)).toBeDefined();
        expect(await row(foreign)).toBeDefined();
      }
    });

    it('refuses an empty list and one too long', async () => {
      expect((await remove([])).errors?.[0]?.message).toBe(SsoMessages.nothingSelected);
      const many = Array.from({ length: SsoLimits.deleteMax + 1 }, (_, i) => i + 1);
      expect((await remove(many)).errors?.[0]?.message).toBe(Messages.maxValue(SsoLimits.deleteMax));
    });
  });

  describe('in production', () => {
    it('refuses http addresses, even on this computer', async () => {
      const prod = await createTestApp({ isProduction: true });
      try {
        const tenant = await createTenant(prod.db, prod.rootTenantId, 'CUSTOMER');
        const token = await tokenFor(prod.config, await createUser(prod.db, tenant.id));
        const res = await prod.gql(CREATE, { request: valid({ url: 'http://127.0.0.1:9999' }) }, token);
        expect(res.errors?.[0]).toMatchObject({
          message: SsoMessages.httpsOnly,
          extensions: { field: 'url' },
        });
        const dev = await create(valid({ url: 'http://127.0.0.1:9999' }));
        expect(dev.errors).toBeUndefined();
      } finally {
        await prod.close();
      }
    });
  });

  describe('the public routes', () => {
    it('are rate limited per address', async () => {
      const limited = await createTestApp({
        rateLimits: {
          ...RateLimits,
          ssoProviders: { max: 2, windowSeconds: 60 },
          ssoSignIn: { max: 1, windowSeconds: 60 },
          ssoRefresh: { max: 1, windowSeconds: 60 },
        },
      });
      try {
        const call = (url: string, ip = '203.0.113.9') =>
          limited.app.inject({ method: 'GET', url, remoteAddress: ip });
        const providers = `${SsoRoutes.providers}?tenantId=1`;
        expect((await call(providers)).statusCode).toBe(200);
        expect((await call(providers)).statusCode).toBe(200);
        const third = await call(providers);
        expect(third.statusCode).toBe(429);
        expect(third.headers['retry-after']).toBeDefined();
        expect((await call(providers, '203.0.113.10')).statusCode).toBe(200);
        for (const url of [
          `${SsoRoutes.login}?providerId=1`,
          `${SsoRoutes.callback}?state=x`,
          `${SsoRoutes.refresh}?providerId=1&refreshToken=x`,
        ]) {
          expect((await call(url)).statusCode).not.toBe(429);
          expect((await call(url)).statusCode).toBe(429);
        }
      } finally {
        await limited.close();
      }
    });

    it('keep tokens out of the request log', async () => {
      const { redactUrl } = await import('../src/http/log-redaction.js');
      expect(redactUrl('/sso/success?access_token=a.b.c&refresh_token=r&providerId=4')).toBe(
        '/sso/success?access_token=***&refresh_token=***&providerId=4',
      );
      expect(redactUrl('/sso/callback?code=c&state=s&iss=x')).toBe('/sso/callback?code=***&state=***&iss=x');
      expect(redactUrl('/sso/refresh?providerId=1&refreshToken=t')).toBe(
        '/sso/refresh?providerId=1&refreshToken=***',
      );
      expect(redactUrl('/graphql?userInfo')).toBe('/graphql?userInfo');
    });
  });
});
