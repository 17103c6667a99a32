import { Limits, POLICY_UPDATE_ACTIONS, POLICY_UPDATE_STATUSES } from '@vigil/contracts';
import { builder, guard } from '../graphql/builder.js';
import { requireUser } from '../graphql/guards.js';
import { CollectionSegmentInfo, type ListResult } from '../graphql/list.js';
import { CustomerRegulation } from '../regulations/regulations.schema.js';
import { updateCustomerRegulations } from './customer-regulations.service.js';
import type { PolicyUpdateItem, RegulationPolicyUpdates } from './policy-status.js';
import {
  policyUpdates,
  policyUpdatesForPartner,
  runPolicyUpdates,
  runPolicyUpdatesForCustomer,
  runPolicyUpdatesForPartner,
  type PartnerPolicyNode,
  type PolicyUpdatesResult,
} from './policy-updates.service.js';

const PolicyUpdateStatusEnum = builder.enumType('ClassifierPolicyUpdateStatus', {
  description:
    'MISSING: an active template of a selected regulation with no classifier from it; NOT_ACTUAL: behind its template (filter version or definition); DEPRECATED: its template is deleted or inactive; MULTIPLE_CLASSIFIERS_EXIST: several classifiers from one template; BLOCKED: auto-update blocked.',
  values: POLICY_UPDATE_STATUSES,
});

const PolicyUpdateActionEnum = builder.enumType('PolicyUpdateAction', { values: POLICY_UPDATE_ACTIONS });

const PolicyUpdateClassifier = builder.objectRef<PolicyUpdateItem>('PolicyUpdateClassifier').implement({
  fields: (t) => ({
    id: t.exposeInt('id', { nullable: true, description: "The customer's classifier; null when MISSING." }),
    name: t.exposeString('name'),
    containsRules: t.exposeBoolean('containsRules', { description: 'The classifier has a rule.' }),
    templateId: t.exposeInt('templateId'),
    templateName: t.exposeString('templateName'),
    status: t.expose('status', { type: PolicyUpdateStatusEnum }),
  }),
});

const PolicyUpdate = builder.objectRef<RegulationPolicyUpdates>('PolicyUpdate').implement({
  description: 'A selected regulation and its classifiers with their policy-update status.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    classifiers: t.field({ type: [PolicyUpdateClassifier], resolve: (r) => r.classifiers }),
  }),
});

const PolicyUpdateSegment = builder
  .objectRef<ListResult<RegulationPolicyUpdates>>('PolicyUpdateCollectionSegment')
  .implement({
    fields: (t) => ({
      items: t.field({ type: [PolicyUpdate], resolve: (r) => r.items }),
      totalCount: t.exposeInt('totalCount'),
      pageInfo: t.field({ type: CollectionSegmentInfo, resolve: (r) => r.pageInfo }),
    }),
  });

builder.queryField('policyUpdates', (t) =>
  t.field({
    type: PolicyUpdateSegment,
    description: `Classifier Updates of a customer: per selected regulation (library order), its classifiers and status. Pages of regulations (take default ${Limits.policyUpdatesPageSize}).`,
    extensions: guard('signedIn'),
    args: { skip: t.arg.int(), take: t.arg.int(), tenantId: t.arg.int() },
    resolve: (_root, args, ctx) => policyUpdates(ctx.db, requireUser(ctx), args.tenantId, args),
  }),
);

const PolicyUpdatePartnerNode = builder.objectRef<PartnerPolicyNode>('PolicyUpdatePartnerNode').implement({
  description: 'A tenant below the one acted for, in the partner tree of Classifier Updates.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    parentId: t.exposeInt('parentId', { nullable: true }),
    hasUpdates: t.exposeBoolean('hasUpdates', {
      description: 'A customer: any classifier to add, update or delete; a partner: any customer below it.',
    }),
    isPartner: t.exposeBoolean('isPartner'),
  }),
});

builder.queryField('policyUpdatesForPartner', (t) =>
  t.field({
    type: [PolicyUpdatePartnerNode],
    description: 'The partner tree below the tenant acted for, top-down, with which nodes have updates.',
    extensions: guard('signedIn'),
    args: { tenantId: t.arg.int() },
    resolve: (_root, args, ctx) => policyUpdatesForPartner(ctx.db, requireUser(ctx), args.tenantId),
  }),
);

