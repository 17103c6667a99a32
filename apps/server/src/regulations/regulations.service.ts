import { createHash } from 'node:crypto';
import {
  countryName,
  isTestRegulation,
  Messages,
  OTHER_REGULATION_ID,
  regulationFormSchema,
  type RegulationForm,
  type RegulationFormInput,
} from '@vigil/contracts';
import type { z } from 'zod';
import { recordAudit } from '../audit/audit.service.js';
import type { AuthUser } from '../common/context.js';
import { NotFoundError, ValidationError } from '../common/errors.js';
import type { Db, Queryable } from '../db/client.js';
import { isSysAdmin } from '../graphql/guards.js';
import type { ListArgs, ListDefinition, ListResult } from '../graphql/list.js';
import { resolveOwnScope } from '../tenants/tenant-scope.js';
import { resolveTenantScope, type TenantScope } from '../tenants/tenant-scope.js';
import {
  findLiveRegulation,
  findLiveRegulations,
  findSelection,
  insertRegulation,
  nameTaken,
  replaceSelection,
  softDeleteRegulations,
  trimSelectedCountries,
  updateRegulationRow,
  type RegulationRow,
} from './regulations.repo.js';
import {
  findClassifierRegulations,
  findVisibleRegulationCountries,
  findVisibleRegulationIds,
  regulationListQuery,
} from './regulations.read-model.js';

export interface CountryRef {
  /** ISO 3166 alpha-2 code. */
  id: string;
  name: string;
}

export interface ClassifierRegulationView {
  id: number;
  name: string;
  description: string;
  region: string;
}

export interface RegulationView {
  id: number;
  name: string;
  sortNumber: number;
  description: string;
  region: string;
  image: string | null;
  setByDefault: boolean;
  canBeSetForCountries: boolean;
  availableCountries: string[];
}

export interface CustomerRegulationView {
  id: number;
  name: string;
  canBeSetForCountries: boolean;
  countries: string[];
}

export function countryRefs(codes: readonly string[]): CountryRef[] {
  return codes.map((id) => ({ id, name: countryName(id) ?? id }));
}

function firstIssue(error: z.ZodError): ValidationError {
  const issue = error.issues[0];
  const field = issue?.path.map(String).join('.') || undefined;
  return new ValidationError(issue?.message ?? Messages.required, field);
}

/** classifierRegulations: the regulations a classifier can name, by name, then OTHER (id -1). */
export async function classifierRegulations(
  db: Queryable,
  user: AuthUser,
  tenantId: number | null | undefined,
  withOther: boolean,
): Promise<ClassifierRegulationView[]> {
  const scope = await resolveTenantScope(db, user, tenantId);
  const rows: ClassifierRegulationView[] = await findClassifierRegulations(db, scope, isSysAdmin(user));
  if (withOther)
    rows.push({
      id: OTHER_REGULATION_ID,
      name: 'OTHER',
      description: 'Classifiers without a regulation',
      region: '',
    });
  return rows;
}

/** regulations: the library list (back office, edit dialog, customer selection page). */
export async function regulationsList(
  db: Queryable,
  user: AuthUser,
  tenantId: number | null | undefined,
  args: ListArgs,
  list: ListDefinition<RegulationView>,
): Promise<ListResult<RegulationView>> {
  const scope = await resolveTenantScope(db, user, tenantId);
  return list.run(db, regulationListQuery(scope, isSysAdmin(user)), args);
}

/** The countries of the regulations the caller sees for the scope (classifierCountries). */
export async function visibleRegulationCountries(
  db: Queryable,
  user: AuthUser,
  scope: TenantScope,
): Promise<string[]> {
  return findVisibleRegulationCountries(db, scope, isSysAdmin(user));
}

/**
 * Regulation ids a classifier of the scope names must be live regulations the caller sees: a
 * hidden 'test' regulation answers exactly like a missing one, unless the classifier already
 * links it (`linked`). Returns the ids, sorted, once each.
 */
export async function checkRegulationIds(
  db: Queryable,
  user: AuthUser,
  scope: TenantScope,
  ids: readonly number[],
  linked: readonly number[] = [],
): Promise<number[]> {
  const unique = [...new Set(ids)].sort((a, b) => a - b);
  if (unique.length === 0) return [];
  const visible = await findVisibleRegulationIds(db, scope, isSysAdmin(user), unique);
  const kept = unique.filter((id) => linked.includes(id) && !visible.has(id));
  for (const r of await findLiveRegulations(db, kept)) visible.add(r.id);
  const missing = unique.find((id) => !visible.has(id));
  if (missing !== undefined) throw new ValidationError(`Regulation ${missing} not found`, 'regulations');
  return unique;
}

/** A regulation named by id (Update All of one regulation): one the caller does not see answers like a missing one. */
export async function requireVisibleRegulation(
  db: Queryable,
  user: AuthUser,
  scope: TenantScope,
  id: number,
): Promise<void> {
  const visible = await findVisibleRegulationIds(db, scope, isSysAdmin(user), [id]);
  if (!visible.has(id)) throw new NotFoundError('Regulation', id);
}

