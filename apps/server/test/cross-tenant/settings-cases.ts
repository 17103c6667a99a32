import { decodeJwt } from 'jose';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { SettingsLimits } from '@vigil/contracts';
import { createReverificationProof } from '../../src/auth/password-reverification.js';
import { dataKeyBox, openDataKey } from '../../src/settings/data-key-box.js';
import { TEST_PASSWORD } from '../helpers/factories.js';
import { anyTenant, customersOnly, type OperationCase } from './case-types.js';
import { rows } from './query-cases.js';
import type { CallerName, TreeFixture } from './tenant-tree.js';

/** Customer settings: decryption credentials behind a password re-verification (spec part 2 §2.6, §7). */

/** A proof the caller would get from reverifyPassword in its own session. */
function proofFor(fx: TreeFixture, caller: CallerName): string {
  const sessionId = String(decodeJwt(fx.tokens[caller]).sid);
  const expiresAt = new Date(Date.now() + SettingsLimits.reverificationSeconds * 1000);
  return createReverificationProof(
    fx.t.config.jwtSecret,
    { userId: fx.userIds[caller], sessionId },
    expiresAt,
  );
}

async function storedKeys(fx: TreeFixture, tenantId: number) {
  const [row] = await rows<{
    encryptionKey: string;
    temporaryKey: string | null;
    start: Date | string | null;
  }>(
    fx,
    sql`select encryption_key as "encryptionKey", temporary_key as "temporaryKey", temporary_key_start_at as start
      from customer_decryption_keys where tenant_id = ${tenantId}`,
  );
  return row;
}

export const SETTINGS_QUERY_CASES: Record<string, OperationCase> = {
  customerEncryptionPassword: {
    document: `query ($tenantId: Int, $token: String!) {
      customerEncryptionPassword(tenantId: $tenantId, reverificationToken: $token) { customerId encryptionKey } }`,
    appliesTo: customersOnly,
    variables: (v) => ({ tenantId: v.target, token: proofFor(v.fx, v.caller) }),
    async check(c) {
      const got = c.data.customerEncryptionPassword as { customerId: number; encryptionKey: string };
      const row = await storedKeys(c.fx, c.tenantId);
      // Stored sealed for that customer: the answer is what opens with that customer's binding.
      expect(row?.encryptionKey).not.toBe(got.encryptionKey);
      const opened = openDataKey(dataKeyBox(c.fx.t.config.jwtSecret), row?.encryptionKey ?? '', c.tenantId);
      expect(got).toEqual({ customerId: c.tenantId, encryptionKey: opened });
    },
  },
};

export const SETTINGS_MUTATION_CASES: Record<string, OperationCase> = {
  refreshTemporaryDecryptKey: {
    document: `mutation ($tenantId: Int) { refreshTemporaryDecryptKey(tenantId: $tenantId) { key startDateTime } }`,
    appliesTo: customersOnly,
    variables: (v) => ({ tenantId: v.target }),
    async check(c) {
      const got = c.data.refreshTemporaryDecryptKey as { key: string; startDateTime: string };
      const row = await storedKeys(c.fx, c.tenantId);
      // Raw rows carry timestamps as text on PGlite, as Date on PostgreSQL.
      expect({
        key: row?.temporaryKey,
        start: row?.start ? new Date(row.start).toISOString() : null,
      }).toEqual({
        key: got.key,
        start: got.startDateTime,
      });
    },
  },

  // Names no tenant: the proof must be the caller's own.
  reverifyPassword: {
    document: `mutation ($password: String!) { reverifyPassword(password: $password) { reverificationToken } }`,
    target: null,
    appliesTo: anyTenant,
    variables: () => ({ password: TEST_PASSWORD }),
    async check(c) {
      const token = (c.data.reverifyPassword as { reverificationToken: string }).reverificationToken;
      const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as {
        u: number;
        s: string;
      };
      expect({ user: claims.u, session: claims.s }).toEqual({
        user: c.fx.userIds[c.caller],
        session: String(decodeJwt(c.fx.tokens[c.caller]).sid),
      });
    },
  },
};
