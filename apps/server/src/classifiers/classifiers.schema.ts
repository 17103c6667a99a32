import {
  CHECK_METHODS,
  COMPOUND_NODE_TYPES,
  FILE_DATE_TIME_ATTRIBUTES,
  FILE_SOURCE_TYPES,
  FILTER_TYPES,
  LOGICAL_OPERATORS,
  RETENTION_ACTIONS,
  RETENTION_DELAY_UNITS,
  RULE_TYPES,
  RULES_MATCH,
  SCOPE_TYPES,
  type CompoundGroup,
  type ContentRule,
  type RetentionPolicy,
} from '@vigil/contracts';
import { builder, guard } from '../graphql/builder.js';
import { requireUser } from '../graphql/guards.js';
import { defineList, listArgs } from '../graphql/list.js';
import type { ClassifierPickerItem } from './classifier-list.read-model.js';
import type { ClassifierView } from './classifier-view.read-model.js';
import {
  allClassifiers,
  classifierCountries,
  createClassifier,
  createClassifierFromExisting,
  getClassifier,
  setClassifierTestingGroup,
  updateClassifier,
  updateClassifierListItem,
} from './classifiers.service.js';
import type { CountryRef, DefinitionView, RegulationRef } from './definition-view.js';
import type { TemplateClassifierListRow, TemplateClassifierView } from './template-classifiers.read-model.js';
import {
  createTemplateClassifier,
  createTemplateFromExisting,
  deleteTemplateClassifiers,
  getTemplateClassifier,
  listTemplateClassifiers,
  updateByCopy,
  updateTemplateClassifier,
  updateTemplateClassifierListItem,
} from './template-classifiers.service.js';

// --- Enums ----------------------------------------------------------------------------------------

export const FilterTypeEnum = builder.enumType('FilterType', {
  description:
    'Classifier types: Content, Extensions, Storage Platform (BY_FILE_SOURCE), Application (BY_CHANNELS), Folder, Removable Device, Compound.',
  values: FILTER_TYPES,
});
const ContentFilterRuleTypeEnum = builder.enumType('ContentFilterRuleType', {
  description: 'Content matcher types: contains, does not contain, any word, regex, not regex.',
  values: RULE_TYPES,
});
const RulesMatchEnum = builder.enumType('RulesMatch', { values: RULES_MATCH });
const ContentFilterRuleScopeTypeEnum = builder.enumType('ContentFilterRuleScopeType', {
  values: SCOPE_TYPES,
});
const CheckMethodEnum = builder.enumType('CheckMethod', {
  description:
    'Validation method of a regex matcher; absent is None. Luhn supports only 16-digit sequences with no separators.',
  values: CHECK_METHODS,
});
const FileSourceTypeEnum = builder.enumType('FileSourceType', { values: FILE_SOURCE_TYPES });
const LogicalOperatorEnum = builder.enumType('LogicalOperator', { values: LOGICAL_OPERATORS });
const CompoundNodeTypeEnum = builder.enumType('CompoundNodeType', { values: COMPOUND_NODE_TYPES });
const RetentionActionEnum = builder.enumType('RetentionAction', {
  description: 'ENCRYPT_LOCK, MOVE_FILE (shown as Archive File) or WIPE.',
  values: RETENTION_ACTIONS,
});
const RetentionDelayUnitEnum = builder.enumType('RetentionDelayUnit', { values: RETENTION_DELAY_UNITS });
const FileDateTimeAttributeEnum = builder.enumType('FileDateTimeAttribute', {
  values: FILE_DATE_TIME_ATTRIBUTES,
});

// --- Output types ---------------------------------------------------------------------------------

const ClassifierRegulationRef = builder.objectRef<RegulationRef>('ClassifierRegulationRef').implement({
  fields: (t) => ({ id: t.exposeInt('id'), name: t.exposeString('name') }),
});

const ClassifierCountry = builder.objectRef<CountryRef>('ClassifierCountry').implement({
  description: 'An ISO 3166 alpha-2 country code and its English name.',
  fields: (t) => ({ code: t.exposeString('code'), name: t.exposeString('name') }),
});

