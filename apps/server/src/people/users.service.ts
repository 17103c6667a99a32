import {
  ASSIGNABLE_ROLES,
  idListSchema,
  normalisePhone,
  PeopleMessages,
  userEmailSchema,
  userNameSchema,
  userPhoneProblem,
  userSearchSchema,
  UserRole,
  type GroupMembershipMode,
  type SendEmailMode,
} from '@vigil/contracts';
import { recordAudit } from '../audit/audit.service.js';
import { hashPassword } from '../auth/passwords.js';
import { revokeUserRefreshTokens } from '../auth/refresh-tokens.js';
import type { AuthUser } from '../common/context.js';
import { ForbiddenError, NotFoundError, ValidationError } from '../common/errors.js';
import { parseInput } from '../common/parse-input.js';
import type { Db, Queryable } from '../db/client.js';
import { groupsOfUsers, type GroupRef } from '../devices/groups.read-model.js';
import { removeUsersFromGroups, replaceUserGroups, userGroupIds } from '../devices/groups.repo.js';
import { checkTenantGroups } from '../devices/groups.service.js';
import { isSysAdmin } from '../graphql/guards.js';
import type { ListArgs, ListDefinition, ListResult } from '../graphql/list.js';
import type { TenantScope } from '../tenants/tenant-scope.js';
import {
  findEmailHolder,
  findPrimaryAdmin,
  findTenantUser,
  findTenantUsers,
  insertAccount,
  makePrimaryAdmin,
  markAccountsDeleted,
  reviveAccount,
  tenantTwoStepVerification,
  updateAccount,
  usersListSql,
  type AccountChanges,
  type NewAccount,
  type PrimaryAdminRow,
  type UserAccountRow,
} from '../users/user-accounts.repo.js';
import { normaliseEmail } from '../users/users.repo.js';
import { temporaryPassword } from './temporary-password.js';

/** A user as the users page shows it (spec part 2 §3 "User"). */
export interface UserView {
  id: number;
  tenantId: number;
  email: string;
  firstName: string;
  lastName: string;
  phoneNumber: string | null;
  roles: string[];
  isAdmin: boolean;
  isReadOnlyUser: boolean;
  isPrimaryAdmin: boolean;
  needToChangePassword: boolean;
  useTOTP: boolean;
  totpConfirmed: boolean;
  sendEmailMode: SendEmailMode;
  lastSignedIn: Date | string | null;
  tenantTwoStepVerification: boolean;
  groups: GroupRef[];
}

function viewOf(row: UserAccountRow, groups: GroupRef[]): UserView {
  return {
    id: row.id,
    tenantId: row.tenantId,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    phoneNumber: row.phoneNumber,
    roles: row.roles,
    isAdmin: row.roles.includes(UserRole.TenantAdmin),
    isReadOnlyUser: row.isReadOnlyUser,
    isPrimaryAdmin: row.isPrimaryAdmin,
    needToChangePassword: row.needToChangePassword,
    useTOTP: row.useTotp,
    totpConfirmed: row.totpConfirmed,
    sendEmailMode: row.sendEmailMode,
    lastSignedIn: row.lastSignedIn,
    tenantTwoStepVerification: row.tenantTwoStepVerification,
    groups,
  };
}

/** The users of the tenant acted for, 30 a page; `search` (at most 150 characters) matches email and names. */
export async function listUsers(
  db: Queryable,
  scope: TenantScope,
  args: ListArgs & { search?: string | null },
  list: ListDefinition<UserView>,
): Promise<ListResult<UserView>> {
  const search = args.search ? parseInput(userSearchSchema, args.search, 'search') : null;
  const page = await list.run(db, usersListSql(scope, search), args);
  const groups = await groupsOfUsers(
    db,
    scope,
    page.items.map((u) => u.id),
  );
  return { ...page, items: page.items.map((u) => ({ ...u, groups: groups.get(u.id) ?? [] })) };
}

export async function getUser(db: Queryable, scope: TenantScope, id: number): Promise<UserView> {
  const row = await findTenantUser(db, scope, id);
  if (!row) throw new NotFoundError('User', id);
  const groups = await groupsOfUsers(db, scope, [id]);
  return viewOf(row, groups.get(id) ?? []);
}

