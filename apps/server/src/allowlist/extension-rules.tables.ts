import {
  boolean,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ParseType } from '@vigil/contracts';
import { tenants } from '../tenants/tenants.tables.js';

/**
 * What people decided about a file extension (spec part 2 "Extension rule"). An extension without
 * a row is included in scanning and read by its format; a row is written by the first change.
 */
export const extensionRules = pgTable(
  'extension_rules',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    /** Names the rule in the change history. */
    id: serial('id').notNull(),
    extension: text('extension').notNull(),
    isEnabled: boolean('is_enabled').notNull().default(true),
    parseType: text('parse_type').$type<ParseType>(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('extension_rules_tenant_extension_uq').on(t.tenantId, t.extension),
  ],
);
