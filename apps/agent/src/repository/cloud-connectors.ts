import { createHash, createSign } from 'node:crypto';
import { promises as fs } from 'node:fs';
import path from 'node:path';
import type { CloudAuthService, ScannerConfFile } from '@vigil/contracts';
import { mirrorPathOf, RepositoryMissingError, type MirrorResult } from './s3-mirror.js';

/**
 * Connectors to the cloud services a customer connects (OneDrive, Outlook, Google Drive, Gmail),
 * written against their published REST APIs with fetch: the access token comes from the scanner
 * conf file's refresh token at the provider's token endpoint (RFC 6749 §6), then
 *
 * - OneDrive: Microsoft Graph GET /v1.0/me/drive/root/delta, following @odata.nextLink until the
 *   @odata.deltaLink; each file item's @microsoft.graph.downloadUrl (pre-authenticated).
 * - Outlook: GET /v1.0/me/messages (@odata.nextLink), the message's text, and
 *   GET /v1.0/me/messages/{id}/attachments (fileAttachment contentBytes, base64).
 * - Google Drive v3: files.list (pageToken, fields), files.get alt=media, files.export for Google
 *   Docs, Sheets and Slides (as text, CSV and text).
 * - Gmail v1: users.messages.list (pageToken), users.messages.get format=raw (base64url RFC 822).
 *
 * Each item is written into a local mirror (one file per item, its time the item's) and the folder
 * scanner reads the mirror as s3-mirror.ts's bucket mirror; unchanged items are not fetched again.
 * Tested against a local server speaking these shapes, never against live accounts.
 */

export class CloudApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
  }
}

/** The URL scheme of a service's report paths (files/file-paths.ts takes scheme://authority as the root). */
export const CLOUD_SCHEMES: Record<CloudAuthService, string> = {
  MICROSOFT_ONEDRIVE: 'onedrive',
  MICROSOFT_OUTLOOK: 'outlook',
  GOOGLE_DRIVE: 'gdrive',
  GOOGLE_MAIL: 'gmail',
};

export interface CloudItem {
  /** Relative path in the mirror and the report path, '/'-separated. */
  path: string;
  modified: Date;
  /** Known before fetching (files); null for messages, which are fetched once. */
  size: number | null;
  fetch(): Promise<Buffer>;
}

type Fetch = typeof fetch;

/** The scopes a service account asks for: the read-only ones of the service. */
const SERVICE_ACCOUNT_SCOPES: Record<'GOOGLE_DRIVE' | 'GOOGLE_MAIL', string> = {
  GOOGLE_DRIVE: 'https://www.googleapis.com/auth/drive.readonly',
  GOOGLE_MAIL: 'https://www.googleapis.com/auth/gmail.readonly',
};

const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url');

/** A service account's signed assertion (RFC 7523 §2.1, Google's "OAuth 2.0 for server to server"). */
export function serviceAccountAssertion(
  conf: Extract<ScannerConfFile, { serviceAccount: unknown }>,
  now = Date.now(),
): string {
  const iat = Math.floor(now / 1000);
  const header = {
    alg: 'RS256',
    typ: 'JWT',
    ...(conf.serviceAccount.private_key_id ? { kid: conf.serviceAccount.private_key_id } : {}),
  };
  const claims = {
    iss: conf.serviceAccount.client_email,
    scope: SERVICE_ACCOUNT_SCOPES[conf.authService],
    aud: conf.tokenUrl,
    iat,
    exp: iat + 3600,
    ...(conf.subject ? { sub: conf.subject } : {}),
  };
  const signingInput = `${base64url(JSON.stringify(header))}.${base64url(JSON.stringify(claims))}`;
  const signature = createSign('RSA-SHA256').update(signingInput).sign(conf.serviceAccount.private_key);
  return `${signingInput}.${base64url(signature)}`;
}

/**
 * Access tokens for the conf file's connection, renewed shortly before they expire: from its
 * refresh token (RFC 6749 §6), or signed by its service account (RFC 7523). A provider that
 * answers a refresh with a new refresh token (Microsoft rotates them) gets the new one used from
 * then on and handed to `onRotated`, which keeps it for the next run.
 */
