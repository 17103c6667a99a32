import { CLOUD_SERVICES, CloudDeviceLimits, REPOSITORY_SYSTEM_TYPES } from '@vigil/contracts';
import { builder, guard } from '../graphql/builder.js';
import { requireUser } from '../graphql/guards.js';
import { defineList, listArgs } from '../graphql/list.js';
import { listColumns, rowFields } from '../graphql/row-columns.js';
import { resolveTenantScope } from '../tenants/tenant-scope.js';
import {
  CLOUD_DEVICE_ROW,
  cloudDevicesScannerInfo,
  getCloudDevice,
  listCloudDevices,
  updateCloudDevice,
  updateCloudDevices,
  type CloudDeviceListRow,
  type CloudDeviceView,
  type CloudScannerInfo,
} from './cloud-devices.service.js';
import { AlertRuleEnum, LicenseStatusEnum } from './devices.schema.js';
import { findTenantSettingsGroup } from './settings-groups.repo.js';
import { SettingsGroupRefType } from './settings-groups.schema.js';

export const CloudServiceEnum = builder.enumType('CloudService', {
  description: 'The service a repository belongs to (spec part 2 §3 "Cloud services").',
  values: CLOUD_SERVICES,
});

export const RepositorySystemTypeEnum = builder.enumType('RepositorySystemType', {
  description: 'An S3-compatible bucket, a NAS folder, or a cloud account.',
  values: REPOSITORY_SYSTEM_TYPES,
});

const CloudDeviceItem = builder.objectRef<CloudDeviceListRow>('CloudDeviceItem').implement({
  description:
    'A row of the cloud devices (repositories) table (spec part 2 §3 "Cloud device item"). Null where the scanner does not report it.',
  fields: (t) =>
    rowFields(t, CLOUD_DEVICE_ROW, {
      licenseStatus: LicenseStatusEnum,
      authService: CloudServiceEnum,
      systemType: RepositorySystemTypeEnum,
    }),
});

export const cloudDeviceList = defineList<CloudDeviceListRow>({
  name: 'CloudDeviceItem',
  item: CloudDeviceItem,
  columns: listColumns(CLOUD_DEVICE_ROW),
  defaultOrder: [{ name: 'ASC' }],
  defaultTake: CloudDeviceLimits.pageSize,
});

builder.queryField('cloudDevices', (t) =>
  t.field({
    type: cloudDeviceList.segment,
    description:
      'The repositories of the tenant acted for and its customers (Cloud Setup → Repositories; archived ones with where isArchived).',
    extensions: guard('signedIn'),
    args: {
      ...listArgs(t.arg, cloudDeviceList),
      tenantId: t.arg.int(),
      showOnlyWithDuplicateNames: t.arg.boolean({
        description: 'Only repositories sharing a name in their customer.',
      }),
      showFantomDevices: t.arg.boolean({
        description:
          'Include suspected deleted repositories (no cloudDeviceId); the console always sends true.',
      }),
    },
    resolve: async (_root, args, ctx) =>
      listCloudDevices(
        ctx.db,
        await resolveTenantScope(ctx.db, requireUser(ctx), args.tenantId),
        args,
        cloudDeviceList,
      ),
  }),
);

const CloudDevice = builder.objectRef<CloudDeviceView>('CloudDevice').implement({
  description: 'Cloud device settings (spec part 2 §3), as the Cloud Device Details dialog edits them.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    deviceIdentifier: t.exposeString('deviceIdentifier'),
    name: t.exposeString('name'),
    authService: t.expose('authService', { type: CloudServiceEnum }),
    systemType: t.expose('systemType', { type: RepositorySystemTypeEnum }),
    location: t.exposeString('location'),
    scan: t.exposeBoolean('scan'),
    cloudDeviceId: t.exposeString('cloudDeviceId', { nullable: true }),
    alertRule: t.expose('alertRule', { type: AlertRuleEnum }),
    settingsGroup: t.field({
      type: SettingsGroupRefType,
      nullable: true,
      description: 'The security group whose settings the repository gets; null: its own settings.',
      resolve: async (d, _args, ctx) => {
        if (d.settingsGroupId === null) return null;
        // The repository was read within the caller's reach: its own customer is too.
        const owner = await resolveTenantScope(ctx.db, requireUser(ctx), d.customerId);
        return findTenantSettingsGroup(ctx.db, owner, d.settingsGroupId);
      },
    }),
    isEncryptionDisabled: t.exposeBoolean('isEncryptionDisabled', {
      description: 'Shown inverted as Allow Encryption.',
    }),
    readOnly: t.exposeBoolean('readOnly'),
    decrypt: t.exposeBoolean('decrypt'),
    scannerDelayMinute: t.exposeInt('scannerDelayMinute'),
    resyncKey: t.exposeInt('resyncKey', { description: 'Raised by each clear-cache-and-rescan.' }),
    cloudDeviceSettings: t.field({
      type: 'JSON',
      nullable: true,
      description: 'The advanced settings JSON.',
      resolve: (d) => d.cloudDeviceSettings,
    }),
    customerId: t.exposeInt('customerId'),
  }),
});

