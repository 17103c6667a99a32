import { graphql } from '../../gql';

/** Device Setup → Devices, the partner's and the back office's device lists. */
export const installedDevicesQuery = graphql(`
  query installedDevicesList(
    $skip: Int
    $take: Int
    $where: InstalledDeviceFilterInput
    $order: [InstalledDeviceSortInput!]
    $tenantId: Int
    $showOnlyWithDuplicateNames: Boolean
  ) {
    installedDevices(
      skip: $skip
      take: $take
      where: $where
      order: $order
      tenantId: $tenantId
      showOnlyWithDuplicateNames: $showOnlyWithDuplicateNames
    ) {
      items {
        id
        name
        nickName
        systemUserName
        systemName
        agentVersion
        licenseStatus
        onlineStatus
        lastActivity
        existingFileCount
        isArchived
        customerId
        customerName
        partnerName
      }
      totalCount
      pageInfo {
        hasNextPage
      }
    }
  }
`);

export const setDevicesActiveMarkMutation = graphql(`
  mutation setDevicesActiveMark($ids: [Int!]!, $isActive: Boolean!, $tenantId: Int) {
    setDevicesActiveMark(ids: $ids, isActive: $isActive, tenantId: $tenantId)
  }
`);

export const setDevicesArchivingMarkMutation = graphql(`
  mutation setDevicesArchivingMark($ids: [Int!]!, $isArchived: Boolean!, $activate: Boolean, $tenantId: Int) {
    setDevicesArchivingMark(ids: $ids, isArchived: $isArchived, activate: $activate, tenantId: $tenantId) {
      result
      error
    }
  }
`);

export const setDevicesDeletionMarkMutation = graphql(`
  mutation setDevicesDeletionMark($ids: [Int!]!, $isDeleted: Boolean!, $tenantId: Int) {
    setDevicesDeletionMark(ids: $ids, isDeleted: $isDeleted, tenantId: $tenantId)
  }
`);

export const rescanMutation = graphql(`
  mutation rescanDevices($ids: [Int!]!, $tenantId: Int) {
    rescan(deviceIds: $ids, tenantId: $tenantId)
  }
`);

export const uninstallDevicesMutation = graphql(`
  mutation uninstallDevices($ids: [Int!]!, $withDeletion: Boolean, $tenantId: Int) {
    uninstallDevices(ids: $ids, withDeletion: $withDeletion, tenantId: $tenantId)
  }
`);

export const deviceDetailsQuery = graphql(`
  query deviceDetails($id: Int!, $tenantId: Int) {
    device(request: { id: $id }, tenantId: $tenantId) {
      id
      name
      nickName
      alertRule
      deviceType
      isDiscoveryEnabled
      isStatisticEnabled
      isEncryptionDisabled
      customerId
      customerName
      systemName
      systemUserName
      agentVersion
      licenseStatus
      settingsGroup {
        id
        name
      }
    }
  }
`);

export const updateDeviceDetailsMutation = graphql(`
  mutation updateDeviceDetails($request: UpdateDeviceRequestInput!, $tenantId: Int) {
    updateDevice(request: $request, tenantId: $tenantId) {
      id
      nickName
      alertRule
      deviceType
      isDiscoveryEnabled
      isStatisticEnabled
      isEncryptionDisabled
      settingsGroup {
        id
        name
      }
    }
  }
`);
