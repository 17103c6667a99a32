import { expect } from 'vitest';
import { sql } from 'drizzle-orm';
import { CLOUD_AUTH_SERVICES } from '@vigil/contracts';
import { verifyAuthState, nonceHash } from '../../src/cloud-auth/cloud-auth-state.js';
import { upsertConnection } from '../../src/cloud-auth/cloud-auth.repo.js';
import { resolveSystemScope } from '../../src/tenants/tenant-scope.js';
import { customersOnly, type CheckInput, type OperationCase } from './case-types.js';
import type { ArgumentMeaning } from './id-arguments.js';
import { rows } from './query-cases.js';

/*
 * Cloud connections (spec part 2 §7.1, §7.2): a customer's own, like its decryption credentials;
 * a partner acting for itself has none (a NOT_FOUND). The app of the suite has both providers
 * configured with addresses nothing listens on: building URLs contacts no provider.
 */

/** The Int arguments of the cloud-auth operations, spread into ARGUMENTS. */
export const CLOUD_AUTH_ARGUMENTS: Record<string, ArgumentMeaning> = {
  'Query.vigilScannerAuthUrls.tenantId': 'Tenant',
  'Query.customerCloudAuthData.tenantId': 'Tenant',
  'Mutation.uploadvigilScannerAuthFile.tenantId': 'Tenant',
  'Mutation.deletevigilScannerAuth.tenantId': 'Tenant',
};

const SERVICE_ACCOUNT = JSON.stringify({
  type: 'service_account',
  client_email: 'scanner@cross-tenant.iam.gserviceaccount.com',
  private_key: '-----BEGIN PRIVATE KEY-----\nnot-a-key\n-----END PRIVATE KEY-----\n',
});

async function connections(c: CheckInput) {
  return rows<{ authService: string; source: string }>(
    c.fx,
    sql`select auth_service as "authService", source from cloud_auth_connections
        where tenant_id = ${c.tenantId} order by auth_service`,
  );
}

export const CLOUD_AUTH_QUERY_CASES: Record<string, OperationCase> = {
  vigilScannerAuthUrls: {
    document: `query ($tenantId: Int) {
      vigilScannerAuthUrls(tenantId: $tenantId, request: { redirectUrl: "/customer/deployment/cloud/cloud-installation" }) {
        googleDrive googleMail microsoftOneDrive microsoftOutlook } }`,
    appliesTo: customersOnly,
    variables: (v) => ({ tenantId: v.target }),
    async check(c) {
      const urls = Object.values(c.data.vigilScannerAuthUrls as Record<string, string | null>);
      expect(urls).toHaveLength(4);
      for (const url of urls) {
        const state = new URL(url ?? 'http://missing.invalid').searchParams.get('state') ?? '';
        const claims = verifyAuthState(c.fx.t.config.jwtSecret, state, new Date());
        expect(claims?.tenantId).toBe(c.tenantId);
        const [row] = await rows<{ tenantId: number; userId: number }>(
          c.fx,
          sql`select tenant_id as "tenantId", user_id as "userId" from cloud_auth_states
              where nonce_hash = ${nonceHash(claims?.nonce ?? '')}`,
        );
        expect(row).toEqual({ tenantId: c.tenantId, userId: c.fx.userIds[c.caller] });
      }
    },
  },
  customerCloudAuthData: {
    document: `query ($tenantId: Int) { customerCloudAuthData(tenantId: $tenantId) { authService isConnected source } }`,
    appliesTo: customersOnly,
    variables: (v) => ({ tenantId: v.target }),
    async check(c) {
      const stored = await connections(c);
      expect(c.data.customerCloudAuthData).toEqual(
        CLOUD_AUTH_SERVICES.map((s) => {
          const row = stored.find((r) => r.authService === s);
          return { authService: s, isConnected: row !== undefined, source: row?.source ?? null };
        }),
      );
    },
  },
};

export const CLOUD_AUTH_MUTATION_CASES: Record<string, OperationCase> = {
  uploadvigilScannerAuthFile: {
    document: `mutation ($tenantId: Int, $file: String!) {
      uploadvigilScannerAuthFile(tenantId: $tenantId, request: { authService: GOOGLE_DRIVE, file: $file }) {
        authService isConnected source } }`,
    appliesTo: customersOnly,
    variables: (v) => ({ tenantId: v.target, file: SERVICE_ACCOUNT }),
    async check(c) {
      expect({ answer: c.data.uploadvigilScannerAuthFile, rows: await connections(c) }).toEqual({
        answer: { authService: 'GOOGLE_DRIVE', isConnected: true, source: 'FILE' },
        rows: expect.arrayContaining([{ authService: 'GOOGLE_DRIVE', source: 'FILE' }]),
      });
    },
  },
  deletevigilScannerAuth: {
    document: `mutation ($tenantId: Int) { deletevigilScannerAuth(tenantId: $tenantId, request: { authService: GOOGLE_MAIL }) }`,
    appliesTo: customersOnly,
    make: async (m) => {
      await upsertConnection(m.fx.t.db, await resolveSystemScope(m.fx.t.db, m.customer.tenantId), {
        authService: 'GOOGLE_MAIL',
        source: 'FILE',
        sealedData: 'v1.cross-tenant',
        userId: m.fx.userIds[m.caller],
        now: new Date(),
      });
      return {};
    },
    variables: (v) => ({ tenantId: v.target }),
    async check(c) {
      expect({
        answer: c.data.deletevigilScannerAuth,
        gmail: (await connections(c)).some((r) => r.authService === 'GOOGLE_MAIL'),
      }).toEqual({ answer: true, gmail: false });
    },
  },
};
