import {
  bigint,
  boolean,
  customType,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { ReportScheduleType, ReportState, ReportType } from '@vigil/contracts';
import { tenants } from '../tenants/tenants.tables.js';

const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({ dataType: () => 'bytea' });

/**
 * A report file of a tenant (spec part 2 §3 "Report file"): PENDING while the job queue makes it,
 * READY with its bytes in report_file_chunks, FAILED with the reason. Deleting the row deletes them.
 */
export const reportFiles = pgTable(
  'report_files',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id, { onDelete: 'cascade' }),
    id: serial('id').notNull(),
    reportType: text('report_type').$type<ReportType>().notNull(),
    reportName: text('report_name').notNull(),
    /** The name the download gives it (unique per tenant): the REST route finds it by name. */
    fileName: text('file_name').notNull(),
    pendingState: text('pending_state').$type<ReportState>().notNull().default('PENDING'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    readyAt: timestamp('ready_at', { withTimezone: true, mode: 'date' }),
    createdBy: integer('created_by'),
    /** Made by a monthly or quarterly schedule, and mailed to the tenant's admins. */
    scheduled: boolean('scheduled').notNull().default(false),
    emailedAt: timestamp('emailed_at', { withTimezone: true, mode: 'date' }),
    contentType: text('content_type').notNull(),
    byteSize: bigint('byte_size', { mode: 'number' }).notNull().default(0),
    error: text('error'),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('report_files_name_uq').on(t.tenantId, t.fileName),
    index('report_files_created_idx').on(t.tenantId, t.createdAt),
  ],
);

/** A report's bytes, in chunks of ReportLimits.chunkBytes: written and downloaded one at a time. */
export const reportFileChunks = pgTable(
  'report_file_chunks',
  {
    tenantId: integer('tenant_id').notNull(),
    reportId: integer('report_id').notNull(),
    seq: integer('seq').notNull(),
    data: bytea('data').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.reportId, t.seq] }),
    foreignKey({
      columns: [t.tenantId, t.reportId],
      foreignColumns: [reportFiles.tenantId, reportFiles.id],
    }).onDelete('cascade'),
  ],
);

/**
 * A tenant's Schedule Reports choice (customer.scheduledReportType): no row is NONE. `next_run_at`
 * is the start of the next period, when the schedule job mails the executive summary.
 */
export const reportSchedules = pgTable('report_schedules', {
  tenantId: integer('tenant_id')
    .primaryKey()
    .references(() => tenants.id, { onDelete: 'cascade' }),
  scheduleType: text('schedule_type').$type<ReportScheduleType>().notNull(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true, mode: 'date' }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
