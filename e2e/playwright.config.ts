import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { BASE_URL, E2E_CLOUD_AUTH_ENV, E2E_JWT_SECRET, E2E_PORT, E2E_SMTP_URL } from './support/env';

const repoRoot = path.resolve(import.meta.dirname, '..');

// One fresh database per run; workers inherit the variable, so they agree on it.
process.env.VIGIL_E2E_DATA_DIR ??= fs.mkdtempSync(path.join(os.tmpdir(), 'vigil-e2e-'));

const jsonReport = process.env.PLAYWRIGHT_JSON_OUTPUT_NAME;

export default defineConfig({
  testDir: './tests',
  // Screenshots are taken on demand: npm run screenshots -w @vigil/e2e.
  testIgnore: process.env.SCREENSHOTS ? [] : ['**/screenshots.spec.ts'],
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: jsonReport ? [['list'], ['json']] : [['list']],
  outputDir: path.join(repoRoot, 'test-results'),
  use: {
    baseURL: BASE_URL,
    viewport: { width: 1440, height: 900 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's Chromium; Playwright never downloads a browser here.
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    command: 'node --import tsx apps/server/src/main.ts',
    cwd: repoRoot,
    url: `${BASE_URL}/healthz`,
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(E2E_PORT),
      HOST: '127.0.0.1',
      DATA_DIR: process.env.VIGIL_E2E_DATA_DIR,
      JWT_SECRET: E2E_JWT_SECRET,
      LOG_LEVEL: 'warn',
      // Mail goes over SMTP to loopback: the alerts journey listens there and reads what arrives.
      SMTP_URL: E2E_SMTP_URL,
      // OneDrive and Outlook through a local stand-in (cloud-auth.spec.ts starts it); Google unconfigured.
      ...E2E_CLOUD_AUTH_ENV,
    },
  },
});
