import { Messages, type ClassifierForm } from '@vigil/contracts';
import { recordAudit } from '../audit/audit.service.js';
import type { AuthUser } from '../common/context.js';
import { NotFoundError, ValidationError } from '../common/errors.js';
import type { Db, Queryable } from '../db/client.js';
import { isSysAdmin } from '../graphql/guards.js';
import type { ListArgs, ListDefinition, ListResult } from '../graphql/list.js';
import { checkRegulationIds, keepUnseenLinks } from '../regulations/regulations.service.js';
import { resolveOwnScope } from '../tenants/tenant-scope.js';
import { resolveTenantScope, type TenantScope } from '../tenants/tenant-scope.js';
import {
  checkCompoundRefs,
  checkCountries,
  checkNotUsedByCompound,
  classifierFormToDefinition,
  compoundClassifierIds,
  copyName,
  definitionAuditState,
  parseClassifierForm,
  storedColumns,
} from './classifier-input.js';
import {
  loadTemplateViews,
  templateListQuery,
  type TemplateClassifierListRow,
  type TemplateClassifierView,
} from './template-classifiers.read-model.js';
import { findHiddenTemplateIds, templateGroupsOf } from './template-visibility.js';
import {
  findLiveTemplate,
  findLiveTemplates,
  findTemplateCompoundCandidates,
  findTemplateRegulationIds,
  insertTemplates,
  replaceTemplateRegulations,
  softDeleteTemplates,
  updateTemplateRow,
  type TemplateClassifierRow,
} from './template-classifiers.repo.js';

/**
 * The back office's template classifiers: read by every signed-in user (customers see the Template
 * tab; a template in testing only by the customers of its testing group), written by SysAdmin.
 * A changed template gets the next filter version, so customers' copies show NOT_ACTUAL.
 */

async function templateViewOf(
  db: Queryable,
  user: AuthUser,
  scope: TenantScope,
  id: number,
): Promise<TemplateClassifierView> {
  const [view] = await loadTemplateViews(db, scope, isSysAdmin(user), [id]);
  if (!view) throw new NotFoundError('Template classifier', id);
  return view;
}

function auditState(v: TemplateClassifierView): Record<string, unknown> {
  return definitionAuditState(v);
}

// --- Queries --------------------------------------------------------------------------------------

/** A template the caller's tenant does not see (template-visibility.ts) answers like a missing one. */
export async function getTemplateClassifier(
  db: Db,
  user: AuthUser,
  id: number,
  tenantId: number | null | undefined,
): Promise<TemplateClassifierView> {
  const scope = await resolveTenantScope(db, user, tenantId);
  const hidden = await findHiddenTemplateIds(db, await templateGroupsOf(db, scope));
  if (hidden.has(id)) throw new NotFoundError('Template classifier', id);
  return templateViewOf(db, user, scope, id);
}

export async function listTemplateClassifiers(
  db: Db,
  user: AuthUser,
  list: ListDefinition<TemplateClassifierListRow>,
  args: ListArgs & { tenantId?: number | null },
): Promise<ListResult<TemplateClassifierListRow>> {
  const scope = await resolveTenantScope(db, user, args.tenantId);
  const hidden = await findHiddenTemplateIds(db, await templateGroupsOf(db, scope));
  return list.run(db, templateListQuery(scope, isSysAdmin(user), hidden), args);
}

// --- Mutations ------------------------------------------------------------------------------------

async function lockTemplate(db: Queryable, id: number): Promise<TemplateClassifierRow> {
  const row = await findLiveTemplate(db, id, { lock: true });
  if (!row) throw new NotFoundError('Template classifier', id);
  return row;
}

/** A template's stored columns from its form; compound items name live templates, without a cycle. */
async function templateColumns(
  db: Queryable,
  form: ClassifierForm,
  old: Pick<TemplateClassifierRow, 'id' | 'rules'> | null,
) {
  const self = old?.id ?? null;
  const fields = classifierFormToDefinition(form, { previousRules: old?.rules });
  const refs = compoundClassifierIds(fields);
  if (refs.length > 0)
    checkCompoundRefs(refs, await findTemplateCompoundCandidates(db), self, 'Template classifier');
  checkCountries(fields.countries);
  return storedColumns(fields);
}

async function audit(
  db: Queryable,
  user: AuthUser,
  scope: TenantScope,
  entityId: number,
  entityName: string,
  operation: 'CREATE' | 'UPDATE' | 'DELETE',
  states: { before?: unknown; after?: unknown; additionalData?: unknown },
): Promise<void> {
  await recordAudit(db, user, {
    scope,
    entityType: 'TemplateClassifier',
    entityId,
    entityName,
    operation,
    ...states,
  });
}

async function insertTemplate(db: Queryable, row: Parameters<typeof insertTemplates>[1][number]) {
  const [created] = await insertTemplates(db, [row]);
  if (!created) throw new Error('template insert failed');
  return created;
}

