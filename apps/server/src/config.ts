import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';
import { RateLimits, type RateLimit } from '@vigil/contracts';
import {
  readOrCreateSigningSecret,
  SIGNING_SECRET_MIN_LENGTH,
  SigningSecretError,
} from './signing-secret.js';

/** A bearer token for Prometheus is a password: long enough not to be guessed. */
export const METRICS_TOKEN_MIN_LENGTH = 24;

const boolFlag = z
  .enum(['1', '0', 'true', 'false', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true');

/** "a, b ,c" → ['a', 'b', 'c']; empty entries dropped. */
function commaList(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((v) => v.trim())
    .filter((v) => v.length > 0);
}

/** An IPv4/IPv6 address, or one with a prefix length (CIDR). */
function isAddressOrCidr(value: string): boolean {
  const [address = '', prefix, ...rest] = value.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (version === 4 ? 32 : 128);
}

/** The origin of an http(s) URL given as just that origin ("https://console.example.com"). */
function originOf(value: string): string | null {
  try {
    const url = new URL(value);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    return url.origin === value.replace(/\/$/, '') ? url.origin : null;
  } catch {
    return null;
  }
}

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  // Loopback unless told otherwise: a first `npm start` is not reachable from the network.
  HOST: z.string().min(1).default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
    .optional(),
  JWT_SECRET: z
    .string()
    .min(SIGNING_SECRET_MIN_LENGTH, `JWT_SECRET must be at least ${SIGNING_SECRET_MIN_LENGTH} characters`)
    .optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
  REFRESH_TOKEN_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 365)
    .default(12),
  REFRESH_TOKEN_KEEP_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  PUBLIC_URL: z.string().url().optional(),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform(commaList)
    .refine((list) => list.every(isAddressOrCidr), {
      message: 'TRUST_PROXY must list IP addresses or CIDR ranges, separated by commas',
    }),
  CORS_ORIGINS: z
    .string()
    .optional()
    .transform(commaList)
    .refine((list) => list.every((v) => originOf(v) !== null), {
      message: 'CORS_ORIGINS must list origins such as https://console.example.com, separated by commas',
    })
    .transform((list) => list.map((v) => originOf(v) ?? v)),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  LOG_FORMAT: z.enum(['json', 'readable']).optional(),
  WEB_DIST_DIR: z.string().optional(),
  VIGIL_DEMO: boolFlag,
  SEED_DEMO: boolFlag,
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, 'SMTP_URL must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).max(255).default('Vigil <no-reply@vigil.invalid>'),
  METRICS_TOKEN: z
    .string()
    .min(METRICS_TOKEN_MIN_LENGTH, `METRICS_TOKEN must be at least ${METRICS_TOKEN_MIN_LENGTH} characters`)
    .regex(/^[\x21-\x7e]+$/, 'METRICS_TOKEN must be printable ASCII without spaces')
    .optional(),
  // Cloud connections (cloud-auth/): each provider is configured only when its client id and secret are set.
  CLOUD_AUTH_MICROSOFT_CLIENT_ID: z.string().min(1).max(512).optional(),
  CLOUD_AUTH_MICROSOFT_CLIENT_SECRET: z.string().min(1).max(1024).optional(),
  CLOUD_AUTH_MICROSOFT_AUTHORITY: z.string().url().default('https://login.microsoftonline.com/common'),
  CLOUD_AUTH_MICROSOFT_GRAPH_URL: z.string().url().default('https://graph.microsoft.com'),
  CLOUD_AUTH_GOOGLE_CLIENT_ID: z.string().min(1).max(512).optional(),
  CLOUD_AUTH_GOOGLE_CLIENT_SECRET: z.string().min(1).max(1024).optional(),
  CLOUD_AUTH_GOOGLE_AUTHORIZE_URL: z.string().url().default('https://accounts.google.com/o/oauth2/v2/auth'),
  CLOUD_AUTH_GOOGLE_TOKEN_URL: z.string().url().default('https://oauth2.googleapis.com/token'),
  CLOUD_AUTH_GOOGLE_API_URL: z.string().url().default('https://www.googleapis.com'),
});

/** One OAuth provider of the cloud connections: its client and where its endpoints are. */
export interface CloudAuthProviderConfig {
  clientId: string;
  clientSecret: string;
  authorizeUrl: string;
  tokenUrl: string;
  /** Microsoft Graph, or Google's APIs (Drive v3, Gmail v1). */
  apiUrl: string;
}

export interface CloudAuthConfig {
  /** Null: not configured (the console says so for OneDrive and Outlook). */
  microsoft: CloudAuthProviderConfig | null;
  google: CloudAuthProviderConfig | null;
}

