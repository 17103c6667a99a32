import { RULE_ACTIONS, RULE_TRIGGERS, SELECTIONS } from '@vigil/contracts';
import { builder, guard } from '../graphql/builder.js';
import { requireUser } from '../graphql/guards.js';
import { DataUploadPermissionEnum } from '../processes/processes.schema.js';
import {
  createRuleRequest,
  ruleByClassifierId,
  updateRuleListItem,
  updateRuleRequest,
  type RuleNamedRef,
  type RuleProcessRef,
  type RuleTriggerView,
  type RuleUploadProcessRef,
  type RuleView,
} from './rules.service.js';

export const RuleTriggerEnum = builder.enumType('RuleTrigger', {
  description: 'The file event a rule reacts to (spec part 1 §3 "Rule").',
  values: RULE_TRIGGERS,
});

export const RuleActionEnum = builder.enumType('RuleAction', {
  description: 'What a matching file event does: open a case, or prevent the operation.',
  values: RULE_ACTIONS,
});

export const SelectionEnum = builder.enumType('Selection', {
  description: 'ALL: every one; SELECTED: only the listed; EXCEPTED: all but the listed.',
  values: SELECTIONS,
});

const RuleNamedRefType = builder.objectRef<RuleNamedRef>('RuleNamedRef').implement({
  description: 'A device, device group or classifier a rule names.',
  fields: (t) => ({ id: t.exposeInt('id'), name: t.exposeString('name') }),
});

const RuleProcess = builder.objectRef<RuleProcessRef>('RuleProcess').implement({
  description: 'An application (process) allowed to decrypt the classifier’s files.',
  fields: (t) => ({ processId: t.exposeInt('processId'), humanName: t.exposeString('humanName') }),
});

const RuleUploadFileProcess = builder.objectRef<RuleUploadProcessRef>('RuleUploadFileProcess').implement({
  description: 'An application an UPLOAD_FILE trigger selects, with its current upload permission.',
  fields: (t) => ({
    processId: t.exposeInt('processId'),
    humanName: t.exposeString('humanName'),
    dataUploadPermission: t.expose('dataUploadPermission', { type: DataUploadPermissionEnum }),
  }),
});

const RuleTriggerType = builder.objectRef<RuleTriggerView>('RuleTriggerSetting').implement({
  fields: (t) => ({
    trigger: t.expose('trigger', { type: RuleTriggerEnum }),
    actions: t.expose('actions', { type: [RuleActionEnum] }),
    devicesSelection: t.expose('devicesSelection', { type: SelectionEnum }),
    devices: t.expose('devices', { type: [RuleNamedRefType] }),
    deviceGroups: t.expose('deviceGroups', { type: [RuleNamedRefType] }),
    uploadFileProcessesSelection: t.expose('uploadFileProcessesSelection', {
      type: SelectionEnum,
      description: 'For UPLOAD_FILE: which applications the trigger applies to.',
    }),
    uploadFileProcesses: t.expose('uploadFileProcesses', { type: [RuleUploadFileProcess] }),
  }),
});

const RuleEncryptionSettings = builder
  .objectRef<RuleView['encryptionSettings']>('RuleEncryptionSettings')
  .implement({
    fields: (t) => ({
      isEnabled: t.exposeBoolean('isEnabled'),
      delayDays: t.exposeInt('delayDays', {
        description: 'A file is encrypted once it has not been accessed for this many days (0–9999).',
      }),
      decryptProcesses: t.expose('decryptProcesses', {
        type: [RuleProcess],
        description: 'Applications that decrypt the files automatically (the decryption allowlist).',
      }),
    }),
  });

export const RuleType = builder.objectRef<RuleView>('Rule').implement({
  description: 'The rule of a classifier (one per classifier): file-event triggers and encryption.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    isActive: t.exposeBoolean('isActive'),
    classifierId: t.exposeInt('classifierId'),
    classifier: t.expose('classifier', { type: RuleNamedRefType }),
    overrideOtherEncryptionRules: t.exposeBoolean('overrideOtherEncryptionRules'),
    encryptionSettings: t.expose('encryptionSettings', { type: RuleEncryptionSettings }),
    triggers: t.expose('triggers', { type: [RuleTriggerType] }),
  }),
});

const RuleEncryptionSettingsInput = builder.inputType('RuleEncryptionSettingsInput', {
  description:
    'createRule: absent fields take the defaults (off, 30 days, none). updateRule: absent fields keep their value.',
  fields: (t) => ({
    isEnabled: t.boolean(),
    delayDays: t.int({ description: '0 to 9999 days.' }),
    decryptProcesses: t.intList({ description: 'Process ids of the tenant.' }),
  }),
});

