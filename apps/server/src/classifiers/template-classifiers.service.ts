import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { Messages, TenantType, type ClassifierForm, type FilterType } from '@vigil/contracts';
import { recordAudit } from '../audit/audit.service.js';
import type { AuthUser } from '../common/context.js';
import { NotFoundError, ValidationError } from '../common/errors.js';
import type { Db, Queryable } from '../db/client.js';
import type { ListArgs, ListDefinition, ListResult } from '../graphql/list.js';
import { regulations } from '../regulations/regulations.tables.js';
import { resolveTenantScope } from '../tenants/tenant-scope.js';
import { findTenantById } from '../tenants/tenants.repo.js';
import {
  checkCompoundRefs,
  checkCountries,
  checkNotUsedByCompound,
  checkRegulationIds,
  copyName,
  definitionAuditState,
  classifierFormToDefinition,
  compoundClassifierIds,
  parseClassifierForm,
  storedColumns,
} from './classifier-input.js';
import { templateClassifierRegulations, templateClassifiers } from './classifiers.tables.js';
import { definitionView, type DefinitionView } from './classifiers.service.js';

/**
 * The back office's template classifiers: read by every signed-in user (customers see the Template
 * tab; a template in testing only by the customers of its testing group), written by SysAdmin.
 * A changed template gets the next filter version, so customers' copies show NOT_ACTUAL.
 */

export interface TemplateClassifierView extends DefinitionView {
  parentTemplateId: number | null;
}

type TemplateRow = typeof templateClassifiers.$inferSelect;

/** Which templates a caller may read: all (back office) or those in Prod and the customer's testing groups. */
async function visibleGroups(
  db: Queryable,
  user: AuthUser,
  tenantId: number | null | undefined,
): Promise<number[] | 'all'> {
  const scope = await resolveTenantScope(db, user, tenantId);
  if (scope.tenantType === TenantType.Root) return 'all';
  if (scope.tenantType !== TenantType.Customer) return [];
  return (await findTenantById(db, scope.tenantId))?.testingGroups ?? [];
}

function groupFilter(groups: number[] | 'all') {
  return groups === 'all'
    ? sql`true`
    : sql`(t.testing_group_id is null or t.testing_group_id = any(${sql.param(groups)}::int[]))`;
}

async function loadTemplateViews(db: Queryable, ids: number[]): Promise<TemplateClassifierView[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(templateClassifiers)
    .where(and(inArray(templateClassifiers.id, ids), eq(templateClassifiers.isDeleted, false)))
    .orderBy(asc(templateClassifiers.id));
  const links = await db
    .select({
      templateId: templateClassifierRegulations.templateClassifierId,
      id: regulations.id,
      name: regulations.name,
    })
    .from(templateClassifierRegulations)
    .innerJoin(regulations, eq(regulations.id, templateClassifierRegulations.regulationId))
    .where(inArray(templateClassifierRegulations.templateClassifierId, ids))
    .orderBy(asc(regulations.name), asc(regulations.id));
  return rows.map((r) => ({
    ...definitionView(
      r,
      links.filter((l) => l.templateId === r.id),
    ),
    parentTemplateId: r.parentTemplateId,
  }));
}

async function templateViewOf(db: Queryable, id: number): Promise<TemplateClassifierView> {
  const [view] = await loadTemplateViews(db, [id]);
  if (!view) throw new NotFoundError('Template classifier', id);
  return view;
}

function auditState(v: TemplateClassifierView): Record<string, unknown> {
  return definitionAuditState(v);
}

