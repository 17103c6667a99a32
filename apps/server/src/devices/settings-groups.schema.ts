import { SECURITY_GROUP_DEFAULTS, SecurityGroupLimits } from '@vigil/contracts';
import { builder, guard } from '../graphql/builder.js';
import { requireUser } from '../graphql/guards.js';
import { defineList, listArgs } from '../graphql/list.js';
import { resolveTenantScope } from '../tenants/tenant-scope.js';
import { Device } from './devices.schema.js';
import {
  findDeviceSettingsGroup,
  settingsGroupsSql,
  type SettingsGroupView,
} from './settings-groups.repo.js';
import {
  createSettingsGroup,
  deleteSettingsGroupById,
  getSettingsGroup,
  updateSettingsGroup,
} from './settings-groups.service.js';

const SettingsGroupDevice = builder
  .objectRef<SettingsGroupView['devices'][number]>('DeviceSettingsGroupDevice')
  .implement({
    fields: (t) => ({
      id: t.exposeInt('id'),
      name: t.exposeString('name'),
      nickName: t.exposeString('nickName', { nullable: true }),
    }),
  });

export const DeviceSettingsGroup = builder.objectRef<SettingsGroupView>('DeviceSettingsGroup').implement({
  description: "A security group (spec part 2 §3): settings its devices' agents get instead of their own.",
  fields: (t) => ({
    id: t.exposeInt('id'),
    tenantId: t.exposeInt('tenantId', { description: 'The customer the group belongs to.' }),
    name: t.exposeString('name'),
    discoveryEnabled: t.exposeBoolean('discoveryEnabled', { description: 'Monitor Stored Data.' }),
    statisticEnabled: t.exposeBoolean('statisticEnabled', { description: 'Monitor App Access To Files.' }),
    encryptionEnabled: t.exposeBoolean('encryptionEnabled', { description: 'Allow Encryption.' }),
    vigilAgentIconOn: t.exposeBoolean('vigilAgentIconOn'),
    iconShellExtensionEnabled: t.exposeBoolean('iconShellExtensionEnabled'),
    menuShellExtensionEnabled: t.exposeBoolean('menuShellExtensionEnabled'),
    browserExtensionEnabled: t.exposeBoolean('browserExtensionEnabled'),
    scannerDelayMinute: t.exposeInt('scannerDelayMinute', { description: '0 to 1000 minutes.' }),
    encryptionDelayDaysMin: t.exposeInt('encryptionDelayDaysMin', {
      description: 'The shortest encryption delay its devices use, in days; 0: no bound.',
    }),
    encryptionDelayDaysMax: t.exposeInt('encryptionDelayDaysMax', {
      description: 'The longest encryption delay its devices use, in days; 0: no bound.',
    }),
    devices: t.field({ type: [SettingsGroupDevice], resolve: (g) => g.devices }),
    deviceIds: t.intList({ resolve: (g) => g.devices.map((d) => d.id) }),
  }),
});

const settingsGroupList = defineList<SettingsGroupView>({
  name: 'DeviceSettingsGroup',
  item: DeviceSettingsGroup,
  columns: {
    id: { kind: 'int' },
    tenantId: { kind: 'int' },
    name: { kind: 'string' },
    scannerDelayMinute: { kind: 'int' },
  },
  defaultOrder: [{ name: 'ASC' }],
  defaultTake: SecurityGroupLimits.pageSize,
});

builder.queryField('deviceSettingsGroups', (t) =>
  t.field({
    type: settingsGroupList.segment,
    description: 'Security groups of the tenant acted for and the customers below it (30 a page, by name).',
    extensions: guard('signedIn'),
    args: { ...listArgs(t.arg, settingsGroupList), tenantId: t.arg.int() },
    resolve: async (_root, args, ctx) =>
      settingsGroupList.run(
        ctx.db,
        settingsGroupsSql(await resolveTenantScope(ctx.db, requireUser(ctx), args.tenantId)),
        args,
      ),
  }),
);

const DeviceSettingsGroupRequestInput = builder.inputType('DeviceSettingsGroupRequestInput', {
  fields: (t) => ({ id: t.int({ required: true }) }),
});

builder.queryField('deviceSettingsGroup', (t) =>
  t.field({
    type: DeviceSettingsGroup,
    description: 'A security group with its devices (the Edit Security Group dialog).',
    extensions: guard('signedIn'),
    args: {
      request: t.arg({ type: DeviceSettingsGroupRequestInput, required: true }),
      tenantId: t.arg.int(),
    },
    resolve: async (_root, args, ctx) =>
      getSettingsGroup(
        ctx.db,
        await resolveTenantScope(ctx.db, requireUser(ctx), args.tenantId),
        args.request.id,
      ),
  }),
);

