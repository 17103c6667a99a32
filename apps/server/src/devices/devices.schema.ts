import { LICENSE_STATUSES } from '@vigil/contracts';
import { builder, guard } from '../graphql/builder.js';
import { requireUser } from '../graphql/guards.js';
import { resolveTenantScope } from '../tenants/tenant-scope.js';
import { getDevice, updateDevice, type DeviceView } from './devices.service.js';
import { ALERT_RULES, DEVICE_TYPES } from './devices.tables.js';

export const AlertRuleEnum = builder.enumType('AlertRule', {
  description: 'When alerts of the device are e-mailed: at once, daily, or not at all.',
  values: ALERT_RULES,
});

export const DeviceTypeEnum = builder.enumType('DeviceType', { values: DEVICE_TYPES });

export const LicenseStatusEnum = builder.enumType('LicenseStatus', {
  description: 'ACTIVE is shown as Licensed.',
  values: LICENSE_STATUSES,
});

export const Device = builder.objectRef<DeviceView>('Device').implement({
  description: 'An installed device (spec part 2 §3 "Installed device"), as the device dashboard shows it.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    deviceIdentifier: t.exposeString('deviceIdentifier', { description: 'Generated once by the agent.' }),
    name: t.exposeString('name'),
    nickName: t.exposeString('nickName', { nullable: true }),
    systemUserName: t.exposeString('systemUserName', { description: 'The user signed in on the device.' }),
    systemName: t.exposeString('systemName', { description: 'Operating system and version.' }),
    startDate: t.expose('startDate', { type: 'DateTime', description: 'When the agent first registered.' }),
    lastActivity: t.expose('lastActivity', {
      type: 'DateTime',
      nullable: true,
      description: 'When the agent last reported.',
    }),
    isOnline: t.exposeBoolean('isOnline', {
      description: 'The agent reported within Limits.deviceOnlineWindowMinutes (10 minutes).',
    }),
    isActive: t.exposeBoolean('isActive', { description: 'Agent status Active or Inactive.' }),
    isArchived: t.exposeBoolean('isArchived'),
    agentVersion: t.exposeString('agentVersion'),
    licenseStatus: t.expose('licenseStatus', { type: LicenseStatusEnum }),
    deviceType: t.expose('deviceType', { type: DeviceTypeEnum }),
    alertRule: t.expose('alertRule', { type: AlertRuleEnum }),
    existingFileCount: t.exposeInt('existingFileCount', {
      description: 'Files on the device ("Local Files").',
    }),
    existingFileSizeBytes: t.exposeFloat('existingFileSizeBytes'),
    storageTotalBytes: t.exposeFloat('storageTotalBytes'),
    storageUsedBytes: t.exposeFloat('storageUsedBytes'),
    casesCount: t.exposeInt('casesCount', {
      description: 'Cases created on the device: sensitive-file operations that matched a rule.',
    }),
    isDiscoveryEnabled: t.exposeBoolean('isDiscoveryEnabled', { description: 'Monitor Stored Data.' }),
    isStatisticEnabled: t.exposeBoolean('isStatisticEnabled', {
      description: 'Monitor App Access To Files (required for auto-decryption).',
    }),
    isEncryptionDisabled: t.exposeBoolean('isEncryptionDisabled', {
      description: 'The inverse of Allow Encryption.',
    }),
    sensitiveRiskInUSD: t.exposeFloat('sensitiveRiskInUSD', { description: 'Total sensitive risk, USD.' }),
    encryptedSensitiveRiskInUSD: t.exposeFloat('encryptedSensitiveRiskInUSD', {
      description: 'The part of sensitiveRiskInUSD in encrypted files, USD.',
    }),
    customerId: t.exposeInt('customerId'),
    customerName: t.exposeString('customerName'),
  }),
});

const DeviceRequestInput = builder.inputType('DeviceRequestInput', {
  fields: (t) => ({ id: t.int({ required: true }) }),
});

builder.queryField('device', (t) =>
  t.field({
    type: Device,
    description: 'A device of the tenant acted for, or of a customer below it (the device dashboard).',
    extensions: guard('signedIn'),
    args: { request: t.arg({ type: DeviceRequestInput, required: true }), tenantId: t.arg.int() },
    resolve: async (_root, args, ctx) =>
      getDevice(ctx.db, await resolveTenantScope(ctx.db, requireUser(ctx), args.tenantId), args.request.id),
  }),
);

const UpdateDeviceRequestInput = builder.inputType('UpdateDeviceRequestInput', {
  description: 'The settings to change; a field left out (or null) keeps its value.',
  fields: (t) => ({
    id: t.int({ required: true }),
    nickName: t.string({ description: 'At most 255 characters; an empty one clears it.' }),
    alertRule: t.field({ type: AlertRuleEnum }),
    deviceType: t.field({ type: DeviceTypeEnum }),
    isDiscoveryEnabled: t.boolean(),
    isStatisticEnabled: t.boolean(),
    isEncryptionDisabled: t.boolean(),
    settingsGroupId: t.int({
      description:
        "A security group of the device's customer, whose settings its agent then gets; null: the device's own settings.",
    }),
  }),
});

builder.mutationField('updateDevice', (t) =>
  t.field({
    type: Device,
    description: "Changes a device's settings; its agent gets them with its next policy.",
    extensions: guard('write'),
    args: { request: t.arg({ type: UpdateDeviceRequestInput, required: true }), tenantId: t.arg.int() },
    resolve: async (_root, args, ctx) => {
      const user = requireUser(ctx);
      return updateDevice(ctx.db, user, await resolveTenantScope(ctx.db, user, args.tenantId), args.request);
    },
  }),
);
