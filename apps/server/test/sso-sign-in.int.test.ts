import type { AddressInfo } from 'node:net';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SsoMessages, SsoRoutes } from '@vigil/contracts';
import { ssoSignInStates } from '../src/sso/sso.tables.js';
import { users } from '../src/users/users.tables.js';
import { startTestOidcProvider, type TestOidcProvider } from '../../../e2e/support/test-oidc-provider.js';
import { createTenant, createUser, tokenFor, unique } from './helpers/factories.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

/*
 * The whole OpenID Connect sign-in over real HTTP: the console listening on loopback, a real
 * oidc-provider started here, and a small browser (cookies per host, redirects followed by hand) that
 * signs in at the provider's login page.
 */

const CREATE = `mutation ($request: CreateTenantAuthProviderRequestInput!, $tenantId: Int) {
  createTenantAuthProvider(request: $request, tenantId: $tenantId) { id } }`;
const DELETE = `mutation ($ids: [Int!]!, $tenantId: Int) {
  deleteTenantAuthProviders(request: { ids: $ids }, tenantId: $tenantId) }`;

/** A browser's part: cookies kept per host:port, every request's redirect left to the caller. */
class Browser {
  private readonly jar = new Map<string, Map<string, string>>();

  async request(
    url: string,
    init: { method?: string; form?: Record<string, string> } = {},
  ): Promise<Response> {
    const target = new URL(url);
    const cookies = this.jar.get(target.host) ?? new Map<string, string>();
    const headers: Record<string, string> = {};
    if (cookies.size) headers.cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    let body: string | undefined;
    if (init.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(init.form).toString();
    }
    const res = await fetch(target, { method: init.method ?? 'GET', headers, body, redirect: 'manual' });
    for (const line of res.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const [name = '', ...value] = pair.split('=');
      const expired = attributes.some(
        (a) => /^\s*max-age=0\s*$/i.test(a) || /expires=Thu, 01 Jan 1970/i.test(a),
      );
      if (expired) cookies.delete(name.trim());
      else cookies.set(name.trim(), value.join('='));
    }
    this.jar.set(target.host, cookies);
    return res;
  }

  forget(host: string, name: string) {
    this.jar.get(host)?.delete(name);
  }

  /** Follows redirects from `url` until one leads to `stop` (returned, not requested) or a page answers. */
  async follow(url: string, stop: (next: URL) => boolean): Promise<{ url: URL; res: Response | null }> {
    let current = new URL(url);
    for (let hops = 0; hops < 20; hops += 1) {
      if (stop(current)) return { url: current, res: null };
      const res = await this.request(current.href);
      const location = res.headers.get('location');
      if (res.status < 300 || res.status >= 400 || !location) return { url: current, res };
      current = new URL(location, current);
    }
    throw new Error('too many redirects');
  }
}

