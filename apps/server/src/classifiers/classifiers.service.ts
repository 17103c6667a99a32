import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import {
  Messages,
  STORED_TESTING_GROUPS,
  TenantType,
  UserRole,
  type ClassifierForm,
  type CompoundGroup,
  type ContentRule,
  type FileSourceType,
  type FilterType,
  type LogicalOperator,
  type RetentionPolicy,
  type RulesMatch,
} from '@vigil/contracts';
import { countryName } from '@vigil/contracts/regulations';
import { recordAudit } from '../audit/audit.service.js';
import type { AuthUser } from '../common/context.js';
import { ForbiddenError, NotFoundError, ValidationError } from '../common/errors.js';
import type { Db, Queryable } from '../db/client.js';
import { rowsOf } from '../db/rows.js';
import { devices } from '../devices/devices.tables.js';
import { folders } from '../files/files.tables.js';
import { isSysAdmin, isTenantAdmin } from '../graphql/guards.js';
import type { ListArgs, ListDefinition, ListResult, WhereInput } from '../graphql/list.js';
import { regulations } from '../regulations/regulations.tables.js';
import { recomputeRollups } from '../rollups/recompute.js';
import { removeClassifierFindings } from '../rollups/classifier-removal.js';
import { revalueClassifier } from '../rollups/revalue.js';
import { processes } from '../rules/process-rules.tables.js';
import { rules as rulesTable } from '../rules/rules.tables.js';
import { resolveTenantScope, type TenantScope } from '../tenants/tenant-scope.js';
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
import {
  classifierRegulations,
  classifiers,
  templateClassifierRegulations,
  templateClassifiers,
} from './classifiers.tables.js';
import { insertClassifiers, type ClassifierRow } from './classifiers.repo.js';

// --- Views ----------------------------------------------------------------------------------------

export interface RegulationRef {
  id: number;
  name: string;
}
export interface CountryRef {
  code: string;
  name: string;
}