const ClassifierContentRule = builder.objectRef<ContentRule>('ClassifierContentRule').implement({
  description: 'A content matcher as stored (spec "Sent rule").',
  fields: (t) => ({
    id: t.int({ nullable: true, resolve: (r) => r.id ?? null }),
    ruleType: t.field({ type: ContentFilterRuleTypeEnum, resolve: (r) => r.ruleType }),
    text: t.exposeString('text'),
    minRepeat: t.exposeInt('minRepeat'),
    sortOrder: t.exposeInt('sortOrder'),
    entryCounter: t.exposeBoolean('entryCounter', {
      description: "This matcher's matches are the file's entries (riskBasedOnMatcherIndex).",
    }),
    nearbyWords: t.exposeStringList('nearbyWords'),
    caseSensitive: t.exposeBoolean('caseSensitive'),
    contentFilterRuleScopeTypes: t.field({
      type: [ContentFilterRuleScopeTypeEnum],
      resolve: (r) => r.contentFilterRuleScopeTypes,
    }),
    words: t.stringList({
      nullable: true,
      description: 'Words of the attached list file.',
      resolve: (r) => r.words ?? null,
    }),
    fileId: t.int({ nullable: true, resolve: (r) => r.fileId ?? null }),
    fileName: t.string({ nullable: true, resolve: (r) => r.fileName ?? null }),
    checkMethod: t.field({ type: CheckMethodEnum, nullable: true, resolve: (r) => r.checkMethod ?? null }),
    validator: t.string({
      nullable: true,
      description: 'A built-in validator of library templates (not editable in the dialog).',
      resolve: (r) => r.validator ?? null,
    }),
  }),
});

type CompoundItemOut = CompoundGroup['items'][number];
const ClassifierCompoundItem = builder.objectRef<CompoundItemOut>('ClassifierCompoundItem').implement({
  fields: (t) => ({
    nodeType: t.field({ type: CompoundNodeTypeEnum, resolve: (i) => i.nodeType }),
    classifierId: t.int({ nullable: true, resolve: (i) => i.classifierId ?? null }),
    listName: t.string({ nullable: true, resolve: (i) => i.listName ?? null }),
  }),
});

const ClassifierCompoundGroup = builder.objectRef<CompoundGroup>('ClassifierCompoundGroup').implement({
  fields: (t) => ({
    logicalOperator: t.field({ type: LogicalOperatorEnum, resolve: (g) => g.logicalOperator }),
    entryCounter: t.exposeBoolean('entryCounter', {
      description: "This group's entries are the compound's (baseOnGroupIndex).",
    }),
    items: t.field({ type: [ClassifierCompoundItem], resolve: (g) => g.items }),
  }),
});

const RetentionPolicyRef = builder.objectRef<RetentionPolicy>('RetentionPolicy').implement({
  fields: (t) => ({
    action: t.field({ type: RetentionActionEnum, resolve: (r) => r.action }),
    delayUnit: t.field({ type: RetentionDelayUnitEnum, resolve: (r) => r.delayUnit }),
    delayValue: t.exposeInt('delayValue'),
    fileDateTimeAttribute: t.field({
      type: FileDateTimeAttributeEnum,
      resolve: (r) => r.fileDateTimeAttribute,
    }),
  }),
});

const ClassifierFolder = builder
  .objectRef<NonNullable<ClassifierView['folder']>>('ClassifierFolder')
  .implement({
    fields: (t) => ({
      id: t.int({
        nullable: true,
        description: 'The folder id (the dialog sends it as folderId).',
        resolve: (f) => f.id,
      }),
      deviceId: t.exposeInt('deviceId'),
      path: t.exposeString('path'),
      deviceName: t.exposeString('deviceName'),
      deviceNickName: t.string({ nullable: true, resolve: (f) => f.deviceNickName }),
    }),
  });

