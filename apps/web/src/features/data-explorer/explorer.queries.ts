import { graphql } from '../../gql';

/** Discovered Data. */
export const discoveredFilesQuery = graphql(`
  query discoveredFiles(
    $skip: Int
    $take: Int
    $where: DiscoveredFileFilterInput
    $order: [DiscoveredFileSortInput!]
    $classifierId: Int
    $tenantId: Int
  ) {
    files2(
      skip: $skip
      take: $take
      where: $where
      order: $order
      classifierId: $classifierId
      tenantId: $tenantId
    ) {
      items {
        id
        fileName
        folderFullName
        authors
        lastModified
        falsePositive
        isDeleted
        isEncrypted
        riskUsd
        entriesCount
        parseResult
        brokenDescription
        device {
          id
          name
          nickName
        }
        classifiers {
          id
          name
          entriesCount
          costUsd
        }
      }
      totalCount
      pageInfo {
        hasNextPage
      }
    }
  }
`);

export const updateFileMutation = graphql(`
  mutation updateFile($id: Int!, $falsePositive: Boolean!, $tenantId: Int) {
    updateFile(id: $id, falsePositive: $falsePositive, tenantId: $tenantId) {
      id
      falsePositive
    }
  }
`);

/** The Activity Log. */
export const fileActionsQuery = graphql(`
  query fileActionsList(
    $skip: Int
    $take: Int
    $where: FileActionFilterInput
    $order: [FileActionSortInput!]
    $tenantId: Int
  ) {
    fileActions(skip: $skip, take: $take, where: $where, order: $order, tenantId: $tenantId) {
      items {
        id
        fileName
        directoryName
        userName
        transactionTime
        sensitiveType
        applicationName
        processType
        operation
        isPrevented
        driveType
        device {
          id
          name
          nickName
        }
        monitorEntries {
          classifierId
          name
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

/** The Folder Risk Explorer: a device's top folders, then a folder's chain and sub-folders. */
export const explorerRootFoldersQuery = graphql(`
  query explorerRootFolders($deviceId: Int!, $tenantId: Int) {
    deviceRootFolders(request: { deviceId: $deviceId }, tenantId: $tenantId) {
      id
      name
      path
      sensitiveRiskUsd
      entriesCount
      filesCount
      sensitiveFilesCount
      hasChildren
    }
  }
`);

export const explorerChildFoldersQuery = graphql(`
  query explorerChildFolders($folderId: Int!, $calculateRisk: Boolean, $tenantId: Int) {
    childFolders2(request: { rootFolderId: $folderId, calculateRisk: $calculateRisk }, tenantId: $tenantId) {
      path {
        id
        name
        path
      }
      children {
        id
        name
        path
        sensitiveRiskUsd
        entriesCount
        filesCount
        sensitiveFilesCount
        hasChildren
      }
    }
  }
`);

/** The devices the folder explorer starts from (Device Risk's rows: name and risk). */
export const explorerDevicesQuery = graphql(`
  query explorerDevices($tenantId: Int) {
    installedDevices(take: 1000, tenantId: $tenantId, order: [{ name: ASC }]) {
      items {
        id
        name
        nickName
        existingFileCount
      }
    }
  }
`);

/** The live files of one folder, for the Folder Risk Explorer. */
export const folderFilesQuery = graphql(`
  query folderFiles($folderId: Int!, $tenantId: Int) {
    files2(
      take: 1000
      where: { folderId: { eq: $folderId }, isDeleted: { eq: false } }
      order: [{ riskUsd: DESC }]
      tenantId: $tenantId
    ) {
      items {
        id
        fileName
        extension
        size
        authors
        lastModified
        isSensitive
        falsePositive
        entriesCount
        riskUsd
      }
      totalCount
    }
  }
`);

/** Discovered Data's classifier filter: the customer's classifiers, by name. */
export const filterClassifiersQuery = graphql(`
  query explorerFilterClassifiers($tenantId: Int) {
    allClassifiers(tenantId: $tenantId) {
      id
      name
    }
  }
`);

/** Discovered Data's device filter: devices found by name, or the one a link names by id. */
export const filterDevicesQuery = graphql(`
  query explorerFilterDevices($tenantId: Int, $where: DevicePickerItemFilterInput, $take: Int) {
    devices(tenantId: $tenantId, where: $where, take: $take, order: [{ name: ASC }]) {
      items {
        id
        name
        nickName
        systemUserName
      }
    }
  }
`);
