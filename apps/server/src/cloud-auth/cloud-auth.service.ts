import {
  CLOUD_AUTH_PROVIDER,
  CLOUD_AUTH_SCOPES,
  CLOUD_AUTH_SERVICE_LABELS,
  CLOUD_AUTH_SERVICES,
  CloudAuthLimits,
  CloudAuthMessages,
  CloudAuthReturnParams,
  CloudAuthRoutes,
  isConsolePath,
  parseScannerAuthFile,
  type CloudAuthService,
  type CloudAuthSource,
  type ScannerConfFile,
} from '@vigil/contracts';
import { recordAudit } from '../audit/audit.service.js';
import type { AuthUser } from '../common/context.js';
import { NotFoundError, ValidationError } from '../common/errors.js';
import type { CloudAuthProviderConfig, Config } from '../config.js';
import type { Db, Queryable } from '../db/client.js';
import { secretBox, type SecretBox } from '../sso/client-secret-box.js';
import { resolveTenantScope, type TenantScope } from '../tenants/tenant-scope.js';
import { findActiveUserWithTenant } from '../users/users.repo.js';
import {
  nonceHash,
  newNonce,
  pkcePair,
  signAuthState,
  verifyAuthState,
  type AuthStateMode,
} from './cloud-auth-state.js';
import {
  deleteConnection,
  findConnection,
  listConnections,
  pruneAuthStates,
  saveAuthStates,
  takeAuthState,
  upsertConnection,
  type ConnectionRow,
} from './cloud-auth.repo.js';

/** Cloud connections belong to customers: any other tenant answers like a missing one. */
function requireCustomer(scope: TenantScope): void {
  if (!scope.isCustomer) throw new NotFoundError('Tenant', scope.tenantId);
}

export function providerOf(config: Config, service: CloudAuthService): CloudAuthProviderConfig | null {
  return CLOUD_AUTH_PROVIDER[service] === 'MICROSOFT' ? config.cloudAuth.microsoft : config.cloudAuth.google;
}

/** Sealed per service: a Drive token never opens as a Gmail one, nor in another tenant. */
export function connectionBox(config: Config, service: CloudAuthService): SecretBox {
  return secretBox(config.jwtSecret, {
    keyInfo: 'cloud-auth connection v1',
    bindingPrefix: `cloud-auth:${service}`,
  });
}