const d = SECURITY_GROUP_DEFAULTS;
const CreateDeviceSettingsGroupRequestInput = builder.inputType('CreateDeviceSettingsGroupRequestInput', {
  description: 'A field left out takes the default of a new group.',
  fields: (t) => ({
    name: t.string({ required: true, description: `At most ${SecurityGroupLimits.nameMax} characters.` }),
    discoveryEnabled: t.boolean({ description: `Default ${d.discoveryEnabled}.` }),
    statisticEnabled: t.boolean({ description: `Default ${d.statisticEnabled}.` }),
    encryptionEnabled: t.boolean({ description: `Default ${d.encryptionEnabled}.` }),
    vigilAgentIconOn: t.boolean({ description: `Default ${d.vigilAgentIconOn}.` }),
    iconShellExtensionEnabled: t.boolean({ description: `Default ${d.iconShellExtensionEnabled}.` }),
    menuShellExtensionEnabled: t.boolean({ description: `Default ${d.menuShellExtensionEnabled}.` }),
    browserExtensionEnabled: t.boolean({ description: `Default ${d.browserExtensionEnabled}.` }),
    scannerDelayMinute: t.int({ description: '0 to 1000; default 0.' }),
    encryptionDelayDaysMin: t.int({ description: '0 to 9999, 0 for none; not above the max when both set.' }),
    encryptionDelayDaysMax: t.int({ description: '0 to 9999, 0 for none.' }),
    deviceIds: t.intList({
      description: "Devices of the customer's to put in the group (moved from any other group).",
    }),
  }),
});

builder.mutationField('createDeviceSettingsGroup', (t) =>
  t.field({
    type: DeviceSettingsGroup,
    description: 'Adds a security group to the customer acted for.',
    extensions: guard('write'),
    args: {
      request: t.arg({ type: CreateDeviceSettingsGroupRequestInput, required: true }),
      tenantId: t.arg.int(),
    },
    resolve: async (_root, args, ctx) => {
      const user = requireUser(ctx);
      return createSettingsGroup(
        ctx.db,
        user,
        await resolveTenantScope(ctx.db, user, args.tenantId),
        args.request,
      );
    },
  }),
);

const UpdateDeviceSettingsGroupRequestInput = builder.inputType('UpdateDeviceSettingsGroupRequestInput', {
  description:
    "A field left out (or null) keeps its value; deviceIds, when sent, become the group's devices (the others go back to their own settings).",
  fields: (t) => ({
    id: t.int({ required: true }),
    name: t.string(),
    discoveryEnabled: t.boolean(),
    statisticEnabled: t.boolean(),
    encryptionEnabled: t.boolean(),
    vigilAgentIconOn: t.boolean(),
    iconShellExtensionEnabled: t.boolean(),
    menuShellExtensionEnabled: t.boolean(),
    browserExtensionEnabled: t.boolean(),
    scannerDelayMinute: t.int(),
    encryptionDelayDaysMin: t.int(),
    encryptionDelayDaysMax: t.int(),
    deviceIds: t.intList(),
  }),
});

builder.mutationField('updateDeviceSettingsGroup', (t) =>
  t.field({
    type: DeviceSettingsGroup,
    description: "Changes a security group's settings or its devices; agents get them on their next policy.",
    extensions: guard('write'),
    args: {
      request: t.arg({ type: UpdateDeviceSettingsGroupRequestInput, required: true }),
      tenantId: t.arg.int(),
    },
    resolve: async (_root, args, ctx) => {
      const user = requireUser(ctx);
      return updateSettingsGroup(
        ctx.db,
        user,
        await resolveTenantScope(ctx.db, user, args.tenantId),
        args.request,
      );
    },
  }),
);

builder.mutationField('deleteDeviceSettingsGroup', (t) =>
  t.int({
    description: 'Deletes a security group; its devices go back to their own settings. Returns its id.',
    extensions: guard('write'),
    args: {
      request: t.arg({ type: DeviceSettingsGroupRequestInput, required: true }),
      tenantId: t.arg.int(),
    },
    resolve: async (_root, args, ctx) => {
      const user = requireUser(ctx);
      return deleteSettingsGroupById(
        ctx.db,
        user,
        await resolveTenantScope(ctx.db, user, args.tenantId),
        args.request.id,
      );
    },
  }),
);

export const SettingsGroupRefType = builder
  .objectRef<{ id: number; name: string }>('SettingsGroupRef')
  .implement({
    description: 'A security group (device settings group), by id and name.',
    fields: (t) => ({ id: t.exposeInt('id'), name: t.exposeString('name') }),
  });

builder.objectField(Device, 'settingsGroup', (t) =>
  t.field({
    type: SettingsGroupRefType,
    nullable: true,
    description: 'The security group whose settings the device gets; null: its own settings.',
    resolve: async (device, _args, ctx) => {
      // The device was read within the caller's reach: its own customer is too.
      const owner = await resolveTenantScope(ctx.db, requireUser(ctx), device.customerId);
      const group = await findDeviceSettingsGroup(ctx.db, owner, device.id);
      return group ? { id: group.id, name: group.name } : null;
    },
  }),
);
