import { and, asc, eq, inArray } from 'drizzle-orm';
import type { RetentionPolicy } from '@vigil/contracts';
import type { Queryable } from '../db/client.js';
import { usdToMicro } from '../rollups/money.js';
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
  processId?: number | null;
  fipsValidation?: boolean;
  retentionPolicies?: RetentionPolicy[];
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
    .where(
      and(
        eq(classifiers.tenantId, tenantId),
        eq(classifiers.isActive, true),
        eq(classifiers.isDeleted, false),
      ),
    )
    .orderBy(asc(classifiers.id));
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
    })
    .from(classifiers)
    .where(
      and(eq(classifiers.tenantId, tenantId), inArray(classifiers.id, ids), eq(classifiers.isDeleted, false)),
    );
  for (const r of rows) {
    out.set(r.id, {
      valuePerRecordMicro: usdToMicro(r.valuePerRecord),
      isSensitive: r.isSensitive,
      isActive: r.isActive,
    });
  }
  return out;
}

/** Regulation links of these classifiers of the tenant, deleted classifiers included. */
export async function findRegulationLinks(
  db: Queryable,
  tenantId: number,
  ids: number[],
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
      and(eq(classifierRegulations.tenantId, tenantId), inArray(classifierRegulations.classifierId, ids)),
    )
    .orderBy(asc(classifierRegulations.regulationId));
  for (const r of rows) {
    const list = out.get(r.classifierId);
    if (list) list.push(r.regulationId);
    else out.set(r.classifierId, [r.regulationId]);
  }
  return out;
}
