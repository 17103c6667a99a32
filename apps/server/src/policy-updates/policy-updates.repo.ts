import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import {
  classifierRegulations,
  classifiers,
  templateClassifierRegulations,
  templateClassifiers,
} from '../classifiers/classifiers.tables.js';
import { insertClassifiers, type ClassifierRow } from '../classifiers/classifiers.repo.js';
import { managedColumns } from '../classifiers/classifier-definition.js';
import { regulations, tenantRegulations } from '../regulations/regulations.tables.js';
import { tenants } from '../tenants/tenants.tables.js';
import type { ClassifierFacts, ManagedDefinition, RegulationRef, TemplateFacts } from './policy-status.js';

export type TemplateRow = typeof templateClassifiers.$inferSelect;

type DefinitionSource = Pick<
  ClassifierRow,
  | 'name'
  | 'caption'
  | 'description'
  | 'type'
  | 'lists'
  | 'rulesMatch'
  | 'rules'
  | 'countUniqueEntries'
  | 'extensions'
  | 'fileSourceType'
  | 'processNames'
  | 'folder'
  | 'compoundRootLogicalOperator'
  | 'compoundGroups'
  | 'countries'
>;

function managedDefinition(row: DefinitionSource, regulationIds: number[]): ManagedDefinition {
  return {
    name: row.name,
    caption: row.caption,
    description: row.description,
    type: row.type,
    lists: row.lists,
    rulesMatch: row.rulesMatch,
    rules: row.rules,
    countUniqueEntries: row.countUniqueEntries,
    extensions: row.extensions,
    fileSourceType: row.fileSourceType ?? null,
    processNames: row.processNames,
    folder: row.folder ?? null,
    compoundRootLogicalOperator: row.compoundRootLogicalOperator,
    compoundGroups: row.compoundGroups,
    countries: row.countries,
    regulationIds,
  };
}

export interface LoadedTemplate {
  row: TemplateRow;
  regulationIds: number[];
}

/** Every template (deleted ones included: copies of them are DEPRECATED) with its regulations. */
export async function loadTemplates(db: Queryable): Promise<Map<number, LoadedTemplate>> {
  const rows = await db.select().from(templateClassifiers).orderBy(asc(templateClassifiers.id));
  const links = await db.select().from(templateClassifierRegulations);
  const out = new Map<number, LoadedTemplate>(rows.map((row) => [row.id, { row, regulationIds: [] }]));
  for (const l of links) out.get(l.templateClassifierId)?.regulationIds.push(l.regulationId);
  for (const t of out.values()) t.regulationIds.sort((a, b) => a - b);
  return out;
}

export function templateFacts(t: LoadedTemplate, testingGroups: readonly number[]): TemplateFacts {
  return {
    id: t.row.id,
    name: t.row.name,
    isActive: t.row.isActive,
    isDeleted: t.row.isDeleted,
    availableToTenant: t.row.testingGroupId === null || testingGroups.includes(t.row.testingGroupId),
    filterVersion: t.row.filterVersion,
    definition: managedDefinition(t.row, t.regulationIds),
  };
}

export interface TenantPolicyFacts {
  tenantId: number;
  testingGroups: number[];
  selected: RegulationRef[];
  classifiers: (ClassifierFacts & { row: ClassifierRow })[];
}

