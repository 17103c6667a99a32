import { and, asc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { pgArray, rowsOf } from '../db/rows.js';
import { classifiers } from '../classifiers/classifiers.tables.js';
import { deviceGroups } from '../devices/devices.tables.js';
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

/** The rule of a classifier of the tenant, or null; `lock` holds its row for the transaction. */
export async function findRuleByClassifier(
  db: Queryable,
  tenantId: number,
  classifierId: number,
  options: { lock?: boolean } = {},
): Promise<RuleRow | null> {
  const query = db
    .select()
    .from(rules)
    .where(and(eq(rules.tenantId, tenantId), eq(rules.classifierId, classifierId)));
  const rows = options.lock ? await query.for('update') : await query.limit(1);
  return rows[0] ?? null;
}

/** A rule of the tenant by id, or null; `lock` holds its row for the transaction. */
export async function findRuleById(
  db: Queryable,
  tenantId: number,
  id: number,
  options: { lock?: boolean } = {},
): Promise<RuleRow | null> {
  const query = db
    .select()
    .from(rules)
    .where(and(eq(rules.tenantId, tenantId), eq(rules.id, id)));
  const rows = options.lock ? await query.for('update') : await query.limit(1);
  return rows[0] ?? null;
}

export type RuleChanges = Partial<
  Pick<RuleRow, 'name' | 'isActive' | 'overrideOtherEncryptionRules' | 'encryption' | 'triggers'>
>;

export async function updateRuleRow(db: Queryable, rule: RuleRow, changes: RuleChanges): Promise<RuleRow> {
  const [row] = await db
    .update(rules)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(rules.tenantId, rule.tenantId), eq(rules.id, rule.id)))
    .returning();
  if (!row) throw new Error(`Rule ${rule.id} vanished under its row lock`);
  return row;
}

export interface NamedRef {
  id: number;
  name: string;
}

export interface ProcessNameRef {
  id: number;
  humanName: string;
  dataUploadPermission: typeof processes.$inferSelect.dataUploadPermission;
}

/** The tenant's live devices among these ids, with their names. */
export async function findDeviceNames(db: Queryable, tenantId: number, ids: number[]): Promise<NamedRef[]> {
  if (ids.length === 0) return [];
  return rowsOf<{ id: number; name: string }>(
    db,
    sql`select id, name from devices
      where tenant_id = ${tenantId} and id = any(${pgArray(ids, 'int4')}) and not is_deleted`,
  );
}

export async function findDeviceGroupNames(
  db: Queryable,
  tenantId: number,
  ids: number[],
): Promise<NamedRef[]> {
  if (ids.length === 0) return [];
  return db
    .select({ id: deviceGroups.id, name: deviceGroups.name })
    .from(deviceGroups)
    .where(and(eq(deviceGroups.tenantId, tenantId), inArray(deviceGroups.id, ids)));
}

export async function findProcessNames(
  db: Queryable,
  tenantId: number,
  ids: number[],
): Promise<ProcessNameRef[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: processes.id,
      humanName: processes.humanName,
      dataUploadPermission: processes.dataUploadPermission,
    })
    .from(processes)
    .where(and(eq(processes.tenantId, tenantId), inArray(processes.id, ids)));
}

/** A live classifier of the tenant (id and name); `lock` holds its row for the transaction. */
export async function findLiveClassifier(
  db: Queryable,
  tenantId: number,
  id: number,
  options: { lock?: boolean } = {},
): Promise<NamedRef | null> {
  const query = db
    .select({ id: classifiers.id, name: classifiers.name })
    .from(classifiers)
    .where(and(eq(classifiers.tenantId, tenantId), eq(classifiers.id, id), eq(classifiers.isDeleted, false)));
  const rows = options.lock ? await query.for('update') : await query.limit(1);
  return rows[0] ?? null;
}

/** The base of allProcessRules: the tenant's applications, columns named like the GraphQL fields. */
export function processRulesQuery(tenantId: number): SQL {
  return sql`select p.id as "id", p.id as "processId", p.process_name as "processName",
      p.human_name as "humanName", p.process_type as "processType", p.is_web_app as "isWebApp",
      p.is_llm_app as "isLlmApp", p.web_domain as "webDomain",
      p.data_upload_permission as "dataUploadPermission", p.decrypt_pattern as "decryptPattern"
    from processes p where p.tenant_id = ${tenantId}`;
}
