import { Limits } from '@vigil/contracts';
import { builder, guard } from '../graphql/builder.js';
import { requireUser } from '../graphql/guards.js';
import { defineList, listArgs } from '../graphql/list.js';
import { resolveTenantScope } from '../tenants/tenant-scope.js';
import type { AuditEntryRow } from './audit.service.js';
import { AuditEntry } from './audit.schema.js';
import { listBackOfficeEntitiesAudit } from './backoffice-audit.service.js';

const backOfficeAuditList = defineList<AuditEntryRow>({
  name: 'BackOfficeAuditEntry',
  item: AuditEntry,
  columns: {
    id: { kind: 'int' },
    date: { kind: 'date' },
    entityType: { kind: 'string' },
    entityId: { kind: 'int' },
    entityName: { kind: 'string' },
    operation: { kind: 'string' },
    userEmail: { kind: 'string' },
  },
  defaultOrder: [{ date: 'DESC' }, { id: 'DESC' }],
  defaultTake: Limits.auditPageSize,
});

builder.queryField('backOfficeEntitiesAudit', (t) =>
  t.field({
    type: backOfficeAuditList.segment,
    description:
      "The back office's change history: every change of its entities (template classifiers, " +
      'regulations, …), filterable by entity type, date and name or user.',
    extensions: guard('backOffice'),
    args: listArgs(t.arg, backOfficeAuditList),
    // The caller's own tenant, the root (the guard ensures it), even while acting for another.
    resolve: async (_root, args, ctx) => {
      const user = requireUser(ctx);
      const scope = await resolveTenantScope(ctx.db, user, user.tenantId);
      return listBackOfficeEntitiesAudit(ctx.db, scope, args, backOfficeAuditList);
    },
  }),
);