const ClassifierProcess = builder
  .objectRef<NonNullable<ClassifierView['process']>>('ClassifierProcess')
  .implement({
    fields: (t) => ({ id: t.exposeInt('id'), humanName: t.exposeString('humanName') }),
  });

/** The definition fields both classifier types have. */
function implementDefinition<T extends DefinitionView>(ref: ReturnType<typeof builder.objectRef<T>>) {
  builder.objectFields(ref, (t) => ({
    id: t.int({ resolve: (c) => c.id }),
    filterVersion: t.int({ resolve: (c) => c.filterVersion }),
    name: t.string({ resolve: (c) => c.name }),
    caption: t.string({ description: 'Short name.', resolve: (c) => c.caption }),
    description: t.string({ resolve: (c) => c.description }),
    lists: t.stringList({ resolve: (c) => c.lists }),
    regulations: t.field({ type: [ClassifierRegulationRef], resolve: (c) => c.regulations }),
    countries: t.field({ type: [ClassifierCountry], resolve: (c) => c.countries }),
    type: t.field({ type: FilterTypeEnum, resolve: (c) => c.type }),
    isSensitive: t.boolean({ resolve: (c) => c.isSensitive }),
    isActive: t.boolean({ resolve: (c) => c.isActive }),
    valuePerRecord: t.float({ resolve: (c) => c.valuePerRecord }),
    rulesMatch: t.field({ type: RulesMatchEnum, resolve: (c) => c.rulesMatch }),
    rules: t.field({ type: [ClassifierContentRule], resolve: (c) => c.rules }),
    extensions: t.stringList({ resolve: (c) => c.extensions }),
    fileSourceType: t.field({ type: FileSourceTypeEnum, nullable: true, resolve: (c) => c.fileSourceType }),
    processNames: t.stringList({
      description: 'BY_CHANNELS: the executable names the engine matches.',
      resolve: (c) => c.processNames,
    }),
    countUniqueEntries: t.boolean({
      description: "Each distinct value counts once. The dialog shows 'Count duplicates', the inverse.",
      resolve: (c) => c.countUniqueEntries,
    }),
    compoundRootLogicalOperator: t.field({
      type: LogicalOperatorEnum,
      resolve: (c) => c.compoundRootLogicalOperator,
    }),
    compoundGroups: t.field({ type: [ClassifierCompoundGroup], resolve: (c) => c.compoundGroups }),
    reasonForChange: t.string({ nullable: true, resolve: (c) => c.reasonForChange }),
    testingGroupId: t.int({
      nullable: true,
      description: 'Dev 1, QA 2, Beta 3; null is Prod.',
      resolve: (c) => c.testingGroupId,
    }),
    updatedAt: t.field({ type: 'DateTime', resolve: (c) => c.updatedAt }),
  }));
}

const Classifier = builder.objectRef<ClassifierView>('Classifier');
Classifier.implement({
  description: "A customer's classifier (spec part 1 §3 'Classifier (stored)').",
  fields: (t) => ({
    isBlocked: t.exposeBoolean('isBlocked', {
      description: 'Policy auto-update from its template is blocked.',
    }),
    templateId: t.int({ nullable: true, resolve: (c) => c.templateId }),
    fipsValidation: t.exposeBoolean('fipsValidation'),
    folder: t.field({ type: ClassifierFolder, nullable: true, resolve: (c) => c.folder }),
    process: t.field({ type: ClassifierProcess, nullable: true, resolve: (c) => c.process }),
    retentionPolicies: t.field({ type: [RetentionPolicyRef], resolve: (c) => c.retentionPolicies }),
    entriesCount: t.float({ description: 'Entries found (rollups).', resolve: (c) => c.entriesCount }),
    costUsd: t.float({ description: 'Risk of its entries, USD (rollups).', resolve: (c) => c.costUsd }),
  }),
});
implementDefinition(Classifier);

