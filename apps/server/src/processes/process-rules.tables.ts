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
import type { DataUploadPermission, DecryptPattern, ProcessType } from '@vigil/contracts';
import { tenants } from '../tenants/tenants.tables.js';

/**
 * The applications of a tenant, learnt from file events (spec part 2 "Process rule"). A local
 * application is keyed by its lower-cased executable name; a web application by its domain.
 */
export const processes = pgTable(
  'processes',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    id: serial('id').notNull(),
    processName: text('process_name').notNull(),
    humanName: text('human_name').notNull(),
    processType: text('process_type').$type<ProcessType>(),
    isWebApp: boolean('is_web_app').notNull().default(false),
    isLlmApp: boolean('is_llm_app').notNull().default(false),
    webDomain: text('web_domain'),
    dataUploadPermission: text('data_upload_permission')
      .$type<DataUploadPermission>()
      .notNull()
      .default('UNBLOCKED'),
    decryptPattern: text('decrypt_pattern').$type<DecryptPattern>().notNull().default('LEAVE_ENCRYPTED'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('processes_tenant_name_uq').on(t.tenantId, t.processName),
  ],
);
