import * as oidc from 'openid-client';
import type { AuthProviderType } from '@vigil/contracts';

/**
 * The OpenID Connect relying party, through openid-client: discovery from the provider's issuer,
 * the authorization code flow with PKCE (S256), state and nonce, and the ID token's checks (issuer,
 * audience, signature against the provider's keys, expiry, nonce).
 */

export interface ProviderSettings {
  kind: AuthProviderType;
  url: string;
  clientId: string;
  clientSecret: string;
}

export interface ClientOptions {
  /** http:// to a provider on this computer (tests, a provider beside the server); never in production. */
  allowLoopbackHttp: boolean;
  timeoutSeconds: number;
}

/** The provider could not be reached, or its discovery document is not one. */
export class ProviderUnavailableError extends Error {}
/** The provider's answer did not pass the checks (code, state, PKCE, ID token). */
export class ProviderResponseError extends Error {}

const SCOPE = 'openid email profile';

async function configure(settings: ProviderSettings, options: ClientOptions): Promise<oidc.Configuration> {
  const issuer = new URL(settings.url);
  const insecure = issuer.protocol === 'http:' && options.allowLoopbackHttp;
  const extra = insecure ? [oidc.allowInsecureRequests] : [];
  let config: oidc.Configuration;
  try {
    config = await oidc.discovery(
      issuer,
      settings.clientId,
      settings.clientSecret,
      oidc.ClientSecretBasic(settings.clientSecret),
      { timeout: options.timeoutSeconds, execute: extra },
    );
  } catch (e) {
    throw new ProviderUnavailableError(`discovery of ${issuer.href} failed: ${String(e)}`, { cause: e });
  }
  const methods = config.serverMetadata().token_endpoint_auth_methods_supported;
  // client_secret_basic is the default of the discovery spec (Okta's too); some accept only POST.
  if (methods && !methods.includes('client_secret_basic') && methods.includes('client_secret_post')) {
    config = new oidc.Configuration(
      config.serverMetadata(),
      settings.clientId,
      settings.clientSecret,
      oidc.ClientSecretPost(settings.clientSecret),
    );
    for (const run of extra) run(config);
  }
  config.timeout = options.timeoutSeconds;
  return config;
}

export interface AuthorizationChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** A new sign-in's secrets: kept on the server, only the state and the challenge leave it. */
export function newChecks(): AuthorizationChecks {
  return {
    state: oidc.randomState(),
    nonce: oidc.randomNonce(),
    codeVerifier: oidc.randomPKCECodeVerifier(),
  };
}

/** Where to send the browser: the provider's authorization endpoint with this sign-in's parameters. */
export async function authorizationUrl(
  settings: ProviderSettings,
  options: ClientOptions,
  redirectUri: string,
  checks: AuthorizationChecks,
): Promise<URL> {
  const config = await configure(settings, options);
  return oidc.buildAuthorizationUrl(config, {
    redirect_uri: redirectUri,
    scope: SCOPE,
    response_type: 'code',
    state: checks.state,
    nonce: checks.nonce,
    code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
    code_challenge_method: 'S256',
  });
}

function isNetworkFailure(e: unknown): boolean {
  for (let c: unknown = e; c instanceof Error; c = c.cause)
    if (c.name === 'TimeoutError' || c.name === 'AbortError' || /fetch failed|ECONNREFUSED/.test(c.message))
      return true;
  return false;
}

/**
 * Exchanges the callback's code at the token endpoint and returns the verified ID token's claims.
 * `callbackUrl` is the redirect URI with the query the provider sent back.
 */
export async function exchangeCode(
  settings: ProviderSettings,
  options: ClientOptions,
  callbackUrl: URL,
  checks: AuthorizationChecks,
): Promise<Record<string, unknown>> {
  const config = await configure(settings, options);
  try {
    const tokens = await oidc.authorizationCodeGrant(config, callbackUrl, {
      pkceCodeVerifier: checks.codeVerifier,
      expectedState: checks.state,
      expectedNonce: checks.nonce,
      idTokenExpected: true,
    });
    const claims = tokens.claims();
    if (!claims) throw new ProviderResponseError('no ID token');
    return { ...claims };
  } catch (e) {
    if (e instanceof ProviderResponseError) throw e;
    if (isNetworkFailure(e)) throw new ProviderUnavailableError(String(e), { cause: e });
    throw new ProviderResponseError(String(e), { cause: e });
  }
}

const EMAIL = /^[^\s@]+@[^\s@]+$/;

/**
 * The e-mail address the provider vouches for. Okta: `email`, unless it says the address is not
 * verified. Microsoft: `email`, else the sign-in name (`preferred_username`) when it is an address;
 * the directory's own administrators set both (the issuer is one directory, never `common`).
 */
export function signedInEmail(kind: AuthProviderType, claims: Record<string, unknown>): string | null {
  const email = typeof claims.email === 'string' ? claims.email.trim() : '';
  let chosen: string | null = null;
  if (kind === 'OKTA') chosen = email && claims.email_verified !== false ? email : null;
  else {
    const name = typeof claims.preferred_username === 'string' ? claims.preferred_username.trim() : '';
    chosen = email || name || null;
  }
  return chosen && chosen.length <= 255 && EMAIL.test(chosen) ? chosen : null;
}
