import { graphql } from '../../gql';

export const fipsListItemFields = graphql(`
  fragment FipsListItemFields on FipsListItem {
    deviceId
    active
    name
    tenantName
    validation
    fipsComplianceMode
    fipsRequestStatus
    bitlockerStatus
    cngVersion
    bCryptVersion
    bCryptPrimitivesVersion
    osVersion
    methodUsed
    fipsFilesCount
  }
`);

/** Deployment → FIPS Status. */
export const fipsStatusQuery = graphql(`
  query fipsStatusList(
    $skip: Int
    $take: Int
    $where: FipsListItemFilterInput
    $order: [FipsListItemSortInput!]
    $tenantId: Int
  ) {
    fipsStatus(skip: $skip, take: $take, where: $where, order: $order, tenantId: $tenantId) {
      items {
        ...FipsListItemFields
      }
      totalCount
      pageInfo {
        hasNextPage
      }
    }
  }
`);

export const updateFipsListItemMutation = graphql(`
  mutation updateFipsListItem($deviceId: Int!, $fipsRequestStatus: FipsRequestStatus!, $tenantId: Int) {
    updateFipsListItem(
      request: { deviceId: $deviceId, fipsRequestStatus: $fipsRequestStatus }
      tenantId: $tenantId
    ) {
      ...FipsListItemFields
    }
  }
`);