function cloudAuthConfig(e: z.output<typeof envSchema>): CloudAuthConfig {
  const trim = (url: string) => url.replace(/\/+$/, '');
  const authority = trim(e.CLOUD_AUTH_MICROSOFT_AUTHORITY);
  return {
    microsoft:
      e.CLOUD_AUTH_MICROSOFT_CLIENT_ID && e.CLOUD_AUTH_MICROSOFT_CLIENT_SECRET
        ? {
            clientId: e.CLOUD_AUTH_MICROSOFT_CLIENT_ID,
            clientSecret: e.CLOUD_AUTH_MICROSOFT_CLIENT_SECRET,
            authorizeUrl: `${authority}/oauth2/v2.0/authorize`,
            tokenUrl: `${authority}/oauth2/v2.0/token`,
            apiUrl: trim(e.CLOUD_AUTH_MICROSOFT_GRAPH_URL),
          }
        : null,
    google:
      e.CLOUD_AUTH_GOOGLE_CLIENT_ID && e.CLOUD_AUTH_GOOGLE_CLIENT_SECRET
        ? {
            clientId: e.CLOUD_AUTH_GOOGLE_CLIENT_ID,
            clientSecret: e.CLOUD_AUTH_GOOGLE_CLIENT_SECRET,
            authorizeUrl: e.CLOUD_AUTH_GOOGLE_AUTHORIZE_URL,
            tokenUrl: e.CLOUD_AUTH_GOOGLE_TOKEN_URL,
            apiUrl: trim(e.CLOUD_AUTH_GOOGLE_API_URL),
          }
        : null,
  };
}

export interface Config {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  jwtSecret: string;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  refreshTokenKeepTtlSeconds: number;
  publicUrl: string | undefined;
  /** Addresses of the reverse proxies whose X-Forwarded-For is believed; empty: none is. */
  trustProxy: string[];
  /** Origins other than the console's own that browsers may call the API from. */
  corsOrigins: string[];
  logLevel: string;
  /** JSON lines for log collectors (production's default), or one short line per event for a terminal. */
  logFormat: 'json' | 'readable';
  webDistDir: string;
  /**
   * Request rate limits: the contracts' RateLimits, never from the environment. Code that sends
   * far more than people do (the bench) passes its own through loadConfig's overrides.
   */
  rateLimits: { [K in keyof typeof RateLimits]: RateLimit };
  /** Demo mode seeds demo tenants and users with known passwords on an empty database. */
  demo: boolean;
  /**
   * Outgoing mail: through the SMTP server of SMTP_URL (user and password in the URL, options
   * such as `?ignoreTLS=true` as query parameters), or, without it, written to `<dataDir>/mail`.
   */
  mail: { smtpUrl: string | undefined; from: string };
  /**
   * The bearer token Prometheus sends to GET /metrics; unset, /metrics is not served (404).
   */
  metricsToken: string | undefined;
  /** OneDrive / Outlook (Microsoft identity platform) and Google Drive / Gmail connections. */
  cloudAuth: CloudAuthConfig;
}

export class ConfigError extends Error {}

function generatedSigningSecret(dataDir: string): string {
  try {
    return readOrCreateSigningSecret(dataDir);
  } catch (e) {
    if (e instanceof SigningSecretError) throw new ConfigError(e.message);
    throw e;
  }
}

/**
 * Reads configuration from the environment; refuses to run production without its secrets.
 * Elsewhere, without JWT_SECRET, the signing secret is generated once and kept in the data folder
 * (never a default: a secret known from the repository would let anyone sign tokens).
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  if (isProduction) {
    // Production is PostgreSQL (the embedded PGlite is one process's folder: no replicas, no backups).
    const missing = [
      !e.DATABASE_URL && 'DATABASE_URL',
      !e.JWT_SECRET && 'JWT_SECRET',
      !e.PUBLIC_URL && 'PUBLIC_URL',
    ].filter(Boolean);
    if (missing.length > 0) {
      throw new ConfigError(
        `Production mode (NODE_ENV=production) needs these settings: ${missing.join(', ')}. See the README's Deploy section.`,
      );
    }
    if (e.VIGIL_DEMO) throw new ConfigError('Demo mode (VIGIL_DEMO) is not allowed in production');
  }
  const root = process.cwd();
  const dataDir = path.resolve(root, e.DATA_DIR);
  return {
    env: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST,
    dataDir,
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET ?? overrides.jwtSecret ?? generatedSigningSecret(dataDir),
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlSeconds: e.REFRESH_TOKEN_TTL_HOURS * 3600,
    refreshTokenKeepTtlSeconds: e.REFRESH_TOKEN_KEEP_TTL_DAYS * 86_400,
    publicUrl: e.PUBLIC_URL,
    trustProxy: e.TRUST_PROXY,
    corsOrigins: e.CORS_ORIGINS,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT ?? (isProduction ? 'json' : 'readable'),
    webDistDir: e.WEB_DIST_DIR ?? path.resolve(import.meta.dirname, '../../web/dist'),
    demo: e.VIGIL_DEMO || e.SEED_DEMO,
    rateLimits: RateLimits,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    metricsToken: e.METRICS_TOKEN,
    cloudAuth: cloudAuthConfig(e),
    ...overrides,
  };
}
