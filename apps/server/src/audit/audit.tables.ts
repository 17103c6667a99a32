import { bigserial, index, integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/** The change history (entitiesAudit): one row per mutation of an entity. */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: bigserial('id', { mode: 'number' }).notNull(),
    tenantId: integer('tenant_id').notNull(),
    entityType: text('entity_type').notNull(),
    entityId: integer('entity_id').notNull(),
    entityName: text('entity_name'),
    operation: text('operation', { enum: ['CREATE', 'UPDATE', 'DELETE'] }).notNull(),
    stateBefore: jsonb('state_before'),
    stateAfter: jsonb('state_after'),
    additionalData: jsonb('additional_data'),
    /** For entities changed through another (a Rule through its Classifier). */
    linkedEntityType: text('linked_entity_type'),
    linkedEntityId: integer('linked_entity_id'),
    userId: integer('user_id'),
    userEmail: text('user_email'),
    date: timestamp('date', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('audit_tenant_entity_idx').on(t.tenantId, t.entityType, t.entityId),
    index('audit_tenant_linked_idx').on(t.tenantId, t.linkedEntityType, t.linkedEntityId),
    index('audit_tenant_date_idx').on(t.tenantId, t.date),
  ],
);