const CloudDeviceRequestInput = builder.inputType('CloudDeviceRequestInput', {
  fields: (t) => ({ id: t.int({ required: true }) }),
});

builder.queryField('cloudDevice', (t) =>
  t.field({
    type: CloudDevice,
    description: 'A repository of the tenant acted for, or of a customer below it.',
    extensions: guard('signedIn'),
    args: { request: t.arg({ type: CloudDeviceRequestInput, required: true }), tenantId: t.arg.int() },
    resolve: async (_root, args, ctx) =>
      getCloudDevice(
        ctx.db,
        await resolveTenantScope(ctx.db, requireUser(ctx), args.tenantId),
        args.request.id,
      ),
  }),
);

const CloudScannerInfoRef = builder.objectRef<CloudScannerInfo>('CloudScannerInfo').implement({
  description:
    'The repository scanner of a customer: what last reported (spec part 2 §3 "Cloud scanner info").',
  fields: (t) => ({
    tenantId: t.exposeInt('tenantId'),
    agentVersion: t.exposeString('agentVersion', { nullable: true }),
    lastActivity: t.expose('lastActivity', { type: 'DateTime', nullable: true }),
    scannedRepository: t.exposeString('scannedRepository', { nullable: true }),
  }),
});

builder.queryField('cloudDevicesScannerInfo', (t) =>
  t.field({
    type: [CloudScannerInfoRef],
    description: 'One entry per customer of the tenant acted for: its repository scanner.',
    extensions: guard('signedIn'),
    args: { tenantId: t.arg.int() },
    resolve: async (_root, args, ctx) =>
      cloudDevicesScannerInfo(ctx.db, await resolveTenantScope(ctx.db, requireUser(ctx), args.tenantId)),
  }),
);

const UpdateCloudDeviceRequestInput = builder.inputType('UpdateCloudDeviceRequestInput', {
  description: 'The settings to change; a field left out (or null) keeps its value.',
  fields: (t) => ({
    id: t.int({ required: true }),
    alertRule: t.field({ type: AlertRuleEnum }),
    settingsGroupId: t.int({
      description:
        "A security group of the repository's customer, whose settings its scanner then gets; null: its own settings.",
    }),
    isEncryptionDisabled: t.boolean(),
    readOnly: t.boolean(),
    decrypt: t.boolean(),
    scannerDelayMinute: t.int({ description: '0 to 1000 minutes.' }),
    resyncKey: t.boolean({ description: 'true: clear the cache and rescan.' }),
    cloudDeviceSettings: t.string({ description: 'The advanced settings, a JSON object as text.' }),
  }),
});

builder.mutationField('updateCloudDevice', (t) =>
  t.field({
    type: CloudDevice,
    description: "Changes a repository's settings; its scanner gets them with its next policy.",
    extensions: guard('write'),
    args: {
      request: t.arg({ type: UpdateCloudDeviceRequestInput, required: true }),
      tenantId: t.arg.int(),
    },
    resolve: async (_root, args, ctx) => {
      const user = requireUser(ctx);
      return updateCloudDevice(
        ctx.db,
        user,
        await resolveTenantScope(ctx.db, user, args.tenantId),
        args.request,
      );
    },
  }),
);

const CloudScanItemInput = builder.inputType('CloudDeviceScanItemInput', {
  fields: (t) => ({
    deviceIdentifier: t.string({ required: true }),
    scan: t.boolean({ required: true }),
  }),
});

const UpdateCloudDevicesRequestInput = builder.inputType('UpdateCloudDevicesRequestInput', {
  fields: (t) => ({
    items: t.field({
      type: [CloudScanItemInput],
      required: true,
      description: `At most ${CloudDeviceLimits.bulkMax}, all with the same scan.`,
    }),
  }),
});

builder.mutationField('updateCloudDevices', (t) =>
  t.boolean({
    description: 'Scan or Do Not Scan for repositories (the list toggle and the bulk buttons).',
    extensions: guard('write'),
    args: {
      request: t.arg({ type: UpdateCloudDevicesRequestInput, required: true }),
      tenantId: t.arg.int(),
    },
    resolve: async (_root, args, ctx) => {
      const user = requireUser(ctx);
      return updateCloudDevices(
        ctx.db,
        user,
        await resolveTenantScope(ctx.db, user, args.tenantId),
        args.request.items,
      );
    },
  }),
);
