import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AuthProviderType } from '@vigil/contracts';
import type { Queryable } from '../db/client.js';
import type { TenantScope } from '../tenants/tenant-scope.js';
import { authProviders } from './sso.tables.js';

export type AuthProviderRow = typeof authProviders.$inferSelect;

export interface AuthProviderValues {
  provider: AuthProviderType;
  clientId: string;
  url: string;
  clientSecretSealed: string;
}

/** The scope's own providers only: a provider belongs to one tenant, never to those above or below it. */
const ofScope = (scope: TenantScope) => eq(authProviders.tenantId, scope.tenantId);

export async function findAuthProvider(
  db: Queryable,
  scope: TenantScope,
  id: number,
): Promise<AuthProviderRow | null> {
  const rows = await db
    .select()
    .from(authProviders)
    .where(and(ofScope(scope), eq(authProviders.id, id)))
    .limit(1);
  return rows[0] ?? null;
}

export async function findAuthProviders(
  db: Queryable,
  scope: TenantScope,
  ids: readonly number[],
): Promise<AuthProviderRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(authProviders)
    .where(and(ofScope(scope), inArray(authProviders.id, [...ids])))
    .orderBy(asc(authProviders.id));
}

/** The scope's providers as the sign-on page lists them: ids and kinds, oldest first. */
export async function listProviderKinds(
  db: Queryable,
  scope: TenantScope,
): Promise<{ id: number; provider: AuthProviderType }[]> {
  return db
    .select({ id: authProviders.id, provider: authProviders.provider })
    .from(authProviders)
    .where(ofScope(scope))
    .orderBy(asc(authProviders.id));
}

/**
 * The tenant a provider belongs to, looked up by the provider's id alone: how a sign-in, which names
 * only the provider, learns which tenant it is for.
 */
export async function providerOwner(db: Queryable, id: number): Promise<number | null> {
  const rows = await db
    .select({ owner: authProviders.tenantId })
    .from(authProviders)
    .where(eq(authProviders.id, id))
    .limit(1);
  return rows[0]?.owner ?? null;
}

export async function insertAuthProvider(
  db: Queryable,
  scope: TenantScope,
  values: AuthProviderValues,
): Promise<AuthProviderRow> {
  const [row] = await db
    .insert(authProviders)
    .values({ tenantId: scope.tenantId, ...values })
    .returning();
  if (!row) throw new Error('auth provider insert returned nothing');
  return row;
}

export async function updateAuthProviderRow(
  db: Queryable,
  scope: TenantScope,
  id: number,
  values: AuthProviderValues,
  now: Date,
): Promise<AuthProviderRow | null> {
  const [row] = await db
    .update(authProviders)
    .set({ ...values, updatedAt: now })
    .where(and(ofScope(scope), eq(authProviders.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteAuthProviderRows(
  db: Queryable,
  scope: TenantScope,
  ids: readonly number[],
): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(authProviders).where(and(ofScope(scope), inArray(authProviders.id, [...ids])));
}

/** The base of the tenantAuthProviders list: output columns named like the GraphQL fields. */
export function authProviderListQuery(scope: TenantScope): SQL {
  return sql`select id, provider, client_id as "clientId", url, created_at as "createdAt",
      updated_at as "updatedAt"
    from auth_providers where tenant_id = ${scope.tenantId}`;
}
