// The one list of tables drizzle-kit reads to generate migrations; each domain owns its tables.
// It names every domain, so nothing of the server imports it.
export * from './tenants/tenants.tables.js';
export * from './users/users.tables.js';
export * from './auth/auth.tables.js';
export * from './audit/audit.tables.js';
export * from './regulations/regulations.tables.js';
export * from './classifiers/classifiers.tables.js';
export * from './rules/rules.tables.js';
export * from './processes/process-rules.tables.js';
export * from './allowlist/extension-rules.tables.js';
export * from './devices/devices.tables.js';
export * from './devices/cloud-devices.tables.js';
export * from './cloud-auth/cloud-auth.tables.js';
export * from './files/files.tables.js';
export * from './rollups/rollups.tables.js';
export * from './rollups/risk-history.tables.js';
export * from './agent-ingest/ingest-batches.tables.js';
export * from './sso/sso.tables.js';
export * from './settings/decryption-keys.tables.js';
export * from './alerts/alerts.tables.js';
export * from './queue/queue.tables.js';
export * from './reports/reports.tables.js';
export * from './agent-logs/agent-logs.tables.js';
export * from './fips/fips.tables.js';
export * from './popups/popups.tables.js';