function parseForm(input: RegulationFormInput): RegulationForm {
  const parsed = regulationFormSchema.safeParse(input);
  if (!parsed.success) throw firstIssue(parsed.error);
  const form = parsed.data;
  for (const code of form.availableCountries)
    if (!countryName(code)) throw new ValidationError(`Unknown country ${code}`, 'availableCountries');
  form.availableCountries = [...new Set(form.availableCountries)].sort();
  return form;
}

function view(row: RegulationRow): RegulationView {
  return {
    id: row.id,
    name: row.name,
    sortNumber: row.sortNumber,
    description: row.description,
    region: row.region,
    image: row.image,
    setByDefault: row.setByDefault,
    canBeSetForCountries: row.canBeSetForCountries,
    availableCountries: row.availableCountries,
  };
}

/** The change history keeps a digest of the image, not the image. */
function auditState(row: RegulationView): Record<string, unknown> {
  const { image, ...rest } = row;
  return {
    ...rest,
    image: image ? `sha256:${createHash('sha256').update(image).digest('hex').slice(0, 16)}` : null,
  };
}

export async function createRegulation(
  db: Db,
  user: AuthUser,
  input: RegulationFormInput,
): Promise<RegulationView> {
  const form = parseForm(input);
  return db.transaction(async (tx) => {
    const scope = await resolveOwnScope(tx, user);
    if (await nameTaken(tx, form.name)) throw new ValidationError(Messages.regulationNameTaken, 'name');
    const row = await insertRegulation(tx, {
      name: form.name,
      description: form.description,
      region: form.region,
      sortNumber: form.sortNumber,
      image: form.image ?? null,
      setByDefault: form.setByDefault,
      canBeSetForCountries: form.canBeSetForCountries,
      availableCountries: form.availableCountries,
    });
    const created = view(row);
    await recordAudit(tx, user, {
      scope,
      entityType: 'Regulation',
      entityId: created.id,
      entityName: created.name,
      operation: 'CREATE',
      after: auditState(created),
    });
    return created;
  });
}

export async function updateRegulation(
  db: Db,
  user: AuthUser,
  input: RegulationFormInput & { id: number },
): Promise<RegulationView> {
  const { id, ...rest } = input;
  // An absent image keeps the stored one; null removes it.
  const keepImage = rest.image === undefined;
  const form = parseForm(rest);
  return db.transaction(async (tx) => {
    const scope = await resolveOwnScope(tx, user);
    const old = await findLiveRegulation(tx, id, true);
    if (!old) throw new NotFoundError('Regulation', id);
    if (await nameTaken(tx, form.name, id)) throw new ValidationError(Messages.regulationNameTaken, 'name');
    const row = await updateRegulationRow(tx, id, {
      name: form.name,
      description: form.description,
      region: form.region,
      sortNumber: form.sortNumber,
      image: keepImage ? old.image : (form.image ?? null),
      setByDefault: form.setByDefault,
      canBeSetForCountries: form.canBeSetForCountries,
      availableCountries: form.availableCountries,
    });
    await trimSelectedCountries(tx, row);
    const updated = view(row);
    await recordAudit(tx, user, {
      scope,
      entityType: 'Regulation',
      entityId: id,
      entityName: updated.name,
      operation: 'UPDATE',
      before: auditState(view(old)),
      after: auditState(updated),
    });
    return updated;
  });
}

/**
 * deleteRegulations: soft delete. Template and customer classifiers keep their links (their
 * findings stay), but a deleted regulation leaves every list, selection and risk view.
 */
export async function deleteRegulations(db: Db, user: AuthUser, ids: number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (unique.length === 0) throw new ValidationError(Messages.required, 'ids');
  if (unique.length > 300) throw new ValidationError(Messages.maxValue(300), 'ids');
  return db.transaction(async (tx) => {
    const scope = await resolveOwnScope(tx, user);
    const found = await findLiveRegulations(tx, unique);
    const missing = unique.find((id) => !found.some((r) => r.id === id));
    if (missing !== undefined) throw new NotFoundError('Regulation', missing);
    await softDeleteRegulations(tx, unique);
    for (const r of found)
      await recordAudit(tx, user, {
        scope,
        entityType: 'Regulation',
        entityId: r.id,
        entityName: r.name,
        operation: 'DELETE',
        before: auditState(view(r)),
      });
    return unique.sort((a, b) => a - b);
  });
}

/** customerRegulations: the tenant's selection with the countries chosen per regulation. */
export async function customerRegulations(
  db: Queryable,
  user: AuthUser,
  tenantId: number | null | undefined,
): Promise<CustomerRegulationView[]> {
  return selectionViews(db, await resolveTenantScope(db, user, tenantId));
}

