import { sql } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import type { ListArgs, ListDefinition, ListResult } from '../graphql/list.js';
import type { TenantScope } from '../tenants/tenant-scope.js';

/** A device as the pickers show it (spec part 1 §3 "Device (picker)"). */
export interface DevicePickerRow {
  id: number;
  tenantId: number;
  name: string;
  nickName: string | null;
  active: boolean;
  /** Security groups come with a later issue: null until then. */
  settingsGroupId: number | null;
  settingsGroupName: string | null;
  systemUserName: string;
  isArchived: boolean;
  sensitiveRiskInUSD: number;
  encryptedSensitiveRiskInUSD: number;
}

/**
 * The devices of the scope's tenant and the customers below it, deleted ones left out
 * (archived ones stay: the picker asks for isArchived false itself).
 */
export async function listPickerDevices(
  db: Queryable,
  scope: TenantScope,
  args: ListArgs,
  list: ListDefinition<DevicePickerRow>,
): Promise<ListResult<DevicePickerRow>> {
  const base = sql`
    select d.id, d.tenant_id as "tenantId", d.name, d.nick_name as "nickName", d.is_active as "active",
      null::int as "settingsGroupId", null::text as "settingsGroupName", d.user_name as "systemUserName",
      d.is_archived as "isArchived",
      coalesce(r.sensitive_cost, 0)::float8 as "sensitiveRiskInUSD",
      coalesce(r.encrypted_sensitive_cost, 0)::float8 as "encryptedSensitiveRiskInUSD"
    from devices d
    join tenants tn on tn.id = d.tenant_id
    left join device_risk_rollups r on r.tenant_id = d.tenant_id and r.device_id = d.id
    where d.is_deleted = false and tn.is_deleted = false and ${scope.ownsSql(sql`d.tenant_id`, sql`tn.path`)}`;
  return list.run(db, base, args);
}
