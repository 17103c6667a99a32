import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { tenantDisplayName, type TenantType, type UserRole } from '@vigil/contracts';
import type { AuthUser } from '../common/context.js';
import type { Queryable } from '../db/client.js';
import type { TenantScope } from '../tenants/tenant-scope.js';
import { tenants } from '../tenants/tenants.tables.js';
import { users } from './users.tables.js';

export interface UserWithTenant {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  tenantId: number;
  tenantType: TenantType;
  tenantPath: string;
  tenantName: string;
  roles: UserRole[];
  isReadOnlyUser: boolean;
  needToChangePassword: boolean;
  tokensValidAfter: Date | null;
}

export const userWithTenantColumns = {
  id: users.id,
  email: users.email,
  firstName: users.firstName,
  lastName: users.lastName,
  tenantId: users.tenantId,
  tenantType: tenants.tenantType,
  tenantPath: tenants.path,
  tenantName: tenants.name,
  roles: users.roles,
  isReadOnlyUser: users.isReadOnlyUser,
  needToChangePassword: users.needToChangePassword,
  tokensValidAfter: users.tokensValidAfter,
};

/** An active user of an active tenant, or null. */
export async function findActiveUserWithTenant(
  db: Queryable,
  userId: number,
): Promise<UserWithTenant | null> {
  const rows = await db
    .select(userWithTenantColumns)
    .from(users)
    .innerJoin(tenants, eq(tenants.id, users.tenantId))
    .where(and(eq(users.id, userId), eq(users.isDeleted, false), eq(tenants.isDeleted, false)))
    .limit(1);
  const row = rows[0];
  return row ? { ...row, roles: row.roles as UserRole[] } : null;
}

export interface UserBrand {
  tenantName: string;
  /** The nearest partner's logo: a customer sees its partner's brand. */
  logo: string | null;
}

const parentTenants = alias(tenants, 'parent');

/** The name and logo the signed-in user's console shows, its own tenant's (else its parent's logo): one query. */
export async function findUserBrand(db: Queryable, user: AuthUser): Promise<UserBrand> {
  const { tenantId } = user;
  const [row] = await db
    .select({ id: tenants.id, name: tenants.name, logo: tenants.logo, parentLogo: parentTenants.logo })
    .from(tenants)
    .leftJoin(parentTenants, eq(parentTenants.id, tenants.parentId))
    .where(eq(tenants.id, tenantId));
  return {
    tenantName: tenantDisplayName({ id: tenantId, name: row?.name ?? '' }),
    logo: row?.logo ?? row?.parentLogo ?? null,
  };
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

export async function findUserByEmail(db: Queryable, email: string) {
  const rows = await db
    .select()
    .from(users)
    .where(and(sql`${users.email} = ${normaliseEmail(email)}`, eq(users.isDeleted, false)))
    .limit(1);
  return rows[0] ?? null;
}

/**
 * The active user of the scope's own tenant with this email, or null: a user of any other tenant,
 * above or below it, is not found. Single sign-on matches the provider's users this way.
 */
export async function findActiveUserOfTenant(
  db: Queryable,
  scope: TenantScope,
  email: string,
): Promise<UserWithTenant | null> {
  const rows = await db
    .select(userWithTenantColumns)
    .from(users)
    .innerJoin(tenants, eq(tenants.id, users.tenantId))
    .where(
      and(
        eq(users.email, normaliseEmail(email)),
        eq(users.tenantId, scope.tenantId),
        eq(users.isDeleted, false),
        eq(tenants.isDeleted, false),
      ),
    )
    .limit(1);
  const row = rows[0];
  return row ? { ...row, roles: row.roles as UserRole[] } : null;
}
