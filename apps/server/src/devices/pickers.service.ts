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

/** A device group of a customer (read only here; managed on the Groups pages of a later issue). */
export interface DeviceGroupRow {
  id: number;
  tenantId: number;
  name: string;
  description: string;
  devices: { id: number; name: string }[];
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
    where d.is_deleted = false and tn.is_deleted = false and ${scope.containsSql(sql`tn.path`)}`;
  return list.run(db, base, args);
}

/** The device groups of the scope's tenant and the customers below it, with their devices. */
export async function listDeviceGroups(
  db: Queryable,
  scope: TenantScope,
  args: ListArgs,
  list: ListDefinition<DeviceGroupRow>,
): Promise<ListResult<DeviceGroupRow>> {
  const base = sql`
    select g.id, g.tenant_id as "tenantId", g.name, g.description,
      coalesce((
        select json_agg(json_build_object('id', d.id, 'name', d.name) order by d.name, d.id)
        from device_group_members m
        join devices d on d.tenant_id = m.tenant_id and d.id = m.device_id and d.is_deleted = false
        where m.tenant_id = g.tenant_id and m.group_id = g.id
      ), '[]'::json) as devices
    from device_groups g
    join tenants tn on tn.id = g.tenant_id
    where tn.is_deleted = false and ${scope.containsSql(sql`tn.path`)}`;
  return list.run(db, base, args);
}
