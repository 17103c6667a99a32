import {
  Limits,
  Messages,
  policyUpdateActionFor,
  tenantDisplayName,
  type PolicyUpdateAction,
} from '@vigil/contracts';
import { recordAudit } from '../audit/audit.service.js';
import { checkNotUsedByCompound } from '../classifiers/classifier-input.js';
import {
  findCompoundCandidates,
  replaceRegulationLinks,
  softDeleteClassifiers,
  updateClassifierRow,
} from '../classifiers/classifiers.repo.js';
import { managedColumns } from '../classifiers/classifier-definition.js';
import { resolveCustomerScope } from '../classifiers/classifiers.service.js';
import { findAllTemplates, type LoadedTemplate } from '../classifiers/template-classifiers.repo.js';
import { compoundGroupsForCopy, copyTemplates, lacksCopyError } from '../classifiers/template-copies.js';
import type { AuthUser } from '../common/context.js';
import { NotFoundError, ValidationError } from '../common/errors.js';
import type { Db, Queryable } from '../db/client.js';
import { pageBounds, type ListResult } from '../graphql/list.js';
import { requireVisibleRegulation } from '../regulations/regulations.service.js';
import { removeClassifierFindings } from '../rollups/classifier-removal.js';
import { recomputeRollups } from '../rollups/recompute.js';
import { findRulesOfClassifiers } from '../rules/rules.repo.js';
import { deleteRules } from '../rules/rules.service.js';
import { findLiveDescendants } from '../tenants/subtree.read-model.js';
import { resolveTenantScope, type TenantScope } from '../tenants/tenant-scope.js';
import { computePolicyUpdates, hasUpdates, type RegulationPolicyUpdates } from './policy-status.js';
import { libraryFor, loadTenantFacts, templateFacts, type TenantPolicyFacts } from './policy-facts.js';

export interface PolicyUpdateRequestItem {
  classifierId?: number | null;
  action: PolicyUpdateAction;
  templateClassifierId?: number | null;
}

export interface PolicyUpdatesResult {
  added: number;
  updated: number;
  deleted: number;
  customers: number;
}

export interface PartnerPolicyNode {
  id: number;
  name: string;
  parentId: number | null;
  hasUpdates: boolean;
  isPartner: boolean;
}

interface Evaluated {
  facts: TenantPolicyFacts;
  /** The templates the customer sees (template-visibility.ts): a hidden one answers like a missing one. */
  templates: Map<number, LoadedTemplate>;
  updates: RegulationPolicyUpdates[];
}

type Library = ReturnType<typeof libraryFor>;

function evaluate(facts: TenantPolicyFacts, library: Library): Evaluated {
  const templates = library(facts.testingGroups);
  const updates = computePolicyUpdates(
    facts.selected,
    [...templates.values()].map((t) => templateFacts(t)),
    facts.classifiers,
  );
  return { facts, templates, updates };
}

/** The scope's own tenant (a customer), evaluated against the library as it sees it. */
async function evaluateTenant(db: Queryable, scope: TenantScope): Promise<Evaluated> {
  const library = libraryFor(await findAllTemplates(db));
  const facts = (await loadTenantFacts(db, scope, 'tenant')).get(scope.tenantId);
  if (!facts) throw new NotFoundError('Tenant', scope.tenantId);
  return evaluate(facts, library);
}

/**
 * policyUpdates: a customer's selected regulations, each with its classifiers and their status
 * (pages of regulations); nothing for a partner or the back office.
 */
export async function policyUpdates(
  db: Queryable,
  user: AuthUser,
  tenantId: number | null | undefined,
  args: { skip?: number | null; take?: number | null },
): Promise<ListResult<RegulationPolicyUpdates>> {
  const scope = await resolveTenantScope(db, user, tenantId);
  // Classifiers are a customer's: a partner's own selection only seeds its new customers, and its
  // Classifier Updates are its customers' (policyUpdatesForPartner).
  const { updates } = scope.isCustomer ? await evaluateTenant(db, scope) : { updates: [] };
  const { skip, take } = pageBounds(args, Limits.policyUpdatesPageSize);
  const items = updates.slice(skip, skip + take);
  return {
    items,
    totalCount: updates.length,
    pageInfo: { hasNextPage: skip + items.length < updates.length, hasPreviousPage: skip > 0 },
  };
}

/**
 * policyUpdatesForPartner: the partner tree below the tenant acted for; a customer has updates
 * when any of its classifiers would be added, updated or deleted (against its own selection); a
 * partner when any customer below it has.
 */
