import type { ChildTenantFilterInput, ChildTenantSortInput, ChildTenantsQuery } from '../../gql/graphql';
import { useServerList } from '../../hooks/use-server-list';
import { childTenantsQuery } from './child-tenants.query';

export type ChildTenant = ChildTenantsQuery['childTenants']['items'][number];

interface ChildTenantListOptions {
  /** The tenant whose children are listed. */
  tenantId: number;
  search: string;
  pageSize: number;
  skip?: boolean;
}

const BY_NAME: ChildTenantSortInput[] = [{ name: 'ASC' }];

export function childTenantFilter(search: string): ChildTenantFilterInput | undefined {
  const trimmed = search.trim();
  return trimmed ? { name: { contains: trimmed } } : undefined;
}

/** Children of a tenant, by name, a page at a time, filtered by name (the logo's dropdown). */
export function useChildTenantList({ tenantId, search, pageSize, skip = false }: ChildTenantListOptions) {
  return useServerList({
    document: childTenantsQuery,
    field: 'childTenants',
    variables: { tenantId },
    where: childTenantFilter(search),
    order: BY_NAME,
    pageSize,
    skip,
  });
}
