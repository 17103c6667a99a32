import { GROUP_MEMBERSHIP_MODES, PeopleLimits } from '@vigil/contracts';
import { builder, guard } from '../graphql/builder.js';
import { requireUser } from '../graphql/guards.js';
import { defineList, listArgs } from '../graphql/list.js';
import { resolveTenantScope } from '../tenants/tenant-scope.js';
import { Device } from './devices.schema.js';
import { groupsOfDevice, listGroups, type GroupRef, type GroupView } from './groups.read-model.js';
import { createGroup, deleteGroups, getGroup, manageDeviceGroups, updateGroup } from './groups.service.js';

export const GroupMembershipModeEnum = builder.enumType('GroupMembershipMode', {
  description: 'REPLACE: the groups sent become the groups of the user or device.',
  values: GROUP_MEMBERSHIP_MODES,
});

export const GroupRefType = builder.objectRef<GroupRef>('GroupRef').implement({
  description: 'A group, by id and name.',
  fields: (t) => ({ id: t.exposeInt('id'), name: t.exposeString('name') }),
});

const GroupUser = builder.objectRef<GroupView['users'][number]>('GroupUser').implement({
  fields: (t) => ({ id: t.exposeInt('id'), email: t.exposeString('email') }),
});

const GroupDevice = builder.objectRef<GroupView['devices'][number]>('GroupDevice').implement({
  fields: (t) => ({ id: t.exposeInt('id'), name: t.exposeString('name') }),
});

const Group = builder.objectRef<GroupView>('Group').implement({
  description:
    'A group of a customer (spec part 2 §3 "Group"): its users and devices. Rules name groups of devices.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    tenantId: t.exposeInt('tenantId', { description: 'The customer the group belongs to.' }),
    name: t.exposeString('name'),
    description: t.exposeString('description'),
    users: t.field({ type: [GroupUser], resolve: (g) => g.users }),
    devices: t.field({ type: [GroupDevice], resolve: (g) => g.devices }),
  }),
});

const groupList = defineList<GroupView>({
  name: 'Group',
  item: Group,
  columns: {
    id: { kind: 'int' },
    tenantId: { kind: 'int' },
    name: { kind: 'string' },
    description: { kind: 'string' },
  },
  defaultOrder: [{ name: 'ASC' }],
  defaultTake: PeopleLimits.groupsPageSize,
});

builder.queryField('groups', (t) =>
  t.field({
    type: groupList.segment,
    description: 'Groups of the tenant acted for and the customers below it (30 a page by default).',
    extensions: guard('signedIn'),
    args: { ...listArgs(t.arg, groupList), tenantId: t.arg.int() },
    resolve: async (_root, args, ctx) =>
      listGroups(ctx.db, await resolveTenantScope(ctx.db, requireUser(ctx), args.tenantId), args, groupList),
  }),
);

const GroupRequestInput = builder.inputType('GroupRequestInput', {
  fields: (t) => ({ id: t.int({ required: true }) }),
});

builder.queryField('group', (t) =>
  t.field({
    type: Group,
    description: 'A group with its users and devices (the group page).',
    extensions: guard('signedIn'),
    args: { request: t.arg({ type: GroupRequestInput, required: true }), tenantId: t.arg.int() },
    resolve: async (_root, args, ctx) =>
      getGroup(ctx.db, await resolveTenantScope(ctx.db, requireUser(ctx), args.tenantId), args.request.id),
  }),
);

const CreateGroupRequestInput = builder.inputType('CreateGroupRequestInput', {
  fields: (t) => ({
    name: t.string({ required: true, description: `At most ${PeopleLimits.groupNameMax} characters.` }),
    description: t.string({ description: `At most ${PeopleLimits.groupDescriptionMax} characters.` }),
    users: t.intList({ description: "User ids of the customer's own users." }),
    devices: t.intList({ description: "Device ids of the customer's own devices." }),
  }),
});

builder.mutationField('createGroup', (t) =>
  t.field({
    type: Group,
    description: 'Adds a group to the customer acted for.',
    extensions: guard('write'),
    args: { request: t.arg({ type: CreateGroupRequestInput, required: true }), tenantId: t.arg.int() },
    resolve: async (_root, args, ctx) => {
      const user = requireUser(ctx);
      return createGroup(ctx.db, user, await resolveTenantScope(ctx.db, user, args.tenantId), args.request);
    },
  }),
);

const UpdateGroupRequestInput = builder.inputType('UpdateGroupRequestInput', {
  description:
    'A field left out (or null) keeps its value; users and devices, when sent, replace the members (also to remove some).',
  fields: (t) => ({
    id: t.int({ required: true }),
    name: t.string(),
    description: t.string(),
    users: t.intList(),
    devices: t.intList(),
  }),
});

builder.mutationField('updateGroup', (t) =>
  t.field({
    type: Group,
    description: "Changes a group's name and description, or replaces its users or devices.",
    extensions: guard('write'),
    args: { request: t.arg({ type: UpdateGroupRequestInput, required: true }), tenantId: t.arg.int() },
    resolve: async (_root, args, ctx) => {
      const user = requireUser(ctx);
      return updateGroup(ctx.db, user, await resolveTenantScope(ctx.db, user, args.tenantId), args.request);
    },
  }),
);

const DeleteGroupsRequestInput = builder.inputType('DeleteGroupsRequestInput', {
  fields: (t) => ({ ids: t.intList({ required: true }) }),
});

builder.mutationField('deleteGroups', (t) =>
  t.intList({
    description:
      'Deletes groups (all or none); returns their ids. Rules naming them no longer match by them.',
    extensions: guard('write'),
    args: { request: t.arg({ type: DeleteGroupsRequestInput, required: true }), tenantId: t.arg.int() },
    resolve: async (_root, args, ctx) => {
      const user = requireUser(ctx);
      return deleteGroups(ctx.db, user, await resolveTenantScope(ctx.db, user, args.tenantId), args.request);
    },
  }),
);

builder.mutationField('manageDeviceGroups', (t) =>
  t.field({
    type: [GroupRefType],
    description: "Sets a device's groups (Add Device to Groups); returns them.",
    extensions: guard('write'),
    args: {
      deviceId: t.arg.int({ required: true }),
      groupIds: t.arg.intList({ required: true }),
      mode: t.arg({ type: GroupMembershipModeEnum, required: true }),
      tenantId: t.arg.int(),
    },
    resolve: async (_root, args, ctx) => {
      const user = requireUser(ctx);
      return manageDeviceGroups(ctx.db, user, await resolveTenantScope(ctx.db, user, args.tenantId), args);
    },
  }),
);

builder.objectField(Device, 'groups', (t) =>
  t.field({
    type: [GroupRefType],
    description: 'The groups the device belongs to.',
    resolve: async (device, _args, ctx) => {
      // The device was read within the caller's reach: its own customer is too.
      const owner = await resolveTenantScope(ctx.db, requireUser(ctx), device.customerId);
      return groupsOfDevice(ctx.db, owner, device.id);
    },
  }),
);
