import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { rowsOf } from '../db/rows.js';

/**
 * How long a batch id is remembered. An agent resends a batch within minutes or, offline, within
 * days; after this a resent batch is applied again, which its upserts by path and event ids make
 * harmless.
 */
export const INGEST_BATCH_RETENTION_DAYS = 30;
const CHUNK = 10_000;

/** Forgets the batch ids older than the retention, a chunk per statement (short locks). */
export async function pruneIngestBatches(db: Queryable, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - INGEST_BATCH_RETENTION_DAYS * 86_400_000).toISOString();
  let total = 0;
  for (;;) {
    const [row] = await rowsOf<{ n: number }>(
      db,
      sql`with gone as (
          delete from ingest_batches where ctid = any(array(
            select ctid from ingest_batches where created_at < ${cutoff}::timestamptz limit ${CHUNK}))
          returning 1)
        select count(*)::int as n from gone`,
    );
    const n = row?.n ?? 0;
    total += n;
    if (n < CHUNK) return total;
  }
}
