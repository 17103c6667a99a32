import { randomUUID } from 'node:crypto';
import type { TenantType, UserRole } from '@vigil/contracts';
import type { Queryable } from '../../src/db/client.js';
import { tenantRiskRollups } from '../../src/rollups/rollups.tables.js';
import { insertTenant, type TenantRow } from '../../src/tenants/tenants.repo.js';
import { users } from '../../src/users/users.tables.js';
import { hashPassword } from '../../src/auth/passwords.js';
import { signAccessToken } from '../../src/auth/access-token.js';
import { issueRefreshToken } from '../../src/auth/refresh-tokens.js';
import type { Config } from '../../src/config.js';

export const TEST_PASSWORD = 'Test-password-1';
let passwordHash: Promise<string> | null = null;

/** A unique suffix, so tests can share one PostgreSQL database. */
export function unique(prefix = 't'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}`;
}

export function createTenant(
  db: Queryable,
  parentId: number,
  tenantType: Exclude<TenantType, 'ROOT'>,
  name = unique(tenantType.toLowerCase()),
  extra: { testingGroups?: number[]; fipsRequestStatus?: number } = {},
): Promise<TenantRow> {
  return insertTenant(db, { name, tenantType, parentId, ...extra });
}

/** Sets figures of a tenant's own rollup row, which a tenant gets once something is counted in it. */
export async function setTenantRollup(
  db: Queryable,
  tenantId: number,
  values: Omit<Partial<typeof tenantRiskRollups.$inferInsert>, 'tenantId'>,
): Promise<void> {
  await db
    .insert(tenantRiskRollups)
    .values({ tenantId, ...values })
    .onConflictDoUpdate({ target: tenantRiskRollups.tenantId, set: values });
}

export interface CreatedUser {
  id: number;
  email: string;
  tenantId: number;
  password: string;
}

export async function createUser(
  db: Queryable,
  tenantId: number,
  options: {
    roles?: UserRole[];
    email?: string;
    isReadOnlyUser?: boolean;
    needToChangePassword?: boolean;
    useTotp?: boolean;
    totpSecret?: string | null;
    totpConfirmed?: boolean;
    password?: string;
  } = {},
): Promise<CreatedUser> {
  const password = options.password ?? TEST_PASSWORD;
  const hashed = options.password
    ? await hashPassword(password)
    : await (passwordHash ??= hashPassword(TEST_PASSWORD));
  const email = (options.email ?? `${unique('user')}@example.test`).toLowerCase();
  const [row] = await db
    .insert(users)
    .values({
      tenantId,
      email,
      passwordHash: hashed,
      firstName: 'Test',
      lastName: 'User',
      roles: options.roles ?? ['TENANT_ADMIN'],
      isReadOnlyUser: options.isReadOnlyUser ?? false,
      needToChangePassword: options.needToChangePassword ?? false,
      useTotp: options.useTotp ?? false,
      totpSecret: options.totpSecret ?? null,
      totpConfirmed: options.totpConfirmed ?? false,
    })
    .returning({ id: users.id });
  if (!row) throw new Error('user insert failed');
  return { id: row.id, email, tenantId, password };
}

/**
 * The database of each test app, by its config: tokenFor opens a real session there, since an
 * access token is good only while its session is live. createTestApp registers it.
 */
const sessionDatabases = new WeakMap<Config, Queryable>();

export function registerSessionDatabase(config: Config, db: Queryable): void {
  sessionDatabases.set(config, db);
}

/** A live session of the user, opened without going through sign-in: its id and refresh token. */
export async function openTestSession(config: Config, user: { id: number }) {
  const db = sessionDatabases.get(config);
  if (!db) throw new Error('tokenFor and openTestSession need the config of a createTestApp()');
  const refresh = await issueRefreshToken(db, config, { userId: user.id, keepMeLoggedIn: false }, new Date());
  return { sessionId: refresh.familyId, refreshToken: refresh.token };
}

/** An access token of a new session of the user, without going through sign-in (for tests of other operations). */
export async function tokenFor(
  config: Config,
  user: { id: number; tenantId: number },
  actingTenantId: number | null = null,
) {
  const { sessionId } = await openTestSession(config, user);
  return signAccessToken(
    { userId: user.id, tenantId: user.tenantId, actingTenantId, sessionId },
    config.jwtSecret,
    config.accessTokenTtlSeconds,
  );
}

export interface TenantTree {
  root: number;
  partner: TenantRow;
  subPartner: TenantRow;
  customerOfPartner: TenantRow;
  customerOfSubPartner: TenantRow;
  otherPartner: TenantRow;
  customerOfOtherPartner: TenantRow;
}

/**
 * root ─┬─ partner ─┬─ subPartner ── customerOfSubPartner
 *       │           └─ customerOfPartner
 *       └─ otherPartner ── customerOfOtherPartner
 */
export async function createTenantTree(db: Queryable, rootId: number): Promise<TenantTree> {
  const partner = await createTenant(db, rootId, 'PARTNER');
  const subPartner = await createTenant(db, partner.id, 'PARTNER');
  const customerOfPartner = await createTenant(db, partner.id, 'CUSTOMER');
  const customerOfSubPartner = await createTenant(db, subPartner.id, 'CUSTOMER');
  const otherPartner = await createTenant(db, rootId, 'PARTNER');
  const customerOfOtherPartner = await createTenant(db, otherPartner.id, 'CUSTOMER');
  return {
    root: rootId,
    partner,
    subPartner,
    customerOfPartner,
    customerOfSubPartner,
    otherPartner,
    customerOfOtherPartner,
  };
}
