import {
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { CloudService, RepositorySystemType } from '@vigil/contracts';
import { devices } from './devices.tables.js';

/**
 * A repository's own part (spec part 2 §3 "Cloud device item", "Cloud device settings"): one row
 * per device of kind REPOSITORY, which keeps its licence, credential, files and risk as any device.
 */
export const cloudDevices = pgTable(
  'cloud_devices',
  {
    tenantId: integer('tenant_id').notNull(),
    deviceId: integer('device_id').notNull(),
    authService: text('auth_service').$type<CloudService>().notNull(),
    systemType: text('system_type').$type<RepositorySystemType>().notNull(),
    /** Whether the repository is scanned (the list's Scan toggle); the agent reads it from its policy. */
    scan: boolean('scan').notNull(),
    /** The repository's id in its service; null when the scanner no longer finds it (suspected deleted). */
    cloudDeviceId: text('cloud_device_id'),
    location: text('location').notNull(),
    readOnly: boolean('read_only').notNull().default(false),
    decrypt: boolean('decrypt').notNull().default(false),
    /** The advanced settings JSON (bounded by contracts' CloudDeviceLimits). */
    cloudDeviceSettings: jsonb('cloud_device_settings').$type<Record<string, unknown>>(),
    lastFullScan: timestamp('last_full_scan', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.deviceId] }),
    index('cloud_devices_service_idx').on(t.tenantId, t.authService),
    foreignKey({
      columns: [t.tenantId, t.deviceId],
      foreignColumns: [devices.tenantId, devices.id],
    }).onDelete('cascade'),
  ],
);
