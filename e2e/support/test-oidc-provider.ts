import { generateKeyPairSync, randomBytes } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration } from 'oidc-provider';

/*
 * A real OpenID Connect provider (the maintained oidc-provider package) on loopback, for tests of
 * single sign-on: authorization code with PKCE, a login page where a person types their e-mail
 * address, consent granted as soon as it is asked. Used by the server's integration tests and by
 * the Playwright journey alike.
 */

export interface TestAccount {
  email: string;
  /** Default true. */
  emailVerified?: boolean;
}

export interface TestOidcProvider {
  /** http://127.0.0.1:<port>: what an auth provider's URL holds. */
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Adds a person who can sign in (by their e-mail address). */
  addAccount(account: TestAccount): void;
  close(): Promise<void>;
}

export interface TestOidcProviderOptions {
  /** Where the provider may send the browser back: the console's /sso/callback. */
  redirectUris: string[];
  accounts?: TestAccount[];
}

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

function loginPage(uid: string, client: string): string {
  return `<!doctype html><html><head><meta charset="utf-8"><title>Test identity provider</title></head>
<body style="font-family: sans-serif; max-width: 420px; margin: 64px auto">
<h1>Test identity provider</h1>
<p>Sign in to continue to ${escapeHtml(client)}.</p>
<form method="post" action="/interaction/${escapeHtml(uid)}/login">
  <label>E-mail <input name="login" type="email" autocomplete="username" autofocus required></label>
  <button type="submit">Sign in</button>
</form>
<form method="post" action="/interaction/${escapeHtml(uid)}/abort"><button type="submit">Cancel</button></form>
</body></html>`;
}

async function formBody(req: http.IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

export async function startTestOidcProvider(options: TestOidcProviderOptions): Promise<TestOidcProvider> {
  const accounts = new Map<string, TestAccount>();
  const addAccount = (a: TestAccount) => accounts.set(a.email.toLowerCase(), a);
  for (const a of options.accounts ?? []) addAccount(a);
  const clientId = `vigil-test-${randomBytes(4).toString('hex')}`;
  const clientSecret = randomBytes(24).toString('base64url');

  let provider: Provider | null = null;
  const server = http.createServer((req, res) => {
    void handle(req, res).catch((e: unknown) => {
      res.statusCode = 500;
      res.end(String(e));
    });
  });
  async function handle(req: http.IncomingMessage, res: http.ServerResponse) {
    const p = provider;
    if (!p) throw new Error('provider not started');
    const match = /^\/interaction\/([\w-]+)(\/login|\/abort)?$/.exec(req.url?.split('?')[0] ?? '');
    if (!match) return p.callback()(req, res);
    const details = await p.interactionDetails(req, res);
    if (match[2] === '/abort') {
      await p.interactionFinished(req, res, { error: 'access_denied', error_description: 'Cancelled' });
      return;
    }
    if (match[2] === '/login' && req.method === 'POST') {
      const login = (await formBody(req)).get('login')?.trim().toLowerCase() ?? '';
      if (!accounts.has(login)) {
        res.statusCode = 200;
        res.setHeader('content-type', 'text/html; charset=utf-8');
        res.end(
          `${loginPage(details.uid, String(details.params.client_id))}<p role="alert">Unknown user</p>`,
        );
        return;
      }
      await p.interactionFinished(
        req,
        res,
        { login: { accountId: login } },
        { mergeWithLastSubmission: false },
      );
      return;
    }
    if (details.prompt.name === 'consent') {
      const accountId = details.session?.accountId;
      if (!accountId) throw new Error('consent without a signed-in account');
      const grant = new p.Grant({ accountId, clientId: String(details.params.client_id) });
      grant.addOIDCScope(String(details.params.scope));
      await p.interactionFinished(
        req,
        res,
        { consent: { grantId: await grant.save() } },
        { mergeWithLastSubmission: true },
      );
      return;
    }
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.end(loginPage(details.uid, String(details.params.client_id)));
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const signingKey = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' });
  const configuration: Configuration = {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: [{ ...signingKey, kid: 'test-key', use: 'sig', alg: 'RS256' }] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    claims: { openid: ['sub'], email: ['email', 'email_verified'] },
    // The ID token carries the e-mail claims itself (no userinfo call needed).
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 60,
      Grant: 3600,
      IdToken: 600,
      Interaction: 600,
      Session: 3600,
    },
    features: { devInteractions: { enabled: false } },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    async findAccount(_ctx, id) {
      const account = accounts.get(id);
      if (!account) return undefined;
      return {
        accountId: id,
        claims: async () => ({
          sub: id,
          email: account.email,
          email_verified: account.emailVerified ?? true,
        }),
      };
    },
  };
  provider = new Provider(issuer, configuration);
  // Its own errors are answered to the client; the test reads them there.
  provider.on('server_error', () => undefined);

  return {
    issuer,
    clientId,
    clientSecret,
    addAccount,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((e) => (e ? reject(e) : resolve()));
      }),
  };
}
