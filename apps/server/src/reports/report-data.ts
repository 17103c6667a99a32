import { sql } from 'drizzle-orm';
import { ReportLimits, RuleLimits } from '@vigil/contracts';
import type { Queryable } from '../db/client.js';
import { rowsOf } from '../db/rows.js';
import { formatMicro, parseMicro } from '../rollups/money.js';
import { applicationRiskList } from '../risk/application-risk.schema.js';
import { listApplicationsRisk, type ApplicationRisk } from '../risk/application-risk.service.js';
import { regulationDataRiskList } from '../risk/data-risk.schema.js';
import { regulationsDataRisks, type RegulationDataRiskRow } from '../risk/data-risk.service.js';
import { deviceRiskList } from '../risk/device-risk.schema.js';
import { deviceRisks, type DeviceRiskRow } from '../risk/device-risk.service.js';
import { riskOverview, type RiskAmounts, type RiskHistoryPoint } from '../risk/risk-overview.service.js';
import { addDays, forecastEncryption, utcDay, type ForecastBucket } from '../rules/forecast.js';
import type { TenantScope } from '../tenants/tenant-scope.js';

/** Reduction of risk by encryption, today and some days ahead (USD). */
export interface ForecastFigure {
  date: string;
  reduction: number;
  residual: number;
}

/**
 * Every figure a risk report prints, read through the risk portal's own functions (riskOverview,
 * regulationsDataRisks, deviceRisks, applicationsRisk), so the document's numbers are the API's.
 */
export interface ReportFigures {
  tenantName: string;
  generatedAt: Date;
  from: string;
  to: string;
  totals: RiskAmounts;
  history: RiskHistoryPoint[];
  regulations: RegulationDataRiskRow[];
  regulationsCount: number;
  devices: DeviceRiskRow[];
  devicesCount: number;
  applications: ApplicationRisk[];
  applicationsCount: number;
  /** Today, +30, +60 and +90 days. */
  forecast: ForecastFigure[];
}

const DAY_MS = 86_400_000;

export async function readReportFigures(
  db: Queryable,
  scope: TenantScope,
  now: Date,
  rows: number,
): Promise<ReportFigures> {
  const days = ReportLimits.trendDays;
  const startPeriod = new Date(now.getTime() - days * DAY_MS);
  const overview = await riskOverview(db, scope, { startPeriod, finishPeriod: now });
  const regulations = await regulationsDataRisks(
    db,
    scope,
    false,
    null,
    { take: rows },
    regulationDataRiskList,
  );
  const devices = await deviceRisks(db, scope, false, { take: rows }, deviceRiskList);
  const applications = await listApplicationsRisk(
    db,
    scope,
    { startPeriod: new Date(now.getTime() - (days - 1) * DAY_MS), finishPeriod: now },
    { take: rows },
    applicationRiskList,
  );
  return {
    tenantName: scope.name,
    generatedAt: now,
    from: utcDay(startPeriod),
    to: utcDay(now),
    totals: overview.dataRiskTotals,
    history: overview.dataRiskHistory,
    regulations: regulations.items,
    regulationsCount: regulations.totalCount,
    devices: devices.items,
    devicesCount: devices.totalCount,
    applications: applications.items,
    applicationsCount: applications.totalCount,
    forecast: await encryptionForecast(db, scope, now),
  };
}

/**
 * The Encryption Wizard's forecast (rules/forecast.ts) over every classifier of the scope's
 * customers, each with its rule's encryption delay (the default delay without a rule): what
 * encrypting by the rules would take off the sensitive risk, today and in 30, 60 and 90 days.
 */
async function encryptionForecast(db: Queryable, scope: TenantScope, now: Date): Promise<ForecastFigure[]> {
  const inScope = await scope.customerFilter(db);
  const buckets = await rowsOf<{ day: string; isEncrypted: boolean; delay: number; cost: string }>(
    db,
    sql`select to_char((coalesce(f.accessed_at, f.modified_at) at time zone 'UTC')::date, 'YYYY-MM-DD') as day,
        f.is_encrypted as "isEncrypted",
        coalesce((ru.encryption->>'delayDays')::int, ${RuleLimits.encryptionDelayDaysDefault}::int) as delay,
        sum(x.cost_usd)::text as cost
      from file_findings x
      join files f on f.tenant_id = x.tenant_id and f.id = x.file_id and not f.is_deleted
      join classifiers c on c.tenant_id = x.tenant_id and c.id = x.classifier_id and not c.is_deleted
      left join rules ru on ru.tenant_id = x.tenant_id and ru.classifier_id = x.classifier_id
      where ${inScope(sql`x.tenant_id`)} and x.is_sensitive
      group by 1, 2, 3`,
  );
  const byDelay = new Map<number, ForecastBucket[]>();
  for (const b of buckets) {
    const list = byDelay.get(b.delay) ?? [];
    list.push({ lastAccessDay: b.day, isEncrypted: b.isEncrypted, costMicro: parseMicro(b.cost) });
    byDelay.set(b.delay, list);
  }
  const today = utcDay(now);
  const offsets = [0, 30, 60, 90];
  const reduction = offsets.map(() => 0n);
  let current = 0n;
  for (const [delay, list] of byDelay) {
    const f = forecastEncryption(list, delay, today);
    current += f.currentMicro;
    offsets.forEach((o, i) => {
      reduction[i] = (reduction[i] ?? 0n) + (f.points[o]?.reductionMicro ?? 0n);
    });
  }
  return offsets.map((o, i) => ({
    date: addDays(today, o),
    reduction: Number(formatMicro(reduction[i] ?? 0n)),
    residual: Number(formatMicro(current - (reduction[i] ?? 0n))),
  }));
}
