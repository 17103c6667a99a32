import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import type { ScopeFilter, TenantScope } from './tenant-scope.js';

/** Whose rows a scope-wide read covers: the scope's own tenant, or the live customers of its subtree. */
export type ScopeReach = 'tenant' | 'customers';

/** The filter on a row's tenant column for that reach. */
export async function reachFilter(
  db: Queryable,
  scope: TenantScope,
  reach: ScopeReach,
): Promise<ScopeFilter> {
  if (reach === 'customers') return scope.customerFilter(db);
  return (column) => sql`${column} = ${scope.tenantId}`;
}
