import { graphql } from '../../gql';

/** Deployment → Security Groups (spec part 2 §2.4, §2.6). */
export const securityGroupsListQuery = graphql(`
  query securityGroupsList(
    $skip: Int
    $take: Int
    $where: DeviceSettingsGroupFilterInput
    $order: [DeviceSettingsGroupSortInput!]
    $tenantId: Int
  ) {
    deviceSettingsGroups(skip: $skip, take: $take, where: $where, order: $order, tenantId: $tenantId) {
      items {
        id
        name
        devices {
          id
          name
          nickName
        }
      }
      totalCount
      pageInfo {
        hasNextPage
      }
    }
  }
`);

/** The groups a device or a customer's defaults may name (Device Details, Customer Settings). */
export const securityGroupChoicesQuery = graphql(`
  query securityGroupChoices($tenantId: Int, $where: DeviceSettingsGroupFilterInput) {
    deviceSettingsGroups(take: 1000, tenantId: $tenantId, where: $where) {
      items {
        id
        name
      }
    }
  }
`);

export const securityGroupQuery = graphql(`
  query securityGroup($id: Int!, $tenantId: Int) {
    deviceSettingsGroup(request: { id: $id }, tenantId: $tenantId) {
      id
      name
      discoveryEnabled
      statisticEnabled
      encryptionEnabled
      vigilAgentIconOn
      iconShellExtensionEnabled
      menuShellExtensionEnabled
      browserExtensionEnabled
      scannerDelayMinute
      encryptionDelayDaysMin
      encryptionDelayDaysMax
      devices {
        id
        name
        nickName
      }
    }
  }
`);

export const createSecurityGroupMutation = graphql(`
  mutation createDeviceSettingsGroup($request: CreateDeviceSettingsGroupRequestInput!, $tenantId: Int) {
    createDeviceSettingsGroup(request: $request, tenantId: $tenantId) {
      id
    }
  }
`);

export const updateSecurityGroupMutation = graphql(`
  mutation updateDeviceSettingsGroup($request: UpdateDeviceSettingsGroupRequestInput!, $tenantId: Int) {
    updateDeviceSettingsGroup(request: $request, tenantId: $tenantId) {
      id
    }
  }
`);

export const deleteSecurityGroupMutation = graphql(`
  mutation deleteDeviceSettingsGroup($id: Int!, $tenantId: Int) {
    deleteDeviceSettingsGroup(request: { id: $id }, tenantId: $tenantId)
  }
`);
