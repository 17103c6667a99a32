import { useCallback } from 'react';
import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import type { ChildTenantFilterInput, ChildTenantsQuery } from '../../gql/graphql';
import { childTenantsQuery } from './child-tenants.query';

export type ChildTenant = ChildTenantsQuery['childTenants']['items'][number];

interface ChildTenantListOptions {
  /** The tenant whose children are listed. */
  tenantId: number;
  search: string;
  pageSize: number;
  skip?: boolean;
}

export function childTenantFilter(search: string): ChildTenantFilterInput | undefined {
  const trimmed = search.trim();
  return trimmed ? { name: { contains: trimmed } } : undefined;
}

/** Children of a tenant, by name, a page at a time (skip/take), filtered by name. */
export function useChildTenantList({ tenantId, search, pageSize, skip = false }: ChildTenantListOptions) {
  const { data, previousData, loading, error, fetchMore, networkStatus, refetch } = useQuery(
    childTenantsQuery,
    {
      variables: {
        skip: 0,
        take: pageSize,
        where: childTenantFilter(search),
        order: [{ name: 'ASC' }],
        tenantId,
      },
      notifyOnNetworkStatusChange: true,
      skip,
    },
  );
  const page = (data ?? previousData)?.childTenants;
  const items = page?.items ?? [];
  const hasNextPage = page?.pageInfo.hasNextPage ?? false;
  const loadingMore = networkStatus === NetworkStatus.fetchMore;
  const itemCount = items.length;

  const loadMore = useCallback(async () => {
    if (!hasNextPage || loading) return;
    await fetchMore({
      variables: { skip: itemCount },
      updateQuery: (prev, { fetchMoreResult }) => ({
        childTenants: {
          ...fetchMoreResult.childTenants,
          items: [...(prev.childTenants?.items ?? []), ...fetchMoreResult.childTenants.items],
        },
      }),
    });
  }, [fetchMore, hasNextPage, itemCount, loading]);

  return {
    items,
    totalCount: page?.totalCount ?? 0,
    hasNextPage,
    loading: loading && !loadingMore,
    loadingMore,
    error,
    loadMore,
    refetch,
  };
}
