import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { UserRole } from '@vigil/contracts';
import type { Queryable } from '../db/client.js';
import type { TenantScope } from '../tenants/tenant-scope.js';
import { tenants } from '../tenants/tenants.tables.js';
import { normaliseEmail } from './users.repo.js';
import { users } from './users.tables.js';

/*
 * The users a tenant's management reads and makes: a new tenant's first administrator, the back
 * office's onboarding managers, the users shown on a tenant row.
 */

export interface NewUserRow {
  email: string;
  passwordHash: string;
  firstName: string;
  lastName: string;
  roles: UserRole[];
  useTotp: boolean;
  needToChangePassword: boolean;
  isPrimaryAdmin: boolean;
}

/** Deleted accounts keep their email (the unique index), so they count as taken too. */
export async function isEmailTaken(db: Queryable, email: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, normaliseEmail(email)))
    .limit(1);
  return rows.length > 0;
}

/** A user of the scope's own tenant. */
export async function insertUser(
  db: Queryable,
  scope: TenantScope,
  row: NewUserRow,
): Promise<{ id: number; email: string }> {
  const [created] = await db
    .insert(users)
    .values({ ...row, email: normaliseEmail(row.email), tenantId: scope.tenantId })
    .returning({ id: users.id, email: users.email });
  if (!created) throw new Error('User insert returned nothing');
  return created;
}

export interface OnboardingManagerRow {
  id: number;
  email: string;
}

/** The live Onboarding Managers of the scope's own tenant (the back office's). */
export async function findOnboardingManagers(
  db: Queryable,
  scope: TenantScope,
): Promise<OnboardingManagerRow[]> {
  return db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      and(
        eq(users.tenantId, scope.tenantId),
        eq(users.isDeleted, false),
        sql`${UserRole.OnboardingManager} = any(${users.roles})`,
      ),
    )
    .orderBy(asc(users.email), asc(users.id));
}

export interface TenantUserRow {
  tenantId: number;
  id: number;
  email: string;
  firstName: string;
  lastName: string;
}

/** The live users of these tenants, as far as they lie in the scope's subtree, by email. */
export async function findUsersOfTenants(
  db: Queryable,
  scope: TenantScope,
  ids: readonly number[],
): Promise<TenantUserRow[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      tenantId: users.tenantId,
      id: users.id,
      email: users.email,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(users)
    .innerJoin(tenants, eq(tenants.id, users.tenantId))
    .where(
      and(inArray(users.tenantId, [...ids]), eq(users.isDeleted, false), scope.containsSql(tenants.path)),
    )
    .orderBy(asc(users.email));
}
