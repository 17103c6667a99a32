import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import type { ScopeReach } from '../tenants/tenant-scope.js';
import type { TenantScope } from '../tenants/tenant-scope.js';
import { rules } from './rules.tables.js';

export type RuleRow = typeof rules.$inferSelect;
export type NewRule = Omit<typeof rules.$inferInsert, 'tenantId' | 'id' | 'createdAt' | 'updatedAt'>;

export async function insertRule(db: Queryable, scope: TenantScope, rule: NewRule): Promise<RuleRow> {
  const [row] = await db
    .insert(rules)
    .values({ ...rule, tenantId: scope.tenantId })
    .returning();
  if (!row) throw new Error('Rule insert returned nothing');
  return row;
}

/** The tenant's active rules of these classifiers. */
export function findActiveRules(
  db: Queryable,
  scope: TenantScope,
  classifierIds: number[],
): Promise<RuleRow[]> {
  if (classifierIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(rules)
    .where(
      and(
        eq(rules.tenantId, scope.tenantId),
        eq(rules.isActive, true),
        inArray(rules.classifierId, classifierIds),
      ),
    )
    .orderBy(asc(rules.id));
}

/** The rule of a classifier of the tenant, or null; `lock` holds its row for the transaction. */
export async function findRuleByClassifier(
  db: Queryable,
  scope: TenantScope,
  classifierId: number,
  options: { lock?: boolean } = {},
): Promise<RuleRow | null> {
  const query = db
    .select()
    .from(rules)
    .where(and(eq(rules.tenantId, scope.tenantId), eq(rules.classifierId, classifierId)));
  const rows = options.lock ? await query.for('update') : await query.limit(1);
  return rows[0] ?? null;
}

/** The rules of these classifiers of the tenant (one each at most). */
export function findRulesOfClassifiers(
  db: Queryable,
  scope: TenantScope,
  classifierIds: readonly number[],
): Promise<RuleRow[]> {
  if (classifierIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(rules)
    .where(and(eq(rules.tenantId, scope.tenantId), inArray(rules.classifierId, [...classifierIds])));
}

/** A rule of the tenant by id, or null; `lock` holds its row for the transaction. */
export async function findRuleById(
  db: Queryable,
  scope: TenantScope,
  id: number,
  options: { lock?: boolean } = {},
): Promise<RuleRow | null> {
  const query = db
    .select()
    .from(rules)
    .where(and(eq(rules.tenantId, scope.tenantId), eq(rules.id, id)));
  const rows = options.lock ? await query.for('update') : await query.limit(1);
  return rows[0] ?? null;
}

export type RuleChanges = Partial<
  Pick<RuleRow, 'name' | 'isActive' | 'overrideOtherEncryptionRules' | 'encryption' | 'triggers'>
>;

export async function updateRuleRow(
  db: Queryable,
  scope: TenantScope,
  id: number,
  changes: RuleChanges,
): Promise<RuleRow> {
  const [row] = await db
    .update(rules)
    .set({ ...changes, updatedAt: new Date() })
    .where(and(eq(rules.tenantId, scope.tenantId), eq(rules.id, id)))
    .returning();
  if (!row) throw new Error(`Rule ${id} vanished under its row lock`);
  return row;
}

export async function deleteRuleRows(
  db: Queryable,
  scope: TenantScope,
  ids: readonly number[],
): Promise<void> {
  if (ids.length === 0) return;
  await db.delete(rules).where(and(eq(rules.tenantId, scope.tenantId), inArray(rules.id, [...ids])));
}

/** Which classifiers of the scope's tenant, or of its customers, have a rule. */
export async function findClassifiersWithRules(
  db: Queryable,
  scope: TenantScope,
  reach: ScopeReach,
): Promise<{ tenantId: number; classifierId: number }[]> {
  const inScope = await scope.reachFilter(db, reach);
  return db
    .select({ tenantId: rules.tenantId, classifierId: rules.classifierId })
    .from(rules)
    .where(inScope(rules.tenantId));
}
