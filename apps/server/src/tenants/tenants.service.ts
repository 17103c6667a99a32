import { TenantType, tenantDisplayName } from '@vigil/contracts';
import type { AuthUser } from '../common/context.js';
import type { Queryable } from '../db/client.js';
import { NotFoundError } from '../common/errors.js';
import type { ListArgs, ListDefinition, ListResult } from '../graphql/list.js';
import type { TenantScope } from './tenant-scope.js';
import { childTenantsQuery, findTenantChain } from './tenants.repo.js';

/** A row of childTenants, named like the GraphQL fields of ChildTenant. */
export interface ChildTenantRow {
  id: number;
  name: string;
  isPartner: boolean;
  partnerId: number | null;
  tenantType: TenantType;
  devicesCount: number;
  entriesCost: number;
  encryptedEntriesCost: number;
  residualEntriesCost: number;
  encryptionPercent: number;
}

export interface TenantLink {
  id: number;
  name: string;
  partnerId: number | null;
  isPartner: boolean;
  tenantType: TenantType;
}

type ListRunner<T extends object> = Pick<ListDefinition<T>, 'run'>;

/** The direct children of the scope's tenant (the child-tenants dropdown). */
export async function listChildTenants(
  db: Queryable,
  scope: TenantScope,
  args: ListArgs,
  list: ListRunner<ChildTenantRow>,
): Promise<ListResult<ChildTenantRow>> {
  return list.run(db, childTenantsQuery(scope), args);
}

/**
 * The breadcrumb from the caller's own tenant down to the scope's. Tenants above the caller's own
 * are never part of it, even for a user acting for a descendant.
 */
export async function tenantParents(
  db: Queryable,
  user: AuthUser,
  scope: TenantScope,
): Promise<TenantLink[]> {
  const chain = await findTenantChain(db, scope);
  const ownIndex = chain.findIndex((r) => r.id === user.tenantId);
  // The resolver guarantees the caller's tenant is on the path; this keeps a broken path from widening it.
  if (ownIndex < 0) throw new NotFoundError('Tenant', scope.tenantId);
  return chain.slice(ownIndex).map((r) => ({
    id: r.id,
    name: tenantDisplayName(r),
    partnerId: r.parentId,
    isPartner: r.tenantType === TenantType.Partner,
    tenantType: r.tenantType,
  }));
}
