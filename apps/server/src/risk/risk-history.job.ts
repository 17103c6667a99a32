import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { pgArray, rowsOf } from '../db/rows.js';
import type { Job } from '../jobs/scheduler.js';

/**
 * Records every live customer's risk totals of `now`'s UTC day. Run again the same day, it
 * replaces that day's row: the day keeps its last value.
 */
export async function snapshotTenantRisk(db: Queryable, now: Date, tenantIds?: number[]): Promise<number> {
  const day = now.toISOString().slice(0, 10);
  const only = tenantIds ? sql`and t.id = any(${pgArray(tenantIds, 'int4')})` : sql``;
  const [row] = await rowsOf<{ n: number }>(
    db,
    sql`with taken as (
        insert into tenant_risk_history (tenant_id, day, total_cost, reduction_cost, taken_at)
        select r.tenant_id, ${day}::date, r.sensitive_cost, r.encrypted_sensitive_cost, ${now.toISOString()}::timestamptz
        from tenant_risk_rollups r
        join tenants t on t.id = r.tenant_id
        where t.tenant_type = 'CUSTOMER' and not t.is_deleted ${only}
        on conflict (tenant_id, day) do update set
          total_cost = excluded.total_cost,
          reduction_cost = excluded.reduction_cost,
          taken_at = excluded.taken_at
        returning 1)
      select count(*)::int as n from taken`,
  );
  return row?.n ?? 0;
}

export const snapshotTenantRiskJob: Job = {
  name: 'snapshot-tenant-risk',
  // Hourly, so that a server started late in the day, or down at midnight, still records the day.
  everyMs: 3_600_000,
  firstAfterMs: 15_000,
  run: async (db, now) => `${await snapshotTenantRisk(db, now)} customers recorded`,
};
