import { and, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { SendEmailMode, UserRole } from '@vigil/contracts';
import type { Queryable } from '../db/client.js';
import type { TenantScope } from '../tenants/tenant-scope.js';
import { tenants } from '../tenants/tenants.tables.js';
import { users } from './users.tables.js';

/**
 * The accounts of one tenant, as its users page manages them. Every function takes the scope of
 * the tenant the users belong to and reads or writes its live users only: a user of another
 * tenant, or a deleted one, is not there.
 */

export interface UserAccountRow {
  id: number;
  tenantId: number;
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string | null;
  roles: UserRole[];
  isReadOnlyUser: boolean;
  isPrimaryAdmin: boolean;
  needToChangePassword: boolean;
  useTotp: boolean;
  totpConfirmed: boolean;
  sendEmailMode: SendEmailMode;
  lastSignedIn: Date | null;
  /** The tenant's two-step verification: with it on and TOTP off, the phone is required. */
  tenantTwoStepVerification: boolean;
}

const accountColumns = {
  id: users.id,
  tenantId: users.tenantId,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  phoneNumber: users.phoneNumber,
  roles: users.roles,
  isReadOnlyUser: users.isReadOnlyUser,
  isPrimaryAdmin: users.isPrimaryAdmin,
  needToChangePassword: users.needToChangePassword,
  useTotp: users.useTotp,
  totpConfirmed: users.totpConfirmed,
  sendEmailMode: users.sendEmailMode,
  lastSignedIn: users.lastSignedIn,
  tenantTwoStepVerification: tenants.twoStepVerification,
};

const liveIn = (scope: TenantScope) => and(eq(users.tenantId, scope.tenantId), eq(users.isDeleted, false));

/** Live users of the scope's tenant among `ids`; `lock` holds their rows for the transaction. */
export async function findTenantUsers(
  db: Queryable,
  scope: TenantScope,
  ids: readonly number[],
  options: { lock?: boolean } = {},
): Promise<UserAccountRow[]> {
  if (ids.length === 0) return [];
  const query = db
    .select(accountColumns)
    .from(users)
    .innerJoin(tenants, eq(tenants.id, users.tenantId))
    .where(and(liveIn(scope), inArray(users.id, [...new Set(ids)])))
    .orderBy(users.id);
  const rows = options.lock ? await query.for('update', { of: users }) : await query;
  return rows.map((r) => ({ ...r, roles: r.roles as UserRole[] }));
}

export async function findTenantUser(
  db: Queryable,
  scope: TenantScope,
  id: number,
  options: { lock?: boolean } = {},
): Promise<UserAccountRow | null> {
  return (await findTenantUsers(db, scope, [id], options))[0] ?? null;
}

/** The ids among `ids` that are live users of the scope's tenant. */
export async function liveTenantUserIds(
  db: Queryable,
  scope: TenantScope,
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(liveIn(scope), inArray(users.id, [...new Set(ids)])));
  return new Set(rows.map((r) => r.id));
}

/**
 * The account holding an email, in any tenant and deleted or not: emails are unique across the
 * installation (sign-in asks for the email alone). Only whether it is taken, and whether by a
 * deleted user of this very tenant, leaves this module.
 */
export async function findEmailHolder(
  db: Queryable,
  scope: TenantScope,
  email: string,
): Promise<{ id: number; deletedHere: boolean } | null> {
  const rows = await db
    .select({ id: users.id, tenantId: users.tenantId, isDeleted: users.isDeleted })
    .from(users)
    .where(eq(users.email, email))
    .limit(1);
  const row = rows[0];
  if (!row) return null;
  return { id: row.id, deletedHere: row.isDeleted && row.tenantId === scope.tenantId };
}

export interface NewAccount {
  email: string;
  firstName: string;
  lastName: string;
  passwordHash: string;
  roles: string[];
  isReadOnlyUser: boolean;
  useTotp: boolean;
  phoneNumber: string | null;
  sendEmailMode: SendEmailMode;
}

/** A new account of the scope's tenant that must change its password at the first sign-in. */
export async function insertAccount(db: Queryable, scope: TenantScope, account: NewAccount): Promise<number> {
  const [row] = await db
    .insert(users)
    .values({ tenantId: scope.tenantId, ...account, needToChangePassword: true })
    .returning({ id: users.id });
  if (!row) throw new Error('User insert returned nothing');
  return row.id;
}