export async function policyUpdatesForPartner(
  db: Queryable,
  user: AuthUser,
  tenantId: number | null | undefined,
): Promise<PartnerPolicyNode[]> {
  const scope = await resolveTenantScope(db, user, tenantId);
  const nodes = await findLiveDescendants(db, scope);
  const customersWithUpdates = new Set<number>();
  if (nodes.some((n) => n.tenantType === 'CUSTOMER')) {
    const library = libraryFor(await findAllTemplates(db));
    for (const [id, f] of await loadTenantFacts(db, scope, 'customers'))
      if (hasUpdates(evaluate(f, library).updates)) customersWithUpdates.add(id);
  }
  const pathsWithUpdates = nodes.filter((n) => customersWithUpdates.has(n.id)).map((n) => n.path);
  return nodes.map((n) => ({
    id: n.id,
    name: tenantDisplayName(n),
    parentId: n.parentId,
    isPartner: n.tenantType !== 'CUSTOMER',
    hasUpdates:
      n.tenantType === 'CUSTOMER'
        ? customersWithUpdates.has(n.id)
        : pathsWithUpdates.some((p) => p.startsWith(n.path)),
  }));
}

interface PlannedAction {
  action: PolicyUpdateAction;
  classifierId: number | null;
  templateId: number;
}

/**
 * Applies planned actions to one customer (inside the caller's transaction), each checked against
 * the statuses computed now: ADD only for a MISSING template, UPDATE only for a NOT_ACTUAL
 * classifier, DELETE only for a DEPRECATED one — so a BLOCKED classifier is never touched. ADDs
 * come first, so a compound finds the copies it names. A compound whose templates the customer
 * has no copies of is refused, or with `lenient` (Update All) left as it is, as is a classifier a
 * compound still uses. Writes one change-history entry per classifier and keeps the risk rollups
 * right.
 */
async function applyActions(
  tx: Queryable,
  user: AuthUser,
  scope: TenantScope,
  evaluated: Evaluated,
  requested: PlannedAction[],
  options: { lenient?: boolean } = {},
): Promise<Omit<PolicyUpdatesResult, 'customers'>> {
  const { facts, templates } = evaluated;
  const lenient = options.lenient ?? false;
  const planned = await checkDeletes(tx, scope, unique(requested), lenient);
  const result = { added: 0, updated: 0, deleted: 0 };

  const adds = planned.filter((p) => p.action === 'ADD');
  const toAdd = adds.map((p) => {
    const template = templates.get(p.templateId);
    if (!template) throw new NotFoundError('Template classifier', p.templateId);
    return template;
  });
  const { created, unmet } = await copyTemplates(tx, scope, toAdd);
  const firstUnmet = [...unmet.values()][0];
  if (!lenient && firstUnmet !== undefined) throw await lacksCopyError(tx, firstUnmet);
  for (const row of created) {
    result.added += 1;
    await recordAudit(tx, user, {
      scope,
      entityType: 'Classifier',
      entityId: row.id,
      entityName: row.name,
      operation: 'CREATE',
      after: { name: row.name, templateId: row.templateId, filterVersion: row.filterVersion },
      additionalData: { policyUpdate: 'ADD', templateClassifierId: row.templateId },
    });
  }

  let linksChanged = false;
  for (const p of planned.filter((x) => x.action === 'UPDATE')) {
    const classifier = facts.classifiers.find((c) => c.id === p.classifierId);
    if (!classifier) throw new NotFoundError('Classifier', p.classifierId ?? undefined);
    const template = templates.get(p.templateId);
    if (!template) throw new NotFoundError('Template classifier', p.templateId);
    const compound = await compoundGroupsForCopy(tx, scope, template);
    if ('lacks' in compound) {
      if (lenient) continue;
      throw await lacksCopyError(tx, compound.lacks);
    }
    await replaceDefinition(tx, scope, classifier.id, template, compound.groups);
    const before = classifier.definition.regulationIds.join(',');
    if (before !== template.regulationIds.join(',')) linksChanged = true;
    result.updated += 1;
    await recordAudit(tx, user, {
      scope,
      entityType: 'Classifier',
      entityId: classifier.id,
      entityName: template.row.name,
      operation: 'UPDATE',
      before: { ...classifier.definition, filterVersion: classifier.filterVersion },
      after: { ...templateFacts(template).definition, filterVersion: template.row.filterVersion },
      additionalData: { policyUpdate: 'UPDATE', templateClassifierId: template.row.id },
    });
  }

  const deleted: number[] = [];
  for (const p of planned.filter((x) => x.action === 'DELETE')) {
    const classifier = facts.classifiers.find((c) => c.id === p.classifierId);
    if (!classifier) throw new NotFoundError('Classifier', p.classifierId ?? undefined);
    // A deleted classifier's rule goes with it (as deleteClassifiers does), in the change history.
    await deleteRules(tx, user, scope, await findRulesOfClassifiers(tx, scope, [classifier.id]));
    await softDeleteClassifiers(tx, scope, [classifier.id]);
    deleted.push(classifier.id);
    result.deleted += 1;
    await recordAudit(tx, user, {
      scope,
      entityType: 'Classifier',
      entityId: classifier.id,
      entityName: classifier.name,
      operation: 'DELETE',
      before: { name: classifier.name, templateId: classifier.templateId },
      additionalData: { policyUpdate: 'DELETE', templateClassifierId: classifier.templateId },
    });
  }
  if (deleted.length > 0) await removeClassifierFindings(tx, scope, deleted);
  else if (linksChanged) await recomputeRollups(tx, scope);
  return result;
}

