import { MUTATION_CASES } from './mutation-cases.js';
import { QUERY_CASES } from './query-cases.js';
import { SSO_MUTATION_CASES, SSO_QUERY_CASES } from './sso-cases.js';
import { PEOPLE_MUTATION_CASES, PEOPLE_QUERY_CASES } from './people-cases.js';
import { TENANT_MUTATION_CASES, TENANT_QUERY_CASES } from './tenants-cases.js';
import { DEVICES_MUTATION_CASES, DEVICES_QUERY_CASES } from './devices-cases.js';
import type { OperationCase } from './case-types.js';
import { ALERTS_MUTATION_CASES, ALERTS_QUERY_CASES } from './alerts-cases.js';
import { SECURITY_GROUP_MUTATION_CASES, SECURITY_GROUP_QUERY_CASES } from './security-groups-cases.js';
import { SETTINGS_MUTATION_CASES, SETTINGS_QUERY_CASES } from './settings-cases.js';
import { EXPLORER_MUTATION_CASES, EXPLORER_QUERY_CASES } from './explorer-cases.js';
import { REPORTS_MUTATION_CASES, REPORTS_QUERY_CASES } from './reports-cases.js';
import { AGENT_LOGS_MUTATION_CASES, AGENT_LOGS_QUERY_CASES } from './agent-logs-cases.js';
import { ALLOWLIST_MUTATION_CASES, ALLOWLIST_QUERY_CASES } from './allowlist-cases.js';
import { REPOSITORIES_MUTATION_CASES, REPOSITORIES_QUERY_CASES } from './repositories-cases.js';
import { CLOUD_AUTH_MUTATION_CASES, CLOUD_AUTH_QUERY_CASES } from './cloud-auth-cases.js';
import { POPUPS_ACCOUNT_ONLY, POPUPS_MUTATION_CASES, POPUPS_QUERY_CASES } from './popups-cases.js';

/**
 * THE case table: every Query and Mutation field of the schema, by `Query.name` / `Mutation.name`.
 * The suite fails on an operation without an entry here (or in ACCOUNT_ONLY), naming it.
 */
export const CASES: Record<string, OperationCase> = {
  ...Object.fromEntries(Object.entries(QUERY_CASES).map(([name, c]) => [`Query.${name}`, c])),
  ...Object.fromEntries(Object.entries(TENANT_QUERY_CASES).map(([name, c]) => [`Query.${name}`, c])),
  ...Object.fromEntries(Object.entries(SETTINGS_QUERY_CASES).map(([name, c]) => [`Query.${name}`, c])),
  ...Object.fromEntries(Object.entries(MUTATION_CASES).map(([name, c]) => [`Mutation.${name}`, c])),
  ...Object.fromEntries(Object.entries(SSO_QUERY_CASES).map(([name, c]) => [`Query.${name}`, c])),
  ...Object.fromEntries(Object.entries(SSO_MUTATION_CASES).map(([name, c]) => [`Mutation.${name}`, c])),
  ...Object.fromEntries(Object.entries(PEOPLE_QUERY_CASES).map(([name, c]) => [`Query.${name}`, c])),
  ...Object.fromEntries(Object.entries(PEOPLE_MUTATION_CASES).map(([name, c]) => [`Mutation.${name}`, c])),
  ...Object.fromEntries(Object.entries(TENANT_MUTATION_CASES).map(([name, c]) => [`Mutation.${name}`, c])),
  ...Object.fromEntries(Object.entries(SETTINGS_MUTATION_CASES).map(([name, c]) => [`Mutation.${name}`, c])),
  ...Object.fromEntries(Object.entries(DEVICES_QUERY_CASES).map(([name, c]) => [`Query.${name}`, c])),
  ...Object.fromEntries(Object.entries(DEVICES_MUTATION_CASES).map(([name, c]) => [`Mutation.${name}`, c])),
  ...Object.fromEntries(Object.entries(ALERTS_QUERY_CASES).map(([name, c]) => [`Query.${name}`, c])),
  ...Object.fromEntries(Object.entries(ALERTS_MUTATION_CASES).map(([name, c]) => [`Mutation.${name}`, c])),
  ...Object.fromEntries(Object.entries(EXPLORER_QUERY_CASES).map(([name, c]) => [`Query.${name}`, c])),
  ...Object.fromEntries(Object.entries(EXPLORER_MUTATION_CASES).map(([name, c]) => [`Mutation.${name}`, c])),
  ...Object.fromEntries(Object.entries(REPORTS_QUERY_CASES).map(([name, c]) => [`Query.${name}`, c])),
  ...Object.fromEntries(Object.entries(REPORTS_MUTATION_CASES).map(([name, c]) => [`Mutation.${name}`, c])),
  ...Object.fromEntries(Object.entries(AGENT_LOGS_QUERY_CASES).map(([name, c]) => [`Query.${name}`, c])),
  ...Object.fromEntries(
    Object.entries(AGENT_LOGS_MUTATION_CASES).map(([name, c]) => [`Mutation.${name}`, c]),
  ),
  ...Object.fromEntries(Object.entries(ALLOWLIST_QUERY_CASES).map(([name, c]) => [`Query.${name}`, c])),
  ...Object.fromEntries(Object.entries(ALLOWLIST_MUTATION_CASES).map(([name, c]) => [`Mutation.${name}`, c])),
  ...Object.fromEntries(Object.entries(SECURITY_GROUP_QUERY_CASES).map(([name, c]) => [`Query.${name}`, c])),
  ...Object.fromEntries(
    Object.entries(SECURITY_GROUP_MUTATION_CASES).map(([name, c]) => [`Mutation.${name}`, c]),
  ),
  ...Object.fromEntries(Object.entries(REPOSITORIES_QUERY_CASES).map(([name, c]) => [`Query.${name}`, c])),
  ...Object.fromEntries(
    Object.entries(REPOSITORIES_MUTATION_CASES).map(([name, c]) => [`Mutation.${name}`, c]),
  ),
  ...Object.fromEntries(Object.entries(CLOUD_AUTH_QUERY_CASES).map(([name, c]) => [`Query.${name}`, c])),
  ...Object.fromEntries(
    Object.entries(CLOUD_AUTH_MUTATION_CASES).map(([name, c]) => [`Mutation.${name}`, c]),
  ),
  ...Object.fromEntries(Object.entries(POPUPS_QUERY_CASES).map(([name, c]) => [`Query.${name}`, c])),
  ...Object.fromEntries(Object.entries(POPUPS_MUTATION_CASES).map(([name, c]) => [`Mutation.${name}`, c])),
};

/**
 * Operations that touch no tenant's data, only the caller's own account: no tenant to cross, so no
 * case. (userInfo and gqlToken, also the caller's own, have cases: they must name the caller alone.)
 */
export const ACCOUNT_ONLY: Record<string, string> = {
  'Mutation.createSignInToken':
    "hands the caller's own session to another window; takes no argument and names no tenant or object",
  ...POPUPS_ACCOUNT_ONLY,
};
