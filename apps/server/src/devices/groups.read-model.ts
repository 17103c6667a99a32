import { sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { pgArray, rowsOf } from '../db/rows.js';
import type { ListArgs, ListDefinition, ListResult } from '../graphql/list.js';
import type { TenantScope } from '../tenants/tenant-scope.js';

/** A group as the Groups pages and the pickers show it, with its live users and devices. */
export interface GroupView {
  id: number;
  tenantId: number;
  name: string;
  description: string;
  users: { id: number; email: string }[];
  devices: { id: number; name: string }[];
}

export interface GroupRef {
  id: number;
  name: string;
}

/** Groups of the live tenants of the scope's subtree, with their members (live ones, by name). */
function groupsSql(scope: TenantScope, extra: SQL = sql``): SQL {
  return sql`
    select g.id, g.tenant_id as "tenantId", g.name, g.description,
      coalesce((
        select json_agg(json_build_object('id', u.id, 'email', u.email) order by u.email, u.id)
        from device_group_users m
        join users u on u.id = m.user_id and not u.is_deleted
        where m.tenant_id = g.tenant_id and m.group_id = g.id
      ), '[]'::json) as users,
      coalesce((
        select json_agg(json_build_object('id', d.id, 'name', d.name) order by d.name, d.id)
        from device_group_members m
        join devices d on d.tenant_id = m.tenant_id and d.id = m.device_id and d.is_deleted = false
        where m.tenant_id = g.tenant_id and m.group_id = g.id
      ), '[]'::json) as devices
    from device_groups g
    join tenants tn on tn.id = g.tenant_id
    where tn.is_deleted = false and ${scope.ownsSql(sql`g.tenant_id`, sql`tn.path`)} ${extra}`;
}

/** The groups list: the scope's tenant's groups and those of the customers below it. */
export function listGroups(
  db: Queryable,
  scope: TenantScope,
  args: ListArgs,
  list: ListDefinition<GroupView>,
): Promise<ListResult<GroupView>> {
  return list.run(db, groupsSql(scope), args);
}

/** A group of the scope's subtree with its members, or null. */
export async function findGroupView(
  db: Queryable,
  scope: TenantScope,
  id: number,
): Promise<GroupView | null> {
  const rows = await rowsOf<GroupView & Record<string, unknown>>(db, groupsSql(scope, sql`and g.id = ${id}`));
  return rows[0] ?? null;
}

/** The groups of each of the scope tenant's users among `userIds`, ordered by name. */
export async function groupsOfUsers(
  db: Queryable,
  scope: TenantScope,
  userIds: readonly number[],
): Promise<Map<number, GroupRef[]>> {
  const out = new Map<number, GroupRef[]>();
  if (userIds.length === 0) return out;
  const rows = await rowsOf<{ userId: number; id: number; name: string }>(
    db,
    sql`select m.user_id as "userId", g.id, g.name
      from device_group_users m
      join device_groups g on g.tenant_id = m.tenant_id and g.id = m.group_id
      where m.tenant_id = ${scope.tenantId} and m.user_id = any(${pgArray([...userIds], 'int4')})
      order by g.name, g.id`,
  );
  for (const r of rows) {
    const list = out.get(Number(r.userId)) ?? [];
    list.push({ id: Number(r.id), name: r.name });
    out.set(Number(r.userId), list);
  }
  return out;
}

/** The groups of a device of the scope's tenant, ordered by name. */
export async function groupsOfDevice(
  db: Queryable,
  scope: TenantScope,
  deviceId: number,
): Promise<GroupRef[]> {
  const rows = await rowsOf<{ id: number; name: string }>(
    db,
    sql`select g.id, g.name from device_group_members m
      join device_groups g on g.tenant_id = m.tenant_id and g.id = m.group_id
      where m.tenant_id = ${scope.tenantId} and m.device_id = ${deviceId}
      order by g.name, g.id`,
  );
  return rows.map((r) => ({ id: Number(r.id), name: r.name }));
}