/** The definition every classifier view has (customer and template). */
export interface DefinitionView {
  id: number;
  filterVersion: number;
  name: string;
  caption: string;
  description: string;
  lists: string[];
  regulations: RegulationRef[];
  countries: CountryRef[];
  type: FilterType;
  isSensitive: boolean;
  isActive: boolean;
  valuePerRecord: number;
  rulesMatch: RulesMatch;
  rules: ContentRule[];
  extensions: string[];
  fileSourceType: FileSourceType | null;
  processNames: string[];
  countUniqueEntries: boolean;
  compoundRootLogicalOperator: LogicalOperator;
  compoundGroups: CompoundGroup[];
  reasonForChange: string | null;
  testingGroupId: number | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface ClassifierView extends DefinitionView {
  isBlocked: boolean;
  templateId: number | null;
  fipsValidation: boolean;
  folder: {
    id: number | null;
    deviceId: number;
    path: string;
    deviceName: string;
    deviceNickName: string | null;
  } | null;
  process: { id: number; humanName: string } | null;
  retentionPolicies: RetentionPolicy[];
  entriesCount: number;
  costUsd: number;
}

export function countryRefs(codes: readonly string[]): CountryRef[] {
  return codes.map((code) => ({ code, name: countryName(code) ?? code }));
}

/** The tenant's classifiers by id (deleted ones excluded), as the `classifier` query returns them. */
async function loadViews(db: Queryable, tenantId: number, ids: number[]): Promise<ClassifierView[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .select()
    .from(classifiers)
    .where(
      and(eq(classifiers.tenantId, tenantId), inArray(classifiers.id, ids), eq(classifiers.isDeleted, false)),
    )
    .orderBy(asc(classifiers.id));
  if (rows.length === 0) return [];
  const found = rows.map((r) => r.id);
  const links = await db
    .select({ classifierId: classifierRegulations.classifierId, id: regulations.id, name: regulations.name })
    .from(classifierRegulations)
    .innerJoin(regulations, eq(regulations.id, classifierRegulations.regulationId))
    .where(
      and(eq(classifierRegulations.tenantId, tenantId), inArray(classifierRegulations.classifierId, found)),
    )
    .orderBy(asc(regulations.name), asc(regulations.id));
  const deviceIds = [...new Set(rows.flatMap((r) => (r.folder ? [r.folder.deviceId] : [])))];
  const deviceRows =
    deviceIds.length === 0
      ? []
      : await db
          .select({ id: devices.id, name: devices.name, nickName: devices.nickName })
          .from(devices)
          .where(and(eq(devices.tenantId, tenantId), inArray(devices.id, deviceIds)));
  const processIds = [...new Set(rows.flatMap((r) => (r.processId != null ? [r.processId] : [])))];
  const processRows =
    processIds.length === 0
      ? []
      : await db
          .select({ id: processes.id, humanName: processes.humanName })
          .from(processes)
          .where(and(eq(processes.tenantId, tenantId), inArray(processes.id, processIds)));
  const risk = await rowsOf<{ id: number; entries: string; cost: number }>(
    db,
    sql`select classifier_id as id, (sensitive_entries_count + non_sensitive_entries_count)::text as entries,
          (sensitive_cost + non_sensitive_cost)::float8 as cost
        from classifier_risk_rollups where tenant_id = ${tenantId} and classifier_id in ${sql`(${sql.join(
          found.map((id) => sql`${id}`),
          sql`, `,
        )})`}`,
  );
  const riskOf = new Map(risk.map((r) => [Number(r.id), r]));
  const deviceOf = new Map(deviceRows.map((d) => [d.id, d]));
  const processOf = new Map(processRows.map((p) => [p.id, p]));
  return rows.map((r) => {
    const device = r.folder ? deviceOf.get(r.folder.deviceId) : undefined;
    const process = r.processId != null ? processOf.get(r.processId) : undefined;
    return {
      ...definitionView(
        r,
        links.filter((l) => l.classifierId === r.id),
      ),
      isBlocked: r.isBlocked,
      templateId: r.templateId,
      fipsValidation: r.fipsValidation,
      folder: r.folder
        ? {
            id: r.folder.id ?? null,
            deviceId: r.folder.deviceId,
            path: r.folder.path,
            deviceName: device?.name ?? '',
            deviceNickName: device?.nickName ?? null,
          }
        : null,
      process: process ? { id: process.id, humanName: process.humanName } : null,
      retentionPolicies: r.retentionPolicies,
      entriesCount: Number(riskOf.get(r.id)?.entries ?? 0),
      costUsd: Number(riskOf.get(r.id)?.cost ?? 0),
    };
  });
}

type DefinitionSource = Omit<
  typeof templateClassifiers.$inferSelect,
  'key' | 'definitionHash' | 'parentTemplateId'
>;

export function definitionView(r: DefinitionSource, links: { id: number; name: string }[]): DefinitionView {
  return {
    id: r.id,
    filterVersion: r.filterVersion,
    name: r.name,
    caption: r.caption,
    description: r.description,
    lists: r.lists,
    regulations: links.map((l) => ({ id: l.id, name: l.name })),
    countries: countryRefs(r.countries),
    type: r.type,
    isSensitive: r.isSensitive,
    isActive: r.isActive,
    valuePerRecord: r.valuePerRecord,
    rulesMatch: r.rulesMatch,
    rules: r.rules,
    extensions: r.extensions,
    fileSourceType: r.fileSourceType,
    processNames: r.processNames,
    countUniqueEntries: r.countUniqueEntries,
    compoundRootLogicalOperator: r.compoundRootLogicalOperator,
    compoundGroups: r.compoundGroups,
    reasonForChange: r.reasonForChange,
    testingGroupId: r.testingGroupId,
    createdAt: r.createdAt,
    updatedAt: r.updatedAt,
  };
}

async function viewOf(db: Queryable, tenantId: number, id: number): Promise<ClassifierView> {
  const [view] = await loadViews(db, tenantId, [id]);
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
  return viewOf(db, scope.tenantId, id);
}

/** A row of classifiersList, named like the GraphQL fields. */
export interface ClassifierListRow {
  id: number;
  name: string;
  caption: string;
  valuePerRecord: number;
  filterType: FilterType;
  isActive: boolean;
  isSensitive: boolean;
  encryptionIsEnabled: boolean;
  encryptionDelayDays: number | null;
  isBlocked: boolean;
  templateId: number | null;
  testingGroupId: number | null;
  entriesCount: number;
  costUsd: number;
  regulations: number[];
  updatedAt: Date;
  rules: {
    id: number;
    name: string;
    isActive: boolean;
    encryptionIsEnabled: boolean;
    overrideOtherEncryptionRules: boolean;
    encryptionDelayDays: number;
    triggers: { triggerType: string; actions: string[] }[];
  }[];
}

/**
 * The base of classifiersList: one row per live classifier of the tenant with its rule's
 * encryption and its rollup risk. `regulations` is the int[] of its regulation ids, so that the
 * list's `regulations: { in: [...] }` filter means "some id in the list" (see the schema).
 */
export function classifiersListQuery(tenantId: number, showAll: boolean, conditions: SQL[] = []): SQL {
  return sql`select c.id as "id", c.name as "name", c.caption as "caption", c.value_per_record as "valuePerRecord",
      c.type as "filterType", c.is_active as "isActive", c.is_sensitive as "isSensitive",
      coalesce((ru.encryption->>'isEnabled')::boolean, false) as "encryptionIsEnabled",
      (ru.encryption->>'delayDays')::int as "encryptionDelayDays",
      c.is_blocked as "isBlocked", c.template_id as "templateId", c.testing_group_id as "testingGroupId",
      coalesce(cr.sensitive_entries_count + cr.non_sensitive_entries_count, 0)::float8 as "entriesCount",
      coalesce(cr.sensitive_cost + cr.non_sensitive_cost, 0)::float8 as "costUsd",
      c.updated_at as "updatedAt",
      coalesce((select array_agg(l.regulation_id order by l.regulation_id) from classifier_regulations l
        where l.tenant_id = c.tenant_id and l.classifier_id = c.id), '{}'::int[]) as "regulations",
      case when ru.id is null then '[]'::jsonb else jsonb_build_array(jsonb_build_object(
        'id', ru.id, 'name', ru.name, 'isActive', ru.is_active,
        'encryptionIsEnabled', coalesce((ru.encryption->>'isEnabled')::boolean, false),
        'overrideOtherEncryptionRules', ru.override_other_encryption_rules,
        'encryptionDelayDays', coalesce((ru.encryption->>'delayDays')::int, 30),
        'triggers', coalesce((select jsonb_agg(jsonb_build_object('triggerType', tr->>'trigger', 'actions', tr->'actions'))
          from jsonb_array_elements(ru.triggers) tr), '[]'::jsonb))) end as "rules"
    from classifiers c
    left join rules ru on ru.tenant_id = c.tenant_id and ru.classifier_id = c.id
    left join classifier_risk_rollups cr on cr.tenant_id = c.tenant_id and cr.classifier_id = c.id
    where c.tenant_id = ${tenantId} and not c.is_deleted
      ${showAll ? sql`` : sql`and coalesce(cr.sensitive_entries_count + cr.non_sensitive_entries_count, 0) > 0`}
      ${sql.join(
        conditions.map((c) => sql`and ${c}`),
        sql` `,
      )}`;
}

type RegulationsOp = { eq?: number | null; neq?: number | null; in?: number[] | null; nin?: number[] | null };

/**
 * `where.regulations` of classifiersList: `in: [ids]` some regulation in the list, `nin: [ids]`
 * none of them, `eq: id` has it, `eq: null` no regulation at all ('any false'), `neq: null` at
 * least one. The generic list compares scalars, so these become conditions of the base query;
 * they may stand at the top level or inside `and`, not inside `or`.
 */
export function splitRegulationsFilter(where: WhereInput | null | undefined): {
  rest: WhereInput | null;
  conditions: SQL[];
} {
  const conditions: SQL[] = [];
  const has = (ids: SQL) => sql`exists (select 1 from classifier_regulations l
      where l.tenant_id = c.tenant_id and l.classifier_id = c.id ${ids})`;
  const list = (ids: number[]) => {
    if (ids.length > 1000) throw new ValidationError('Too many values in regulations', 'regulations');
    if (!ids.every((id) => Number.isInteger(id)))
      throw new ValidationError('Invalid value for regulations', 'regulations');
    return ids.length === 0
      ? sql`and false`
      : sql`and l.regulation_id in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`;
  };
  const walk = (w: WhereInput): WhereInput => {
    const out: WhereInput = {};
    for (const [key, value] of Object.entries(w)) {
      if (value === null || value === undefined) continue;
      if (key === 'regulations') {
        const op = value as RegulationsOp;
        if (op.eq === null) conditions.push(sql`not ${has(sql``)}`);
        else if (op.eq !== undefined) conditions.push(has(list([op.eq])));
        if (op.neq === null) conditions.push(has(sql``));
        else if (op.neq !== undefined) conditions.push(sql`not ${has(list([op.neq]))}`);
        if (op.in) conditions.push(has(list(op.in)));
        if (op.nin) conditions.push(sql`not ${has(list(op.nin))}`);
      } else if (key === 'and') {
        out.and = (value as WhereInput[]).map(walk);
      } else if (key === 'or') {
        if (JSON.stringify(value).includes('"regulations"'))
          throw new ValidationError('regulations can be combined with and only', 'regulations');
        out.or = value as WhereInput[];
      } else {
        out[key] = value;
      }
    }
    return out;
  };
  return { rest: where ? walk(where) : null, conditions };
}

export async function listClassifiers(
  db: Db,
  user: AuthUser,
  list: ListDefinition<ClassifierListRow>,
  args: ListArgs & { showAll?: boolean | null; tenantId?: number | null },
): Promise<ListResult<ClassifierListRow>> {
  const scope = await resolveTenantScope(db, user, args.tenantId);
  const { rest, conditions } = splitRegulationsFilter(args.where);
  return list.run(db, classifiersListQuery(scope.tenantId, args.showAll ?? false, conditions), {
    ...args,
    where: rest,
  });
}

export type ClassifierPickerItem = {
  id: number;
  name: string;
  entriesCount: number;
  costUsd: number;
};

/** allClassifiers: every live classifier of the tenant, by name (pickers, compound items). */
export async function allClassifiers(
  db: Db,
  user: AuthUser,
  tenantId: number | null | undefined,
): Promise<ClassifierPickerItem[]> {
  const scope = await resolveTenantScope(db, user, tenantId);
  return rowsOf<ClassifierPickerItem>(
    db,
    sql`select c.id, c.name,
          coalesce(cr.sensitive_entries_count + cr.non_sensitive_entries_count, 0)::float8 as "entriesCount",
          coalesce(cr.sensitive_cost + cr.non_sensitive_cost, 0)::float8 as "costUsd"
        from classifiers c
        left join classifier_risk_rollups cr on cr.tenant_id = c.tenant_id and cr.classifier_id = c.id
        where c.tenant_id = ${scope.tenantId} and not c.is_deleted
        order by c.name, c.id`,
  );
}

/** classifierCountries: the countries a classifier may name (those of the library's regulations), by name. */
export async function classifierCountries(db: Db): Promise<CountryRef[]> {
  const rows = await rowsOf<{ code: string }>(
    db,
    sql`select distinct unnest(available_countries) as code from regulations where not is_deleted`,
  );
  return countryRefs(rows.map((r) => r.code).filter((c) => countryName(c) !== null)).sort((a, b) =>
    a.name.localeCompare(b.name),
  );
}

// --- Mutations ------------------------------------------------------------------------------------

async function requireCustomer(db: Queryable, user: AuthUser, tenantId: number | null | undefined) {
  const scope = await resolveTenantScope(db, user, tenantId);
  // Classifiers belong to customers; a partner or the back office acts through tenantId.
  if (scope.tenantType !== TenantType.Customer) throw new NotFoundError('Tenant', scope.tenantId);
  return scope;
}

async function lockClassifier(db: Queryable, tenantId: number, id: number): Promise<ClassifierRow> {
  const [row] = await db
    .select()
    .from(classifiers)
    .where(and(eq(classifiers.tenantId, tenantId), eq(classifiers.id, id), eq(classifiers.isDeleted, false)))
    .for('update');
  if (!row) throw new NotFoundError('Classifier', id);
  return row;
}

/** The tenant's live classifiers as the compound checks see them. */
function liveCompoundCandidates(db: Queryable, tenantId: number) {
  return db
    .select({
      id: classifiers.id,
      name: classifiers.name,
      type: classifiers.type,
      groups: classifiers.compoundGroups,
    })
    .from(classifiers)
    .where(and(eq(classifiers.tenantId, tenantId), eq(classifiers.isDeleted, false)));
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
    const [p] = await db
      .select({ processName: processes.processName })
      .from(processes)
      .where(and(eq(processes.tenantId, scope.tenantId), eq(processes.id, form.processId)));
    if (!p) throw new ValidationError(`Application ${form.processId} not found`, 'processId');
    processNames = [p.processName];
  }
  let folder: { id: number; deviceId: number; path: string } | null = null;
  if (form.type === 'BY_FOLDER' && form.folderId != null) {
    const [f] = await db
      .select({ id: folders.id, deviceId: folders.deviceId, path: folders.path })
      .from(folders)
      .innerJoin(devices, and(eq(devices.tenantId, folders.tenantId), eq(devices.id, folders.deviceId)))
      .where(
        and(
          eq(folders.tenantId, scope.tenantId),
          eq(folders.id, form.folderId),
          eq(devices.isDeleted, false),
        ),
      );
    if (!f) throw new ValidationError(Messages.folderRequired, 'folderId');
    folder = f;
  }
  const fields = classifierFormToDefinition(form, { processNames, folder, previousRules: old?.rules });
  const refs = compoundClassifierIds(fields);
  if (refs.length > 0)
    checkCompoundRefs(refs, await liveCompoundCandidates(db, scope.tenantId), self, 'Classifier');
  checkCountries(fields.countries);
  return {
    ...storedColumns(fields),
    processId: fields.processId,
    fipsValidation: fields.fipsValidation,
    retentionPolicies: fields.retentionPolicies,
  };
}

