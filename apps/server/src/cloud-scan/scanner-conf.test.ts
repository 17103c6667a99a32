import { describe, expect, it } from 'vitest';
import { CloudScanMessages } from '@vigil/contracts';
import { loadConfig } from '../config.js';
import { scannerConfOf, serverConnectionId, withRotatedToken } from './scanner-conf.js';

const config = loadConfig({
  NODE_ENV: 'test',
  JWT_SECRET: 'x'.repeat(40),
  CLOUD_AUTH_MICROSOFT_CLIENT_ID: 'client',
  CLOUD_AUTH_MICROSOFT_CLIENT_SECRET: 'secret',
  CLOUD_AUTH_MICROSOFT_AUTHORITY: 'https://login.example.test/common',
  CLOUD_AUTH_MICROSOFT_GRAPH_URL: 'https://graph.example.test',
} as NodeJS.ProcessEnv);

describe('scannerConfOf: a stored connection as the agent’s scanner conf', () => {
  it('a consent’s refresh token gets the configured client and endpoints, and a fixed connection id', () => {
    const out = scannerConfOf(
      config,
      7,
      'MICROSOFT_ONEDRIVE',
      JSON.stringify({ kind: 'REFRESH_TOKEN', refreshToken: 'rt-1', scope: null }),
    );
    expect(out).toEqual({
      ok: true,
      conf: {
        vigilScannerAuth: 1,
        authService: 'MICROSOFT_ONEDRIVE',
        clientId: 'client',
        clientSecret: 'secret',
        tokenUrl: 'https://login.example.test/common/oauth2/v2.0/token',
        apiUrl: 'https://graph.example.test',
        refreshToken: 'rt-1',
        connectionId: serverConnectionId(7, 'MICROSOFT_ONEDRIVE'),
      },
    });
  });

  it('an uploaded conf file never points the server at the hosts it names', () => {
    const uploaded = {
      vigilScannerAuth: 1,
      authService: 'MICROSOFT_OUTLOOK',
      clientId: 'their-client',
      tokenUrl: 'http://169.254.169.254/token',
      apiUrl: 'http://internal.example/',
      refreshToken: 'rt-2',
    };
    const out = scannerConfOf(
      config,
      7,
      'MICROSOFT_OUTLOOK',
      JSON.stringify({ kind: 'CONF', value: uploaded }),
    );
    expect(out).toMatchObject({
      ok: true,
      conf: {
        clientId: 'their-client',
        tokenUrl: 'https://login.example.test/common/oauth2/v2.0/token',
        apiUrl: 'https://graph.example.test',
      },
    });
  });

  it('a service not configured on this server, or data that is not a connection, is an error status', () => {
    const key = JSON.stringify({ kind: 'SERVICE_ACCOUNT', value: {} });
    expect(scannerConfOf(config, 7, 'GOOGLE_DRIVE', key)).toEqual({
      ok: false,
      message: CloudScanMessages.providerNotConfigured,
    });
    expect(scannerConfOf(config, 7, 'MICROSOFT_ONEDRIVE', 'not json')).toEqual({
      ok: false,
      message: CloudScanMessages.unreadable,
    });
    expect(scannerConfOf(config, 7, 'MICROSOFT_ONEDRIVE', JSON.stringify({ kind: 'REFRESH_TOKEN' }))).toEqual(
      { ok: false, message: CloudScanMessages.unreadable },
    );
  });

  it('a rotated token replaces the stored one, in a consent’s token or an uploaded file', () => {
    const rotated = {
      vigilScannerAuth: 1 as const,
      authService: 'MICROSOFT_ONEDRIVE' as const,
      clientId: 'client',
      tokenUrl: 'https://login.example.test/t',
      apiUrl: 'https://graph.example.test',
      refreshToken: 'rt-new',
    };
    expect(
      JSON.parse(
        withRotatedToken(
          JSON.stringify({ kind: 'REFRESH_TOKEN', refreshToken: 'old', scope: 's' }),
          rotated,
        )!,
      ),
    ).toEqual({ kind: 'REFRESH_TOKEN', refreshToken: 'rt-new', scope: 's' });
    expect(
      JSON.parse(
        withRotatedToken(
          JSON.stringify({ kind: 'CONF', value: { refreshToken: 'old', clientId: 'c' } }),
          rotated,
        )!,
      ),
    ).toEqual({ kind: 'CONF', value: { refreshToken: 'rt-new', clientId: 'c' } });
  });
});
