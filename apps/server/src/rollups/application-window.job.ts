import { sql } from 'drizzle-orm';
import { TenantType } from '@vigil/contracts';
import type { Db } from '../db/client.js';
import { rowsOf } from '../db/rows.js';
import { resolveSystemScope } from '../tenants/tenant-scope.js';
import { applicationWindowRange, rebuildApplicationWindow } from './application-window.js';
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
