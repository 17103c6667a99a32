import { builder, guard } from '../graphql/builder.js';
import { requireUser } from '../graphql/guards.js';
import { resolveTenantScope } from '../tenants/tenant-scope.js';
import {
  riskOverview,
  type RiskAmounts,
  type RiskHistoryPoint,
  type RiskOverview,
} from './risk-overview.service.js';

/** The three amounts every risk figure of the banner has. */
const RiskAmountsRef = builder.interfaceRef<RiskAmounts>('RiskAmounts').implement({
  fields: (t) => ({
    total: t.exposeFloat('total', { description: 'Sensitive risk, USD.' }),
    reduction: t.exposeFloat('reduction', { description: 'The part of total in encrypted files, USD.' }),
    residual: t.exposeFloat('residual', { description: 'total − reduction, USD.' }),
  }),
});

const DataRiskTotals = builder.objectRef<RiskAmounts>('DataRiskTotals').implement({
  description: 'Risk of a tenant now, summed over its customers.',
  interfaces: [RiskAmountsRef],
  isTypeOf: () => true,
});

const DataRiskHistoryPoint = builder.objectRef<RiskHistoryPoint>('DataRiskHistoryPoint').implement({
  description: 'Risk of a tenant on one day (daily snapshots), summed over its customers.',
  interfaces: [RiskAmountsRef],
  isTypeOf: () => true,
  fields: (t) => ({ day: t.exposeString('day', { description: 'UTC day, YYYY-MM-DD.' }) }),
});

const RiskOverviewRef = builder.objectRef<RiskOverview>('RiskOverview').implement({
  description: 'The risk overview banner: totals and the Risk Over Time line.',
  fields: (t) => ({
    dataRiskTotals: t.field({ type: DataRiskTotals, resolve: (o) => o.dataRiskTotals }),
    dataRiskHistory: t.field({ type: [DataRiskHistoryPoint], resolve: (o) => o.dataRiskHistory }),
  }),
});

builder.queryField('riskOverview', (t) =>
  t.field({
    type: RiskOverviewRef,
    description: 'Total, reduction and residual risk now, and per day between the two days (at most a year).',
    extensions: guard('signedIn'),
    args: {
      startPeriod: t.arg({ type: 'DateTime', required: true }),
      finishPeriod: t.arg({ type: 'DateTime', required: true }),
      tenantId: t.arg.int(),
    },
    resolve: async (_root, args, ctx) =>
      riskOverview(ctx.db, await resolveTenantScope(ctx.db, requireUser(ctx), args.tenantId), {
        startPeriod: args.startPeriod,
        finishPeriod: args.finishPeriod,
      }),
  }),
);
