import {
  SECURITY_GROUP_DEFAULTS,
  SecurityGroupMessages,
  securityGroupFormSchema,
  type SecurityGroupForm,
  type SecurityGroupSettings,
} from '@vigil/contracts';
import { recordAudit } from '../audit/audit.service.js';
import type { AuthUser } from '../common/context.js';
import { NotFoundError, ValidationError } from '../common/errors.js';
import { parseInput } from '../common/parse-input.js';
import type { Db, Queryable } from '../db/client.js';
import type { TenantScope } from '../tenants/tenant-scope.js';
import { deviceSettingsGroups } from './devices.tables.js';
import { firstMissingTenantDevice, groupNamedIn } from './groups.repo.js';
import {
  deleteSettingsGroup,
  findSettingsGroupView,
  findSettingsGroupWithin,
  findTenantSettingsGroup,
  insertSettingsGroup,
  replaceSettingsGroupDevices,
  settingsGroupDeviceIds,
  updateSettingsGroupColumns,
  type SettingsGroupRow,
  type SettingsGroupView,
} from './settings-groups.repo.js';

/** createDeviceSettingsGroup's request: a field left out takes the §3 default. */
export type CreateSettingsGroupInput = { name: string; deviceIds?: number[] | null } & {
  [K in keyof SecurityGroupSettings]?: SecurityGroupSettings[K] | null;
};

/** updateDeviceSettingsGroup's request: a field left out (or null) keeps its value. */
export type UpdateSettingsGroupInput = { id: number } & {
  [K in keyof SecurityGroupForm]?: SecurityGroupForm[K] | null;
};

const SETTING_KEYS = Object.keys(SECURITY_GROUP_DEFAULTS) as (keyof SecurityGroupSettings)[];

/** A security group of the scope's tenant or of a customer below it. */
export async function getSettingsGroup(
  db: Queryable,
  scope: TenantScope,
  id: number,
): Promise<SettingsGroupView> {
  const group = await findSettingsGroupView(db, scope, id);
  if (!group) throw new NotFoundError('DeviceSettingsGroup', id);
  return group;
}

/** A security group of the owner's own tenant by id, or the call answers like a missing one. */
export async function requireTenantSettingsGroup(
  db: Queryable,
  owner: TenantScope,
  id: number,
): Promise<{ id: number; name: string }> {
  const group = await findTenantSettingsGroup(db, owner, id);
  if (!group) throw new NotFoundError('DeviceSettingsGroup', id);
  return group;
}

async function checkDevices(db: Queryable, owner: TenantScope, deviceIds: readonly number[]): Promise<void> {
  const missing = await firstMissingTenantDevice(db, owner, deviceIds);
  if (missing !== undefined) throw new NotFoundError('Device', missing);
}

async function checkNameFree(db: Queryable, owner: TenantScope, name: string, exceptId?: number) {
  if ((await groupNamedIn(db, deviceSettingsGroups, owner, name, exceptId)) !== null)
    throw new ValidationError(SecurityGroupMessages.nameTaken, 'name');
}

const byNumber = (a: number, b: number) => a - b;

/** A new security group of the customer acted for, holding the devices given. */
export async function createSettingsGroup(
  db: Db,
  user: AuthUser,
  scope: TenantScope,
  input: CreateSettingsGroupInput,
): Promise<SettingsGroupView> {
  const settings = Object.fromEntries(
    SETTING_KEYS.map((key) => [key, input[key] ?? SECURITY_GROUP_DEFAULTS[key]]),
  ) as SecurityGroupSettings;
  const form = parseInput(securityGroupFormSchema, {
    ...settings,
    name: input.name,
    deviceIds: input.deviceIds ?? [],
  });
  const deviceIds = [...new Set(form.deviceIds)].sort(byNumber);
  if (!scope.isCustomer) throw new ValidationError(SecurityGroupMessages.belongsToCustomers);
  const { name, deviceIds: _ignored, ...values } = form;
  return db.transaction(async (tx) => {
    await checkDevices(tx, scope, deviceIds);
    await scope.lock(tx);
    await checkNameFree(tx, scope, name);
    const id = await insertSettingsGroup(tx, scope, { name, ...values });
    await replaceSettingsGroupDevices(tx, scope, id, deviceIds);
    await recordAudit(tx, user, {
      scope,
      entityType: 'DeviceSettingsGroup',
      entityId: id,
      entityName: name,
      operation: 'CREATE',
      after: { name, ...values, deviceIds },
    });
    return getSettingsGroup(tx, scope, id);
  });
}

