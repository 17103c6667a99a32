import { builder, guard } from '../graphql/builder.js';
import { requireUser } from '../graphql/guards.js';
import { defineList, listArgs } from '../graphql/list.js';
import { resolveTenantScope } from '../tenants/tenant-scope.js';
import { listPickerDevices, type DevicePickerRow } from './pickers.service.js';

const DevicePickerItem = builder.objectRef<DevicePickerRow>('DevicePickerItem').implement({
  description: 'A device as the pickers show it (spec part 1 §3 "Device (picker)"). Amounts in USD.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    tenantId: t.exposeInt('tenantId', { description: 'The customer the device belongs to.' }),
    name: t.exposeString('name'),
    nickName: t.exposeString('nickName', { nullable: true }),
    active: t.exposeBoolean('active', { description: 'Agent status Active or Inactive.' }),
    settingsGroupId: t.exposeInt('settingsGroupId', {
      nullable: true,
      description: 'The security group of the device (none yet).',
    }),
    settingsGroupName: t.exposeString('settingsGroupName', { nullable: true }),
    systemUserName: t.exposeString('systemUserName', { description: 'The user signed in on the device.' }),
    isArchived: t.exposeBoolean('isArchived'),
    sensitiveRiskInUSD: t.exposeFloat('sensitiveRiskInUSD'),
    encryptedSensitiveRiskInUSD: t.exposeFloat('encryptedSensitiveRiskInUSD'),
  }),
});

const devicePickerList = defineList<DevicePickerRow>({
  name: 'DevicePickerItem',
  item: DevicePickerItem,
  columns: {
    id: { kind: 'int' },
    tenantId: { kind: 'int' },
    name: { kind: 'string' },
    nickName: { kind: 'string' },
    active: { kind: 'boolean' },
    systemUserName: { kind: 'string' },
    isArchived: { kind: 'boolean' },
    sensitiveRiskInUSD: { kind: 'float' },
    encryptedSensitiveRiskInUSD: { kind: 'float' },
  },
  defaultOrder: [{ name: 'ASC' }],
});

builder.queryField('devices', (t) =>
  t.field({
    type: devicePickerList.segment,
    description:
      'Devices of the tenant acted for and the customers below it, for pickers (the classifier dialog asks for isArchived false, ordered by name).',
    extensions: guard('signedIn'),
    args: { ...listArgs(t.arg, devicePickerList), tenantId: t.arg.int() },
    resolve: async (_root, args, ctx) =>
      listPickerDevices(
        ctx.db,
        await resolveTenantScope(ctx.db, requireUser(ctx), args.tenantId),
        args,
        devicePickerList,
      ),
  }),
);
