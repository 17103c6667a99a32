import { z } from 'zod';
import type { CloudService } from './cloud-devices.js';

/**
 * Cloud connections of a customer's repository scanner (spec part 2 §3 "Scanner auth data", §7.1
 * vigilScannerAuthUrls / customerCloudAuthData, §7.2 the auth file, §7.3 the ScannerAuthData REST
 * callbacks): OneDrive and Outlook through the Microsoft identity platform, Google Drive and Gmail
 * through Google's OAuth 2.0 — each an authorization-code flow with PKCE.
 */

/** The services a customer connects (GraphQL enum CloudAuthService). */
export const CLOUD_AUTH_SERVICES = [
  'GOOGLE_DRIVE',
  'GOOGLE_MAIL',
  'MICROSOFT_ONEDRIVE',
  'MICROSOFT_OUTLOOK',
] as const;
export type CloudAuthService = (typeof CLOUD_AUTH_SERVICES)[number];

/** The order of the Configuration Files buttons (spec part 2 line 70). */
export const CLOUD_AUTH_BUTTON_ORDER: readonly CloudAuthService[] = [
  'MICROSOFT_ONEDRIVE',
  'MICROSOFT_OUTLOOK',
  'GOOGLE_DRIVE',
  'GOOGLE_MAIL',
];

export const CLOUD_AUTH_SERVICE_LABELS: Record<CloudAuthService, string> = {
  MICROSOFT_ONEDRIVE: 'OneDrive',
  MICROSOFT_OUTLOOK: 'Outlook',
  GOOGLE_DRIVE: 'Google Drive',
  GOOGLE_MAIL: 'Google Mail',
};

export type CloudAuthProvider = 'MICROSOFT' | 'GOOGLE';

export const CLOUD_AUTH_PROVIDER: Record<CloudAuthService, CloudAuthProvider> = {
  MICROSOFT_ONEDRIVE: 'MICROSOFT',
  MICROSOFT_OUTLOOK: 'MICROSOFT',
  GOOGLE_DRIVE: 'GOOGLE',
  GOOGLE_MAIL: 'GOOGLE',
};

/** The repository (cloud device) a connected service is scanned as. */
export const CLOUD_AUTH_REPOSITORY_SERVICE: Record<CloudAuthService, CloudService> = {
  MICROSOFT_ONEDRIVE: 'ONE_DRIVE',
  MICROSOFT_OUTLOOK: 'OUTLOOK',
  GOOGLE_DRIVE: 'GOOGLE_DRIVE',
  GOOGLE_MAIL: 'GOOGLE_MAIL',
};

/** Read-only scopes asked for; offline_access (Microsoft) and access_type=offline (Google) give a refresh token. */
export const CLOUD_AUTH_SCOPES: Record<CloudAuthService, readonly string[]> = {
  MICROSOFT_ONEDRIVE: ['offline_access', 'Files.Read.All'],
  MICROSOFT_OUTLOOK: ['offline_access', 'Mail.Read'],
  GOOGLE_DRIVE: ['https://www.googleapis.com/auth/drive.readonly'],
  GOOGLE_MAIL: ['https://www.googleapis.com/auth/gmail.readonly'],
};

/** Where a connection came from: the browser's consent, or an uploaded auth file. */
export const CLOUD_AUTH_SOURCES = ['OAUTH', 'FILE'] as const;
export type CloudAuthSource = (typeof CLOUD_AUTH_SOURCES)[number];

/** The REST callbacks the providers send the browser back to (spec part 2 §7.3). */
export const CloudAuthRoutes = {
  /** Exchanges the code and answers a conf file for a repository scanner (nothing stored). */
  download: '/graphql/rest/vigilScannerAuthData',
  /** Exchanges the code, stores the refresh token sealed, and goes back to Cloud Installation. */
  store: '/graphql/rest/StorevigilScannerAuthData',
} as const;

/** Query parameters the store callback adds to the Cloud Installation page it returns to. */
export const CloudAuthReturnParams = { connected: 'cloudAuthConnected', error: 'cloudAuthError' } as const;

export const CloudAuthLimits = {
  /** How long a started connection may take at the provider before its state is refused. */
  stateSeconds: 600,
  /** The console page to come back to (a path of this console). */
  redirectUrlMax: 1024,
  /** An uploaded auth file, as text. */
  fileMax: 64 * 1024,
  /** What a provider sends back in the callback. */
  codeMax: 4096,
  stateMax: 1024,
  /** How long the server waits for a provider's token endpoint. */
  providerTimeoutSeconds: 10,
} as const;

/**
 * The server's own pass over a stored connection (cloud-scan/): what one pass may read. A pass that
 * reaches a limit stops there; the next pass starts again from the beginning of the listing.
 */
export const CloudScanLimits = {
  /** Items (files, messages, attachments) listed and mirrored in one pass. */
  itemsPerPassMax: 5000,
  /** A larger item is left out of the mirror (not fetched, not scanned). */
  fileBytesMax: 50 * 1024 * 1024,
  /** Wall-clock time of a pass's listing and downloads; what is mirrored by then is scanned. */
  passSecondsMax: 30 * 60,
  /** How often the server looks for connections whose scan interval has passed. */
  scheduleEverySeconds: 60,
} as const;

/** What the server records for a connection's last pass (its scan status), never a provider's text. */
export const CloudScanMessages = {
  revoked: 'The connection was revoked or expired: connect the service again in Cloud Installation.',
  providerNotConfigured: 'This service is not configured on this server.',
  unreadable: 'The stored connection could not be read: connect the service again.',
  failed: 'The last scan failed; it is tried again at the next interval.',
} as const;