const RuleTriggerInput = builder.inputType('RuleTriggerInput', {
  fields: (t) => ({
    trigger: t.field({ type: RuleTriggerEnum, description: 'Default CHANGE_FILE_EXTENSION.' }),
    actions: t.field({ type: [RuleActionEnum] }),
    devicesSelection: t.field({ type: SelectionEnum, description: 'Default ALL.' }),
    devices: t.intList({ description: 'Device ids of the tenant.' }),
    deviceGroups: t.intList({ description: 'Device group ids of the tenant.' }),
    uploadFileProcessesSelection: t.field({ type: SelectionEnum, description: 'Default ALL.' }),
    uploadFileProcesses: t.intList({ description: 'Process ids of the tenant.' }),
  }),
});

const CreateRuleRequestInput = builder.inputType('CreateRuleRequestInput', {
  fields: (t) => ({
    classifierId: t.int({ required: true }),
    name: t.string({ description: "Up to 255 characters; absent: the classifier's name." }),
    isActive: t.boolean({ description: 'Default true.' }),
    overrideOtherEncryptionRules: t.boolean({ description: 'Default false.' }),
    encryptionSettings: t.field({ type: RuleEncryptionSettingsInput }),
    triggers: t.field({ type: [RuleTriggerInput], description: 'At most 20.' }),
  }),
});

const UpdateRuleRequestInput = builder.inputType('UpdateRuleRequestInput', {
  description: 'A field left out (or null) keeps its value; a given list replaces the stored one.',
  fields: (t) => ({
    id: t.int({ required: true }),
    classifierId: t.int({ description: 'Optional; must be the rule’s own classifier.' }),
    name: t.string(),
    isActive: t.boolean(),
    overrideOtherEncryptionRules: t.boolean(),
    encryptionSettings: t.field({ type: RuleEncryptionSettingsInput }),
    triggers: t.field({ type: [RuleTriggerInput] }),
  }),
});

const UpdateRuleListItemRequestInput = builder.inputType('UpdateRuleListItemRequestInput', {
  description: 'The classifier list’s switches; a field left out (or null) keeps its value.',
  fields: (t) => ({
    id: t.int({ required: true }),
    isActive: t.boolean(),
    encryptionIsEnabled: t.boolean(),
    encryptionDelayDays: t.int({ description: '0 to 9999 days.' }),
  }),
});

const RuleByClassifierIdRequestInput = builder.inputType('RuleByClassifierIdRequestInput', {
  fields: (t) => ({ classifierId: t.int({ required: true }) }),
});

builder.queryField('ruleByClassifierId', (t) =>
  t.field({
    type: RuleType,
    nullable: true,
    description: "The classifier's rule, or null when it has none.",
    extensions: guard('signedIn'),
    args: {
      request: t.arg({ type: RuleByClassifierIdRequestInput, required: true }),
      tenantId: t.arg.int(),
    },
    resolve: (_root, args, ctx) =>
      ruleByClassifierId(ctx.db, requireUser(ctx), args.request.classifierId, args.tenantId),
  }),
);

builder.mutationField('createRule', (t) =>
  t.field({
    type: RuleType,
    description:
      'Creates the rule of a classifier (one per classifier: a classifier that has one is refused — update it). The agents get it with their next policy.',
    extensions: guard('write'),
    args: { request: t.arg({ type: CreateRuleRequestInput, required: true }), tenantId: t.arg.int() },
    resolve: (_root, args, ctx) => createRuleRequest(ctx.db, requireUser(ctx), args.request, args.tenantId),
  }),
);

builder.mutationField('updateRule', (t) =>
  t.field({
    type: RuleType,
    description: 'Changes a rule; the agents get it with their next policy.',
    extensions: guard('write'),
    args: { request: t.arg({ type: UpdateRuleRequestInput, required: true }), tenantId: t.arg.int() },
    resolve: (_root, args, ctx) => updateRuleRequest(ctx.db, requireUser(ctx), args.request, args.tenantId),
  }),
);

builder.mutationField('updateRuleListItem', (t) =>
  t.field({
    type: RuleType,
    description: "The classifier list's rule switches: active, encryption on/off and its delay in days.",
    extensions: guard('write'),
    args: {
      request: t.arg({ type: UpdateRuleListItemRequestInput, required: true }),
      tenantId: t.arg.int(),
    },
    resolve: (_root, args, ctx) => updateRuleListItem(ctx.db, requireUser(ctx), args.request, args.tenantId),
  }),
);
