import type { AuthUser } from '../common/context.js';
import type { Queryable } from '../db/client.js';
import { resolveTenantScope, type TenantScope } from './tenant-scope.js';

/**
 * The caller's own tenant, whatever tenant it has chosen to act for: where the back office's own
 * data (the regulation library, the template classifiers) lives and its change history is written.
 */
export function resolveOwnScope(db: Queryable, user: AuthUser): Promise<TenantScope> {
  return resolveTenantScope(db, user, user.tenantId);
}
