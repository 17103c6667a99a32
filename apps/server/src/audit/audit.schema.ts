import { z } from 'zod';
import { Limits, Messages } from '@vigil/contracts';
import { builder, guard } from '../graphql/builder.js';
import { requireUser } from '../graphql/guards.js';
import { defineList, listArgs } from '../graphql/list.js';
import { ValidationError } from '../common/errors.js';
import { resolveTenantScope } from '../tenants/tenant-scope.js';
import { listEntitiesAudit, type AuditEntryRow, type EntitiesAuditRequest } from './audit.service.js';

const ENTITY_TYPE_MAX = 100;

const entitiesAuditRequestSchema = z.object({
  entityType: z
    .string()
    .trim()
    .min(1, Messages.required)
    .max(ENTITY_TYPE_MAX, Messages.lengthBelow(ENTITY_TYPE_MAX)),
  entityId: z.number().int().nullish(),
  linkedEntityId: z.number().int().nullish(),
});

function parseRequest(input: unknown): EntitiesAuditRequest {
  const parsed = entitiesAuditRequestSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new ValidationError(issue?.message ?? Messages.required, issue?.path.join('.'));
  }
  return parsed.data;
}

const AuditUser = builder.objectRef<{ id: number; email: string }>('AuditUser').implement({
  fields: (t) => ({ id: t.exposeInt('id'), email: t.exposeString('email') }),
});

export const AuditEntry = builder.objectRef<AuditEntryRow>('AuditEntry').implement({
  description: 'One change of an entity (spec part 2 §3 "Audit entry").',
  fields: (t) => ({
    id: t.exposeInt('id'),
    additionalData: t.expose('additionalData', { type: 'JSON', nullable: true }),
    date: t.expose('date', { type: 'DateTime' }),
    entityId: t.exposeInt('entityId'),
    entityType: t.exposeString('entityType'),
    entityName: t.exposeString('entityName', { nullable: true }),
    operation: t.exposeString('operation', { description: 'CREATE, UPDATE or DELETE' }),
    stateAfter: t.expose('stateAfter', { type: 'JSON', nullable: true }),
    stateBefore: t.expose('stateBefore', { type: 'JSON', nullable: true }),
    user: t.field({
      type: AuditUser,
      nullable: true,
      description: 'Who made the change; null for the system.',
      resolve: (e) => (e.userId === null ? null : { id: e.userId, email: e.userEmail ?? '' }),
    }),
  }),
});

const auditEntryList = defineList<AuditEntryRow>({
  name: 'AuditEntry',
  item: AuditEntry,
  columns: {
    id: { kind: 'int' },
    date: { kind: 'date' },
    entityType: { kind: 'string' },
    entityId: { kind: 'int' },
    operation: { kind: 'string' },
    userEmail: { kind: 'string' },
  },
  defaultOrder: [{ date: 'DESC' }, { id: 'DESC' }],
  defaultTake: Limits.auditPageSize,
});

const EntitiesAuditRequestInput = builder.inputType('EntitiesAuditRequestInput', {
  fields: (t) => ({
    entityType: t.string({ required: true }),
    entityId: t.int(),
    linkedEntityId: t.int({
      description: 'Also list entities changed through this one (Rules of a Classifier).',
    }),
  }),
});

builder.queryField('entitiesAudit', (t) =>
  t.field({
    type: auditEntryList.segment,
    description: 'The change history of an entity type, or of one entity and the entities linked to it.',
    extensions: guard('signedIn'),
    args: {
      request: t.arg({ type: EntitiesAuditRequestInput, required: true }),
      ...listArgs(t.arg, auditEntryList),
      tenantId: t.arg.int(),
    },
    resolve: async (_root, args, ctx) =>
      listEntitiesAudit(
        ctx.db,
        await resolveTenantScope(ctx.db, requireUser(ctx), args.tenantId),
        parseRequest(args.request),
        args,
        auditEntryList,
      ),
  }),
);