function currentForm(group: SettingsGroupRow, deviceIds: number[]): SecurityGroupForm {
  const settings = Object.fromEntries(SETTING_KEYS.map((key) => [key, group[key]])) as SecurityGroupSettings;
  return { name: group.name, ...settings, deviceIds };
}

/** Changes a security group's settings or replaces its devices (each left out stays as it is). */
export async function updateSettingsGroup(
  db: Db,
  user: AuthUser,
  scope: TenantScope,
  input: UpdateSettingsGroupInput,
): Promise<SettingsGroupView> {
  return db.transaction(async (tx) => {
    const group = await findSettingsGroupWithin(tx, scope, input.id, { lock: true });
    if (!group) throw new NotFoundError('DeviceSettingsGroup', input.id);
    const owner = await scope.narrow(tx, group.tenantId);
    const current = currentForm(group, await settingsGroupDeviceIds(tx, owner, group.id));
    const merged = Object.fromEntries(
      Object.entries(current).map(([key, value]) => [key, input[key as keyof SecurityGroupForm] ?? value]),
    );
    const form = parseInput(securityGroupFormSchema, merged);
    const deviceIds = [...new Set(form.deviceIds)].sort(byNumber);
    if (input.deviceIds != null) await checkDevices(tx, owner, deviceIds);
    if (form.name.toLowerCase() !== group.name.toLowerCase()) {
      await owner.lock(tx);
      await checkNameFree(tx, owner, form.name, group.id);
    }
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    const columns: Partial<SecurityGroupSettings & { name: string }> = {};
    for (const key of ['name', ...SETTING_KEYS] as const) {
      if (form[key] === current[key]) continue;
      before[key] = current[key];
      after[key] = form[key];
      Object.assign(columns, { [key]: form[key] });
    }
    await updateSettingsGroupColumns(tx, owner, group.id, columns);
    if (input.deviceIds != null && deviceIds.join() !== current.deviceIds.join()) {
      before.deviceIds = current.deviceIds;
      after.deviceIds = deviceIds;
      await replaceSettingsGroupDevices(tx, owner, group.id, deviceIds);
    }
    if (Object.keys(after).length > 0)
      await recordAudit(tx, user, {
        scope: owner,
        entityType: 'DeviceSettingsGroup',
        entityId: group.id,
        entityName: form.name,
        operation: 'UPDATE',
        before,
        after,
      });
    return getSettingsGroup(tx, owner, group.id);
  });
}

/** Deletes a security group; its devices fall back to their own settings. Returns its id. */
export async function deleteSettingsGroupById(
  db: Db,
  user: AuthUser,
  scope: TenantScope,
  id: number,
): Promise<number> {
  return db.transaction(async (tx) => {
    const group = await findSettingsGroupWithin(tx, scope, id, { lock: true });
    if (!group) throw new NotFoundError('DeviceSettingsGroup', id);
    const owner = await scope.narrow(tx, group.tenantId);
    const before = currentForm(group, await settingsGroupDeviceIds(tx, owner, group.id));
    await deleteSettingsGroup(tx, owner, group.id);
    await recordAudit(tx, user, {
      scope: owner,
      entityType: 'DeviceSettingsGroup',
      entityId: group.id,
      entityName: group.name,
      operation: 'DELETE',
      before,
    });
    return group.id;
  });
}
