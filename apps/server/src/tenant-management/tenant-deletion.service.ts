import type { TenantType } from '@vigil/contracts';
import { TenantLimits, TenantMessages } from '@vigil/contracts';
import { recordAudit } from '../audit/audit.service.js';
import type { AuthUser } from '../common/context.js';
import { NotFoundError, ValidationError } from '../common/errors.js';
import type { Db } from '../db/client.js';
import { historyDaysOfSubtree, resummarizeAncestorsHistory } from '../rollups/tenant-removal.js';
import type { TenantScope } from '../tenants/tenant-scope.js';
import { findTenantById, softDeleteSubtree } from '../tenants/tenants.repo.js';

/**
 * deletePartners2 and deleteCustomers2: tenants strictly below the scope, of the named type (any
 * other id, the scope's own tenant included, answers like a missing tenant and nothing is deleted).
 * A deleted tenant takes its subtree with it (a partner's sub-partners and customers), keeps its
 * rows and change history for the back office, and leaves every figure above it: the partners'
 * and the back office's figures are sums of their live customers, and their stored Risk Over Time
 * rows are summed again without it. One change-history entry per tenant named, in its parent's
 * history.
 */
export async function deleteTenants(
  db: Db,
  user: AuthUser,
  within: TenantScope,
  ids: readonly number[],
  type: typeof TenantType.Partner | typeof TenantType.Customer,
): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (unique.length > TenantLimits.deleteMax)
    throw new ValidationError(TenantMessages.tooManyTenants(TenantLimits.deleteMax), 'ids');
  return db.transaction(async (tx) => {
    const targets: TenantScope[] = [];
    for (const id of unique) {
      if (id === within.tenantId) throw new NotFoundError('Tenant', id);
      const scope = await within.narrow(tx, id);
      if (scope.tenantType !== type) throw new NotFoundError('Tenant', id);
      targets.push(scope);
    }
    const at = new Date();
    // Top-down, so a tenant below another one named here goes with that one's subtree.
    targets.sort((a, b) => a.path.length - b.path.length);
    const deleted: number[] = [];
    for (const target of targets) {
      if (deleted.includes(target.tenantId)) continue;
      await target.lock(tx);
      const row = await findTenantById(tx, target.tenantId);
      if (!row || row.isDeleted) throw new NotFoundError('Tenant', target.tenantId);
      const days = await historyDaysOfSubtree(tx, target);
      const removed = await softDeleteSubtree(tx, target, at);
      await resummarizeAncestorsHistory(tx, target, days);
      deleted.push(...removed);
      const parent = row.parentId === null ? within : await within.narrow(tx, row.parentId);
      await recordAudit(tx, user, {
        scope: parent,
        entityType: 'Tenant',
        entityId: row.id,
        entityName: row.name,
        operation: 'DELETE',
        before: { tenantType: row.tenantType, name: row.name, isDeleted: false },
        after: { isDeleted: true, deletedAt: at, subtree: removed.filter((id) => id !== row.id) },
      });
    }
    return unique;
  });
}
