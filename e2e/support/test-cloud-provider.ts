import { createHash, createVerify, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { GoogleServiceAccount } from '@vigil/contracts';

/**
 * A local stand-in for the Microsoft identity platform + Microsoft Graph and Google's OAuth 2.0 +
 * Drive v3 + Gmail v1, speaking the documented shapes of the endpoints Vigil uses (node:http on
 * loopback). Its authorize endpoints consent at once: they redirect straight back with a code
 * (or with error=access_denied while `deny` is set). The token endpoints check what real ones
 * check: the client, the redirect_uri of the authorization, the PKCE verifier, single use.
 * Live accounts are never used by the tests.
 */

export interface FakeDriveItem {
  id: string;
  name: string;
  /** The folder path below the drive root ('' for the root). */
  folder: string;
  content: string;
  modified?: string;
}

export interface FakeMessage {
  id: string;
  subject: string;
  body: string;
  attachments?: { id: string; name: string; content: string }[];
}

export interface FakeGoogleFile {
  id: string;
  name: string;
  mimeType: string;
  content: string;
  modified?: string;
}

export interface FakeGmailMessage {
  id: string;
  /** The whole RFC 822 message. */
  raw: string;
}

export interface CloudProviderData {
  oneDrive: FakeDriveItem[];
  outlook: FakeMessage[];
  googleDrive: FakeGoogleFile[];
  gmail: FakeGmailMessage[];
}

export interface TestCloudProvider {
  url: string;
  /** The account every API names (user principal name, e-mail address). */
  account: string;
  /** Client id and secret the fake accepts for both providers. */
  clientId: string;
  clientSecret: string;
  data: CloudProviderData;
  /** The authorize endpoints refuse (error=access_denied) while true. */
  deny: boolean;
  /** Refresh tokens issued so far (tests look for them in the database). */
  issuedRefreshTokens: string[];
  /** While true, a refresh answers a new refresh token and retires the one it was given (as Microsoft may). */
  rotateRefreshTokens: boolean;
  /** The account removes the app's access: every refresh token issued so far is refused (invalid_grant). */
  revokeRefreshTokens(): void;
  /** A Google service account this provider trusts (its key file, as Google's console downloads it). */
  addServiceAccount(email?: string): GoogleServiceAccount;
  /** The `sub` of each service-account grant, in order (undefined: the account itself). */
  serviceAccountSubjects: (string | undefined)[];
  /** Requests received, as "METHOD path" (tests check pagination and refreshes). */
  requests: string[];
  /** Env of a server using this fake for both providers. */
  env(): Record<string, string>;
  close(): Promise<void>;
}

const PAGE = 2;

interface PendingCode {
  clientId: string;
  redirectUri: string;
  challenge: string;
  scope: string;
}

function send(res: http.ServerResponse, status: number, body: unknown, type = 'application/json'): void {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  res.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(text) });
  res.end(text);
}

