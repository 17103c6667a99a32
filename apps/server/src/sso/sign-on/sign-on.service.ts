import type { FastifyBaseLogger } from 'fastify';
import {
  AuthProviderCode,
  SsoLimits,
  SsoMessages,
  ssoRedirectUri,
  type PublicAuthProvider,
  type SsoRefreshResponse,
} from '@vigil/contracts';
import { markSignedIn } from '../../auth/login.repo.js';
import { sha256 } from '../../auth/opaque-tokens.js';
import { refreshSession } from '../../auth/refresh.js';
import { findRefreshToken } from '../../auth/refresh-tokens.js';
import { openSession } from '../../auth/sessions.js';
import { NotFoundError } from '../../common/errors.js';
import type { Config } from '../../config.js';
import type { Db } from '../../db/client.js';
import { resolveSystemScope, type TenantScope } from '../../tenants/tenant-scope.js';
import { findActiveUserOfTenant, findActiveUserWithTenant } from '../../users/users.repo.js';
import { findAuthProvider, providerOwner, type AuthProviderRow } from '../auth-providers.repo.js';
import { providerKinds } from '../auth-providers.service.js';
import { secretBox } from '../client-secret-box.js';
import {
  authorizationUrl,
  exchangeCode,
  newChecks,
  ProviderResponseError,
  ProviderUnavailableError,
  signedInEmail,
  type ClientOptions,
  type ProviderSettings,
} from './oidc-client.js';
import { pruneSignInStates, saveSignInState, takeSignInState } from './sign-in-states.repo.js';

/*
 * Sign-in through a tenant's OpenID Connect provider. Nothing here is asked for by a signed-in user:
 * the provider's id names its tenant (as a device credential names the device's), whose system scope
 * the reads take. A person is matched by e-mail among the provider's tenant's own users only, and
 * never created.
 */

export interface SignOnDeps {
  db: Db;
  config: Config;
  now: () => Date;
  log: FastifyBaseLogger;
}

/** Where the browser goes when a sign-in fails: sso/error with one of the texts it shows. */
export function errorLocation(message: string): string {
  return `/sso/error?${new URLSearchParams({ error: message }).toString()}`;
}

class SignOnError extends Error {
  constructor(
    readonly shown: string,
    readonly detail: string,
  ) {
    super(detail);
  }
}

const clientOptions = (config: Config): ClientOptions => ({
  allowLoopbackHttp: !config.isProduction,
  timeoutSeconds: SsoLimits.providerTimeoutSeconds,
});

async function tenantScope(deps: SignOnDeps, tenantId: number): Promise<TenantScope | null> {
  try {
    return await resolveSystemScope(deps.db, tenantId);
  } catch (e) {
    if (e instanceof NotFoundError) return null;
    throw e;
  }
}

/** The sign-on page's buttons: the tenant's providers' ids and codes (none for an unknown tenant). */
export async function publicProviders(deps: SignOnDeps, tenantId: number): Promise<PublicAuthProvider[]> {
  const scope = await tenantScope(deps, tenantId);
  if (!scope) return [];
  return (await providerKinds(deps.db, scope)).map((p) => ({
    id: p.id,
    provider: AuthProviderCode[p.provider],
  }));
}

async function providerOf(
  deps: SignOnDeps,
  tenantId: number,
  providerId: number,
): Promise<{ scope: TenantScope; row: AuthProviderRow; settings: ProviderSettings }> {
  const scope = await tenantScope(deps, tenantId);
  const row = scope ? await findAuthProvider(deps.db, scope, providerId) : null;
  if (!scope || !row) throw new SignOnError(SsoMessages.providerNotFound, `provider ${providerId} not found`);
  const clientSecret = secretBox(deps.config.jwtSecret).open(row.clientSecretSealed, scope.tenantId);
  if (clientSecret === null)
    throw new SignOnError(
      SsoMessages.secretUnreadable,
      `provider ${providerId}: the client secret does not open`,
    );
  return { scope, row, settings: { kind: row.provider, url: row.url, clientId: row.clientId, clientSecret } };
}

function failed(deps: SignOnDeps, e: unknown, step: string): string {
  if (e instanceof SignOnError) {
    deps.log.warn({ step, reason: e.detail }, 'single sign-on refused');
    return errorLocation(e.shown);
  }
  if (e instanceof ProviderUnavailableError) {
    deps.log.warn({ step, reason: e.message }, 'single sign-on provider unavailable');
    return errorLocation(SsoMessages.providerUnavailable);
  }
  if (e instanceof ProviderResponseError) {
    deps.log.warn({ step, reason: e.message }, 'single sign-on answer refused');
    return errorLocation(SsoMessages.invalidResponse);
  }
  throw e;
}

/**
 * /sso/login?providerId: a new sign-in at the provider (authorization code, PKCE S256, state, nonce).
 * Its secrets stay in the database for the callback, bound to the browser's `binding` cookie.
 * Returns where to send the browser.
 */
