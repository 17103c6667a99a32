import path from 'node:path';
import { z } from 'zod';

const DEV_JWT_SECRET = 'vigil-dev-only-secret-do-not-use-in-production-0000';

const boolFlag = z
  .enum(['1', '0', 'true', 'false', ''])
  .optional()
  .transform((v) => v === '1' || v === 'true');

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(4000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// URL')
    .optional(),
  JWT_SECRET: z.string().min(32, 'JWT_SECRET must be at least 32 characters').optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(900),
  REFRESH_TOKEN_TTL_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 365)
    .default(12),
  REFRESH_TOKEN_KEEP_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  PUBLIC_URL: z.string().url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().optional(),
  VIGIL_DEMO: boolFlag,
  SEED_DEMO: boolFlag,
});

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
  logLevel: string;
  webDistDir: string;
  /** Demo mode seeds demo tenants and users with known passwords on an empty database. */
  demo: boolean;
}

export class ConfigError extends Error {}

/** Reads configuration from the environment; refuses to run production without its secrets. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, overrides: Partial<Config> = {}): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const isProduction = e.NODE_ENV === 'production';
  if (isProduction) {
    const missing = [!e.JWT_SECRET && 'JWT_SECRET', !e.PUBLIC_URL && 'PUBLIC_URL'].filter(Boolean);
    if (missing.length > 0) {
      throw new ConfigError(`Production mode needs these settings: ${missing.join(', ')}`);
    }
    if (e.VIGIL_DEMO) throw new ConfigError('Demo mode (VIGIL_DEMO) is not allowed in production');
  }
  const root = process.cwd();
  return {
    env: e.NODE_ENV,
    isProduction,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(root, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    jwtSecret: e.JWT_SECRET ?? DEV_JWT_SECRET,
    accessTokenTtlSeconds: e.ACCESS_TOKEN_TTL_SECONDS,
    refreshTokenTtlSeconds: e.REFRESH_TOKEN_TTL_HOURS * 3600,
    refreshTokenKeepTtlSeconds: e.REFRESH_TOKEN_KEEP_TTL_DAYS * 86_400,
    publicUrl: e.PUBLIC_URL,
    logLevel: e.LOG_LEVEL,
    webDistDir: e.WEB_DIST_DIR ?? path.resolve(import.meta.dirname, '../../web/dist'),
    demo: e.VIGIL_DEMO || e.SEED_DEMO,
    ...overrides,
  };
}
