import { and, asc, eq, inArray, ne, or } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { processes } from './process-rules.tables.js';
import { rules } from './rules.tables.js';

export type RuleRow = typeof rules.$inferSelect;
export type NewRule = Omit<typeof rules.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

export async function insertRule(db: Queryable, rule: NewRule): Promise<RuleRow> {
  const [row] = await db.insert(rules).values(rule).returning();
  if (!row) throw new Error('Rule insert returned nothing');
  return row;
}

/** The tenant's active rules of these classifiers. */
export function findActiveRules(
  db: Queryable,
  tenantId: number,
  classifierIds: number[],
): Promise<RuleRow[]> {
  if (classifierIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(rules)
    .where(
      and(eq(rules.tenantId, tenantId), eq(rules.isActive, true), inArray(rules.classifierId, classifierIds)),
    )
    .orderBy(asc(rules.id));
}

export interface ProcessRef {
  id: number;
  processName: string;
  dataUploadPermission: typeof processes.$inferSelect.dataUploadPermission;
}

/** These processes of the tenant, and every one whose uploads are not simply allowed. */
export function findPolicyProcesses(db: Queryable, tenantId: number, ids: number[]): Promise<ProcessRef[]> {
  const restricted = ne(processes.dataUploadPermission, 'UNBLOCKED');
  return db
    .select({
      id: processes.id,
      processName: processes.processName,
      dataUploadPermission: processes.dataUploadPermission,
    })
    .from(processes)
    .where(
      and(
        eq(processes.tenantId, tenantId),
        ids.length > 0 ? or(inArray(processes.id, ids), restricted) : restricted,
      ),
    )
    .orderBy(asc(processes.processName));
}
