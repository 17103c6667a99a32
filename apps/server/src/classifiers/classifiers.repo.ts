import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { RetentionPolicy } from '@vigil/contracts';
import type { Queryable } from '../db/client.js';
import { pgArray, readAll, type Reading } from '../db/rows.js';
import { usdToMicro } from '../rollups/money.js';
import type { ScopeReach } from '../tenants/tenant-scope.js';
import type { TenantScope } from '../tenants/tenant-scope.js';
import type { DefinitionColumns } from './classifier-definition.js';
import { classifierRegulations, classifiers } from './classifiers.tables.js';

/**
 * The customer's classifiers (classifiers, classifier_regulations). Every function acts in one
 * tenant, the scope's, except those that take a reach (ScopeReach).
 */

export type ClassifierRow = typeof classifiers.$inferSelect;

export interface NewClassifier extends DefinitionColumns {
  description?: string;
  countries?: string[];
  templateId?: number | null;
  testingGroupId?: number | null;
  filterVersion?: number;
  reasonForChange?: string | null;
  isBlocked?: boolean;
  processId?: number | null;
  fipsValidation?: boolean;
  retentionPolicies?: RetentionPolicy[];
  regulationIds?: number[];
}

/** Inserts classifiers of the tenant with their regulation links; returns them in input order. */
export async function insertClassifiers(
  db: Queryable,
  scope: TenantScope,
  items: NewClassifier[],
): Promise<ClassifierRow[]> {
  const tenantId = scope.tenantId;
  if (items.length === 0) return [];
  const rows = await db
    .insert(classifiers)
    .values(items.map(({ regulationIds: _links, ...c }) => ({ ...c, tenantId })))
    .returning();
  const links = rows.flatMap((row, i) =>
    (items[i]?.regulationIds ?? []).map((regulationId) => ({ tenantId, classifierId: row.id, regulationId })),
  );
  if (links.length > 0) await db.insert(classifierRegulations).values(links).onConflictDoNothing();
  return rows;
}

/** The tenant's active, non-deleted classifiers, by id. */
export function findActiveClassifiers(db: Queryable, scope: TenantScope): Promise<ClassifierRow[]> {
  return db
    .select()
    .from(classifiers)
    .where(
      and(
        eq(classifiers.tenantId, scope.tenantId),
        eq(classifiers.isActive, true),
        eq(classifiers.isDeleted, false),
      ),
    )
    .orderBy(asc(classifiers.id));
}

/** These live classifiers of the tenant, by id; `lock` holds their rows for the transaction. */
export async function findLiveClassifiers(
  db: Queryable,
  scope: TenantScope,
  ids: readonly number[],
  options: { lock?: boolean } = {},
): Promise<ClassifierRow[]> {
  if (ids.length === 0) return [];
  const query = db
    .select()
    .from(classifiers)
    .where(
      and(
        eq(classifiers.tenantId, scope.tenantId),
        inArray(classifiers.id, [...ids]),
        eq(classifiers.isDeleted, false),
      ),
    )
    .orderBy(asc(classifiers.id));
  return options.lock ? query.for('update') : query;
}

/** A live classifier of the tenant, or null; `lock` holds its row for the transaction. */
export async function findLiveClassifier(
  db: Queryable,
  scope: TenantScope,
  id: number,
  options: { lock?: boolean } = {},
): Promise<ClassifierRow | null> {
  return (await findLiveClassifiers(db, scope, [id], options))[0] ?? null;
}

export interface ClassifierValuation {
  valuePerRecordMicro: bigint;
  isSensitive: boolean;
  isActive: boolean;
}

/**
 * How the tenant's findings of these classifiers are valued. Ids of other tenants, unknown or
 * deleted classifiers are absent: their entries are not counted.
 */
export async function findClassifierValuations(
  db: Queryable,
  scope: TenantScope,
  ids: number[],
): Promise<Map<number, ClassifierValuation>> {
  return (await findValuationsWithLinks(db, scope, ids)).valuations;
}

export interface ValuationsWithLinks {
  valuations: Map<number, ClassifierValuation>;
  regulationLinks: Map<number, number[]>;
}

/**
 * findClassifierValuations and, in the same round trip, findRegulationLinks of the classifiers
 * found (ingest's hot path).
 */
export async function findValuationsWithLinks(
  db: Queryable,
  scope: TenantScope,
  ids: number[],
): Promise<ValuationsWithLinks> {
  return (await readAll(db, [valuationsWithLinks(scope, ids)]))[0];
}

/** findValuationsWithLinks as a reading, to read with others in one round trip (readAll). */
export function valuationsWithLinks(scope: TenantScope, ids: number[]): Reading<ValuationsWithLinks> {
  return {
    query:
      ids.length === 0
        ? null
        : sql`select c.id, c.value_per_record, c.is_sensitive, c.is_active,
            array(select r.regulation_id from ${classifierRegulations} r
              where r.tenant_id = ${scope.tenantId} and r.classifier_id = c.id order by r.regulation_id) as regulation_ids
          from ${classifiers} c
          where c.tenant_id = ${scope.tenantId} and c.id = any(${pgArray(ids, 'int4')}) and not c.is_deleted`,
    read: (rows) => {
      const valuations = new Map<number, ClassifierValuation>();
      const regulationLinks = new Map<number, number[]>();
      for (const r of rows as {
        id: number;
        value_per_record: number;
        is_sensitive: boolean;
        is_active: boolean;
        regulation_ids: number[];
      }[]) {
        valuations.set(r.id, {
          valuePerRecordMicro: usdToMicro(r.value_per_record),
          isSensitive: r.is_sensitive,
          isActive: r.is_active,
        });
        if (r.regulation_ids.length > 0) regulationLinks.set(r.id, r.regulation_ids.map(Number));
      }
      return { valuations, regulationLinks };
    },
  };
}