export function getPrimaryAdmin(db: Queryable, scope: TenantScope): Promise<PrimaryAdminRow | null> {
  return findPrimaryAdmin(db, scope);
}

/** Roles a request may set: Admin permissions; any other role must be one the user already holds. */
function assignedRoles(requested: readonly string[], held: readonly string[]): string[] {
  for (const role of requested)
    if (!ASSIGNABLE_ROLES.includes(role) && !held.includes(role))
      throw new ValidationError(PeopleMessages.roleNotAssignable(role), 'roles');
  const kept = held.filter((r) => !ASSIGNABLE_ROLES.includes(r));
  return [...kept, ...ASSIGNABLE_ROLES.filter((r) => requested.includes(r))];
}

/** A back-office admin must not take over a SysAdmin account. */
function guardSysAdminAccount(caller: AuthUser, target: UserAccountRow): void {
  if (target.roles.includes(UserRole.SysAdmin) && !isSysAdmin(caller)) throw new ForbiddenError();
}

function phoneOf(value: string | null | undefined): string | null {
  const phone = normalisePhone(value ?? '');
  return phone === '' ? null : phone;
}

export interface CreateUserInput {
  email: string;
  firstName: string;
  lastName: string;
  roles?: string[] | null;
  isReadOnlyUser?: boolean | null;
  useTOTP?: boolean | null;
  phoneNumber?: string | null;
  sendEmailMode?: SendEmailMode | null;
}

function isUniqueViolation(error: unknown): boolean {
  for (let e = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause)
    if ((e as { code?: unknown }).code === '23505') return true;
  return false;
}

/**
 * A new user of the tenant acted for, with a temporary password of 8 random characters, returned
 * this once: the user must change it at the first sign-in. The email of a deleted user of the same
 * tenant makes that account new again; any other holder keeps it.
 */
export async function createUser(
  db: Db,
  caller: AuthUser,
  scope: TenantScope,
  input: CreateUserInput,
): Promise<{ user: UserView; temporaryPassword: string }> {
  const firstName = parseInput(userNameSchema, input.firstName, 'firstName');
  const lastName = parseInput(userNameSchema, input.lastName, 'lastName');
  const email = normaliseEmail(parseInput(userEmailSchema, input.email, 'email'));
  const roles = assignedRoles(input.roles ?? [], []);
  const twoStep = await tenantTwoStepVerification(db, scope);
  // Two-step sign-in by authenticator app by default where the tenant asks for a second factor.
  const useTotp = input.useTOTP ?? twoStep;
  const phoneProblem = userPhoneProblem(input.phoneNumber, {
    twoStepVerification: twoStep,
    useTOTP: useTotp,
  });
  if (phoneProblem) throw new ValidationError(phoneProblem, 'phoneNumber');
  const password = temporaryPassword();
  const account: NewAccount = {
    email,
    firstName,
    lastName,
    passwordHash: await hashPassword(password),
    roles,
    isReadOnlyUser: input.isReadOnlyUser ?? false,
    useTotp,
    phoneNumber: phoneOf(input.phoneNumber),
    sendEmailMode: input.sendEmailMode ?? 'ENABLED',
  };
  try {
    const user = await db.transaction(async (tx) => {
      const holder = await findEmailHolder(tx, scope, email);
      if (holder && !holder.deletedHere) throw new ValidationError(PeopleMessages.emailTaken, 'email');
      let id: number;
      if (holder) {
        await reviveAccount(tx, scope, holder.id, account);
        await revokeUserRefreshTokens(tx, holder.id, new Date());
        id = holder.id;
      } else id = await insertAccount(tx, scope, account);
      await recordAudit(tx, caller, {
        scope,
        entityType: 'User',
        entityId: id,
        entityName: email,
        operation: 'CREATE',
        after: {
          email,
          firstName,
          lastName,
          roles,
          isReadOnlyUser: account.isReadOnlyUser,
          useTOTP: useTotp,
          phoneNumber: account.phoneNumber,
          sendEmailMode: account.sendEmailMode,
          needToChangePassword: true,
        },
      });
      return getUser(tx, scope, id);
    });
    return { user, temporaryPassword: password };
  } catch (error) {
    // Two admins adding the same email at once: the second finds it taken.
    if (isUniqueViolation(error)) throw new ValidationError(PeopleMessages.emailTaken, 'email');
    throw error;
  }
}

