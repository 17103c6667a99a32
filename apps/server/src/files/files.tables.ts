import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ClassifierEntry, DriveType, FileOperation, ParseResult, ProcessType } from '@vigil/contracts';
import { devices } from '../devices/devices.tables.js';
import { money } from '../rollups/risk-columns.js';

/**
 * Paths may be longer than a btree entry allows (AgentLimits.pathMax), so uniqueness and look-ups
 * go through md5(path) as a uuid: 16 bytes, computed by the database, never out of step.
 */
const pathHash = () => uuid('path_hash').generatedAlwaysAs(sql`md5(path)::uuid`);

/**
 * The folders of a device, created from the paths agents report. `id_path` is the chain of folder
 * ids ("/12/40/41/"): a folder's subtree is a prefix match on a short, indexable key.
 */
export const folders = pgTable(
  'folders',
  {
    tenantId: integer('tenant_id').notNull(),
    id: bigserial('id', { mode: 'number' }).notNull(),
    deviceId: integer('device_id').notNull(),
    parentId: bigint('parent_id', { mode: 'number' }),
    name: text('name').notNull(),
    path: text('path').notNull(),
    pathHash: pathHash(),
    idPath: text('id_path').notNull().default(''),
    depth: smallint('depth').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('folders_device_path_uq').on(t.tenantId, t.deviceId, t.pathHash),
    index('folders_id_path_idx').on(t.tenantId, t.idPath.op('text_pattern_ops')),
    index('folders_parent_idx').on(t.tenantId, t.deviceId, t.parentId),
    foreignKey({
      columns: [t.tenantId, t.deviceId],
      foreignColumns: [devices.tenantId, devices.id],
    }),
  ],
);

/**
 * A file an agent reported (spec part 2 "Discovered file"). Deleted files stay, marked.
 * Files and findings have no foreign keys on purpose: a row-by-row referential check would cost
 * more than the rest of a bulk insert, and ingest — their only writer — takes device, folder and
 * file ids from the device credential and its own upserts.
 */
export const files = pgTable(
  'files',
  {
    tenantId: integer('tenant_id').notNull(),
    id: bigserial('id', { mode: 'number' }).notNull(),
    deviceId: integer('device_id').notNull(),
    folderId: bigint('folder_id', { mode: 'number' }).notNull(),
    path: text('path').notNull(),
    pathHash: pathHash(),
    name: text('name').notNull(),
    extension: text('extension').notNull().default(''),
    size: bigint('size', { mode: 'number' }).notNull().default(0),
    fileCreatedAt: timestamp('file_created_at', { withTimezone: true, mode: 'date' }),
    modifiedAt: timestamp('modified_at', { withTimezone: true, mode: 'date' }).notNull(),
    accessedAt: timestamp('accessed_at', { withTimezone: true, mode: 'date' }),
    owner: text('owner').notNull().default(''),
    parseResult: text('parse_result').$type<ParseResult>().notNull(),
    brokenDescription: text('broken_description'),
    isEncrypted: boolean('is_encrypted').notNull().default(false),
    contentHash: text('content_hash'),
    /** Denormalised from the file's findings for lists sorted by risk. */
    entriesCount: bigint('entries_count', { mode: 'number' }).notNull().default(0),
    sensitiveCost: money('sensitive_cost'),
    nonSensitiveCost: money('non_sensitive_cost'),
    isDeleted: boolean('is_deleted').notNull().default(false),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    /** Out of every risk rollup while true (explorer/false-positive.service.ts). */
    falsePositive: boolean('false_positive').notNull().default(false),
    /** When a person last set or cleared the false-positive mark: the file counts as reviewed. */
    reviewedAt: timestamp('reviewed_at', { withTimezone: true, mode: 'date' }),
    firstSeenAt: timestamp('first_seen_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('files_device_path_uq').on(t.tenantId, t.deviceId, t.pathHash),
    index('files_folder_idx').on(t.tenantId, t.folderId),
    // Discovered Data's default order (newest change first, then id), read from the index up to
    // the page's last row (explorer/discovered-files.read-model.ts).
    index('files_modified_idx').on(t.tenantId, t.modifiedAt.desc().nullsLast(), t.id.desc().nullsLast()),
    // The few false positives, counted beside the device rollups for a filtered view's total
    // (explorer/discovered-files-total.ts).
    index('files_false_positive_idx')
      .on(t.tenantId, t.deviceId)
      .where(sql`${t.falsePositive}`),
  ],
);

/**
 * File × classifier: what the engine found. Cost and sensitivity are valued at ingest, so the
 * rows alone reproduce every rollup (recomputeRollups).
 */
export const fileFindings = pgTable(
  'file_findings',
  {
    tenantId: integer('tenant_id').notNull(),
    fileId: bigint('file_id', { mode: 'number' }).notNull(),
    classifierId: integer('classifier_id').notNull(),
    deviceId: integer('device_id').notNull(),
    entriesCount: bigint('entries_count', { mode: 'number' }).notNull(),
    costUsd: money('cost_usd'),
    isSensitive: boolean('is_sensitive').notNull(),
    /** Masked values only ("4111 **** **** 1111"). */
    samples: jsonb('samples').$type<string[]>().notNull().default([]),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.fileId, t.classifierId] }),
    index('file_findings_classifier_idx').on(t.tenantId, t.classifierId),
  ],
);

