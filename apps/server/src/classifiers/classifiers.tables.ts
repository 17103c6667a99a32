import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type {
  CompoundGroup,
  ContentRule,
  FileSourceType,
  FilterType,
  LogicalOperator,
  RetentionPolicy,
  RulesMatch,
} from '@vigil/contracts';
import { regulations } from '../regulations/regulations.tables.js';
import { tenants } from '../tenants/tenants.tables.js';

/**
 * The fields of a ClassifierDefinition (contracts), shared by template and tenant classifiers.
 * Content rules and compound groups are jsonb, validated with the contracts schemas on write.
 */
function definitionColumns() {
  return {
    name: text('name').notNull(),
    caption: text('caption').notNull().default(''),
    description: text('description').notNull().default(''),
    type: text('type').$type<FilterType>().notNull(),
    isSensitive: boolean('is_sensitive').notNull().default(true),
    isActive: boolean('is_active').notNull().default(true),
    valuePerRecord: doublePrecision('value_per_record').notNull().default(20),
    lists: text('lists')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    rulesMatch: text('rules_match').$type<RulesMatch>().notNull().default('ANY_RULE'),
    rules: jsonb('rules').$type<ContentRule[]>().notNull().default([]),
    countUniqueEntries: boolean('count_unique_entries').notNull().default(false),
    extensions: text('extensions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    fileSourceType: text('file_source_type').$type<FileSourceType>(),
    processNames: text('process_names')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** BY_FOLDER: the folder (id, customers only), its device and path. */
    folder: jsonb('folder').$type<{ id?: number; deviceId: number; path: string }>(),
    compoundRootLogicalOperator: text('compound_root_logical_operator')
      .$type<LogicalOperator>()
      .notNull()
      .default('AND'),
    compoundGroups: jsonb('compound_groups').$type<CompoundGroup[]>().notNull().default([]),
    /** ISO 3166 alpha-2 codes. */
    countries: text('countries')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Dev, QA or Beta (contracts TestingGroup); null is Prod. */
    testingGroupId: integer('testing_group_id'),
    filterVersion: integer('filter_version').notNull().default(1),
    reasonForChange: text('reason_for_change'),
    isDeleted: boolean('is_deleted').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  };
}

/** The back office's template classifiers (global). `key` names the built-in ones of the library. */
export const templateClassifiers = pgTable(
  'template_classifiers',
  {
    id: serial('id').primaryKey(),
    key: text('key'),
    ...definitionColumns(),
    /** Hash of the library definition last seeded: a changed template gets a new filter version. */
    definitionHash: text('definition_hash'),
    /** The template this one was copied from (createTemplateFromExisting); updateByCopy writes back to it. */
    parentTemplateId: integer('parent_template_id'),
  },
  (t) => [uniqueIndex('template_classifiers_key_uq').on(t.key)],
);

export const templateClassifierRegulations = pgTable(
  'template_classifier_regulations',
  {
    templateClassifierId: integer('template_classifier_id')
      .notNull()
      .references(() => templateClassifiers.id, { onDelete: 'cascade' }),
    regulationId: integer('regulation_id')
      .notNull()
      .references(() => regulations.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.templateClassifierId, t.regulationId] }),
    index('template_classifier_regulations_regulation_idx').on(t.regulationId),
  ],
);

/** A customer's classifiers: copies of templates (template_id set) and its own. */
export const classifiers = pgTable(
  'classifiers',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    id: serial('id').notNull(),
    templateId: integer('template_id').references(() => templateClassifiers.id),
    ...definitionColumns(),
    /** BY_CHANNELS: the tenant's process (the dialog's pick); processNames holds its name for the engine. */
    processId: integer('process_id'),
    /** Auto-update from the template is blocked. */
    isBlocked: boolean('is_blocked').notNull().default(false),
    fipsValidation: boolean('fips_validation').notNull().default(false),
    retentionPolicies: jsonb('retention_policies').$type<RetentionPolicy[]>().notNull().default([]),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('classifiers_tenant_template_idx').on(t.tenantId, t.templateId),
  ],
);

export const classifierRegulations = pgTable(
  'classifier_regulations',
  {
    tenantId: integer('tenant_id').notNull(),
    classifierId: integer('classifier_id').notNull(),
    regulationId: integer('regulation_id')
      .notNull()
      .references(() => regulations.id),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.classifierId, t.regulationId] }),
    index('classifier_regulations_tenant_regulation_idx').on(t.tenantId, t.regulationId),
    foreignKey({
      columns: [t.tenantId, t.classifierId],
      foreignColumns: [classifiers.tenantId, classifiers.id],
    }).onDelete('cascade'),
  ],
);
