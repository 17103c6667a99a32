import { groupFormSchema, idListSchema, PeopleMessages, type GroupMembershipMode } from '@vigil/contracts';
import { recordAudit } from '../audit/audit.service.js';
import type { AuthUser } from '../common/context.js';
import { NotFoundError, ValidationError } from '../common/errors.js';
import { parseInput } from '../common/parse-input.js';
import type { Db, Queryable } from '../db/client.js';
import type { TenantScope } from '../tenants/tenant-scope.js';
import { liveTenantUserIds } from '../users/user-accounts.repo.js';
import { findDeviceWithin } from './devices.repo.js';
import { deviceGroups } from './devices.tables.js';
import {
  deleteTenantGroups,
  findGroupsWithin,
  findGroupWithin,
  groupMemberIds,
  groupNamedIn,
  insertGroup,
  firstMissingTenantDevice,
  replaceDeviceGroups,
  replaceGroupDevices,
  replaceGroupUsers,
  tenantGroupIds,
  updateGroupFields,
  type GroupRow,
} from './groups.repo.js';
import { findGroupView, groupsOfDevice, type GroupRef, type GroupView } from './groups.read-model.js';

export interface CreateGroupInput {
  name: string;
  description?: string | null;
  users?: number[] | null;
  devices?: number[] | null;
}

export interface UpdateGroupInput {
  id: number;
  name?: string | null;
  description?: string | null;
  /** The group's users from now on (null or absent: unchanged). */
  users?: number[] | null;
  devices?: number[] | null;
}

const nameField = groupFormSchema.shape.name;
const descriptionField = groupFormSchema.shape.description;

/** A group of the scope's tenant or of a customer below it. */
export async function getGroup(db: Queryable, scope: TenantScope, id: number): Promise<GroupView> {
  const group = await findGroupView(db, scope, id);
  if (!group) throw new NotFoundError('Group', id);
  return group;
}

function ids(value: number[] | null | undefined, field: string): number[] | null {
  if (value === null || value === undefined) return null;
  return [...new Set(parseInput(idListSchema, value, field))];
}

/** Every id names a live member of the owner's tenant, or the call answers like a missing one. */
async function checkMembers(
  db: Queryable,
  owner: TenantScope,
  users: number[] | null,
  devices: number[] | null,
): Promise<void> {
  if (users) {
    const found = await liveTenantUserIds(db, owner, users);
    const missing = users.find((id) => !found.has(id));
    if (missing !== undefined) throw new NotFoundError('User', missing);
  }
  if (devices) {
    const missing = await firstMissingTenantDevice(db, owner, devices);
    if (missing !== undefined) throw new NotFoundError('Device', missing);
  }
}

async function checkNameFree(db: Queryable, owner: TenantScope, name: string, exceptId?: number) {
  if ((await groupNamedIn(db, deviceGroups, owner, name, exceptId)) !== null)
    throw new ValidationError(PeopleMessages.groupNameTaken, 'name');
}

/** A new group of the customer acted for, with the users and devices given. */
export async function createGroup(
  db: Db,
  user: AuthUser,
  scope: TenantScope,
  input: CreateGroupInput,
): Promise<GroupView> {
  const form = parseInput(groupFormSchema, { name: input.name, description: input.description ?? '' });
  const users = ids(input.users, 'users') ?? [];
  const devices = ids(input.devices, 'devices') ?? [];
  if (!scope.isCustomer) throw new ValidationError(PeopleMessages.groupsBelongToCustomers);
  return db.transaction(async (tx) => {
    await checkMembers(tx, scope, users, devices);
    await scope.lock(tx);
    await checkNameFree(tx, scope, form.name);
    const id = await insertGroup(tx, scope, form);
    await replaceGroupUsers(tx, scope, id, users);
    await replaceGroupDevices(tx, scope, id, devices);
    await recordAudit(tx, user, {
      scope,
      entityType: 'Group',
      entityId: id,
      entityName: form.name,
      operation: 'CREATE',
      after: { ...form, users: users.sort(byNumber), devices: devices.sort(byNumber) },
    });
    return getGroup(tx, scope, id);
  });
}

const byNumber = (a: number, b: number) => a - b;

