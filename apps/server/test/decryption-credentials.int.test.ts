import { and, eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiAddresses, Messages, SettingsLimits, SettingsMessages, type UserRole } from '@vigil/contracts';
import { auditEntries } from '../src/audit/audit.tables.js';
import { createReverificationProof } from '../src/auth/password-reverification.js';
import { dataKeyBox } from '../src/settings/data-key-box.js';
import { customerDecryptionKeys } from '../src/settings/decryption-keys.tables.js';
import { users } from '../src/users/users.tables.js';
import {
  createTenantTree,
  createUser,
  TEST_PASSWORD,
  tokenFor,
  type CreatedUser,
  type TenantTree,
} from './helpers/factories.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

const REVERIFY = `mutation ($password: String!) { reverifyPassword(password: $password) { reverificationToken expiresAt } }`;
const CREDENTIALS = `query ($tenantId: Int, $token: String!) {
  customerEncryptionPassword(tenantId: $tenantId, reverificationToken: $token) { customerId encryptionKey } }`;
const REFRESH = `mutation ($tenantId: Int) { refreshTemporaryDecryptKey(tenantId: $tenantId) { key startDateTime endDateTime } }`;

type Reverified = { reverifyPassword: { reverificationToken: string; expiresAt: string } };
type Credentials = { customerEncryptionPassword: { customerId: number; encryptionKey: string } };
type Refreshed = { refreshTemporaryDecryptKey: { key: string; startDateTime: string; endDateTime: string } };

