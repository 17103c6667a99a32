import { sql } from 'drizzle-orm';
import type { ClassifierEntry, DriveType, FileOperation, ProcessType } from '@vigil/contracts';
import type { Queryable } from '../db/client.js';
import { pgArray, rowsOf } from '../db/rows.js';
import type { TenantScope } from '../tenants/tenant-scope.js';
import type { SensitiveType } from './files.tables.js';

const arr = pgArray;

export interface EventWrite {
  eventId: string;
  at: string;
  operation: FileOperation;
  path: string;
  destinationPath: string | null;
  fileId: number | null;
  processId: number;
  localProcessId: number;
  processName: string;
  applicationName: string;
  processType: ProcessType | null;
  webDomain: string | null;
  driveType: DriveType;
  userName: string;
  entries: ClassifierEntry[];
  entriesCount: string;
  sensitiveCost: string;
  nonSensitiveCost: string;
  sensitiveType: SensitiveType;
  isOutgoing: boolean;
  isPrevented: boolean;
  isEncrypted: boolean;
}

/** Records the events not recorded before; returns the new ones' ids by eventId. */
export async function insertEvents(
  db: Queryable,
  scope: TenantScope,
  deviceId: number,
  events: EventWrite[],
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  if (events.length === 0) return ids;
  const col = <K extends keyof EventWrite>(k: K) => events.map((e) => e[k]);
  const rows = await rowsOf<{ id: string; event_id: string }>(
    db,
    sql`insert into file_events (tenant_id, device_id, event_id, at, operation, path, destination_path, file_id,
        process_id, local_process_id, process_name, application_name, process_type, web_domain, drive_type,
        user_name, entries, entries_count, sensitive_cost, non_sensitive_cost, sensitive_type, is_outgoing,
        is_prevented, is_encrypted)
      select ${scope.tenantId}, ${deviceId}, u.* from unnest(
        ${arr(col('eventId'), 'text')}, ${arr(col('at'), 'timestamptz')}, ${arr(col('operation'), 'text')},
        ${arr(col('path'), 'text')}, ${arr(col('destinationPath'), 'text')}, ${arr(col('fileId'), 'int8')},
        ${arr(col('processId'), 'int4')}, ${arr(col('localProcessId'), 'int4')}, ${arr(col('processName'), 'text')},
        ${arr(col('applicationName'), 'text')}, ${arr(col('processType'), 'text')}, ${arr(col('webDomain'), 'text')},
        ${arr(col('driveType'), 'text')}, ${arr(col('userName'), 'text')},
        ${arr(
          events.map((e) => JSON.stringify(e.entries)),
          'jsonb',
        )}, ${arr(col('entriesCount'), 'int8')}, ${arr(col('sensitiveCost'), 'numeric')},
        ${arr(col('nonSensitiveCost'), 'numeric')}, ${arr(col('sensitiveType'), 'text')},
        ${arr(col('isOutgoing'), 'bool')}, ${arr(col('isPrevented'), 'bool')}, ${arr(col('isEncrypted'), 'bool')}) as u
      on conflict (tenant_id, device_id, event_id) do nothing
      returning id::text as id, event_id`,
  );
  for (const r of rows) ids.set(r.event_id, Number(r.id));
  return ids;
}

export interface CaseWrite {
  ruleId: number;
  classifierId: number;
  fileEventId: number;
  trigger: string;
}

export async function insertCases(
  db: Queryable,
  scope: TenantScope,
  deviceId: number,
  cases: CaseWrite[],
): Promise<number> {
  if (cases.length === 0) return 0;
  const col = <K extends keyof CaseWrite>(k: K) => cases.map((c) => c[k]);
  const rows = await rowsOf<{ id: string }>(
    db,
    sql`insert into cases (tenant_id, device_id, rule_id, classifier_id, file_event_id, trigger)
      select ${scope.tenantId}, ${deviceId}, u.* from unnest(${arr(col('ruleId'), 'int4')},
        ${arr(col('classifierId'), 'int4')}, ${arr(col('fileEventId'), 'int8')}, ${arr(col('trigger'), 'text')}) as u
      on conflict (tenant_id, file_event_id, rule_id) do nothing
      returning id::text as id`,
  );
  return rows.length;
}
