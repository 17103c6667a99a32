import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * The tenant tree: the vendor's root (back office) → partners → sub-partners → customers.
 * `path` is the materialised chain of ids ("/1/4/9/"), so "all descendants" is a prefix match
 * served by an index, without recursive queries on the hot paths.
 */
export const tenants = pgTable(
  'tenants',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull().default(''),
    tenantType: text('tenant_type', { enum: ['ROOT', 'PARTNER', 'CUSTOMER'] }).notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => tenants.id),
    path: text('path').notNull().default(''),
    depth: smallint('depth').notNull().default(0),
    countryCode: text('country_code').notNull().default('US'),
    phone: text('phone'),
    testingGroups: integer('testing_groups')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    fipsRequestStatus: smallint('fips_request_status').notNull().default(0),
    twoStepVerification: boolean('two_step_verification').notNull().default(false),
    subscriptionType: text('subscription_type', {
      enum: ['MONITORING', 'MONITORING_AND_ENCRYPTION', 'ONE_TIME_SCAN'],
    }),
    subscriptionStatus: text('subscription_status', {
      enum: ['ACTIVE', 'INACTIVE', 'TRIAL', 'PENDING_CANCEL'],
    })
      .notNull()
      .default('ACTIVE'),
    agentKey: text('agent_key'),
    agentUninstallKey: text('agent_uninstall_key'),
    /** Devices that may hold an ACTIVE license at once; null means no limit. */
    licenseCount: integer('license_count'),
    partnerKey: text('partner_key'),
    logo: text('logo'),
    isDeleted: boolean('is_deleted').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('tenants_parent_idx').on(t.parentId),
    index('tenants_path_idx').on(t.path.op('text_pattern_ops')),
    // Agents register with it: it must name exactly one tenant.
    uniqueIndex('tenants_agent_key_uq').on(t.agentKey),
    // Exactly one vendor root per installation, even when several processes start at once.
    uniqueIndex('tenants_single_root_uq')
      .on(t.tenantType)
      .where(sql`tenant_type = 'ROOT'`),
  ],
);
