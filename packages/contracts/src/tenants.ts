import { Limits } from './limits.js';

/** Display name of a tenant with no name (spec part 1 §3). */
export function tenantDisplayName(t: { id: number; name: string | null | undefined }): string {
  const name = t.name?.trim();
  return name ? name : `Tenant ${t.id}`;
}

/** Percentage of `part` in `total`, whole numbers; null when the total is zero. */
export function percentOf(part: number, total: number): number | null {
  if (!Number.isFinite(total) || total <= 0) return null;
  return Math.round((part / total) * 100);
}

export const CHILD_TENANT_PAGE_SIZE = Limits.childTenantPageSize;
