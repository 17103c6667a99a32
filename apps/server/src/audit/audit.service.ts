import type { AuthUser } from '../common/context.js';
import type { Queryable } from '../db/client.js';
import type { ListArgs, ListDefinition, ListResult } from '../graphql/list.js';
import type { TenantScope } from '../tenants/tenant-scope.js';
import { auditEntries } from './audit.tables.js';
import { auditEntriesQuery } from './audit.repo.js';

export type AuditOperation = 'CREATE' | 'UPDATE' | 'DELETE';

export interface AuditRecord {
  /** The tenant the entry belongs to: its change history is where the entry is read. */
  scope: TenantScope;
  entityType: string;
  entityId: number;
  entityName?: string | null;
  operation: AuditOperation;
  before?: unknown;
  after?: unknown;
  additionalData?: unknown;
  linkedEntityType?: string | null;
  linkedEntityId?: number | null;
}

/** Secrets never enter the change history. */
const REDACTED_KEYS = new Set(['passwordHash', 'password', 'totpSecret', 'tokenHash', 'clientSecret']);

function redact(value: unknown): unknown {
  if (value === null || value === undefined) return null;
  if (Array.isArray(value)) return value.map(redact);
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = REDACTED_KEYS.has(k) ? '***' : redact(v);
    return out;
  }
  return value;
}

/** Writes one change-history entry. Call it inside the mutation's transaction, with its `tx`. */
export async function recordAudit(db: Queryable, actor: AuthUser | null, record: AuditRecord): Promise<void> {
  await db.insert(auditEntries).values({
    tenantId: record.scope.tenantId,
    entityType: record.entityType,
    entityId: record.entityId,
    entityName: record.entityName ?? null,
    operation: record.operation,
    stateBefore: redact(record.before),
    stateAfter: redact(record.after),
    additionalData: redact(record.additionalData),
    linkedEntityType: record.linkedEntityType ?? null,
    linkedEntityId: record.linkedEntityId ?? null,
    userId: actor?.id ?? null,
    userEmail: actor?.email ?? null,
  });
}

/** A row of entitiesAudit, named like the AuditEntry GraphQL fields. */
export interface AuditEntryRow {
  id: number;
  additionalData: unknown;
  date: Date | string;
  entityId: number;
  entityType: string;
  entityName: string | null;
  operation: string;
  stateAfter: unknown;
  stateBefore: unknown;
  userId: number | null;
  userEmail: string | null;
}

export interface EntitiesAuditRequest {
  entityType: string;
  entityId?: number | null;
  linkedEntityId?: number | null;
}

/** The change history of an entity in the scope's own tenant. */
export async function listEntitiesAudit(
  db: Queryable,
  scope: TenantScope,
  request: EntitiesAuditRequest,
  args: ListArgs,
  list: Pick<ListDefinition<AuditEntryRow>, 'run'>,
): Promise<ListResult<AuditEntryRow>> {
  return list.run(db, auditEntriesQuery(scope, request), args);
}
