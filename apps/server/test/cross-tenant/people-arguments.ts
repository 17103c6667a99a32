import type { ArgumentMeaning } from './id-arguments.js';

const paging: ArgumentMeaning = { notAnId: 'paging: rows to skip or take' };

/** The Int arguments of the users and groups operations (people-cases.ts), spread into ARGUMENTS. */
export const PEOPLE_ARGUMENTS: Record<string, ArgumentMeaning> = {
  'Query.users.skip': paging,
  'Query.users.take': paging,
  'Query.users.tenantId': 'Tenant',
  'Query.users.where.id': 'User',
  'Query.users.where.tenantId': 'Tenant',
  'Query.user.request.id': 'User',
  'Query.user.tenantId': 'Tenant',
  'Query.primaryAdmin.tenantId': 'Tenant',
  'Query.group.request.id': 'DeviceGroup',
  'Query.group.tenantId': 'Tenant',
  'Mutation.createUser.tenantId': 'Tenant',
  'Mutation.updateUser.request.id': 'User',
  'Mutation.updateUser.tenantId': 'Tenant',
  'Mutation.deleteUsers.request.ids': 'User',
  'Mutation.deleteUsers.tenantId': 'Tenant',
  'Mutation.setPrimaryAdmin.request.id': 'User',
  'Mutation.setPrimaryAdmin.tenantId': 'Tenant',
  'Mutation.manageUserGroups.userId': 'User',
  'Mutation.manageUserGroups.groupIds': 'DeviceGroup',
  'Mutation.manageUserGroups.tenantId': 'Tenant',
  'Mutation.createGroup.request.users': 'User',
  'Mutation.createGroup.request.devices': 'Device',
  'Mutation.createGroup.tenantId': 'Tenant',
  'Mutation.updateGroup.request.id': 'DeviceGroup',
  'Mutation.updateGroup.request.users': 'User',
  'Mutation.updateGroup.request.devices': 'Device',
  'Mutation.updateGroup.tenantId': 'Tenant',
  'Mutation.deleteGroups.request.ids': 'DeviceGroup',
  'Mutation.deleteGroups.tenantId': 'Tenant',
  'Mutation.manageDeviceGroups.deviceId': 'Device',
  'Mutation.manageDeviceGroups.groupIds': 'DeviceGroup',
  'Mutation.manageDeviceGroups.tenantId': 'Tenant',
};
