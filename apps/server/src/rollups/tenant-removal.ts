import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { rowsOf } from '../db/rows.js';
import { riskChanged } from '../tenants/risk-changes.js';
import { subtreeSql, type TenantScope } from '../tenants/tenant-scope.js';

/*
 * A tenant taken out of the tree (deleted) leaves every rollup above it. The risk figures of a
 * partner and of the back office are read from the live customers' own rollups at each request,
 * so only what is stored per ancestor needs rewriting: the Risk Over Time rows, which
 * summarizeRiskHistory keeps as sums of the live customers' rows.
 */

/** The UTC days (YYYY-MM-DD) on which a customer of the scope's subtree has a risk history row. */
export async function historyDaysOfSubtree(db: Queryable, scope: TenantScope): Promise<string[]> {
  const rows = await rowsOf<{ day: string }>(
    db,
    sql`select distinct to_char(h.day, 'YYYY-MM-DD') as day
      from tenant_risk_history h join tenants c on c.id = h.tenant_id
      where ${scope.containsSql(sql`c.path`)} and c.tenant_type = 'CUSTOMER'
      order by 1`,
  );
  return rows.map((r) => r.day);
}

/**
 * Rewrites, for the given days, the history rows of every live tenant above the removed one as
 * the sums of their live customers' rows, and deletes an ancestor's row of a day none of its live
 * customers has. Call it after the tenant (and its subtree) were marked deleted, in that
 * transaction. Rows are written in key order, as summarizeRiskHistory writes them.
 */
export async function resummarizeAncestorsHistory(
  db: Queryable,
  removed: TenantScope,
  days: readonly string[],
): Promise<void> {
  if (days.length === 0) return;
  const dayList = sql`${`{${days.join(',')}}`}::date[]`;
  const ancestors = sql`select a.id, a.path from tenants a
    where ${subtreeSql(sql`${removed.path}`, sql`a.path`)} and a.id <> ${removed.tenantId}
      and a.tenant_type <> 'CUSTOMER' and not a.is_deleted`;
  await db.execute(sql`
    with anc as (${ancestors}),
    sums as (
      select a.id, h.day, sum(h.total_cost) as total, sum(h.reduction_cost) as reduction, max(h.taken_at) as taken
      from anc a
      join tenants c on ${subtreeSql(sql`c.path`, sql`a.path`)} and c.tenant_type = 'CUSTOMER' and not c.is_deleted
      join tenant_risk_history h on h.tenant_id = c.id and h.day = any(${dayList})
      group by a.id, h.day
    )
    delete from tenant_risk_history h
    using anc a
    where h.tenant_id = a.id and h.day = any(${dayList})
      and not exists (select 1 from sums s where s.id = h.tenant_id and s.day = h.day)`);
  await db.execute(sql`
    with anc as (${ancestors})
    insert into tenant_risk_history (tenant_id, day, total_cost, reduction_cost, taken_at)
    select a.id, h.day, sum(h.total_cost), sum(h.reduction_cost), max(h.taken_at)
    from anc a
    join tenants c on ${subtreeSql(sql`c.path`, sql`a.path`)} and c.tenant_type = 'CUSTOMER' and not c.is_deleted
    join tenant_risk_history h on h.tenant_id = c.id and h.day = any(${dayList})
    group by a.id, h.day
    order by a.id, h.day
    on conflict (tenant_id, day) do update set
      total_cost = excluded.total_cost,
      reduction_cost = excluded.reduction_cost,
      taken_at = excluded.taken_at`);
  await riskChanged(db, [removed]);
}
