import { and, asc, eq, inArray, ne, or, sql } from 'drizzle-orm';
import type { DataUploadPermission, DecryptPattern, ProcessType } from '@vigil/contracts';
import type { Queryable } from '../db/client.js';
import { pgArray, rowsOf } from '../db/rows.js';
import type { TenantScope } from '../tenants/tenant-scope.js';
import { processes } from './process-rules.tables.js';

export interface ProcessSighting {
  processName: string;
  humanName: string;
  processType: ProcessType | null;
  isWebApp: boolean;
  isLlmApp: boolean;
  webDomain: string | null;
}

const arr = pgArray;

/**
 * The ids of these applications, creating the ones seen for the first time. Settings people made
 * (process type, upload permission, decrypt pattern) are never overwritten by what agents report.
 */
export async function ensureProcesses(
  db: Queryable,
  scope: TenantScope,
  seen: ProcessSighting[],
): Promise<Map<string, number>> {
  const tenantId = scope.tenantId;
  const ids = new Map<string, number>();
  if (seen.length === 0) return ids;
  const col = <K extends keyof ProcessSighting>(k: K) => seen.map((s) => s[k]);
  const created = await rowsOf<{ id: number; process_name: string }>(
    db,
    sql`insert into processes (tenant_id, process_name, human_name, process_type, is_web_app, is_llm_app, web_domain)
      select ${tenantId}, u.* from unnest(${arr(col('processName'), 'text')}, ${arr(col('humanName'), 'text')},
        ${arr(col('processType'), 'text')}, ${arr(col('isWebApp'), 'bool')}, ${arr(col('isLlmApp'), 'bool')},
        ${arr(col('webDomain'), 'text')}) as u
      on conflict (tenant_id, process_name) do nothing
      returning id, process_name`,
  );
  for (const c of created) ids.set(c.process_name, Number(c.id));
  const missing = seen.map((s) => s.processName).filter((n) => !ids.has(n));
  if (missing.length > 0) {
    const found = await rowsOf<{ id: number; process_name: string }>(
      db,
      sql`select id, process_name from processes
        where tenant_id = ${tenantId} and process_name = any(${arr(missing, 'text')})`,
    );
    for (const f of found) ids.set(f.process_name, Number(f.id));
  }
  return ids;
}

export type ProcessRow = typeof processes.$inferSelect;

/** An application of the tenant, its row locked for the rest of the transaction. */
export async function lockProcess(db: Queryable, scope: TenantScope, id: number): Promise<ProcessRow | null> {
  const rows = await db
    .select()
    .from(processes)
    .where(and(eq(processes.tenantId, scope.tenantId), eq(processes.id, id)))
    .for('update');
  return rows[0] ?? null;
}

export async function updateDataUploadPermission(
  db: Queryable,
  scope: TenantScope,
  id: number,
  permission: DataUploadPermission,
): Promise<DataUploadPermission> {
  const [row] = await db
    .update(processes)
    .set({ dataUploadPermission: permission })
    .where(and(eq(processes.tenantId, scope.tenantId), eq(processes.id, id)))
    .returning({ dataUploadPermission: processes.dataUploadPermission });
  if (!row) throw new Error(`Process ${id} vanished under its row lock`);
  return row.dataUploadPermission;
}

/** An application as other domains name it: a classifier's process, a rule's upload or decrypt list. */
export interface ProcessRef {
  id: number;
  processName: string;
  humanName: string;
  isWebApp: boolean;
  isLlmApp: boolean;
  dataUploadPermission: DataUploadPermission;
}

/** These applications of the tenant (unknown ids are absent). */
export async function findProcesses(
  db: Queryable,
  scope: TenantScope,
  ids: readonly number[],
): Promise<ProcessRef[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: processes.id,
      processName: processes.processName,
      humanName: processes.humanName,
      isWebApp: processes.isWebApp,
      isLlmApp: processes.isLlmApp,
      dataUploadPermission: processes.dataUploadPermission,
    })
    .from(processes)
    .where(and(eq(processes.tenantId, scope.tenantId), inArray(processes.id, [...new Set(ids)])));
}

export interface PolicyProcess {
  id: number;
  processName: string;
  processType: ProcessType | null;
  dataUploadPermission: DataUploadPermission;
  decryptPattern: DecryptPattern;
}

/**
 * These processes of the tenant, and every one whose uploads are not simply allowed or whose Auto
 * Decryption is not Keep Encrypted (the agent's policy).
 */
export function findPolicyProcesses(
  db: Queryable,
  scope: TenantScope,
  ids: number[],
): Promise<PolicyProcess[]> {
  const restricted = or(
    ne(processes.dataUploadPermission, 'UNBLOCKED'),
    ne(processes.decryptPattern, 'LEAVE_ENCRYPTED'),
  );
  return db
    .select({
      id: processes.id,
      processName: processes.processName,
      processType: processes.processType,
      dataUploadPermission: processes.dataUploadPermission,
      decryptPattern: processes.decryptPattern,
    })
    .from(processes)
    .where(
      and(
        eq(processes.tenantId, scope.tenantId),
        ids.length > 0 ? or(inArray(processes.id, ids), restricted) : restricted,
      ),
    )
    .orderBy(asc(processes.processName));
}

/** An application's type or decrypt pattern (allowlisting). */
export async function updateProcessSettings(
  db: Queryable,
  scope: TenantScope,
  id: number,
  change: { processType?: ProcessType; decryptPattern?: DecryptPattern },
): Promise<ProcessRow> {
  const [row] = await db
    .update(processes)
    .set(change)
    .where(and(eq(processes.tenantId, scope.tenantId), eq(processes.id, id)))
    .returning();
  if (!row) throw new Error(`Process ${id} vanished under its row lock`);
  return row;
}
