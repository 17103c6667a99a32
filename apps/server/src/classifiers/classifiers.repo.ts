import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { usdToMicro } from '../risk/money.js';
import { classifierRegulations, classifiers } from './classifiers.tables.js';
import type { DefinitionColumns } from './classifier-definition.js';

export type ClassifierRow = typeof classifiers.$inferSelect;

export interface NewClassifier extends DefinitionColumns {
  description?: string;
  countries?: string[];
  templateId?: number | null;
  testingGroupId?: number | null;
  filterVersion?: number;
  reasonForChange?: string | null;
  isBlocked?: boolean;
  regulationIds?: number[];
}

/** Inserts classifiers of one tenant with their regulation links; returns them in input order. */
export async function insertClassifiers(
  db: Queryable,
  tenantId: number,
  items: NewClassifier[],
): Promise<ClassifierRow[]> {
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
export function findActiveClassifiers(db: Queryable, tenantId: number): Promise<ClassifierRow[]> {
  return db
    .select()
    .from(classifiers)
    .where(and(eq(classifiers.tenantId, tenantId), eq(classifiers.isActive, true), eq(classifiers.isDeleted, false)))
    .orderBy(asc(classifiers.id));
}

export interface ClassifierValuation {
  valuePerRecordMicro: bigint;
  isSensitive: boolean;
  isActive: boolean;
  regulationIds: number[];
}

/**
 * How the tenant's findings of these classifiers are valued. Ids of other tenants, unknown or
 * deleted classifiers are absent: their entries are not counted.
 */
export async function findClassifierValuations(
  db: Queryable,
  tenantId: number,
  ids: number[],
): Promise<Map<number, ClassifierValuation>> {
  const out = new Map<number, ClassifierValuation>();
  if (ids.length === 0) return out;
  const rows = await db
    .select({
      id: classifiers.id,
      valuePerRecord: classifiers.valuePerRecord,
      isSensitive: classifiers.isSensitive,
      isActive: classifiers.isActive,
      regulationIds: sql<number[]>`coalesce(array_agg(${classifierRegulations.regulationId} order by ${classifierRegulations.regulationId}) filter (where ${classifierRegulations.regulationId} is not null), '{}')`,
    })
    .from(classifiers)
    .leftJoin(
      classifierRegulations,
      and(
        eq(classifierRegulations.tenantId, classifiers.tenantId),
        eq(classifierRegulations.classifierId, classifiers.id),
      ),
    )
    .where(and(eq(classifiers.tenantId, tenantId), inArray(classifiers.id, ids), eq(classifiers.isDeleted, false)))
    .groupBy(classifiers.id, classifiers.valuePerRecord, classifiers.isSensitive, classifiers.isActive);
  for (const r of rows) {
    out.set(r.id, {
      valuePerRecordMicro: usdToMicro(r.valuePerRecord),
      isSensitive: r.isSensitive,
      isActive: r.isActive,
      regulationIds: r.regulationIds.map(Number),
    });
  }
  return out;
}
