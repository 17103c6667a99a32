import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
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
import type { LicenseStatus } from '@vigil/contracts';
import { tenants } from '../tenants/tenants.tables.js';
import { users } from '../users/users.tables.js';

export const DEVICE_TYPES = ['DESKTOP', 'LAPTOP', 'SERVER'] as const;
export type DeviceType = (typeof DEVICE_TYPES)[number];

/** When the device's alerts are e-mailed (spec part 2 "Device"; codes 1, 2, 0). */
export const ALERT_RULES = ['IMMEDIATE', 'DAILY', 'NONE'] as const;
export type AlertRule = (typeof ALERT_RULES)[number];

/** An endpoint (a machine running the agent) or a repository (a bucket, NAS folder or cloud account it scans). */
export const DEVICE_KINDS = ['ENDPOINT', 'REPOSITORY'] as const;
export type DeviceKind = (typeof DEVICE_KINDS)[number];

/** An endpoint running the agent (spec part 2 "Device", "Installed device"). */
export const devices = pgTable(
  'devices',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    id: serial('id').notNull(),
    /** Generated once by the agent and kept in its state folder. */
    deviceIdentifier: text('device_identifier').notNull(),
    /** A repository's own settings are in cloud_devices (cloud-devices.tables.ts). */
    kind: text('kind').$type<DeviceKind>().notNull().default('ENDPOINT'),
    name: text('name').notNull(),
    nickName: text('nick_name'),
    os: text('os').notNull().default(''),
    osVersion: text('os_version').notNull().default(''),
    userName: text('user_name').notNull().default(''),
    macAddress: text('mac_address').notNull().default(''),
    agentVersion: text('agent_version').notNull().default(''),
    storageTotalBytes: bigint('storage_total_bytes', { mode: 'number' }).notNull().default(0),
    storageUsedBytes: bigint('storage_used_bytes', { mode: 'number' }).notNull().default(0),
    deviceType: text('device_type').$type<DeviceType>().notNull().default('DESKTOP'),
    alertRule: text('alert_rule').$type<AlertRule>().notNull().default('NONE'),
    licenseStatus: text('license_status').$type<LicenseStatus>().notNull(),
    isActive: boolean('is_active').notNull().default(true),
    isArchived: boolean('is_archived').notNull().default(false),
    isDeleted: boolean('is_deleted').notNull().default(false),
    isDiscoveryEnabled: boolean('is_discovery_enabled').notNull().default(true),
    isStatisticEnabled: boolean('is_statistic_enabled').notNull().default(true),
    isEncryptionDisabled: boolean('is_encryption_disabled').notNull().default(false),
    isVigilAgentIconOn: boolean('is_vigil_agent_icon_on').notNull().default(true),
    iconShellExtensionEnabled: boolean('icon_shell_extension_enabled').notNull().default(true),
    menuShellExtensionEnabled: boolean('menu_shell_extension_enabled').notNull().default(true),
    browserExtensionEnabled: boolean('browser_extension_enabled').notNull().default(true),
    scannerDelayMinute: integer('scanner_delay_minute').notNull().default(0),
    scanTotalFiles: bigint('scan_total_files', { mode: 'number' }).notNull().default(0),
    scanDoneFiles: bigint('scan_done_files', { mode: 'number' }).notNull().default(0),
    /** Raised by the console's rescan; the agent reads everything again when it changes. */
    resyncKey: integer('resync_key').notNull().default(0),
    /**
     * The security group whose settings the agent gets instead of the device's own (null: its
     * own). No foreign key: a composite one could not clear only this column; deleting a group
     * clears it (settings-groups.repo).
     */
    settingsGroupId: integer('settings_group_id'),
    /** uninstallDevices(withDeletion): the device is marked deleted once its agent has unregistered. */
    deleteOnUninstall: boolean('delete_on_uninstall').notNull().default(false),
    startDate: timestamp('start_date', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    lastActivity: timestamp('last_activity', { withTimezone: true, mode: 'date' }),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    uniqueIndex('devices_tenant_identifier_uq').on(t.tenantId, t.deviceIdentifier),
    index('devices_settings_group_idx').on(t.tenantId, t.settingsGroupId),
    // The few deleted devices of a customer, which risk reads leave out (a tenant's devices are thousands).
    index('devices_deleted_idx')
      .on(t.tenantId, t.id)
      .where(sql`${t.isDeleted}`),
  ],
);

