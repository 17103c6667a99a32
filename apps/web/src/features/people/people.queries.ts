import { graphql } from '../../gql';

/** The users page (Customer users, Partner users). */
export const usersListQuery = graphql(`
  query usersList(
    $skip: Int
    $take: Int
    $where: UserFilterInput
    $order: [UserSortInput!]
    $search: String
    $tenantId: Int
  ) {
    users(skip: $skip, take: $take, where: $where, order: $order, search: $search, tenantId: $tenantId) {
      items {
        id
        email
        firstName
        lastName
        roles
        isAdmin
        isReadOnlyUser
        isPrimaryAdmin
        needToChangePassword
        useTOTP
        lastSignedIn
        groups {
          id
          name
        }
      }
      totalCount
      pageInfo {
        hasNextPage
      }
    }
  }
`);

export const userQuery = graphql(`
  query userDetails($id: Int!, $tenantId: Int) {
    user(request: { id: $id }, tenantId: $tenantId) {
      id
      email
      firstName
      lastName
      phoneNumber
      roles
      isAdmin
      isReadOnlyUser
      isPrimaryAdmin
      useTOTP
      sendEmailMode
      tenantTwoStepVerification
      groups {
        id
        name
      }
    }
  }
`);

export const primaryAdminQuery = graphql(`
  query primaryAdmin($tenantId: Int) {
    primaryAdmin(tenantId: $tenantId) {
      id
      firstName
      lastName
      email
    }
  }
`);

/** The admins a primary admin may be chosen from. */
export const adminUsersQuery = graphql(`
  query adminUsers($tenantId: Int) {
    users(
      tenantId: $tenantId
      take: 1000
      where: { isAdmin: { eq: true }, isReadOnlyUser: { eq: false } }
      order: [{ email: ASC }]
    ) {
      items {
        id
        email
        firstName
        lastName
      }
    }
  }
`);

export const createUserMutation = graphql(`
  mutation createUser($request: CreateUserRequestInput!, $tenantId: Int) {
    createUser(request: $request, tenantId: $tenantId) {
      temporaryPassword
      user {
        id
        email
        firstName
        lastName
        isAdmin
        isReadOnlyUser
      }
    }
  }
`);

export const updateUserMutation = graphql(`
  mutation updateUser($request: UpdateUserRequestInput!, $tenantId: Int) {
    updateUser(request: $request, tenantId: $tenantId) {
      id
    }
  }
`);

export const deleteUsersMutation = graphql(`
  mutation deleteUsers($ids: [Int!]!, $tenantId: Int) {
    deleteUsers(request: { ids: $ids }, tenantId: $tenantId)
  }
`);

export const setPrimaryAdminMutation = graphql(`
  mutation setPrimaryAdmin($id: Int!, $tenantId: Int) {
    setPrimaryAdmin(request: { id: $id }, tenantId: $tenantId) {
      id
    }
  }
`);

export const setUserPasswordMutation = graphql(`
  mutation setUserPassword($userId: Int!, $newPassword: String!, $tenantId: Int) {
    changeUserPassword(userId: $userId, newPassword: $newPassword, tenantId: $tenantId)
  }
`);

export const manageUserGroupsMutation = graphql(`
  mutation manageUserGroups($userId: Int!, $groupIds: [Int!]!, $tenantId: Int) {
    manageUserGroups(userId: $userId, groupIds: $groupIds, mode: REPLACE, tenantId: $tenantId) {
      id
    }
  }
`);

/** The Groups page. */
export const groupsListQuery = graphql(`
  query groupsList(
    $skip: Int
    $take: Int
    $where: GroupFilterInput
    $order: [GroupSortInput!]
    $tenantId: Int
  ) {
    groups(skip: $skip, take: $take, where: $where, order: $order, tenantId: $tenantId) {
      items {
        id
        name
        description
        users {
          id
        }
        devices {
          id
        }
      }
      totalCount
      pageInfo {
        hasNextPage
      }
    }
  }
`);

/** Every group of the tenant, for the pickers of Add Groups and Add Device to Groups. */
export const groupOptionsQuery = graphql(`
  query groupOptions($tenantId: Int) {
    groups(tenantId: $tenantId, take: 1000, order: [{ name: ASC }]) {
      items {
        id
        name
      }
    }
  }
`);

export const groupQuery = graphql(`
  query groupDetails($id: Int!, $tenantId: Int) {
    group(request: { id: $id }, tenantId: $tenantId) {
      id
      name
      description
      users {
        id
        email
      }
      devices {
        id
        name
      }
    }
  }
`);

export const createGroupMutation = graphql(`
  mutation createGroup($request: CreateGroupRequestInput!, $tenantId: Int) {
    createGroup(request: $request, tenantId: $tenantId) {
      id
    }
  }
`);

export const updateGroupMutation = graphql(`
  mutation updateGroup($request: UpdateGroupRequestInput!, $tenantId: Int) {
    updateGroup(request: $request, tenantId: $tenantId) {
      id
    }
  }
`);

export const deleteGroupsMutation = graphql(`
  mutation deleteGroups($ids: [Int!]!, $tenantId: Int) {
    deleteGroups(request: { ids: $ids }, tenantId: $tenantId)
  }
`);

export const deviceGroupsQuery = graphql(`
  query deviceGroups($id: Int!, $tenantId: Int) {
    device(request: { id: $id }, tenantId: $tenantId) {
      id
      name
      groups {
        id
        name
      }
    }
  }
`);

export const manageDeviceGroupsMutation = graphql(`
  mutation manageDeviceGroups($deviceId: Int!, $groupIds: [Int!]!, $tenantId: Int) {
    manageDeviceGroups(deviceId: $deviceId, groupIds: $groupIds, mode: REPLACE, tenantId: $tenantId) {
      id
    }
  }
`);

/** Users to add to a group, by search (at most 50 shown). */
export const userOptionsQuery = graphql(`
  query userOptions($search: String, $tenantId: Int) {
    users(search: $search, take: 50, order: [{ email: ASC }], tenantId: $tenantId) {
      items {
        id
        email
        firstName
        lastName
      }
    }
  }
`);

/** Devices to add to a group, by name (at most 50 shown). */
export const deviceOptionsQuery = graphql(`
  query deviceOptions($where: DevicePickerItemFilterInput, $tenantId: Int) {
    devices(where: $where, take: 50, order: [{ name: ASC }], tenantId: $tenantId) {
      items {
        id
        name
        nickName
        systemUserName
      }
    }
  }
`);