/** Live templates as the compound checks see them. */
function liveTemplates(db: Queryable) {
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

// --- Queries --------------------------------------------------------------------------------------

export async function getTemplateClassifier(
  db: Db,
  user: AuthUser,
  id: number,
  tenantId: number | null | undefined,
): Promise<TemplateClassifierView> {
  const groups = await visibleGroups(db, user, tenantId);
  const view = await templateViewOf(db, id);
  if (groups !== 'all' && view.testingGroupId !== null && !groups.includes(view.testingGroupId))
    throw new NotFoundError('Template classifier', id);
  return view;
}

export interface TemplateClassifierListRow {
  id: number;
  name: string;
  caption: string;
  description: string;
  filterType: FilterType;
  isActive: boolean;
  isSensitive: boolean;
  valuePerRecord: number;
  filterVersion: number;
  testingGroupId: number | null;
  parentTemplateId: number | null;
  reasonForChange: string | null;
  regulations: number[];
  updatedAt: Date;
}

export async function listTemplateClassifiers(
  db: Db,
  user: AuthUser,
  list: ListDefinition<TemplateClassifierListRow>,
  args: ListArgs & { tenantId?: number | null },
): Promise<ListResult<TemplateClassifierListRow>> {
  const groups = await visibleGroups(db, user, args.tenantId);
  return list.run(
    db,
    sql`select t.id as "id", t.name as "name", t.caption as "caption", t.description as "description",
        t.type as "filterType", t.is_active as "isActive", t.is_sensitive as "isSensitive",
        t.value_per_record as "valuePerRecord", t.filter_version as "filterVersion",
        t.testing_group_id as "testingGroupId", t.parent_template_id as "parentTemplateId",
        t.reason_for_change as "reasonForChange", t.updated_at as "updatedAt",
        coalesce((select array_agg(l.regulation_id order by l.regulation_id) from template_classifier_regulations l
          where l.template_classifier_id = t.id), '{}'::int[]) as "regulations"
      from template_classifiers t
      where not t.is_deleted and ${groupFilter(groups)}`,
    args,
  );
}

// --- Mutations ------------------------------------------------------------------------------------

async function lockTemplate(db: Queryable, id: number): Promise<TemplateRow> {
  const [row] = await db
    .select()
    .from(templateClassifiers)
    .where(and(eq(templateClassifiers.id, id), eq(templateClassifiers.isDeleted, false)))
    .for('update');
  if (!row) throw new NotFoundError('Template classifier', id);
  return row;
}

/** A template's stored columns from its form; compound items name live templates, without a cycle. */
async function templateColumns(
  db: Queryable,
  form: ClassifierForm,
  old: Pick<TemplateRow, 'id' | 'rules'> | null,
) {
  const self = old?.id ?? null;
  const fields = classifierFormToDefinition(form, { previousRules: old?.rules });
  const refs = compoundClassifierIds(fields);
  if (refs.length > 0) checkCompoundRefs(refs, await liveTemplates(db), self, 'Template classifier');
  checkCountries(fields.countries);
  return storedColumns(fields);
}

async function replaceTemplateLinks(db: Queryable, templateId: number, ids: number[]): Promise<void> {
  await db
    .delete(templateClassifierRegulations)
    .where(eq(templateClassifierRegulations.templateClassifierId, templateId));
  if (ids.length > 0)
    await db
      .insert(templateClassifierRegulations)
      .values(ids.map((regulationId) => ({ templateClassifierId: templateId, regulationId })));
}

async function audit(
  db: Queryable,
  user: AuthUser,
  entityId: number,
  entityName: string,
  operation: 'CREATE' | 'UPDATE' | 'DELETE',
  states: { before?: unknown; after?: unknown; additionalData?: unknown },
): Promise<void> {
  await recordAudit(db, user, {
    scope: await resolveTenantScope(db, user, user.tenantId),
    entityType: 'TemplateClassifier',
    entityId,
    entityName,
    operation,
    ...states,
  });
}

export async function createTemplateClassifier(
  db: Db,
  user: AuthUser,
  input: unknown,
): Promise<TemplateClassifierView> {
  const form = parseClassifierForm(input, { admin: true, template: true });
  return db.transaction(async (tx) => {
    const regulationIds = await checkRegulationIds(tx, form.regulations);
    const columns = await templateColumns(tx, form, null);
    const [row] = await tx
      .insert(templateClassifiers)
      .values({
        ...columns,
        filterVersion: form.filterVersion ?? 1,
        reasonForChange: form.reasonForChange ?? null,
      })
      .returning({ id: templateClassifiers.id });
    if (!row) throw new Error('template insert failed');
    await replaceTemplateLinks(tx, row.id, regulationIds);
    const view = await templateViewOf(tx, row.id);
    await audit(tx, user, row.id, view.name, 'CREATE', { after: auditState(view) });
    return view;
  });
}

/** The filter version after a change: the one given if higher, else the next. */
function nextVersion(old: number, given: number | null | undefined): number {
  return Math.max(old + 1, given ?? 0);
}

export async function updateTemplateClassifier(
  db: Db,
  user: AuthUser,
  id: number,
  input: unknown,
): Promise<TemplateClassifierView> {
  const form = parseClassifierForm(input, { admin: true, template: true });
  return db.transaction(async (tx) => {
    const old = await lockTemplate(tx, id);
    if (form.type !== old.type) throw new ValidationError(Messages.classifierTypeLocked, 'type');
    const before = await templateViewOf(tx, id);
    const regulationIds = await checkRegulationIds(tx, form.regulations);
    const columns = await templateColumns(tx, form, old);
    await tx
      .update(templateClassifiers)
      .set({
        ...columns,
        filterVersion: nextVersion(old.filterVersion, form.filterVersion),
        reasonForChange: form.reasonForChange ?? null,
        updatedAt: sql`now()`,
      })
      .where(eq(templateClassifiers.id, id));
    await replaceTemplateLinks(tx, id, regulationIds);
    const after = await templateViewOf(tx, id);
    await audit(tx, user, id, after.name, 'UPDATE', { before: auditState(before), after: auditState(after) });
    return after;
  });
}

export async function updateTemplateClassifierListItem(
  db: Db,
  user: AuthUser,
  request: { id: number; isActive?: boolean | null; isSensitive?: boolean | null },
): Promise<TemplateClassifierView> {
  const changes: { isActive?: boolean; isSensitive?: boolean } = {};
  if (request.isActive != null) changes.isActive = request.isActive;
  if (request.isSensitive != null) changes.isSensitive = request.isSensitive;
  if (Object.keys(changes).length === 0)
    throw new ValidationError('Nothing to change: give isActive or isSensitive', 'request');
  return db.transaction(async (tx) => {
    const old = await lockTemplate(tx, request.id);
    // Sensitivity is part of the definition customers copy: it makes a new version; On/Off does not.
    const bump = changes.isSensitive !== undefined && changes.isSensitive !== old.isSensitive;
    await tx
      .update(templateClassifiers)
      .set({
        ...changes,
        ...(bump ? { filterVersion: old.filterVersion + 1 } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(templateClassifiers.id, old.id));
    await audit(tx, user, old.id, old.name, 'UPDATE', {
      before: { isActive: old.isActive, isSensitive: old.isSensitive, filterVersion: old.filterVersion },
      after: { ...changes, filterVersion: bump ? old.filterVersion + 1 : old.filterVersion },
    });
    return templateViewOf(tx, old.id);
  });
}

/** Deletes templates (kept as deleted rows: customers' copies then show DEPRECATED in policy updates). */
export async function deleteTemplateClassifiers(db: Db, user: AuthUser, idsIn: number[]): Promise<number[]> {
  const ids = [...new Set(idsIn)].sort((a, b) => a - b);
  if (ids.length === 0) throw new ValidationError(Messages.required, 'ids');
  if (ids.length > 1000) throw new ValidationError(Messages.maxValue(1000), 'ids');
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({ id: templateClassifiers.id })
      .from(templateClassifiers)
      .where(and(inArray(templateClassifiers.id, ids), eq(templateClassifiers.isDeleted, false)))
      .for('update');
    const missing = ids.find((id) => !rows.some((r) => r.id === id));
    if (missing !== undefined) throw new NotFoundError('Template classifier', missing);
    checkNotUsedByCompound(ids, await liveTemplates(tx));
    const before = await loadTemplateViews(tx, ids);
    await tx
      .update(templateClassifiers)
      .set({ isDeleted: true, updatedAt: sql`now()` })
      .where(inArray(templateClassifiers.id, ids));
    for (const v of before) await audit(tx, user, v.id, v.name, 'DELETE', { before: auditState(v) });
    return ids;
  });
}

/**
 * createTemplateFromExisting: a copy of a template to edit safely, remembering its parent
 * (parentTemplateId). It is created inactive, so no customer gets it; updateByCopy writes it back.
 */
export async function createTemplateFromExisting(
  db: Db,
  user: AuthUser,
  templateId: number,
): Promise<number> {
  return db.transaction(async (tx) => {
    const src = await lockTemplate(tx, templateId);
    const links = await tx
      .select({ id: templateClassifierRegulations.regulationId })
      .from(templateClassifierRegulations)
      .where(eq(templateClassifierRegulations.templateClassifierId, src.id));
    const { id: _id, key: _k, definitionHash: _h, createdAt: _c, updatedAt: _u, ...copy } = src;
    const [row] = await tx
      .insert(templateClassifiers)
      .values({ ...copy, name: copyName(src.name), isActive: false, parentTemplateId: src.id })
      .returning({ id: templateClassifiers.id });
    if (!row) throw new Error('template insert failed');
    await replaceTemplateLinks(
      tx,
      row.id,
      links.map((l) => l.id),
    );
    const view = await templateViewOf(tx, row.id);
    await audit(tx, user, row.id, view.name, 'CREATE', {
      after: auditState(view),
      additionalData: { parentTemplateId: src.id },
    });
    return row.id;
  });
}

/**
 * updateByCopy: the copy's definition (conditions, valuation, regulations, countries, description,
 * reason for change) replaces its parent's, which keeps its name, On/Off state and testing group
 * and gets the next filter version. `deleteCopy` deletes the copy in the same transaction.
 */
export async function updateByCopy(
  db: Db,
  user: AuthUser,
  copyId: number,
  deleteCopy: boolean,
): Promise<TemplateClassifierView> {
  return db.transaction(async (tx) => {
    const copy = await lockTemplate(tx, copyId);
    if (copy.parentTemplateId === null)
      throw new ValidationError('This template classifier is not a copy of another one', 'templateId');
    const parent = await lockTemplate(tx, copy.parentTemplateId);
    if (!copy.reasonForChange) throw new ValidationError(Messages.reasonForChangeRequired, 'reasonForChange');
    const before = await templateViewOf(tx, parent.id);
    const links = await tx
      .select({ id: templateClassifierRegulations.regulationId })
      .from(templateClassifierRegulations)
      .where(eq(templateClassifierRegulations.templateClassifierId, copy.id));
    await tx
      .update(templateClassifiers)
      .set({
        caption: copy.caption,
        description: copy.description,
        type: copy.type,
        isSensitive: copy.isSensitive,
        valuePerRecord: copy.valuePerRecord,
        lists: copy.lists,
        rulesMatch: copy.rulesMatch,
        rules: copy.rules,
        countUniqueEntries: copy.countUniqueEntries,
        extensions: copy.extensions,
        fileSourceType: copy.fileSourceType,
        processNames: copy.processNames,
        folder: copy.folder,
        compoundRootLogicalOperator: copy.compoundRootLogicalOperator,
        compoundGroups: copy.compoundGroups,
        countries: copy.countries,
        reasonForChange: copy.reasonForChange,
        filterVersion: nextVersion(parent.filterVersion, copy.filterVersion),
        updatedAt: sql`now()`,
      })
      .where(eq(templateClassifiers.id, parent.id));
    await replaceTemplateLinks(
      tx,
      parent.id,
      links.map((l) => l.id),
    );
    const after = await templateViewOf(tx, parent.id);
    await audit(tx, user, parent.id, parent.name, 'UPDATE', {
      before: auditState(before),
      after: auditState(after),
      additionalData: { fromCopyId: copy.id },
    });
    if (deleteCopy) {
      const copyView = await templateViewOf(tx, copy.id);
      await tx
        .update(templateClassifiers)
        .set({ isDeleted: true, updatedAt: sql`now()` })
        .where(eq(templateClassifiers.id, copy.id));
      await audit(tx, user, copy.id, copy.name, 'DELETE', { before: auditState(copyView) });
    }
    return after;
  });
}
