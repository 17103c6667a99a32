import { createHash } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
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
import { addClassifiersOfRegulations } from '../policy-updates/policy-updates.service.js';
import { resolveTenantScope } from '../tenants/tenant-scope.js';
import {
  findLiveRegulation,
  findLiveRegulations,
  findSelection,
  nameTaken,
  replaceSelection,
  trimSelectedCountries,
  visibleRegulations,
  type RegulationRow,
} from './regulations.repo.js';
import { regulations } from './regulations.tables.js';

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
  const res = (await db.execute(sql`select r.id, r.name, r.description, r.region from regulations r
    where ${visibleRegulations(isSysAdmin(user), scope.tenantId)}
    order by lower(r.name), r.id`)) as unknown as { rows: ClassifierRegulationView[] };
  const rows = res.rows;
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
  return list.run(
    db,
    sql`select r.id, r.name, r.sort_number as "sortNumber", r.description, r.region, r.image,
        r.set_by_default as "setByDefault", r.can_be_set_for_countries as "canBeSetForCountries",
        r.available_countries as "availableCountries"
      from regulations r where ${visibleRegulations(isSysAdmin(user), scope.tenantId)}`,
    args,
  );
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
    if (await nameTaken(tx, form.name)) throw new ValidationError(Messages.regulationNameTaken, 'name');
    const [row] = await tx
      .insert(regulations)
      .values({
        name: form.name,
        description: form.description,
        region: form.region,
        sortNumber: form.sortNumber,
        image: form.image ?? null,
        setByDefault: form.setByDefault,
        canBeSetForCountries: form.canBeSetForCountries,
        availableCountries: form.availableCountries,
      })
      .returning();
    const created = view(row!);
    await recordAudit(tx, user, {
      scope: await resolveTenantScope(tx, user, user.tenantId),
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
    const old = await findLiveRegulation(tx, id, true);
    if (!old) throw new NotFoundError('Regulation', id);
    if (await nameTaken(tx, form.name, id)) throw new ValidationError(Messages.regulationNameTaken, 'name');
    const [row] = await tx
      .update(regulations)
      .set({
        name: form.name,
        description: form.description,
        region: form.region,
        sortNumber: form.sortNumber,
        image: keepImage ? old.image : (form.image ?? null),
        setByDefault: form.setByDefault,
        canBeSetForCountries: form.canBeSetForCountries,
        availableCountries: form.availableCountries,
        updatedAt: sql`now()`,
      })
      .where(eq(regulations.id, id))
      .returning();
    await trimSelectedCountries(tx, row!);
    const updated = view(row!);
    await recordAudit(tx, user, {
      scope: await resolveTenantScope(tx, user, user.tenantId),
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
    const found = await findLiveRegulations(tx, unique);
    const missing = unique.find((id) => !found.some((r) => r.id === id));
    if (missing !== undefined) throw new NotFoundError('Regulation', missing);
    await tx
      .update(regulations)
      .set({ isDeleted: true, setByDefault: false, updatedAt: sql`now()` })
      .where(and(inArray(regulations.id, unique), eq(regulations.isDeleted, false)));
    for (const r of found)
      await recordAudit(tx, user, {
        scope: await resolveTenantScope(tx, user, user.tenantId),
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
  const scope = await resolveTenantScope(db, user, tenantId);
  return (await findSelection(db, scope.tenantId)).map((r) => ({
    id: r.id,
    name: r.name,
    canBeSetForCountries: r.canBeSetForCountries,
    countries: r.countries,
  }));
}

export interface CustomerRegulationsRequest {
  contentTypes: { id: number; countries?: string[] | null }[];
}

/**
 * updateCustomerRegulations: replaces the selection (a regulation left out is removed). Countries
 * only where the regulation can be set for countries, and among its available ones. A newly
 * selected regulation gives the customer its missing template classifiers at once; classifiers of
 * a removed regulation stay (Classifier Updates does not list them; the customer may delete them).
 */
export async function updateCustomerRegulations(
  db: Db,
  user: AuthUser,
  request: CustomerRegulationsRequest,
  tenantId: number | null | undefined,
): Promise<CustomerRegulationView[]> {
  if (request.contentTypes.length > 300) throw new ValidationError(Messages.maxValue(300), 'contentTypes');
  return db.transaction(async (tx) => {
    const scope = await resolveTenantScope(tx, user, tenantId);
    const before = await findSelection(tx, scope.tenantId);
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
      if (countries.length > 0 && !r.canBeSetForCountries)
        throw new ValidationError(Messages.regulationCountriesNotAllowed, 'countries');
      for (const code of countries) {
        if (!countryName(code) || (r.availableCountries.length > 0 && !r.availableCountries.includes(code)))
          throw new ValidationError(Messages.regulationCountryNotAvailable(code), 'countries');
      }
    }
    const after = [...wanted].map(([regulationId, countries]) => ({ regulationId, countries }));
    const key = (xs: { id: number; countries: string[] }[]) =>
      JSON.stringify([...xs].sort((a, b) => a.id - b.id).map((x) => [x.id, [...x.countries].sort()]));
    const changed = key(before) !== key(after.map((a) => ({ id: a.regulationId, countries: a.countries })));
    if (changed) {
      await replaceSelection(tx, scope.tenantId, after);
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
      const added = after.map((a) => a.regulationId).filter((id) => !before.some((b) => b.id === id));
      if (scope.tenantType === 'CUSTOMER') await addClassifiersOfRegulations(tx, user, scope, added);
    }
    return (await findSelection(tx, scope.tenantId)).map((r) => ({
      id: r.id,
      name: r.name,
      canBeSetForCountries: r.canBeSetForCountries,
      countries: r.countries,
    }));
  });
}
