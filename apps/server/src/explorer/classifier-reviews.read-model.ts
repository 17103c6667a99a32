import { sql } from 'drizzle-orm';
import { classifierPrecision } from '@vigil/contracts';
import type { Queryable } from '../db/client.js';
import { rowsOf } from '../db/rows.js';
import type { TenantScope } from '../tenants/tenant-scope.js';

export interface ClassifierReview {
  classifierId: number;
  reviewedFiles: number;
  falsePositiveFiles: number;
  precision: number | null;
}

/**
 * Per classifier of the scope's own tenant: its live files a person reviewed (set or cleared the
 * false-positive mark) and how many of them stay marked.
 */
export async function classifierReviews(db: Queryable, scope: TenantScope): Promise<ClassifierReview[]> {
  const rows = await rowsOf<{ classifier_id: number; reviewed: number; fp: number }>(
    db,
    sql`select x.classifier_id, count(*)::int as reviewed, count(*) filter (where f.false_positive)::int as fp
      from files f
      join file_findings x on x.tenant_id = f.tenant_id and x.file_id = f.id
      where f.tenant_id = ${scope.tenantId} and f.reviewed_at is not null and not f.is_deleted
      group by x.classifier_id
      order by x.classifier_id`,
  );
  return rows.map((r) => ({
    classifierId: Number(r.classifier_id),
    reviewedFiles: Number(r.reviewed),
    falsePositiveFiles: Number(r.fp),
    precision: classifierPrecision(Number(r.reviewed), Number(r.fp)),
  }));
}
