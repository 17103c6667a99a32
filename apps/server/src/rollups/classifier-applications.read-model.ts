import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { rowsOf } from '../db/rows.js';
import type { TenantScope } from '../tenants/tenant-scope.js';

export interface ClassifierApplicationTotals {
  processId: number;
  /** The classifier's entries in the application's file events (bigint as text). */
  entries: string;
  /** Of those, the entries the application sent out (uploads, copies to removable or network drives). */
  outgoing: string;
}

/** Per application, the classifier's entries in its file events of the UTC days `from` … `to`. */
export async function findClassifierApplicationTotals(
  db: Queryable,
  scope: TenantScope,
  classifierId: number,
  days: { from: string; to: string },
): Promise<ClassifierApplicationTotals[]> {
  const rows = await rowsOf<{ process_id: number; entries: string; outgoing: string }>(
    db,
    sql`select process_id, sum(entries_count)::text as entries, sum(outgoing_entries_count)::text as outgoing
      from application_classifier_daily
      where tenant_id = ${scope.tenantId} and classifier_id = ${classifierId}
        and day between ${days.from}::date and ${days.to}::date
      group by process_id`,
  );
  return rows.map((r) => ({ processId: Number(r.process_id), entries: r.entries, outgoing: r.outgoing }));
}
