import { and, eq, sql } from 'drizzle-orm';
import type { BatchResponse } from '@vigil/contracts';
import type { Queryable } from '../db/client.js';
import type { DeviceKind } from '../devices/devices.tables.js';
import { rowsOf } from '../db/rows.js';
import { tenantRiskLockCall } from '../rollups/rollups.repo.js';
import type { TenantScope } from '../tenants/tenant-scope.js';
import { ingestBatches } from './ingest-batches.tables.js';

export interface OpenedBatch {
  /** The device, or null when it does not exist. */
  device: { kind: DeviceKind; isDeleted: boolean; isArchived: boolean } | null;
  /**
   * Whether the batch id was claimed now; false when it was applied before (or is being applied by a
   * concurrent request, whose commit the claim waits for on PostgreSQL's unique index), and for a
   * deleted or archived device.
   */
  claimed: boolean;
}

/**
 * The start of a batch's transaction in one round trip: the tenant's risk lock taken shared
 * (lockTenantRisk), then the device row locked (one batch per device at a time), then, for a device
 * neither deleted nor archived, the batch id claimed. Each step reads the one before
 * it, so they run in that order. Nothing read after a wait belongs here: this statement's snapshot
 * predates the lock it may wait for (the device row and the claim see the latest rows regardless).
 */
export async function openBatch(
  db: Queryable,
  scope: TenantScope,
  deviceId: number,
  batchId: string,
): Promise<OpenedBatch> {
  const [row] = await rowsOf<{
    kind: DeviceKind;
    is_deleted: boolean;
    is_archived: boolean;
    claimed: boolean;
  }>(
    db,
    sql`with risk_lock as materialized (select ${tenantRiskLockCall(scope, 'shared')}),
      device as materialized (select d.kind, d.is_deleted, d.is_archived from devices d cross join risk_lock
        where d.tenant_id = ${scope.tenantId} and d.id = ${deviceId} for update of d),
      claim as (insert into ingest_batches (tenant_id, device_id, batch_id)
        select ${scope.tenantId}, ${deviceId}, ${batchId}::uuid from device where not is_deleted and not is_archived
        on conflict do nothing returning 1)
      select kind, is_deleted, is_archived, exists (select from claim) as claimed from device`,
  );
  if (!row) {
    // The statement ran whole: the lock was taken, nothing was claimed.
    return { device: null, claimed: false };
  }
  return {
    device: { kind: row.kind, isDeleted: row.is_deleted, isArchived: row.is_archived },
    claimed: row.claimed,
  };
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
