import type { AuthUser } from '../common/context.js';
import type { Db } from '../db/client.js';
import {
  checkSelectionSize,
  saveRegulationSelection,
  selectionViews,
  type CustomerRegulationView,
  type CustomerRegulationsRequest,
} from '../regulations/regulations.service.js';
import { resolveTenantScope } from '../tenants/tenant-scope.js';
import { addClassifiersOfRegulations } from './policy-updates.service.js';

/**
 * updateCustomerRegulations: saves the selection (regulations), then gives a customer the missing
 * template classifiers of the regulations it newly selected, at once (as a new customer gets them).
 * Here, above both, because a regulation knows nothing of the classifiers that name it.
 */
export async function updateCustomerRegulations(
  db: Db,
  user: AuthUser,
  request: CustomerRegulationsRequest,
  tenantId: number | null | undefined,
): Promise<CustomerRegulationView[]> {
  checkSelectionSize(request);
  return db.transaction(async (tx) => {
    const scope = await resolveTenantScope(tx, user, tenantId);
    const { added } = await saveRegulationSelection(tx, user, scope, request);
    if (scope.isCustomer) await addClassifiersOfRegulations(tx, user, scope, added);
    return selectionViews(tx, scope);
  });
}
