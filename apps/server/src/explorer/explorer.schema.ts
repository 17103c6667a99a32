import { ExplorerLimits } from '@vigil/contracts';
import { builder, guard } from '../graphql/builder.js';
import { requireUser } from '../graphql/guards.js';
import { defineList, listArgs } from '../graphql/list.js';
import { resolveTenantScope } from '../tenants/tenant-scope.js';
import {
  listDiscoveredFiles,
  type DiscoveredFileRow,
  type FileClassifier,
} from './discovered-files.read-model.js';
import { listFileActions, type FileActionRow, type MonitorEntry } from './file-actions.read-model.js';
import { updateFile, type UpdatedFile } from './false-positive.service.js';
import { classifierReviews, type ClassifierReview } from './classifier-reviews.read-model.js';

interface DeviceRef {
  id: number;
  name: string;
  nickName: string | null;
}

const FileDevice = builder.objectRef<DeviceRef>('FileDevice').implement({
  description: 'The device a file or a file action is on.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    nickName: t.exposeString('nickName', { nullable: true }),
  }),
});

const FileClassifierType = builder.objectRef<FileClassifier>('FileClassifier').implement({
  description: 'A classifier found in a file: its entries there and their cost.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    caption: t.exposeString('caption'),
    entriesCount: t.exposeFloat('entriesCount'),
    costUsd: t.exposeFloat('costUsd'),
  }),
});

const deviceOf = (r: { deviceId: number; deviceName: string; deviceNickName: string | null }): DeviceRef => ({
  id: r.deviceId,
  name: r.deviceName,
  nickName: r.deviceNickName,
});

const DiscoveredFile = builder.objectRef<DiscoveredFileRow>('DiscoveredFile').implement({
  description:
    'A file an agent reported (spec part 2 §3 "Discovered file"). Its risk is the sum of its classifiers\' entries × value per record.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    tenantId: t.exposeInt('tenantId'),
    lastModified: t.expose('lastModified', { type: 'DateTime' }),
    createdAt: t.expose('createdAt', { type: 'DateTime', nullable: true }),
    lastAccessed: t.expose('lastAccessed', { type: 'DateTime', nullable: true }),
    fileName: t.exposeString('fileName'),
    authors: t.exposeString('authors'),
    falsePositive: t.exposeBoolean('falsePositive', {
      description: 'Marked by a person: its findings count in no risk figure.',
    }),
    isEncrypted: t.exposeBoolean('isEncrypted'),
    isDeleted: t.exposeBoolean('isDeleted'),
    deleted: t.expose('deleted', { type: 'DateTime', nullable: true, description: 'When it was deleted.' }),
    isSensitive: t.exposeBoolean('isSensitive', { description: 'A sensitive classifier found something.' }),
    riskUsd: t.exposeFloat('riskUsd'),
    entriesCount: t.exposeFloat('entriesCount', { description: 'Records found, all classifiers.' }),
    deviceId: t.exposeInt('deviceId'),
    device: t.field({ type: FileDevice, resolve: deviceOf }),
    folderId: t.exposeInt('folderId'),
    folderFullName: t.exposeString('folderFullName'),
    parseResult: t.exposeString('parseResult'),
    brokenDescription: t.exposeString('brokenDescription', { nullable: true }),
    extension: t.exposeString('extension'),
    size: t.exposeFloat('size', { description: 'Bytes.' }),
    classifiers: t.field({ type: [FileClassifierType], resolve: (r) => r.classifiers }),
  }),
});

export const discoveredFileList = defineList<DiscoveredFileRow>({
  name: 'DiscoveredFile',
  item: DiscoveredFile,
  columns: {
    id: { kind: 'int' },
    tenantId: { kind: 'int' },
    lastModified: { kind: 'date' },
    createdAt: { kind: 'date' },
    lastAccessed: { kind: 'date' },
    fileName: { kind: 'string' },
    authors: { kind: 'string' },
    falsePositive: { kind: 'boolean' },
    isEncrypted: { kind: 'boolean' },
    isDeleted: { kind: 'boolean' },
    isSensitive: { kind: 'boolean' },
    riskUsd: { kind: 'float' },
    entriesCount: { kind: 'float' },
    deviceId: { kind: 'int' },
    deviceName: { kind: 'string' },
    folderId: { kind: 'int' },
    folderFullName: { kind: 'string' },
    parseResult: { kind: 'string' },
    extension: { kind: 'string' },
    size: { kind: 'float' },
  },
  defaultOrder: [{ lastModified: 'DESC' }],
  defaultTake: ExplorerLimits.pageSize,
  // Newest first, ties newest id first: the order of the (tenant, time DESC, id DESC) index.
  tieBreakerFollowsOrder: true,
});

builder.queryField('files2', (t) =>
  t.field({
    type: discoveredFileList.segment,
    description:
      'Discovered Data: the files of the tenant acted for and the customers below it, newest change first (30 a page).',
    extensions: guard('signedIn'),
    args: {
      ...listArgs(t.arg, discoveredFileList),
      classifierId: t.arg.int({ description: 'Only files in which this classifier found something.' }),
      tenantId: t.arg.int(),
    },
    resolve: async (_root, args, ctx) =>
      listDiscoveredFiles(
        ctx.db,
        await resolveTenantScope(ctx.db, requireUser(ctx), args.tenantId),
        args,
        discoveredFileList,
      ),
  }),
);

