import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RateLimits } from '@vigil/contracts';
import { ConfigError, loadConfig } from './config.js';

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-config-'));

describe('loadConfig', () => {
  it('has working defaults for a first start', () => {
    const c = loadConfig({ DATA_DIR: tempDir() });
    expect(c.port).toBe(4000);
    expect(c.databaseUrl).toBeUndefined();
    expect(c.isProduction).toBe(false);
    expect(c.trustProxy).toEqual([]);
    expect(c.corsOrigins).toEqual([]);
    expect(path.resolve(loadConfig({ JWT_SECRET: 'x'.repeat(40) }).dataDir)).toBe(
      path.resolve(process.cwd(), 'data'),
    );
  });

  it('takes the request rate limits from the contracts, not the environment', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).rateLimits).toEqual(RateLimits);
  });

  it('listens on the loopback address unless HOST says otherwise', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).host).toBe('127.0.0.1');
    expect(loadConfig({ DATA_DIR: tempDir(), HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('reads PORT, DATA_DIR and DATABASE_URL from the environment', () => {
    const dataDir = tempDir();
    const c = loadConfig({ PORT: '4321', DATA_DIR: dataDir, DATABASE_URL: 'postgres://u@h:5432/db' });
    expect(c.port).toBe(4321);
    expect(c.dataDir).toBe(dataDir);
    expect(c.databaseUrl).toBe('postgres://u@h:5432/db');
  });

  it('rejects invalid values with a message naming the setting', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });

  it('refuses to start production without its secrets and its PostgreSQL database, naming each', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      'Production mode (NODE_ENV=production) needs these settings: DATABASE_URL, JWT_SECRET, PUBLIC_URL.',
    );
    const db = { DATABASE_URL: 'postgres://u@h:5432/db' };
    expect(() => loadConfig({ NODE_ENV: 'production', ...db, JWT_SECRET: 'x'.repeat(40) })).toThrow(
      /needs these settings: PUBLIC_URL\./,
    );
    expect(() =>
      loadConfig({ NODE_ENV: 'production', JWT_SECRET: 'x'.repeat(40), PUBLIC_URL: 'https://v.example' }),
    ).toThrow(/needs these settings: DATABASE_URL\./);
    const c = loadConfig({
      NODE_ENV: 'production',
      ...db,
      JWT_SECRET: 'x'.repeat(40),
      PUBLIC_URL: 'https://vigil.example',
    });
    expect(c.jwtSecret).toBe('x'.repeat(40));
    expect(c.databaseUrl).toBe(db.DATABASE_URL);
  });

  it('takes METRICS_TOKEN only when long enough to be a secret', () => {
    const base = { DATA_DIR: tempDir() };
    expect(loadConfig(base).metricsToken).toBeUndefined();
    expect(loadConfig({ ...base, METRICS_TOKEN: 'm'.repeat(32) }).metricsToken).toBe('m'.repeat(32));
    expect(() => loadConfig({ ...base, METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
    expect(() => loadConfig({ ...base, METRICS_TOKEN: `${'m'.repeat(30)} x` })).toThrow(/METRICS_TOKEN/);
  });

  it('never makes a signing secret up in production, even with a data folder', () => {
    const dataDir = tempDir();
    expect(() =>
      loadConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://v.example', DATA_DIR: dataDir }),
    ).toThrow(/JWT_SECRET/);
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });

  it('without JWT_SECRET, generates a secret on the first start and keeps it in the data folder, for its owner only', () => {
    const dataDir = tempDir();
    const first = loadConfig({ DATA_DIR: dataDir });
    expect(first.jwtSecret.length).toBeGreaterThanOrEqual(32);
    const file = path.join(dataDir, 'jwt-secret');
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(fs.readFileSync(file, 'utf8').trim()).toBe(first.jwtSecret);
    // Reused on the next start; another installation gets its own.
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBe(first.jwtSecret);
    expect(loadConfig({ DATA_DIR: tempDir() }).jwtSecret).not.toBe(first.jwtSecret);
    expect(fs.readdirSync(dataDir)).toEqual(['jwt-secret']);
  });

  it('keeps the secret in DATA_DIR with DATABASE_URL too, making the folder if needed', () => {
    const dataDir = path.join(tempDir(), 'not', 'yet');
    const c = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: 'postgres://u@h:5432/db' });
    expect(fs.readFileSync(path.join(dataDir, 'jwt-secret'), 'utf8').trim()).toBe(c.jwtSecret);
  });

  it('refuses a damaged secret file rather than signing with it', () => {
    const dataDir = tempDir();
    fs.writeFileSync(path.join(dataDir, 'jwt-secret'), 'short\n', { mode: 0o600 });
    expect(() => loadConfig({ DATA_DIR: dataDir })).toThrow(ConfigError);
  });

  it('prefers JWT_SECRET and then writes nothing', () => {
    const dataDir = tempDir();
    expect(loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'y'.repeat(40) }).jwtSecret).toBe('y'.repeat(40));
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });

  it('refuses a short JWT secret and demo mode in production', () => {
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        DATABASE_URL: 'postgres://u@h:5432/db',
        JWT_SECRET: 'x'.repeat(40),
        PUBLIC_URL: 'https://v.example',
        VIGIL_DEMO: '1',
      }),
    ).toThrow(/Demo/);
  });

  it('reads TRUST_PROXY as addresses and CIDR ranges, and refuses anything else', () => {
    const base = { JWT_SECRET: 'x'.repeat(40) };
    expect(loadConfig({ ...base, TRUST_PROXY: '10.0.0.1, 192.168.0.0/16,2001:db8::/32' }).trustProxy).toEqual(
      ['10.0.0.1', '192.168.0.0/16', '2001:db8::/32'],
    );
    for (const bad of ['true', '*', '10.0.0.0/33', 'proxy.example', '10.0.0.1/8/1']) {
      expect(() => loadConfig({ ...base, TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
  });

  it('reads CORS_ORIGINS as origins, and refuses anything else', () => {
    const base = { JWT_SECRET: 'x'.repeat(40) };
    expect(
      loadConfig({ ...base, CORS_ORIGINS: 'https://a.example, http://localhost:5173/' }).corsOrigins,
    ).toEqual(['https://a.example', 'http://localhost:5173']);
    for (const bad of ['*', 'a.example', 'https://a.example/path', 'ftp://a.example']) {
      expect(() => loadConfig({ ...base, CORS_ORIGINS: bad }), bad).toThrow(/CORS_ORIGINS/);
    }
  });
});
