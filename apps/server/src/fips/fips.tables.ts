import { foreignKey, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { FipsComplianceMode, FipsRequestStatus, FipsValidation } from '@vigil/contracts';
import { devices } from '../devices/devices.tables.js';

/**
 * A device's FIPS state (spec part 2 §3 "FIPS list item"): what its agent last reported and what
 * the console asked (fipsRequestStatus). A device without a row shows Unknown / NOT_REQUESTED.
 */
export const deviceFipsStatus = pgTable(
  'device_fips_status',
  {
    tenantId: integer('tenant_id').notNull(),
    deviceId: integer('device_id').notNull(),
    fipsRequestStatus: text('fips_request_status')
      .$type<FipsRequestStatus>()
      .notNull()
      .default('NOT_REQUESTED'),
    fipsComplianceMode: text('fips_compliance_mode').$type<FipsComplianceMode>().notNull().default('unknown'),
    validation: text('validation').$type<FipsValidation>().notNull().default('UNKNOWN'),
    bitlockerStatus: text('bitlocker_status').notNull().default('Unknown'),
    cngVersion: text('cng_version').notNull().default('Unknown'),
    bCryptVersion: text('bcrypt_version').notNull().default('Unknown'),
    bCryptPrimitivesVersion: text('bcrypt_primitives_version').notNull().default('Unknown'),
    osVersion: text('os_version').notNull().default('Unknown'),
    methodUsed: text('method_used').notNull().default('Unknown'),
    reportedAt: timestamp('reported_at', { withTimezone: true, mode: 'date' }),
  },
  (t) => [
    primaryKey({ columns: [t.tenantId, t.deviceId] }),
    foreignKey({
      columns: [t.tenantId, t.deviceId],
      foreignColumns: [devices.tenantId, devices.id],
    }).onDelete('cascade'),
  ],
);