export async function startSignIn(
  deps: SignOnDeps,
  providerId: number,
  origin: string,
  binding: string,
): Promise<string> {
  try {
    const owner = await providerOwner(deps.db, providerId);
    if (owner === null)
      throw new SignOnError(SsoMessages.providerNotFound, `provider ${providerId} not found`);
    const { scope, settings } = await providerOf(deps, owner, providerId);
    const checks = newChecks();
    const redirectUri = ssoRedirectUri(origin);
    const url = await authorizationUrl(settings, clientOptions(deps.config), redirectUri, checks);
    const now = deps.now();
    await pruneSignInStates(deps.db, now);
    await saveSignInState(deps.db, scope, {
      stateHash: sha256(checks.state),
      providerId,
      codeVerifier: checks.codeVerifier,
      nonce: checks.nonce,
      browserHash: sha256(binding),
      redirectUri,
      expiresAt: new Date(now.getTime() + SsoLimits.signInStateSeconds * 1000),
    });
    return url.href;
  } catch (e) {
    return failed(deps, e, 'login');
  }
}

export interface CallbackInput {
  /** The callback's query string as the provider sent it (without '?'). */
  rawQuery: string;
  /** The browser's binding cookie, if it sent one. */
  binding: string | null;
}

/**
 * /sso/callback: finishes the sign-in its state names (once, while fresh, in the browser that
 * started it), exchanges the code, verifies the ID token, and opens a session for the provider's
 * tenant's user with the e-mail the provider vouches for. Returns where to send the browser.
 */
export async function finishSignIn(deps: SignOnDeps, input: CallbackInput): Promise<string> {
  try {
    const query = new URLSearchParams(input.rawQuery);
    const state = query.getAll('state');
    const expired = (why: string) => new SignOnError(SsoMessages.signInExpired, why);
    if (state.length !== 1 || !state[0] || state[0].length > 512) throw expired('no single state');
    const saved = await takeSignInState(deps.db, sha256(state[0]));
    if (!saved) throw expired('unknown or used state');
    if (saved.expiresAt.getTime() <= deps.now().getTime()) throw expired('state expired');
    if (!input.binding || sha256(input.binding) !== saved.browserHash) throw expired('another browser');
    if (query.has('error'))
      throw new SignOnError(
        SsoMessages.providerRefused,
        `provider said ${query.get('error')?.slice(0, 100)}`,
      );

    const { scope, settings } = await providerOf(deps, saved.tenantId, saved.providerId);
    const callbackUrl = new URL(saved.redirectUri);
    callbackUrl.search = input.rawQuery;
    const claims = await exchangeCode(settings, clientOptions(deps.config), callbackUrl, {
      state: state[0],
      nonce: saved.nonce,
      codeVerifier: saved.codeVerifier,
    });
    const email = signedInEmail(settings.kind, claims);
    if (!email) throw new SignOnError(SsoMessages.noEmail, 'no usable e-mail claim');
    const user = await findActiveUserOfTenant(deps.db, scope, email);
    if (!user)
      throw new SignOnError(SsoMessages.unknownUser, `no user of tenant ${scope.tenantId} has that e-mail`);

    const now = deps.now();
    const session = await deps.db.transaction(async (tx) => {
      await markSignedIn(tx, user.id, now);
      // As a handed-over session: not remembered beyond the short lifetime.
      return openSession(
        tx,
        deps.config,
        { userId: user.id, tenantId: user.tenantId, actingTenantId: null, keepMeLoggedIn: false },
        now,
      );
    });
    if (!session.accessToken || !session.refreshToken) throw new Error('no session was opened');
    const success = new URLSearchParams({
      access_token: session.accessToken,
      refresh_token: session.refreshToken,
      providerId: String(saved.providerId),
    });
    return `/sso/success?${success.toString()}`;
  } catch (e) {
    return failed(deps, e, 'callback');
  }
}

const ENDED: SsoRefreshResponse = { access_token: null, refresh_token: null };

/**
 * /sso/refresh?providerId&refreshToken: renews a session as POST /api/Login/refresh does, while the
 * provider it names still belongs to the user's tenant (a deleted provider's sessions end at their
 * next refresh).
 */
export async function refreshSsoSession(
  deps: SignOnDeps,
  providerId: number,
  refreshToken: string,
): Promise<SsoRefreshResponse> {
  const token = await findRefreshToken(deps.db, refreshToken);
  const user = token ? await findActiveUserWithTenant(deps.db, token.userId) : null;
  if (!user || (await providerOwner(deps.db, providerId)) !== user.tenantId) return ENDED;
  const renewed = await refreshSession(deps, { refreshToken, tenantId: null });
  return { access_token: renewed.accessToken, refresh_token: renewed.refreshToken };
}
