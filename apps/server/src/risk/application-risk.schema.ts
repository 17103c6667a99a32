import { Limits } from '@vigil/contracts';
import { builder, guard } from '../graphql/builder.js';
import { requireUser } from '../graphql/guards.js';
import { resolveTenantScope } from '../tenants/tenant-scope.js';
import { defineList, listArgs } from '../graphql/list.js';
import { DataUploadPermissionEnum } from '../processes/processes.schema.js';
import {
  listApplicationsRisk,
  type ApplicationRisk,
  type ApplicationRiskDevice,
  type ApplicationRiskPolicy,
} from './application-risk.service.js';

const ApplicationRiskPolicyRef = builder.objectRef<ApplicationRiskPolicy>('ApplicationRiskPolicy').implement({
  description: "A classifier seen in the application's events of the period.",
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    caption: t.exposeString('caption'),
    // Float like every other count of entries: a period's sum passes 2^31 long before the data is odd.
    entriesCount: t.exposeFloat('entriesCount'),
    entriesEncryptedCount: t.exposeFloat('entriesEncryptedCount', {
      description: 'Entries in encrypted files.',
    }),
  }),
});

const ApplicationRiskDeviceRef = builder.objectRef<ApplicationRiskDevice>('ApplicationRiskDevice').implement({
  description: 'A device the application acted on in the period.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    nickName: t.exposeString('nickName', { nullable: true }),
  }),
});

const ApplicationRiskRef = builder.objectRef<ApplicationRisk>('ApplicationRisk').implement({
  description: 'What an application did with files in a period (spec part 1 §3 "Application risk").',
  fields: (t) => ({
    processId: t.exposeInt('processId'),
    processCaption: t.exposeString('processCaption', { description: "The application's human name." }),
    startPeriod: t.expose('startPeriod', { type: 'DateTime' }),
    finishPeriod: t.expose('finishPeriod', { type: 'DateTime' }),
    tenantId: t.exposeInt('tenantId', { description: 'The customer the application belongs to.' }),
    policies: t.field({ type: [ApplicationRiskPolicyRef], resolve: (a) => a.policies }),
    devices: t.field({
      type: [ApplicationRiskDeviceRef],
      description: `The devices the application acted on in the period (at most ${Limits.applicationDevicesListMax}, by name).`,
      resolve: (a) => a.devices,
    }),
    devicesCount: t.exposeInt('devicesCount', {
      description: 'How many devices the application acted on in the period.',
    }),
    webApp: t.exposeBoolean('webApp', { description: 'A web destination reached through a browser.' }),
    isLlmApp: t.exposeBoolean('isLlmApp', { description: 'A generative-AI assistant (a web application).' }),
    filesCountIncoming: t.exposeInt('filesCountIncoming', {
      description: 'Files the application handled on the device ("Local Files").',
    }),
    filesCountOutgoing: t.exposeInt('filesCountOutgoing', {
      description: 'Files that left the device through it, not prevented ("Outbound Files").',
    }),
    totalEntriesCostOutgoing: t.exposeFloat('totalEntriesCostOutgoing', {
      description: 'Sensitive risk of the outgoing files, USD.',
    }),
    residualEntriesCostOutgoing: t.exposeFloat('residualEntriesCostOutgoing', {
      description: 'totalEntriesCostOutgoing less its part in encrypted files, USD ("Total Risk").',
    }),
    dataUploadPermission: t.expose('dataUploadPermission', { type: DataUploadPermissionEnum }),
  }),
});

export const applicationRiskList = defineList<ApplicationRisk>({
  name: 'ApplicationRisk',
  item: ApplicationRiskRef,
  columns: {
    processId: { kind: 'int' },
    processCaption: { kind: 'string' },
    tenantId: { kind: 'int' },
    webApp: { kind: 'boolean' },
    isLlmApp: { kind: 'boolean' },
    filesCountIncoming: { kind: 'int' },
    filesCountOutgoing: { kind: 'int' },
    totalEntriesCostOutgoing: { kind: 'float' },
    residualEntriesCostOutgoing: { kind: 'float' },
    dataUploadPermission: { kind: 'string' },
  },
  defaultOrder: [{ residualEntriesCostOutgoing: 'DESC' }],
  tieBreaker: 'processId',
});

const ApplicationsRiskRequestInput = builder.inputType('ApplicationsRiskRequestInput', {
  fields: (t) => ({
    startPeriod: t.field({ type: 'DateTime', required: true }),
    finishPeriod: t.field({ type: 'DateTime', required: true }),
    deviceId: t.int({ description: 'Only what the applications did on this device.' }),
  }),
});

builder.queryField('applicationsRisk', (t) =>
  t.field({
    type: applicationRiskList.segment,
    description:
      'Applications that acted on files between the UTC days of startPeriod and finishPeriod (inclusive, at most 100 days apart), summed over the customers of the tenant acted for. The web, LLM and local application pages filter on webApp and isLlmApp.',
    extensions: guard('signedIn'),
    args: {
      request: t.arg({ type: ApplicationsRiskRequestInput, required: true }),
      ...listArgs(t.arg, applicationRiskList),
      tenantId: t.arg.int(),
    },
    resolve: async (_root, args, ctx) =>
      listApplicationsRisk(
        ctx.db,
        await resolveTenantScope(ctx.db, requireUser(ctx), args.tenantId),
        args.request,
        args,
        applicationRiskList,
      ),
  }),
);