describe('decryption credentials', () => {
  let t: TestApp;
  let tree: TenantTree;
  let admin: CreatedUser;
  let adminToken: string;

  beforeAll(async () => {
    t = await createTestApp();
    tree = await createTenantTree(t.db, t.rootTenantId);
    admin = await createUser(t.db, tree.customerOfPartner.id);
    adminToken = await tokenFor(t.config, admin);
  });
  afterAll(() => t.close());

  async function reverify(token: string, password = TEST_PASSWORD): Promise<string> {
    const res = await t.gql<Reverified>(REVERIFY, { password }, token);
    expect(res.errors).toBeUndefined();
    return res.data!.reverifyPassword.reverificationToken;
  }

  function sessionOf(token: string): string {
    return String(decodeJwt(token).sid);
  }

  async function auditCount(entityType: string, entityId: number): Promise<number> {
    const rows = await t.db
      .select({ id: auditEntries.id })
      .from(auditEntries)
      .where(and(eq(auditEntries.entityType, entityType), eq(auditEntries.entityId, entityId)))
      .orderBy(auditEntries.id);
    return rows.length;
  }

  describe('reverifyPassword', () => {
    it('gives a proof valid five minutes for the right password, and records it', async () => {
      const user = await createUser(t.db, tree.customerOfPartner.id);
      const before = Date.now();
      const res = await t.gql<Reverified>(
        REVERIFY,
        { password: TEST_PASSWORD },
        await tokenFor(t.config, user),
      );
      expect(res.errors).toBeUndefined();
      const expiresAt = new Date(res.data!.reverifyPassword.expiresAt).getTime();
      expect(expiresAt - before).toBeGreaterThanOrEqual(SettingsLimits.reverificationSeconds * 1000 - 1000);
      expect(expiresAt - before).toBeLessThanOrEqual(SettingsLimits.reverificationSeconds * 1000 + 5000);
      expect(res.data!.reverifyPassword.reverificationToken).toMatch(/^rv1\.[\w-]+\.[\w-]+$/);
      expect(await auditCount('PasswordReverification', user.id)).toBe(1);
    });

    it('answers Invalid Credentials on the password field for a wrong password, and records nothing', async () => {
      const user = await createUser(t.db, tree.customerOfPartner.id);
      const res = await t.gql(REVERIFY, { password: 'not-the-password' }, await tokenFor(t.config, user));
      expect(res.data).toBeNull();
      expect(res.errors?.[0]?.message).toBe(Messages.invalidCredentials);
      expect(res.errors?.[0]?.extensions).toMatchObject({ code: 'BAD_USER_INPUT', field: 'password' });
      expect(await auditCount('PasswordReverification', user.id)).toBe(0);
    });

    it('refuses an account without a password (single sign-on only) the same way', async () => {
      const user = await createUser(t.db, tree.customerOfPartner.id);
      await t.db.update(users).set({ passwordHash: null }).where(eq(users.id, user.id));
      const res = await t.gql(REVERIFY, { password: TEST_PASSWORD }, await tokenFor(t.config, user));
      expect(res.errors?.[0]?.message).toBe(Messages.invalidCredentials);
    });

    it('throttles guesses like sign-in: after the free failures even the right password waits', async () => {
      const user = await createUser(t.db, tree.customerOfPartner.id);
      const token = await tokenFor(t.config, user);
      for (let i = 0; i < 5; i++) {
        const res = await t.gql(REVERIFY, { password: `wrong-${i}` }, token);
        expect(res.errors?.[0]?.message).toBe(Messages.invalidCredentials);
      }
      const res = await t.gql(REVERIFY, { password: TEST_PASSWORD }, token);
      expect(res.errors?.[0]?.extensions?.code).toBe('TOO_MANY_ATTEMPTS');
      expect(res.data).toBeNull();
    });

    it('rejects bad input with a clear error and no proof', async () => {
      const token = await tokenFor(t.config, admin);
      const empty = await t.gql(REVERIFY, { password: '' }, token);
      expect(empty.errors?.[0]?.message).toBe(Messages.required);
      const long = await t.gql(REVERIFY, { password: 'x'.repeat(129) }, token);
      expect(long.errors?.[0]?.message).toBe(Messages.lengthBelow(128));
      const nul = await t.gql(REVERIFY, { password: 'a\u0000b' }, token);
      expect(nul.status).toBe(400);
      expect(nul.data).toBeNull();
      const wrongType = await t.gql(REVERIFY, { password: 42 }, token);
      expect(wrongType.errors?.length).toBeGreaterThan(0);
      expect(wrongType.status).toBeLessThan(500);
    });

    it('needs a signed-in caller', async () => {
      const res = await t.gql(REVERIFY, { password: TEST_PASSWORD });
      expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    });
  });

  describe('customerEncryptionPassword', () => {
    it('shows the key and the customer id after a re-verification, the same key each time', async () => {
      const proof = await reverify(adminToken);
      const first = await t.gql<Credentials>(CREDENTIALS, { token: proof }, adminToken);
      expect(first.errors).toBeUndefined();
      expect(first.data!.customerEncryptionPassword.customerId).toBe(tree.customerOfPartner.id);
      expect(Buffer.from(first.data!.customerEncryptionPassword.encryptionKey, 'base64')).toHaveLength(32);
      const second = await t.gql<Credentials>(CREDENTIALS, { token: proof }, adminToken);
      expect(second.data).toEqual(first.data);
      const [row] = await t.db
        .select()
        .from(customerDecryptionKeys)
        .where(eq(customerDecryptionKeys.tenantId, tree.customerOfPartner.id));
      // stored sealed for this customer: the database copy alone reveals nothing
      const key = first.data!.customerEncryptionPassword.encryptionKey;
      expect(row?.encryptionKey).not.toContain(key);
      expect(dataKeyBox(t.config.jwtSecret).open(row!.encryptionKey, tree.customerOfPartner.id)).toBe(key);
      expect(
        dataKeyBox(t.config.jwtSecret).open(row!.encryptionKey, tree.customerOfSubPartner.id),
      ).toBeNull();
    });

    it("lets a partner's admin read a customer below it, with the partner admin's own proof", async () => {
      const partnerAdmin = await createUser(t.db, tree.partner.id);
      const token = await tokenFor(t.config, partnerAdmin);
      const proof = await reverify(token);
      const res = await t.gql<Credentials>(
        CREDENTIALS,
        { tenantId: tree.customerOfSubPartner.id, token: proof },
        token,
      );
      expect(res.errors).toBeUndefined();
      expect(res.data!.customerEncryptionPassword.customerId).toBe(tree.customerOfSubPartner.id);
    });

    it('refuses without a valid proof of this user and session', async () => {
      const refused = async (proof: string, token = adminToken) => {
        const res = await t.gql(CREDENTIALS, { token: proof }, token);
        expect(res.data).toBeNull();
        expect(res.errors?.[0]?.message).toBe(SettingsMessages.reverificationRequired);
        expect(res.errors?.[0]?.extensions?.code).toBe('REVERIFICATION_REQUIRED');
      };
      const secret = t.config.jwtSecret;
      const inFiveMinutes = new Date(Date.now() + 300_000);
      await refused('');
      await refused('rv1.garbage.garbage');
      // Another user's proof (same customer), and this user's proof from another session.
      const colleague = await createUser(t.db, tree.customerOfPartner.id);
      await refused(await reverify(await tokenFor(t.config, colleague)));
      await refused(await reverify(await tokenFor(t.config, admin)));
      // Expired, and one signed with another secret.
      const subject = { userId: admin.id, sessionId: sessionOf(adminToken) };
      await refused(createReverificationProof(secret, subject, new Date(Date.now() - 1000)));
      await refused(
        createReverificationProof('another-secret-of-at-least-32-chars!!', subject, inFiveMinutes),
      );
      // A valid proof with its payload swapped for another user's.
      const valid = createReverificationProof(secret, subject, inFiveMinutes);
      const forged = createReverificationProof(secret, { ...subject, userId: colleague.id }, inFiveMinutes);
      const [v, , sig] = valid.split('.');
      await refused(`${v}.${forged.split('.')[1]}.${sig}`);
      // The access token itself is no proof.
      await refused(adminToken);
    });

    it('answers a foreign or non-customer tenant like a missing one', async () => {
      const proof = await reverify(adminToken);
      const missing = await t.gql(CREDENTIALS, { tenantId: 999_999, token: proof }, adminToken);
      expect(missing.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
      const partnerAdmin = await createUser(t.db, tree.partner.id);
      const partnerToken = await tokenFor(t.config, partnerAdmin);
      const partnerProof = await reverify(partnerToken);
      for (const tenantId of [
        tree.customerOfOtherPartner.id,
        tree.otherPartner.id,
        tree.partner.id,
        999_999,
      ]) {
        const res = await t.gql(CREDENTIALS, { tenantId, token: partnerProof }, partnerToken);
        expect(res.data).toBeNull();
        expect(res.errors?.[0]?.message.replace(/\d+/g, 'N')).toBe('Tenant N not found');
      }
      const rows = await t.db
        .select()
        .from(customerDecryptionKeys)
        .where(eq(customerDecryptionKeys.tenantId, tree.customerOfOtherPartner.id));
      expect(rows).toEqual([]);
    });

    it('is for admins only: read-only and regular users are refused even with a proof', async () => {
      const variants: { isReadOnlyUser?: boolean; roles?: UserRole[] }[] = [
        { isReadOnlyUser: true },
        { roles: [] },
      ];
      for (const options of variants) {
        const user = await createUser(t.db, tree.customerOfPartner.id, options);
        const token = await tokenFor(t.config, user);
        const res = await t.gql(CREDENTIALS, { token: await reverify(token) }, token);
        expect(res.data).toBeNull();
        expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      }
    });

    it('refuses an over-long proof without a server error', async () => {
      const res = await t.gql(CREDENTIALS, { token: 'x'.repeat(100_000) }, adminToken);
      expect(res.status).toBeLessThan(500);
      expect(res.data).toBeNull();
      expect(res.errors?.length).toBeGreaterThan(0);
    });
  });

  describe('refreshTemporaryDecryptKey', () => {
    it('makes a new key valid six hours from now, replacing the previous one', async () => {
      const before = Date.now();
      const first = await t.gql<Refreshed>(REFRESH, {}, adminToken);
      expect(first.errors).toBeUndefined();
      const key = first.data!.refreshTemporaryDecryptKey;
      expect(key.key).toMatch(/^[A-HJ-NP-Z2-9]{4}(-[A-HJ-NP-Z2-9]{4}){3}$/);
      const start = new Date(key.startDateTime).getTime();
      expect(start).toBeGreaterThanOrEqual(before - 1000);
      expect(new Date(key.endDateTime).getTime() - start).toBe(6 * 3_600_000);

      const second = await t.gql<Refreshed>(REFRESH, { tenantId: tree.customerOfPartner.id }, adminToken);
      expect(second.data!.refreshTemporaryDecryptKey.key).not.toBe(key.key);
      const [row] = await t.db
        .select()
        .from(customerDecryptionKeys)
        .where(eq(customerDecryptionKeys.tenantId, tree.customerOfPartner.id));
      expect(row?.temporaryKey).toBe(second.data!.refreshTemporaryDecryptKey.key);
    });

    it('records when the key was valid in the change history, never the key', async () => {
      const res = await t.gql<Refreshed>(REFRESH, {}, adminToken);
      const [entry] = await t.db
        .select()
        .from(auditEntries)
        .where(
          and(
            eq(auditEntries.entityType, 'TemporaryDecryptKey'),
            eq(auditEntries.entityId, tree.customerOfPartner.id),
          ),
        )
        .orderBy(auditEntries.id)
        .limit(1)
        .offset((await auditCount('TemporaryDecryptKey', tree.customerOfPartner.id)) - 1);
      expect(entry?.userId).toBe(admin.id);
      expect(JSON.stringify(entry)).not.toContain(res.data!.refreshTemporaryDecryptKey.key);
      expect(entry?.stateAfter).toMatchObject({
        startDateTime: res.data!.refreshTemporaryDecryptKey.startDateTime,
      });
    });

    it('answers a foreign or non-customer tenant like a missing one and changes nothing', async () => {
      const otherAdmin = await createUser(t.db, tree.customerOfOtherPartner.id);
      await t.gql(REFRESH, {}, await tokenFor(t.config, otherAdmin));
      const [before] = await t.db
        .select()
        .from(customerDecryptionKeys)
        .where(eq(customerDecryptionKeys.tenantId, tree.customerOfOtherPartner.id));
      const partnerAdmin = await createUser(t.db, tree.partner.id);
      const token = await tokenFor(t.config, partnerAdmin);
      for (const tenantId of [tree.customerOfOtherPartner.id, tree.partner.id, 999_999]) {
        const res = await t.gql(REFRESH, { tenantId }, token);
        expect(res.data).toBeNull();
        expect(res.errors?.[0]?.message.replace(/\d+/g, 'N')).toBe('Tenant N not found');
      }
      const [after] = await t.db
        .select()
        .from(customerDecryptionKeys)
        .where(eq(customerDecryptionKeys.tenantId, tree.customerOfOtherPartner.id));
      expect(after).toEqual(before);
    });

    it('is refused to read-only users and rejects a tenantId of the wrong type', async () => {
      const readOnly = await createUser(t.db, tree.customerOfPartner.id, { isReadOnlyUser: true });
      const res = await t.gql(REFRESH, {}, await tokenFor(t.config, readOnly));
      expect(res.errors?.[0]?.message).toBe(Messages.readOnlyUser);
      const bad = await t.gql(REFRESH, { tenantId: 'abc' }, adminToken);
      expect(bad.status).toBeLessThan(500);
      expect(bad.errors?.length).toBeGreaterThan(0);
    });
  });

  describe(`GET ${ApiAddresses.graphqlSchema}`, () => {
    it('gives the SDL to signed-in callers only', async () => {
      const anonymous = await t.app.inject({ method: 'GET', url: ApiAddresses.graphqlSchema });
      expect(anonymous.statusCode).toBe(401);
      const forged = await t.app.inject({
        method: 'GET',
        url: ApiAddresses.graphqlSchema,
        headers: { authorization: 'Bearer not-a-token' },
      });
      expect(forged.statusCode).toBe(401);
      const res = await t.app.inject({
        method: 'GET',
        url: ApiAddresses.graphqlSchema,
        headers: { authorization: `Bearer ${adminToken}` },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/plain');
      expect(res.body).toContain('customerEncryptionPassword(');
      expect(res.body).toContain('type Query {');
    });
  });
});
