import { index, integer, jsonb, pgTable, primaryKey, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { BatchResponse } from '@vigil/contracts';

/**
 * Batches applied per device: a batch sent again gets its stored response and changes nothing.
 * Remembered for INGEST_BATCH_RETENTION_DAYS.
 */
export const ingestBatches = pgTable(
  'ingest_batches',
  {
    tenantId: integer('tenant_id').notNull(),
    deviceId: integer('device_id').notNull(),
    batchId: uuid('batch_id').notNull(),
    response: jsonb('response').$type<BatchResponse>(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.deviceId, t.batchId] }),
    // Pruning finds the old ones (pruneIngestBatches).
    index('ingest_batches_created_idx').on(t.createdAt),
  ],
);
