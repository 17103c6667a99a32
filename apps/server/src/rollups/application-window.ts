import { sql } from 'drizzle-orm';
import { ApplicationRiskPeriod, lastDays, type DayRange } from '@vigil/contracts';
import type { Queryable } from '../db/client.js';
import type { TenantScope } from '../tenants/tenant-scope.js';
import { riskChanged } from '../tenants/risk-changes.js';
import { applicationWindowBounds, ROLLUP_TABLES } from './rollups.repo.js';

/*
 * The application risk pages open on the last ApplicationRiskPeriod.defaultDays UTC days. Summing
 * that period from application_risk_daily reads a row per application and active day: a back
 * office's 20 000 applications over 90 days are hundreds of thousands of rows. So each customer
 * keeps application_risk_window, the same sums over its window bounds (one row per application),
 * and likewise per application × classifier and application × device (a row's classifiers and
 * devices). Ingest adds the events of days inside the bounds, and this job moves the bounds to the
 * new default period each day (application-window.job.ts). A request for exactly a tenant's bounds reads the window; a period
 * near them sorts on the window corrected by the days between (window-difference.ts); any other
 * period sums the daily rows.
 */

/** Each window table and the daily table it sums (the same keys and values, without the day). */
const WINDOWS = [
  { window: ROLLUP_TABLES.applicationWindow, daily: ROLLUP_TABLES.applicationDaily },
  { window: ROLLUP_TABLES.applicationClassifierWindow, daily: ROLLUP_TABLES.applicationClassifier },
  { window: ROLLUP_TABLES.applicationDeviceWindow, daily: ROLLUP_TABLES.applicationDevice },
] as const;

/** The default period of the application risk pages on `now`'s UTC day. */
export function applicationWindowRange(now: Date): DayRange {
  return lastDays(ApplicationRiskPeriod.defaultDays, now);
}

/**
 * Rebuilds a tenant's window from its daily rows for `range` (its current bounds when none is
 * given; no bounds, no window). Run it inside a transaction that holds the tenant's risk lock
 * exclusive, so that no batch adds to the window meanwhile.
 */
export async function rebuildApplicationWindow(
  db: Queryable,
  scope: TenantScope,
  range?: DayRange,
): Promise<void> {
  const { tenantId } = scope;
  const bounds = range
    ? { firstDay: range.start, lastDay: range.end }
    : await applicationWindowBounds(db, scope);
  if (!bounds) return;
  for (const { window, daily } of WINDOWS) {
    const keys = window.keys.map((k) => k.column).join(', ');
    const columns = window.values.join(', ');
    const sums = window.values.map((c) => `sum(${c})`).join(', ');
    await db.execute(sql`delete from ${sql.raw(window.table)} where tenant_id = ${tenantId}`);
    await db.execute(sql`insert into ${sql.raw(window.table)} (tenant_id, ${sql.raw(keys)}, ${sql.raw(columns)})
      select tenant_id, ${sql.raw(keys)}, ${sql.raw(sums)} from ${sql.raw(daily.table)}
      where tenant_id = ${tenantId} and day between ${bounds.firstDay}::date and ${bounds.lastDay}::date
      group by tenant_id, ${sql.raw(keys)}`);
  }
  await db.execute(sql`insert into application_risk_window_bounds (tenant_id, first_day, last_day)
    values (${tenantId}, ${bounds.firstDay}::date, ${bounds.lastDay}::date)
    on conflict (tenant_id) do update set first_day = excluded.first_day, last_day = excluded.last_day`);
  await riskChanged(db, [scope]);
}
