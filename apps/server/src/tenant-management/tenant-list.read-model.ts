import { sql, type SQL } from 'drizzle-orm';
import type { TenantScope } from '../tenants/tenant-scope.js';

/** A row of the tenants list, its columns named like the TenantListItem GraphQL fields. */
export interface TenantListRow {
  id: number;
  tenantType: 'PARTNER' | 'CUSTOMER';
  name: string;
  superiorPartnerId: number | null;
  superiorPartner: string | null;
  subscriptionStatus: string;
  riskType: string;
  createdDate: Date | string;
  agentKey: string | null;
  partnerKey: string | null;
  isPartner: boolean;
  isDeleted: boolean;
  onboarding: boolean | null;
  onboardingUserId: number | null;
  onboardingUserEmail: string | null;
  testingGroups: number[];
  usersCount: number;
  usersLastSignedDate: Date | string | null;
  devicesCount: number;
  allNestedActiveDevicesCount: number;
  allNestedActiveRepositoriesCount: number;
  customersCount: number;
  filesCount: number;
  filesSize: number;
  sensitiveRiskInUSD: number;
  encryptedSensitiveRiskInUSD: number;
  residualSensitiveRiskInUSD: number;
  encryptedEntriesCost: number;
}

/** What the caller may see of a row beyond names and figures. */
export interface ListVisibility {
  /** The back office: onboarding data (and the filters on it). */
  backOffice: boolean;
  /** Admins of the tenant or above it, and the back office: agent and partner keys (and search on them). */
  keys: boolean;
}

const displayName = (alias: string) => {
  const a = sql.identifier(alias);
  return sql`coalesce(nullif(btrim(${a}.name), ''), 'Tenant ' || ${a}.id)`;
};

/**
 * The live tenants below the scope (the scope's own tenant excluded), with their figures summed
 * over their subtree's live customers. Each customer's figures are read once and added to every
 * tenant on its path (the path's ids, unnested), so a back office of many tenants is summed in one
 * pass, not once per row. `onlyOnboarding` keeps the tenants marked for onboarding.
 *
 * - devicesCount: the live (not deleted) devices; allNestedActiveDevicesCount: those of them that
 *   hold a licence (ACTIVE) and are not archived;
 * - allNestedActiveRepositoriesCount: the licensed, unarchived repositories (devices of kind REPOSITORY);
 * - customersCount: the live customers below a partner (0 for a customer);
 * - files and risk: the customers' own rollups (tenant_risk_rollups); money summed exactly.
 */
export function tenantListQuery(scope: TenantScope, visibility: ListVisibility, onlyOnboarding = false): SQL {
  const bo = visibility.backOffice;
  const keys = visibility.keys;
  return sql`
    with cust as (
      select c.id, c.path,
        coalesce(r.files_count, 0)::numeric as files_count,
        coalesce(r.files_size_bytes, 0)::numeric as files_size,
        coalesce(r.sensitive_cost, 0) as sensitive_cost,
        coalesce(r.encrypted_sensitive_cost, 0) as encrypted_sensitive_cost,
        coalesce(r.encrypted_sensitive_cost, 0) + coalesce(r.encrypted_non_sensitive_cost, 0) as encrypted_cost,
        coalesce(d.devices, 0) as devices,
        coalesce(d.active_devices, 0) as active_devices,
        coalesce(d.active_repositories, 0) as active_repositories
      from tenants c
      left join tenant_risk_rollups r on r.tenant_id = c.id
      left join lateral (
        select count(*) filter (where dv.kind = 'ENDPOINT') as devices,
          count(*) filter (where dv.kind = 'ENDPOINT' and dv.license_status = 'ACTIVE' and not dv.is_archived) as active_devices,
          count(*) filter (where dv.kind = 'REPOSITORY' and dv.license_status = 'ACTIVE' and not dv.is_archived) as active_repositories
        from devices dv where dv.tenant_id = c.id and not dv.is_deleted
      ) d on true
      where ${scope.ownsSql(sql`c.id`, sql`c.path`)} and c.tenant_type = 'CUSTOMER' and not c.is_deleted
    ),
    up as (
      select a.id::int as id,
        count(*) as customers,
        sum(files_count) as files_count, sum(files_size) as files_size,
        sum(sensitive_cost) as sensitive_cost, sum(encrypted_sensitive_cost) as encrypted_sensitive_cost,
        sum(encrypted_cost) as encrypted_cost, sum(devices) as devices, sum(active_devices) as active_devices,
        sum(active_repositories) as active_repositories
      from cust, unnest(string_to_array(btrim(cust.path, '/'), '/')) as a(id)
      group by 1
    )
    select
      t.id,
      t.tenant_type as "tenantType",
      ${displayName('t')} as "name",
      case when p.tenant_type = 'PARTNER' then p.id end as "superiorPartnerId",
      case when p.tenant_type = 'PARTNER' then ${displayName('p')} end as "superiorPartner",
      t.subscription_status as "subscriptionStatus",
      t.risk_type as "riskType",
      t.created_at as "createdDate",
      ${keys ? sql`t.agent_key` : sql`null::text`} as "agentKey",
      ${keys ? sql`t.partner_key` : sql`null::text`} as "partnerKey",
      (t.tenant_type = 'PARTNER') as "isPartner",
      t.is_deleted as "isDeleted",
      ${bo ? sql`t.onboarding` : sql`null::boolean`} as "onboarding",
      ${bo ? sql`t.onboarding_user_id` : sql`null::int`} as "onboardingUserId",
      ${bo ? sql`ou.email` : sql`null::text`} as "onboardingUserEmail",
      t.testing_groups as "testingGroups",
      coalesce(t.testing_groups[1], 0) as "testingGroupId",
      coalesce(u.users_count, 0)::int as "usersCount",
      u.last_signed as "usersLastSignedDate",
      u.emails as "usersEmails",
      coalesce(up.devices, 0)::int as "devicesCount",
      coalesce(up.active_devices, 0)::int as "allNestedActiveDevicesCount",
      coalesce(up.active_repositories, 0)::int as "allNestedActiveRepositoriesCount",
      case when t.tenant_type = 'PARTNER' then coalesce(up.customers, 0) else 0 end::int as "customersCount",
      coalesce(up.files_count, 0)::float8 as "filesCount",
      coalesce(up.files_size, 0)::float8 as "filesSize",
      coalesce(up.sensitive_cost, 0)::float8 as "sensitiveRiskInUSD",
      coalesce(up.encrypted_sensitive_cost, 0)::float8 as "encryptedSensitiveRiskInUSD",
      coalesce(up.sensitive_cost - up.encrypted_sensitive_cost, 0)::float8 as "residualSensitiveRiskInUSD",
      coalesce(up.encrypted_cost, 0)::float8 as "encryptedEntriesCost"
    from tenants t
    left join tenants p on p.id = t.parent_id
    left join up on up.id = t.id
    left join users ou on ou.id = t.onboarding_user_id and not ou.is_deleted
    left join lateral (
      select count(*) as users_count, max(us.last_signed_in) as last_signed,
        string_agg(us.email, ' ' order by us.email) as emails
      from users us where us.tenant_id = t.id and not us.is_deleted
    ) u on true
    where ${scope.containsSql(sql`t.path`)} and t.id <> ${scope.tenantId} and not t.is_deleted
      ${onlyOnboarding ? sql`and t.onboarding` : sql``}`;
}
