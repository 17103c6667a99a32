import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  timestamp,
} from 'drizzle-orm/pg-core';
import { tenants } from '../tenants/tenants.tables.js';
import { counter, moneySum, quantitySum, riskVectorColumns, sortableMoneyColumns } from './risk-columns.js';

/*
 * Risk rollups, kept by deltas in the transaction that changes the rows (agent-ingest) and
 * rebuilt from the rows by recomputeRollups.
 */

/**
 * Per-tenant risk rollup of the tenant's own data (not its descendants), kept up to date at
 * ingest. Partner views sum it over the subtree by path. A tenant has a row once something was
 * counted in it (the first device, batch or recompute); readers take a missing row for zeros.
 */
export const tenantRiskRollups = pgTable('tenant_risk_rollups', {
  tenantId: integer('tenant_id')
    .primaryKey()
    .references(() => tenants.id),
  devicesCount: integer('devices_count').notNull().default(0),
  filesCount: bigint('files_count', { mode: 'number' }).notNull().default(0),
  sensitiveRiskUsd: doublePrecision('sensitive_risk_usd').notNull().default(0),
  encryptedSensitiveRiskUsd: doublePrecision('encrypted_sensitive_risk_usd').notNull().default(0),
  /** Size of the tenant's files (files_count counts every file, with or without findings). */
  filesSizeBytes: quantitySum('files_size_bytes'),
  // The exact risk vector; the two float columns above mirror its sensitive halves.
  ...riskVectorColumns(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

export const classifierRiskRollups = pgTable(
  'classifier_risk_rollups',
  {
    tenantId: integer('tenant_id').notNull(),
    classifierId: integer('classifier_id').notNull(),
    ...riskVectorColumns(),
    ...sortableMoneyColumns(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.classifierId] })],
);

export const deviceRiskRollups = pgTable(
  'device_risk_rollups',
  {
    tenantId: integer('tenant_id').notNull(),
    deviceId: integer('device_id').notNull(),
    ...riskVectorColumns(),
    ...sortableMoneyColumns(),
    /** Every file of the device, with or without findings ("Local Files"). */
    filesCount: counter('files_count'),
    filesSizeBytes: quantitySum('files_size_bytes'),
    /** Outgoing file events that were not prevented ("Outbound Files"). */
    outboundFilesCount: counter('outbound_files_count'),
    outboundSensitiveFilesCount: counter('outbound_sensitive_files_count'),
    preventedEventsCount: counter('prevented_events_count'),
    casesCount: counter('cases_count'),
    /** Every file event recorded on the device: the Activity Log's total without a filter. */
    eventsCount: counter('events_count'),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.deviceId] })],
);

export const deviceClassifierRiskRollups = pgTable(
  'device_classifier_risk_rollups',
  {
    tenantId: integer('tenant_id').notNull(),
    deviceId: integer('device_id').notNull(),
    classifierId: integer('classifier_id').notNull(),
    ...riskVectorColumns(),
    ...sortableMoneyColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.deviceId, t.classifierId] }),
    index('device_classifier_risk_classifier_idx').on(t.tenantId, t.classifierId),
  ],
);

/** A file counts once per regulation, even when several of its classifiers belong to it. */
export const regulationRiskRollups = pgTable(
  'regulation_risk_rollups',
  {
    tenantId: integer('tenant_id').notNull(),
    regulationId: integer('regulation_id').notNull(),
    ...riskVectorColumns(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.regulationId] })],
);

/** A folder's own files; subtree totals sum folders by `folders.id_path` prefix at query time. */
export const folderRiskRollups = pgTable(
  'folder_risk_rollups',
  {
    tenantId: integer('tenant_id').notNull(),
    folderId: bigint('folder_id', { mode: 'number' }).notNull(),
    ...riskVectorColumns(),
    filesCount: counter('files_count'),
    filesSizeBytes: quantitySum('files_size_bytes'),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.folderId] })],
);

/** An application's event figures: per UTC day, and summed over the default period. */
function applicationRiskColumns() {
  return {
    eventsCount: counter('events_count'),
    /** Files the application handled on the device (every operation that is not outgoing). */
    incomingFilesCount: counter('incoming_files_count'),
    outgoingFilesCount: counter('outgoing_files_count'),
    outgoingSensitiveFilesCount: counter('outgoing_sensitive_files_count'),
    preventedCount: counter('prevented_count'),
    incomingSensitiveCost: moneySum('incoming_sensitive_cost'),
    outgoingSensitiveCost: moneySum('outgoing_sensitive_cost'),
    /** Residual outgoing = outgoing_sensitive_cost − this. */
    outgoingEncryptedSensitiveCost: moneySum('outgoing_encrypted_sensitive_cost'),
  };
}