export interface UpdateUserInput {
  id: number;
  firstName?: string | null;
  lastName?: string | null;
  phoneNumber?: string | null;
  roles?: string[] | null;
  isReadOnlyUser?: boolean | null;
  useTOTP?: boolean | null;
  sendEmailMode?: SendEmailMode | null;
}

/** The account's settings after the update, and what changed. */
function updatedAccount(
  caller: AuthUser,
  target: UserAccountRow,
  input: UpdateUserInput,
): { changes: AccountChanges; before: Record<string, unknown>; after: Record<string, unknown> } {
  const next = {
    firstName:
      input.firstName == null ? target.firstName : parseInput(userNameSchema, input.firstName, 'firstName'),
    lastName:
      input.lastName == null ? target.lastName : parseInput(userNameSchema, input.lastName, 'lastName'),
    // null keeps the phone; an empty text removes it.
    phoneNumber:
      input.phoneNumber === undefined || input.phoneNumber === null
        ? target.phoneNumber
        : phoneOf(input.phoneNumber),
    roles: input.roles == null ? target.roles : assignedRoles(input.roles, target.roles),
    isReadOnlyUser: input.isReadOnlyUser ?? target.isReadOnlyUser,
    useTotp: input.useTOTP ?? target.useTotp,
    sendEmailMode: input.sendEmailMode ?? target.sendEmailMode,
  };
  const phoneProblem = userPhoneProblem(next.phoneNumber, {
    twoStepVerification: target.tenantTwoStepVerification,
    useTOTP: next.useTotp,
  });
  if (phoneProblem) throw new ValidationError(phoneProblem, 'phoneNumber');
  const wasAdmin = target.roles.includes(UserRole.TenantAdmin);
  const demoted =
    (wasAdmin && !next.roles.includes(UserRole.TenantAdmin)) ||
    (!target.isReadOnlyUser && next.isReadOnlyUser);
  if (demoted && target.id === caller.id) throw new ValidationError(PeopleMessages.cannotDemoteSelf, 'roles');
  if (demoted && target.isPrimaryAdmin)
    throw new ValidationError(PeopleMessages.primaryAdminKeepsAdmin, 'roles');

  const current: Record<keyof typeof next, unknown> = {
    firstName: target.firstName,
    lastName: target.lastName,
    phoneNumber: target.phoneNumber,
    roles: target.roles,
    isReadOnlyUser: target.isReadOnlyUser,
    useTotp: target.useTotp,
    sendEmailMode: target.sendEmailMode,
  };
  const changes: AccountChanges = {};
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const key of Object.keys(next) as (keyof typeof next)[]) {
    if (JSON.stringify(next[key]) === JSON.stringify(current[key])) continue;
    Object.assign(changes, { [key]: next[key] });
    const label = key === 'useTotp' ? 'useTOTP' : key;
    before[label] = current[key];
    after[label] = next[key];
  }
  return { changes, before, after };
}

/** Changes a user's names, phone, admin permissions, read-only mode, two-step and email settings. */
export async function updateUser(
  db: Db,
  caller: AuthUser,
  scope: TenantScope,
  input: UpdateUserInput,
): Promise<UserView> {
  return db.transaction(async (tx) => {
    const target = await findTenantUser(tx, scope, input.id, { lock: true });
    if (!target) throw new NotFoundError('User', input.id);
    guardSysAdminAccount(caller, target);
    const { changes, before, after } = updatedAccount(caller, target, input);
    if (Object.keys(changes).length > 0) {
      await updateAccount(tx, scope, target.id, changes);
      await recordAudit(tx, caller, {
        scope,
        entityType: 'User',
        entityId: target.id,
        entityName: target.email,
        operation: 'UPDATE',
        before,
        after,
      });
    }
    return getUser(tx, scope, target.id);
  });
}

