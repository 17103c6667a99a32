import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { regulations } from '../regulations/regulations.tables.js';
import { templateClassifierRegulations, templateClassifiers } from './classifiers.tables.js';

export type TemplateClassifierRow = typeof templateClassifiers.$inferSelect;
export type NewTemplateClassifier = typeof templateClassifiers.$inferInsert;
export type NewRegulation = typeof regulations.$inferInsert;

/** Inserts or updates library regulations by key; returns key → id. */
export async function upsertRegulationsByKey(
  db: Queryable,
  rows: (NewRegulation & { key: string })[],
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  if (rows.length === 0) return ids;
  const saved = await db
    .insert(regulations)
    .values(rows)
    .onConflictDoUpdate({
      target: regulations.key,
      set: {
        name: sql`excluded.name`,
        description: sql`excluded.description`,
        region: sql`excluded.region`,
        sortNumber: sql`excluded.sort_number`,
        setByDefault: sql`excluded.set_by_default`,
        canBeSetForCountries: sql`excluded.can_be_set_for_countries`,
        availableCountries: sql`excluded.available_countries`,
        updatedAt: sql`now()`,
      },
      // Only a real change touches the row (and its updated_at).
      setWhere: sql`(regulations.name, regulations.description, regulations.region, regulations.sort_number,
        regulations.set_by_default, regulations.can_be_set_for_countries, regulations.available_countries)
        is distinct from (excluded.name, excluded.description, excluded.region, excluded.sort_number,
        excluded.set_by_default, excluded.can_be_set_for_countries, excluded.available_countries)`,
    })
    .returning({ id: regulations.id, key: regulations.key });
  for (const r of saved) if (r.key) ids.set(r.key, r.id);
  // Unchanged rows return nothing from the upsert: read them.
  const missing = rows.map((r) => r.key).filter((k) => !ids.has(k));
  if (missing.length > 0) {
    const found = await db
      .select({ id: regulations.id, key: regulations.key })
      .from(regulations)
      .where(inArray(regulations.key, missing));
    for (const r of found) if (r.key) ids.set(r.key, r.id);
  }
  return ids;
}

export function findTemplatesByKey(
  db: Queryable,
  keys: string[],
): Promise<{ id: number; key: string | null; definitionHash: string | null }[]> {
  if (keys.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: templateClassifiers.id,
      key: templateClassifiers.key,
      definitionHash: templateClassifiers.definitionHash,
    })
    .from(templateClassifiers)
    .where(and(isNotNull(templateClassifiers.key), inArray(templateClassifiers.key, keys)));
}

export async function insertTemplates(
  db: Queryable,
  rows: NewTemplateClassifier[],
): Promise<{ id: number; key: string | null }[]> {
  if (rows.length === 0) return [];
  return db
    .insert(templateClassifiers)
    .values(rows)
    .onConflictDoNothing({ target: templateClassifiers.key })
    .returning({ id: templateClassifiers.id, key: templateClassifiers.key });
}

/** A changed library template: new content, next filter version. */
export async function updateTemplate(db: Queryable, id: number, row: NewTemplateClassifier): Promise<void> {
  await db
    .update(templateClassifiers)
    .set({
      ...row,
      filterVersion: sql`${templateClassifiers.filterVersion} + 1`,
      updatedAt: sql`now()`,
    })
    .where(eq(templateClassifiers.id, id));
}

export async function replaceTemplateRegulations(
  db: Queryable,
  templateId: number,
  regulationIds: number[],
): Promise<void> {
  await db
    .delete(templateClassifierRegulations)
    .where(eq(templateClassifierRegulations.templateClassifierId, templateId));
  if (regulationIds.length === 0) return;
  await db
    .insert(templateClassifierRegulations)
    .values(regulationIds.map((regulationId) => ({ templateClassifierId: templateId, regulationId })))
    .onConflictDoNothing();
}
