import { builder, guard } from '../graphql/builder.js';
import { requireUser } from '../graphql/guards.js';
import { defineList, listArgs } from '../graphql/list.js';
import {
  classifierEncryptionForecast,
  forecastDetails,
  forecastTotals,
  listClassifiersToEncrypt,
  listProcessesToSetUpEncryption,
  type ClassifierToEncryptRow,
  type ProcessToEncrypt,
} from './encryption-wizard.service.js';
import { FORECAST_HORIZON_DAYS } from './forecast.js';

const ClassifierToEncrypt = builder.objectRef<ClassifierToEncryptRow>('ClassifierToEncrypt').implement({
  description:
    'A classifier the Encryption Wizard can protect, with its risk (spec part 1 §3 "Wizard data").',
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    costUsd: t.exposeFloat('costUsd', {
      description:
        'USD of all its findings in live files (sensitive or not, encrypted or not), from the rollups.',
    }),
    entriesCount: t.exposeFloat('entriesCount', { description: 'Its entries in live files.' }),
  }),
});

const classifierToEncryptList = defineList<ClassifierToEncryptRow>({
  name: 'ClassifierToEncrypt',
  item: ClassifierToEncrypt,
  columns: {
    id: { kind: 'int' },
    name: { kind: 'string' },
    costUsd: { kind: 'float' },
    entriesCount: { kind: 'float' },
  },
  defaultOrder: [{ name: 'ASC' }],
});

builder.queryField('classifiersToEncrypt', (t) =>
  t.field({
    type: classifierToEncryptList.segment,
    description: "The tenant's active classifiers with their risk (the wizard's Classifier step).",
    extensions: guard('signedIn'),
    args: { ...listArgs(t.arg, classifierToEncryptList), tenantId: t.arg.int() },
    resolve: (_root, args, ctx) =>
      listClassifiersToEncrypt(ctx.db, requireUser(ctx), args.tenantId, args, classifierToEncryptList),
  }),
);

const ProcessToEncryptType = builder.objectRef<ProcessToEncrypt>('ProcessToEncrypt').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    humanName: t.exposeString('humanName'),
    riskValueUSD: t.exposeFloat('riskValueUSD', {
      description:
        "The classifier's entries in the application's file events of the three weeks × its value per record, USD.",
    }),
    mightBeShareDataOutside: t.exposeBoolean('mightBeShareDataOutside', {
      description:
        "A web or LLM application, or one that sent the classifier's data out (uploads, copies to removable or network drives) in the three weeks.",
    }),
  }),
});

const ProcessesToSetUpEncryptionRequestInput = builder.inputType('ProcessesToSetUpEncryptionRequestInput', {
  fields: (t) => ({ classifierId: t.int({ required: true }) }),
});

builder.queryField('processesToSetUpEncryption', (t) =>
  t.field({
    type: [ProcessToEncryptType],
    description:
      "The applications that acted on the classifier's files in the past three weeks (UTC days today − 20 to today), by riskValueUSD descending (the wizard's Decryption Allowlist step).",
    extensions: guard('signedIn'),
    args: {
      request: t.arg({ type: ProcessesToSetUpEncryptionRequestInput, required: true }),
      tenantId: t.arg.int(),
    },
    resolve: (_root, args, ctx) =>
      listProcessesToSetUpEncryption(ctx.db, requireUser(ctx), args.request.classifierId, args.tenantId),
  }),
);

const FORECAST_MODEL =
  'Model: each not-yet-encrypted live file of the classifier is assumed not to be opened again and is encrypted on the UTC day of its last access (access time, else modification time) + daysSchedule, or on the first day (today) when that has passed; files already encrypted count from the first day.';

const ClassifierEncryptionForecastRequestInput = builder.inputType(
  'ClassifierEncryptionForecastRequestInput',
  {
    fields: (t) => ({
      classifierId: t.int({ required: true }),
      daysSchedule: t.int({ required: true, description: 'The encryption delay in days (0–9999).' }),
    }),
  },
);

const ForecastPoint = builder
  .objectRef<{ date: string; reductionRisk: number }>('ClassifierEncryptionForecastPoint')
  .implement({
    fields: (t) => ({
      date: t.exposeString('date', { description: 'UTC day, YYYY-MM-DD.' }),
      reductionRisk: t.exposeFloat('reductionRisk', {
        description: 'USD in files encrypted by the end of this day (already encrypted included).',
      }),
    }),
  });

const ForecastDetails = builder
  .objectRef<{ currentRisk: number; futurePrediction: { date: string; reductionRisk: number }[] }>(
    'ClassifierEncryptionForecastDetails',
  )
  .implement({
    description: FORECAST_MODEL,
    fields: (t) => ({
      currentRisk: t.exposeFloat('currentRisk', {
        description: "The classifier's risk today: USD of its findings in live files, encrypted or not.",
      }),
      futurePrediction: t.expose('futurePrediction', {
        type: [ForecastPoint],
        description: `One point per UTC day from today to today + ${FORECAST_HORIZON_DAYS} days, inclusive.`,
      }),
    }),
  });

const ForecastTotals = builder
  .objectRef<{ currentRisk: number; reductionRisk: number; residualRisk: number }>(
    'ClassifierEncryptionForecastTotals',
  )
  .implement({
    description: FORECAST_MODEL,
    fields: (t) => ({
      currentRisk: t.exposeFloat('currentRisk', {
        description: "The classifier's risk today: USD of its findings in live files, encrypted or not.",
      }),
      reductionRisk: t.exposeFloat('reductionRisk', {
        description:
          'USD encrypted on the first day with this delay: files already encrypted plus files not accessed for daysSchedule days or more (the first point of the details).',
      }),
      residualRisk: t.exposeFloat('residualRisk', {
        description:
          'currentRisk − reductionRisk: files used within the last daysSchedule days, still readable.',
      }),
    }),
  });

builder.queryField('classifierEncryptionForecastDetails', (t) =>
  t.field({
    type: ForecastDetails,
    description:
      "The wizard's risk forecast chart: which risk becomes encrypted on which day with this delay.",
    extensions: guard('signedIn'),
    args: {
      request: t.arg({ type: ClassifierEncryptionForecastRequestInput, required: true }),
      tenantId: t.arg.int(),
    },
    resolve: async (_root, args, ctx) =>
      forecastDetails(
        await classifierEncryptionForecast(ctx.db, requireUser(ctx), args.request, args.tenantId),
      ),
  }),
);

builder.queryField('classifierEncryptionForecastTotals', (t) =>
  t.field({
    type: ForecastTotals,
    description: "The wizard's forecast totals: current risk, the reduction on the first day, the residual.",
    extensions: guard('signedIn'),
    args: {
      request: t.arg({ type: ClassifierEncryptionForecastRequestInput, required: true }),
      tenantId: t.arg.int(),
    },
    resolve: async (_root, args, ctx) =>
      forecastTotals(
        await classifierEncryptionForecast(ctx.db, requireUser(ctx), args.request, args.tenantId),
      ),
  }),
);
