import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CloudAuthLimits,
  CloudAuthMessages,
  CloudAuthReturnParams,
  CloudAuthRoutes,
  scannerConfFileSchema,
} from '@vigil/contracts';
import { auditEntries } from '../src/audit/audit.tables.js';
import { signAuthState, verifyAuthState } from '../src/cloud-auth/cloud-auth-state.js';
import { cloudAuthConnections, cloudAuthStates } from '../src/cloud-auth/cloud-auth.tables.js';
import { connectionBox } from '../src/cloud-auth/cloud-auth.service.js';
import { users } from '../src/users/users.tables.js';
import { startTestCloudProvider, type TestCloudProvider } from '../../../e2e/support/test-cloud-provider.js';
import { createTenant, createUser, tokenFor } from './helpers/factories.js';
import { cloudAuthFor, createTestApp, type TestApp } from './helpers/test-app.js';

const URLS = `query ($tenantId: Int, $redirectUrl: String!, $download: Boolean) {
  vigilScannerAuthUrls(tenantId: $tenantId, request: { redirectUrl: $redirectUrl, downloadConfFile: $download }) {
    googleDrive googleMail microsoftOneDrive microsoftOutlook } }`;
const DATA = `query ($tenantId: Int) { customerCloudAuthData(tenantId: $tenantId) {
  authService isConfigured isConnected source connectedAt } }`;
const UPLOAD = `mutation ($tenantId: Int, $service: CloudAuthService!, $file: String!) {
  uploadvigilScannerAuthFile(tenantId: $tenantId, request: { authService: $service, file: $file }) {
    authService isConnected source } }`;
const DELETE = `mutation ($tenantId: Int, $service: CloudAuthService!) {
  deletevigilScannerAuth(tenantId: $tenantId, request: { authService: $service }) }`;

type Urls = {
  googleDrive: string | null;
  googleMail: string | null;
  microsoftOneDrive: string | null;
  microsoftOutlook: string | null;
};
type Data = { authService: string; isConfigured: boolean; isConnected: boolean; source: string | null }[];

const RETURN = '/tenant/7/customer/deployment/cloud/cloud-installation';

const SERVICE_ACCOUNT = JSON.stringify({
  type: 'service_account',
  project_id: 'vigil-test',
  private_key_id: 'abc',
  private_key:
    '-----BEGIN PRIVATE KEY-----\nMIIEvQIBADANBgkqhkiG9w0BAQEFAASC-not-a-real-key\n-----END PRIVATE KEY-----\n',
  client_email: 'scanner@vigil-test.iam.gserviceaccount.com',
  token_uri: 'https://oauth2.googleapis.com/token',
});