/**
 * A security group (spec part 2 §3 "Security group", the device settings group): settings that
 * its devices' agents get instead of their own. Names are unique per customer, case aside.
 */
export const deviceSettingsGroups = pgTable(
  'device_settings_groups',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    id: serial('id').notNull(),
    name: text('name').notNull(),
    discoveryEnabled: boolean('discovery_enabled').notNull().default(true),
    statisticEnabled: boolean('statistic_enabled').notNull().default(true),
    encryptionEnabled: boolean('encryption_enabled').notNull().default(false),
    vigilAgentIconOn: boolean('vigil_agent_icon_on').notNull().default(true),
    iconShellExtensionEnabled: boolean('icon_shell_extension_enabled').notNull().default(false),
    menuShellExtensionEnabled: boolean('menu_shell_extension_enabled').notNull().default(false),
    browserExtensionEnabled: boolean('browser_extension_enabled').notNull().default(false),
    scannerDelayMinute: integer('scanner_delay_minute').notNull().default(0),
    /** 0: no lower bound. */
    encryptionDelayDaysMin: integer('encryption_delay_days_min').notNull().default(0),
    /** 0: no upper bound. */
    encryptionDelayDaysMax: integer('encryption_delay_days_max').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);

/**
 * What an agent presents as `Authorization: Device …`, stored as a SHA-256 hash. Registering the
 * same device again revokes the credentials it had.
 */
export const deviceCredentials = pgTable(
  'device_credentials',
  {
    tenantId: integer('tenant_id').notNull(),
    id: serial('id').notNull(),
    deviceId: integer('device_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.id] }),
    // Looked up before the tenant is known; a random 256-bit secret names one row. The hash leads,
    // the tenant completes the key (Citus: a unique index holds the distribution column).
    uniqueIndex('device_credentials_hash_uq').on(t.tokenHash, t.tenantId),
    index('device_credentials_device_idx').on(t.tenantId, t.deviceId),
    foreignKey({
      columns: [t.tenantId, t.deviceId],
      foreignColumns: [devices.tenantId, devices.id],
    }).onDelete('cascade'),
  ],
);

export const deviceGroups = pgTable(
  'device_groups',
  {
    tenantId: integer('tenant_id')
      .notNull()
      .references(() => tenants.id),
    id: serial('id').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tenantId, t.id] })],
);

export const deviceGroupMembers = pgTable(
  'device_group_members',
  {
    tenantId: integer('tenant_id').notNull(),
    groupId: integer('group_id').notNull(),
    deviceId: integer('device_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.groupId, t.deviceId] }),
    index('device_group_members_device_idx').on(t.tenantId, t.deviceId),
    foreignKey({
      columns: [t.tenantId, t.groupId],
      foreignColumns: [deviceGroups.tenantId, deviceGroups.id],
    }).onDelete('cascade'),
    foreignKey({
      columns: [t.tenantId, t.deviceId],
      foreignColumns: [devices.tenantId, devices.id],
    }).onDelete('cascade'),
  ],
);

/** The users of a group (spec part 2 §3 "Group": users and devices). A user of the group's own tenant. */
export const deviceGroupUsers = pgTable(
  'device_group_users',
  {
    tenantId: integer('tenant_id').notNull(),
    groupId: integer('group_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.groupId, t.userId] }),
    index('device_group_users_user_idx').on(t.tenantId, t.userId),
    foreignKey({
      columns: [t.tenantId, t.groupId],
      foreignColumns: [deviceGroups.tenantId, deviceGroups.id],
    }).onDelete('cascade'),
  ],
);