export const SENSITIVE_TYPES = ['SENSITIVE', 'NO_SENSITIVE'] as const;
export type SensitiveType = (typeof SENSITIVE_TYPES)[number];

/** What an application did with a file (spec part 2 "File action"); recorded once per eventId. */
export const fileEvents = pgTable(
  'file_events',
  {
    tenantId: integer('tenant_id').notNull(),
    id: bigserial('id', { mode: 'number' }).notNull(),
    deviceId: integer('device_id').notNull(),
    eventId: text('event_id').notNull(),
    at: timestamp('at', { withTimezone: true, mode: 'date' }).notNull(),
    operation: text('operation').$type<FileOperation>().notNull(),
    path: text('path').notNull(),
    destinationPath: text('destination_path'),
    fileId: bigint('file_id', { mode: 'number' }),
    /** The application: the web application for uploads through a browser, else the process. */
    processId: integer('process_id').notNull(),
    /** The executable that performed the operation. */
    localProcessId: integer('local_process_id').notNull(),
    processName: text('process_name').notNull(),
    applicationName: text('application_name').notNull().default(''),
    processType: text('process_type').$type<ProcessType>(),
    webDomain: text('web_domain'),
    driveType: text('drive_type').$type<DriveType>().notNull(),
    userName: text('user_name').notNull().default(''),
    entries: jsonb('entries').$type<ClassifierEntry[]>().notNull().default([]),
    entriesCount: bigint('entries_count', { mode: 'number' }).notNull().default(0),
    sensitiveCost: money('sensitive_cost'),
    nonSensitiveCost: money('non_sensitive_cost'),
    sensitiveType: text('sensitive_type').$type<SensitiveType>().notNull(),
    /** Leaves the device: an upload, or a copy or move to a removable or network drive. */
    isOutgoing: boolean('is_outgoing').notNull(),
    isPrevented: boolean('is_prevented').notNull().default(false),
    isEncrypted: boolean('is_encrypted').notNull().default(false),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('file_events_device_event_uq').on(t.tenantId, t.deviceId, t.eventId),
    index('file_events_at_idx').on(t.tenantId, t.at),
    // The Activity Log's default order (newest first, then id) and its export's keyset batches.
    index('file_events_at_id_idx').on(t.tenantId, t.at.desc().nullsLast(), t.id.desc().nullsLast()),
    index('file_events_process_at_idx').on(t.tenantId, t.processId, t.at),
    index('file_events_device_at_idx').on(t.tenantId, t.deviceId, t.at),
  ],
);

/** A case: a file event that matched a rule whose action is CREATE_CASE. */
export const cases = pgTable(
  'cases',
  {
    tenantId: integer('tenant_id').notNull(),
    id: bigserial('id', { mode: 'number' }).notNull(),
    deviceId: integer('device_id').notNull(),
    ruleId: integer('rule_id').notNull(),
    classifierId: integer('classifier_id').notNull(),
    fileEventId: bigint('file_event_id', { mode: 'number' }).notNull(),
    trigger: text('trigger').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('cases_event_rule_uq').on(t.tenantId, t.fileEventId, t.ruleId),
    index('cases_device_idx').on(t.tenantId, t.deviceId),
  ],
);
