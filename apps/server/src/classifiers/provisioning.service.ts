import type { Queryable } from '../db/client.js';
import { addToSelection, findProvisionedRegulationIds } from '../regulations/regulations.repo.js';
import type { TenantScope } from '../tenants/tenant-scope.js';
import { findTenantById } from '../tenants/tenants.repo.js';
import { copyTemplates, findTemplateCopies } from './classifiers.repo.js';
import { findTemplatesOfRegulations } from './template-classifiers.repo.js';

export interface ProvisionOptions {
  /** Library keys of the regulations to select; default: those set by default. */
  regulationKeys?: string[];
  /** The regulations to select, by id (already checked by the caller); overrides regulationKeys. */
  regulationIds?: number[];
}

export interface ProvisionResult {
  regulationIds: number[];
  classifierIds: number[];
}

/**
 * Gives a customer its regulations and a copy of their active template classifiers (template_id
 * set), as a new customer gets them. Idempotent: regulations already selected and templates
 * already copied are left alone. Call it inside the transaction that creates the customer.
 */
export async function provisionCustomer(
  db: Queryable,
  scope: TenantScope,
  options: ProvisionOptions = {},
): Promise<ProvisionResult> {
  if (!scope.isCustomer) throw new Error(`Tenant ${scope.tenantId} is not a customer`);
  const regulationIds = options.regulationIds
    ? [...new Set(options.regulationIds)].sort((a, b) => a - b)
    : await findProvisionedRegulationIds(db, options.regulationKeys);
  if (regulationIds.length === 0) return { regulationIds, classifierIds: [] };
  await addToSelection(db, scope, regulationIds);

  const testingGroups = (await findTenantById(db, scope.tenantId))?.testingGroups ?? [];
  const templates = await findTemplatesOfRegulations(db, regulationIds, testingGroups);
  if (templates.length === 0) return { regulationIds, classifierIds: [] };
  const copied = await findTemplateCopies(
    db,
    scope,
    templates.map((t) => t.row.id),
  );
  const already = new Set(copied.map((c) => c.templateId));
  const toCopy = templates.filter((t) => !already.has(t.row.id));
  if (toCopy.length === 0) return { regulationIds, classifierIds: [] };
  const created = await copyTemplates(db, scope, toCopy);
  return { regulationIds, classifierIds: created.map((c) => c.id) };
}
