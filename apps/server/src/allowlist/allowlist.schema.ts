import { AllowlistLimits, PARSE_TYPES } from '@vigil/contracts';
import type { ObjectRef } from '@pothos/core';
import { builder, guard, type SchemaTypesOf } from '../graphql/builder.js';
import { requireUser } from '../graphql/guards.js';
import { defineList, listArgs } from '../graphql/list.js';
import { listColumns, rowFields } from '../graphql/row-columns.js';
import { DataUploadPermissionEnum } from '../processes/processes.schema.js';
import { DecryptPatternEnum, ProcessTypeEnum } from '../processes/process-rules.schema.js';
import { resolveTenantScope } from '../tenants/tenant-scope.js';
import {
  EXTENSION_PROCESS_ROW,
  EXTENSION_RULE_ROW,
  PROCESS_EXTENSION_ROW,
  PROCESS_WITH_EXTENSIONS_ROW,
  type ExtensionProcessRow,
  type ExtensionRuleRow,
  type ProcessExtensionRow,
  type ProcessWithExtensionsRow,
} from './allowlist.read-model.js';
import {
  listExtensionRules,
  listProcessRulesWithExtensions,
  updateExtensionRule,
  type ExtensionRuleState,
  type ExtensionClassifier,
  type ExtensionRuleWithProcesses,
  type ProcessRuleWithExtensions,
} from './allowlist.service.js';

export const ParseTypeEnum = builder.enumType('ParseType', {
  description: 'TEXT: read files of the extension as plain text whatever their content (Parse As Text).',
  values: PARSE_TYPES,
});

const processEnums = {
  processType: ProcessTypeEnum,
  dataUploadPermission: DataUploadPermissionEnum,
  decryptPattern: DecryptPatternEnum,
};

const ExtensionProcessRule = builder.objectRef<ExtensionProcessRow>('ExtensionProcessRule').implement({
  description: 'An application that acted on files of an extension, with its allowlisting settings.',
  fields: (t) => rowFields(t, EXTENSION_PROCESS_ROW, processEnums),
});

const ExtensionRuleClassifier = builder.objectRef<ExtensionClassifier>('ExtensionRuleClassifier').implement({
  description: 'An active classifier that finds files by extension (BY_EXTENSIONS) and names this one.',
  fields: (t) => ({ id: t.exposeInt('id'), name: t.exposeString('name') }),
});

const ExtensionRule = builder.objectRef<ExtensionRuleWithProcesses>('ExtensionRule').implement({
  description:
    'A file extension of the tenant and whether its agents scan it (spec part 2 "Extension rule").',
  fields: (t) => ({
    ...rowFields(t, EXTENSION_RULE_ROW, { parseType: ParseTypeEnum }),
    processes: t.field({
      type: [ExtensionProcessRule],
      description: `The applications that acted on files of the extension, most actions first (at most ${AllowlistLimits.childrenMax}).`,
      resolve: (row) => row.processes,
    }),
    classifiers: t.field({
      type: [ExtensionRuleClassifier],
      description:
        'The tenant\'s active classifiers that find files by this extension (spec part 2 "Extension rule": classifiers). Agents get them with the classifiers of their policy.',
      resolve: (row) => row.classifiers,
    }),
  }),
});

const ProcessExtensionRule = builder.objectRef<ProcessExtensionRow>('ProcessExtensionRule').implement({
  description: 'An extension an application acted on, with its rule.',
  fields: (t) => rowFields(t, PROCESS_EXTENSION_ROW, { parseType: ParseTypeEnum }),
});

const ProcessRuleWithExtensionsType = builder
  .objectRef<ProcessRuleWithExtensions>('ProcessRuleWithExtensions')
  .implement({
    description:
      'An application of the tenant with the extensions it acted on (Allowlisting → By Application).',
    fields: (t) => ({
      ...rowFields(t, PROCESS_WITH_EXTENSIONS_ROW, processEnums),
      extensions: t.field({
        type: [ProcessExtensionRule],
        description: `The extensions the application acted on, most actions first (at most ${AllowlistLimits.childrenMax}).`,
        resolve: (row) => row.extensions,
      }),
    }),
  });

