import type { Db } from '../db/client.js';
import { findRootTenant, insertTenant, type TenantRow } from '../tenants/tenants.repo.js';

export const ROOT_TENANT_NAME = 'Vigil Back Office';

/** The vendor's root tenant exists in every installation; it is created on first start. */
export async function ensureRootTenant(db: Db): Promise<TenantRow> {
  const existing = await findRootTenant(db);
  if (existing) return existing;
  try {
    return await db.transaction((tx) =>
      insertTenant(tx, { name: ROOT_TENANT_NAME, tenantType: 'ROOT', parentId: null }),
    );
  } catch (err) {
    // Another process created it first (tenants_single_root_uq).
    const raced = await findRootTenant(db);
    if (raced) return raced;
    throw err;
  }
}
