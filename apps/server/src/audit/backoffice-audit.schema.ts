import { Limits } from '@vigil/contracts';
import { builder, guard } from '../graphql/builder.js';
import { requireUser } from '../graphql/guards.js';
import { defineList, listArgs } from '../graphql/list.js';
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
    resolve: (_root, args, ctx) =>
      listBackOfficeEntitiesAudit(ctx.db, requireUser(ctx), args, backOfficeAuditList),
  }),
);
