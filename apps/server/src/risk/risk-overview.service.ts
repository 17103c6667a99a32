import { sql } from 'drizzle-orm';
import { Limits, Messages } from '@vigil/contracts';
import { ValidationError } from '../common/errors.js';
import type { Queryable } from '../db/client.js';
import { rowsOf } from '../db/rows.js';
import { formatMicro, parseMicro } from '../rollups/money.js';
import type { TenantScope } from '../tenants/tenant-scope.js';
import { keptAnswer } from './kept-answers.js';

export interface RiskAmounts {
  total: number;
  reduction: number;
  residual: number;
}

export interface RiskHistoryPoint extends RiskAmounts {
  /** UTC day, YYYY-MM-DD. */
  day: string;
}

export interface RiskOverview {
  dataRiskHistory: RiskHistoryPoint[];
  dataRiskTotals: RiskAmounts;
}

const DAY_MS = 86_400_000;
const utcDay = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The risk overview banner of a tenant: today's totals summed from its customers' rollups (itself,
 * for a customer), and its own daily history rows between two days. Total risk
 * is sensitive risk, reduction its encrypted part, residual the rest.
 */
export async function riskOverview(
  db: Queryable,
  scope: TenantScope,
  period: { startPeriod: Date; finishPeriod: Date },
): Promise<RiskOverview> {
  const { startPeriod, finishPeriod } = period;
  if (startPeriod.getTime() > finishPeriod.getTime()) {
    throw new ValidationError(Messages.periodReversed, 'startPeriod');
  }
  if (finishPeriod.getTime() - startPeriod.getTime() > Limits.riskHistoryMaxDays * DAY_MS) {
    throw new ValidationError(Messages.periodTooLong(Limits.riskHistoryMaxDays), 'startPeriod');
  }
  // The answer depends on the period's UTC days only (the checks above aside): the console sends
  // the clock of the moment, which must not make every request a new key.
  const days = { first: utcDay(startPeriod), last: utcDay(finishPeriod) };
  return keptAnswer(
    db,
    scope,
    'riskOverview',
    days,
    () => readRiskOverview(db, scope, days),
    (answer) => 1 + answer.dataRiskHistory.length,
  );
}

async function readRiskOverview(
  db: Queryable,
  scope: TenantScope,
  days: { first: string; last: string },
): Promise<RiskOverview> {
  const [totals] = await rowsOf<{ total: string; reduction: string }>(
    db,
    sql`select coalesce(sum(sensitive_cost), 0)::text as total,
        coalesce(sum(encrypted_sensitive_cost), 0)::text as reduction
      from tenant_risk_rollups where ${scope.customersSql(sql`tenant_id`)}`,
  );
  // Every tenant has its own rows: a partner's are its customers' sums (summarizeRiskHistory).
  const history = await rowsOf<{ day: string; total: string; reduction: string }>(
    db,
    sql`select to_char(day, 'YYYY-MM-DD') as day, total_cost::text as total,
        reduction_cost::text as reduction
      from tenant_risk_history
      where tenant_id = ${scope.tenantId}
        and day between ${days.first}::date and ${days.last}::date
      order by day`,
  );
  return {
    dataRiskTotals: amounts(totals?.total ?? '0', totals?.reduction ?? '0'),
    dataRiskHistory: history.map((h) => ({ day: h.day, ...amounts(h.total, h.reduction) })),
  };
}

/** USD amounts from exact sums: residual is subtracted exactly, then each becomes a float. */
function amounts(total: string, reduction: string): RiskAmounts {
  const t = parseMicro(total);
  const r = parseMicro(reduction);
  return {
    total: Number(formatMicro(t)),
    reduction: Number(formatMicro(r)),
    residual: Number(formatMicro(t - r)),
  };
}
