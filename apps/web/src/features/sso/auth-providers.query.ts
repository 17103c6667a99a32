import { graphql } from '../../gql';

/** The Auth Providers page (spec part 2 §2.2, §7). */
export const tenantAuthProvidersQuery = graphql(`
  query tenantAuthProviders(
    $skip: Int
    $take: Int
    $where: TenantAuthProviderFilterInput
    $order: [TenantAuthProviderSortInput!]
    $tenantId: Int
  ) {
    tenantAuthProviders(skip: $skip, take: $take, where: $where, order: $order, tenantId: $tenantId) {
      items {
        id
        provider
        clientId
        url
        createdAt
      }
      totalCount
      pageInfo {
        hasNextPage
      }
    }
  }
`);

export const tenantAuthProviderQuery = graphql(`
  query tenantAuthProvider($id: Int!, $tenantId: Int) {
    tenantAuthProvider(request: { id: $id }, tenantId: $tenantId) {
      id
      authProvider
      clientId
      url
    }
  }
`);

export const createTenantAuthProviderMutation = graphql(`
  mutation createTenantAuthProvider($request: CreateTenantAuthProviderRequestInput!, $tenantId: Int) {
    createTenantAuthProvider(request: $request, tenantId: $tenantId) {
      id
    }
  }
`);

export const updateTenantAuthProviderMutation = graphql(`
  mutation updateTenantAuthProvider($request: UpdateTenantAuthProviderRequestInput!, $tenantId: Int) {
    updateTenantAuthProvider(request: $request, tenantId: $tenantId) {
      id
    }
  }
`);

export const deleteTenantAuthProvidersMutation = graphql(`
  mutation deleteTenantAuthProviders($ids: [Int!]!, $tenantId: Int) {
    deleteTenantAuthProviders(request: { ids: $ids }, tenantId: $tenantId)
  }
`);
