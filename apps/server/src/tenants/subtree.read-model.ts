import { and, asc, eq, ne } from 'drizzle-orm';
import type { TenantType } from '@vigil/contracts';
import type { Queryable } from '../db/client.js';
import type { ScopeReach, TenantScope } from './tenant-scope.js';
import { tenants } from './tenants.tables.js';

export interface SubtreeTenant {
  id: number;
  name: string;
  parentId: number | null;
  tenantType: TenantType;
  path: string;
}

/** The live tenants below the scope (itself excluded), top-down, by name within a level. */
export function findLiveDescendants(db: Queryable, scope: TenantScope): Promise<SubtreeTenant[]> {
  return db
    .select({
      id: tenants.id,
      name: tenants.name,
      parentId: tenants.parentId,
      tenantType: tenants.tenantType,
      path: tenants.path,
    })
    .from(tenants)
    .where(and(scope.containsSql(tenants.path), eq(tenants.isDeleted, false), ne(tenants.id, scope.tenantId)))
    .orderBy(asc(tenants.depth), asc(tenants.name), asc(tenants.id));
}

/** The testing groups of the scope's tenant, or of its live customers. */
export async function findTestingGroups(
  db: Queryable,
  scope: TenantScope,
  reach: ScopeReach,
): Promise<Map<number, number[]>> {
  const inReach = await scope.reachFilter(db, reach);
  const rows = await db
    .select({ id: tenants.id, testingGroups: tenants.testingGroups })
    .from(tenants)
    .where(inReach(tenants.id));
  return new Map(rows.map((r) => [r.id, r.testingGroups]));
}
