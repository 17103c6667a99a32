import { sql } from 'drizzle-orm';
import { TenantType } from '@vigil/contracts';
import type { Db } from '../db/client.js';
import { rowsOf } from '../db/rows.js';
import { resolveSystemScope } from '../tenants/tenant-scope.js';
import { shiftDay } from '@vigil/contracts';
import { applicationWindowRange, rebuildApplicationWindow } from './application-window.js';
import { extendApplicationRunning } from './application-running.js';
import { lockTenantRisk } from './rollups.repo.js';

/**
 * Moves every live customer's window to the default period of `now` (those already there are
 * left alone), each in its own short transaction. Returns how many moved.
 */
export async function moveApplicationWindows(db: Db, now: Date): Promise<number> {
  const range = applicationWindowRange(now);
  const stale = await rowsOf<{ id: number }>(
    db,
    sql`select t.id from tenants t
      left join application_risk_window_bounds b on b.tenant_id = t.id
      where t.tenant_type = ${TenantType.Customer} and not t.is_deleted
        and (b.tenant_id is null or b.first_day <> ${range.start}::date or b.last_day <> ${range.end}::date)
      order by t.id`,
  );
  for (const { id } of stale) {
    await db.transaction(async (tx) => {
      const scope = await resolveSystemScope(tx, id);
      await lockTenantRisk(tx, scope, 'exclusive');
      await rebuildApplicationWindow(tx, scope, range);
    });
  }
  return stale.length;
}

/** Days a transaction appends at most (it holds the tenant's risk lock exclusive meanwhile). */
const RUNNING_DAYS_PER_TRANSACTION = 31;

/**
 * Appends every live customer's running application sums through the last closed UTC day before
 * `now`, and writes the open day after it (those already there are left alone), a few weeks per
 * short transaction. Returns how many customers it extended.
 */
export async function extendApplicationRunnings(db: Db, now: Date): Promise<number> {
  const through = shiftDay(now.toISOString().slice(0, 10), -1);
  const behind = await rowsOf<{ id: number; lastDay: string | null }>(
    db,
    sql`select t.id, b.last_day::text as "lastDay" from tenants t
      left join application_risk_running_bounds b on b.tenant_id = t.id
      where t.tenant_type = ${TenantType.Customer} and not t.is_deleted
        and (b.tenant_id is null or b.last_day < ${through}::date
          or b.open_day is distinct from ${through}::date + 1)
      order by t.id`,
  );
  for (const { id } of behind) {
    let appended: number;
    do {
      appended = await db.transaction(async (tx) => {
        const scope = await resolveSystemScope(tx, id);
        await lockTenantRisk(tx, scope, 'exclusive');
        return extendApplicationRunning(tx, scope, through, RUNNING_DAYS_PER_TRANSACTION);
      });
    } while (appended === RUNNING_DAYS_PER_TRANSACTION);
  }
  return behind.length;
}