/** Each planned action once. */
function unique(planned: PlannedAction[]): PlannedAction[] {
  const seen = new Set<string>();
  return planned.filter((p) => {
    const key = `${p.action}:${p.classifierId ?? ''}:${p.templateId}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * UPDATE: the template's definition (its compound naming the customer's copies), filter version
 * and regulations; the customer's own fields (isActive, isSensitive, valuePerRecord, retention,
 * FIPS, testing group, block) stay.
 */
async function replaceDefinition(
  tx: Queryable,
  scope: TenantScope,
  classifierId: number,
  t: LoadedTemplate,
  compoundGroups: LoadedTemplate['row']['compoundGroups'],
): Promise<void> {
  await updateClassifierRow(tx, scope, classifierId, {
    ...managedColumns(t.row),
    compoundGroups,
    filterVersion: t.row.filterVersion,
    reasonForChange: t.row.reasonForChange,
  });
  await replaceRegulationLinks(tx, scope, classifierId, t.regulationIds);
}

/**
 * A classifier a compound classifier (that stays) names cannot be deleted: an explicit DELETE is
 * refused; Update All leaves it DEPRECATED.
 */
async function checkDeletes(
  tx: Queryable,
  scope: TenantScope,
  planned: PlannedAction[],
  skip: boolean,
): Promise<PlannedAction[]> {
  const ids = planned
    .filter((p) => p.action === 'DELETE' && p.classifierId !== null)
    .map((p) => p.classifierId!);
  if (ids.length === 0) return planned;
  const live = await findCompoundCandidates(tx, scope, { compoundsOnly: true });
  if (!skip) {
    checkNotUsedByCompound(ids, live);
    return planned;
  }
  const inUse = new Set<number>();
  for (const id of ids) {
    try {
      checkNotUsedByCompound([id], live);
    } catch {
      inUse.add(id);
    }
  }
  return planned.filter(
    (p) => !(p.action === 'DELETE' && p.classifierId !== null && inUse.has(p.classifierId)),
  );
}

/** Every pending action of the customer (optionally of one selected regulation), once each. */
function pendingActions(evaluated: Evaluated, regulationId?: number | null): PlannedAction[] {
  const out: PlannedAction[] = [];
  for (const r of evaluated.updates) {
    if (regulationId != null && r.id !== regulationId) continue;
    for (const c of r.classifiers) {
      const action = policyUpdateActionFor(c.status);
      if (action) out.push({ action, classifierId: c.id, templateId: c.templateId });
    }
  }
  return out;
}

/** runPolicyUpdates: the chosen rows of the customer's Classifier Updates. */
export async function runPolicyUpdates(
  db: Db,
  user: AuthUser,
  items: PolicyUpdateRequestItem[],
  tenantId: number | null | undefined,
): Promise<PolicyUpdatesResult> {
  if (items.length === 0) throw new ValidationError(Messages.required, 'items');
  if (items.length > Limits.policyUpdatesPageSize)
    throw new ValidationError(Messages.maxValue(Limits.policyUpdatesPageSize), 'items');
  return db.transaction(async (tx) => {
    const scope = await resolveCustomerScope(tx, user, tenantId);
    await scope.lock(tx);
    const evaluated = await evaluateTenant(tx, scope);
    const rows = evaluated.updates.flatMap((r) => r.classifiers);
    const planned: PlannedAction[] = items.map((item) => {
      if (item.action === 'ADD') {
        if (item.templateClassifierId == null)
          throw new ValidationError(Messages.required, 'templateClassifierId');
        const row = rows.find((r) => r.id === null && r.templateId === item.templateClassifierId);
        if (!row) {
          // A template the customer does not see answers like a missing one.
          const t = evaluated.templates.get(item.templateClassifierId);
          if (!t || t.row.isDeleted)
            throw new NotFoundError('Template classifier', item.templateClassifierId);
          throw new ValidationError(Messages.policyUpdateNotApplicable, 'templateClassifierId');
        }
        return { action: 'ADD', classifierId: null, templateId: row.templateId };
      }
      if (item.classifierId == null) throw new ValidationError(Messages.required, 'classifierId');
      const classifier = evaluated.facts.classifiers.find((c) => c.id === item.classifierId);
      if (!classifier) throw new NotFoundError('Classifier', item.classifierId);
      if (item.templateClassifierId != null && item.templateClassifierId !== classifier.templateId)
        throw new ValidationError(Messages.policyUpdateNotApplicable, 'templateClassifierId');
      const row = rows.find((r) => r.id === classifier.id);
      if (!row || policyUpdateActionFor(row.status) !== item.action)
        throw new ValidationError(Messages.policyUpdateNotApplicable, 'action');
      return { action: item.action, classifierId: classifier.id, templateId: classifier.templateId };
    });
    const result = await applyActions(tx, user, scope, evaluated, planned);
    return { ...result, customers: 1 };
  });
}

/** runPolicyUpdatesForCustomer: Update All of one customer (optionally one regulation). */
export async function runPolicyUpdatesForCustomer(
  db: Db,
  user: AuthUser,
  tenantId: number,
  regulationId: number | null | undefined,
): Promise<PolicyUpdatesResult> {
  return db.transaction(async (tx) => {
    const scope = await resolveTenantScope(tx, user, tenantId);
    if (regulationId != null) await requireVisibleRegulation(tx, user, scope, regulationId);
    if (!scope.isCustomer) return { added: 0, updated: 0, deleted: 0, customers: 0 };
    await scope.lock(tx);
    const evaluated = await evaluateTenant(tx, scope);
    const result = await applyActions(tx, user, scope, evaluated, pendingActions(evaluated, regulationId), {
      lenient: true,
    });
    return { ...result, customers: 1 };
  });
}

/**
 * runPolicyUpdatesForPartner: Update All of every customer below the tenant (or the customer
 * itself), one at a time, in id order (two overlapping runs lock the customers in the same order).
 */
export async function runPolicyUpdatesForPartner(
  db: Db,
  user: AuthUser,
  tenantId: number,
  regulationId: number | null | undefined,
): Promise<PolicyUpdatesResult> {
  return db.transaction(async (tx) => {
    const scope = await resolveTenantScope(tx, user, tenantId);
    if (regulationId != null) await requireVisibleRegulation(tx, user, scope, regulationId);
    const customerIds = [...(await scope.customerIds(tx))].sort((a, b) => a - b);
    const total: PolicyUpdatesResult = { added: 0, updated: 0, deleted: 0, customers: 0 };
    const library = libraryFor(await findAllTemplates(tx));
    for (const id of customerIds) {
      const customer = await scope.narrow(tx, id);
      await customer.lock(tx);
      const facts = (await loadTenantFacts(tx, customer, 'tenant')).get(id);
      if (!facts) continue;
      const evaluated = evaluate(facts, library);
      const planned = pendingActions(evaluated, regulationId);
      if (planned.length === 0) continue;
      const r = await applyActions(tx, user, customer, evaluated, planned, { lenient: true });
      total.added += r.added;
      total.updated += r.updated;
      total.deleted += r.deleted;
      total.customers += 1;
    }
    return total;
  });
}

/**
 * After a customer selected regulations: the MISSING template classifiers of those regulations
 * are added at once (as a new customer gets them). Inside the caller's transaction.
 */
export async function addClassifiersOfRegulations(
  tx: Queryable,
  user: AuthUser,
  scope: TenantScope,
  regulationIds: number[],
): Promise<number> {
  if (regulationIds.length === 0) return 0;
  await scope.lock(tx);
  const evaluated = await evaluateTenant(tx, scope);
  const planned = evaluated.updates
    .filter((r) => regulationIds.includes(r.id))
    .flatMap((r) => r.classifiers)
    .filter((c) => c.status === 'MISSING')
    .map((c) => ({ action: 'ADD' as const, classifierId: null, templateId: c.templateId }));
  const result = await applyActions(tx, user, scope, evaluated, planned);
  return result.added;
}
