/** Settings shared by the Playwright config and the journeys. */
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4173);
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
/** The server under test mails through SMTP on this loopback port; a journey that reads mail listens there. */
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT ?? E2E_PORT + 90);
export const E2E_SMTP_URL = `smtp://127.0.0.1:${E2E_SMTP_PORT}/?ignoreTLS=true`;
/** The server under test signs tokens with this secret, so a journey can forge an expired one. */
export const E2E_JWT_SECRET = 'vigil-e2e-only-secret-0123456789-abcdefghijklmnop';
export const DEMO_PASSWORD = 'Vigil-demo-1';

export const DemoUsers = {
  sysadmin: 'sysadmin@vigil.demo',
  onboarding: 'onboarding@vigil.demo',
  partner: 'partner@vigil.demo',
  customer: 'customer@vigil.demo',
  totp: 'totp@vigil.demo',
  newhire: 'newhire@vigil.demo',
  readonly: 'readonly@vigil.demo',
  bluefin: 'bluefin@vigil.demo',
  fabrikam: 'fabrikam@vigil.demo',
  tailspin: 'tailspin@vigil.demo',
  litware: 'litware@vigil.demo',
} as const;
/**
 * The server under test connects OneDrive and Outlook through a local stand-in for the Microsoft
 * identity platform on this port (Google is left unconfigured, so the console says so); the cloud
 * connections journey starts startTestCloudProvider({ port }) there.
 */
export const E2E_CLOUD_PROVIDER_PORT = Number(process.env.E2E_CLOUD_PROVIDER_PORT ?? E2E_PORT + 92);
export const E2E_CLOUD_PROVIDER_URL = `http://127.0.0.1:${E2E_CLOUD_PROVIDER_PORT}`;
export const E2E_CLOUD_AUTH_ENV = {
  CLOUD_AUTH_MICROSOFT_CLIENT_ID: 'vigil-test-client',
  CLOUD_AUTH_MICROSOFT_CLIENT_SECRET: 'vigil-test-client-secret',
  CLOUD_AUTH_MICROSOFT_AUTHORITY: `${E2E_CLOUD_PROVIDER_URL}/ms/common`,
  CLOUD_AUTH_MICROSOFT_GRAPH_URL: `${E2E_CLOUD_PROVIDER_URL}/graph`,
};
