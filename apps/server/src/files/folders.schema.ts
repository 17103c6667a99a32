import { builder, guard } from '../graphql/builder.js';
import { requireUser } from '../graphql/guards.js';
import { SortEnumType } from '../graphql/list.js';
import { resolveTenantScope } from '../tenants/tenant-scope.js';
import {
  childFolders,
  deviceRootFolders,
  type ChildFoldersView,
  type FolderView,
} from './folders.service.js';

const Folder = builder.objectRef<FolderView>('Folder').implement({
  description:
    'A folder of a device (spec part 1 §3 "Folder"). Risk, entries and files count everything below it.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    deviceId: t.exposeInt('deviceId'),
    name: t.exposeString('name'),
    path: t.exposeString('path', { description: 'The full path on the device.' }),
    sensitiveRiskUsd: t.exposeFloat('sensitiveRiskUsd'),
    entriesCount: t.exposeFloat('entriesCount'),
    filesCount: t.exposeFloat('filesCount'),
    sensitiveFilesCount: t.exposeFloat('sensitiveFilesCount'),
    hasChildren: t.exposeBoolean('hasChildren'),
  }),
});

const ChildFolders = builder.objectRef<ChildFoldersView>('ChildFolders').implement({
  fields: (t) => ({
    path: t.field({
      type: [Folder],
      description: 'The folder asked for and the folders above it, root first.',
      resolve: (r) => r.path,
    }),
    children: t.field({ type: [Folder], resolve: (r) => r.children }),
  }),
});

const DeviceRootFoldersRequestInput = builder.inputType('DeviceRootFoldersRequestInput', {
  fields: (t) => ({ deviceId: t.int({ required: true }) }),
});

builder.queryField('deviceRootFolders', (t) =>
  t.field({
    type: [Folder],
    description: 'The top folders of a device, with the risk below each.',
    extensions: guard('signedIn'),
    args: {
      request: t.arg({ type: DeviceRootFoldersRequestInput, required: true }),
      tenantId: t.arg.int(),
    },
    resolve: async (_root, args, ctx) =>
      deviceRootFolders(
        ctx.db,
        await resolveTenantScope(ctx.db, requireUser(ctx), args.tenantId),
        args.request.deviceId,
      ),
  }),
);

const FolderSortInput = builder.inputType('FolderSortInput', {
  fields: (t) => ({
    name: t.field({ type: SortEnumType }),
    sensitiveRiskUsd: t.field({ type: SortEnumType }),
    entriesCount: t.field({ type: SortEnumType }),
    filesCount: t.field({ type: SortEnumType }),
  }),
});

const ChildFolders2RequestInput = builder.inputType('ChildFolders2RequestInput', {
  fields: (t) => ({
    rootFolderId: t.int({ required: true }),
    order: t.field({ type: [FolderSortInput], description: 'Default: name ascending.' }),
    calculateRisk: t.boolean({ description: 'Sum the risk below each folder (default true); false: zeros.' }),
  }),
});

builder.queryField('childFolders2', (t) =>
  t.field({
    type: ChildFolders,
    description: 'A folder of a device: the chain from its root down to it, and its sub-folders.',
    extensions: guard('signedIn'),
    args: {
      request: t.arg({ type: ChildFolders2RequestInput, required: true }),
      tenantId: t.arg.int(),
    },
    resolve: async (_root, args, ctx) =>
      childFolders(ctx.db, await resolveTenantScope(ctx.db, requireUser(ctx), args.tenantId), args.request),
  }),
);
