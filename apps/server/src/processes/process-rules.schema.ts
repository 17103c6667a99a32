import {
  DECRYPT_PATTERNS,
  PROCESS_TYPES,
  type DataUploadPermission,
  type DecryptPattern,
  type ProcessType,
} from '@vigil/contracts';
import { builder, guard } from '../graphql/builder.js';
import { requireUser } from '../graphql/guards.js';
import { defineList } from '../graphql/list.js';
import { DataUploadPermissionEnum } from './processes.schema.js';
import { listProcessRules } from './process-rules.service.js';
import { updateProcessRule } from './process-rule-update.service.js';

export const ProcessTypeEnum = builder.enumType('ProcessType', { values: PROCESS_TYPES });

export const DecryptPatternEnum = builder.enumType('DecryptPattern', {
  description: 'Whether the application decrypts files: never, always, or as the classifier rules say.',
  values: DECRYPT_PATTERNS,
});

export interface ProcessRuleRow {
  id: number;
  processId: number;
  processName: string;
  humanName: string;
  processType: ProcessType | null;
  isWebApp: boolean;
  isLlmApp: boolean;
  webDomain: string | null;
  dataUploadPermission: DataUploadPermission;
  decryptPattern: DecryptPattern;
}

export const ProcessRule = builder.objectRef<ProcessRuleRow>('ProcessRule').implement({
  description: 'An application (process) of the tenant, learnt from its agents’ file events.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    processId: t.exposeInt('processId', { description: 'The same as id.' }),
    processName: t.exposeString('processName', {
      description: 'Lower-cased executable name, or the domain of a web application.',
    }),
    humanName: t.exposeString('humanName'),
    processType: t.expose('processType', { type: ProcessTypeEnum, nullable: true }),
    isWebApp: t.exposeBoolean('isWebApp'),
    isLlmApp: t.exposeBoolean('isLlmApp'),
    webDomain: t.exposeString('webDomain', { nullable: true }),
    dataUploadPermission: t.expose('dataUploadPermission', { type: DataUploadPermissionEnum }),
    decryptPattern: t.expose('decryptPattern', { type: DecryptPatternEnum }),
  }),
});

const processRuleList = defineList<ProcessRuleRow>({
  name: 'ProcessRule',
  item: ProcessRule,
  columns: {
    id: { kind: 'int' },
    processId: { kind: 'int' },
    processName: { kind: 'string' },
    humanName: { kind: 'string' },
    processType: { kind: 'string' },
    isWebApp: { kind: 'boolean' },
    isLlmApp: { kind: 'boolean' },
    dataUploadPermission: { kind: 'string' },
  },
  defaultOrder: [{ humanName: 'ASC' }],
});

builder.queryField('allProcessRules', (t) =>
  t.field({
    type: [ProcessRule],
    description:
      'The tenant’s applications for pickers (at most 1000), filtered (e.g. processType in [LOCAL]) and ordered (default humanName).',
    extensions: guard('signedIn'),
    args: {
      where: t.arg({ type: processRuleList.whereInput }),
      order: t.arg({ type: [processRuleList.orderInput] }),
      tenantId: t.arg.int(),
    },
    resolve: (_root, args, ctx) =>
      listProcessRules(ctx.db, requireUser(ctx), args.tenantId, args, processRuleList),
  }),
);

builder.queryField('tenantProcesses', (t) =>
  t.field({
    type: [ProcessRule],
    description:
      'Every application of the tenant acted for (at most 1000), by name: the Application filters of the console.',
    extensions: guard('signedIn'),
    args: { tenantId: t.arg.int() },
    resolve: (_root, args, ctx) =>
      listProcessRules(ctx.db, requireUser(ctx), args.tenantId, {}, processRuleList),
  }),
);

const UpdateProcessRuleRequestInput = builder.inputType('UpdateProcessRuleRequestInput', {
  description: 'One change: the application type, or its Auto Decryption (decryptPattern).',
  fields: (t) => ({
    processId: t.int({ required: true }),
    processType: t.field({ type: ProcessTypeEnum }),
    decryptPattern: t.field({ type: DecryptPatternEnum }),
  }),
});

builder.mutationField('updateProcessRule', (t) =>
  t.field({
    type: ProcessRule,
    description:
      'Sets the Application Type or the Auto Decryption of an application (allowlisting). Auto Decryption only for Transport and Local applications; a System application keeps files encrypted.',
    extensions: guard('write'),
    args: {
      request: t.arg({ type: UpdateProcessRuleRequestInput, required: true }),
      tenantId: t.arg.int(),
    },
    resolve: async (_root, args, ctx) => {
      const row = await updateProcessRule(ctx.db, requireUser(ctx), args.request, args.tenantId);
      return {
        id: row.id,
        processId: row.id,
        processName: row.processName,
        humanName: row.humanName,
        processType: row.processType,
        isWebApp: row.isWebApp,
        isLlmApp: row.isLlmApp,
        webDomain: row.webDomain,
        dataUploadPermission: row.dataUploadPermission,
        decryptPattern: row.decryptPattern,
      };
    },
  }),
);
