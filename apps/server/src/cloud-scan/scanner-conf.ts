import {
  CloudScanMessages,
  googleServiceAccountSchema,
  scannerConfFileSchema,
  type CloudAuthService,
  type ScannerConfFile,
} from '@vigil/contracts';
import { providerOf } from '../cloud-auth/cloud-auth.service.js';
import type { Config } from '../config.js';

/**
 * What a connection holds, once unsealed (cloud-auth.service.ts seals it): the consent's refresh
 * token, or an uploaded conf file or Google service account key.
 */
type Stored =
  | { kind: 'REFRESH_TOKEN'; refreshToken: string; scope: string | null }
  | { kind: 'CONF'; value: unknown }
  | { kind: 'SERVICE_ACCOUNT'; value: unknown };

export type ConfOutcome = { ok: true; conf: ScannerConfFile } | { ok: false; message: string };

/** One repository per customer and service, whatever token or file it is reached with. */
export const serverConnectionId = (tenantId: number, service: CloudAuthService) =>
  `vigil-server-${tenantId}-${service.toLowerCase()}`;

function parseStored(plain: string): Stored | null {
  try {
    const value = JSON.parse(plain) as Partial<Stored> | null;
    return value && typeof value.kind === 'string' ? (value as Stored) : null;
  } catch {
    return null;
  }
}

/**
 * The scanner conf of a stored connection, as the agent reads one. Whatever an uploaded file names,
 * the server speaks only to the token endpoint and API this server is configured for: a customer's
 * file never points the server at another host.
 */
export function scannerConfOf(
  config: Config,
  tenantId: number,
  service: CloudAuthService,
  plain: string,
): ConfOutcome {
  const stored = parseStored(plain);
  if (!stored) return { ok: false, message: CloudScanMessages.unreadable };
  const provider = providerOf(config, service);
  if (!provider) return { ok: false, message: CloudScanMessages.providerNotConfigured };
  const common = {
    vigilScannerAuth: 1 as const,
    authService: service,
    tokenUrl: provider.tokenUrl,
    apiUrl: provider.apiUrl,
    connectionId: serverConnectionId(tenantId, service),
  };
  let candidate: unknown;
  switch (stored.kind) {
    case 'REFRESH_TOKEN':
      candidate = {
        ...common,
        clientId: provider.clientId,
        clientSecret: provider.clientSecret,
        refreshToken: stored.refreshToken,
      };
      break;
    case 'CONF':
      candidate = { ...(stored.value as object), ...common };
      break;
    case 'SERVICE_ACCOUNT': {
      const account = googleServiceAccountSchema.safeParse(stored.value);
      candidate = account.success ? { ...common, serviceAccount: account.data } : null;
      break;
    }
  }
  const conf = scannerConfFileSchema.safeParse(candidate);
  return conf.success && conf.data.authService === service
    ? { ok: true, conf: conf.data }
    : { ok: false, message: CloudScanMessages.unreadable };
}

/** The stored connection with the provider's new refresh token in place of the old one. */
export function withRotatedToken(plain: string, rotated: ScannerConfFile): string | null {
  const stored = parseStored(plain);
  if (!stored || !('refreshToken' in rotated)) return null;
  if (stored.kind === 'REFRESH_TOKEN')
    return JSON.stringify({ ...stored, refreshToken: rotated.refreshToken });
  if (stored.kind === 'CONF')
    return JSON.stringify({
      ...stored,
      value: { ...(stored.value as object), refreshToken: rotated.refreshToken },
    });
  return null;
}