const PolicyUpdatesResultType = builder.objectRef<PolicyUpdatesResult>('PolicyUpdatesResult').implement({
  fields: (t) => ({
    added: t.exposeInt('added'),
    updated: t.exposeInt('updated'),
    deleted: t.exposeInt('deleted'),
    customers: t.exposeInt('customers', { description: 'Customers that had something to update.' }),
  }),
});

const PolicyUpdateItemInput = builder.inputType('PolicyUpdateItemInput', {
  fields: (t) => ({
    classifierId: t.int({ description: 'Required for UPDATE and DELETE.' }),
    action: t.field({ type: PolicyUpdateActionEnum, required: true }),
    templateClassifierId: t.int({ description: 'Required for ADD.' }),
  }),
});

const RunPolicyUpdatesRequest = builder.inputType('RunPolicyUpdatesRequestInput', {
  fields: (t) => ({ items: t.field({ type: [PolicyUpdateItemInput], required: true }) }),
});

builder.mutationField('runPolicyUpdates', (t) =>
  t.field({
    type: PolicyUpdatesResultType,
    description:
      'Applies chosen updates: ADD copies a MISSING template, UPDATE takes a NOT_ACTUAL classifier to its template (keeping isActive, isSensitive, valuePerRecord, retention, FIPS, testing group), DELETE removes a DEPRECATED one. Anything else (BLOCKED included) is refused and nothing changes.',
    extensions: guard('tenantAdmin'),
    args: { request: t.arg({ type: RunPolicyUpdatesRequest, required: true }), tenantId: t.arg.int() },
    resolve: (_root, args, ctx) =>
      runPolicyUpdates(ctx.db, requireUser(ctx), args.request.items, args.tenantId),
  }),
);

builder.mutationField('runPolicyUpdatesForCustomer', (t) =>
  t.field({
    type: PolicyUpdatesResultType,
    description:
      'Update All of one customer (optionally one regulation); BLOCKED classifiers are left alone.',
    extensions: guard('tenantAdmin'),
    args: { tenantId: t.arg.int({ required: true }), regulationId: t.arg.int() },
    resolve: (_root, args, ctx) =>
      runPolicyUpdatesForCustomer(ctx.db, requireUser(ctx), args.tenantId, args.regulationId),
  }),
);

builder.mutationField('runPolicyUpdatesForPartner', (t) =>
  t.field({
    type: PolicyUpdatesResultType,
    description: 'Update All of every customer below the tenant (optionally one regulation).',
    extensions: guard('tenantAdmin'),
    args: { tenantId: t.arg.int({ required: true }), regulationId: t.arg.int() },
    resolve: (_root, args, ctx) =>
      runPolicyUpdatesForPartner(ctx.db, requireUser(ctx), args.tenantId, args.regulationId),
  }),
);

const CustomerRegulationContentType = builder.inputType('CustomerRegulationContentTypeInput', {
  fields: (t) => ({
    id: t.int({ required: true, description: 'The regulation.' }),
    countries: t.stringList({
      description: 'ISO codes, only for a regulation that can be set for countries (empty: all).',
    }),
  }),
});

const UpdateCustomerRegulationsRequest = builder.inputType('UpdateCustomerRegulationsRequestInput', {
  fields: (t) => ({
    contentTypes: t.field({ type: [CustomerRegulationContentType], required: true }),
  }),
});

builder.mutationField('updateCustomerRegulations', (t) =>
  t.field({
    type: [CustomerRegulation],
    description:
      "Saves the tenant's regulation selection (the whole list: one left out is removed). A newly selected regulation gives a customer its missing template classifiers at once.",
    extensions: guard('tenantAdmin'),
    args: {
      request: t.arg({ type: UpdateCustomerRegulationsRequest, required: true }),
      tenantId: t.arg.int(),
    },
    resolve: (_root, args, ctx) =>
      updateCustomerRegulations(ctx.db, requireUser(ctx), args.request, args.tenantId),
  }),
);
