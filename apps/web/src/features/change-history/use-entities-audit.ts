import { Limits } from '@vigil/contracts';
import { useServerList } from '../../components/data-table';
import type { AuditEntrySortInput, EntitiesAuditRequestInput } from '../../gql/graphql';
import { useTenantScope } from '../../session/tenant-scope';
import { entitiesAuditQuery } from './change-history.query';

/** The acting tenant's change history for `request` (an entity, or an entity type), a page at a time. */
export function useEntitiesAudit(
  request: EntitiesAuditRequestInput,
  order: AuditEntrySortInput[] | undefined,
) {
  const { actingTenantId } = useTenantScope();
  return useServerList({
    document: entitiesAuditQuery,
    field: 'entitiesAudit',
    variables: { request, tenantId: actingTenantId },
    order,
    pageSize: Limits.auditPageSize,
  });
}
