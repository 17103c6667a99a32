import { Limits } from '@vigil/contracts';
import { builder, guard } from '../graphql/builder.js';
import { isSysAdmin, requireUser } from '../graphql/guards.js';
import { resolveTenantScope } from '../tenants/tenant-scope.js';
import { defineList, listArgs } from '../graphql/list.js';
import { listColumns, rowFields } from '../graphql/row-columns.js';
import {
  policiesDataRisks,
  policiesDataRisksByRegulation,
  regulationsDataRisks,
  type PolicyDataRiskRow,
  type RegulationDataRiskRow,
} from './data-risk.service.js';
import { dataRiskAmountColumns, type DataRiskAmounts } from './risk-list-sql.js';

/** The figures' fields and list columns; the alias of their risk vector matters to SQL only. */
const amounts = dataRiskAmountColumns('cr');

/** The risk figures a regulation and a policy row share (spec part 1 §3 "Data risk by regulation"). */
const DataRiskAmountsRef = builder.interfaceRef<DataRiskAmounts>('DataRiskAmounts').implement({
  description:
    'Risk of the data under a regulation or a policy. Both = sensitive + non-sensitive; encrypted = the part in encrypted files; residual = total − encrypted. USD.',
  fields: (t) => rowFields(t, amounts),
});

const amountColumns = listColumns(amounts);

const DataRiskByRegulation = builder.objectRef<RegulationDataRiskRow>('DataRiskByRegulation').implement({
  description: 'A row of the Data Risk table: the risk under one regulation, summed over the customers.',
  interfaces: [DataRiskAmountsRef],
  isTypeOf: () => true,
  fields: (t) => ({
    regulationId: t.exposeInt('regulationId'),
    regulationName: t.exposeString('regulationName'),
    regulationDescription: t.exposeString('regulationDescription'),
    region: t.exposeString('region', { description: "The regulation's region ('Global' by default)." }),
    regions: t.exposeStringList('regions', {
      description: "The regulation's regions; the console shows 'Global' when it is the only one.",
    }),
  }),
});

export const regulationDataRiskList = defineList<RegulationDataRiskRow>({
  name: 'DataRiskByRegulation',
  item: DataRiskByRegulation,
  columns: {
    regulationId: { kind: 'int' },
    regulationName: { kind: 'string' },
    regulationDescription: { kind: 'string' },
    region: { kind: 'string' },
    ...amountColumns,
  },
  defaultOrder: [{ riskInUSD: 'DESC' }],
  tieBreaker: 'regulationId',
});

const RegulationsDataRisksRequest = builder.inputType('RegulationsDataRisksRequestInput', {
  fields: (t) => ({
    filterName: t.string({
      description: `Case-insensitive part of the regulation name (at most ${Limits.searchMax} characters).`,
    }),
    selectedOnly: t.boolean({
      description:
        'Only the regulations the customers of the tenant selected (the console shows these by default); otherwise also those their findings fall under.',
    }),
  }),
});

builder.queryField('regulationsDataRisks', (t) =>
  t.field({
    type: regulationDataRiskList.segment,
    description:
      'Risk per regulation (the Data Risk table): regulations with findings in the customers of the tenant, or selected by them.',
    extensions: guard('signedIn'),
    args: {
      request: t.arg({ type: RegulationsDataRisksRequest }),
      ...listArgs(t.arg, regulationDataRiskList),
      tenantId: t.arg.int(),
    },
    resolve: async (_root, args, ctx) =>
      regulationsDataRisks(
        ctx.db,
        await resolveTenantScope(ctx.db, requireUser(ctx), args.tenantId),
        isSysAdmin(requireUser(ctx)),
        args.request,
        args,
        regulationDataRiskList,
      ),
  }),
);

const DataRiskPolicyRule = builder
  .objectRef<{
    id: number;
    isActive: boolean;
    encryptionIsEnabled: boolean;
    overrideOtherEncryptionRules: boolean;
    encryptionDelayDays: number;
  }>('DataRiskPolicyRule')
  .implement({
    description: "The classifier's rule, as far as encryption goes.",
    fields: (t) => ({
      id: t.exposeInt('id'),
      isActive: t.exposeBoolean('isActive'),
      encryptionIsEnabled: t.exposeBoolean('encryptionIsEnabled'),
      overrideOtherEncryptionRules: t.exposeBoolean('overrideOtherEncryptionRules'),
      encryptionDelayDays: t.exposeInt('encryptionDelayDays'),
    }),
  });

