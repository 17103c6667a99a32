import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Queryable } from '../db/client.js';
import type { TenantScope } from '../tenants/tenant-scope.js';
import { tenants } from '../tenants/tenants.tables.js';

export interface InstallationTenant {
  name: string;
  partnerName: string | null;
  agentKey: string | null;
  agentUninstallKey: string | null;
}

const parent = alias(tenants, 'parent');

/** The scope's own tenant with what its installation packages carry. */
export async function findInstallationTenant(
  db: Queryable,
  scope: TenantScope,
): Promise<InstallationTenant | null> {
  const rows = await db
    .select({
      name: tenants.name,
      partnerName: parent.name,
      agentKey: tenants.agentKey,
      agentUninstallKey: tenants.agentUninstallKey,
    })
    .from(tenants)
    .leftJoin(parent, eq(parent.id, tenants.parentId))
    .where(eq(tenants.id, scope.tenantId))
    .limit(1);
  return rows[0] ?? null;
}
