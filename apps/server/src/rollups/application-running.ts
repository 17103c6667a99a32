import { sql, type SQL } from 'drizzle-orm';
import { Limits, shiftDay } from '@vigil/contracts';
import type { Queryable } from '../db/client.js';
import { pgArray, rowsOf } from '../db/rows.js';
import type { TenantScope } from '../tenants/tenant-scope.js';
import { riskChanged } from '../tenants/risk-changes.js';
import { APPLICATION_DAILY_COLUMNS } from './risk-delta.js';
import { sumArrays } from './sum-arrays.js';

/*
 * A chosen period of the application risk pages sums a row per application and active day: at a
 * back office, some 90 000 rows for 30 days. application_risk_running keeps, per customer,
 * application and closed UTC day, the sums of its days so far, so that any period is two rows per
 * application: the row of its last day less the row of the day before it (see rollups.tables.ts).
 * This appends the closed days; ingest moves the bounds back when a batch adds to a day they
 * cover (applyRollupDelta), and the next run rewrites the days from there.
 */

/**
 * An application keeps a row each day while it was active within this many days: no period is
 * longer (ApplicationsRiskRequest), so none reaches back to an activity further away.
 */
export const RUNNING_KEEP_DAYS = Limits.applicationRiskMaxDays;

/** The last closed day a customer's running rows are complete through, or null before their first run. */
export async function applicationRunningLastDay(db: Queryable, scope: TenantScope): Promise<string | null> {
  const [row] = await rowsOf<{ lastDay: string }>(
    db,
    sql`select last_day::text as "lastDay" from application_risk_running_bounds where tenant_id = ${scope.tenantId}`,
  );
  return row?.lastDay ?? null;
}

/**
 * Appends a customer's running rows through `through` (a closed UTC day): from its bounds, or from
 * the day before its first daily row. Rows after the bounds (left when ingest moved them back) are
 * rewritten. Run it inside a transaction that holds the tenant's risk lock exclusive, so that no
 * batch adds to the days it reads. At most `maxDays` days are appended (the bounds say how far);
 * returns how many were.
 */
export async function extendApplicationRunning(
  db: Queryable,
  scope: TenantScope,
  through: string,
  maxDays = Infinity,
): Promise<number> {
  const { tenantId } = scope;
  let last = await applicationRunningLastDay(db, scope);
  if (last === null) {
    const [first] = await rowsOf<{ day: string | null }>(
      db,
      sql`select min(day)::text as day from application_risk_daily where tenant_id = ${tenantId}`,
    );
    last = first?.day ? shiftDay(first.day, -1) : through;
  }
  if (last > through) last = through;
  await db.execute(
    sql`delete from application_risk_running where tenant_id = ${tenantId} and day > ${last}::date`,
  );
  await db.execute(
    sql`delete from application_device_recency where tenant_id = ${tenantId} and day > ${last}::date`,
  );
  // No application of a customer with fewer devices can have a recency row.
  const [devices] = await rowsOf<{ n: number }>(
    db,
    sql`select count(*)::int as n from devices where tenant_id = ${tenantId}`,
  );
  const recency = Number(devices?.n ?? 0) >= DEVICE_RECENCY_MIN_DEVICES;
  let days = 0;
  for (let day = shiftDay(last, 1); day <= through && days < maxDays; day = shiftDay(day, 1)) {
    await appendDay(db, scope, day);
    if (recency) await appendDeviceRecency(db, scope, day);
    last = day;
    days += 1;
  }
  // The open day: its rows so far, which ingest keeps current from now on.
  const open = last === through ? shiftDay(through, 1) : null;
  if (open) await appendDay(db, scope, open);
  await db.execute(sql`insert into application_risk_running_bounds (tenant_id, last_day, open_day)
    values (${tenantId}, ${last}::date, ${open}::date)
    on conflict (tenant_id) do update set last_day = excluded.last_day, open_day = excluded.open_day`);
  if (days > 0) await riskChanged(db, [scope]);
  return days;
}

const COLUMNS = APPLICATION_DAILY_COLUMNS.join(', ');
const ADDED = APPLICATION_DAILY_COLUMNS.map((c) => `coalesce(p.${c}, 0) + coalesce(r.${c}, 0)`).join(', ');

/**
 * A day's rows: the day before's (of applications active within RUNNING_KEEP_DAYS) plus the day's
 * daily rows; an application without a row the day before starts a new run on this day.
 */
