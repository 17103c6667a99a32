import { Messages, STORED_TESTING_GROUPS, TenantType, UserRole, type ClassifierForm } from '@vigil/contracts';
import { countryName } from '@vigil/contracts/regulations';
import { recordAudit } from '../audit/audit.service.js';
import type { AuthUser } from '../common/context.js';
import { ForbiddenError, NotFoundError, ValidationError } from '../common/errors.js';
import type { Db, Queryable } from '../db/client.js';
import { findDeviceNames } from '../devices/device-names.read-model.js';
import { findFolder } from '../files/folder-refs.read-model.js';
import { isSysAdmin, isTenantAdmin } from '../graphql/guards.js';
import { findProcesses } from '../processes/processes.repo.js';
import {
  checkRegulationIds,
  keepUnseenLinks,
  visibleRegulationCountries,
} from '../regulations/regulations.service.js';
import { removeClassifierFindings } from '../rollups/classifier-removal.js';
import { recomputeRollups } from '../rollups/recompute.js';
import { revalueClassifier } from '../rollups/revalue.js';
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
import { findClassifierPickerItems, type ClassifierPickerItem } from './classifier-list.read-model.js';
import { loadClassifierViews, type ClassifierView } from './classifier-view.read-model.js';
import {
  findCompoundCandidates,
  findLiveClassifier,
  findLiveClassifiers,
  findRegulationLinks,
  insertClassifiers,
  replaceRegulationLinks,
  softDeleteClassifiers,
  updateClassifierRow,
  type ClassifierRow,
} from './classifiers.repo.js';
import { countryRefs, type CountryRef } from './definition-view.js';
import {
  findLiveTemplate,
  findTemplateRegulationIds,
  findLiveTemplates,
  updateTemplateRow,
} from './template-classifiers.repo.js';
import { copyTemplates, lacksCopyError } from './template-copies.js';
import { findHiddenTemplateIds, templateGroupsOf } from './template-visibility.js';

/**
 * A customer's classifiers: the authorization (the scope, a customer's), the rules of the form,
 * and what a change does to the risk and the change history. Reads and writes are the repository's
 * and the read models'; other domains are reached through theirs.
 */

async function viewOf(
  db: Queryable,
  user: AuthUser,
  scope: TenantScope,
  id: number,
): Promise<ClassifierView> {
  const [view] = await loadClassifierViews(db, scope, isSysAdmin(user), [id]);
  if (!view) throw new NotFoundError('Classifier', id);
  return view;
}

/** What the change history stores of a classifier. */
function auditState(v: ClassifierView): Record<string, unknown> {
  return definitionAuditState(v, ['entriesCount', 'costUsd']);
}

// --- Queries --------------------------------------------------------------------------------------

export async function getClassifier(
  db: Db,
  user: AuthUser,
  id: number,
  tenantId: number | null | undefined,
): Promise<ClassifierView> {
  const scope = await resolveTenantScope(db, user, tenantId);
  return viewOf(db, user, scope, id);
}

/** allClassifiers: every live classifier of the tenant, by name (pickers, compound items). */
export async function allClassifiers(
  db: Db,
  user: AuthUser,
  tenantId: number | null | undefined,
): Promise<ClassifierPickerItem[]> {
  const scope = await resolveTenantScope(db, user, tenantId);
  return findClassifierPickerItems(db, scope);
}

/** classifierCountries: the countries a classifier may name (those of the regulations the caller sees), by name. */
export async function classifierCountries(db: Db, user: AuthUser): Promise<CountryRef[]> {
  const scope = await resolveTenantScope(db, user);
  const codes = await visibleRegulationCountries(db, user, scope);
  return countryRefs(codes.filter((c) => countryName(c) !== null)).sort((a, b) =>
    a.name.localeCompare(b.name),
  );
}

// --- Mutations ------------------------------------------------------------------------------------