/** Deletes users of the tenant acted for (all or none): never oneself, never the primary admin. */
export async function deleteUsers(
  db: Db,
  caller: AuthUser,
  scope: TenantScope,
  input: { ids: number[] },
): Promise<number[]> {
  const ids = [...new Set(parseInput(idListSchema, input.ids, 'ids'))];
  const now = new Date();
  return db.transaction(async (tx) => {
    // One writer of the tenant's accounts at a time: a primary admin cannot be set and deleted at once.
    await scope.lock(tx);
    const rows = await findTenantUsers(tx, scope, ids, { lock: true });
    const found = new Set(rows.map((r) => r.id));
    const missing = ids.find((id) => !found.has(id));
    if (missing !== undefined) throw new NotFoundError('User', missing);
    if (found.has(caller.id)) throw new ValidationError(PeopleMessages.cannotDeleteSelf, 'ids');
    if (rows.some((r) => r.isPrimaryAdmin))
      throw new ValidationError(PeopleMessages.cannotDeletePrimaryAdmin, 'ids');
    rows.forEach((r) => guardSysAdminAccount(caller, r));
    const groups = await groupsOfUsers(tx, scope, ids);
    await markAccountsDeleted(tx, scope, ids);
    await removeUsersFromGroups(tx, scope, ids);
    for (const row of rows) {
      await revokeUserRefreshTokens(tx, row.id, now);
      await recordAudit(tx, caller, {
        scope,
        entityType: 'User',
        entityId: row.id,
        entityName: row.email,
        operation: 'DELETE',
        before: {
          email: row.email,
          firstName: row.firstName,
          lastName: row.lastName,
          roles: row.roles,
          groups: (groups.get(row.id) ?? []).map((g) => g.id),
        },
      });
    }
    return ids;
  });
}

/** Makes a user with admin permissions the tenant's primary admin. */
export async function setPrimaryAdmin(
  db: Db,
  caller: AuthUser,
  scope: TenantScope,
  input: { id: number },
): Promise<PrimaryAdminRow> {
  return db.transaction(async (tx) => {
    await scope.lock(tx);
    const target = await findTenantUser(tx, scope, input.id, { lock: true });
    if (!target) throw new NotFoundError('User', input.id);
    if (!target.roles.includes(UserRole.TenantAdmin) || target.isReadOnlyUser)
      throw new ValidationError(PeopleMessages.primaryAdminMustBeAdmin, 'id');
    const previous = await findPrimaryAdmin(tx, scope);
    if (previous?.id !== target.id) {
      await makePrimaryAdmin(tx, scope, target.id);
      await recordAudit(tx, caller, {
        scope,
        entityType: 'User',
        entityId: target.id,
        entityName: target.email,
        operation: 'UPDATE',
        before: { isPrimaryAdmin: false },
        after: { isPrimaryAdmin: true },
        additionalData: previous
          ? { previousPrimaryAdmin: { id: previous.id, email: previous.email } }
          : null,
      });
    }
    return { id: target.id, firstName: target.firstName, lastName: target.lastName, email: target.email };
  });
}

/** Add Groups to a user: the user's groups become `groupIds` (mode REPLACE), groups of its own tenant. */
export async function manageUserGroups(
  db: Db,
  caller: AuthUser,
  scope: TenantScope,
  input: { userId: number; groupIds: number[]; mode: GroupMembershipMode },
): Promise<UserView> {
  const groupIds = [...new Set(parseInput(idListSchema, input.groupIds, 'groupIds'))].sort((a, b) => a - b);
  return db.transaction(async (tx) => {
    const target = await findTenantUser(tx, scope, input.userId, { lock: true });
    if (!target) throw new NotFoundError('User', input.userId);
    await checkTenantGroups(tx, scope, groupIds);
    const before = await userGroupIds(tx, scope, target.id);
    if (JSON.stringify(before) !== JSON.stringify(groupIds)) {
      await replaceUserGroups(tx, scope, target.id, groupIds);
      await recordAudit(tx, caller, {
        scope,
        entityType: 'User',
        entityId: target.id,
        entityName: target.email,
        operation: 'UPDATE',
        before: { groups: before },
        after: { groups: groupIds },
      });
    }
    return getUser(tx, scope, target.id);
  });
}