// The lists run over the rows; the service adds each row's children to the page it returns, so
// the item types (rows with children) stand for the rows here.
const extensionRuleList = defineList<ExtensionRuleRow>({
  name: 'ExtensionRule',
  item: ExtensionRule as unknown as ObjectRef<SchemaTypesOf, ExtensionRuleRow>,
  columns: listColumns(EXTENSION_RULE_ROW),
  defaultOrder: [{ actionCount: 'DESC' }],
  defaultTake: AllowlistLimits.pageSize,
  tieBreaker: 'extension',
});

const processRuleWithExtensionsList = defineList<ProcessWithExtensionsRow>({
  name: 'ProcessRuleWithExtensions',
  item: ProcessRuleWithExtensionsType as unknown as ObjectRef<SchemaTypesOf, ProcessWithExtensionsRow>,
  columns: listColumns(PROCESS_WITH_EXTENSIONS_ROW),
  defaultOrder: [{ actionCount: 'DESC' }],
  defaultTake: AllowlistLimits.pageSize,
});

const AllowlistRequestInput = builder.inputType('AllowlistRequestInput', {
  fields: (t) => ({
    showOnlyProcessesWhichHaveOpenedActions: t.boolean({
      description:
        'Only applications that opened files (Show only apps that opened files; Show Only Read Applications).',
    }),
    processTypes: t.field({
      type: [ProcessTypeEnum],
      description: 'Extensions: only actions of applications of these types (the Application Type filter).',
    }),
  }),
});

builder.queryField('extensionsWithProcessRules2', (t) =>
  t.field({
    type: extensionRuleList.segment,
    description:
      'Allowlisting → By Extension: the extensions of the tenant acted for, with their rules and the applications that acted on them. Default order actionCount descending.',
    extensions: guard('signedIn'),
    args: {
      ...listArgs(t.arg, extensionRuleList),
      request: t.arg({ type: AllowlistRequestInput }),
      tenantId: t.arg.int(),
    },
    resolve: async (_root, args, ctx) =>
      listExtensionRules(
        ctx.db,
        await resolveTenantScope(ctx.db, requireUser(ctx), args.tenantId),
        args,
        extensionRuleList,
      ),
  }),
);

builder.queryField('processRulesWithExtentions', (t) =>
  t.field({
    type: processRuleWithExtensionsList.segment,
    description:
      'Allowlisting → By Application: the applications of the tenant acted for with the extensions they acted on. Default order actionCount descending.',
    extensions: guard('signedIn'),
    args: {
      ...listArgs(t.arg, processRuleWithExtensionsList),
      request: t.arg({ type: AllowlistRequestInput }),
      tenantId: t.arg.int(),
    },
    resolve: async (_root, args, ctx) =>
      listProcessRulesWithExtensions(
        ctx.db,
        await resolveTenantScope(ctx.db, requireUser(ctx), args.tenantId),
        args,
        processRuleWithExtensionsList,
      ),
  }),
);

const ExtensionRuleStateType = builder.objectRef<ExtensionRuleState>('ExtensionRuleState').implement({
  description: 'An extension rule as stored after a change.',
  fields: (t) => ({
    extension: t.exposeString('extension'),
    isEnabled: t.exposeBoolean('isEnabled'),
    isStandardFileExtension: t.exposeBoolean('isStandardFileExtension'),
    parseType: t.expose('parseType', { type: ParseTypeEnum, nullable: true }),
  }),
});

const UpdateExtensionRuleRequestInput = builder.inputType('UpdateExtensionRuleRequestInput', {
  description:
    'One change: isTurnedOn (Include in Scanning), or parseType (TEXT turns Parse As Text on, null turns it off).',
  fields: (t) => ({
    extension: t.string({ required: true }),
    isTurnedOn: t.boolean(),
    parseType: t.field({ type: ParseTypeEnum }),
  }),
});

builder.mutationField('updateExtensionRule', (t) =>
  t.field({
    type: ExtensionRuleStateType,
    description:
      "Includes an extension in scanning or excludes it, or sets whether it is parsed as text, for the customer acted for. Agents apply it at their next policy pull; an excluded extension's files leave the portal at each device's next scan.",
    extensions: guard('write'),
    args: {
      request: t.arg({ type: UpdateExtensionRuleRequestInput, required: true }),
      tenantId: t.arg.int(),
    },
    resolve: (_root, args, ctx) =>
      updateExtensionRule(ctx.db, requireUser(ctx), args.tenantId, {
        extension: args.request.extension,
        isTurnedOn: args.request.isTurnedOn,
        ...('parseType' in args.request ? { parseType: args.request.parseType ?? null } : {}),
      }),
  }),
);
