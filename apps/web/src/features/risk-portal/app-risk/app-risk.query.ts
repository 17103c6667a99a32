import { graphql } from '../../../gql';

export const applicationsRiskQuery = graphql(`
  query applicationsRisk(
    $request: ApplicationsRiskRequestInput!
    $skip: Int
    $take: Int
    $where: ApplicationRiskFilterInput
    $order: [ApplicationRiskSortInput!]
    $tenantId: Int
  ) {
    applicationsRisk(
      request: $request
      skip: $skip
      take: $take
      where: $where
      order: $order
      tenantId: $tenantId
    ) {
      items {
        tenantId
        processId
        processCaption
        webApp
        isLlmApp
        residualEntriesCostOutgoing
        filesCountOutgoing
        filesCountIncoming
        dataUploadPermission
        devicesCount
        devices {
          id
          name
          nickName
        }
        policies {
          id
          name
          caption
          entriesCount
        }
      }
      totalCount
      pageInfo {
        hasNextPage
      }
    }
  }
`);

export const setProcessDataUploadPermissionMutation = graphql(`
  mutation setProcessDataUploadPermission(
    $request: SetProcessDataUploadPermissionRequestInput!
    $tenantId: Int
  ) {
    setProcessDataUploadPermission(request: $request, tenantId: $tenantId) {
      processId
      dataUploadPermission
    }
  }
`);
