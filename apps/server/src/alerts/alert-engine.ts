import { sql, type SQL } from 'drizzle-orm';
import {
  AlertLimits,
  AlertTypeId,
  type AlertData,
  type AlertEvent,
  type AlertParameters,
} from '@vigil/contracts';
import type { Queryable } from '../db/client.js';
import { rowsOf } from '../db/rows.js';
import type { AlertRule } from '../devices/devices.tables.js';
import type { TenantScope } from '../tenants/tenant-scope.js';
import { allAlertSettings, type AlertSettingRow } from './alert-settings.repo.js';
import { insertAlert } from './alerts.repo.js';

/*
 * The alert engine: each setting of a customer looked at over one UTC day of its outgoing file
 * events (uploads, copies and moves off the device), each valued at its risk in dollars (sensitive
 * plus non-sensitive cost). Comparisons are made in SQL on exact numerics; the alert keeps the
 * figures rounded to the cent. A setting raises at most one alert a day (alerts_setting_day_uq),
 * so a day can be evaluated as often as events arrive.
 */

const DAY_MS = 86_400_000;

/** The UTC day of `at`, as the alert keeps it ("2026-11-26"). */
export const alertDay = (at: Date) => at.toISOString().slice(0, 10);

interface Window {
  start: Date;
  end: Date;
}

function window(day: string, daysBefore: number, days: number): Window {
  const start = new Date(Date.parse(`${day}T00:00:00Z`) - daysBefore * DAY_MS);
  return { start, end: new Date(start.getTime() + days * DAY_MS) };
}

const VALUE = sql`(e.sensitive_cost + e.non_sensitive_cost)`;
const ids = (list: readonly number[]) =>
  sql.join(
    list.map((id) => sql`${id}`),
    sql`, `,
  );

/** The scope's outgoing events in `w`, narrowed to some applications when given. */
function outgoing(scope: TenantScope, w: Window, processIds: readonly number[] | undefined): SQL {
  const narrowed =
    processIds && processIds.length > 0 ? sql` and e.process_id in (${ids(processIds)})` : sql``;
  return sql`e.tenant_id = ${scope.tenantId} and e.is_outgoing
    and e.at >= ${w.start.toISOString()}::timestamptz and e.at < ${w.end.toISOString()}::timestamptz${narrowed}`;
}

const PROCESS_NAME = sql`coalesce(nullif(p.human_name, ''), p.process_name, t.process_id::text)`;

interface Flagged<T> {
  data: Omit<T, 'topEvents'>;
  /** The applications whose events raised it; null: every outgoing event of the day. */
  processIds: number[] | null;
}

type PercentRow = {
  processId: number;
  name: string;
  currentValue: number;
  previousAverage: number;
  percentOver: number;
};

async function percentOverAverage(
  db: Queryable,
  scope: TenantScope,
  day: string,
  parameters: AlertParameters,
): Promise<Flagged<Extract<AlertData, { thresholdPercent: number }>> | null> {
  const threshold = parameters.thresholdPercent ?? 0;
  const days = AlertLimits.averageDays;
  const today = outgoing(scope, window(day, 0, 1), parameters.processIds);
  const before = outgoing(scope, window(day, days, days), parameters.processIds);
  const rows = await rowsOf<PercentRow>(
    db,
    sql`with t as (select e.process_id, sum(${VALUE}) as total from file_events e where ${today} group by e.process_id),
        b as (select e.process_id, sum(${VALUE}) / ${days} as average from file_events e where ${before} group by e.process_id)
      select t.process_id as "processId", ${PROCESS_NAME} as name,
        round(t.total, 2)::float8 as "currentValue", round(b.average, 2)::float8 as "previousAverage",
        round((t.total - b.average) / b.average * 100, 2)::float8 as "percentOver"
      from t join b on b.process_id = t.process_id and b.average > 0
      left join processes p on p.tenant_id = ${scope.tenantId} and p.id = t.process_id
      where (t.total - b.average) / b.average * 100 > ${threshold}
      order by (t.total - b.average) / b.average desc, t.process_id
      limit ${AlertLimits.processesMax}`,
  );
  if (rows.length === 0) return null;
  return {
    data: { day, thresholdPercent: threshold, processes: rows },
    processIds: rows.map((r) => r.processId),
  };
}

async function dailyOutgoingTotal(
  db: Queryable,
  scope: TenantScope,
  day: string,
  parameters: AlertParameters,
): Promise<Flagged<Extract<AlertData, { filesCount: number }>> | null> {
  const threshold = parameters.thresholdUsd ?? 0;
  const [row] = await rowsOf<{ filesCount: number; value: number; over: boolean }>(
    db,
    sql`select count(*)::int as "filesCount", round(coalesce(sum(${VALUE}), 0), 2)::float8 as value,
        count(*) > 0 and sum(${VALUE}) >= ${threshold} as over
      from file_events e where ${outgoing(scope, window(day, 0, 1), parameters.processIds)}`,
  );
  if (!row?.over) return null;
  return {
    data: { day, thresholdUsd: threshold, filesCount: row.filesCount, value: row.value },
    processIds: parameters.processIds && parameters.processIds.length > 0 ? parameters.processIds : null,
  };
}

