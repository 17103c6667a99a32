import { FilterTypeEnum } from '../classifiers/classifiers.schema.js';
import { builder, guard } from '../graphql/builder.js';
import { requireUser } from '../graphql/guards.js';
import { defineList, listArgs } from '../graphql/list.js';
import { listColumns, rowFields } from '../graphql/row-columns.js';
import { deleteClassifiers } from './classifier-deletion.service.js';
import {
  CLASSIFIER_LIST_ROW,
  type ClassifierListRow,
  type ClassifierListRule,
} from './classifier-list.read-model.js';
import { listClassifiers } from './classifier-list.service.js';

/**
 * The Classifiers page: its list (each classifier with its rule and risk) and its bulk delete,
 * which takes the classifiers' rules with them. Here, above classifiers, because both need the rule.
 */

const ClassifierListRuleTrigger = builder
  .objectRef<ClassifierListRule['triggers'][number]>('ClassifierListRuleTrigger')
  .implement({
    fields: (t) => ({ triggerType: t.exposeString('triggerType'), actions: t.exposeStringList('actions') }),
  });

const ClassifierListRuleRef = builder.objectRef<ClassifierListRule>('ClassifierListRule').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    isActive: t.exposeBoolean('isActive'),
    encryptionIsEnabled: t.exposeBoolean('encryptionIsEnabled'),
    overrideOtherEncryptionRules: t.exposeBoolean('overrideOtherEncryptionRules'),
    encryptionDelayDays: t.exposeInt('encryptionDelayDays'),
    triggers: t.field({ type: [ClassifierListRuleTrigger], resolve: (r) => r.triggers }),
  }),
});

const ClassifierListRowRef = builder.objectRef<ClassifierListRow>('ClassifierListRow').implement({
  description: 'A row of the Classifiers list (spec part 1 §3 "Classifier list row").',
  fields: (t) =>
    rowFields(t, CLASSIFIER_LIST_ROW, { filterType: FilterTypeEnum, rules: ClassifierListRuleRef }),
});

const ClassifiersList = defineList<ClassifierListRow>({
  name: 'ClassifierListRow',
  item: ClassifierListRowRef,
  columns: listColumns(CLASSIFIER_LIST_ROW),
  defaultOrder: [{ name: 'ASC' }],
});

builder.queryField('classifiersList', (t) =>
  t.field({
    type: ClassifiersList.segment,
    description:
      "The tenant's classifiers, by name. showAll false (default) hides those with no entries. where.regulations: in = some of these ids, nin = none of them, eq: null = no regulation.",
    extensions: guard('signedIn'),
    args: { ...listArgs(t.arg, ClassifiersList), showAll: t.arg.boolean(), tenantId: t.arg.int() },
    resolve: (_r, args, ctx) => listClassifiers(ctx.db, requireUser(ctx), ClassifiersList, args),
  }),
);

const DeleteClassifiersRequestInput = builder.inputType('DeleteClassifiersRequestInput', {
  fields: (t) => ({
    ids: t.intList({ required: true }),
    deleteEncryptionRuleIfExists: t.boolean({
      description: 'Required when a classifier has encryption on: its rule is deleted with it.',
    }),
  }),
});

builder.mutationField('deleteClassifiers', (t) =>
  t.field({
    type: ['Int'],
    description:
      'Deletes classifiers with their rules and findings (the risk no longer counts them); returns the ids. Encryption on needs deleteEncryptionRuleIfExists.',
    extensions: guard('write'),
    args: { request: t.arg({ type: DeleteClassifiersRequestInput, required: true }), tenantId: t.arg.int() },
    resolve: (_r, args, ctx) => deleteClassifiers(ctx.db, requireUser(ctx), args.request, args.tenantId),
  }),
);