const TemplateClassifier = builder.objectRef<TemplateClassifierView>('TemplateClassifier');
TemplateClassifier.implement({
  description: "A back-office template classifier; customers' classifiers are copies of them.",
  fields: (t) => ({
    parentTemplateId: t.int({
      nullable: true,
      description:
        'The template this one is a copy of (createTemplateFromExisting); updateByCopy writes back to it.',
      resolve: (c) => c.parentTemplateId,
    }),
  }),
});
implementDefinition(TemplateClassifier);

const ClassifierListItem = builder.objectRef<ClassifierPickerItem>('ClassifierListItem').implement({
  description: 'A classifier in pickers: id, name and its risk.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    entriesCount: t.exposeFloat('entriesCount'),
    costUsd: t.exposeFloat('costUsd'),
  }),
});

const TemplateClassifierListRowRef = builder
  .objectRef<TemplateClassifierListRow>('TemplateClassifierListRow')
  .implement({
    fields: (t) => ({
      id: t.exposeInt('id'),
      name: t.exposeString('name'),
      caption: t.exposeString('caption'),
      description: t.exposeString('description'),
      filterType: t.field({ type: FilterTypeEnum, resolve: (r) => r.filterType }),
      isActive: t.exposeBoolean('isActive'),
      isSensitive: t.exposeBoolean('isSensitive'),
      valuePerRecord: t.exposeFloat('valuePerRecord'),
      filterVersion: t.exposeInt('filterVersion'),
      testingGroupId: t.int({ nullable: true, resolve: (r) => r.testingGroupId }),
      parentTemplateId: t.int({ nullable: true, resolve: (r) => r.parentTemplateId }),
      reasonForChange: t.string({ nullable: true, resolve: (r) => r.reasonForChange }),
      regulations: t.exposeIntList('regulations', { description: 'Regulation ids.' }),
      updatedAt: t.field({ type: 'DateTime', resolve: (r) => r.updatedAt }),
    }),
  });

const TemplateClassifiersList = defineList<TemplateClassifierListRow>({
  name: 'TemplateClassifierListRow',
  item: TemplateClassifierListRowRef,
  columns: {
    id: { kind: 'int' },
    name: { kind: 'string' },
    caption: { kind: 'string' },
    filterType: { kind: 'string' },
    isActive: { kind: 'boolean' },
    isSensitive: { kind: 'boolean' },
    valuePerRecord: { kind: 'float' },
    filterVersion: { kind: 'int' },
    testingGroupId: { kind: 'int' },
    parentTemplateId: { kind: 'int' },
    updatedAt: { kind: 'date' },
  },
  defaultOrder: [{ name: 'ASC' }],
});

const ClassifierTestingGroup = builder
  .objectRef<{ id: number; testingGroupId: number | null }>('ClassifierTestingGroup')
  .implement({
    fields: (t) => ({
      id: t.exposeInt('id'),
      testingGroupId: t.int({ nullable: true, resolve: (r) => r.testingGroupId }),
    }),
  });

// --- Inputs ---------------------------------------------------------------------------------------

const MatcherInput = builder.inputType('ClassifierMatcherInput', {
  description:
    'A content matcher of the form; value is required unless a word-list file is attached (words).',
  fields: (t) => ({
    id: t.int({ description: 'The stored rule id (edit).' }),
    type: t.field({ type: ContentFilterRuleTypeEnum, required: true }),
    value: t.string(),
    minRepeats: t.int({ description: 'Default 1, at most 100 000.' }),
    nearbyWords: t.stringList(),
    words: t.stringList({ description: 'Words of the attached list file, one per line.' }),
    fileId: t.int(),
    fileName: t.string(),
    checkMethod: t.field({ type: CheckMethodEnum, description: 'Absent is None.' }),
    caseSensitive: t.boolean(),
    scopeTypes: t.field({ type: [ContentFilterRuleScopeTypeEnum] }),
  }),
});

const CompoundItemInput = builder.inputType('ClassifierCompoundItemInput', {
  fields: (t) => ({
    nodeType: t.field({ type: CompoundNodeTypeEnum, required: true }),
    classifierId: t.int(),
    listName: t.string(),
  }),
});

