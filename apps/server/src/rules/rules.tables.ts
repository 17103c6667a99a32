import {
  boolean,
  foreignKey,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { EncryptionSettings, RuleTriggerSetting } from '@vigil/contracts';
import { classifiers } from '../classifiers/classifiers.tables.js';

/** The rule of a classifier (one per classifier): file-event triggers and encryption. */
export const rules = pgTable(
  'rules',
  {
    tenantId: integer('tenant_id').notNull(),
    id: serial('id').notNull(),
    classifierId: integer('classifier_id').notNull(),
    name: text('name').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    overrideOtherEncryptionRules: boolean('override_other_encryption_rules').notNull().default(false),
    encryption: jsonb('encryption').$type<EncryptionSettings>().notNull(),
    triggers: jsonb('triggers').$type<RuleTriggerSetting[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('rules_tenant_classifier_uq').on(t.tenantId, t.classifierId),
    foreignKey({
      columns: [t.tenantId, t.classifierId],
      foreignColumns: [classifiers.tenantId, classifiers.id],
    }).onDelete('cascade'),
  ],
);