describe('single sign-on through a real OpenID Connect provider', () => {
  let t: TestApp;
  let origin: string;
  let idp: TestOidcProvider;
  let tenantA: number;
  let tenantB: number;
  let partnerId: number;
  let adminA: string;
  let adminB: string;
  let providerA: number;
  let providerB: number;
  let userA: { id: number; email: string };
  let userB: { id: number; email: string };

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    origin = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    idp = await startTestOidcProvider({ redirectUris: [`${origin}${SsoRoutes.callback}`] });
    const partner = await createTenant(t.db, t.rootTenantId, 'PARTNER');
    partnerId = partner.id;
    tenantA = (await createTenant(t.db, partner.id, 'CUSTOMER')).id;
    tenantB = (await createTenant(t.db, partner.id, 'CUSTOMER')).id;
    const a = await createUser(t.db, tenantA);
    const b = await createUser(t.db, tenantB);
    adminA = await tokenFor(t.config, a);
    adminB = await tokenFor(t.config, b);
    userA = await createUser(t.db, tenantA, { roles: [], email: `${unique('alice')}@a.example` });
    userB = await createUser(t.db, tenantB, { roles: [], email: `${unique('bob')}@b.example` });
    for (const email of [userA.email, userB.email, 'nobody@a.example']) idp.addAccount({ email });
    providerA = await connect(adminA);
    providerB = await connect(adminB);
  });
  afterAll(async () => {
    await idp?.close();
    await t?.close();
  });

  async function connect(token: string, over: Record<string, string> = {}): Promise<number> {
    const res = await t.gql<{ createTenantAuthProvider: { id: number } }>(
      CREATE,
      {
        request: {
          authProvider: 'OKTA',
          clientId: idp.clientId,
          clientSecret: idp.clientSecret,
          url: idp.issuer,
          ...over,
        },
      },
      token,
    );
    if (!res.data) throw new Error(JSON.stringify(res.errors));
    return res.data.createTenantAuthProvider.id;
  }

  const isCallback = (u: URL) => u.origin === origin && u.pathname === SsoRoutes.callback;

  /** /sso/login, then the provider's login page as a person fills it in; stops at the way back. */
  async function atProvider(browser: Browser, providerId: number, email: string): Promise<URL> {
    const start = await browser.request(`${origin}${SsoRoutes.login}?providerId=${providerId}`);
    expect(start.status).toBe(302);
    const authorize = new URL(start.headers.get('location') ?? '');
    expect(authorize.origin).toBe(idp.issuer);
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
    const page = await browser.follow(authorize.href, isCallback);
    // Signed in at the provider already (an earlier sign-in of this browser): straight back.
    if (!page.res) return page.url;
    expect(await page.res.text()).toContain('Test identity provider');
    const form = await browser.request(`${page.url.origin}${page.url.pathname}/login`, {
      method: 'POST',
      form: { login: email },
    });
    const back = await browser.follow(new URL(form.headers.get('location') ?? '', page.url).href, isCallback);
    expect(back.res).toBeNull();
    return back.url;
  }

  /** The console's answer to the provider's redirect: where it sends the browser. */
  async function callback(browser: Browser, url: URL): Promise<URL> {
    const res = await browser.request(url.href);
    expect(res.status).toBe(302);
    return new URL(res.headers.get('location') ?? '', origin);
  }

  const errorOf = (u: URL) =>
    u.pathname === '/sso/error' ? u.searchParams.get('error') : `not an error: ${u.href}`;

  it('signs a user of the provider’s tenant in, with a real session', async () => {
    const browser = new Browser();
    const done = await callback(browser, await atProvider(browser, providerA, userA.email.toUpperCase()));
    expect(done.pathname).toBe('/sso/success');
    expect(done.searchParams.get('providerId')).toBe(String(providerA));
    const accessToken = done.searchParams.get('access_token') ?? '';
    const refreshToken = done.searchParams.get('refresh_token') ?? '';
    const me = await t.gql<{ userInfo: { id: number; tenantId: number } }>(
      '{ userInfo { id tenantId } }',
      {},
      accessToken,
    );
    expect(me.data?.userInfo).toEqual({ id: userA.id, tenantId: tenantA });
    const [row] = await t.db.select({ at: users.lastSignedIn }).from(users).where(eq(users.id, userA.id));
    expect(row?.at).toBeInstanceOf(Date);

    // The SSO refresh renews it (the token rotates), and says nothing for a provider of another tenant.
    const other = await fetch(
      `${origin}${SsoRoutes.refresh}?providerId=${providerB}&refreshToken=${refreshToken}`,
    );
    expect(await other.json()).toEqual({ access_token: null, refresh_token: null });
    const renewed = await fetch(
      `${origin}${SsoRoutes.refresh}?providerId=${providerA}&refreshToken=${refreshToken}`,
    );
    const body = (await renewed.json()) as { access_token: string; refresh_token: string };
    expect(body.access_token).toEqual(expect.any(String));
    expect(body.refresh_token).not.toBe(refreshToken);
    const again = await t.gql<{ userInfo: { id: number } }>('{ userInfo { id } }', {}, body.access_token);
    expect(again.data?.userInfo.id).toBe(userA.id);
  });

  it('refuses a user of another tenant signing in through this tenant’s provider, and creates no one', async () => {
    // Only this address is counted: other files create users in a shared PostgreSQL database meanwhile.
    const withEmail = async () =>
      (await t.db.select({ n: count() }).from(users).where(eq(users.email, userA.email)))[0]?.n;
    expect(await withEmail()).toBe(1);
    const browser = new Browser();
    // userA (tenant A) at tenant B's provider: the provider vouches for the address, B has no such user.
    const done = await callback(browser, await atProvider(browser, providerB, userA.email));
    expect(errorOf(done)).toBe(SsoMessages.unknownUser);
    expect(done.searchParams.has('access_token')).toBe(false);
    expect(await withEmail()).toBe(1);
  });

  it('refuses an e-mail address no user of the tenant has', async () => {
    const browser = new Browser();
    const done = await callback(browser, await atProvider(browser, providerA, 'nobody@a.example'));
    expect(errorOf(done)).toBe(SsoMessages.unknownUser);
  });

  it('refuses a wrong state, and the right one afterwards still works once', async () => {
    const browser = new Browser();
    const back = await atProvider(browser, providerA, userA.email);
    const forged = new URL(back);
    forged.searchParams.set('state', 'x'.repeat(43));
    expect(errorOf(await callback(browser, forged))).toBe(SsoMessages.signInExpired);
    const done = await callback(browser, back);
    expect(done.pathname).toBe('/sso/success');
  });

  it('refuses a replayed callback, and a replayed code with a fresh state', async () => {
    const browser = new Browser();
    const back = await atProvider(browser, providerA, userA.email);
    expect((await callback(browser, back)).pathname).toBe('/sso/success');
    // The same callback again: its state was used.
    expect(errorOf(await callback(browser, back))).toBe(SsoMessages.signInExpired);
    // The used code with a new sign-in's state: the provider refuses the code (and PKCE differs).
    const fresh = await atProvider(browser, providerA, userA.email);
    const replay = new URL(fresh);
    replay.searchParams.set('code', back.searchParams.get('code') ?? '');
    expect(errorOf(await callback(browser, replay))).toBe(SsoMessages.invalidResponse);
  });

  it('refuses a callback in a browser other than the one that started the sign-in', async () => {
    const browser = new Browser();
    const back = await atProvider(browser, providerA, userA.email);
    // A stranger is handed the link (login CSRF): no binding cookie, or another one.
    expect(errorOf(await callback(new Browser(), back))).toBe(SsoMessages.signInExpired);
    const otherBrowser = new Browser();
    await otherBrowser.request(`${origin}${SsoRoutes.login}?providerId=${providerA}`);
    expect(errorOf(await callback(otherBrowser, back))).toBe(SsoMessages.signInExpired);
  });

  it('shows the provider’s refusal when the person cancels there', async () => {
    const browser = new Browser();
    const start = await browser.request(`${origin}${SsoRoutes.login}?providerId=${providerA}`);
    const page = await browser.follow(start.headers.get('location') ?? '', isCallback);
    const cancel = await browser.request(`${page.url.origin}${page.url.pathname}/abort`, { method: 'POST' });
    const back = await browser.follow(
      new URL(cancel.headers.get('location') ?? '', page.url).href,
      isCallback,
    );
    expect(back.url.searchParams.get('error')).toBe('access_denied');
    expect(errorOf(await callback(browser, back.url))).toBe(SsoMessages.providerRefused);
  });

  it('refuses an address the provider says is not verified (Okta)', async () => {
    const email = `${unique('unverified')}@a.example`;
    await createUser(t.db, tenantA, { roles: [], email });
    idp.addAccount({ email, emailVerified: false });
    const browser = new Browser();
    expect(errorOf(await callback(browser, await atProvider(browser, providerA, email)))).toBe(
      SsoMessages.noEmail,
    );
  });

  it('refuses when the client secret is wrong at the provider', async () => {
    const wrong = await connect(adminA, { clientSecret: 'not-the-secret' });
    const browser = new Browser();
    expect(errorOf(await callback(browser, await atProvider(browser, wrong, userA.email)))).toBe(
      SsoMessages.invalidResponse,
    );
  });

  it('sends unknown providers and unreachable ones to the error page', async () => {
    const browser = new Browser();
    for (const id of ['999999', 'abc', '-1', '']) {
      const res = await browser.request(`${origin}${SsoRoutes.login}?providerId=${id}`);
      expect(errorOf(new URL(res.headers.get('location') ?? '', origin))).toBe(SsoMessages.providerNotFound);
    }
    const closed = await startTestOidcProvider({ redirectUris: [`${origin}${SsoRoutes.callback}`] });
    const url = closed.issuer;
    await closed.close();
    const gone = await connect(adminA, { url });
    const res = await browser.request(`${origin}${SsoRoutes.login}?providerId=${gone}`);
    expect(errorOf(new URL(res.headers.get('location') ?? '', origin))).toBe(SsoMessages.providerUnavailable);
  });

  it('ends the sign-ins started with a provider when it is deleted, and its SSO sessions at refresh', async () => {
    const temporary = await connect(adminA);
    const browser = new Browser();
    const back = await atProvider(browser, temporary, userA.email);
    const first = await atProvider(new Browser(), temporary, userA.email);
    expect(first).toBeDefined();
    const stored = await t.db
      .select({ n: count() })
      .from(ssoSignInStates)
      .where(eq(ssoSignInStates.providerId, temporary));
    expect(stored[0]?.n).toBe(2);
    const signedIn = await callback(browser, back);
    const refreshToken = signedIn.searchParams.get('refresh_token') ?? '';
    expect((await t.gql(DELETE, { ids: [temporary] }, adminA)).errors).toBeUndefined();
    const left = await t.db
      .select({ n: count() })
      .from(ssoSignInStates)
      .where(eq(ssoSignInStates.providerId, temporary));
    expect(left[0]?.n).toBe(0);
    const refreshed = await fetch(
      `${origin}${SsoRoutes.refresh}?providerId=${temporary}&refreshToken=${refreshToken}`,
    );
    expect(await refreshed.json()).toEqual({ access_token: null, refresh_token: null });
  });

  it('lists a tenant’s providers publicly as ids and codes only', async () => {
    const res = await fetch(`${origin}${SsoRoutes.providers}?tenantId=${tenantB}`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([{ id: providerB, provider: 1 }]);
    // The parent partner has none of its own: a customer's providers are not its parent's.
    for (const tenantId of ['999999999', String(partnerId)])
      expect(await (await fetch(`${origin}${SsoRoutes.providers}?tenantId=${tenantId}`)).json()).toEqual([]);
    for (const bad of ['', 'x', '1.5', '99999999999'])
      expect((await fetch(`${origin}${SsoRoutes.providers}?tenantId=${bad}`)).status).toBe(400);
  });
});