/** The selected regulations and live template-based classifiers of these customers. */
export async function loadTenantFacts(
  db: Queryable,
  tenantIds: number[],
): Promise<Map<number, TenantPolicyFacts>> {
  const out = new Map<number, TenantPolicyFacts>();
  if (tenantIds.length === 0) return out;
  const tenantRows = await db
    .select({ id: tenants.id, testingGroups: tenants.testingGroups })
    .from(tenants)
    .where(inArray(tenants.id, tenantIds));
  for (const t of tenantRows)
    out.set(t.id, { tenantId: t.id, testingGroups: t.testingGroups, selected: [], classifiers: [] });

  const selected = await db
    .select({ tenantId: tenantRegulations.tenantId, id: regulations.id, name: regulations.name })
    .from(tenantRegulations)
    .innerJoin(regulations, eq(regulations.id, tenantRegulations.regulationId))
    .where(and(inArray(tenantRegulations.tenantId, tenantIds), eq(regulations.isDeleted, false)))
    .orderBy(asc(regulations.sortNumber), asc(regulations.name), asc(regulations.id));
  for (const s of selected) out.get(s.tenantId)?.selected.push({ id: s.id, name: s.name });

  const rows = await db
    .select({
      c: classifiers,
      containsRules: sql<boolean>`exists (select 1 from rules r
        where r.tenant_id = "classifiers"."tenant_id" and r.classifier_id = "classifiers"."id")`,
    })
    .from(classifiers)
    .where(
      and(
        inArray(classifiers.tenantId, tenantIds),
        isNotNull(classifiers.templateId),
        eq(classifiers.isDeleted, false),
      ),
    )
    .orderBy(asc(classifiers.id));
  const links = rows.length
    ? await db
        .select()
        .from(classifierRegulations)
        .where(
          and(
            inArray(classifierRegulations.tenantId, tenantIds),
            inArray(
              classifierRegulations.classifierId,
              rows.map((r) => r.c.id),
            ),
          ),
        )
    : [];
  const linkMap = new Map<string, number[]>();
  for (const l of links) {
    const key = `${l.tenantId}:${l.classifierId}`;
    const list = linkMap.get(key);
    if (list) list.push(l.regulationId);
    else linkMap.set(key, [l.regulationId]);
  }
  for (const { c, containsRules } of rows) {
    out.get(c.tenantId)?.classifiers.push({
      row: c,
      id: c.id,
      name: c.name,
      templateId: c.templateId!,
      isBlocked: c.isBlocked,
      filterVersion: c.filterVersion,
      containsRules: Boolean(containsRules),
      definition: managedDefinition(
        c,
        (linkMap.get(`${c.tenantId}:${c.id}`) ?? []).sort((a, b) => a - b),
      ),
    });
  }
  return out;
}

/** ADD: a copy of the template, as a new customer gets it (provisionCustomer). */
export async function copyTemplate(
  db: Queryable,
  tenantId: number,
  t: LoadedTemplate,
): Promise<ClassifierRow> {
  const [created] = await insertClassifiers(db, tenantId, [
    {
      ...managedColumns(t.row),
      isSensitive: t.row.isSensitive,
      isActive: true,
      valuePerRecord: t.row.valuePerRecord,
      templateId: t.row.id,
      filterVersion: t.row.filterVersion,
      reasonForChange: t.row.reasonForChange,
      regulationIds: t.regulationIds,
    },
  ]);
  return created!;
}

/**
 * UPDATE: the template's definition, filter version and regulations; the customer's own fields
 * (isActive, isSensitive, valuePerRecord, retention, FIPS, testing group, block) stay.
 */
export async function replaceDefinition(
  db: Queryable,
  tenantId: number,
  classifierId: number,
  t: LoadedTemplate,
): Promise<void> {
  await db
    .update(classifiers)
    .set({
      ...managedColumns(t.row),
      filterVersion: t.row.filterVersion,
      reasonForChange: t.row.reasonForChange,
      updatedAt: sql`now()`,
    })
    .where(and(eq(classifiers.tenantId, tenantId), eq(classifiers.id, classifierId)));
  await db
    .delete(classifierRegulations)
    .where(
      and(eq(classifierRegulations.tenantId, tenantId), eq(classifierRegulations.classifierId, classifierId)),
    );
  if (t.regulationIds.length > 0)
    await db
      .insert(classifierRegulations)
      .values(t.regulationIds.map((regulationId) => ({ tenantId, classifierId, regulationId })));
}

/** DELETE: the classifier is soft-deleted (its findings are removed by removeClassifierFindings). */
export async function softDeleteClassifier(
  db: Queryable,
  tenantId: number,
  classifierId: number,
): Promise<void> {
  await db
    .update(classifiers)
    .set({ isDeleted: true, isActive: false, updatedAt: sql`now()` })
    .where(and(eq(classifiers.tenantId, tenantId), eq(classifiers.id, classifierId)));
}

/** Serialises policy updates of one customer (two Update All clicks never add a template twice). */
export async function lockTenantRow(db: Queryable, tenantId: number): Promise<void> {
  await db.execute(sql`select id from tenants where id = ${tenantId} for update`);
}
