import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../db/client.js';
import { rowsOf } from '../db/rows.js';
import type { TenantScope } from '../tenants/tenant-scope.js';
import { tenants } from '../tenants/tenants.tables.js';
import { deviceGroupMembers, deviceGroups, deviceGroupUsers, devices } from './devices.tables.js';
import type { deviceSettingsGroups } from './devices.tables.js';

/**
 * Groups of a customer and their members (spec part 2 §3 "Group"). Finding a group takes the scope
 * acted for (a group of its tenant or of a customer below it); writing one takes the scope of the
 * group's own tenant, whose users and devices are the only members it may have.
 */

export interface GroupRow {
  id: number;
  tenantId: number;
  name: string;
  description: string;
}

const groupColumns = {
  id: deviceGroups.id,
  tenantId: deviceGroups.tenantId,
  name: deviceGroups.name,
  description: deviceGroups.description,
};

/** Groups among `ids` of a live tenant of the scope's subtree; `lock` holds their rows. */
export async function findGroupsWithin(
  db: Queryable,
  scope: TenantScope,
  ids: readonly number[],
  options: { lock?: boolean } = {},
): Promise<GroupRow[]> {
  if (ids.length === 0) return [];
  const query = db
    .select(groupColumns)
    .from(deviceGroups)
    .innerJoin(tenants, eq(tenants.id, deviceGroups.tenantId))
    .where(
      and(
        inArray(deviceGroups.id, [...new Set(ids)]),
        eq(tenants.isDeleted, false),
        scope.ownsSql(deviceGroups.tenantId, tenants.path),
      ),
    )
    .orderBy(deviceGroups.id);
  return options.lock ? query.for('update', { of: deviceGroups }) : query;
}

export async function findGroupWithin(
  db: Queryable,
  scope: TenantScope,
  id: number,
  options: { lock?: boolean } = {},
): Promise<GroupRow | null> {
  return (await findGroupsWithin(db, scope, [id], options))[0] ?? null;
}

/** The ids among `ids` that are groups of the scope's own tenant. */
export async function tenantGroupIds(
  db: Queryable,
  scope: TenantScope,
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: deviceGroups.id })
    .from(deviceGroups)
    .where(and(eq(deviceGroups.tenantId, scope.tenantId), inArray(deviceGroups.id, [...new Set(ids)])));
  return new Set(rows.map((r) => r.id));
}

/** A table of a tenant's named groups: device groups and security groups. */
type NamedGroupTable = typeof deviceGroups | typeof deviceSettingsGroups;

/**
 * A group of the scope's tenant in `table` with this name, case aside (other than `exceptId`):
 * THE name rule of both kinds of group.
 */
export async function groupNamedIn(
  db: Queryable,
  table: NamedGroupTable,
  scope: TenantScope,
  name: string,
  exceptId?: number,
): Promise<number | null> {
  const rows = await rowsOf<{ id: number }>(
    db,
    sql`select ${table.id} as id from ${table}
      where ${table.tenantId} = ${scope.tenantId} and lower(${table.name}) = lower(${name})
        ${exceptId === undefined ? sql`` : sql`and ${table.id} <> ${exceptId}`}
      limit 1`,
  );
  return rows[0]?.id ?? null;
}

/** The first of `ids` that is not a live device of the scope's own tenant: a group's members must be. */
export async function firstMissingTenantDevice(
  db: Queryable,
  scope: TenantScope,
  ids: readonly number[],
): Promise<number | undefined> {
  const found = await liveTenantDeviceIds(db, scope, ids);
  return ids.find((id) => !found.has(id));
}

