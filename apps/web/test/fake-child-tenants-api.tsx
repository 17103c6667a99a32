import type { ReactNode } from 'react';
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { Observable } from 'rxjs';
import type { ChildTenantFilterInput, ChildTenantSortInput } from '../src/gql/graphql';

/* The childTenants list convention over an in-memory table, for web unit tests. */

export function fakeTenant(id: number, name = `Tenant ${String(id).padStart(4, '0')}`) {
  return {
    __typename: 'ChildTenant',
    id,
    name,
    isPartner: false,
    partnerId: 1,
    tenantType: 'CUSTOMER',
    devicesCount: 0,
    entriesCost: 0,
    encryptedEntriesCost: 0,
    residualEntriesCost: 0,
    encryptionPercent: 0,
  };
}

interface Vars {
  skip: number;
  take: number;
  where?: ChildTenantFilterInput;
  order?: ChildTenantSortInput[];
  tenantId?: number;
}

type FakeTenant = ReturnType<typeof fakeTenant>;

/** A stand-in for the API's list convention over an in-memory table (skip/take/where name contains). */
export function fakeChildTenantsApi(initial: number | FakeTenant[]) {
  let rows =
    typeof initial === 'number' ? Array.from({ length: initial }, (_, i) => fakeTenant(i + 1)) : initial;
  /** skip, take and where of every request. */
  const requests: Vars[] = [];
  const orders: (ChildTenantSortInput[] | undefined)[] = [];
  const link = new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        const v = operation.variables as Vars;
        requests.push({ skip: v.skip, take: v.take, ...(v.where ? { where: v.where } : {}) });
        orders.push(v.order);
        const needle = v.where?.name?.contains;
        const matching = needle ? rows.filter((r) => r.name.includes(needle)) : rows;
        const items = matching.slice(v.skip, v.skip + v.take);
        const timer = setTimeout(() => {
          observer.next({
            data: {
              childTenants: {
                __typename: 'ChildTenantCollectionSegment',
                items,
                totalCount: matching.length,
                pageInfo: {
                  __typename: 'CollectionSegmentInfo',
                  hasNextPage: v.skip + v.take < matching.length,
                },
              },
            },
          });
          observer.complete();
        }, 1);
        return () => clearTimeout(timer);
      }),
  );
  const client = new ApolloClient({ link, cache: new InMemoryCache() });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <ApolloProvider client={client}>{children}</ApolloProvider>
  );
  return {
    requests,
    orders,
    wrapper,
    shrinkTo: (count: number) => {
      rows = rows.slice(0, count);
    },
  };
}