/** Regulation links of these classifiers of the tenant, deleted classifiers included. */
export async function findRegulationLinks(
  db: Queryable,
  scope: TenantScope,
  ids: readonly number[],
): Promise<Map<number, number[]>> {
  const out = new Map<number, number[]>();
  if (ids.length === 0) return out;
  const rows = await db
    .select({
      classifierId: classifierRegulations.classifierId,
      regulationId: classifierRegulations.regulationId,
    })
    .from(classifierRegulations)
    .where(
      and(
        eq(classifierRegulations.tenantId, scope.tenantId),
        inArray(classifierRegulations.classifierId, [...ids]),
      ),
    )
    .orderBy(asc(classifierRegulations.regulationId));
  for (const r of rows) {
    const list = out.get(r.classifierId);
    if (list) list.push(r.regulationId);
    else out.set(r.classifierId, [r.regulationId]);
  }
  return out;
}

/** A classifier as the compound checks see it. */
export interface CompoundCandidateRow {
  id: number;
  name: string;
  type: string;
  groups: ClassifierRow['compoundGroups'];
}

/** The tenant's live classifiers (only its compound ones with `compoundsOnly`) as the compound checks see them. */
export function findCompoundCandidates(
  db: Queryable,
  scope: TenantScope,
  options: { compoundsOnly?: boolean } = {},
): Promise<CompoundCandidateRow[]> {
  return db
    .select({
      id: classifiers.id,
      name: classifiers.name,
      type: classifiers.type,
      groups: classifiers.compoundGroups,
    })
    .from(classifiers)
    .where(
      and(
        eq(classifiers.tenantId, scope.tenantId),
        eq(classifiers.isDeleted, false),
        options.compoundsOnly ? eq(classifiers.type, 'COMPOUND') : undefined,
      ),
    );
}

/** The tenant's live copies of these templates (id, template), by id. */
export function findTemplateCopies(
  db: Queryable,
  scope: TenantScope,
  templateIds: readonly number[],
): Promise<{ id: number; templateId: number | null }[]> {
  if (templateIds.length === 0) return Promise.resolve([]);
  return db
    .select({ id: classifiers.id, templateId: classifiers.templateId })
    .from(classifiers)
    .where(
      and(
        eq(classifiers.tenantId, scope.tenantId),
        inArray(classifiers.templateId, [...templateIds]),
        eq(classifiers.isDeleted, false),
      ),
    )
    .orderBy(asc(classifiers.id));
}

export type ClassifierChanges = Partial<
  Omit<typeof classifiers.$inferInsert, 'tenantId' | 'id' | 'updatedAt'>
>;

/** Changes a classifier of the tenant (its updated time too). */
export async function updateClassifierRow(
  db: Queryable,
  scope: TenantScope,
  id: number,
  changes: ClassifierChanges,
): Promise<void> {
  await db
    .update(classifiers)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(and(eq(classifiers.tenantId, scope.tenantId), eq(classifiers.id, id)));
}

/** The classifier's regulations become exactly these. */
export async function replaceRegulationLinks(
  db: Queryable,
  scope: TenantScope,
  classifierId: number,
  regulationIds: readonly number[],
): Promise<void> {
  const tenantId = scope.tenantId;
  await db
    .delete(classifierRegulations)
    .where(
      and(eq(classifierRegulations.tenantId, tenantId), eq(classifierRegulations.classifierId, classifierId)),
    );
  if (regulationIds.length > 0)
    await db
      .insert(classifierRegulations)
      .values(regulationIds.map((regulationId) => ({ tenantId, classifierId, regulationId })));
}

/** Deleted classifiers stay as rows (the change history names them), inactive. */
export async function softDeleteClassifiers(
  db: Queryable,
  scope: TenantScope,
  ids: readonly number[],
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(classifiers)
    .set({ isDeleted: true, isActive: false, updatedAt: sql`now()` })
    .where(and(eq(classifiers.tenantId, scope.tenantId), inArray(classifiers.id, [...ids])));
}

/** The live template-based classifiers of the scope's tenant or of its customers, by id, with their regulations. */
export async function findTemplateBasedClassifiers(
  db: Queryable,
  scope: TenantScope,
  reach: ScopeReach,
): Promise<{ row: ClassifierRow; regulationIds: number[] }[]> {
  const inScope = await scope.reachFilter(db, reach);
  const rows = await db
    .select()
    .from(classifiers)
    .where(
      and(inScope(classifiers.tenantId), isNotNull(classifiers.templateId), eq(classifiers.isDeleted, false)),
    )
    .orderBy(asc(classifiers.id));
  if (rows.length === 0) return [];
  const links = await db
    .select()
    .from(classifierRegulations)
    .where(
      and(
        inScope(classifierRegulations.tenantId),
        inArray(
          classifierRegulations.classifierId,
          rows.map((r) => r.id),
        ),
      ),
    );
  const linksOf = new Map<string, number[]>();
  for (const l of links) {
    const key = `${l.tenantId}:${l.classifierId}`;
    const list = linksOf.get(key);
    if (list) list.push(l.regulationId);
    else linksOf.set(key, [l.regulationId]);
  }
  return rows.map((row) => ({
    row,
    regulationIds: (linksOf.get(`${row.tenantId}:${row.id}`) ?? []).sort((a, b) => a - b),
  }));
}
