import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { refreshTokens } from '../src/auth/auth.tables.js';
import { tenants } from '../src/tenants/tenants.tables.js';
import { users } from '../src/users/users.tables.js';
import { createTenant, createUser, openTestSession, tokenFor } from './helpers/factories.js';
import { createTestApp, type TestApp } from './helpers/test-app.js';

const ME = '{ userInfo { id roles tenantName } }';

/**
 * The signed-in user of a token is remembered between requests (auth/session-cache.ts). These are
 * changes made behind the app's back, straight in the database (as another server process or a
 * job would), after the token's check was remembered: each must end or change what the token gets
 * on its next request. On PostgreSQL (TEST_DATABASE_URL) that is the NOTIFY of another connection.
 */
describe('the session cache answers like the database', () => {
  let t: TestApp;
  beforeAll(async () => {
    // It renames a table for a moment: never where other files run.
    t = await createTestApp({}, { ownDatabase: true });
  });
  afterAll(() => t.close());

  async function cachedUser() {
    const tenant = await createTenant(t.db, t.rootTenantId, 'CUSTOMER');
    const user = await createUser(t.db, tenant.id);
    const token = await tokenFor(t.config, user);
    const first = await t.gql<{ userInfo: { id: number } }>(ME, {}, token);
    expect(first.data?.userInfo.id).toBe(user.id);
    return { user, token, tenantId: tenant.id };
  }

  /** PGlite delivers the notification with the change's own query; PostgreSQL, at its commit. */
  async function nextStatus(token: string): Promise<number> {
    if (t.database.kind === 'pglite') return (await t.gql(ME, {}, token)).status;
    let status = 200;
    for (let i = 0; i < 50 && status === 200; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      status = (await t.gql(ME, {}, token)).status;
    }
    return status;
  }

  it('remembers a checked token: its next request reads no session (the table renamed away)', async () => {
    const { token, user } = await cachedUser();
    // DDL fires no trigger: a request that read the sessions now would fail.
    await t.db.execute(sql`alter table refresh_tokens rename to refresh_tokens_away`);
    try {
      const res = await t.gql<{ userInfo: { id: number } }>(ME, {}, token);
      expect(res.data?.userInfo.id).toBe(user.id);
    } finally {
      await t.db.execute(sql`alter table refresh_tokens_away rename to refresh_tokens`);
    }
  });

  it('a session revoked in the database ends its access token', async () => {
    const { token, user } = await cachedUser();
    await t.db.update(refreshTokens).set({ revokedAt: new Date() }).where(eq(refreshTokens.userId, user.id));
    expect(await nextStatus(token)).toBe(401);
  });

  it('a user deleted in the database loses its access token', async () => {
    const { token, user } = await cachedUser();
    await t.db.update(users).set({ isDeleted: true }).where(eq(users.id, user.id));
    expect(await nextStatus(token)).toBe(401);
  });

  it('a tenant deleted in the database ends its users’ tokens', async () => {
    const { token, tenantId } = await cachedUser();
    await t.db.update(tenants).set({ isDeleted: true }).where(eq(tenants.id, tenantId));
    expect(await nextStatus(token)).toBe(401);
  });

  it('new roles apply to the next request', async () => {
    const { token, user } = await cachedUser();
    await t.db.update(users).set({ roles: [] }).where(eq(users.id, user.id));
    let roles: string[] | undefined = ['TENANT_ADMIN'];
    for (let i = 0; i < 50 && roles?.length; i++) {
      const res = await t.gql<{ userInfo: { roles: string[] } }>(ME, {}, token);
      roles = res.data?.userInfo.roles;
      if (t.database.kind === 'pglite') break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(roles).toEqual([]);
  });

  it('a session of another user is not touched by the change', async () => {
    const a = await cachedUser();
    const b = await cachedUser();
    await t.db
      .update(refreshTokens)
      .set({ revokedAt: new Date() })
      .where(eq(refreshTokens.userId, a.user.id));
    expect(await nextStatus(a.token)).toBe(401);
    expect((await t.gql(ME, {}, b.token)).status).toBe(200);
  });

  it('a session opened after the change is good', async () => {
    const { user } = await cachedUser();
    await openTestSession(t.config, user);
    const token = await tokenFor(t.config, user);
    expect((await t.gql(ME, {}, token)).status).toBe(200);
  });
});
