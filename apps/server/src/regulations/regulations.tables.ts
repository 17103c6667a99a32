import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { tenants } from '../tenants/tenants.tables.js';

/**
 * The regulations of the vendor's library (global, like countries). `key` names the built-in ones
 * (seeded from @vigil/classify/library); regulations made in the back office have none.
 */
export const regulations = pgTable(
  'regulations',
  {
    id: serial('id').primaryKey(),
    key: text('key'),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    region: text('region').notNull().default('Global'),
    sortNumber: integer('sort_number').notNull().default(0),
    image: text('image'),
    setByDefault: boolean('set_by_default').notNull().default(false),
    canBeSetForCountries: boolean('can_be_set_for_countries').notNull().default(false),
    /** ISO 3166 alpha-2 codes ([] = global). */
    availableCountries: text('available_countries')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    isDeleted: boolean('is_deleted').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('regulations_key_uq').on(t.key)],
);

/** The regulations a customer selected, with the countries chosen where the regulation allows it. */
export const tenantRegulations = pgTable(
  'tenant_regulations',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    regulationId: integer('regulation_id')
      .notNull()
      .references(() => regulations.id),
    countries: text('countries')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.regulationId] }),
    index('tenant_regulations_regulation_idx').on(t.regulationId),
  ],
);