export async function createTemplateClassifier(
  db: Db,
  user: AuthUser,
  input: unknown,
): Promise<TemplateClassifierView> {
  const form = parseClassifierForm(input, { admin: true, template: true });
  return db.transaction(async (tx) => {
    const scope = await resolveOwnScope(tx, user);
    const regulationIds = await checkRegulationIds(tx, user, scope, form.regulations);
    const columns = await templateColumns(tx, form, null);
    const row = await insertTemplate(tx, {
      ...columns,
      filterVersion: form.filterVersion ?? 1,
      reasonForChange: form.reasonForChange ?? null,
    });
    await replaceTemplateRegulations(tx, row.id, regulationIds);
    const view = await templateViewOf(tx, user, scope, row.id);
    await audit(tx, user, scope, row.id, view.name, 'CREATE', { after: auditState(view) });
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
    const scope = await resolveOwnScope(tx, user);
    const old = await lockTemplate(tx, id);
    if (form.type !== old.type) throw new ValidationError(Messages.classifierTypeLocked, 'type');
    const before = await templateViewOf(tx, user, scope, id);
    const regulationIds = await keepUnseenLinks(
      tx,
      user,
      scope,
      (await findTemplateRegulationIds(tx, [id])).get(id) ?? [],
      await checkRegulationIds(tx, user, scope, form.regulations),
    );
    const columns = await templateColumns(tx, form, old);
    await updateTemplateRow(tx, id, {
      ...columns,
      filterVersion: nextVersion(old.filterVersion, form.filterVersion),
      reasonForChange: form.reasonForChange ?? null,
    });
    await replaceTemplateRegulations(tx, id, regulationIds);
    const after = await templateViewOf(tx, user, scope, id);
    await audit(tx, user, scope, id, after.name, 'UPDATE', {
      before: auditState(before),
      after: auditState(after),
    });
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
    const scope = await resolveOwnScope(tx, user);
    const old = await lockTemplate(tx, request.id);
    // Sensitivity is part of the definition customers copy: it makes a new version; On/Off does not.
    const bump = changes.isSensitive !== undefined && changes.isSensitive !== old.isSensitive;
    await updateTemplateRow(tx, old.id, {
      ...changes,
      ...(bump ? { filterVersion: old.filterVersion + 1 } : {}),
    });
    await audit(tx, user, scope, old.id, old.name, 'UPDATE', {
      before: { isActive: old.isActive, isSensitive: old.isSensitive, filterVersion: old.filterVersion },
      after: { ...changes, filterVersion: bump ? old.filterVersion + 1 : old.filterVersion },
    });
    return templateViewOf(tx, user, scope, old.id);
  });
}

/** Deletes templates (kept as deleted rows: customers' copies then show DEPRECATED in policy updates). */
export async function deleteTemplateClassifiers(db: Db, user: AuthUser, idsIn: number[]): Promise<number[]> {
  const ids = [...new Set(idsIn)].sort((a, b) => a - b);
  if (ids.length === 0) throw new ValidationError(Messages.required, 'ids');
  if (ids.length > 1000) throw new ValidationError(Messages.maxValue(1000), 'ids');
  return db.transaction(async (tx) => {
    const scope = await resolveOwnScope(tx, user);
    const rows = await findLiveTemplates(tx, ids, { lock: true });
    const missing = ids.find((id) => !rows.some((r) => r.id === id));
    if (missing !== undefined) throw new NotFoundError('Template classifier', missing);
    checkNotUsedByCompound(ids, await findTemplateCompoundCandidates(tx));
    const before = await loadTemplateViews(tx, scope, isSysAdmin(user), ids);
    await softDeleteTemplates(tx, ids);
    for (const v of before) await audit(tx, user, scope, v.id, v.name, 'DELETE', { before: auditState(v) });
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
    const scope = await resolveOwnScope(tx, user);
    const src = await lockTemplate(tx, templateId);
    const links = await findTemplateRegulationIds(tx, [src.id]);
    const { id: _id, key: _k, definitionHash: _h, createdAt: _c, updatedAt: _u, ...copy } = src;
    const row = await insertTemplate(tx, {
      ...copy,
      name: copyName(src.name),
      isActive: false,
      parentTemplateId: src.id,
    });
    await replaceTemplateRegulations(tx, row.id, links.get(src.id) ?? []);
    const view = await templateViewOf(tx, user, scope, row.id);
    await audit(tx, user, scope, row.id, view.name, 'CREATE', {
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
    const scope = await resolveOwnScope(tx, user);
    const copy = await lockTemplate(tx, copyId);
    if (copy.parentTemplateId === null)
      throw new ValidationError('This template classifier is not a copy of another one', 'templateId');
    const parent = await lockTemplate(tx, copy.parentTemplateId);
    if (!copy.reasonForChange) throw new ValidationError(Messages.reasonForChangeRequired, 'reasonForChange');
    const before = await templateViewOf(tx, user, scope, parent.id);
    const links = await findTemplateRegulationIds(tx, [copy.id]);
    await updateTemplateRow(tx, parent.id, {
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
    });
    await replaceTemplateRegulations(tx, parent.id, links.get(copy.id) ?? []);
    const after = await templateViewOf(tx, user, scope, parent.id);
    await audit(tx, user, scope, parent.id, parent.name, 'UPDATE', {
      before: auditState(before),
      after: auditState(after),
      additionalData: { fromCopyId: copy.id },
    });
    if (deleteCopy) {
      const copyView = await templateViewOf(tx, user, scope, copy.id);
      await softDeleteTemplates(tx, [copy.id]);
      await audit(tx, user, scope, copy.id, copy.name, 'DELETE', { before: auditState(copyView) });
    }
    return after;
  });
}