async function readBody(req: http.IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const token = () => randomBytes(24).toString('base64url');

export async function startTestCloudProvider(
  options: { port?: number; data?: Partial<CloudProviderData> } = {},
): Promise<TestCloudProvider> {
  const codes = new Map<string, PendingCode>();
  const refreshTokens = new Set<string>();
  const accessTokens = new Set<string>();
  const serviceAccounts = new Map<string, KeyObject>();
  const state: TestCloudProvider = {
    url: '',
    account: 'megan@contoso.test',
    clientId: 'vigil-test-client',
    clientSecret: 'vigil-test-client-secret',
    data: { oneDrive: [], outlook: [], googleDrive: [], gmail: [], ...options.data },
    deny: false,
    issuedRefreshTokens: [],
    rotateRefreshTokens: false,
    serviceAccountSubjects: [],
    revokeRefreshTokens() {
      refreshTokens.clear();
    },
    addServiceAccount(email = `scanner-${serviceAccounts.size + 1}@vigil-test.iam.gserviceaccount.com`) {
      const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
      serviceAccounts.set(email, publicKey);
      return {
        type: 'service_account',
        client_email: email,
        private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
        private_key_id: token(),
        project_id: 'vigil-test',
        token_uri: `${state.url}/google/token`,
      };
    },
    requests: [],
    env() {
      return {
        CLOUD_AUTH_MICROSOFT_CLIENT_ID: state.clientId,
        CLOUD_AUTH_MICROSOFT_CLIENT_SECRET: state.clientSecret,
        CLOUD_AUTH_MICROSOFT_AUTHORITY: `${state.url}/ms/common`,
        CLOUD_AUTH_MICROSOFT_GRAPH_URL: `${state.url}/graph`,
        CLOUD_AUTH_GOOGLE_CLIENT_ID: state.clientId,
        CLOUD_AUTH_GOOGLE_CLIENT_SECRET: state.clientSecret,
        CLOUD_AUTH_GOOGLE_AUTHORIZE_URL: `${state.url}/google/o/oauth2/v2/auth`,
        CLOUD_AUTH_GOOGLE_TOKEN_URL: `${state.url}/google/token`,
        CLOUD_AUTH_GOOGLE_API_URL: `${state.url}/googleapis`,
      };
    },
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };

  function authorize(url: URL, res: http.ServerResponse): void {
    const q = url.searchParams;
    const redirect = q.get('redirect_uri');
    if (q.get('client_id') !== state.clientId || !redirect || q.get('response_type') !== 'code') {
      return send(res, 400, { error: 'invalid_request' });
    }
    const back = new URL(redirect);
    if (q.get('state')) back.searchParams.set('state', q.get('state') ?? '');
    if (state.deny) {
      back.searchParams.set('error', 'access_denied');
      back.searchParams.set('error_description', 'The user declined.');
    } else {
      if (q.get('code_challenge_method') !== 'S256' || !q.get('code_challenge')) {
        return send(res, 400, { error: 'invalid_request', error_description: 'PKCE required' });
      }
      const code = token();
      codes.set(code, {
        clientId: state.clientId,
        redirectUri: redirect,
        challenge: q.get('code_challenge') ?? '',
        scope: q.get('scope') ?? '',
      });
      back.searchParams.set('code', code);
    }
    res.writeHead(302, { location: back.href });
    res.end();
  }

  async function tokenEndpoint(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const form = new URLSearchParams(await readBody(req));
    if (form.get('grant_type') === 'urn:ietf:params:oauth:grant-type:jwt-bearer') {
      return serviceAccountGrant(form.get('assertion') ?? '', res);
    }
    if (form.get('client_id') !== state.clientId || form.get('client_secret') !== state.clientSecret) {
      return send(res, 401, { error: 'invalid_client' });
    }
    const issue = (scope: string, withRefresh: boolean) => {
      const access = token();
      accessTokens.add(access);
      const answer: Record<string, unknown> = {
        token_type: 'Bearer',
        expires_in: 3600,
        access_token: access,
        scope,
      };
      if (withRefresh) {
        const refresh = `rt-${token()}`;
        refreshTokens.add(refresh);
        state.issuedRefreshTokens.push(refresh);
        answer.refresh_token = refresh;
      }
      return answer;
    };
    if (form.get('grant_type') === 'authorization_code') {
      const pending = codes.get(form.get('code') ?? '');
      codes.delete(form.get('code') ?? '');
      const verifier = form.get('code_verifier') ?? '';
      const challenge = createHash('sha256').update(verifier).digest('base64url');
      if (!pending || pending.redirectUri !== form.get('redirect_uri') || pending.challenge !== challenge) {
        return send(res, 400, { error: 'invalid_grant' });
      }
      return send(res, 200, issue(pending.scope, true));
    }
    if (form.get('grant_type') === 'refresh_token') {
      const presented = form.get('refresh_token') ?? '';
      if (!refreshTokens.has(presented)) return send(res, 400, { error: 'invalid_grant' });
      if (state.rotateRefreshTokens) refreshTokens.delete(presented);
      return send(res, 200, issue(form.get('scope') ?? '', state.rotateRefreshTokens));
    }
    return send(res, 400, { error: 'unsupported_grant_type' });
  }

  /** RFC 7523: an RS256 assertion signed by a known service account, for this token endpoint, in date. */
  function serviceAccountGrant(assertion: string, res: http.ServerResponse): void {
    const [header, claims, signature] = assertion.split('.');
    const parse = (part: string | undefined) => {
      try {
        return JSON.parse(Buffer.from(part ?? '', 'base64url').toString('utf8')) as Record<string, unknown>;
      } catch {
        return null;
      }
    };
    const h = parse(header);
    const c = parse(claims);
    const key = typeof c?.iss === 'string' ? serviceAccounts.get(c.iss) : undefined;
    const now = Date.now() / 1000;
    const valid =
      h?.alg === 'RS256' &&
      key !== undefined &&
      c !== null &&
      c.aud === `${state.url}/google/token` &&
      typeof c.scope === 'string' &&
      c.scope.startsWith('https://www.googleapis.com/auth/') &&
      typeof c.iat === 'number' &&
      typeof c.exp === 'number' &&
      c.iat <= now + 60 &&
      c.exp > now &&
      c.exp - c.iat <= 3600 &&
      createVerify('RSA-SHA256')
        .update(`${header}.${claims}`)
        .verify(key, Buffer.from(signature ?? '', 'base64url'));
    if (!valid) return send(res, 400, { error: 'invalid_grant' });
    state.serviceAccountSubjects.push(typeof c.sub === 'string' ? c.sub : undefined);
    const access = token();
    accessTokens.add(access);
    send(res, 200, { token_type: 'Bearer', expires_in: 3600, access_token: access });
  }

  const authorized = (req: http.IncomingMessage) => {
    const m = /^Bearer (\S+)$/.exec(req.headers.authorization ?? '');
    return m !== null && accessTokens.has(m[1] ?? '');
  };

  const pageOf = <T>(items: T[], from: number) => ({
    slice: items.slice(from, from + PAGE),
    next: from + PAGE,
  });

  function graph(url: URL, res: http.ServerResponse): void {
    const path = url.pathname.slice('/graph'.length);
    if (path === '/v1.0/me') {
      return send(res, 200, { id: 'user-1', userPrincipalName: state.account, mail: state.account });
    }
    if (path === '/v1.0/me/drive/root/delta') {
      const from = Number(url.searchParams.get('skip') ?? 0);
      const { slice, next } = pageOf(state.data.oneDrive, from);
      const value: unknown[] = [];
      if (from === 0) value.push({ id: 'root', name: 'root', root: {}, folder: { childCount: 0 } });
      for (const item of slice) {
        value.push({
          id: item.id,
          name: item.name,
          size: Buffer.byteLength(item.content),
          lastModifiedDateTime: item.modified ?? '2026-01-02T03:04:05Z',
          file: { mimeType: 'text/plain' },
          parentReference: { driveId: 'drive1', path: `/drive/root:${item.folder ? `/${item.folder}` : ''}` },
          '@microsoft.graph.downloadUrl': `${state.url}/download/onedrive/${encodeURIComponent(item.id)}?tempauth=x`,
        });
      }
      const more = next < state.data.oneDrive.length;
      return send(res, 200, {
        '@odata.context': `${state.url}/graph/v1.0/$metadata#Collection(driveItem)`,
        value,
        ...(more
          ? { '@odata.nextLink': `${state.url}/graph/v1.0/me/drive/root/delta?skip=${next}` }
          : { '@odata.deltaLink': `${state.url}/graph/v1.0/me/drive/root/delta?token=done` }),
      });
    }
    if (path === '/v1.0/me/messages') {
      const from = Number(url.searchParams.get('$skip') ?? 0);
      const { slice, next } = pageOf(state.data.outlook, from);
      return send(res, 200, {
        value: slice.map((m) => ({
          id: m.id,
          subject: m.subject,
          receivedDateTime: '2026-01-02T03:04:05Z',
          hasAttachments: (m.attachments ?? []).length > 0,
          body: { contentType: 'text', content: m.body },
        })),
        ...(next < state.data.outlook.length
          ? { '@odata.nextLink': `${state.url}/graph/v1.0/me/messages?$skip=${next}` }
          : {}),
      });
    }
    const attachments = /^\/v1\.0\/me\/messages\/([^/]+)\/attachments$/.exec(path);
    if (attachments) {
      const message = state.data.outlook.find((m) => m.id === decodeURIComponent(attachments[1] ?? ''));
      if (!message) return send(res, 404, { error: { code: 'ErrorItemNotFound', message: 'Not found' } });
      return send(res, 200, {
        value: (message.attachments ?? []).map((a) => ({
          '@odata.type': '#microsoft.graph.fileAttachment',
          id: a.id,
          name: a.name,
          contentType: 'text/plain',
          size: Buffer.byteLength(a.content),
          contentBytes: Buffer.from(a.content).toString('base64'),
        })),
      });
    }
    return send(res, 404, { error: { code: 'itemNotFound', message: 'Not found' } });
  }

  function google(url: URL, res: http.ServerResponse): void {
    const path = url.pathname.slice('/googleapis'.length);
    if (path === '/drive/v3/about') return send(res, 200, { user: { emailAddress: state.account } });
    if (path === '/gmail/v1/users/me/profile') {
      return send(res, 200, { emailAddress: state.account, messagesTotal: state.data.gmail.length });
    }
    if (path === '/drive/v3/files') {
      const from = Number(url.searchParams.get('pageToken') ?? 0);
      const { slice, next } = pageOf(state.data.googleDrive, from);
      return send(res, 200, {
        kind: 'drive#fileList',
        files: slice.map((f) => ({
          id: f.id,
          name: f.name,
          mimeType: f.mimeType,
          modifiedTime: f.modified ?? '2026-01-02T03:04:05.000Z',
          ...(f.mimeType.startsWith('application/vnd.google-apps.')
            ? {}
            : { size: String(Buffer.byteLength(f.content)) }),
        })),
        ...(next < state.data.googleDrive.length ? { nextPageToken: String(next) } : {}),
      });
    }
    const file = /^\/drive\/v3\/files\/([^/]+)(\/export)?$/.exec(path);
    if (file) {
      const f = state.data.googleDrive.find((x) => x.id === decodeURIComponent(file[1] ?? ''));
      if (!f) return send(res, 404, { error: { code: 404, message: 'File not found' } });
      const native = f.mimeType.startsWith('application/vnd.google-apps.');
      if (file[2] === '/export') {
        if (!native || !url.searchParams.get('mimeType')) return send(res, 400, { error: { code: 400 } });
        return send(res, 200, f.content, 'text/plain');
      }
      // files.get alt=media refuses Google Docs: they are exported.
      if (url.searchParams.get('alt') !== 'media' || native) {
        return send(res, 403, {
          error: { code: 403, message: 'Only files with binary content can be downloaded' },
        });
      }
      return send(res, 200, f.content, 'application/octet-stream');
    }
    if (path === '/gmail/v1/users/me/messages') {
      const from = Number(url.searchParams.get('pageToken') ?? 0);
      const { slice, next } = pageOf(state.data.gmail, from);
      return send(res, 200, {
        messages: slice.map((m) => ({ id: m.id, threadId: m.id })),
        resultSizeEstimate: state.data.gmail.length,
        ...(next < state.data.gmail.length ? { nextPageToken: String(next) } : {}),
      });
    }
    const message = /^\/gmail\/v1\/users\/me\/messages\/([^/]+)$/.exec(path);
    if (message) {
      const m = state.data.gmail.find((x) => x.id === decodeURIComponent(message[1] ?? ''));
      if (!m) return send(res, 404, { error: { code: 404, message: 'Not Found' } });
      if (url.searchParams.get('format') !== 'raw') return send(res, 400, { error: { code: 400 } });
      return send(res, 200, {
        id: m.id,
        threadId: m.id,
        internalDate: '1767323045000',
        sizeEstimate: m.raw.length,
        raw: Buffer.from(m.raw).toString('base64url'),
      });
    }
    return send(res, 404, { error: { code: 404, message: 'Not Found' } });
  }

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    state.requests.push(`${req.method} ${url.pathname}`);
    const run = async () => {
      if (
        req.method === 'GET' &&
        (url.pathname === '/ms/common/oauth2/v2.0/authorize' || url.pathname === '/google/o/oauth2/v2/auth')
      ) {
        return authorize(url, res);
      }
      if (
        req.method === 'POST' &&
        (url.pathname === '/ms/common/oauth2/v2.0/token' || url.pathname === '/google/token')
      ) {
        return tokenEndpoint(req, res);
      }
      const download = /^\/download\/onedrive\/([^/]+)$/.exec(url.pathname);
      if (req.method === 'GET' && download) {
        // A pre-authenticated download URL: no Authorization header, as Graph documents.
        const item = state.data.oneDrive.find((i) => i.id === decodeURIComponent(download[1] ?? ''));
        return item ? send(res, 200, item.content, 'application/octet-stream') : send(res, 404, '');
      }
      if (
        req.method === 'GET' &&
        (url.pathname.startsWith('/graph/') || url.pathname.startsWith('/googleapis/'))
      ) {
        if (!authorized(req)) {
          return send(res, 401, {
            error: { code: 'InvalidAuthenticationToken', message: 'Access token is empty or invalid.' },
          });
        }
        return url.pathname.startsWith('/graph/') ? graph(url, res) : google(url, res);
      }
      return send(res, 404, { error: 'not_found' });
    };
    run().catch(() => send(res, 500, { error: 'server_error' }));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  state.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return state;
}