export class TokenSource {
  #token: string | null = null;
  #expiresAt = 0;
  #conf: ScannerConfFile;
  constructor(
    conf: ScannerConfFile,
    private readonly http: Fetch = fetch,
    private readonly onRotated?: (conf: ScannerConfFile) => Promise<void>,
  ) {
    this.#conf = conf;
  }

  #grant(): URLSearchParams {
    const conf = this.#conf;
    if ('serviceAccount' in conf) {
      return new URLSearchParams({
        grant_type: 'urn:ietf:params:oauth:grant-type:jwt-bearer',
        assertion: serviceAccountAssertion(conf),
      });
    }
    const body = new URLSearchParams({
      grant_type: 'refresh_token',
      refresh_token: conf.refreshToken,
      client_id: conf.clientId,
    });
    if (conf.clientSecret) body.set('client_secret', conf.clientSecret);
    return body;
  }

  async accessToken(force = false): Promise<string> {
    if (!force && this.#token && Date.now() < this.#expiresAt - 60_000) return this.#token;
    const response = await this.http(this.#conf.tokenUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
      body: this.#grant(),
      signal: AbortSignal.timeout(30_000),
    });
    const json = (await response.json().catch(() => null)) as {
      access_token?: unknown;
      expires_in?: unknown;
      refresh_token?: unknown;
      error?: unknown;
    } | null;
    if (!response.ok || typeof json?.access_token !== 'string') {
      const code = typeof json?.error === 'string' ? json.error : `HTTP ${response.status}`;
      // invalid_grant: the refresh token was revoked or expired; the account is no longer reachable.
      if (code === 'invalid_grant') throw new RepositoryMissingError(`The connection was revoked (${code}).`);
      throw new CloudApiError(`Token refresh failed: ${code}`, response.status);
    }
    const conf = this.#conf;
    if (
      'refreshToken' in conf &&
      typeof json.refresh_token === 'string' &&
      json.refresh_token !== '' &&
      json.refresh_token.length <= 8192 &&
      json.refresh_token !== conf.refreshToken
    ) {
      this.#conf = { ...conf, connectionId: cloudConnectionKey(conf), refreshToken: json.refresh_token };
      await this.onRotated?.(this.#conf);
    }
    this.#token = json.access_token;
    this.#expiresAt = Date.now() + (typeof json.expires_in === 'number' ? json.expires_in : 3600) * 1000;
    return this.#token;
  }
}

/** GET with the bearer token; a 401 refreshes the token once, a 429/503 waits as Retry-After says. */
async function apiGet(tokens: TokenSource, http: Fetch, url: string, attempt = 0): Promise<Response> {
  const response = await http(url, {
    headers: { authorization: `Bearer ${await tokens.accessToken(attempt > 0)}` },
    signal: AbortSignal.timeout(120_000),
  });
  if (response.status === 401 && attempt === 0) return apiGet(tokens, http, url, 1);
  if ((response.status === 429 || response.status === 503) && attempt < 4) {
    const wait = Math.min(Number(response.headers.get('retry-after') ?? 1) || 1, 30);
    await new Promise((r) => setTimeout(r, wait * 1000));
    return apiGet(tokens, http, url, attempt + 1);
  }
  if (!response.ok)
    throw new CloudApiError(`GET ${new URL(url).pathname} answered ${response.status}`, response.status);
  return response;
}

const json = async <T>(r: Response) => (await r.json()) as T;
const bytes = async (r: Response) => Buffer.from(await r.arrayBuffer());

/** A file name safe in the mirror: no separators or control characters, not empty. */
function safeName(name: string): string {
  const cleaned = Array.from(name, (c) => (c === '/' || c === '\\' || c.charCodeAt(0) < 32 ? '_' : c))
    .join('')
    .trim();
  return cleaned === '' || cleaned === '.' || cleaned === '..' ? '_' : cleaned.slice(0, 200);
}

interface Connector {
  account(): Promise<string>;
  items(): AsyncGenerator<CloudItem>;
}