/** The console's own address, as the providers know it (their registered redirect URIs). */
export function consoleOrigin(config: Config): string {
  if (config.publicUrl) return new URL(config.publicUrl).origin;
  const host = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`;
}

export const redirectUriOf = (config: Config, mode: AuthStateMode) =>
  `${consoleOrigin(config)}${mode === 'STORE' ? CloudAuthRoutes.store : CloudAuthRoutes.download}`;

export interface ScannerAuthUrls {
  googleDrive: string | null;
  googleMail: string | null;
  microsoftOneDrive: string | null;
  microsoftOutlook: string | null;
}

const URL_FIELD: Record<CloudAuthService, keyof ScannerAuthUrls> = {
  GOOGLE_DRIVE: 'googleDrive',
  GOOGLE_MAIL: 'googleMail',
  MICROSOFT_ONEDRIVE: 'microsoftOneDrive',
  MICROSOFT_OUTLOOK: 'microsoftOutlook',
};

/**
 * vigilScannerAuthUrls: the authorize URL of each configured service (null for one this server is
 * not configured for), each with its own signed, expiring, single-use state and PKCE challenge.
 */
export async function scannerAuthUrls(
  db: Queryable,
  config: Config,
  user: AuthUser,
  scope: TenantScope,
  request: { redirectUrl: string; downloadConfFile?: boolean | null },
  now: Date,
): Promise<ScannerAuthUrls> {
  requireCustomer(scope);
  if (!isConsolePath(request.redirectUrl)) {
    throw new ValidationError(CloudAuthMessages.redirectUrlInvalid, 'redirectUrl');
  }
  const mode: AuthStateMode = request.downloadConfFile ? 'DOWNLOAD' : 'STORE';
  const expiresAt = new Date(now.getTime() + CloudAuthLimits.stateSeconds * 1000);
  const urls: ScannerAuthUrls = {
    googleDrive: null,
    googleMail: null,
    microsoftOneDrive: null,
    microsoftOutlook: null,
  };
  const states = [];
  for (const service of CLOUD_AUTH_SERVICES) {
    const provider = providerOf(config, service);
    if (!provider) continue;
    const nonce = newNonce();
    const pkce = pkcePair();
    const state = signAuthState(config.jwtSecret, {
      nonce,
      tenantId: scope.tenantId,
      authService: service,
      mode,
      expiresAt,
    });
    const url = new URL(provider.authorizeUrl);
    url.searchParams.set('client_id', provider.clientId);
    url.searchParams.set('response_type', 'code');
    url.searchParams.set('redirect_uri', redirectUriOf(config, mode));
    url.searchParams.set('scope', CLOUD_AUTH_SCOPES[service].join(' '));
    url.searchParams.set('state', state);
    url.searchParams.set('code_challenge', pkce.challenge);
    url.searchParams.set('code_challenge_method', 'S256');
    if (CLOUD_AUTH_PROVIDER[service] === 'GOOGLE') {
      // A refresh token, asked for again even when the account consented before.
      url.searchParams.set('access_type', 'offline');
      url.searchParams.set('prompt', 'consent');
      url.searchParams.set('include_granted_scopes', 'true');
    } else {
      url.searchParams.set('response_mode', 'query');
    }
    urls[URL_FIELD[service]] = url.href;
    states.push({
      nonceHash: nonceHash(nonce),
      userId: user.id,
      authService: service,
      mode,
      codeVerifier: pkce.verifier,
      returnPath: request.redirectUrl,
      expiresAt,
    });
  }
  await pruneAuthStates(db, scope, now);
  await saveAuthStates(db, scope, states);
  return urls;
}

export interface CloudAuthDataView {
  authService: CloudAuthService;
  isConfigured: boolean;
  isConnected: boolean;
  source: CloudAuthSource | null;
  connectedAt: Date | null;
}

function viewOf(config: Config, service: CloudAuthService, row: ConnectionRow | null): CloudAuthDataView {
  return {
    authService: service,
    isConfigured: providerOf(config, service) !== null,
    isConnected: row !== null,
    source: row?.source ?? null,
    connectedAt: row?.connectedAt ?? null,
  };
}

/** customerCloudAuthData: each service, whether this server can connect it and whether it is connected. */
export async function customerCloudAuthData(
  db: Queryable,
  config: Config,
  scope: TenantScope,
): Promise<CloudAuthDataView[]> {
  requireCustomer(scope);
  const rows = await listConnections(db, scope);
  return CLOUD_AUTH_SERVICES.map((s) => viewOf(config, s, rows.find((r) => r.authService === s) ?? null));
}

async function connect(
  db: Db,
  config: Config,
  user: AuthUser,
  scope: TenantScope,
  service: CloudAuthService,
  source: CloudAuthSource,
  secretJson: string,
  now: Date,
): Promise<void> {
  const sealed = connectionBox(config, service).seal(secretJson, scope.tenantId);
  await db.transaction(async (tx) => {
    const before = await findConnection(tx, scope, service);
    await upsertConnection(tx, scope, {
      authService: service,
      source,
      sealedData: sealed,
      userId: user.id,
      now,
    });
    // What was connected and how, never the token or the file.
    await recordAudit(tx, user, {
      scope,
      entityType: 'CloudAuthConnection',
      entityId: scope.tenantId,
      entityName: CLOUD_AUTH_SERVICE_LABELS[service],
      operation: before ? 'UPDATE' : 'CREATE',
      before: before
        ? { authService: service, source: before.source, connectedAt: before.connectedAt }
        : null,
      after: { authService: service, source, connectedAt: now },
    });
  });
}

/** uploadvigilScannerAuthFile: a Google service account key or a scanner conf file, validated, sealed. */
export async function uploadScannerAuthFile(
  db: Db,
  config: Config,
  user: AuthUser,
  scope: TenantScope,
  request: { authService: CloudAuthService; file: string },
  now: Date,
): Promise<CloudAuthDataView> {
  requireCustomer(scope);
  const parsed = parseScannerAuthFile(request.authService, request.file);
  if (!parsed.ok) throw new ValidationError(parsed.message, 'file');
  await connect(
    db,
    config,
    user,
    scope,
    request.authService,
    'FILE',
    JSON.stringify({ kind: parsed.kind, value: parsed.value }),
    now,
  );
  return viewOf(config, request.authService, await findConnection(db, scope, request.authService));
}

/** deletevigilScannerAuth: forgets the service's connection (its token or file with it). */
export async function deleteScannerAuth(
  db: Db,
  user: AuthUser,
  scope: TenantScope,
  authService: CloudAuthService,
): Promise<boolean> {
  requireCustomer(scope);
  return db.transaction(async (tx) => {
    const before = await findConnection(tx, scope, authService);
    if (!before || !(await deleteConnection(tx, scope, authService))) {
      throw new NotFoundError('CloudAuthConnection', authService);
    }
    await recordAudit(tx, user, {
      scope,
      entityType: 'CloudAuthConnection',
      entityId: scope.tenantId,
      entityName: CLOUD_AUTH_SERVICE_LABELS[authService],
      operation: 'DELETE',
      before: { authService, source: before.source, connectedAt: before.connectedAt },
    });
    return true;
  });
}

// ---- The callbacks (spec part 2 §7.3) ----

export interface CallbackParams {
  state: string | null;
  code: string | null;
  /** The provider's refusal (error=access_denied…). */
  error: string | null;
  tenantId: number | null;
}

export type CallbackOutcome =
  | { kind: 'invalid'; message: string }
  | { kind: 'redirect'; location: string }
  | { kind: 'download'; fileName: string; body: string };

export interface CallbackDeps {
  db: Db;
  config: Config;
  now: () => Date;
  fetch?: typeof fetch;
  log: { warn(obj: object, msg: string): void };
}

function returnLocation(path: string, param: string, value: string): string {
  const url = new URL(path, 'http://console.invalid');
  url.searchParams.set(param, value);
  return `${url.pathname}${url.search}`;
}

class ExchangeError extends Error {
  constructor(readonly text: string) {
    super(text);
  }
}

interface TokenAnswer {
  refreshToken: string;
  scope: string | null;
}

/** The authorization code at the provider's token endpoint (RFC 6749 §4.1.3 with the PKCE verifier). */
async function exchangeCode(
  deps: CallbackDeps,
  provider: CloudAuthProviderConfig,
  code: string,
  redirectUri: string,
  verifier: string,
): Promise<TokenAnswer> {
  const body = new URLSearchParams({
    grant_type: 'authorization_code',
    code,
    redirect_uri: redirectUri,
    client_id: provider.clientId,
    client_secret: provider.clientSecret,
    code_verifier: verifier,
  });
  let response: Response;
  try {
    response = await (deps.fetch ?? fetch)(provider.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body,
      signal: AbortSignal.timeout(CloudAuthLimits.providerTimeoutSeconds * 1000),
      redirect: 'error',
    });
  } catch (e) {
    deps.log.warn({ tokenUrl: provider.tokenUrl, err: String(e) }, 'cloud auth: token endpoint unreachable');
    throw new ExchangeError(CloudAuthMessages.providerUnavailable);
  }
  const json = (await response.json().catch(() => null)) as {
    refresh_token?: unknown;
    scope?: unknown;
    error?: unknown;
  } | null;
  if (!response.ok || !json) {
    // The provider's error code only: its description may echo what was sent.
    deps.log.warn(
      {
        tokenUrl: provider.tokenUrl,
        status: response.status,
        error: typeof json?.error === 'string' ? json.error : null,
      },
      'cloud auth: code exchange refused',
    );
    throw new ExchangeError(CloudAuthMessages.providerRefused);
  }
  if (
    typeof json.refresh_token !== 'string' ||
    json.refresh_token.length === 0 ||
    json.refresh_token.length > 8192
  ) {
    throw new ExchangeError(CloudAuthMessages.noRefreshToken);
  }
  return { refreshToken: json.refresh_token, scope: typeof json.scope === 'string' ? json.scope : null };
}

/**
 * A provider's callback: the state must be this server's, unexpired and unused, for this callback;
 * the user who started it must still be a writer who may act for its customer. Then the code is
 * exchanged and the refresh token stored sealed (STORE) or answered in a conf file (DOWNLOAD).
 */
export async function finishConnection(
  deps: CallbackDeps,
  mode: AuthStateMode,
  params: CallbackParams,
): Promise<CallbackOutcome> {
  const now = deps.now();
  const claims = params.state ? verifyAuthState(deps.config.jwtSecret, params.state, now) : null;
  const invalid: CallbackOutcome = { kind: 'invalid', message: CloudAuthMessages.stateInvalid };
  if (!claims || claims.mode !== mode) return invalid;
  if (params.tenantId !== null && params.tenantId !== claims.tenantId) return invalid;
  const row = await takeAuthState(deps.db, nonceHash(claims.nonce));
  if (
    !row ||
    row.tenantId !== claims.tenantId ||
    row.authService !== claims.authService ||
    row.mode !== mode ||
    row.expiresAt.getTime() <= now.getTime()
  ) {
    return invalid;
  }
  const back = (param: string, value: string): CallbackOutcome => ({
    kind: 'redirect',
    location: returnLocation(row.returnPath, param, value),
  });
  const found = await findActiveUserWithTenant(deps.db, row.userId);
  if (!found || found.isReadOnlyUser) return back(CloudAuthReturnParams.error, CloudAuthMessages.notAllowed);
  const user: AuthUser = { ...found, actingTenantId: null };
  let scope: TenantScope;
  try {
    scope = await resolveTenantScope(deps.db, user, row.tenantId);
  } catch (e) {
    if (e instanceof NotFoundError) return back(CloudAuthReturnParams.error, CloudAuthMessages.notAllowed);
    throw e;
  }
  if (!scope.isCustomer) return back(CloudAuthReturnParams.error, CloudAuthMessages.notAllowed);
  if (params.error !== null || !params.code)
    return back(CloudAuthReturnParams.error, CloudAuthMessages.providerRefused);
  const provider = providerOf(deps.config, row.authService);
  if (!provider) return back(CloudAuthReturnParams.error, CloudAuthMessages.providerUnavailable);
  let token: TokenAnswer;
  try {
    token = await exchangeCode(
      deps,
      provider,
      params.code,
      redirectUriOf(deps.config, mode),
      row.codeVerifier,
    );
  } catch (e) {
    if (e instanceof ExchangeError) return back(CloudAuthReturnParams.error, e.text);
    throw e;
  }
  if (mode === 'DOWNLOAD') {
    const conf: ScannerConfFile = {
      vigilScannerAuth: 1,
      authService: row.authService,
      clientId: provider.clientId,
      clientSecret: provider.clientSecret,
      tokenUrl: provider.tokenUrl,
      apiUrl: provider.apiUrl,
      refreshToken: token.refreshToken,
    };
    return {
      kind: 'download',
      fileName: `vigil-scanner-${row.authService.toLowerCase().replace(/_/g, '-')}.json`,
      body: `${JSON.stringify(conf, null, 2)}\n`,
    };
  }
  await connect(
    deps.db,
    deps.config,
    user,
    scope,
    row.authService,
    'OAUTH',
    JSON.stringify({ kind: 'REFRESH_TOKEN', refreshToken: token.refreshToken, scope: token.scope }),
    now,
  );
  return back(CloudAuthReturnParams.connected, row.authService);
}
