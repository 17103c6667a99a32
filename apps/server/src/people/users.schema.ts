import { Limits, PeopleLimits, SEND_EMAIL_MODES } from '@vigil/contracts';
import { GroupMembershipModeEnum, GroupRefType } from '../devices/groups.schema.js';
import { builder, guard } from '../graphql/builder.js';
import { requireUser } from '../graphql/guards.js';
import { defineList, listArgs } from '../graphql/list.js';
import { resolveTenantScope } from '../tenants/tenant-scope.js';
import type { PrimaryAdminRow } from '../users/user-accounts.repo.js';
import {
  createUser,
  deleteUsers,
  getPrimaryAdmin,
  getUser,
  listUsers,
  manageUserGroups,
  setPrimaryAdmin,
  updateUser,
  type UserView,
} from './users.service.js';

const SendEmailModeEnum = builder.enumType('SendEmailMode', {
  description: 'Whether the user gets the e-mails of the console (alerts, reports).',
  values: SEND_EMAIL_MODES,
});

const User = builder.objectRef<UserView>('User').implement({
  description: 'A user of a tenant (spec part 2 §3 "User").',
  fields: (t) => ({
    id: t.exposeInt('id'),
    tenantId: t.exposeInt('tenantId'),
    email: t.exposeString('email'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    phoneNumber: t.exposeString('phoneNumber', { nullable: true }),
    roles: t.exposeStringList('roles', { description: 'TENANT_ADMIN is the Admin permissions checkbox.' }),
    isAdmin: t.exposeBoolean('isAdmin', { description: 'The user holds TENANT_ADMIN.' }),
    isReadOnlyUser: t.exposeBoolean('isReadOnlyUser'),
    isPrimaryAdmin: t.exposeBoolean('isPrimaryAdmin'),
    needToChangePassword: t.exposeBoolean('needToChangePassword'),
    useTOTP: t.exposeBoolean('useTOTP', { description: 'Two-step sign-in with an authenticator app.' }),
    totpConfirmed: t.exposeBoolean('totpConfirmed'),
    sendEmailMode: t.expose('sendEmailMode', { type: SendEmailModeEnum }),
    lastSignedIn: t.expose('lastSignedIn', { type: 'DateTime', nullable: true }),
    tenantTwoStepVerification: t.exposeBoolean('tenantTwoStepVerification', {
      description:
        "The tenant's two-step verification: with it on and useTOTP off, a phone number is required.",
    }),
    groups: t.field({
      type: [GroupRefType],
      description: 'The groups the user belongs to.',
      resolve: (u) => u.groups,
    }),
  }),
});

const userList = defineList<UserView>({
  name: 'User',
  item: User,
  columns: {
    id: { kind: 'int' },
    tenantId: { kind: 'int' },
    email: { kind: 'string' },
    firstName: { kind: 'string' },
    lastName: { kind: 'string' },
    phoneNumber: { kind: 'string' },
    isAdmin: { kind: 'boolean' },
    isReadOnlyUser: { kind: 'boolean' },
    isPrimaryAdmin: { kind: 'boolean' },
    needToChangePassword: { kind: 'boolean' },
    useTOTP: { kind: 'boolean' },
    totpConfirmed: { kind: 'boolean' },
    sendEmailMode: { kind: 'string' },
    lastSignedIn: { kind: 'date' },
  },
  defaultOrder: [{ email: 'ASC' }],
  defaultTake: PeopleLimits.usersPageSize,
});

builder.queryField('users', (t) =>
  t.field({
    type: userList.segment,
    description: `Users of the tenant acted for (the Customer users and Partner users pages), ${PeopleLimits.usersPageSize} a page by default.`,
    extensions: guard('signedIn'),
    args: {
      ...listArgs(t.arg, userList),
      search: t.arg.string({
        description: `Matches the email, first, last or full name; at most ${Limits.searchMax} characters.`,
      }),
      tenantId: t.arg.int(),
    },
    resolve: async (_root, args, ctx) =>
      listUsers(ctx.db, await resolveTenantScope(ctx.db, requireUser(ctx), args.tenantId), args, userList),
  }),
);

const UserRequestInput = builder.inputType('UserRequestInput', {
  fields: (t) => ({ id: t.int({ required: true }) }),
});

builder.queryField('user', (t) =>
  t.field({
    type: User,
    description: 'A user of the tenant acted for.',
    extensions: guard('signedIn'),
    args: { request: t.arg({ type: UserRequestInput, required: true }), tenantId: t.arg.int() },
    resolve: async (_root, args, ctx) =>
      getUser(ctx.db, await resolveTenantScope(ctx.db, requireUser(ctx), args.tenantId), args.request.id),
  }),
);

const PrimaryAdmin = builder.objectRef<PrimaryAdminRow>('PrimaryAdmin').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
    email: t.exposeString('email'),
  }),
});

builder.queryField('primaryAdmin', (t) =>
  t.field({
    type: PrimaryAdmin,
    nullable: true,
    description: 'The primary admin of the tenant acted for, if it has one.',
    extensions: guard('signedIn'),
    args: { tenantId: t.arg.int() },
    resolve: async (_root, args, ctx) =>
      getPrimaryAdmin(ctx.db, await resolveTenantScope(ctx.db, requireUser(ctx), args.tenantId)),
  }),
);