/** Classifiers belong to customers; a partner or the back office acts through tenantId. */
export async function resolveCustomerScope(
  db: Queryable,
  user: AuthUser,
  tenantId: number | null | undefined,
): Promise<TenantScope> {
  const scope = await resolveTenantScope(db, user, tenantId);
  if (!scope.isCustomer) throw new NotFoundError('Tenant', scope.tenantId);
  return scope;
}

async function lockClassifier(db: Queryable, scope: TenantScope, id: number): Promise<ClassifierRow> {
  const row = await findLiveClassifier(db, scope, id, { lock: true });
  if (!row) throw new NotFoundError('Classifier', id);
  return row;
}

/** Resolves the tenant references of a form (process, folder, compound classifiers) and maps it to columns. */
async function tenantColumns(
  db: Queryable,
  scope: TenantScope,
  form: ClassifierForm,
  old: Pick<ClassifierRow, 'id' | 'rules'> | null,
) {
  const self = old?.id ?? null;
  let processNames: string[] = [];
  if (form.type === 'BY_CHANNELS' && form.processId != null) {
    const [p] = await findProcesses(db, scope, [form.processId]);
    if (!p) throw new ValidationError(`Application ${form.processId} not found`, 'processId');
    processNames = [p.processName];
  }
  let folder: { id: number; deviceId: number; path: string } | null = null;
  if (form.type === 'BY_FOLDER' && form.folderId != null) {
    // A folder of a deleted device cannot be named, like a missing one.
    folder = await findFolder(db, scope, form.folderId);
    const [device] = folder ? await findDeviceNames(db, scope, [folder.deviceId]) : [];
    if (!folder || !device || device.isDeleted)
      throw new ValidationError(Messages.folderRequired, 'folderId');
  }
  const fields = classifierFormToDefinition(form, { processNames, folder, previousRules: old?.rules });
  const refs = compoundClassifierIds(fields);
  if (refs.length > 0) checkCompoundRefs(refs, await findCompoundCandidates(db, scope), self, 'Classifier');
  checkCountries(fields.countries);
  return {
    ...storedColumns(fields),
    processId: fields.processId,
    fipsValidation: fields.fipsValidation,
    retentionPolicies: fields.retentionPolicies,
  };
}

export async function createClassifier(
  db: Db,
  user: AuthUser,
  input: unknown,
  tenantId: number | null | undefined,
): Promise<ClassifierView> {
  const form = parseClassifierForm(input, { admin: isSysAdmin(user) });
  return db.transaction(async (tx) => {
    const scope = await resolveCustomerScope(tx, user, tenantId);
    const regulationIds = await checkRegulationIds(tx, user, scope, form.regulations);
    checkRegularUser(
      user,
      { regulations: [], countries: [] },
      { regulations: regulationIds, countries: form.countries },
    );
    const columns = await tenantColumns(tx, scope, form, null);
    const [row] = await insertClassifiers(tx, scope, [
      {
        ...columns,
        // New classifiers are created active (spec §4).
        isActive: true,
        filterVersion: form.filterVersion ?? 1,
        reasonForChange: form.reasonForChange ?? null,
        regulationIds,
      },
    ]);
    if (!row) throw new Error('classifier insert failed');
    const view = await viewOf(tx, user, scope, row.id);
    await recordAudit(tx, user, {
      scope,
      entityType: 'Classifier',
      entityId: row.id,
      entityName: row.name,
      operation: 'CREATE',
      after: auditState(view),
    });
    return view;
  });
}

/**
 * Regular users (neither tenant admin nor onboarding manager) cannot change a classifier's
 * regulations or countries (spec part 1 §6): their pickers are disabled, and so is the API.
 */
function checkRegularUser(
  user: AuthUser,
  stored: { regulations: number[]; countries: string[] },
  given: { regulations: number[]; countries: string[] },
): void {
  if (isTenantAdmin(user) || user.roles.includes(UserRole.OnboardingManager)) return;
  const same = (a: readonly (number | string)[], b: readonly (number | string)[]) =>
    JSON.stringify([...a].sort()) === JSON.stringify([...b].sort());
  if (!same(stored.regulations, given.regulations) || !same(stored.countries, given.countries))
    throw new ForbiddenError(Messages.regularUserRegulations);
}