function oneDrive(conf: ScannerConfFile, tokens: TokenSource, http: Fetch): Connector {
  const api = conf.apiUrl.replace(/\/+$/, '');
  return {
    async account() {
      const me = await json<{ userPrincipalName?: string; id?: string }>(
        await apiGet(tokens, http, `${api}/v1.0/me`),
      );
      return me.userPrincipalName ?? me.id ?? 'me';
    },
    async *items() {
      let next: string | undefined = `${api}/v1.0/me/drive/root/delta`;
      while (next) {
        const page: {
          value: {
            id: string;
            name: string;
            size?: number;
            lastModifiedDateTime?: string;
            file?: unknown;
            deleted?: unknown;
            parentReference?: { path?: string };
            '@microsoft.graph.downloadUrl'?: string;
          }[];
          '@odata.nextLink'?: string;
        } = await json(await apiGet(tokens, http, next));
        for (const item of page.value) {
          if (!item.file || item.deleted) continue;
          const parent = (item.parentReference?.path ?? '').replace(/^\/drive\/root:?/, '');
          const folders = parent
            .split('/')
            .filter(Boolean)
            .map((p) => safeName(decodeURIComponent(p)));
          const downloadUrl = item['@microsoft.graph.downloadUrl'];
          yield {
            path: [...folders, safeName(item.name)].join('/'),
            modified: new Date(item.lastModifiedDateTime ?? 0),
            size: item.size ?? null,
            fetch: async () =>
              downloadUrl
                ? // Pre-authenticated: sent without the bearer token, as Graph documents.
                  bytes(await checked(http(downloadUrl, { signal: AbortSignal.timeout(300_000) })))
                : bytes(
                    await apiGet(
                      tokens,
                      http,
                      `${api}/v1.0/me/drive/items/${encodeURIComponent(item.id)}/content`,
                    ),
                  ),
          };
        }
        // The last page carries @odata.deltaLink instead: the listing is complete.
        next = page['@odata.nextLink'];
      }
    },
  };
}

async function checked(pending: Promise<Response>): Promise<Response> {
  const response = await pending;
  if (!response.ok) throw new CloudApiError(`download answered ${response.status}`, response.status);
  return response;
}

function outlook(conf: ScannerConfFile, tokens: TokenSource, http: Fetch): Connector {
  const api = conf.apiUrl.replace(/\/+$/, '');
  const base = oneDrive(conf, tokens, http);
  return {
    account: base.account,
    async *items() {
      let next: string | undefined =
        `${api}/v1.0/me/messages?$select=id,subject,receivedDateTime,hasAttachments,body&$top=50`;
      while (next) {
        const page: {
          value: {
            id: string;
            subject?: string;
            receivedDateTime?: string;
            hasAttachments?: boolean;
            body?: { content?: string };
          }[];
          '@odata.nextLink'?: string;
        } = await json(await apiGet(tokens, http, next));
        for (const message of page.value) {
          const folder = `messages/${safeName(message.id)}`;
          const modified = new Date(message.receivedDateTime ?? 0);
          const text = `Subject: ${message.subject ?? ''}\n\n${message.body?.content ?? ''}`;
          yield { path: `${folder}/message.txt`, modified, size: null, fetch: async () => Buffer.from(text) };
          if (!message.hasAttachments) continue;
          const attachments = await json<{
            value: { '@odata.type'?: string; id: string; name?: string; contentBytes?: string }[];
          }>(
            await apiGet(
              tokens,
              http,
              `${api}/v1.0/me/messages/${encodeURIComponent(message.id)}/attachments`,
            ),
          );
          for (const a of attachments.value) {
            // Item and reference attachments carry no bytes of their own.
            if (a['@odata.type'] !== '#microsoft.graph.fileAttachment' || a.contentBytes === undefined)
              continue;
            const content = Buffer.from(a.contentBytes, 'base64');
            yield {
              path: `${folder}/${safeName(a.name ?? a.id)}`,
              modified,
              size: content.length,
              fetch: async () => content,
            };
          }
        }
        next = page['@odata.nextLink'];
      }
    },
  };
}

