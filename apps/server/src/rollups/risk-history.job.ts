import { sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { pgArray, rowsOf } from '../db/rows.js';
import { riskChanged } from '../tenants/risk-changes.js';
import { subtreeSql, type TenantScope } from '../tenants/tenant-scope.js';

/*
 * The 'Risk Over Time' line: one row per tenant and UTC day. A customer's row is a snapshot of its
 * rollup; a partner's or the back office's is the sum of its customers' rows (summarizeRiskHistory).
 */

/**
 * Records every live customer's risk totals of `now`'s UTC day (or those of the `only` scopes).
 * Run again the same day, it replaces that day's row: the day keeps its last value.
 */
export async function snapshotTenantRisk(
  db: Queryable,
  now: Date,
  only?: readonly TenantScope[],
): Promise<number> {
  const day = now.toISOString().slice(0, 10);
  const ofScopes = only
    ? sql`and t.id = any(${pgArray(
        only.map((s) => s.tenantId),
        'int4',
      )})`
    : sql``;
  return upsertHistory(
    db,
    sql`select t.id, ${day}::date, coalesce(r.sensitive_cost, 0), coalesce(r.encrypted_sensitive_cost, 0),
        ${now.toISOString()}::timestamptz
      from tenants t
      left join tenant_risk_rollups r on r.tenant_id = t.id
      where t.tenant_type = 'CUSTOMER' and not t.is_deleted ${ofScopes}`,
    only ?? 'everyone',
  );
}

/** UTC days, inclusive, YYYY-MM-DD. */
export interface DayRange {
  from: string;
  to: string;
}

/**
 * Writes each live partner's and the back office's rows of the days: the sums of their live
 * customers' rows, so that the banner of a partner reads its own ninety rows instead of summing
 * ninety per customer (a back office of a thousand customers summed 90 000). A day none of its
 * customers has a row for gets no row. Rows are written in key order, so concurrent runs take their
 * locks in the same order. Whatever changes which customers a tenant has (deleting or moving one)
 * must summarise again every day it has history for.
 */
export async function summarizeRiskHistory(db: Queryable, days: DayRange): Promise<number> {
  return upsertHistory(
    db,
    sql`select a.id, h.day, sum(h.total_cost), sum(h.reduction_cost), max(h.taken_at)
      from tenants a
      join tenants c on ${subtreeSql(sql`c.path`, sql`a.path`)} and c.tenant_type = 'CUSTOMER' and not c.is_deleted
      join tenant_risk_history h on h.tenant_id = c.id
        and h.day between ${days.from}::date and ${days.to}::date
      where a.tenant_type <> 'CUSTOMER' and not a.is_deleted
      group by a.id, h.day
      order by a.id, h.day`,
    'everyone',
  );
}

/**
 * Writes the rows `rows` selects (tenant, day, total, reduction, taken at); a day's row is
 * replaced. `changed`: the tenants whose rows these are (their ancestors' answers drop with theirs).
 */
async function upsertHistory(
  db: Queryable,
  rows: SQL,
  changed: readonly TenantScope[] | 'everyone',
): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`with written as (
        insert into tenant_risk_history (tenant_id, day, total_cost, reduction_cost, taken_at)
        ${rows}
        on conflict (tenant_id, day) do update set
          total_cost = excluded.total_cost,
          reduction_cost = excluded.reduction_cost,
          taken_at = excluded.taken_at
        returning 1)
      select count(*)::int as n from written`,
  );
  await riskChanged(db, changed);
  return row?.n ?? 0;
}

/** Today's row of every live customer, then of every partner and the back office. */
export async function recordRiskHistory(db: Queryable, now: Date): Promise<number> {
  const day = now.toISOString().slice(0, 10);
  const customers = await snapshotTenantRisk(db, now);
  await summarizeRiskHistory(db, { from: day, to: day });
  return customers;
}
