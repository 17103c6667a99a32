import { graphql } from '../../gql';

/** Devices for pickers: not archived, by name (spec part 1 §7). */
export const pickerDevicesQuery = graphql(`
  query classifierDialogDevices($tenantId: Int) {
    devices(tenantId: $tenantId, take: 1000, where: { isArchived: { eq: false } }, order: [{ name: ASC }]) {
      items {
        id
        name
        nickName
        systemUserName
      }
    }
  }
`);

export const pickerGroupsQuery = graphql(`
  query classifierDialogGroups($tenantId: Int) {
    groups(tenantId: $tenantId, take: 1000, order: [{ name: ASC }]) {
      items {
        id
        name
      }
    }
  }
`);

export const deviceRootFoldersQuery = graphql(`
  query classifierDialogRootFolders($deviceId: Int!, $tenantId: Int) {
    deviceRootFolders(request: { deviceId: $deviceId }, tenantId: $tenantId) {
      id
      name
      path
      sensitiveRiskUsd
      filesCount
      hasChildren
    }
  }
`);

export const childFoldersQuery = graphql(`
  query classifierDialogChildFolders($rootFolderId: Int!, $tenantId: Int) {
    childFolders2(
      request: { rootFolderId: $rootFolderId, order: [{ name: ASC }], calculateRisk: true }
      tenantId: $tenantId
    ) {
      children {
        id
        name
        path
        sensitiveRiskUsd
        filesCount
        hasChildren
      }
    }
  }
`);

export const processRulesQuery = graphql(`
  query classifierDialogProcesses($tenantId: Int) {
    allProcessRules(tenantId: $tenantId, order: [{ humanName: ASC }]) {
      id
      humanName
      processName
    }
  }
`);