/** Changes a group's name, description, users or devices (each left out stays as it is). */
export async function updateGroup(
  db: Db,
  user: AuthUser,
  scope: TenantScope,
  input: UpdateGroupInput,
): Promise<GroupView> {
  const name =
    input.name === null || input.name === undefined ? null : parseInput(nameField, input.name, 'name');
  const description =
    input.description === null || input.description === undefined
      ? null
      : parseInput(descriptionField, input.description, 'description');
  const users = ids(input.users, 'users');
  const devices = ids(input.devices, 'devices');
  return db.transaction(async (tx) => {
    const group = await findGroupWithin(tx, scope, input.id, { lock: true });
    if (!group) throw new NotFoundError('Group', input.id);
    const owner = await scope.narrow(tx, group.tenantId);
    await checkMembers(tx, owner, users, devices);
    if (name !== null && name.toLowerCase() !== group.name.toLowerCase()) {
      await owner.lock(tx);
      await checkNameFree(tx, owner, name, group.id);
    }
    const members = await groupMemberIds(tx, owner, group.id);
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    const fields: { name?: string; description?: string } = {};
    if (name !== null && name !== group.name) {
      Object.assign(before, { name: group.name });
      Object.assign(after, { name });
      fields.name = name;
    }
    if (description !== null && description !== group.description) {
      Object.assign(before, { description: group.description });
      Object.assign(after, { description });
      fields.description = description;
    }
    await updateGroupFields(tx, owner, group.id, fields);
    if (users && !sameIds(users, members.users)) {
      Object.assign(before, { users: members.users });
      Object.assign(after, { users: users.sort(byNumber) });
      await replaceGroupUsers(tx, owner, group.id, users);
    }
    if (devices && !sameIds(devices, members.devices)) {
      Object.assign(before, { devices: members.devices });
      Object.assign(after, { devices: devices.sort(byNumber) });
      await replaceGroupDevices(tx, owner, group.id, devices);
    }
    if (Object.keys(after).length > 0)
      await recordAudit(tx, user, {
        scope: owner,
        entityType: 'Group',
        entityId: group.id,
        entityName: fields.name ?? group.name,
        operation: 'UPDATE',
        before,
        after,
      });
    return getGroup(tx, owner, group.id);
  });
}

function sameIds(a: readonly number[], b: readonly number[]): boolean {
  if (a.length !== b.length) return false;
  const set = new Set(b);
  return a.every((id) => set.has(id));
}

/** Deletes groups of the scope's subtree; every id must name one, or nothing is deleted. */
export async function deleteGroups(
  db: Db,
  user: AuthUser,
  scope: TenantScope,
  input: { ids: number[] },
): Promise<number[]> {
  const wanted = ids(input.ids, 'ids') ?? [];
  return db.transaction(async (tx) => {
    const groups = await findGroupsWithin(tx, scope, wanted, { lock: true });
    const found = new Map<number, GroupRow>(groups.map((g) => [g.id, g]));
    const missing = wanted.find((id) => !found.has(id));
    if (missing !== undefined) throw new NotFoundError('Group', missing);
    for (const group of groups) {
      const owner = await scope.narrow(tx, group.tenantId);
      const members = await groupMemberIds(tx, owner, group.id);
      await deleteTenantGroups(tx, owner, [group.id]);
      await recordAudit(tx, user, {
        scope: owner,
        entityType: 'Group',
        entityId: group.id,
        entityName: group.name,
        operation: 'DELETE',
        before: { name: group.name, description: group.description, ...members },
      });
    }
    return wanted;
  });
}

/** The groups of `owner`'s tenant named by `groupIds`, or the call answers like a missing group. */
export async function checkTenantGroups(
  db: Queryable,
  owner: TenantScope,
  groupIds: number[],
): Promise<void> {
  const found = await tenantGroupIds(db, owner, groupIds);
  const missing = groupIds.find((id) => !found.has(id));
  if (missing !== undefined) throw new NotFoundError('Group', missing);
}

/** Add Device to Groups: the device's groups become `groupIds` (mode REPLACE). */
export async function manageDeviceGroups(
  db: Db,
  user: AuthUser,
  scope: TenantScope,
  input: { deviceId: number; groupIds: number[]; mode: GroupMembershipMode },
): Promise<GroupRef[]> {
  const groupIds = [...new Set(parseInput(idListSchema, input.groupIds, 'groupIds'))];
  return db.transaction(async (tx) => {
    const device = await findDeviceWithin(tx, scope, input.deviceId, { lock: true });
    if (!device) throw new NotFoundError('Device', input.deviceId);
    const owner = await scope.narrow(tx, device.tenantId);
    await checkTenantGroups(tx, owner, groupIds);
    const before = await groupsOfDevice(tx, owner, device.id);
    if (
      !sameIds(
        groupIds,
        before.map((g) => g.id),
      )
    ) {
      await replaceDeviceGroups(tx, owner, device.id, groupIds);
      await recordAudit(tx, user, {
        scope: owner,
        entityType: 'Device',
        entityId: device.id,
        entityName: device.name,
        operation: 'UPDATE',
        before: { groups: before.map((g) => g.id) },
        after: { groups: groupIds.sort(byNumber) },
      });
    }
    return groupsOfDevice(tx, owner, device.id);
  });
}