function sameIds(a: readonly number[], b: readonly number[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}

/**
 * Brings the risk portal in line after a change of a classifier's valuation or links: a new value
 * per record or sensitivity revalues its findings; other links (regulations) rebuild the rollups.
 */
async function keepRiskRight(
  db: Queryable,
  scope: TenantScope,
  id: number,
  change: { valuation: boolean; links: boolean },
): Promise<void> {
  if (change.valuation) await revalueClassifier(db, scope, id);
  else if (change.links) await recomputeRollups(db, scope);
}

export async function updateClassifier(
  db: Db,
  user: AuthUser,
  id: number,
  input: unknown,
  tenantId: number | null | undefined,
): Promise<ClassifierView> {
  const form = parseClassifierForm(input, { admin: isSysAdmin(user) });
  return db.transaction(async (tx) => {
    const scope = await resolveCustomerScope(tx, user, tenantId);
    const old = await lockClassifier(tx, scope, id);
    if (form.type !== old.type) throw new ValidationError(Messages.classifierTypeLocked, 'type');
    if (form.isBlocked && old.templateId === null)
      throw new ValidationError(Messages.blockOnlyForTemplateBased, 'isBlocked');
    const before = await viewOf(tx, user, scope, id);
    const named = await checkRegulationIds(tx, user, scope, form.regulations);
    checkRegularUser(
      user,
      { regulations: before.regulations.map((r) => r.id), countries: before.countries.map((c) => c.code) },
      { regulations: named, countries: form.countries },
    );
    const oldLinks = (await findRegulationLinks(tx, scope, [id])).get(id) ?? [];
    const regulationIds = await keepUnseenLinks(tx, user, scope, oldLinks, named);
    const columns = await tenantColumns(tx, scope, form, old);
    await updateClassifierRow(tx, scope, id, {
      ...columns,
      isBlocked: old.templateId === null ? false : (form.isBlocked ?? old.isBlocked),
      filterVersion: form.filterVersion ?? old.filterVersion,
      reasonForChange: form.reasonForChange ?? old.reasonForChange,
    });
    const linksChanged = !sameIds(oldLinks, regulationIds);
    if (linksChanged) await replaceRegulationLinks(tx, scope, id, regulationIds);
    await keepRiskRight(tx, scope, id, {
      valuation: columns.valuePerRecord !== old.valuePerRecord || columns.isSensitive !== old.isSensitive,
      links: linksChanged,
    });
    const after = await viewOf(tx, user, scope, id);
    await recordAudit(tx, user, {
      scope,
      entityType: 'Classifier',
      entityId: id,
      entityName: after.name,
      operation: 'UPDATE',
      before: auditState(before),
      after: auditState(after),
    });
    return after;
  });
}

export interface ClassifierListItemRequest {
  id: number;
  isActive?: boolean | null;
  isSensitive?: boolean | null;
  isBlocked?: boolean | null;
}

/** The list's switches: On/Off, Sensitive, Block Auto-Update (template-based only). */
export async function updateClassifierListItem(
  db: Db,
  user: AuthUser,
  request: ClassifierListItemRequest,
  tenantId: number | null | undefined,
): Promise<ClassifierView> {
  const changes: Partial<Pick<ClassifierRow, 'isActive' | 'isSensitive' | 'isBlocked'>> = {};
  if (request.isActive != null) changes.isActive = request.isActive;
  if (request.isSensitive != null) changes.isSensitive = request.isSensitive;
  if (request.isBlocked != null) changes.isBlocked = request.isBlocked;
  if (Object.keys(changes).length === 0)
    throw new ValidationError('Nothing to change: give isActive, isSensitive or isBlocked', 'request');
  return db.transaction(async (tx) => {
    const scope = await resolveCustomerScope(tx, user, tenantId);
    const old = await lockClassifier(tx, scope, request.id);
    if (changes.isBlocked !== undefined && old.templateId === null)
      throw new ValidationError(Messages.blockOnlyForTemplateBased, 'isBlocked');
    await updateClassifierRow(tx, scope, old.id, changes);
    await keepRiskRight(tx, scope, old.id, {
      valuation: changes.isSensitive !== undefined && changes.isSensitive !== old.isSensitive,
      links: false,
    });
    const after = await viewOf(tx, user, scope, old.id);
    await recordAudit(tx, user, {
      scope,
      entityType: 'Classifier',
      entityId: old.id,
      entityName: old.name,
      operation: 'UPDATE',
      before: Object.fromEntries(Object.keys(changes).map((k) => [k, old[k as keyof typeof changes]])),
      after: changes,
    });
    return after;
  });
}

// --- Deletion (orchestrated with the classifiers' rules by rules/classifier-deletion.service.ts) ---

/** The live classifiers to delete, their rows held for the transaction; any id missing answers NOT_FOUND. */
export async function lockClassifiersToDelete(
  tx: Queryable,
  scope: TenantScope,
  ids: readonly number[],
): Promise<ClassifierRow[]> {
  const rows = await findLiveClassifiers(tx, scope, ids, { lock: true });
  const missing = ids.find((id) => !rows.some((r) => r.id === id));
  if (missing !== undefined) throw new NotFoundError('Classifier', missing);
  return rows;
}

/** A classifier a compound classifier that stays still names cannot be deleted. */
export async function checkNotUsedByCompounds(
  tx: Queryable,
  scope: TenantScope,
  ids: readonly number[],
): Promise<void> {
  checkNotUsedByCompound([...ids], await findCompoundCandidates(tx, scope));
}

/**
 * Deletes classifiers already locked and checked (kept as deleted rows for the history) and their
 * findings: the risk portal stops counting their entries. Each in the change history.
 */
export async function deleteLockedClassifiers(
  tx: Queryable,
  user: AuthUser,
  scope: TenantScope,
  ids: readonly number[],
): Promise<void> {
  const before = await loadClassifierViews(tx, scope, isSysAdmin(user), ids);
  await softDeleteClassifiers(tx, scope, ids);
  await removeClassifierFindings(tx, scope, [...ids]);
  for (const v of before) {
    await recordAudit(tx, user, {
      scope,
      entityType: 'Classifier',
      entityId: v.id,
      entityName: v.name,
      operation: 'DELETE',
      before: auditState(v),
    });
  }
}

// --- Copies ---------------------------------------------------------------------------------------

export interface CreateFromExistingRequest {
  classifierId?: number | null;
  templateId?: number | null;
}

/**
 * createClassifierFromExisting: `classifierId` copies one of the tenant's classifiers (a new,
 * active classifier of its own, named "… - Copy", without the encryption rule); `templateId` adds a
 * template classifier to the active classifiers (a copy remembering its template, as policy
 * updates do). Exactly one of them.
 */
export async function createClassifierFromExisting(
  db: Db,
  user: AuthUser,
  request: CreateFromExistingRequest,
  tenantId: number | null | undefined,
): Promise<number> {
  if ((request.classifierId == null) === (request.templateId == null))
    throw new ValidationError('Give either classifierId or templateId', 'classifierId');
  return db.transaction(async (tx) => {
    const scope = await resolveCustomerScope(tx, user, tenantId);
    const { created, source } =
      request.classifierId != null
        ? await copyClassifier(tx, scope, request.classifierId)
        : await addTemplate(tx, scope, request.templateId as number);
    const view = await viewOf(tx, user, scope, created.id);
    await recordAudit(tx, user, {
      scope,
      entityType: 'Classifier',
      entityId: created.id,
      entityName: created.name,
      operation: 'CREATE',
      after: auditState(view),
      additionalData: source,
    });
    return created.id;
  });
}

interface Copied {
  created: ClassifierRow;
  source: Record<string, unknown>;
}

async function copyClassifier(tx: Queryable, scope: TenantScope, classifierId: number): Promise<Copied> {
  const src = await lockClassifier(tx, scope, classifierId);
  const links = await findRegulationLinks(tx, scope, [src.id]);
  const { id: _id, tenantId: _t, createdAt: _c, updatedAt: _u, ...copy } = src;
  const [created] = await insertClassifiers(tx, scope, [
    {
      ...copy,
      name: copyName(src.name),
      isActive: true,
      isBlocked: false,
      templateId: null,
      regulationIds: links.get(src.id) ?? [],
    },
  ]);
  if (!created) throw new Error('classifier insert failed');
  return { created, source: { classifierId: src.id } };
}

/**
 * A template the customer does not see (template-visibility.ts) answers like a missing one; a
 * compound needs the customer's copies of the templates it names first.
 */
async function addTemplate(tx: Queryable, scope: TenantScope, templateId: number): Promise<Copied> {
  const hidden = await findHiddenTemplateIds(tx, await templateGroupsOf(tx, scope));
  const tpl = hidden.has(templateId) ? null : await findLiveTemplate(tx, templateId);
  if (!tpl) throw new NotFoundError('Template classifier', templateId);
  const links = await findTemplateRegulationIds(tx, [tpl.id]);
  const { created, unmet } = await copyTemplates(tx, scope, [
    { row: tpl, regulationIds: links.get(tpl.id) ?? [] },
  ]);
  const lacks = unmet.get(tpl.id);
  if (lacks !== undefined) throw await lacksCopyError(tx, lacks);
  return { created: created[0]!, source: { templateId: tpl.id } };
}

// --- Testing groups -------------------------------------------------------------------------------

/**
 * setClassifierTestingGroup (SysAdmin): without tenantId (or with the back office's own) the id is
 * a template classifier's — the testing group decides which customers get it; with a customer's
 * tenantId it is that customer's classifier. null or 0 (Prod) clears it.
 */
export async function setClassifierTestingGroup(
  db: Db,
  user: AuthUser,
  classifierId: number,
  testingGroupId: number | null | undefined,
  tenantId: number | null | undefined,
): Promise<{ id: number; testingGroupId: number | null }> {
  const group = testingGroupId ? testingGroupId : null;
  if (group !== null && !(STORED_TESTING_GROUPS as readonly number[]).includes(group))
    throw new ValidationError(`Unknown testing group ${group}`, 'testingGroupId');
  return db.transaction(async (tx) => {
    const scope = await resolveTenantScope(tx, user, tenantId);
    if (scope.tenantType === TenantType.Root) {
      const [tpl] = await findLiveTemplates(tx, [classifierId], { lock: true });
      if (!tpl) throw new NotFoundError('Template classifier', classifierId);
      await updateTemplateRow(tx, tpl.id, { testingGroupId: group });
      await recordAudit(tx, user, {
        scope,
        entityType: 'TemplateClassifier',
        entityId: tpl.id,
        entityName: tpl.name,
        operation: 'UPDATE',
        before: { testingGroupId: tpl.testingGroupId },
        after: { testingGroupId: group },
      });
      return { id: tpl.id, testingGroupId: group };
    }
    if (!scope.isCustomer) throw new NotFoundError('Classifier', classifierId);
    const old = await lockClassifier(tx, scope, classifierId);
    await updateClassifierRow(tx, scope, old.id, { testingGroupId: group });
    await recordAudit(tx, user, {
      scope,
      entityType: 'Classifier',
      entityId: old.id,
      entityName: old.name,
      operation: 'UPDATE',
      before: { testingGroupId: old.testingGroupId },
      after: { testingGroupId: group },
    });
    return { id: old.id, testingGroupId: group };
  });
}