const CompoundGroupInput = builder.inputType('ClassifierCompoundGroupInput', {
  fields: (t) => ({
    logicalOperator: t.field({ type: LogicalOperatorEnum }),
    items: t.field({ type: [CompoundItemInput], required: true }),
  }),
});

const RetentionPolicyInput = builder.inputType('RetentionPolicyInput', {
  description: 'Defaults: ENCRYPT_LOCK, 5 YEAR, from MODIFY.',
  fields: (t) => ({
    action: t.field({ type: RetentionActionEnum }),
    delayUnit: t.field({ type: RetentionDelayUnitEnum }),
    delayValue: t.int(),
    fileDateTimeAttribute: t.field({ type: FileDateTimeAttributeEnum }),
  }),
});

const ClassifierInput = builder.inputType('ClassifierInput', {
  description:
    'The classifier form (contracts classifierFormSchema; defaults and messages there). Fields of other types than `type` are ignored.',
  fields: (t) => ({
    type: t.field({ type: FilterTypeEnum, required: true, description: 'Locked after creation.' }),
    name: t.string({ required: true, description: 'Required, at most 100 characters.' }),
    shortName: t.string({
      required: true,
      description: 'Stored as caption. Required, at most 15 characters.',
    }),
    description: t.string(),
    filterVersion: t.int({ description: 'Version Number: required for SysAdmin.' }),
    regulations: t.intList({ description: 'Regulation ids.' }),
    countries: t.stringList({ description: 'ISO 3166 alpha-2 codes.' }),
    reasonForChange: t.string({ description: 'Required for template classifiers.' }),
    isActive: t.boolean(),
    fipsValidation: t.boolean(),
    isBlocked: t.boolean({
      description: "Template-based classifiers: the answer to 'block policy auto update' (Yes = true).",
    }),
    isSensitive: t.boolean({ description: 'Default true.' }),
    valuePerRecord: t.float({ description: 'Default 20; 0 counts as missing; at most 99 999 999.' }),
    lists: t.stringList(),
    rulesMatch: t.field({ type: RulesMatchEnum }),
    matchers: t.field({ type: [MatcherInput] }),
    riskBasedOnMatcherIndex: t.int({
      description: 'The entry-counting matcher; -1 treats the file as one record.',
    }),
    countUniqueEntries: t.boolean(),
    extensions: t.stringList({ description: 'BY_EXTENSIONS: at least one.' }),
    fileSourceType: t.field({ type: FileSourceTypeEnum }),
    processId: t.int({ description: "BY_CHANNELS: one of the tenant's applications." }),
    folderId: t.int({ description: "BY_FOLDER: one of the tenant's folders." }),
    compoundRootLogicalOperator: t.field({ type: LogicalOperatorEnum }),
    compoundGroups: t.field({ type: [CompoundGroupInput] }),
    baseOnGroupIndex: t.int({ description: "The group whose entries are the compound's; -1 none." }),
    retentionPolicies: t.field({ type: [RetentionPolicyInput] }),
  }),
});

const ClassifierRequestInput = builder.inputType('ClassifierRequestInput', {
  fields: (t) => ({ id: t.int({ required: true }) }),
});

const UpdateClassifierListItemRequestInput = builder.inputType('UpdateClassifierListItemRequestInput', {
  fields: (t) => ({
    id: t.int({ required: true }),
    isActive: t.boolean(),
    isSensitive: t.boolean(),
    isBlocked: t.boolean({ description: 'Template-based classifiers only.' }),
  }),
});

const UpdateTemplateClassifierListItemRequestInput = builder.inputType(
  'UpdateTemplateClassifierListItemRequestInput',
  {
    fields: (t) => ({ id: t.int({ required: true }), isActive: t.boolean(), isSensitive: t.boolean() }),
  },
);

// --- Queries --------------------------------------------------------------------------------------

