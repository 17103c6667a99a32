import { splitRegulationsFilter } from '../classifiers/classifier-list.read-model.js';
import type { AuthUser } from '../common/context.js';
import type { Db } from '../db/client.js';
import { isSysAdmin } from '../graphql/guards.js';
import type { ListArgs, ListDefinition, ListResult } from '../graphql/list.js';
import { resolveTenantScope } from '../tenants/tenant-scope.js';
import { classifiersListQuery, type ClassifierListRow } from './classifier-list.read-model.js';

/** classifiersList: the tenant's classifiers with their rules and risk (the Classifiers page). */
export async function listClassifiers(
  db: Db,
  user: AuthUser,
  list: ListDefinition<ClassifierListRow>,
  args: ListArgs & { showAll?: boolean | null; tenantId?: number | null },
): Promise<ListResult<ClassifierListRow>> {
  const scope = await resolveTenantScope(db, user, args.tenantId);
  const { rest, conditions } = splitRegulationsFilter(args.where);
  return list.run(db, classifiersListQuery(scope, isSysAdmin(user), args.showAll ?? false, conditions), {
    ...args,
    where: rest,
  });
}
