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
    // Tenant management (spec part 2 §3 "Tenant list item", "Partner", "Customer").
    riskType: text('risk_type', { enum: ['RISK_ASSESSMENT', 'RISK_REDUCTION'] })
      .notNull()
      .default('RISK_ASSESSMENT'),
    businessSize: text('business_size', {
      enum: ['SIZE_1_21', 'SIZE_21_500', 'SIZE_501_1000', 'SIZE_1001_5000', 'SIZE_5001'],
    })
      .notNull()
      .default('SIZE_1_21'),
    streetAddress: text('street_address'),
    apartment: text('apartment'),
    city: text('city'),
    state: text('state'),
    zipCode: text('zip_code'),
    alertRule: text('alert_rule', { enum: ['IMMEDIATE', 'DAILY', 'NONE'] })
      .notNull()
      .default('NONE'),
    scannerDelayMinute: integer('scanner_delay_minute').notNull().default(0),
    scanCloudDevicesEnabled: boolean('scan_cloud_devices_enabled').notNull().default(false),
    scanNewCloudDevices: boolean('scan_new_cloud_devices').notNull().default(false),
    hideDeploymentSteps: boolean('hide_deployment_steps').notNull().default(false),
    /**
     * A customer's defaults for its devices. Existing tenants keep what their devices had (all
     * on); a customer created without them gets NEW_CUSTOMER_DEFAULTS (contracts).
     */
    discoveryEnabled: boolean('discovery_enabled').notNull().default(true),
    statisticEnabled: boolean('statistic_enabled').notNull().default(true),
    encryptionEnabled: boolean('encryption_enabled').notNull().default(true),
    serverDiscoveryEnabled: boolean('server_discovery_enabled').notNull().default(true),
    serverStatisticEnabled: boolean('server_statistic_enabled').notNull().default(true),
    iconShellExtensionEnabled: boolean('icon_shell_extension_enabled').notNull().default(true),
    menuShellExtensionEnabled: boolean('menu_shell_extension_enabled').notNull().default(true),
    browserExtensionEnabled: boolean('browser_extension_enabled').notNull().default(true),
    vigilAgentIconOn: boolean('vigil_agent_icon_on').notNull().default(true),
    /**
     * Security groups (devices/ device_settings_groups) for laptops/workstations and servers. No
     * reference: tenants sit below devices; deleting a group clears them.
     */
    laptopsSettingsGroupId: integer('laptops_settings_group_id'),
    serversSettingsGroupId: integer('servers_settings_group_id'),
    canSignUpNewPartners: boolean('can_sign_up_new_partners').notNull().default(false),
    licenseCountExceededMessage: text('license_count_exceeded_message'),
    hubspotId: text('hubspot_id'),
    hubspotSynchronizationTimestamp: timestamp('hubspot_synchronization_timestamp', {
      withTimezone: true,
      mode: 'date',
    }),
    onboarding: boolean('onboarding').notNull().default(false),
    /** A back-office user (OnboardingManager); users sit above tenants, so no reference. */
    onboardingUserId: integer('onboarding_user_id'),
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    isDeleted: boolean('is_deleted').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (t) => [
    index('tenants_parent_idx').on(t.parentId),
    index('tenants_path_idx').on(t.path.op('text_pattern_ops')),
    // Agents register with it: it must name exactly one tenant.
    uniqueIndex('tenants_agent_key_uq').on(t.agentKey),
    // Sign-up links carry it: it must name exactly one partner.
    uniqueIndex('tenants_partner_key_uq').on(t.partnerKey),
    // Exactly one vendor root per installation, even when several processes start at once.
    uniqueIndex('tenants_single_root_uq')
      .on(t.tenantType)
      .where(sql`tenant_type = 'ROOT'`),
  ],
);
