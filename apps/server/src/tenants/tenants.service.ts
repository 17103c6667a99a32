import { TenantType, tenantDisplayName } from '@vigil/contracts';
import type { AuthUser } from '../common/context.js';
import type { Queryable } from '../db/client.js';
import { NotFoundError } from '../common/errors.js';
import { isTenantAdmin } from '../graphql/guards.js';
import type { ListArgs, ListDefinition, ListResult } from '../graphql/list.js';
import { resolveTenantScope } from './tenant-scope.js';
import { childTenantsQuery, findTenantById, findTenantsTopDown, idsOfPath } from './tenants.repo.js';

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

/** The direct children of the tenant the caller acts for (the child-tenants dropdown). */
export async function listChildTenants(
  db: Queryable,
  user: AuthUser,
  tenantId: number | null | undefined,
  args: ListArgs,
  list: ListRunner<ChildTenantRow>,
): Promise<ListResult<ChildTenantRow>> {
  const scope = await resolveTenantScope(db, user, tenantId);
  return list.run(db, childTenantsQuery(scope), args);
}

/**
 * The breadcrumb from the caller's own tenant down to `id`. Tenants above the caller's own are
 * never part of it, even for a user acting for a descendant.
 */
export async function tenantParents(db: Queryable, user: AuthUser, id: number): Promise<TenantLink[]> {
  const scope = await resolveTenantScope(db, user, id);
  const chain = idsOfPath(scope.path);
  const ownIndex = chain.indexOf(user.tenantId);
  // resolveTenantScope guarantees the caller's tenant is on the path; this keeps a broken path from widening it.
  if (ownIndex < 0) throw new NotFoundError('Tenant', id);
  const rows = await findTenantsTopDown(db, chain.slice(ownIndex));
  return rows.map((r) => ({
    id: r.id,
    name: tenantDisplayName(r),
    partnerId: r.parentId,
    isPartner: r.tenantType === TenantType.Partner,
    tenantType: r.tenantType,
  }));
}

/**
 * A customer tenant the caller may see (customer2). With a tenantId, the customer must also lie
 * within that tenant. A tenant that is not a customer answers like one that does not exist.
 */
export async function getCustomer(
  db: Queryable,
  user: AuthUser,
  customerId: number,
  tenantId: number | null | undefined,
): Promise<CustomerView> {
  // With a tenantId, the customer must lie within that tenant; without, within the user's reach.
  const scope =
    tenantId === null || tenantId === undefined
      ? await resolveTenantScope(db, user, customerId)
      : await (await resolveTenantScope(db, user, tenantId)).narrow(db, customerId);
  if (scope.tenantType !== TenantType.Customer) throw new NotFoundError('Tenant', customerId);
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
