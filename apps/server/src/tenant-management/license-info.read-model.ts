import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { rowsOf } from '../db/rows.js';
import type { TenantScope } from '../tenants/tenant-scope.js';

/** customerLicenseInfo (spec part 2 §3 "License info"): shown as activated over available. */
export interface LicenseInfo {
  /** Devices holding a licence (ACTIVE), not deleted. */
  activatedCount: number;
  /** Licences the tenant may activate at once; null: no limit. For a partner, its live customers' sum. */
  availableCount: number | null;
  /** The customer's subscription type; null for a partner or the back office. */
  type: string | null;
}

export async function licenseInfo(db: Queryable, scope: TenantScope): Promise<LicenseInfo> {
  const [row] = await rowsOf<{
    activated: number;
    available: number | null;
    unlimited: boolean;
    type: string | null;
  }>(
    db,
    sql`select
        coalesce(sum(d.activated), 0)::int as activated,
        sum(c.license_count)::int as available,
        coalesce(bool_or(c.license_count is null), false) as unlimited,
        ${scope.isCustomer ? sql`max(c.subscription_type)` : sql`null::text`} as type
      from tenants c
      left join lateral (
        select count(*) as activated from devices dv
        where dv.tenant_id = c.id and not dv.is_deleted and dv.license_status = 'ACTIVE'
      ) d on true
      where ${scope.customersSql(sql`c.id`)}`,
  );
  return {
    activatedCount: row?.activated ?? 0,
    availableCount: !row || row.unlimited ? null : (row.available ?? 0),
    type: row?.type ?? null,
  };
}