builder.queryField('classifier', (t) =>
  t.field({
    type: Classifier,
    description: "One of the tenant's classifiers, as the edit dialog reads it.",
    extensions: guard('signedIn'),
    args: { request: t.arg({ type: ClassifierRequestInput, required: true }), tenantId: t.arg.int() },
    resolve: (_r, args, ctx) => getClassifier(ctx.db, requireUser(ctx), args.request.id, args.tenantId),
  }),
);

builder.queryField('allClassifiers', (t) =>
  t.field({
    type: [ClassifierListItem],
    description: 'Every classifier of the tenant, by name (pickers, compound items).',
    extensions: guard('signedIn'),
    args: { tenantId: t.arg.int() },
    resolve: (_r, args, ctx) => allClassifiers(ctx.db, requireUser(ctx), args.tenantId),
  }),
);

builder.queryField('classifierCountries', (t) =>
  t.field({
    type: [ClassifierCountry],
    description: "The countries a classifier may name (those of the library's regulations), by name.",
    extensions: guard('signedIn'),
    resolve: (_r, _args, ctx) => classifierCountries(ctx.db, requireUser(ctx)),
  }),
);

builder.queryField('templateClassifiers', (t) =>
  t.field({
    type: TemplateClassifiersList.segment,
    description:
      'Template classifiers, by name. Customers see those in Prod and in their testing groups; the back office all.',
    extensions: guard('signedIn'),
    args: { ...listArgs(t.arg, TemplateClassifiersList), tenantId: t.arg.int() },
    resolve: (_r, args, ctx) =>
      listTemplateClassifiers(ctx.db, requireUser(ctx), TemplateClassifiersList, args),
  }),
);

builder.queryField('templateClassifier', (t) =>
  t.field({
    type: TemplateClassifier,
    extensions: guard('signedIn'),
    args: { request: t.arg({ type: ClassifierRequestInput, required: true }), tenantId: t.arg.int() },
    resolve: (_r, args, ctx) =>
      getTemplateClassifier(ctx.db, requireUser(ctx), args.request.id, args.tenantId),
  }),
);

// --- Mutations ------------------------------------------------------------------------------------

builder.mutationField('createClassifier', (t) =>
  t.field({
    type: Classifier,
    description: 'Creates an active classifier of the tenant.',
    extensions: guard('write'),
    args: { input: t.arg({ type: ClassifierInput, required: true }), tenantId: t.arg.int() },
    resolve: (_r, args, ctx) => createClassifier(ctx.db, requireUser(ctx), args.input, args.tenantId),
  }),
);

builder.mutationField('updateClassifier', (t) =>
  t.field({
    type: Classifier,
    description:
      'Saves a classifier (type locked). A new value per record or sensitivity revalues its findings; new regulations rebuild the risk rollups.',
    extensions: guard('write'),
    args: {
      id: t.arg.int({ required: true }),
      input: t.arg({ type: ClassifierInput, required: true }),
      tenantId: t.arg.int(),
    },
    resolve: (_r, args, ctx) =>
      updateClassifier(ctx.db, requireUser(ctx), args.id, args.input, args.tenantId),
  }),
);

builder.mutationField('updateClassifierListItem', (t) =>
  t.field({
    type: Classifier,
    description: "The list's switches: isActive, isSensitive, isBlocked (template-based classifiers only).",
    extensions: guard('write'),
    args: {
      request: t.arg({ type: UpdateClassifierListItemRequestInput, required: true }),
      tenantId: t.arg.int(),
    },
    resolve: (_r, args, ctx) =>
      updateClassifierListItem(ctx.db, requireUser(ctx), args.request, args.tenantId),
  }),
);

builder.mutationField('createClassifierFromExisting', (t) =>
  t.field({
    type: 'Int',
    description:
      'Returns the new classifier id. classifierId: copies one of the tenant\'s classifiers ("… - Copy", active, without its encryption rule). templateId instead: adds that template classifier to the active classifiers (a copy remembering its template).',
    extensions: guard('write'),
    args: { classifierId: t.arg.int(), templateId: t.arg.int(), tenantId: t.arg.int() },
    resolve: (_r, args, ctx) =>
      createClassifierFromExisting(
        ctx.db,
        requireUser(ctx),
        { classifierId: args.classifierId, templateId: args.templateId },
        args.tenantId,
      ),
  }),
);

