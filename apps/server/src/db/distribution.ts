/**
 * THE distribution plan for Citus (ARCHITECTURE.md, "Distribution (Citus)"): every table of the
 * public schema, in the order the tables would be handed to Citus (a table after those its foreign
 * keys name). test/citus-readiness.int.test.ts reads the migrated catalogue against it: a table
 * missing here fails by name, and so does a distributed table whose key, unique index or foreign
 * key leaves out the distribution column.
 *
 * - distributed: tenant-owned, sharded by `tenant_id`, all co-located (one tenant's rows of every
 *   table on one shard group), so a customer's screen is a single-shard query.
 * - reference: global, small, read on every request or joined by tenant-owned rows: a copy on
 *   every node.
 * - local: stays on the coordinator (Citus local table): rows looked up before any tenant is known,
 *   never joined with tenant-owned rows.
 */
export type Placement = 'distributed' | 'reference' | 'local';

export interface TablePlacement {
  table: string;
  placement: Placement;
  /** Why: required for reference and local tables. */
  reason?: string;
}

export const DISTRIBUTION_COLUMN = 'tenant_id';

const reference = (table: string, reason: string): TablePlacement => ({
  table,
  placement: 'reference',
  reason,
});
const local = (table: string, reason: string): TablePlacement => ({ table, placement: 'local', reason });
const distributed = (...tables: string[]): TablePlacement[] =>
  tables.map((table) => ({ table, placement: 'distributed' }));

export const TABLE_PLACEMENTS: readonly TablePlacement[] = [
  reference(
    'tenants',
    'the tree itself: read on every request (scope, subtree by path prefix) and joined by every rollup; a few thousand rows',
  ),
  reference(
    'users',
    "accounts: an e-mail is unique across tenants and a sign-in finds its tenant from it; read on every request by the token's user id",
  ),
  reference('regulations', 'the shared library: joined by every tenant’s classifiers and risk figures'),
  reference('template_classifiers', 'the shared library: copied into tenants, named by their classifiers'),
  reference('template_classifier_regulations', 'the shared library: which regulations a template serves'),
  reference('popup_templates', 'the back office’s popups: the same text for every tenant'),
  local(
    'refresh_tokens',
    'a session by its token hash, before any tenant is known; only users (reference) beside it',
  ),
  local('sign_in_tokens', 'a one-time hand-over by its token hash, before any tenant is known'),
  local('sign_in_addresses', 'the sign-in throttle, by account and address: pre-tenant'),
  local('login_failures', 'the sign-in throttle’s failures, by account: pre-tenant'),
  local('queued_jobs', 'the durable job queue: leased by the coordinator’s workers, across tenants'),
  // Parents before the rows that name them (Citus distributes a table after those its keys reference).
  ...distributed(
    'devices',
    'device_groups',
    'device_settings_groups',
    'classifiers',
    'processes',
    'auth_providers',
    'report_files',
    'alert_settings',
  ),
  ...distributed(
    'device_credentials',
    'device_group_members',
    'device_group_users',
    'device_fips_status',
    'device_log_requests',
    'device_logs',
    'cloud_devices',
    'folders',
    'files',
    'file_events',
    'file_findings',
    'cases',
    'ingest_batches',
    'rules',
    'classifier_regulations',
    'tenant_regulations',
    'extension_rules',
    'sso_sign_in_states',
    'cloud_auth_connections',
    'cloud_auth_states',
    'customer_decryption_keys',
    'report_file_chunks',
    'report_schedules',
    'alerts',
    'alert_evaluation_marks',
    'tenant_popups',
    'user_popup_states',
    'audit_entries',
  ),
  // The risk figures: written by the rollups of one tenant; a partner's rows are on its own shard.
  ...distributed(
    'tenant_risk_rollups',
    'tenant_risk_history',
    'device_risk_rollups',
    'folder_risk_rollups',
    'classifier_risk_rollups',
    'device_classifier_risk_rollups',
    'regulation_risk_rollups',
    'application_risk_daily',
    'application_risk_window',
    'application_risk_window_bounds',
    'application_risk_running',
    'application_risk_running_bounds',
    'application_device_daily',
    'application_device_window',
    'application_device_recency',
    'application_classifier_daily',
    'application_classifier_window',
  ),
];

const BY_TABLE = new Map(TABLE_PLACEMENTS.map((p) => [p.table, p]));

export function placementOf(table: string): Placement | undefined {
  return BY_TABLE.get(table)?.placement;
}

/** The tables sharded by tenant (the ones a customer's queries must filter on `tenant_id`). */
export const DISTRIBUTED_TABLES: ReadonlySet<string> = new Set(
  TABLE_PLACEMENTS.filter((p) => p.placement === 'distributed').map((p) => p.table),
);

/**
 * The calls that hand the migrated schema to Citus, in order: reference tables, local tables, then
 * every distributed table co-located with the first.
 */
export function citusStatements(): string[] {
  const anchor = TABLE_PLACEMENTS.find((p) => p.placement === 'distributed')?.table;
  return TABLE_PLACEMENTS.map(({ table, placement }) => {
    if (placement === 'reference') return `select create_reference_table('${table}');`;
    if (placement === 'local') return `select citus_add_local_table_to_metadata('${table}');`;
    const colocate = table === anchor ? 'none' : anchor;
    return `select create_distributed_table('${table}', '${DISTRIBUTION_COLUMN}', colocate_with => '${colocate}');`;
  });
}