async function replaceRegulationLinks(db: Queryable, tenantId: number, classifierId: number, ids: number[]) {
  await db
    .delete(classifierRegulations)
    .where(
      and(eq(classifierRegulations.tenantId, tenantId), eq(classifierRegulations.classifierId, classifierId)),
    );
  if (ids.length > 0)
    await db
      .insert(classifierRegulations)
      .values(ids.map((regulationId) => ({ tenantId, classifierId, regulationId })));
}

export async function createClassifier(
  db: Db,
  user: AuthUser,
  input: unknown,
  tenantId: number | null | undefined,
): Promise<ClassifierView> {
  const form = parseClassifierForm(input, { admin: isSysAdmin(user) });
  return db.transaction(async (tx) => {
    const scope = await requireCustomer(tx, user, tenantId);
    const regulationIds = await checkRegulationIds(tx, form.regulations);
    checkRegularUser(
      user,
      { regulations: [], countries: [] },
      { regulations: regulationIds, countries: form.countries },
    );
    const columns = await tenantColumns(tx, scope, form, null);
    const [row] = await insertClassifiers(tx, scope.tenantId, [
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
    const view = await viewOf(tx, scope.tenantId, row.id);
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
    const scope = await requireCustomer(tx, user, tenantId);
    const old = await lockClassifier(tx, scope.tenantId, id);
    if (form.type !== old.type) throw new ValidationError(Messages.classifierTypeLocked, 'type');
    if (form.isBlocked && old.templateId === null)
      throw new ValidationError(Messages.blockOnlyForTemplateBased, 'isBlocked');
    const before = await viewOf(tx, scope.tenantId, id);
    const regulationIds = await checkRegulationIds(tx, form.regulations);
    checkRegularUser(
      user,
      { regulations: before.regulations.map((r) => r.id), countries: before.countries.map((c) => c.code) },
      { regulations: regulationIds, countries: form.countries },
    );
    const columns = await tenantColumns(tx, scope, form, old);
    await tx
      .update(classifiers)
      .set({
        ...columns,
        isBlocked: old.templateId === null ? false : (form.isBlocked ?? old.isBlocked),
        filterVersion: form.filterVersion ?? old.filterVersion,
        reasonForChange: form.reasonForChange ?? old.reasonForChange,
        updatedAt: sql`now()`,
      })
      .where(and(eq(classifiers.tenantId, scope.tenantId), eq(classifiers.id, id)));
    const oldLinks = before.regulations.map((r) => r.id).sort((a, b) => a - b);
    const linksChanged = !sameIds(oldLinks, regulationIds);
    if (linksChanged) await replaceRegulationLinks(tx, scope.tenantId, id, regulationIds);
    await keepRiskRight(tx, scope, id, {
      valuation: columns.valuePerRecord !== old.valuePerRecord || columns.isSensitive !== old.isSensitive,
      links: linksChanged,
    });
    const after = await viewOf(tx, scope.tenantId, id);
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
    const scope = await requireCustomer(tx, user, tenantId);
    const old = await lockClassifier(tx, scope.tenantId, request.id);
    if (changes.isBlocked !== undefined && old.templateId === null)
      throw new ValidationError(Messages.blockOnlyForTemplateBased, 'isBlocked');
    await tx
      .update(classifiers)
      .set({ ...changes, updatedAt: sql`now()` })
      .where(and(eq(classifiers.tenantId, scope.tenantId), eq(classifiers.id, old.id)));
    await keepRiskRight(tx, scope, old.id, {
      valuation: changes.isSensitive !== undefined && changes.isSensitive !== old.isSensitive,
      links: false,
    });
    const after = await viewOf(tx, scope.tenantId, old.id);
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

export interface DeleteClassifiersRequest {
  ids: number[];
  deleteEncryptionRuleIfExists?: boolean | null;
}

/**
 * Deletes classifiers (kept as deleted rows for the history) with their rules and findings: the
 * risk portal stops counting their entries. A classifier with encryption on needs
 * deleteEncryptionRuleIfExists; one used by a compound classifier that stays is refused.
 */
export async function deleteClassifiers(
  db: Db,
  user: AuthUser,
  request: DeleteClassifiersRequest,
  tenantId: number | null | undefined,
): Promise<number[]> {
  const ids = [...new Set(request.ids)].sort((a, b) => a - b);
  if (ids.length === 0) throw new ValidationError(Messages.required, 'ids');
  if (ids.length > 1000) throw new ValidationError(Messages.maxValue(1000), 'ids');
  return db.transaction(async (tx) => {
    const scope = await requireCustomer(tx, user, tenantId);
    const t = scope.tenantId;
    const rows = await tx
      .select()
      .from(classifiers)
      .where(and(eq(classifiers.tenantId, t), inArray(classifiers.id, ids), eq(classifiers.isDeleted, false)))
      .orderBy(asc(classifiers.id))
      .for('update');
    const missing = ids.find((id) => !rows.some((r) => r.id === id));
    if (missing !== undefined) throw new NotFoundError('Classifier', missing);
    const ruleRows = await tx
      .select()
      .from(rulesTable)
      .where(and(eq(rulesTable.tenantId, t), inArray(rulesTable.classifierId, ids)));
    const encrypted = rows.filter((r) =>
      ruleRows.some((ru) => ru.classifierId === r.id && ru.isActive && ru.encryption.isEnabled),
    );
    if (encrypted.length > 0 && !request.deleteEncryptionRuleIfExists)
      throw new ValidationError(
        Messages.classifierHasEncryption(encrypted.map((r) => r.name).join(', ')),
        'deleteEncryptionRuleIfExists',
      );
    checkNotUsedByCompound(ids, await liveCompoundCandidates(tx, t));

    const before = await loadViews(tx, t, ids);
    for (const rule of ruleRows) {
      await tx.delete(rulesTable).where(and(eq(rulesTable.tenantId, t), eq(rulesTable.id, rule.id)));
      await recordAudit(tx, user, {
        scope,
        entityType: 'Rule',
        entityId: rule.id,
        entityName: rule.name,
        operation: 'DELETE',
        before: rule,
        linkedEntityType: 'Classifier',
        linkedEntityId: rule.classifierId,
      });
    }
    await tx
      .update(classifiers)
      .set({ isDeleted: true, isActive: false, updatedAt: sql`now()` })
      .where(and(eq(classifiers.tenantId, t), inArray(classifiers.id, ids)));
    await removeClassifierFindings(tx, scope, ids);
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
    return ids;
  });
}

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
    const scope = await requireCustomer(tx, user, tenantId);
    const t = scope.tenantId;
    let created: ClassifierRow | undefined;
    let source: Record<string, unknown>;
    if (request.classifierId != null) {
      const src = await lockClassifier(tx, t, request.classifierId);
      const links = await tx
        .select({ id: classifierRegulations.regulationId })
        .from(classifierRegulations)
        .where(and(eq(classifierRegulations.tenantId, t), eq(classifierRegulations.classifierId, src.id)));
      const { id: _id, tenantId: _t, createdAt: _c, updatedAt: _u, ...copy } = src;
      [created] = await insertClassifiers(tx, t, [
        {
          ...copy,
          name: copyName(src.name),
          isActive: true,
          isBlocked: false,
          templateId: null,
          regulationIds: links.map((l) => l.id),
        },
      ]);
      source = { classifierId: src.id };
    } else {
      const templateId = request.templateId as number;
      const tenant = await findTenantById(tx, t);
      const [tpl] = await tx
        .select()
        .from(templateClassifiers)
        .where(and(eq(templateClassifiers.id, templateId), eq(templateClassifiers.isDeleted, false)));
      const visible =
        tpl && (tpl.testingGroupId === null || (tenant?.testingGroups ?? []).includes(tpl.testingGroupId));
      if (!tpl || !visible) throw new NotFoundError('Template classifier', templateId);
      const links = await tx
        .select({ id: templateClassifierRegulations.regulationId })
        .from(templateClassifierRegulations)
        .where(eq(templateClassifierRegulations.templateClassifierId, tpl.id));
      const compoundGroups = await mapTemplateCompound(tx, t, tpl.compoundGroups);
      const {
        id: _id,
        key: _k,
        definitionHash: _h,
        parentTemplateId: _p,
        createdAt: _c,
        updatedAt: _u,
        isDeleted: _d,
        testingGroupId: _g,
        ...copy
      } = tpl;
      [created] = await insertClassifiers(tx, t, [
        {
          ...copy,
          compoundGroups,
          isActive: true,
          templateId: tpl.id,
          regulationIds: links.map((l) => l.id),
        },
      ]);
      source = { templateId: tpl.id };
    }
    if (!created) throw new Error('classifier insert failed');
    const view = await viewOf(tx, t, created.id);
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

/** A template compound names templates: the customer's copy names the customer's copies of them. */
async function mapTemplateCompound(
  db: Queryable,
  tenantId: number,
  groups: CompoundGroup[],
): Promise<CompoundGroup[]> {
  const templateIds = compoundClassifierIds({ compoundGroups: groups });
  if (templateIds.length === 0) return groups;
  const copies = await db
    .select({ id: classifiers.id, templateId: classifiers.templateId })
    .from(classifiers)
    .where(
      and(
        eq(classifiers.tenantId, tenantId),
        inArray(classifiers.templateId, templateIds),
        eq(classifiers.isDeleted, false),
      ),
    )
    .orderBy(asc(classifiers.id));
  const copyOf = new Map<number, number>();
  for (const c of copies)
    if (c.templateId !== null && !copyOf.has(c.templateId)) copyOf.set(c.templateId, c.id);
  const missing = templateIds.find((id) => !copyOf.has(id));
  if (missing !== undefined) {
    const [tpl] = await db
      .select({ name: templateClassifiers.name })
      .from(templateClassifiers)
      .where(eq(templateClassifiers.id, missing));
    throw new ValidationError(
      `Add the template classifier "${tpl?.name ?? missing}" first: this compound uses it`,
      'templateId',
    );
  }
  return groups.map((g) => ({
    ...g,
    items: g.items.map((i) =>
      i.classifierId != null ? { ...i, classifierId: copyOf.get(i.classifierId) ?? null } : i,
    ),
  }));
}

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
      const [tpl] = await tx
        .select({
          id: templateClassifiers.id,
          name: templateClassifiers.name,
          testingGroupId: templateClassifiers.testingGroupId,
        })
        .from(templateClassifiers)
        .where(and(eq(templateClassifiers.id, classifierId), eq(templateClassifiers.isDeleted, false)))
        .for('update');
      if (!tpl) throw new NotFoundError('Template classifier', classifierId);
      await tx
        .update(templateClassifiers)
        .set({ testingGroupId: group, updatedAt: sql`now()` })
        .where(eq(templateClassifiers.id, tpl.id));
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
    if (scope.tenantType !== TenantType.Customer) throw new NotFoundError('Classifier', classifierId);
    const old = await lockClassifier(tx, scope.tenantId, classifierId);
    await tx
      .update(classifiers)
      .set({ testingGroupId: group, updatedAt: sql`now()` })
      .where(and(eq(classifiers.tenantId, scope.tenantId), eq(classifiers.id, old.id)));
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