/**
 * What an application risk page filters and sorts on, kept with each daily and window row:
 * the application's kind, copied from processes when the row is inserted (insert triggers
 * application_risk_window_kind and application_risk_daily_kind; a process's kind never changes), so
 * that a page does not join every application of a back office to its process; and the outgoing
 * sensitive risk and its residual as float8, computed on write, to sort on.
 */
function applicationListedColumns() {
  return {
    isWebApp: boolean('is_web_app').notNull().default(false),
    isLlmApp: boolean('is_llm_app').notNull().default(false),
    totalUsd: doublePrecision('total_usd').generatedAlwaysAs(sql`outgoing_sensitive_cost::float8`),
    residualUsd: doublePrecision('residual_usd').generatedAlwaysAs(
      sql`(outgoing_sensitive_cost - outgoing_encrypted_sensitive_cost)::float8`,
    ),
  };
}

/**
 * An application's file events per UTC day: the console asks for date ranges (at most 90 days),
 * which sum a few buckets instead of scanning events.
 */
export const applicationRiskDaily = pgTable(
  'application_risk_daily',
  {
    tenantId: integer('tenant_id').notNull(),
    processId: integer('process_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    ...applicationRiskColumns(),
    ...applicationListedColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.processId, t.day] }),
    /*
     * A chosen period's applications read from this index alone (an index-only scan): the day
     * range of each customer with what the list filters, groups and sorts on.
     */
    index('application_risk_daily_period_idx').on(
      t.tenantId,
      t.day,
      t.processId,
      t.isWebApp,
      t.isLlmApp,
      t.totalUsd,
      t.residualUsd,
    ),
  ],
);

/**
 * application_risk_daily summed over the tenant's window (application_risk_window_bounds): the
 * pages' default period, so that a back office's thousands of applications are read as one row
 * each instead of a row per active day. Kept by ingest for the days inside the bounds, moved to
 * the new default period each day by a job (application-window.ts).
 */
export const applicationRiskWindow = pgTable(
  'application_risk_window',
  {
    tenantId: integer('tenant_id').notNull(),
    processId: integer('process_id').notNull(),
    ...applicationRiskColumns(),
    ...applicationListedColumns(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.processId] })],
);

/** The UTC days, inclusive, that a tenant's application_risk_window sums. */
export const applicationRiskWindowBounds = pgTable('application_risk_window_bounds', {
  tenantId: integer('tenant_id').primaryKey(),
  firstDay: date('first_day', { mode: 'string' }).notNull(),
  lastDay: date('last_day', { mode: 'string' }).notNull(),
});

/**
 * application_risk_daily added up day by day: a row per application and UTC day holding the sums
 * of its days from `since` to `day`, so that any period of a customer is two rows per application
 * (its last day's less the day's before it), whatever its length. An application keeps a row each
 * day while it was active within the last Limits.applicationRiskMaxDays days (`last_active_day`):
 * a longer period cannot reach back further; after that its rows stop, and a later activity starts
 * a new run (`since`), which a period subtracts only from the same run. Appended for closed days
 * by the application window job (application-running.ts); ingest moves a customer's bounds back
 * when a batch adds to a day they cover.
 */
export const applicationRiskRunning = pgTable(
  'application_risk_running',
  {
    tenantId: integer('tenant_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    processId: integer('process_id').notNull(),
    since: date('since', { mode: 'string' }).notNull(),
    lastActiveDay: date('last_active_day', { mode: 'string' }).notNull(),
    ...applicationRiskColumns(),
    ...applicationListedColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.day, t.processId] }),
    /*
     * A period's two days of each customer read from this index alone (index-only scans): what
     * the list filters on first, then what joins the two days and what it counts and sorts on, and
     * the last active day that says whether an application is in the period (topByBound).
     */
    index('application_risk_running_period_idx').on(
      t.tenantId,
      t.day,
      t.isWebApp,
      t.isLlmApp,
      t.processId,
      t.since,
      t.eventsCount,
      t.totalUsd,
      t.residualUsd,
      t.lastActiveDay,
    ),
  ],
);

