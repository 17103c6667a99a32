import { sql } from 'drizzle-orm';
import type { CloudAuthService, CloudAuthSource } from '@vigil/contracts';
import type { Queryable } from '../db/client.js';
import { rowsOf } from '../db/rows.js';
import type { TenantScope } from '../tenants/tenant-scope.js';

export type DueConnection = {
  tenantId: number;
  authService: CloudAuthService;
  /** The last pass's queued time as stored (ISO), null when never scanned: the claim compares it. */
  scanQueuedAt: string | null;
};

/**
 * The connections whose customer scans new repositories and whose interval (the customer's
 * scannerDelayMinute, counted from the last pass's start) has passed, the last pass having ended.
 * Every customer's: the server's own timed work, as the report schedules.
 */
export function dueConnections(db: Queryable, now: Date): Promise<DueConnection[]> {
  return rowsOf<DueConnection>(
    db,
    sql`select c.tenant_id as "tenantId", c.auth_service as "authService",
        to_char(c.scan_queued_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as "scanQueuedAt"
      from cloud_auth_connections c
      join tenants t on t.id = c.tenant_id and not t.is_deleted and t.tenant_type = 'CUSTOMER'
      where t.scan_new_cloud_devices
        and (c.scan_queued_at is null
          or (c.scan_finished_at >= c.scan_queued_at
            and c.scan_queued_at + t.scanner_delay_minute * interval '1 minute' <= ${now.toISOString()}::timestamptz))
      order by c.tenant_id, c.auth_service`,
  );
}

/** Marks a pass queued, unless another turn did since `previous` was read. */
export async function claimScan(
  db: Queryable,
  scope: TenantScope,
  authService: CloudAuthService,
  previous: string | null,
  now: Date,
): Promise<boolean> {
  const rows = await rowsOf<{ tenantId: number }>(
    db,
    sql`update cloud_auth_connections set scan_queued_at = ${now.toISOString()}::timestamptz
      where tenant_id = ${scope.tenantId} and auth_service = ${authService}
        and scan_queued_at is not distinct from ${previous}::timestamptz
      returning tenant_id as "tenantId"`,
  );
  return rows.length > 0;
}

export type ScanConnection = {
  source: CloudAuthSource;
  sealedData: string;
  agentKey: string | null;
  scanNewCloudDevices: boolean;
};

/** What a pass needs: the sealed connection and the customer's agent key and switch. */
export async function findScanConnection(
  db: Queryable,
  scope: TenantScope,
  authService: CloudAuthService,
): Promise<ScanConnection | null> {
  const [row] = await rowsOf<ScanConnection>(
    db,
    sql`select c.source, c.sealed_data as "sealedData", t.agent_key as "agentKey",
        t.scan_new_cloud_devices as "scanNewCloudDevices"
      from cloud_auth_connections c join tenants t on t.id = c.tenant_id
      where c.tenant_id = ${scope.tenantId} and t.id = ${scope.tenantId} and c.auth_service = ${authService}`,
  );
  return row ?? null;
}

/** Replaces the sealed data with a rotated token's, unless the connection was replaced meanwhile. */
export async function resealConnection(
  db: Queryable,
  scope: TenantScope,
  authService: CloudAuthService,
  from: string,
  to: string,
): Promise<boolean> {
  const rows = await rowsOf<{ tenantId: number }>(
    db,
    sql`update cloud_auth_connections set sealed_data = ${to}
      where tenant_id = ${scope.tenantId} and auth_service = ${authService} and sealed_data = ${from}
      returning tenant_id as "tenantId"`,
  );
  return rows.length > 0;
}

/** The end of a pass: its time and its failure (null: it succeeded). */
export async function finishScan(
  db: Queryable,
  scope: TenantScope,
  authService: CloudAuthService,
  now: Date,
  error: string | null,
): Promise<void> {
  await db.execute(
    // Never before its start: a pass that ended is never taken for one still running.
    sql`update cloud_auth_connections
      set scan_finished_at = greatest(${now.toISOString()}::timestamptz, scan_queued_at),
        scan_error = ${error}
      where tenant_id = ${scope.tenantId} and auth_service = ${authService}`,
  );
}