/** Google Docs, Sheets and Slides are exported (files.export); other Google types hold no content. */
const GOOGLE_EXPORTS: Record<string, { mimeType: string; extension: string }> = {
  'application/vnd.google-apps.document': { mimeType: 'text/plain', extension: 'txt' },
  'application/vnd.google-apps.spreadsheet': { mimeType: 'text/csv', extension: 'csv' },
  'application/vnd.google-apps.presentation': { mimeType: 'text/plain', extension: 'txt' },
};

function googleDrive(conf: ScannerConfFile, tokens: TokenSource, http: Fetch): Connector {
  const api = conf.apiUrl.replace(/\/+$/, '');
  return {
    async account() {
      const about = await json<{ user?: { emailAddress?: string } }>(
        await apiGet(tokens, http, `${api}/drive/v3/about?fields=user(emailAddress)`),
      );
      return about.user?.emailAddress ?? 'me';
    },
    async *items() {
      const seen = new Set<string>();
      let pageToken: string | undefined;
      do {
        const url = new URL(`${api}/drive/v3/files`);
        url.searchParams.set('pageSize', '100');
        url.searchParams.set('q', 'trashed = false');
        url.searchParams.set('fields', 'nextPageToken, files(id, name, mimeType, size, modifiedTime)');
        if (pageToken) url.searchParams.set('pageToken', pageToken);
        const page = await json<{
          files: { id: string; name: string; mimeType: string; size?: string; modifiedTime?: string }[];
          nextPageToken?: string;
        }>(await apiGet(tokens, http, url.href));
        for (const file of page.files) {
          const exported = GOOGLE_EXPORTS[file.mimeType];
          if (!exported && file.mimeType.startsWith('application/vnd.google-apps.')) continue;
          let name = safeName(exported ? `${file.name}.${exported.extension}` : file.name);
          // Drive allows one name many times: the later ones get their id.
          if (seen.has(name)) name = `${safeName(file.id)}-${name}`;
          seen.add(name);
          const id = encodeURIComponent(file.id);
          yield {
            path: name,
            modified: new Date(file.modifiedTime ?? 0),
            size: exported ? null : Number(file.size ?? 0),
            fetch: async () =>
              bytes(
                await apiGet(
                  tokens,
                  http,
                  exported
                    ? `${api}/drive/v3/files/${id}/export?mimeType=${encodeURIComponent(exported.mimeType)}`
                    : `${api}/drive/v3/files/${id}?alt=media`,
                ),
              ),
          };
        }
        pageToken = page.nextPageToken;
      } while (pageToken);
    },
  };
}

function gmail(conf: ScannerConfFile, tokens: TokenSource, http: Fetch): Connector {
  const api = conf.apiUrl.replace(/\/+$/, '');
  return {
    async account() {
      const profile = await json<{ emailAddress?: string }>(
        await apiGet(tokens, http, `${api}/gmail/v1/users/me/profile`),
      );
      return profile.emailAddress ?? 'me';
    },
    async *items() {
      let pageToken: string | undefined;
      do {
        const url = new URL(`${api}/gmail/v1/users/me/messages`);
        url.searchParams.set('maxResults', '100');
        if (pageToken) url.searchParams.set('pageToken', pageToken);
        const page = await json<{ messages?: { id: string }[]; nextPageToken?: string }>(
          await apiGet(tokens, http, url.href),
        );
        for (const { id } of page.messages ?? []) {
          yield {
            path: `messages/${safeName(id)}.eml`,
            modified: new Date(0),
            size: null,
            fetch: async () => {
              const message = await json<{ raw: string }>(
                await apiGet(
                  tokens,
                  http,
                  `${api}/gmail/v1/users/me/messages/${encodeURIComponent(id)}?format=raw`,
                ),
              );
              return Buffer.from(message.raw, 'base64url');
            },
          };
        }
        pageToken = page.nextPageToken;
      } while (pageToken);
    },
  };
}

function connectorOf(
  conf: ScannerConfFile,
  http: Fetch,
  onRotated?: (conf: ScannerConfFile) => Promise<void>,
): Connector {
  const tokens = new TokenSource(conf, http, onRotated);
  switch (conf.authService) {
    case 'MICROSOFT_ONEDRIVE':
      return oneDrive(conf, tokens, http);
    case 'MICROSOFT_OUTLOOK':
      return outlook(conf, tokens, http);
    case 'GOOGLE_DRIVE':
      return googleDrive(conf, tokens, http);
    case 'GOOGLE_MAIL':
      return gmail(conf, tokens, http);
  }
}