export const CloudAuthMessages = {
  sectionTitle: 'Configuration Files',
  notConfigured: 'Not configured on this server',
  connected: (label: string) => `${label} connected successfully`,
  disconnected: (label: string) => `${label} disconnected successfully`,
  fileUploaded: 'Authentication file uploaded successfully',
  notConnected: (label: string) => `${label} is not connected`,
  serviceNotConfigured: (label: string) => `${label} is not configured on this server`,
  redirectUrlInvalid:
    'redirectUrl must be a path of this console, such as /customer/deployment/cloud/cloud-installation',
  fileTooLarge: `The file must be at most ${CloudAuthLimits.fileMax / 1024} KB`,
  fileNotJson: 'The file must be a JSON file',
  fileWrongShape:
    'The file must be a Google service account key (Google Drive, Google Mail) or a Vigil scanner configuration file of this service',
  // The texts the Cloud Installation page shows after a callback: the server sends one of these.
  stateInvalid: 'This connection has expired or was already used. Start again from Cloud Installation.',
  providerRefused: 'The provider did not grant access.',
  providerUnavailable: 'The provider could not be reached. Try again later.',
  noRefreshToken:
    'The provider did not return a refresh token. Remove the app’s access in the account and connect again.',
  notAllowed: 'You may not connect services for this customer.',
} as const;

/** The texts Cloud Installation shows from its error parameter: anything else shows as providerRefused. */
export const CLOUD_AUTH_ERROR_TEXTS: readonly string[] = [
  CloudAuthMessages.stateInvalid,
  CloudAuthMessages.providerRefused,
  CloudAuthMessages.providerUnavailable,
  CloudAuthMessages.noRefreshToken,
  CloudAuthMessages.notAllowed,
];

/**
 * A console path to return to: absolute path, no scheme or host (`//evil` and `/\evil` are other
 * hosts to a browser), no control characters.
 */
export function isConsolePath(value: string): boolean {
  return (
    value.length <= CloudAuthLimits.redirectUrlMax && /^\/(?![/\\])[A-Za-z0-9\-._~/?&=%:+,]*$/.test(value)
  );
}

const text = (max: number) =>
  z
    .string()
    .min(1)
    .max(max)
    .refine((s) => !s.includes('\u0000'));

/** A Google Cloud service account key, as the Google Cloud console downloads it. */
export const googleServiceAccountSchema = z.object({
  type: z.literal('service_account'),
  client_email: z.string().email().max(320),
  private_key: text(8192).refine((s) => s.includes('-----BEGIN PRIVATE KEY-----'), 'private_key'),
  private_key_id: text(256).optional(),
  project_id: text(256).optional(),
  token_uri: z.string().url().max(1024).optional(),
});
export type GoogleServiceAccount = z.output<typeof googleServiceAccountSchema>;

const confBase = {
  vigilScannerAuth: z.literal(1),
  authService: z.enum(CLOUD_AUTH_SERVICES),
  tokenUrl: z.string().url().max(1024),
  apiUrl: z.string().url().max(1024),
  /**
   * Names the connection's scan state (its repository) for good: a provider that rotates refresh
   * tokens must not make the same account a new repository. Older files without it are named
   * after their first refresh token, and the scanner writes that name in when it saves a new token.
   */
  connectionId: text(128).optional(),
};

/**
 * The scanner configuration file: what the download callback answers and what a repository scanner
 * reads (`vigil-agent repository --cloud FILE`). It holds a refresh token and the client's secret,
 * or a Google service account's private key: kept like a password.
 */
export const scannerConfFileSchema = z.union([
  z.object({
    ...confBase,
    clientId: text(512),
    clientSecret: text(1024).optional(),
    refreshToken: text(8192),
  }),
  z.object({
    ...confBase,
    authService: z.enum(['GOOGLE_DRIVE', 'GOOGLE_MAIL']),
    /** Signs its own token requests (RFC 7523 JWT bearer grant), no refresh token. */
    serviceAccount: googleServiceAccountSchema,
    /** The Google Workspace user the account acts for (domain-wide delegation); unset, the account itself. */
    subject: z.string().email().max(320).optional(),
  }),
]);
export type ScannerConfFile = z.output<typeof scannerConfFileSchema>;

/** What uploadvigilScannerAuthFile accepts for a service, or the message it refuses with. */
export function parseScannerAuthFile(
  authService: CloudAuthService,
  file: string,
): { ok: true; kind: 'CONF' | 'SERVICE_ACCOUNT'; value: unknown } | { ok: false; message: string } {
  if (file.length > CloudAuthLimits.fileMax) return { ok: false, message: CloudAuthMessages.fileTooLarge };
  let parsed: unknown;
  try {
    parsed = JSON.parse(file);
  } catch {
    return { ok: false, message: CloudAuthMessages.fileNotJson };
  }
  const conf = scannerConfFileSchema.safeParse(parsed);
  if (conf.success && conf.data.authService === authService)
    return { ok: true, kind: 'CONF', value: conf.data };
  const account = googleServiceAccountSchema.safeParse(parsed);
  if (account.success && CLOUD_AUTH_PROVIDER[authService] === 'GOOGLE') {
    return { ok: true, kind: 'SERVICE_ACCOUNT', value: account.data };
  }
  return { ok: false, message: CloudAuthMessages.fileWrongShape };
}
