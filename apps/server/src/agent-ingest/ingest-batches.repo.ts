import { and, eq } from 'drizzle-orm';
import type { BatchResponse } from '@vigil/contracts';
import type { Queryable } from '../db/client.js';
import type { TenantScope } from '../tenants/tenant-scope.js';
import { ingestBatches } from './ingest-batches.tables.js';

/**
 * Claims a batch id for the device; false when it was applied before (or is being applied by a
 * concurrent request, whose commit this waits for on PostgreSQL's unique index).
 */
export async function claimBatch(
  db: Queryable,
  scope: TenantScope,
  deviceId: number,
  batchId: string,
): Promise<boolean> {
  const rows = await db
    .insert(ingestBatches)
    .values({ tenantId: scope.tenantId, deviceId, batchId })
    .onConflictDoNothing()
    .returning({ batchId: ingestBatches.batchId });
  return rows.length > 0;
}

export async function findBatchResponse(
  db: Queryable,
  scope: TenantScope,
  deviceId: number,
  batchId: string,
): Promise<BatchResponse | null> {
  const rows = await db
    .select({ response: ingestBatches.response })
    .from(ingestBatches)
    .where(
      and(
        eq(ingestBatches.tenantId, scope.tenantId),
        eq(ingestBatches.deviceId, deviceId),
        eq(ingestBatches.batchId, batchId),
      ),
    );
  return rows[0]?.response ?? null;
}

export async function saveBatchResponse(
  db: Queryable,
  scope: TenantScope,
  deviceId: number,
  response: BatchResponse,
): Promise<void> {
  await batchResponseUpdate(db, scope, deviceId, response);
}

/** The update of saveBatchResponse, not run yet: to run as part of another statement. */
export function batchResponseUpdate(
  db: Queryable,
  scope: TenantScope,
  deviceId: number,
  response: BatchResponse,
) {
  return db
    .update(ingestBatches)
    .set({ response })
    .where(
      and(
        eq(ingestBatches.tenantId, scope.tenantId),
        eq(ingestBatches.deviceId, deviceId),
        eq(ingestBatches.batchId, response.batchId),
      ),
    );
}