const DataRiskByPolicy = builder.objectRef<PolicyDataRiskRow>('DataRiskByPolicy').implement({
  description:
    "A policy (a customer's classifier) with its risk. The regulation fields are those of the regulation asked for, null in `policies`.",
  interfaces: [DataRiskAmountsRef],
  isTypeOf: () => true,
  fields: (t) => ({
    policyId: t.exposeInt('policyId', { description: 'The classifier id.' }),
    policyName: t.exposeString('policyName'),
    policyCountries: t.exposeStringList('policyCountries', { description: 'ISO 3166 alpha-2 codes.' }),
    policyIsEncrypted: t.exposeBoolean('policyIsEncrypted', {
      description: "The classifier's rule is active with encryption enabled.",
    }),
    isEncrypted: t.exposeBoolean('isEncrypted', { description: 'The same as policyIsEncrypted.' }),
    tenantId: t.exposeInt('tenantId', { description: 'The customer the classifier belongs to.' }),
    regulationId: t.exposeInt('regulationId', { nullable: true }),
    regulationName: t.exposeString('regulationName', { nullable: true }),
    regulationDescription: t.exposeString('regulationDescription', { nullable: true }),
    regions: t.exposeStringList('regions', { nullable: true }),
    rules: t.field({
      type: [DataRiskPolicyRule],
      description: 'The rule of the classifier, when it has one.',
      resolve: (p) =>
        p.ruleId === null
          ? []
          : [
              {
                id: p.ruleId,
                isActive: p.ruleIsActive ?? false,
                encryptionIsEnabled: p.ruleEncryptionIsEnabled ?? false,
                overrideOtherEncryptionRules: p.ruleOverrideOtherEncryptionRules ?? false,
                encryptionDelayDays: p.ruleEncryptionDelayDays ?? 0,
              },
            ],
    }),
  }),
});

const policyDataRiskList = defineList<PolicyDataRiskRow>({
  name: 'DataRiskByPolicy',
  item: DataRiskByPolicy,
  columns: {
    policyId: { kind: 'int' },
    policyName: { kind: 'string' },
    policyIsEncrypted: { kind: 'boolean' },
    isEncrypted: { kind: 'boolean' },
    tenantId: { kind: 'int' },
    ...amountColumns,
  },
  defaultOrder: [{ riskInUSD: 'DESC' }],
  defaultTake: Limits.policiesUnderRegulationPageSize,
  tieBreaker: 'policyId',
});

const PoliciesDataRisksByRegulationRequest = builder.inputType('PoliciesDataRisksByRegulationRequestInput', {
  fields: (t) => ({ regulationId: t.int({ required: true }) }),
});

builder.queryField('policiesDataRisksByRegulation', (t) =>
  t.field({
    type: policyDataRiskList.segment,
    description:
      "The policies (classifiers) of one regulation with their risk, in the tenant's customers; an unknown or unused regulation gives an empty list.",
    extensions: guard('signedIn'),
    args: {
      request: t.arg({ type: PoliciesDataRisksByRegulationRequest, required: true }),
      ...listArgs(t.arg, policyDataRiskList),
      tenantId: t.arg.int(),
    },
    resolve: async (_root, args, ctx) =>
      policiesDataRisksByRegulation(
        ctx.db,
        await resolveTenantScope(ctx.db, requireUser(ctx), args.tenantId),
        isSysAdmin(requireUser(ctx)),
        args.request.regulationId,
        args,
        policyDataRiskList,
      ),
  }),
);

builder.queryField('policies', (t) =>
  t.field({
    type: policyDataRiskList.segment,
    description:
      "policiesDataRisk: every classifier of the tenant's customers with its risk; filter on isEncrypted (or policyIsEncrypted).",
    extensions: guard('signedIn'),
    args: { ...listArgs(t.arg, policyDataRiskList), tenantId: t.arg.int() },
    resolve: async (_root, args, ctx) =>
      policiesDataRisks(
        ctx.db,
        await resolveTenantScope(ctx.db, requireUser(ctx), args.tenantId),
        args,
        policyDataRiskList,
      ),
  }),
);