/**
 * The last closed UTC day a customer's application_risk_running rows are complete through, and the
 * open day after it whose rows ingest keeps current (as it keeps the window), when the job wrote them.
 */
export const applicationRiskRunningBounds = pgTable('application_risk_running_bounds', {
  tenantId: integer('tenant_id').primaryKey(),
  lastDay: date('last_day', { mode: 'string' }).notNull(),
  openDay: date('open_day', { mode: 'string' }),
});

/**
 * How recently each application of a customer acted on its devices, per closed UTC day its running
 * sums cover: `within[k + 1]` devices acted on last (as of `day`) at most k days before it, for k
 * up to the oldest such day within Limits.applicationRiskMaxDays. A period ending on `day` then
 * counts its devices in one row, `within[day - start + 1]`, instead of every device's daily rows.
 * Kept by the application window job with the running sums (application-running.ts), only for
 * applications with at least DEVICE_RECENCY_MIN_DEVICES devices; deleted devices are counted too,
 * and a read takes them off.
 */
export const applicationDeviceRecency = pgTable(
  'application_device_recency',
  {
    tenantId: integer('tenant_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    processId: integer('process_id').notNull(),
    within: integer('within').array().notNull(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.day, t.processId] })],
);

/** Entries per application × classifier: per day, and over the window. */
function applicationClassifierColumns() {
  return {
    entriesCount: quantitySum('entries_count'),
    encryptedEntriesCount: quantitySum('encrypted_entries_count'),
    outgoingEntriesCount: quantitySum('outgoing_entries_count'),
  };
}

/** Entries per application × classifier per day (the "policies" of an application's risk row). */
export const applicationClassifierDaily = pgTable(
  'application_classifier_daily',
  {
    tenantId: integer('tenant_id').notNull(),
    processId: integer('process_id').notNull(),
    classifierId: integer('classifier_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    ...applicationClassifierColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.processId, t.classifierId, t.day] }),
    /*
     * A page's applications' classifiers over a period read from this index alone: each
     * application's days of the period, not every day of each of its classifiers from the heap.
     */
    index('application_classifier_daily_period_idx').on(
      t.tenantId,
      t.processId,
      t.day,
      t.classifierId,
      t.entriesCount,
      t.encryptedEntriesCount,
    ),
  ],
);

/** application_classifier_daily summed over the tenant's window (see applicationRiskWindow). */
export const applicationClassifierWindow = pgTable(
  'application_classifier_window',
  {
    tenantId: integer('tenant_id').notNull(),
    processId: integer('process_id').notNull(),
    classifierId: integer('classifier_id').notNull(),
    ...applicationClassifierColumns(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.processId, t.classifierId] })],
);

/** An application's events on one device: per day, and over the window. */
function applicationDeviceColumns() {
  return {
    eventsCount: counter('events_count'),
    incomingFilesCount: counter('incoming_files_count'),
    outgoingFilesCount: counter('outgoing_files_count'),
    outgoingSensitiveCost: moneySum('outgoing_sensitive_cost'),
    outgoingEncryptedSensitiveCost: moneySum('outgoing_encrypted_sensitive_cost'),
  };
}

/**
 * An application's file events per device per UTC day: which devices an application acted on in
 * a period, and its figures on one device (the device dashboard's Cloud Services panel).
 */
export const applicationDeviceDaily = pgTable(
  'application_device_daily',
  {
    tenantId: integer('tenant_id').notNull(),
    processId: integer('process_id').notNull(),
    deviceId: integer('device_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    ...applicationDeviceColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.processId, t.deviceId, t.day] }),
    index('application_device_daily_device_idx').on(t.tenantId, t.deviceId, t.day),
    /*
     * A customer's devices of a few days (those after its device recency rows, see
     * applicationDeviceRecency): the primary key would walk every day of every device. Led by the
     * day, so that a device's own days of an application stay with the primary key.
     */
    index('application_device_daily_day_idx').on(t.tenantId, t.day, t.processId, t.deviceId),
  ],
);

/** application_device_daily summed over the tenant's window: the devices an application acted on. */
export const applicationDeviceWindow = pgTable(
  'application_device_window',
  {
    tenantId: integer('tenant_id').notNull(),
    processId: integer('process_id').notNull(),
    deviceId: integer('device_id').notNull(),
    ...applicationDeviceColumns(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.processId, t.deviceId] })],
);
