import { Limits } from '@vigil/contracts';
import type { AuthUser } from '../common/context.js';
import type { Queryable } from '../db/client.js';
import type { ListArgs, ListDefinition } from '../graphql/list.js';
import { resolveTenantScope } from '../tenants/tenant-scope.js';
import { processRulesQuery } from './process-rules.read-model.js';

/** allProcessRules: the tenant's applications (the pickers of rules and the wizard). */
export async function listProcessRules<T extends object>(
  db: Queryable,
  user: AuthUser,
  tenantId: number | null | undefined,
  args: ListArgs,
  list: Pick<ListDefinition<T>, 'run'>,
): Promise<T[]> {
  const scope = await resolveTenantScope(db, user, tenantId);
  const page = await list.run(db, processRulesQuery(scope), {
    ...args,
    skip: 0,
    take: Limits.maxPageSize,
  });
  return page.items;
}
