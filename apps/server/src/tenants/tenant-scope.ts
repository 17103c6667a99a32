import { and, eq } from 'drizzle-orm';
import type { TenantType } from '@vigil/contracts';
import type { AuthUser } from '../common/context.js';
import type { Queryable } from '../db/client.js';
import { NotFoundError } from '../common/errors.js';
import { tenants } from './tenants.tables.js';

/** A tenant the caller is allowed to act for. Only resolveTenantScope makes one. */
export interface TenantScope {
  readonly tenantId: number;
  readonly tenantType: TenantType;
  readonly path: string;
  readonly name: string;
  readonly parentId: number | null;
  readonly __brand: 'TenantScope';
}

export function isSameOrDescendantPath(candidatePath: string, ancestorPath: string): boolean {
  return candidatePath.startsWith(ancestorPath);
}

/**
 * The one place that decides which tenant an operation acts for. No tenantId: the tenant chosen at
 * refresh, else the user's own. A tenantId: allowed when it is the user's tenant or below it in
 * the tree (partners see their sub-tree; the back office, at the root, sees every tenant).
 * Anything else, including a deleted tenant, answers exactly like a tenant that does not exist.
 */
export async function resolveTenantScope(
  db: Queryable,
  user: AuthUser,
  requestedTenantId?: number | null,
): Promise<TenantScope> {
  const id = requestedTenantId ?? user.actingTenantId ?? user.tenantId;
  const rows = await db
    .select({
      id: tenants.id,
      tenantType: tenants.tenantType,
      path: tenants.path,
      name: tenants.name,
      parentId: tenants.parentId,
    })
    .from(tenants)
    .where(and(eq(tenants.id, id), eq(tenants.isDeleted, false)))
    .limit(1);
  const t = rows[0];
  if (!t || !isSameOrDescendantPath(t.path, user.tenantPath)) throw new NotFoundError('Tenant', id);
  return {
    tenantId: t.id,
    tenantType: t.tenantType,
    path: t.path,
    name: t.name,
    parentId: t.parentId,
    __brand: 'TenantScope',
  };
}