/**
 * A deleted account of the scope's tenant made new again for the same email: nothing of its past
 * settings, secrets or sign-ins is kept.
 */
export async function reviveAccount(
  db: Queryable,
  scope: TenantScope,
  id: number,
  account: NewAccount,
): Promise<void> {
  await db
    .update(users)
    .set({
      ...account,
      needToChangePassword: true,
      isDeleted: false,
      isPrimaryAdmin: false,
      totpSecret: null,
      totpConfirmed: false,
      totpLastStep: null,
      lastSignedIn: null,
      tokensValidAfter: sql`now()`,
      createdAt: sql`now()`,
    })
    .where(and(eq(users.tenantId, scope.tenantId), eq(users.id, id), eq(users.isDeleted, true)));
}

export interface AccountChanges {
  firstName?: string;
  lastName?: string;
  phoneNumber?: string | null;
  roles?: string[];
  isReadOnlyUser?: boolean;
  useTotp?: boolean;
  sendEmailMode?: SendEmailMode;
}

export async function updateAccount(
  db: Queryable,
  scope: TenantScope,
  id: number,
  changes: AccountChanges,
): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await db
    .update(users)
    .set(changes)
    .where(and(liveIn(scope), eq(users.id, id)));
}

/** Marks accounts deleted: their emails stay taken, their change history stays readable. */
export async function markAccountsDeleted(
  db: Queryable,
  scope: TenantScope,
  ids: readonly number[],
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(users)
    .set({ isDeleted: true, isPrimaryAdmin: false, tokensValidAfter: sql`now()` })
    .where(and(liveIn(scope), inArray(users.id, [...ids])));
}

/** Makes `id` the tenant's one primary admin. */
export async function makePrimaryAdmin(db: Queryable, scope: TenantScope, id: number): Promise<void> {
  await db
    .update(users)
    .set({ isPrimaryAdmin: false })
    .where(and(liveIn(scope), eq(users.isPrimaryAdmin, true), ne(users.id, id)));
  await db
    .update(users)
    .set({ isPrimaryAdmin: true })
    .where(and(liveIn(scope), eq(users.id, id)));
}

export interface PrimaryAdminRow {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
}

export async function findPrimaryAdmin(db: Queryable, scope: TenantScope): Promise<PrimaryAdminRow | null> {
  const rows = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(and(liveIn(scope), eq(users.isPrimaryAdmin, true)))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * The base SELECT of the users list: the scope tenant's live users, columns named like the
 * GraphQL fields; `search` (already bounded) matches the email, the first, last or full name.
 */
export function usersListSql(scope: TenantScope, search: string | null): SQL {
  const term = search?.trim();
  const pattern = term ? `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  const searchSql = pattern
    ? sql`and (u.email ilike ${pattern} or u.first_name ilike ${pattern} or u.last_name ilike ${pattern}
        or (u.first_name || ' ' || u.last_name) ilike ${pattern})`
    : sql``;
  return sql`
    select u.id, u.tenant_id as "tenantId", u.email, u.first_name as "firstName", u.last_name as "lastName",
      u.phone_number as "phoneNumber", u.roles, u.is_read_only_user as "isReadOnlyUser",
      u.is_primary_admin as "isPrimaryAdmin", u.need_to_change_password as "needToChangePassword",
      u.use_totp as "useTOTP", u.totp_confirmed as "totpConfirmed", u.send_email_mode as "sendEmailMode",
      u.last_signed_in as "lastSignedIn", ('TENANT_ADMIN' = any(u.roles)) as "isAdmin",
      tn.two_step_verification as "tenantTwoStepVerification"
    from users u
    join tenants tn on tn.id = u.tenant_id
    where u.tenant_id = ${scope.tenantId} and not u.is_deleted ${searchSql}`;
}

/** Whether the scope's tenant asks every sign-in for a second factor. */
export async function tenantTwoStepVerification(db: Queryable, scope: TenantScope): Promise<boolean> {
  const rows = await db
    .select({ on: tenants.twoStepVerification })
    .from(tenants)
    .where(eq(tenants.id, scope.tenantId))
    .limit(1);
  return rows[0]?.on ?? false;
}
