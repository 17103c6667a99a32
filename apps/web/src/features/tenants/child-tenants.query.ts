import { graphql } from '../../gql';

export const childTenantsQuery = graphql(`
  query childTenants(
    $skip: Int
    $take: Int
    $where: ChildTenantFilterInput
    $order: [ChildTenantSortInput!]
    $tenantId: Int
  ) {
    childTenants(skip: $skip, take: $take, where: $where, order: $order, tenantId: $tenantId) {
      items {
        id
        name
        isPartner
        partnerId
        tenantType
        devicesCount
        entriesCost
        encryptedEntriesCost
        residualEntriesCost
        encryptionPercent
      }
      totalCount
      pageInfo {
        hasNextPage
      }
    }
  }
`);
