import { DeviceLimits } from '@vigil/contracts';
import { builder, guard } from '../graphql/builder.js';
import { requireUser } from '../graphql/guards.js';
import { defineList, listArgs } from '../graphql/list.js';
import { listColumns, rowFields } from '../graphql/row-columns.js';
import { resolveTenantScope } from '../tenants/tenant-scope.js';
import { LicenseStatusEnum } from './devices.schema.js';
import {
  INSTALLED_DEVICE_ROW,
  installedDevices,
  rescanDevices,
  setDevicesActiveMark,
  setDevicesArchivingMark,
  setDevicesDeletionMark,
  uninstallDevices,
  type BulkResult,
  type InstalledDeviceRow,
} from './installed-devices.service.js';

const InstalledDevice = builder.objectRef<InstalledDeviceRow>('InstalledDevice').implement({
  description:
    'A row of the installed devices table (spec part 2 §3 "Installed device"). Null where the agent does not report it.',
  fields: (t) => rowFields(t, INSTALLED_DEVICE_ROW, { licenseStatus: LicenseStatusEnum }),
});

export const installedDeviceList = defineList<InstalledDeviceRow>({
  name: 'InstalledDevice',
  item: InstalledDevice,
  columns: listColumns(INSTALLED_DEVICE_ROW),
  defaultOrder: [{ name: 'ASC' }],
  defaultTake: DeviceLimits.pageSize,
});

builder.queryField('installedDevices', (t) =>
  t.field({
    type: installedDeviceList.segment,
    description:
      'The installed devices of the tenant acted for and its customers (Device Setup → Devices; archived ones with where isArchived).',
    extensions: guard('signedIn'),
    args: {
      ...listArgs(t.arg, installedDeviceList),
      tenantId: t.arg.int(),
      showOnlyWithDuplicateNames: t.arg.boolean({
        description: 'Only devices sharing a name in their customer.',
      }),
    },
    resolve: async (_root, args, ctx) =>
      installedDevices(
        ctx.db,
        await resolveTenantScope(ctx.db, requireUser(ctx), args.tenantId),
        args,
        installedDeviceList,
      ),
  }),
);

const DevicesBulkResult = builder.objectRef<BulkResult>('DevicesBulkResult').implement({
  fields: (t) => ({
    result: t.exposeBoolean('result'),
    error: t.exposeString('error', {
      nullable: true,
      description: 'Why nothing changed, when result is false.',
    }),
  }),
});

const idsArg = (t: Parameters<Parameters<typeof builder.mutationField>[1]>[0]) =>
  t.arg.intList({ required: true, description: `Device ids, at most ${DeviceLimits.bulkMax}.` });

builder.mutationField('setDevicesActiveMark', (t) =>
  t.boolean({
    description: "Activates (takes licence seats) or releases the devices' licences.",
    extensions: guard('write'),
    args: { ids: idsArg(t), isActive: t.arg.boolean({ required: true }), tenantId: t.arg.int() },
    resolve: async (_root, args, ctx) => {
      const user = requireUser(ctx);
      return setDevicesActiveMark(ctx.db, user, await resolveTenantScope(ctx.db, user, args.tenantId), args);
    },
  }),
);

builder.mutationField('setDevicesArchivingMark', (t) =>
  t.field({
    type: DevicesBulkResult,
    description: 'Archives devices, or restores archived ones (licensed again when activate).',
    extensions: guard('write'),
    args: {
      ids: idsArg(t),
      isArchived: t.arg.boolean({ required: true }),
      activate: t.arg.boolean(),
      tenantId: t.arg.int(),
    },
    resolve: async (_root, args, ctx) => {
      const user = requireUser(ctx);
      return setDevicesArchivingMark(
        ctx.db,
        user,
        await resolveTenantScope(ctx.db, user, args.tenantId),
        args,
      );
    },
  }),
);

builder.mutationField('setDevicesDeletionMark', (t) =>
  t.boolean({
    description: 'Deletes archived devices (isDeleted true) or undeletes them.',
    extensions: guard('write'),
    args: { ids: idsArg(t), isDeleted: t.arg.boolean({ required: true }), tenantId: t.arg.int() },
    resolve: async (_root, args, ctx) => {
      const user = requireUser(ctx);
      return setDevicesDeletionMark(
        ctx.db,
        user,
        await resolveTenantScope(ctx.db, user, args.tenantId),
        args,
      );
    },
  }),
);

builder.mutationField('rescan', (t) =>
  t.boolean({
    description: "Makes the devices' agents read every file again on their next policy pull.",
    extensions: guard('write'),
    args: { deviceIds: idsArg(t), tenantId: t.arg.int() },
    resolve: async (_root, args, ctx) => {
      const user = requireUser(ctx);
      return rescanDevices(
        ctx.db,
        user,
        await resolveTenantScope(ctx.db, user, args.tenantId),
        args.deviceIds,
      );
    },
  }),
);

builder.mutationField('uninstallDevices', (t) =>
  t.boolean({
    description:
      "Asks the devices' agents to uninstall themselves; withDeletion also deletes the devices then.",
    extensions: guard('write'),
    args: { ids: idsArg(t), withDeletion: t.arg.boolean(), tenantId: t.arg.int() },
    resolve: async (_root, args, ctx) => {
      const user = requireUser(ctx);
      return uninstallDevices(ctx.db, user, await resolveTenantScope(ctx.db, user, args.tenantId), args);
    },
  }),
);