async function applicationDollars(
  db: Queryable,
  scope: TenantScope,
  day: string,
  parameters: AlertParameters,
): Promise<Flagged<Extract<AlertData, { processes: { risk: number }[] }>> | null> {
  const threshold = parameters.thresholdUsd ?? 0;
  const rows = await rowsOf<{ processId: number; name: string; filesCount: number; risk: number }>(
    db,
    sql`with t as (select e.process_id, count(*)::int as files, sum(${VALUE}) as total from file_events e
          where ${outgoing(scope, window(day, 0, 1), parameters.processIds)} group by e.process_id)
      select t.process_id as "processId", ${PROCESS_NAME} as name, t.files as "filesCount",
        round(t.total, 2)::float8 as risk
      from t left join processes p on p.tenant_id = ${scope.tenantId} and p.id = t.process_id
      where t.total >= ${threshold}
      order by t.total desc, t.process_id limit ${AlertLimits.processesMax}`,
  );
  if (rows.length === 0) return null;
  return {
    data: { day, thresholdUsd: threshold, processes: rows },
    processIds: rows.map((r) => r.processId),
  };
}

/** The events that raised it: the most valuable first (spec §3: the top 5), and when its mail goes. */
async function evidence(
  db: Queryable,
  scope: TenantScope,
  day: string,
  processIds: number[] | null,
): Promise<{ topEvents: AlertEvent[]; delivery: AlertRule }> {
  const where = outgoing(scope, window(day, 0, 1), processIds ?? undefined);
  const topEvents = await rowsOf<AlertEvent & Record<string, unknown>>(
    db,
    sql`select e.device_id as "deviceId", coalesce(nullif(d.nick_name, ''), d.name) as "deviceName",
        e.user_name as "userName", e.path as file, round(${VALUE}, 2)::float8 as value
      from file_events e join devices d on d.tenant_id = e.tenant_id and d.id = e.device_id
      where ${where} order by ${VALUE} desc, e.id limit ${AlertLimits.topEvents}`,
  );
  const [rule] = await rowsOf<{ delivery: AlertRule }>(
    db,
    sql`select case when bool_or(d.alert_rule = 'IMMEDIATE') then 'IMMEDIATE'
          when bool_or(d.alert_rule = 'DAILY') then 'DAILY' else 'NONE' end as delivery
      from devices d where d.tenant_id = ${scope.tenantId}
        and d.id in (select distinct e.device_id from file_events e where ${where})`,
  );
  return { topEvents, delivery: rule?.delivery ?? 'NONE' };
}

const EVALUATORS: Record<
  number,
  (db: Queryable, scope: TenantScope, day: string, p: AlertParameters) => Promise<Flagged<AlertData> | null>
> = {
  [AlertTypeId.PercentOverAverage]: percentOverAverage,
  [AlertTypeId.DailyOutgoingTotal]: dailyOutgoingTotal,
  [AlertTypeId.ApplicationDollars]: applicationDollars,
};

/** What one setting raises on `day`, or null. */
export async function evaluateSetting(
  db: Queryable,
  scope: TenantScope,
  setting: AlertSettingRow,
  day: string,
): Promise<{ data: AlertData; delivery: AlertRule } | null> {
  const evaluate = EVALUATORS[setting.warningTypeId];
  const flagged = evaluate ? await evaluate(db, scope, day, setting.parameters) : null;
  if (!flagged) return null;
  const { topEvents, delivery } = await evidence(db, scope, day, flagged.processIds);
  return { data: { ...flagged.data, topEvents } as AlertData, delivery };
}

/**
 * Evaluates every setting of the customer on `day` and stores the alerts not raised yet that day.
 * Returns the ids of the new alerts.
 */
export async function evaluateCustomerAlerts(
  db: Queryable,
  scope: TenantScope,
  day: string,
): Promise<number[]> {
  const raised: number[] = [];
  for (const setting of await allAlertSettings(db, scope)) {
    const alert = await evaluateSetting(db, scope, setting, day);
    if (!alert) continue;
    const id = await insertAlert(db, scope, {
      alertSettingId: setting.id,
      alertSettingName: setting.name,
      typeId: setting.warningTypeId,
      day,
      data: alert.data,
      delivery: alert.delivery,
      recipient: setting.emailForNotification || setting.userEmail,
    });
    if (id !== null) raised.push(id);
  }
  return raised;
}
