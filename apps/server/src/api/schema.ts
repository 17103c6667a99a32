import type { GraphQLSchema } from 'graphql';
import { builder } from '../graphql/builder.js';
import { applyGuards, type OperationGuard } from '../graphql/apply-guards.js';
// Each domain registers its types and operations on the builder when imported.
import '../users/users.schema.js';
import '../auth/auth.schema.js';
import '../tenants/tenants.schema.js';
import '../audit/audit.schema.js';
import '../audit/backoffice-audit.schema.js';
import '../risk/risk.schema.js';
import '../processes/processes.schema.js';
import '../rules/rules.schema.js';
import '../processes/process-rules.schema.js';
import '../allowlist/allowlist.schema.js';
import '../rules/encryption-wizard.schema.js';
import '../risk/application-risk.schema.js';
import '../devices/devices.schema.js';
import '../devices/pickers.schema.js';
import '../devices/installed-devices.schema.js';
import '../devices/groups.schema.js';
import '../devices/settings-groups.schema.js';
import '../devices/cloud-devices.schema.js';
import '../cloud-auth/cloud-auth.schema.js';
import '../people/users.schema.js';
import '../files/folders.schema.js';
import '../risk/data-risk.schema.js';
import '../risk/device-risk.schema.js';
import '../explorer/explorer.schema.js';
import '../regulations/regulations.schema.js';
import '../policy-updates/policy-updates.schema.js';
import '../classifiers/classifiers.schema.js';
import '../rules/classifier-list.schema.js';
import '../sso/auth-providers.schema.js';
import '../alerts/alerts.schema.js';
import '../auth/password-reverification.schema.js';
import '../settings/decryption-keys.schema.js';
import '../tenant-management/tenant-management.schema.js';
import '../tenant-management/tenant-list.schema.js';
import '../reports/reports.schema.js';
import '../agent-logs/agent-logs.schema.js';
import '../popups/popups.schema.js';
import '../fips/fips.schema.js';

let built: { schema: GraphQLSchema; guards: OperationGuard[] } | null = null;

/** Builds the schema once per process and wraps every operation with its guard. */
export function getSchema(): { schema: GraphQLSchema; guards: OperationGuard[] } {
  if (!built) {
    const schema = builder.toSchema({ sortSchema: true });
    const guards = applyGuards(schema);
    built = { schema, guards };
  }
  return built;
}