/** The ids among `ids` that are live (not deleted) devices of the scope's own tenant. */
export async function liveTenantDeviceIds(
  db: Queryable,
  scope: TenantScope,
  ids: readonly number[],
): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: devices.id })
    .from(devices)
    .where(
      and(
        eq(devices.tenantId, scope.tenantId),
        eq(devices.isDeleted, false),
        inArray(devices.id, [...new Set(ids)]),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

export async function insertGroup(
  db: Queryable,
  scope: TenantScope,
  values: { name: string; description: string },
): Promise<number> {
  const [row] = await db
    .insert(deviceGroups)
    .values({ tenantId: scope.tenantId, ...values })
    .returning({ id: deviceGroups.id });
  if (!row) throw new Error('Group insert returned nothing');
  return row.id;
}

export async function updateGroupFields(
  db: Queryable,
  scope: TenantScope,
  id: number,
  changes: { name?: string; description?: string },
): Promise<void> {
  if (Object.keys(changes).length === 0) return;
  await db
    .update(deviceGroups)
    .set(changes)
    .where(and(eq(deviceGroups.tenantId, scope.tenantId), eq(deviceGroups.id, id)));
}

/** Deletes groups of the scope's tenant; their memberships go with them (cascade). */
export async function deleteTenantGroups(db: Queryable, scope: TenantScope, ids: readonly number[]) {
  if (ids.length === 0) return;
  await db
    .delete(deviceGroups)
    .where(and(eq(deviceGroups.tenantId, scope.tenantId), inArray(deviceGroups.id, [...ids])));
}

/** The members of a group of the scope's tenant, live ones only, by id. */
export async function groupMemberIds(
  db: Queryable,
  scope: TenantScope,
  groupId: number,
): Promise<{ users: number[]; devices: number[] }> {
  const [userRows, deviceRows] = [
    await db.execute(sql`select m.user_id as id from device_group_users m
      join users u on u.id = m.user_id and not u.is_deleted
      where m.tenant_id = ${scope.tenantId} and m.group_id = ${groupId} order by m.user_id`),
    await db.execute(sql`select m.device_id as id from device_group_members m
      join devices d on d.tenant_id = m.tenant_id and d.id = m.device_id and not d.is_deleted
      where m.tenant_id = ${scope.tenantId} and m.group_id = ${groupId} order by m.device_id`),
  ];
  const ids = (r: unknown) => (r as { rows: { id: number }[] }).rows.map((x) => Number(x.id));
  return { users: ids(userRows), devices: ids(deviceRows) };
}

/**
 * Replaces the memberships of one user, device or group (`of`) of the scope's tenant with links to
 * `ids`, each id once.
 */
async function replaceMemberships<T extends typeof deviceGroupUsers | typeof deviceGroupMembers>(
  db: Queryable,
  table: T,
  of: SQL | undefined,
  ids: readonly number[],
  row: (id: number) => T['$inferInsert'],
): Promise<void> {
  await db.delete(table).where(of);
  // drizzle cannot relate a generic table to its insert type; `row` is typed by the same table.
  if (ids.length > 0) await db.insert(table).values([...new Set(ids)].map(row) as never);
}

export async function replaceGroupUsers(
  db: Queryable,
  scope: TenantScope,
  groupId: number,
  userIds: readonly number[],
): Promise<void> {
  await replaceMemberships(
    db,
    deviceGroupUsers,
    and(eq(deviceGroupUsers.tenantId, scope.tenantId), eq(deviceGroupUsers.groupId, groupId)),
    userIds,
    (userId) => ({ tenantId: scope.tenantId, groupId, userId }),
  );
}

export async function replaceGroupDevices(
  db: Queryable,
  scope: TenantScope,
  groupId: number,
  deviceIds: readonly number[],
): Promise<void> {
  await replaceMemberships(
    db,
    deviceGroupMembers,
    and(eq(deviceGroupMembers.tenantId, scope.tenantId), eq(deviceGroupMembers.groupId, groupId)),
    deviceIds,
    (deviceId) => ({ tenantId: scope.tenantId, groupId, deviceId }),
  );
}

/** The groups of a user of the scope's tenant, by id. */
export async function userGroupIds(db: Queryable, scope: TenantScope, userId: number): Promise<number[]> {
  const rows = await db
    .select({ groupId: deviceGroupUsers.groupId })
    .from(deviceGroupUsers)
    .where(and(eq(deviceGroupUsers.tenantId, scope.tenantId), eq(deviceGroupUsers.userId, userId)))
    .orderBy(deviceGroupUsers.groupId);
  return rows.map((r) => r.groupId);
}

export async function replaceUserGroups(
  db: Queryable,
  scope: TenantScope,
  userId: number,
  groupIds: readonly number[],
): Promise<void> {
  await replaceMemberships(
    db,
    deviceGroupUsers,
    and(eq(deviceGroupUsers.tenantId, scope.tenantId), eq(deviceGroupUsers.userId, userId)),
    groupIds,
    (groupId) => ({ tenantId: scope.tenantId, groupId, userId }),
  );
}

/** Takes deleted users out of every group of the scope's tenant. */
export async function removeUsersFromGroups(
  db: Queryable,
  scope: TenantScope,
  userIds: readonly number[],
): Promise<void> {
  if (userIds.length === 0) return;
  await db
    .delete(deviceGroupUsers)
    .where(
      and(eq(deviceGroupUsers.tenantId, scope.tenantId), inArray(deviceGroupUsers.userId, [...userIds])),
    );
}

export async function replaceDeviceGroups(
  db: Queryable,
  scope: TenantScope,
  deviceId: number,
  groupIds: readonly number[],
): Promise<void> {
  await replaceMemberships(
    db,
    deviceGroupMembers,
    and(eq(deviceGroupMembers.tenantId, scope.tenantId), eq(deviceGroupMembers.deviceId, deviceId)),
    groupIds,
    (groupId) => ({ tenantId: scope.tenantId, groupId, deviceId }),
  );
}