/** The scope's selection as customerRegulations shows it. */
export async function selectionViews(db: Queryable, scope: TenantScope): Promise<CustomerRegulationView[]> {
  return (await findSelection(db, scope)).map((r) => ({
    id: r.id,
    name: r.name,
    canBeSetForCountries: r.canBeSetForCountries,
    countries: r.countries,
  }));
}

export interface CustomerRegulationsRequest {
  contentTypes: { id: number; countries?: string[] | null }[];
}

/** A selection names at most 300 regulations (checked before anything else is read). */
export function checkSelectionSize(request: CustomerRegulationsRequest): void {
  if (request.contentTypes.length > 300) throw new ValidationError(Messages.maxValue(300), 'contentTypes');
}

/** Countries only where the regulation can be set for countries, and among its available ones. */
function checkSelectedCountries(r: RegulationRow, countries: readonly string[]): void {
  if (countries.length > 0 && !r.canBeSetForCountries)
    throw new ValidationError(Messages.regulationCountriesNotAllowed, 'countries');
  for (const code of countries) {
    if (!countryName(code) || (r.availableCountries.length > 0 && !r.availableCountries.includes(code)))
      throw new ValidationError(Messages.regulationCountryNotAvailable(code), 'countries');
  }
}

/**
 * A new customer's selection (createCustomer2, the customer sign-up), checked as the Regulations
 * page checks one: live regulations its creator sees below `parent` (a hidden 'test' one answers
 * like a missing one unless the creator is SysAdmin), countries as the regulation allows them.
 */
export async function checkNewSelection(
  db: Queryable,
  parent: TenantScope,
  sysAdmin: boolean,
  request: CustomerRegulationsRequest,
): Promise<{ regulationId: number; countries: string[] }[]> {
  checkSelectionSize(request);
  const wanted = new Map<number, string[]>();
  for (const item of request.contentTypes) {
    const countries = [...new Set(item.countries ?? [])].sort();
    if (countries.length > 300) throw new ValidationError(Messages.maxValue(300), 'countries');
    wanted.set(item.id, countries);
  }
  const ids = [...wanted.keys()];
  const visible = await findVisibleRegulationIds(db, parent, sysAdmin, ids);
  const found = await findLiveRegulations(db, ids);
  for (const [id, countries] of wanted) {
    const r = found.find((x) => x.id === id);
    if (!r || !visible.has(id)) throw new NotFoundError('Regulation', id);
    checkSelectedCountries(r, countries);
  }
  return [...wanted].map(([regulationId, countries]) => ({ regulationId, countries }));
}

/**
 * The customer's Regulations page: replaces the tenant's selection (a regulation left out is
 * removed), in the caller's transaction. Countries only where the regulation can be set for
 * countries, and among its available ones. Returns the regulations newly selected; what they bring
 * (the customer's missing template classifiers) is the caller's (updateCustomerRegulations in
 * policy-updates), as are the classifiers of a removed regulation, which stay.
 */
export async function saveRegulationSelection(
  tx: Queryable,
  user: AuthUser,
  scope: TenantScope,
  request: CustomerRegulationsRequest,
): Promise<{ added: number[] }> {
  checkSelectionSize(request);
  const before = await findSelection(tx, scope);
  const wanted = new Map<number, string[]>();
  for (const item of request.contentTypes) {
    const countries = [...new Set(item.countries ?? [])].sort();
    if (countries.length > 300) throw new ValidationError(Messages.maxValue(300), 'countries');
    wanted.set(item.id, countries);
  }
  const found = await findLiveRegulations(tx, [...wanted.keys()]);
  for (const [id, countries] of wanted) {
    const r = found.find((x) => x.id === id);
    // A hidden test regulation answers like a missing one unless it is already selected.
    const hidden = r && isTestRegulation(r.name) && !isSysAdmin(user) && !before.some((b) => b.id === id);
    if (!r || hidden) throw new NotFoundError('Regulation', id);
    checkSelectedCountries(r, countries);
  }
  const after = [...wanted].map(([regulationId, countries]) => ({ regulationId, countries }));
  const key = (xs: { id: number; countries: string[] }[]) =>
    JSON.stringify([...xs].sort((a, b) => a.id - b.id).map((x) => [x.id, [...x.countries].sort()]));
  const changed = key(before) !== key(after.map((a) => ({ id: a.regulationId, countries: a.countries })));
  if (!changed) return { added: [] };
  await replaceSelection(tx, scope, after);
  await recordAudit(tx, user, {
    scope,
    entityType: 'CustomerRegulations',
    entityId: scope.tenantId,
    entityName: scope.name,
    operation: 'UPDATE',
    before: before.map((b) => ({ id: b.id, name: b.name, countries: b.countries })),
    after: after.map((a) => ({
      id: a.regulationId,
      name: found.find((f) => f.id === a.regulationId)?.name,
      countries: a.countries,
    })),
  });
  return { added: after.map((a) => a.regulationId).filter((id) => !before.some((b) => b.id === id)) };
}