const MonitorEntryType = builder.objectRef<MonitorEntry>('MonitorEntry').implement({
  fields: (t) => ({
    classifierId: t.exposeInt('classifierId'),
    name: t.exposeString('name'),
    caption: t.exposeString('caption'),
    entriesCount: t.exposeFloat('entriesCount'),
  }),
});

const FileAction = builder.objectRef<FileActionRow>('FileAction').implement({
  description: 'What an application did with a file (spec part 2 §3 "File action").',
  fields: (t) => ({
    id: t.exposeInt('id'),
    tenantId: t.exposeInt('tenantId'),
    processId: t.exposeInt('processId'),
    action: t.exposeString('action'),
    userName: t.exposeString('userName'),
    directoryName: t.exposeString('directoryName'),
    fileName: t.exposeString('fileName'),
    transactionTime: t.expose('transactionTime', { type: 'DateTime' }),
    sensitiveType: t.exposeString('sensitiveType', { description: 'SENSITIVE or NO_SENSITIVE' }),
    applicationName: t.exposeString('applicationName'),
    processType: t.exposeString('processType', { nullable: true }),
    operation: t.exposeString('operation'),
    isPrevented: t.exposeBoolean('isPrevented', {
      description: 'Operation result: Prevented, else Succeed.',
    }),
    isEncrypted: t.exposeBoolean('isEncrypted'),
    driveType: t.exposeString('driveType'),
    deviceId: t.exposeInt('deviceId'),
    device: t.field({ type: FileDevice, resolve: deviceOf }),
    riskUsd: t.exposeFloat('riskUsd'),
    entriesCount: t.exposeFloat('entriesCount'),
    monitorEntries: t.field({ type: [MonitorEntryType], resolve: (r) => r.monitorEntries }),
  }),
});

export const fileActionList = defineList<FileActionRow>({
  name: 'FileAction',
  item: FileAction,
  columns: {
    id: { kind: 'int' },
    tenantId: { kind: 'int' },
    processId: { kind: 'int' },
    userName: { kind: 'string' },
    directoryName: { kind: 'string' },
    fileName: { kind: 'string' },
    transactionTime: { kind: 'date' },
    sensitiveType: { kind: 'string' },
    applicationName: { kind: 'string' },
    processType: { kind: 'string' },
    operation: { kind: 'string' },
    isPrevented: { kind: 'boolean' },
    isEncrypted: { kind: 'boolean' },
    driveType: { kind: 'string' },
    deviceId: { kind: 'int' },
    deviceName: { kind: 'string' },
    riskUsd: { kind: 'float' },
    entriesCount: { kind: 'float' },
  },
  defaultOrder: [{ transactionTime: 'DESC' }],
  defaultTake: ExplorerLimits.pageSize,
  // Newest first, ties newest id first: the order of the (tenant, time DESC, id DESC) index.
  tieBreakerFollowsOrder: true,
});

builder.queryField('fileActions', (t) =>
  t.field({
    type: fileActionList.segment,
    description: 'The Activity Log: file operations reported by the agents, newest first (30 a page).',
    extensions: guard('signedIn'),
    args: { ...listArgs(t.arg, fileActionList), tenantId: t.arg.int() },
    resolve: async (_root, args, ctx) =>
      listFileActions(
        ctx.db,
        await resolveTenantScope(ctx.db, requireUser(ctx), args.tenantId),
        args,
        fileActionList,
      ),
  }),
);

const UpdatedFileType = builder.objectRef<UpdatedFile>('UpdatedFile').implement({
  fields: (t) => ({ id: t.exposeInt('id'), falsePositive: t.exposeBoolean('falsePositive') }),
});

builder.mutationField('updateFile', (t) =>
  t.field({
    type: UpdatedFileType,
    description:
      'Marks a file as a false positive (its risk leaves every figure at once) or clears the mark.',
    extensions: guard('write'),
    args: {
      id: t.arg.int({ required: true }),
      falsePositive: t.arg.boolean({ required: true }),
      tenantId: t.arg.int(),
    },
    resolve: async (_root, args, ctx) => {
      const user = requireUser(ctx);
      return updateFile(ctx.db, user, await resolveTenantScope(ctx.db, user, args.tenantId), {
        id: args.id,
        falsePositive: args.falsePositive,
      });
    },
  }),
);

const ClassifierReviewType = builder.objectRef<ClassifierReview>('ClassifierReview').implement({
  description: 'How often people found a classifier wrong: files marked false positive of files reviewed.',
  fields: (t) => ({
    classifierId: t.exposeInt('classifierId'),
    reviewedFiles: t.exposeInt('reviewedFiles'),
    falsePositiveFiles: t.exposeInt('falsePositiveFiles'),
    precision: t.exposeFloat('precision', {
      nullable: true,
      description: '(reviewed − false positives) / reviewed; null when no file was reviewed.',
    }),
  }),
});

builder.queryField('classifierReviews', (t) =>
  t.field({
    type: [ClassifierReviewType],
    description: "The precision estimate of each of the tenant's classifiers with a reviewed file.",
    extensions: guard('signedIn'),
    args: { tenantId: t.arg.int() },
    resolve: async (_root, args, ctx) =>
      classifierReviews(ctx.db, await resolveTenantScope(ctx.db, requireUser(ctx), args.tenantId)),
  }),
);
