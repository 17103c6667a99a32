import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { templateClassifierRegulations, templateClassifiers } from './classifiers.tables.js';

/**
 * The back office's template classifiers (template_classifiers, template_classifier_regulations):
 * global, like the regulations they name, so no function here takes a tenant.
 */

export type TemplateClassifierRow = typeof templateClassifiers.$inferSelect;
export type NewTemplateClassifier = typeof templateClassifiers.$inferInsert;

/** A template with its regulations, as copies are made of it and compared with it. */
export interface LoadedTemplate {
  row: TemplateClassifierRow;
  regulationIds: number[];
}

/** These live templates, by id; `lock` holds their rows for the transaction. */
export async function findLiveTemplates(
  db: Queryable,
  ids: readonly number[],
  options: { lock?: boolean } = {},
): Promise<TemplateClassifierRow[]> {
  if (ids.length === 0) return [];
  const query = db
    .select()
    .from(templateClassifiers)
    .where(and(inArray(templateClassifiers.id, [...ids]), eq(templateClassifiers.isDeleted, false)))
    .orderBy(asc(templateClassifiers.id));
  return options.lock ? query.for('update') : query;
}

/** A live template, or null; `lock` holds its row for the transaction. */
export async function findLiveTemplate(
  db: Queryable,
  id: number,
  options: { lock?: boolean } = {},
): Promise<TemplateClassifierRow | null> {
  return (await findLiveTemplates(db, [id], options))[0] ?? null;
}

/** A template's name, deleted or not (messages name the template a compound needs). */
export async function findTemplateName(db: Queryable, id: number): Promise<string | null> {
  const [row] = await db
    .select({ name: templateClassifiers.name })
    .from(templateClassifiers)
    .where(eq(templateClassifiers.id, id));
  return row?.name ?? null;
}

/** The regulation ids of these templates (each sorted). */
export async function findTemplateRegulationIds(
  db: Queryable,
  templateIds: readonly number[],
): Promise<Map<number, number[]>> {
  const out = new Map<number, number[]>();
  if (templateIds.length === 0) return out;
  const links = await db
    .select()
    .from(templateClassifierRegulations)
    .where(inArray(templateClassifierRegulations.templateClassifierId, [...templateIds]))
    .orderBy(asc(templateClassifierRegulations.regulationId));
  for (const l of links) {
    const list = out.get(l.templateClassifierId);
    if (list) list.push(l.regulationId);
    else out.set(l.templateClassifierId, [l.regulationId]);
  }
  return out;
}

/** Every template (deleted ones included: copies of them are DEPRECATED) with its regulations. */
export async function findAllTemplates(db: Queryable): Promise<Map<number, LoadedTemplate>> {
  const rows = await db.select().from(templateClassifiers).orderBy(asc(templateClassifiers.id));
  const links = await db.select().from(templateClassifierRegulations);
  const out = new Map<number, LoadedTemplate>(rows.map((row) => [row.id, { row, regulationIds: [] }]));
  for (const l of links) out.get(l.templateClassifierId)?.regulationIds.push(l.regulationId);
  for (const t of out.values()) t.regulationIds.sort((a, b) => a - b);
  return out;
}

/**
 * The active, live templates of these regulations, by id, with their regulations (which a
 * customer may have is template-visibility.ts's).
 */
export async function findTemplatesOfRegulations(
  db: Queryable,
  regulationIds: readonly number[],
): Promise<LoadedTemplate[]> {
  if (regulationIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ template: templateClassifiers })
    .from(templateClassifiers)
    .innerJoin(
      templateClassifierRegulations,
      eq(templateClassifierRegulations.templateClassifierId, templateClassifiers.id),
    )
    .where(
      and(
        inArray(templateClassifierRegulations.regulationId, [...regulationIds]),
        eq(templateClassifiers.isActive, true),
        eq(templateClassifiers.isDeleted, false),
      ),
    );
  const templates = rows.map((r) => r.template).sort((a, b) => a.id - b.id);
  const links = await findTemplateRegulationIds(
    db,
    templates.map((t) => t.id),
  );
  return templates.map((row) => ({ row, regulationIds: links.get(row.id) ?? [] }));
}

/** Every template (deleted ones too, as policy updates read them) as the visibility rule sees it. */
export function findTemplateNodes(db: Queryable) {
  return db
    .select({
      id: templateClassifiers.id,
      testingGroupId: templateClassifiers.testingGroupId,
      compoundGroups: templateClassifiers.compoundGroups,
    })
    .from(templateClassifiers);
}

/** Live templates as the compound checks see them. */
export function findTemplateCompoundCandidates(db: Queryable) {
  return db
    .select({
      id: templateClassifiers.id,
      name: templateClassifiers.name,
      type: templateClassifiers.type,
      groups: templateClassifiers.compoundGroups,
    })
    .from(templateClassifiers)
    .where(eq(templateClassifiers.isDeleted, false));
}

/** Serialises concurrent seeding (several processes or test files on one PostgreSQL). */
const LIBRARY_LOCK = 724_512;

/** Holds the library's seeding lock for the rest of the transaction. */
export async function lockLibrary(db: Queryable): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${LIBRARY_LOCK})`);
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

/** Inserts templates; a library key already present is skipped. Returns the inserted ones. */
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

export type TemplateChanges = Partial<Omit<NewTemplateClassifier, 'id' | 'updatedAt'>>;

/** Changes a template (its updated time too). */
export async function updateTemplateRow(db: Queryable, id: number, changes: TemplateChanges): Promise<void> {
  await db
    .update(templateClassifiers)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(templateClassifiers.id, id));
}

/** A changed library template: new content, next filter version. */
export async function updateLibraryTemplate(
  db: Queryable,
  id: number,
  row: NewTemplateClassifier,
): Promise<void> {
  await db
    .update(templateClassifiers)
    .set({
      ...row,
      filterVersion: sql`${templateClassifiers.filterVersion} + 1`,
      updatedAt: sql`now()`,
    })
    .where(eq(templateClassifiers.id, id));
}

/** Deleted templates stay as rows: customers' copies of them show DEPRECATED. */
export async function softDeleteTemplates(db: Queryable, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(templateClassifiers)
    .set({ isDeleted: true, updatedAt: sql`now()` })
    .where(inArray(templateClassifiers.id, [...ids]));
}

/** The template's regulations become exactly these. */
export async function replaceTemplateRegulations(
  db: Queryable,
  templateId: number,
  regulationIds: readonly number[],
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