describe('cloud connections: OAuth with PKCE against a local provider, sealed tokens, auth files', () => {
  let t: TestApp;
  let provider: TestCloudProvider;
  let customerId: number;
  let otherCustomerId: number;
  let partnerId: number;
  let admin: { id: number; tenantId: number };
  let token: string;
  let partnerToken: string;
  let readOnlyToken: string;
  let foreignToken: string;

  const urls = async (as = token, vars: Record<string, unknown> = {}) => {
    const res = await t.gql<{ vigilScannerAuthUrls: Urls }>(URLS, { redirectUrl: RETURN, ...vars }, as);
    if (res.errors) throw new Error(JSON.stringify(res.errors));
    return res.data!.vigilScannerAuthUrls;
  };
  const data = async (as = token, tenantId?: number) => {
    const res = await t.gql<{ customerCloudAuthData: Data }>(DATA, { tenantId }, as);
    if (res.errors) throw new Error(JSON.stringify(res.errors));
    return res.data!.customerCloudAuthData;
  };
  /** The browser at the provider: its authorize endpoint answers with the redirect back to Vigil. */
  const consent = async (authorizeUrl: string) => {
    const res = await fetch(authorizeUrl, { redirect: 'manual' });
    expect(res.status).toBe(302);
    return new URL(res.headers.get('location') ?? '');
  };
  /** The browser back at Vigil's callback (the redirect URI names the console's configured origin). */
  const callback = (back: URL, method: 'GET' | 'POST' = 'GET') =>
    method === 'GET'
      ? t.app.inject({ method: 'GET', url: `${back.pathname}${back.search}` })
      : t.app.inject({
          method: 'POST',
          url: back.pathname,
          payload: Object.fromEntries(back.searchParams.entries()),
        });
  const stateOf = (authorizeUrl: string) => new URL(authorizeUrl).searchParams.get('state') ?? '';

  beforeAll(async () => {
    provider = await startTestCloudProvider();
    t = await createTestApp({
      cloudAuth: cloudAuthFor(provider.env()),
      publicUrl: 'https://console.example.test',
    });
    const partner = await createTenant(t.db, t.rootTenantId, 'PARTNER');
    partnerId = partner.id;
    const customer = await createTenant(t.db, partner.id, 'CUSTOMER');
    customerId = customer.id;
    otherCustomerId = (
      await createTenant(t.db, (await createTenant(t.db, t.rootTenantId, 'PARTNER')).id, 'CUSTOMER')
    ).id;
    admin = await createUser(t.db, customer.id);
    token = await tokenFor(t.config, admin);
    partnerToken = await tokenFor(t.config, await createUser(t.db, partner.id));
    readOnlyToken = await tokenFor(t.config, await createUser(t.db, customer.id, { isReadOnlyUser: true }));
    foreignToken = await tokenFor(t.config, await createUser(t.db, otherCustomerId));
  }, 120_000);

  afterAll(async () => {
    await t?.close();
    await provider?.close();
  });

  it('builds the four authorize URLs with PKCE, read-only scopes, offline access and a signed state', async () => {
    const got = await urls();
    const ms = new URL(got.microsoftOneDrive ?? '');
    expect(`${ms.origin}${ms.pathname}`).toBe(`${provider.url}/ms/common/oauth2/v2.0/authorize`);
    expect(
      Object.fromEntries([...ms.searchParams].filter(([k]) => k !== 'state' && k !== 'code_challenge')),
    ).toEqual({
      client_id: provider.clientId,
      response_type: 'code',
      redirect_uri: `https://console.example.test${CloudAuthRoutes.store}`,
      scope: 'offline_access Files.Read.All',
      code_challenge_method: 'S256',
      response_mode: 'query',
    });
    expect(ms.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(new URL(got.microsoftOutlook ?? '').searchParams.get('scope')).toBe('offline_access Mail.Read');
    const drive = new URL(got.googleDrive ?? '');
    expect(`${drive.origin}${drive.pathname}`).toBe(`${provider.url}/google/o/oauth2/v2/auth`);
    expect(drive.searchParams.get('scope')).toBe('https://www.googleapis.com/auth/drive.readonly');
    expect(drive.searchParams.get('access_type')).toBe('offline');
    expect(drive.searchParams.get('prompt')).toBe('consent');
    expect(new URL(got.googleMail ?? '').searchParams.get('scope')).toBe(
      'https://www.googleapis.com/auth/gmail.readonly',
    );
    // Each URL its own state, bound to the customer and the service, expiring.
    const claims = verifyAuthState(t.config.jwtSecret, stateOf(got.googleMail ?? ''), new Date());
    expect(claims).toMatchObject({ tenantId: customerId, authService: 'GOOGLE_MAIL', mode: 'STORE' });
    expect(claims!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(CloudAuthLimits.stateSeconds * 1000);
    expect(new Set(Object.values(got).map((u) => stateOf(u ?? ''))).size).toBe(4);
  });

  it('says which services are configured; an unconfigured server gives no URLs and fails nothing', async () => {
    // The same server with no provider configured (the app reads its config on each request).
    const configured = t.config.cloudAuth;
    t.config.cloudAuth = { microsoft: null, google: null };
    try {
      expect(await urls()).toEqual({
        googleDrive: null,
        googleMail: null,
        microsoftOneDrive: null,
        microsoftOutlook: null,
      });
      expect((await data()).map((d) => [d.authService, d.isConfigured, d.isConnected])).toEqual([
        ['GOOGLE_DRIVE', false, false],
        ['GOOGLE_MAIL', false, false],
        ['MICROSOFT_ONEDRIVE', false, false],
        ['MICROSOFT_OUTLOOK', false, false],
      ]);
    } finally {
      t.config.cloudAuth = configured;
    }
    expect((await data()).every((d) => d.isConfigured)).toBe(true);
  });

  it('refuses a redirectUrl that is not a path of this console', async () => {
    for (const redirectUrl of [
      'https://evil.example/',
      '//evil.example/x',
      '/\\evil.example',
      'cloud-installation',
      '/a b',
    ]) {
      const res = await t.gql(URLS, { redirectUrl }, token);
      expect(res.errors?.[0]).toMatchObject({
        message: CloudAuthMessages.redirectUrlInvalid,
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
  });

  it('exchanges the code at the token endpoint, keeps the refresh token sealed and returns to the page', async () => {
    const before = provider.issuedRefreshTokens.length;
    const back = await consent((await urls()).microsoftOneDrive ?? '');
    expect(back.origin).toBe('https://console.example.test');
    expect(back.pathname).toBe(CloudAuthRoutes.store);
    const res = await callback(back);
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`${RETURN}?${CloudAuthReturnParams.connected}=MICROSOFT_ONEDRIVE`);
    const refreshToken = provider.issuedRefreshTokens[before] ?? '';
    expect(refreshToken).toMatch(/^rt-/);

    const listed = await data();
    expect(listed.find((d) => d.authService === 'MICROSOFT_ONEDRIVE')).toMatchObject({
      isConfigured: true,
      isConnected: true,
      source: 'OAUTH',
    });
    // Never the token, in any answer.
    expect(JSON.stringify(listed)).not.toContain(refreshToken);

    // At rest: the raw column does not contain it; it opens only with the service's box and tenant.
    const [row] = await t.db
      .select()
      .from(cloudAuthConnections)
      .where(
        and(
          eq(cloudAuthConnections.tenantId, customerId),
          eq(cloudAuthConnections.authService, 'MICROSOFT_ONEDRIVE'),
        ),
      );
    expect(row?.sealedData).not.toContain(refreshToken);
    expect(row?.sealedData).not.toContain(Buffer.from(refreshToken).toString('base64'));
    const opened = connectionBox(t.config, 'MICROSOFT_ONEDRIVE').open(row?.sealedData ?? '', customerId);
    expect(JSON.parse(opened ?? '{}')).toMatchObject({ refreshToken });
    expect(
      connectionBox(t.config, 'MICROSOFT_ONEDRIVE').open(row?.sealedData ?? '', otherCustomerId),
    ).toBeNull();
    expect(connectionBox(t.config, 'GOOGLE_DRIVE').open(row?.sealedData ?? '', customerId)).toBeNull();

    // The change history says what was connected, never the token.
    const audit = await t.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.tenantId, customerId), eq(auditEntries.entityType, 'CloudAuthConnection')))
      .orderBy(auditEntries.id);
    expect(audit.map((a) => [a.operation, a.entityName, a.userId])).toContainEqual([
      'CREATE',
      'OneDrive',
      admin.id,
    ]);
    expect(JSON.stringify(audit)).not.toContain(refreshToken);

    // The same callback again: the state was used once.
    const replay = await callback(back);
    expect(replay.statusCode).toBe(400);
    expect(replay.json()).toEqual({ message: CloudAuthMessages.stateInvalid });
  });

  it('takes a form POST callback too', async () => {
    const back = await consent((await urls()).googleDrive ?? '');
    const res = await callback(back, 'POST');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(`${RETURN}?${CloudAuthReturnParams.connected}=GOOGLE_DRIVE`);
  });

  it('refuses a tampered, foreign, expired or misrouted state before exchanging anything', async () => {
    const back = await consent((await urls()).microsoftOutlook ?? '');
    const state = back.searchParams.get('state') ?? '';
    const [payload, signature] = state.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<string, unknown>;
    const attempt = async (params: Record<string, string>, route: string = CloudAuthRoutes.store) => {
      const q = new URLSearchParams({ code: back.searchParams.get('code') ?? '', ...params });
      return t.app.inject({ method: 'GET', url: `${route}?${q}` });
    };
    const forged = Buffer.from(JSON.stringify({ ...claims, t: otherCustomerId })).toString('base64url');
    for (const res of [
      await attempt({ state: `${forged}.${signature}` }),
      await attempt({ state: `${payload}.${'A'.repeat(43)}` }),
      await attempt({ state: 'garbage' }),
      await attempt({}),
      await attempt({ state, tenantId: String(otherCustomerId) }),
      // A state made for the store callback is refused by the download one.
      await attempt({ state }, CloudAuthRoutes.download),
      // Signed by this server but expired.
      await attempt({
        state: signAuthState(t.config.jwtSecret, {
          nonce: String(claims.n),
          tenantId: customerId,
          authService: 'MICROSOFT_OUTLOOK',
          mode: 'STORE',
          expiresAt: new Date(Date.now() - 1000),
        }),
      }),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: CloudAuthMessages.stateInvalid });
    }
    // None of that used the state up: the genuine callback still connects.
    const ok = await callback(back);
    expect(ok.headers.location).toBe(`${RETURN}?${CloudAuthReturnParams.connected}=MICROSOFT_OUTLOOK`);
    expect(
      await t.app.inject({
        method: 'GET',
        url: `${CloudAuthRoutes.store}?${new URLSearchParams({ state: 'x'.repeat(CloudAuthLimits.stateMax + 1) })}`,
      }),
    ).toMatchObject({ statusCode: 400 });
  });

  it('refuses a state whose stored row has expired', async () => {
    const back = await consent((await urls()).googleMail ?? '');
    await t.db
      .update(cloudAuthStates)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(cloudAuthStates.tenantId, customerId));
    const res = await callback(back);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: CloudAuthMessages.stateInvalid });
  });

  it('returns with the provider’s refusal, a refused code or a refusing user, storing nothing', async () => {
    await t.db.delete(cloudAuthConnections).where(eq(cloudAuthConnections.tenantId, customerId));
    provider.deny = true;
    const denied = await callback(await consent((await urls()).googleMail ?? ''));
    provider.deny = false;
    expect(denied.headers.location).toBe(
      `${RETURN}?${new URLSearchParams({ [CloudAuthReturnParams.error]: CloudAuthMessages.providerRefused })}`,
    );

    const back = await consent((await urls()).googleMail ?? '');
    back.searchParams.set('code', 'not-a-code-the-provider-gave');
    const badCode = await callback(back);
    expect(
      new URL(badCode.headers.location ?? '', 'http://x').searchParams.get(CloudAuthReturnParams.error),
    ).toBe(CloudAuthMessages.providerRefused);

    // The user who started it became read-only meanwhile.
    const started = await consent((await urls()).googleMail ?? '');
    await t.db.update(users).set({ isReadOnlyUser: true }).where(eq(users.id, admin.id));
    const refused = await callback(started);
    await t.db.update(users).set({ isReadOnlyUser: false }).where(eq(users.id, admin.id));
    expect(
      new URL(refused.headers.location ?? '', 'http://x').searchParams.get(CloudAuthReturnParams.error),
    ).toBe(CloudAuthMessages.notAllowed);
    expect((await data()).filter((d) => d.isConnected)).toEqual([]);
  });

  it('answers a scanner conf file from the download callback, storing nothing', async () => {
    const got = await urls(token, { download: true });
    const back = await consent(got.googleDrive ?? '');
    expect(back.pathname).toBe(CloudAuthRoutes.download);
    const res = await callback(back);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="vigil-scanner-google-drive.json"');
    const conf = scannerConfFileSchema.parse(res.json());
    expect(conf).toMatchObject({
      authService: 'GOOGLE_DRIVE',
      clientId: provider.clientId,
      tokenUrl: `${provider.url}/google/token`,
      apiUrl: `${provider.url}/googleapis`,
    });
    expect('refreshToken' in conf && provider.issuedRefreshTokens.includes(conf.refreshToken)).toBe(true);
    expect((await data()).filter((d) => d.isConnected)).toEqual([]);
  });

  it('uploads an auth file: validated, bounded, sealed, never returned', async () => {
    const res = await t.gql(UPLOAD, { service: 'GOOGLE_DRIVE', file: SERVICE_ACCOUNT }, token);
    expect(res.data).toEqual({
      uploadvigilScannerAuthFile: { authService: 'GOOGLE_DRIVE', isConnected: true, source: 'FILE' },
    });
    const [row] = await t.db
      .select({ sealed: cloudAuthConnections.sealedData })
      .from(cloudAuthConnections)
      .where(
        and(
          eq(cloudAuthConnections.tenantId, customerId),
          eq(cloudAuthConnections.authService, 'GOOGLE_DRIVE'),
        ),
      );
    expect(row?.sealed).not.toContain('PRIVATE KEY');

    const conf = JSON.stringify({
      vigilScannerAuth: 1,
      authService: 'MICROSOFT_ONEDRIVE',
      clientId: 'c',
      clientSecret: 's',
      tokenUrl: 'https://login.microsoftonline.com/common/oauth2/v2.0/token',
      apiUrl: 'https://graph.microsoft.com',
      refreshToken: 'r',
    });
    expect(
      (await t.gql(UPLOAD, { service: 'MICROSOFT_ONEDRIVE', file: conf }, token)).errors,
    ).toBeUndefined();

    const refusals: [string, string, string][] = [
      ['GOOGLE_MAIL', 'x'.repeat(CloudAuthLimits.fileMax + 1), CloudAuthMessages.fileTooLarge],
      ['GOOGLE_MAIL', 'not json', CloudAuthMessages.fileNotJson],
      ['GOOGLE_MAIL', '{"type":"authorized_user"}', CloudAuthMessages.fileWrongShape],
      // A Google key does not connect a Microsoft service, nor a conf file another service.
      ['MICROSOFT_OUTLOOK', SERVICE_ACCOUNT, CloudAuthMessages.fileWrongShape],
      ['MICROSOFT_OUTLOOK', conf, CloudAuthMessages.fileWrongShape],
    ];
    for (const [service, file, message] of refusals) {
      const refused = await t.gql(UPLOAD, { service, file }, token);
      expect(refused.errors?.[0]?.message).toBe(message);
      expect(refused.status).toBeLessThan(500);
    }
    const listed = await data();
    expect(listed.filter((d) => d.isConnected).map((d) => [d.authService, d.source])).toEqual([
      ['GOOGLE_DRIVE', 'FILE'],
      ['MICROSOFT_ONEDRIVE', 'FILE'],
    ]);
  });

  it('disconnects a service; a service not connected answers not found', async () => {
    expect((await t.gql(DELETE, { service: 'GOOGLE_DRIVE' }, token)).data).toEqual({
      deletevigilScannerAuth: true,
    });
    expect((await data()).find((d) => d.authService === 'GOOGLE_DRIVE')?.isConnected).toBe(false);
    const again = await t.gql(DELETE, { service: 'GOOGLE_DRIVE' }, token);
    expect(again.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const [deleted] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditEntries)
      .where(
        and(
          eq(auditEntries.tenantId, customerId),
          eq(auditEntries.entityType, 'CloudAuthConnection'),
          eq(auditEntries.operation, 'DELETE'),
        ),
      );
    expect(deleted?.n).toBe(1);
  });

  it('keeps tenants apart: another customer, a partner acting for itself, a read-only user', async () => {
    // Another customer's user, naming this customer: like a missing tenant.
    for (const [doc, vars] of [
      [DATA, { tenantId: customerId }],
      [URLS, { tenantId: customerId, redirectUrl: RETURN }],
      [DELETE, { tenantId: customerId, service: 'MICROSOFT_ONEDRIVE' }],
      [UPLOAD, { tenantId: customerId, service: 'GOOGLE_DRIVE', file: SERVICE_ACCOUNT }],
    ] as const) {
      const res = await t.gql(doc, vars, foreignToken);
      expect(res.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    }
    expect((await data()).find((d) => d.authService === 'MICROSOFT_ONEDRIVE')?.isConnected).toBe(true);
    // A partner acts for its customer, not for itself: its own tenant has no connections.
    expect((await t.gql(DATA, {}, partnerToken)).errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect(
      (await data(partnerToken, customerId)).find((d) => d.authService === 'MICROSOFT_ONEDRIVE')?.isConnected,
    ).toBe(true);
    // The partner's state names the customer it acted for.
    const partnerUrls = await t.gql<{ vigilScannerAuthUrls: Urls }>(
      URLS,
      { tenantId: customerId, redirectUrl: RETURN },
      partnerToken,
    );
    const claims = verifyAuthState(
      t.config.jwtSecret,
      stateOf(partnerUrls.data?.vigilScannerAuthUrls.googleDrive ?? ''),
      new Date(),
    );
    expect(claims?.tenantId).toBe(customerId);
    expect(partnerId).toBeGreaterThan(0);
    // Read-only users read the connections, never start or change one.
    expect((await data(readOnlyToken)).length).toBe(4);
    for (const [doc, vars] of [
      [URLS, { redirectUrl: RETURN }],
      [DELETE, { service: 'MICROSOFT_ONEDRIVE' }],
      [UPLOAD, { service: 'GOOGLE_DRIVE', file: SERVICE_ACCOUNT }],
    ] as const) {
      expect((await t.gql(doc, vars, readOnlyToken)).errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    }
  });
});