const CreateUserRequestInput = builder.inputType('CreateUserRequestInput', {
  fields: (t) => ({
    email: t.string({ required: true }),
    firstName: t.string({ required: true }),
    lastName: t.string({ required: true }),
    roles: t.stringList({ description: 'TENANT_ADMIN for admin permissions.' }),
    isReadOnlyUser: t.boolean(),
    useTOTP: t.boolean({ description: "Default: the tenant's two-step verification." }),
    phoneNumber: t.string(),
    sendEmailMode: t.field({ type: SendEmailModeEnum }),
  }),
});

const CreateUserResult = builder
  .objectRef<{ user: UserView; temporaryPassword: string }>('CreateUserResult')
  .implement({
    fields: (t) => ({
      user: t.field({ type: User, resolve: (r) => r.user }),
      temporaryPassword: t.exposeString('temporaryPassword', {
        description: 'Shown this once: the user signs in with it and must change it at once.',
      }),
    }),
  });

builder.mutationField('createUser', (t) =>
  t.field({
    type: CreateUserResult,
    description:
      'Adds a user to the tenant acted for, with a temporary password of 8 random characters (returned once).',
    extensions: guard('tenantAdmin'),
    args: { request: t.arg({ type: CreateUserRequestInput, required: true }), tenantId: t.arg.int() },
    resolve: async (_root, args, ctx) => {
      const user = requireUser(ctx);
      return createUser(ctx.db, user, await resolveTenantScope(ctx.db, user, args.tenantId), args.request);
    },
  }),
);

const UpdateUserRequestInput = builder.inputType('UpdateUserRequestInput', {
  description: 'A field left out (or null) keeps its value; an empty phoneNumber removes the phone.',
  fields: (t) => ({
    id: t.int({ required: true }),
    firstName: t.string(),
    lastName: t.string(),
    phoneNumber: t.string(),
    roles: t.stringList({ description: 'TENANT_ADMIN for admin permissions; roles held otherwise stay.' }),
    isReadOnlyUser: t.boolean(),
    useTOTP: t.boolean(),
    sendEmailMode: t.field({ type: SendEmailModeEnum }),
  }),
});

builder.mutationField('updateUser', (t) =>
  t.field({
    type: User,
    description: 'Changes a user of the tenant acted for (Update User).',
    extensions: guard('tenantAdmin'),
    args: { request: t.arg({ type: UpdateUserRequestInput, required: true }), tenantId: t.arg.int() },
    resolve: async (_root, args, ctx) => {
      const user = requireUser(ctx);
      return updateUser(ctx.db, user, await resolveTenantScope(ctx.db, user, args.tenantId), args.request);
    },
  }),
);

const DeleteUsersRequestInput = builder.inputType('DeleteUsersRequestInput', {
  fields: (t) => ({ ids: t.intList({ required: true }) }),
});

builder.mutationField('deleteUsers', (t) =>
  t.intList({
    description:
      'Deletes users of the tenant acted for (all or none; never yourself or the primary admin); returns their ids. Their sessions end.',
    extensions: guard('tenantAdmin'),
    args: { request: t.arg({ type: DeleteUsersRequestInput, required: true }), tenantId: t.arg.int() },
    resolve: async (_root, args, ctx) => {
      const user = requireUser(ctx);
      return deleteUsers(ctx.db, user, await resolveTenantScope(ctx.db, user, args.tenantId), args.request);
    },
  }),
);

const SetPrimaryAdminRequestInput = builder.inputType('SetPrimaryAdminRequestInput', {
  fields: (t) => ({ id: t.int({ required: true }) }),
});

builder.mutationField('setPrimaryAdmin', (t) =>
  t.field({
    type: PrimaryAdmin,
    description: 'Makes a user with admin permissions the primary admin of the tenant acted for.',
    extensions: guard('tenantAdmin'),
    args: { request: t.arg({ type: SetPrimaryAdminRequestInput, required: true }), tenantId: t.arg.int() },
    resolve: async (_root, args, ctx) => {
      const user = requireUser(ctx);
      return setPrimaryAdmin(
        ctx.db,
        user,
        await resolveTenantScope(ctx.db, user, args.tenantId),
        args.request,
      );
    },
  }),
);

builder.mutationField('manageUserGroups', (t) =>
  t.field({
    type: User,
    description: "Sets a user's groups (Add Groups); groups of the user's own tenant.",
    extensions: guard('tenantAdmin'),
    args: {
      userId: t.arg.int({ required: true }),
      groupIds: t.arg.intList({ required: true }),
      mode: t.arg({ type: GroupMembershipModeEnum, required: true }),
      tenantId: t.arg.int(),
    },
    resolve: async (_root, args, ctx) => {
      const user = requireUser(ctx);
      return manageUserGroups(ctx.db, user, await resolveTenantScope(ctx.db, user, args.tenantId), args);
    },
  }),
);
