import { TenantType, type CompoundGroup } from '@vigil/contracts';
import type { Queryable } from '../db/client.js';
import type { TenantScope } from '../tenants/tenant-scope.js';
import { findTenantById } from '../tenants/tenants.repo.js';
import { compoundClassifierIds } from './classifier-input.js';
import { findTemplateNodes } from './template-classifiers.repo.js';

/** Whose templates a caller reads: all (the back office) or those in Prod and these testing groups. */
export type TemplateGroups = readonly number[] | 'all';

/** A template as the visibility rule sees it. */
export interface TemplateNode {
  id: number;
  testingGroupId: number | null;
  compoundGroups: CompoundGroup[];
}

/**
 * THE rule of which library templates a tenant does not see: one in a testing group the tenant is
 * not in, and a compound that names a hidden template, directly or through another compound (its
 * items would name it, and the tenant could not have its copies anyway). A hidden template
 * answers like a missing one wherever the tenant reads or names it: the template views, adding
 * it, provisioning and Classifier Updates.
 */
export function hiddenTemplateIds(templates: Iterable<TemplateNode>, groups: TemplateGroups): Set<number> {
  const hidden = new Set<number>();
  if (groups === 'all') return hidden;
  const all = [...templates];
  for (const t of all) if (t.testingGroupId !== null && !groups.includes(t.testingGroupId)) hidden.add(t.id);
  // Compounds name compounds: repeat until nothing changes (cycles are refused when saved).
  for (let changed = hidden.size > 0; changed;) {
    changed = false;
    for (const t of all) {
      if (hidden.has(t.id) || !compoundClassifierIds(t).some((id) => hidden.has(id))) continue;
      hidden.add(t.id);
      changed = true;
    }
  }
  return hidden;
}

/** Whose templates the scope reads: the back office all, a customer its testing groups', a partner Prod's. */
export async function templateGroupsOf(db: Queryable, scope: TenantScope): Promise<TemplateGroups> {
  if (scope.tenantType === TenantType.Root) return 'all';
  if (!scope.isCustomer) return [];
  return (await findTenantById(db, scope.tenantId))?.testingGroups ?? [];
}

/** The templates hidden from a reader of these testing groups (hiddenTemplateIds over the library). */
export async function findHiddenTemplateIds(db: Queryable, groups: TemplateGroups): Promise<Set<number>> {
  if (groups === 'all') return new Set();
  return hiddenTemplateIds(await findTemplateNodes(db), groups);
}
