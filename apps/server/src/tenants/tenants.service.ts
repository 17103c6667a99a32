import { TenantType, tenantDisplayName } from '@vigil/contracts';
import type { AuthUser } from '../common/context.js';
import type { Queryable } from '../db/client.js';
import { NotFoundError } from '../common/errors.js';
import { isTenantAdmin } from '../graphql/guards.js';
import type { ListArgs, ListDefinition, ListResult } from '../graphql/list.js';
import type { TenantScope } from './tenant-scope.js';
import { childTenantsQuery, findTenantById, findTenantChain } from './tenants.repo.js';

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

export interface CustomerView {
  id: number;
  name: string;
  partner: { id: number; name: string } | null;
  fipsrequestStatus: number;
  testingGroups: number[];
  twoStepVerification: boolean;
  subscriptionType: string | null;
  /** Null for callers who may not install agents for the customer. */
  agentKey: string | null;
  agentUninstallKey: string | null;
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

/**
 * A customer tenant of the scope (customer2): the scope's tenant itself or one below it. A tenant
 * that is not a customer answers like one that does not exist.
 */
export async function getCustomer(
  db: Queryable,
  user: AuthUser,
  within: TenantScope,
  customerId: number,
): Promise<CustomerView> {
  const scope = await within.narrow(db, customerId);
  if (!scope.isCustomer) throw new NotFoundError('Tenant', customerId);
  const row = await findTenantById(db, scope.tenantId);
  if (!row) throw new NotFoundError('Tenant', customerId);
  const parent = row.parentId === null ? null : await findTenantById(db, row.parentId);
  return {
    id: row.id,
    name: tenantDisplayName(row),
    partner:
      parent && parent.tenantType === TenantType.Partner
        ? { id: parent.id, name: tenantDisplayName(parent) }
        : null,
    fipsrequestStatus: row.fipsRequestStatus === 1 ? 1 : 0,
    testingGroups: row.testingGroups,
    twoStepVerification: row.twoStepVerification,
    subscriptionType: row.subscriptionType,
    agentKey: mayReadAgentKeys(user) ? row.agentKey : null,
    agentUninstallKey: mayReadAgentKeys(user) ? row.agentUninstallKey : null,
  };
}

/**
 * The agent keys register and remove devices (and take license seats): the customer's admins and
 * the admins of partners above it may read them, and the back office; regular and read-only
 * users may not. getCustomer has already checked the customer is within the caller's reach.
 */
function mayReadAgentKeys(user: AuthUser): boolean {
  if (user.isReadOnlyUser) return false;
  return user.tenantType === TenantType.Root || isTenantAdmin(user);
}
