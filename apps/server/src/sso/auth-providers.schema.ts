import { AUTH_PROVIDER_TYPES, SsoLimits } from '@vigil/contracts';
import { builder, guard } from '../graphql/builder.js';
import { requireUser } from '../graphql/guards.js';
import { defineList, listArgs } from '../graphql/list.js';
import { resolveTenantScope } from '../tenants/tenant-scope.js';
import {
  createAuthProvider,
  deleteAuthProviders,
  getAuthProvider,
  listAuthProviders,
  updateAuthProvider,
  type AuthProviderItem,
  type AuthProviderView,
} from './auth-providers.service.js';

export const AuthProviderTypeEnum = builder.enumType('AuthProviderType', {
  description: 'The kind of OpenID Connect provider (in the public sign-on list: OKTA is 1, MICROSOFT 2).',
  values: AUTH_PROVIDER_TYPES,
});

const TenantAuthProvider = builder.objectRef<AuthProviderView>('TenantAuthProvider').implement({
  description:
    'A single sign-on provider of the tenant (spec part 2 §3 "Auth provider"). Its client secret is write-only: no query returns it.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    authProvider: t.expose('authProvider', { type: AuthProviderTypeEnum }),
    clientId: t.exposeString('clientId'),
    url: t.exposeString('url', { description: 'The issuer: the base of the discovery document.' }),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const TenantAuthProviderItem = builder.objectRef<AuthProviderItem>('TenantAuthProviderItem').implement({
  description: 'A row of the Auth Providers page.',
  fields: (t) => ({
    id: t.exposeInt('id'),
    provider: t.expose('provider', { type: AuthProviderTypeEnum }),
    clientId: t.exposeString('clientId'),
    url: t.exposeString('url'),
    createdAt: t.expose('createdAt', { type: 'DateTime' }),
    updatedAt: t.expose('updatedAt', { type: 'DateTime' }),
  }),
});

const authProviderList = defineList<AuthProviderItem>({
  name: 'TenantAuthProvider',
  item: TenantAuthProviderItem,
  columns: {
    id: { kind: 'int' },
    provider: { kind: 'string' },
    clientId: { kind: 'string' },
    url: { kind: 'string' },
    createdAt: { kind: 'date' },
    updatedAt: { kind: 'date' },
  },
  defaultOrder: [{ createdAt: 'ASC' }],
  defaultTake: SsoLimits.pageSize,
});

const TenantAuthProviderRequest = builder.inputType('TenantAuthProviderRequestInput', {
  fields: (t) => ({ id: t.int({ required: true }) }),
});

builder.queryField('tenantAuthProvider', (t) =>
  t.field({
    type: TenantAuthProvider,
    description: 'A single sign-on provider of the tenant acted for (the Edit Auth Provider dialog).',
    extensions: guard('signedIn'),
    args: { request: t.arg({ type: TenantAuthProviderRequest, required: true }), tenantId: t.arg.int() },
    resolve: async (_root, args, ctx) =>
      getAuthProvider(
        ctx.db,
        await resolveTenantScope(ctx.db, requireUser(ctx), args.tenantId),
        args.request.id,
      ),
  }),
);

builder.queryField('tenantAuthProviders', (t) =>
  t.field({
    type: authProviderList.segment,
    description: `The single sign-on providers of the tenant acted for (its own only; ${SsoLimits.pageSize} a page).`,
    extensions: guard('signedIn'),
    args: { ...listArgs(t.arg, authProviderList), tenantId: t.arg.int() },
    resolve: async (_root, args, ctx) =>
      listAuthProviders(
        ctx.db,
        await resolveTenantScope(ctx.db, requireUser(ctx), args.tenantId),
        args,
        authProviderList,
      ),
  }),
);

const CreateRequest = builder.inputType('CreateTenantAuthProviderRequestInput', {
  fields: (t) => ({
    authProvider: t.field({ type: AuthProviderTypeEnum, required: true }),
    clientId: t.string({ required: true }),
    clientSecret: t.string({ required: true }),
    url: t.string({ required: true }),
  }),
});

const UpdateRequest = builder.inputType('UpdateTenantAuthProviderRequestInput', {
  fields: (t) => ({
    id: t.int({ required: true }),
    authProvider: t.field({ type: AuthProviderTypeEnum, required: true }),
    clientId: t.string({ required: true }),
    clientSecret: t.string({
      description: 'A new client secret; absent, null or empty keeps the stored one.',
    }),
    url: t.string({ required: true }),
  }),
});

const DeleteRequest = builder.inputType('DeleteTenantAuthProvidersRequestInput', {
  fields: (t) => ({ ids: t.intList({ required: true }) }),
});

builder.mutationField('createTenantAuthProvider', (t) =>
  t.field({
    type: TenantAuthProvider,
    description:
      'Connects an Okta or Microsoft provider to the tenant acted for. The secret is stored sealed.',
    extensions: guard('tenantAdmin'),
    args: { request: t.arg({ type: CreateRequest, required: true }), tenantId: t.arg.int() },
    resolve: async (_root, args, ctx) => {
      const user = requireUser(ctx);
      const scope = await resolveTenantScope(ctx.db, user, args.tenantId);
      return createAuthProvider(ctx.db, ctx.config, user, scope, args.request);
    },
  }),
);

builder.mutationField('updateTenantAuthProvider', (t) =>
  t.field({
    type: TenantAuthProvider,
    description:
      'Changes a provider of the tenant acted for; without a new client secret the stored one stays.',
    extensions: guard('tenantAdmin'),
    args: { request: t.arg({ type: UpdateRequest, required: true }), tenantId: t.arg.int() },
    resolve: async (_root, args, ctx) => {
      const user = requireUser(ctx);
      const scope = await resolveTenantScope(ctx.db, user, args.tenantId);
      return updateAuthProvider(ctx.db, ctx.config, user, scope, args.request);
    },
  }),
);

builder.mutationField('deleteTenantAuthProviders', (t) =>
  t.field({
    type: ['Int'],
    description: 'Deletes providers of the tenant acted for (all or none); returns their ids.',
    extensions: guard('tenantAdmin'),
    args: { request: t.arg({ type: DeleteRequest, required: true }), tenantId: t.arg.int() },
    resolve: async (_root, args, ctx) => {
      const user = requireUser(ctx);
      const scope = await resolveTenantScope(ctx.db, user, args.tenantId);
      return deleteAuthProviders(ctx.db, user, scope, args.request.ids);
    },
  }),
);