async function appendDay(db: Queryable, { tenantId }: TenantScope, day: string): Promise<void> {
  await db.execute(sql`insert into application_risk_running (tenant_id, day, process_id, since, last_active_day,
      ${sql.raw(COLUMNS)}, is_web_app, is_llm_app)
    select ${tenantId}::int, ${day}::date, coalesce(r.process_id, p.process_id), coalesce(p.since, ${day}::date),
      case when r.process_id is null then p.last_active_day else ${day}::date end,
      ${sql.raw(ADDED)}, coalesce(r.is_web_app, p.is_web_app), coalesce(r.is_llm_app, p.is_llm_app)
    from (select * from application_risk_running where tenant_id = ${tenantId} and day = ${day}::date - 1
        and last_active_day >= ${day}::date - ${RUNNING_KEEP_DAYS}::int) p
    full join (select * from application_risk_daily where tenant_id = ${tenantId} and day = ${day}::date) r
      on r.process_id = p.process_id`);
}

/**
 * An application's devices are counted from its device recency row when it has at least this many
 * within Limits.applicationRiskMaxDays of the day; fewer are as quickly counted from their daily rows.
 */
export const DEVICE_RECENCY_MIN_DEVICES = 64;

/**
 * A closed day's device recency rows (application_device_recency): for each application with at
 * least DEVICE_RECENCY_MIN_DEVICES devices acted on within RUNNING_KEEP_DAYS days of it, how many
 * it acted on last at most k days before, k from 0 to the oldest of them.
 */
async function appendDeviceRecency(db: Queryable, { tenantId }: TenantScope, day: string): Promise<void> {
  await db.execute(sql`with latest as (
      select a.process_id, ${day}::date - max(a.day) as age from application_device_daily a
      where a.tenant_id = ${tenantId} and a.day between ${day}::date - ${RUNNING_KEEP_DAYS}::int and ${day}::date
      group by a.process_id, a.device_id
    ), apps as (
      select l.process_id, max(l.age) as oldest from latest l
      group by l.process_id having count(*) >= ${DEVICE_RECENCY_MIN_DEVICES}
    ), ages as (
      select l.process_id, l.age, count(*) as n from latest l join apps using (process_id)
      group by l.process_id, l.age
    )
    insert into application_device_recency (tenant_id, day, process_id, within)
    select ${tenantId}::int, ${day}::date, x.process_id, array_agg(x.within order by x.age)
    from (
      select a.process_id, g.age,
        (sum(coalesce(n.n, 0)) over (partition by a.process_id order by g.age))::int as within
      from apps a
      cross join generate_series(0, a.oldest) as g(age)
      left join ages n on n.process_id = a.process_id and n.age = g.age
    ) x
    group by x.process_id`);
}

/**
 * Where a batch adds to closed days a customer's running rows cover: their bounds move back to the
 * day before the earliest, without an open day, in the batch's statement (a no-op when it adds to
 * later days only).
 */
export function runningBoundsBack(scope: TenantScope, earliestDay: string) {
  return sql`update application_risk_running_bounds set last_day = ${earliestDay}::date - 1, open_day = null
    where tenant_id = ${scope.tenantId} and last_day >= ${earliestDay}::date`;
}

/**
 * A batch's sums of the open day added to its running rows (an application new that day starts a
 * run, of its process's kind), in the batch's statement; rows in process order, as every batch of
 * the tenant takes them.
 */
export function addToOpenDay(
  scope: TenantScope,
  openDay: string,
  rows: { processId: number; values: readonly bigint[] }[],
): SQL | null {
  if (rows.length === 0) return null;
  const arrays = [
    pgArray(
      rows.map((r) => r.processId),
      'int4',
    ),
    ...sumArrays(APPLICATION_DAILY_COLUMNS, rows),
  ];
  const names = ['process_id', ...APPLICATION_DAILY_COLUMNS];
  const updates = APPLICATION_DAILY_COLUMNS.map(
    (c) => `${c} = application_risk_running.${c} + excluded.${c}`,
  );
  return sql`insert into application_risk_running (tenant_id, day, process_id, since, last_active_day,
      ${sql.raw(COLUMNS)}, is_web_app, is_llm_app)
    select ${scope.tenantId}::int, ${openDay}::date, u.process_id, ${openDay}::date, ${openDay}::date,
      ${sql.raw(APPLICATION_DAILY_COLUMNS.map((c) => `u.${c}`).join(', '))}, p.is_web_app, p.is_llm_app
    from unnest(${sql.join(arrays, sql`, `)}) as u(${sql.raw(names.join(', '))})
    join processes p on p.tenant_id = ${scope.tenantId}::int and p.id = u.process_id
    order by u.process_id
    on conflict (tenant_id, day, process_id) do update set ${sql.raw(updates.join(', '))},
      last_active_day = excluded.last_active_day`;
}