/**
 * A stable key of the connection (its state folder): the conf file's connectionId, else a hash of
 * the service, the client and its first refresh token (or the service account and its user).
 */
export function cloudConnectionKey(conf: ScannerConfFile): string {
  if (conf.connectionId) return conf.connectionId;
  const who =
    'serviceAccount' in conf
      ? [conf.serviceAccount.client_email, conf.subject ?? '']
      : [conf.clientId, conf.refreshToken];
  return createHash('sha256')
    .update([conf.authService, conf.tokenUrl, ...who].join('\n'))
    .digest('hex');
}

export interface CloudMirrorResult extends MirrorResult {
  /** The account the service names (user principal name, e-mail address). */
  account: string;
  /** Items left out for their size (`fileBytesMax`). */
  tooLarge: number;
  /** The pass stopped before the end of the listing (`itemsMax` or the signal): nothing was removed. */
  incomplete: boolean;
}

/** What one pass may read; unset, no limit (the CLI's own runs). */
export interface CloudMirrorLimits {
  itemsMax?: number;
  fileBytesMax?: number;
}

/**
 * Brings the service's items into `root`: an item whose size and time match the mirror's file is
 * not fetched again (messages, whose size is known only once fetched, are fetched once); files of
 * items no longer listed are removed. A revoked connection is a RepositoryMissingError.
 */
export async function mirrorCloud(
  conf: ScannerConfFile,
  root: string,
  options: {
    fetch?: Fetch;
    signal?: AbortSignal;
    /** Keeps a rotated refresh token (the conf file with it) for the next run. */
    onRotated?: (conf: ScannerConfFile) => Promise<void>;
    limits?: CloudMirrorLimits;
  } = {},
): Promise<CloudMirrorResult> {
  const http = options.fetch ?? fetch;
  const connector = connectorOf(conf, http, options.onRotated);
  let account: string;
  try {
    account = await connector.account();
  } catch (error) {
    if (
      error instanceof CloudApiError &&
      (error.status === 401 || error.status === 403 || error.status === 404)
    ) {
      throw new RepositoryMissingError(
        `The ${conf.authService} account is not reachable with this connection.`,
      );
    }
    throw error;
  }
  await fs.mkdir(root, { recursive: true });
  const kept = new Set<string>();
  const result: CloudMirrorResult = {
    account,
    objects: 0,
    downloaded: 0,
    bytes: 0,
    tooLarge: 0,
    incomplete: false,
  };
  const { itemsMax = Infinity, fileBytesMax = Infinity } = options.limits ?? {};
  for await (const item of connector.items()) {
    if (options.signal?.aborted || result.objects >= itemsMax) {
      result.incomplete = true;
      break;
    }
    const target = mirrorPathOf(root, item.path);
    if (!target || kept.has(target)) continue;
    result.objects += 1;
    if (item.size !== null && item.size > fileBytesMax) {
      result.tooLarge += 1;
      continue;
    }
    kept.add(target);
    const stat = await fs.stat(target).catch(() => null);
    const sameTime = stat !== null && Math.abs(stat.mtimeMs - item.modified.getTime()) < 1000;
    if (stat && sameTime && (item.size === null || stat.size === item.size)) continue;
    const content = await item.fetch();
    // A message's size is known once fetched.
    if (content.length > fileBytesMax) {
      kept.delete(target);
      result.tooLarge += 1;
      continue;
    }
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.writeFile(target, content);
    await fs.utimes(target, item.modified, item.modified);
    result.downloaded += 1;
    result.bytes += content.length;
  }
  if (!result.incomplete) await removeOthers(root, kept);
  return result;
}

async function removeOthers(dir: string, kept: ReadonlySet<string>): Promise<void> {
  for (const entry of await fs.readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) await removeOthers(full, kept);
    else if (!kept.has(full)) await fs.rm(full, { force: true });
  }
}
