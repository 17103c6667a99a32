import { graphql } from '../../gql';

/** Cloud Setup → Repositories. */
export const cloudDevicesQuery = graphql(`
  query cloudDevicesList(
    $skip: Int
    $take: Int
    $where: CloudDeviceItemFilterInput
    $order: [CloudDeviceItemSortInput!]
    $tenantId: Int
    $showOnlyWithDuplicateNames: Boolean
  ) {
    cloudDevices(
      skip: $skip
      take: $take
      where: $where
      order: $order
      tenantId: $tenantId
      showOnlyWithDuplicateNames: $showOnlyWithDuplicateNames
      showFantomDevices: true
    ) {
      items {
        id
        deviceId
        deviceIdentifier
        name
        authService
        systemType
        systemName
        scan
        cloudDeviceId
        licenseStatus
        lastActivity
        lastFullScan
        existingFileCount
        existingFileSizeBytes
        scannedPercent
        isArchived
        customerName
        agentVersion
        sensitiveRiskInUSD
      }
      totalCount
      pageInfo {
        hasNextPage
      }
    }
  }
`);

export const updateCloudDevicesScanMutation = graphql(`
  mutation updateCloudDevicesScan($request: UpdateCloudDevicesRequestInput!, $tenantId: Int) {
    updateCloudDevices(request: $request, tenantId: $tenantId)
  }
`);

export const cloudDeviceDetailsQuery = graphql(`
  query cloudDeviceDetails($id: Int!, $tenantId: Int) {
    cloudDevice(request: { id: $id }, tenantId: $tenantId) {
      id
      name
      authService
      systemType
      location
      scan
      cloudDeviceId
      alertRule
      settingsGroup {
        id
        name
      }
      isEncryptionDisabled
      readOnly
      decrypt
      scannerDelayMinute
      resyncKey
      cloudDeviceSettings
      customerId
    }
  }
`);

export const updateCloudDeviceMutation = graphql(`
  mutation updateCloudDeviceDetails($request: UpdateCloudDeviceRequestInput!, $tenantId: Int) {
    updateCloudDevice(request: $request, tenantId: $tenantId) {
      id
      alertRule
      isEncryptionDisabled
      readOnly
      decrypt
      scannerDelayMinute
      resyncKey
      cloudDeviceSettings
      settingsGroup {
        id
        name
      }
    }
  }
`);

/** Cloud Setup → Installation: the customer's repository scan settings and its scanner. */
export const cloudInstallationQuery = graphql(`
  query cloudInstallation($id: Int!, $tenantId: Int) {
    customer2(request: { id: $id }, tenantId: $tenantId) {
      id
      agentKey
      scanNewCloudDevices
      scanCloudDevicesEnabled
      scannerDelayMinute
    }
    cloudDevicesScannerInfo(tenantId: $tenantId) {
      tenantId
      agentVersion
      lastActivity
      scannedRepository
    }
  }
`);

export const updateCloudInstallationMutation = graphql(`
  mutation updateCloudInstallation($request: UpdateCustomerRequestInput!, $tenantId: Int) {
    updateCustomer2(request: $request, tenantId: $tenantId) {
      id
    }
  }
`);

/** Cloud Installation → Configuration Files: the customer's cloud connections. */
export const customerCloudAuthDataQuery = graphql(`
  query customerCloudAuthData($tenantId: Int) {
    customerCloudAuthData(tenantId: $tenantId) {
      authService
      isConfigured
      isConnected
      source
      connectedAt
    }
  }
`);

export const scannerAuthUrlsQuery = graphql(`
  query vigilScannerAuthUrls($tenantId: Int, $redirectUrl: String!) {
    vigilScannerAuthUrls(tenantId: $tenantId, request: { redirectUrl: $redirectUrl }) {
      googleDrive
      googleMail
      microsoftOneDrive
      microsoftOutlook
    }
  }
`);

export const uploadScannerAuthFileMutation = graphql(`
  mutation uploadvigilScannerAuthFile($tenantId: Int, $authService: CloudAuthService!, $file: String!) {
    uploadvigilScannerAuthFile(tenantId: $tenantId, request: { authService: $authService, file: $file }) {
      authService
      isConnected
      source
      connectedAt
    }
  }
`);

export const deleteScannerAuthMutation = graphql(`
  mutation deletevigilScannerAuth($tenantId: Int, $authService: CloudAuthService!) {
    deletevigilScannerAuth(tenantId: $tenantId, request: { authService: $authService })
  }
`);