builder.mutationField('setClassifierTestingGroup', (t) =>
  t.field({
    type: ClassifierTestingGroup,
    description:
      "SysAdmin. Without tenantId the id is a template classifier's (its testing group decides which customers get it); with a customer's tenantId, that customer's classifier. testingGroupId null or 0 is Prod.",
    extensions: guard('sysAdmin'),
    args: { classifierId: t.arg.int({ required: true }), testingGroupId: t.arg.int(), tenantId: t.arg.int() },
    resolve: (_r, args, ctx) =>
      setClassifierTestingGroup(
        ctx.db,
        requireUser(ctx),
        args.classifierId,
        args.testingGroupId,
        args.tenantId,
      ),
  }),
);

builder.mutationField('createTemplateClassifier', (t) =>
  t.field({
    type: TemplateClassifier,
    description: 'Back office: a new template classifier (reason for change and Version Number required).',
    extensions: guard('sysAdmin'),
    args: { input: t.arg({ type: ClassifierInput, required: true }) },
    resolve: (_r, args, ctx) => createTemplateClassifier(ctx.db, requireUser(ctx), args.input),
  }),
);

builder.mutationField('updateTemplateClassifier', (t) =>
  t.field({
    type: TemplateClassifier,
    description:
      'Back office: saves a template (type locked, reason for change required). Its filter version becomes the one given if higher, else the next, so customers see NOT_ACTUAL.',
    extensions: guard('sysAdmin'),
    args: { id: t.arg.int({ required: true }), input: t.arg({ type: ClassifierInput, required: true }) },
    resolve: (_r, args, ctx) => updateTemplateClassifier(ctx.db, requireUser(ctx), args.id, args.input),
  }),
);

builder.mutationField('updateTemplateClassifierListItem', (t) =>
  t.field({
    type: TemplateClassifier,
    description:
      'Back office list switches: isActive, isSensitive (a new sensitivity is a new filter version).',
    extensions: guard('sysAdmin'),
    args: { request: t.arg({ type: UpdateTemplateClassifierListItemRequestInput, required: true }) },
    resolve: (_r, args, ctx) => updateTemplateClassifierListItem(ctx.db, requireUser(ctx), args.request),
  }),
);

builder.mutationField('deleteTemplateClassifiers', (t) =>
  t.field({
    type: ['Int'],
    description: "Back office: deletes templates; customers' copies then show DEPRECATED. Returns the ids.",
    extensions: guard('sysAdmin'),
    args: { ids: t.arg.intList({ required: true }) },
    resolve: (_r, args, ctx) => deleteTemplateClassifiers(ctx.db, requireUser(ctx), args.ids),
  }),
);

builder.mutationField('createTemplateFromExisting', (t) =>
  t.field({
    type: 'Int',
    description:
      'Back office: an inactive copy of a template remembering its parent (parentTemplateId), to edit and write back with updateByCopy. Returns its id.',
    extensions: guard('sysAdmin'),
    args: { templateId: t.arg.int({ required: true }) },
    resolve: (_r, args, ctx) => createTemplateFromExisting(ctx.db, requireUser(ctx), args.templateId),
  }),
);

builder.mutationField('updateByCopy', (t) =>
  t.field({
    type: TemplateClassifier,
    description:
      "Back office: templateId is a copy's id; its definition replaces its parent's (which keeps name, On/Off and testing group, and gets the next filter version). deleteCopy deletes the copy. Returns the parent.",
    extensions: guard('sysAdmin'),
    args: { templateId: t.arg.int({ required: true }), deleteCopy: t.arg.boolean() },
    resolve: (_r, args, ctx) =>
      updateByCopy(ctx.db, requireUser(ctx), args.templateId, args.deleteCopy ?? false),
  }),
);
