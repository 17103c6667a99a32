import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('has working defaults for a first start', () => {
    const c = loadConfig({});
    expect(c.port).toBe(4000);
    expect(c.dataDir.endsWith('/data')).toBe(true);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.isProduction).toBe(false);
  });

  it('reads PORT, DATA_DIR and DATABASE_URL from the environment', () => {
    const c = loadConfig({ PORT: '4321', DATA_DIR: '/tmp/x', DATABASE_URL: 'postgres://u@h:5432/db' });
    expect(c.port).toBe(4321);
    expect(c.dataDir).toBe('/tmp/x');
    expect(c.databaseUrl).toBe('postgres://u@h:5432/db');
  });

  it('rejects invalid values with a message naming the setting', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });

  it('refuses to start production without its secrets', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40) })).toThrow(/PUBLIC_URL/);
    const c = loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: 'x'.repeat(40),
      PUBLIC_URL: 'https://vigil.example',
    });
    expect(c.jwtSecret).toBe('x'.repeat(40));
  });

  it('refuses a short JWT secret and demo mode in production', () => {
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        JWT_SECRET: 'x'.repeat(40),
        PUBLIC_URL: 'https://v.example',
        VIGIL_DEMO: '1',
      }),
    ).toThrow(/Demo/);
  });
});
