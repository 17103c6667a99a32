import { graphql } from '../../../gql';

export const deviceDashboardQuery = graphql(`
  query deviceDashboard($id: Int!, $tenantId: Int) {
    device(request: { id: $id }, tenantId: $tenantId) {
      id
      name
      nickName
      isActive
      isOnline
      lastActivity
      agentVersion
      systemUserName
      systemName
      storageUsedBytes
      storageTotalBytes
      existingFileCount
      casesCount
      sensitiveRiskInUSD
      encryptedSensitiveRiskInUSD
      isDiscoveryEnabled
      isStatisticEnabled
      isEncryptionDisabled
    }
  }
`);

export const deviceSensitiveClassifiersQuery = graphql(`
  query deviceSensitiveClassifiers(
    $take: Int
    $where: DeviceRiskByClassifierFilterInput
    $order: [DeviceRiskByClassifierSortInput!]
    $tenantId: Int
  ) {
    deviceRisksByClassifiers(take: $take, where: $where, order: $order, tenantId: $tenantId) {
      items {
        classifierId
        classifierName
        filesCount
        entriesCount
        sensitiveRiskInUSD
        filesEncryptedCount
        filesEncryptedEntrysCount
        encryptedSensitiveRiskInUSD
      }
      totalCount
    }
  }
`);

export const deviceCloudServicesQuery = graphql(`
  query deviceCloudServices(
    $request: ApplicationsRiskRequestInput!
    $take: Int
    $where: ApplicationRiskFilterInput
    $order: [ApplicationRiskSortInput!]
    $tenantId: Int
  ) {
    applicationsRisk(request: $request, take: $take, where: $where, order: $order, tenantId: $tenantId) {
      items {
        tenantId
        processId
        processCaption
        isLlmApp
        filesCountOutgoing
        filesCountIncoming
      }
      totalCount
    }
  }
`);

export const updateDeviceMutation = graphql(`
  mutation updateDevice($request: UpdateDeviceRequestInput!, $tenantId: Int) {
    updateDevice(request: $request, tenantId: $tenantId) {
      id
      isDiscoveryEnabled
      isStatisticEnabled
      isEncryptionDisabled
    }
  }
`);
