import {
  boolean,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { devices } from '../devices/devices.tables.js';

/**
 * Per device: whether the back office asked for its agent's log (spec part 2 §3 "Agent log
 * request": collectLogs, collectLogsRequestTimestamp) and when its agent last pulled its policy,
 * the check-in the updater countdown runs from (updaterLastDateTime). A device never asked has no row.
 */
export const deviceLogRequests = pgTable(
  'device_log_requests',
  {
    tenantId: integer('tenant_id').notNull(),
    deviceId: integer('device_id').notNull(),
    collectLogs: boolean('collect_logs').notNull().default(false),
    collectLogsRequestTimestamp: timestamp('collect_logs_request_timestamp', {
      withTimezone: true,
      mode: 'date',
    }),
    updaterLastDateTime: timestamp('updater_last_date_time', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.deviceId] }),
    index('device_log_requests_pending_idx').on(t.collectLogs, t.collectLogsRequestTimestamp),
    foreignKey({
      columns: [t.tenantId, t.deviceId],
      foreignColumns: [devices.tenantId, devices.id],
    }).onDelete('cascade'),
  ],
);

/**
 * An uploaded agent log: the text of the agent's rotating log files (AgentLogLimits.uploadBytes at
 * most), the last AgentLogLimits.logsKeptPerDevice per device.
 */
export const deviceLogs = pgTable(
  'device_logs',
  {
    tenantId: integer('tenant_id').notNull(),
    id: serial('id').notNull(),
    deviceId: integer('device_id').notNull(),
    fileName: text('file_name').notNull(),
    content: text('content').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    /** When the log was asked for, copied from the request it answers. */
    requestedAt: timestamp('requested_at', { withTimezone: true, mode: 'date' }),
    /** When it arrived (the list's timestamp). */
    timestamp: timestamp('timestamp', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    index('device_logs_device_idx').on(t.tenantId, t.deviceId, t.timestamp),
    index('device_logs_timestamp_idx').on(t.timestamp),
    foreignKey({
      columns: [t.tenantId, t.deviceId],
      foreignColumns: [devices.tenantId, devices.id],
    }).onDelete('cascade'),
  ],
);
