import { TenantLimits } from '@vigil/contracts';
import type { AuthUser } from '../common/context.js';
import type { Queryable } from '../db/client.js';
import { builder, guard } from '../graphql/builder.js';
import { requireUser } from '../graphql/guards.js';
import { defineList, listArgs, type ListArgs, type ListResult } from '../graphql/list.js';
import { resolveOwnScope, resolveTenantScope, type TenantScope } from '../tenants/tenant-scope.js';
import { findUsersOfTenants, type TenantUserRow } from '../users/tenant-users.repo.js';
import { tenantListQuery, type TenantListRow } from './tenant-list.read-model.js';
import { isBackOffice, mayReadKeys } from './tenant-views.service.js';
import { onboardingManagers, updateOnboardingData, type OnboardingView } from './onboarding.service.js';
import { TenantUserRef, parsed } from './tenant-management.schema.js';
import { onboardingFormSchema } from '@vigil/contracts';

interface TenantListItem extends TenantListRow {
  users: TenantUserRow[];
}

const TenantListUser = builder.objectRef<TenantUserRow>('TenantListUser').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    email: t.exposeString('email'),
    firstName: t.exposeString('firstName'),
    lastName: t.exposeString('lastName'),
  }),
});

const TenantPopup = builder
  .objectRef<{ popupType: string; starTime: Date | string | null }>('TenantPopup')
  .implement({
    fields: (t) => ({
      popupType: t.exposeString('popupType'),
      starTime: t.field({ type: 'DateTime', nullable: true, resolve: (p) => p.starTime }),
    }),
  });

const TenantListItemType = builder.objectRef<TenantListItem>('TenantListItem').implement({
  description:
    'A tenant below the one acted for, its figures summed over its live customers (spec part 2 §3 "Tenant list item").',
  fields: (t) => ({
    id: t.exposeInt('id'),
    tenantType: t.exposeString('tenantType', { description: 'PARTNER or CUSTOMER' }),
    name: t.exposeString('name'),
    superiorPartnerId: t.exposeInt('superiorPartnerId', { nullable: true }),
    superiorPartner: t.exposeString('superiorPartner', {
      nullable: true,
      description: 'The partner the tenant sits under (null below the back office).',
    }),
    subscriptionStatus: t.exposeString('subscriptionStatus', {
      description: 'ACTIVE, INACTIVE, TRIAL or PENDING_CANCEL',
    }),
    riskType: t.exposeString('riskType', { description: 'RISK_ASSESSMENT or RISK_REDUCTION' }),
    createdDate: t.field({ type: 'DateTime', resolve: (r) => r.createdDate }),
    agentKey: t.exposeString('agentKey', { nullable: true, description: 'Admins and the back office only.' }),
    partnerKey: t.exposeString('partnerKey', {
      nullable: true,
      description: 'Admins and the back office only.',
    }),
    allNestedActiveDevicesCount: t.exposeInt('allNestedActiveDevicesCount', {
      description: 'Licensed (ACTIVE), unarchived devices of its live customers.',
    }),
    allNestedActiveRepositoriesCount: t.exposeInt('allNestedActiveRepositoriesCount', {
      description: 'Cloud repositories of its live customers (none can be connected yet).',
    }),
    devicesCount: t.exposeInt('devicesCount', {
      description: 'Devices (not deleted) of its live customers.',
    }),
    customersCount: t.exposeInt('customersCount', {
      description: 'Live customers below a partner; 0 for a customer.',
    }),
    usersCount: t.exposeInt('usersCount', { description: "The tenant's own users." }),
    filesCount: t.exposeFloat('filesCount'),
    filesSize: t.exposeFloat('filesSize', { description: 'Bytes.' }),
    onboarding: t.exposeBoolean('onboarding', { nullable: true, description: 'Back office only.' }),
    onboardingUserId: t.exposeInt('onboardingUserId', { nullable: true }),
    onboardingUserEmail: t.exposeString('onboardingUserEmail', { nullable: true }),
    isPartner: t.exposeBoolean('isPartner'),
    isDeleted: t.exposeBoolean('isDeleted'),
    usersLastSignedDate: t.field({
      type: 'DateTime',
      nullable: true,
      description: "The last sign-in of any of the tenant's users.",
      resolve: (r) => r.usersLastSignedDate,
    }),
    sensitiveRiskInUSD: t.exposeFloat('sensitiveRiskInUSD'),
    encryptedSensitiveRiskInUSD: t.exposeFloat('encryptedSensitiveRiskInUSD'),
    residualSensitiveRiskInUSD: t.exposeFloat('residualSensitiveRiskInUSD'),
    encryptedEntriesCost: t.exposeFloat('encryptedEntriesCost', {
      description: 'Risk in encrypted files, sensitive or not.',
    }),
    testingGroups: t.exposeIntList('testingGroups', {
      description: 'Dev = 1, QA = 2, Beta = 3; Prod is none.',
    }),
    popups: t.field({
      type: [TenantPopup],
      description: 'Popups launched for the tenant (popups are not built yet: none).',
      resolve: () => [],
    }),
    users: t.field({ type: [TenantListUser], resolve: (r) => r.users }),
  }),
});

const tenantList = defineList<TenantListItem>({
  name: 'TenantListItem',
  item: TenantListItemType,
  columns: {
    id: { kind: 'int' },
    tenantType: { kind: 'string' },
    name: { kind: 'string' },
    superiorPartnerId: { kind: 'int' },
    superiorPartner: { kind: 'string' },
    subscriptionStatus: { kind: 'string' },
    riskType: { kind: 'string' },
    createdDate: { kind: 'date' },
    agentKey: { kind: 'string' },
    allNestedActiveDevicesCount: { kind: 'int' },
    allNestedActiveRepositoriesCount: { kind: 'int' },
    devicesCount: { kind: 'int' },
    customersCount: { kind: 'int' },
    usersCount: { kind: 'int' },
    filesCount: { kind: 'float' },
    filesSize: { kind: 'float' },
    onboarding: { kind: 'boolean' },
    onboardingUserId: { kind: 'int' },
    onboardingUserEmail: { kind: 'string' },
    isPartner: { kind: 'boolean' },
    usersLastSignedDate: { kind: 'date' },
    sensitiveRiskInUSD: { kind: 'float' },
    encryptedSensitiveRiskInUSD: { kind: 'float' },
    residualSensitiveRiskInUSD: { kind: 'float' },
    encryptedEntriesCost: { kind: 'float' },
    // Filters only: the first testing group (0 = Prod), and the users' emails for the search.
    testingGroupId: { kind: 'int', sortable: false },
    usersEmails: { kind: 'string', sortable: false },
  },
  defaultOrder: [{ name: 'ASC' }],
  defaultTake: TenantLimits.pageSize,
});

async function runTenantList(
  db: Queryable,
  user: AuthUser,
  scope: TenantScope,
  args: ListArgs,
  onlyOnboarding: boolean,
): Promise<ListResult<TenantListItem>> {
  const visibility = { backOffice: isBackOffice(user), keys: mayReadKeys(user) };
  const page = await tenantList.run(db, tenantListQuery(scope, visibility, onlyOnboarding), args);
  const users = await findUsersOfTenants(
    db,
    scope,
    page.items.map((i) => i.id),
  );
  return {
    ...page,
    items: page.items.map((item) => {
      const {
        usersEmails: _emails,
        testingGroupId: _group,
        ...row
      } = item as TenantListItem & {
        usersEmails?: unknown;
        testingGroupId?: unknown;
      };
      return { ...row, users: users.filter((u) => u.tenantId === item.id) };
    }),
  };
}

builder.queryField('customersAndPartners2', (t) =>
  t.field({
    type: tenantList.segment,
    description:
      'The tenants below the one acted for (its whole subtree), 30 a page by name. Search: `or` over name, agentKey and usersEmails. The back office also filters on onboarding, onboardingUserId and testingGroupId (0 = Prod).',
    extensions: guard('signedIn'),
    args: { ...listArgs(t.arg, tenantList), tenantId: t.arg.int() },
    resolve: async (_root, args, ctx) => {
      const user = requireUser(ctx);
      return runTenantList(ctx.db, user, await resolveTenantScope(ctx.db, user, args.tenantId), args, false);
    },
  }),
);

builder.queryField('onboardingTenants', (t) =>
  t.field({
    type: tenantList.segment,
    description:
      'The Onboarding table: the tenants marked for onboarding, with their last sign-in and active devices.',
    extensions: guard('backOffice'),
    args: listArgs(t.arg, tenantList),
    resolve: async (_root, args, ctx) => {
      const user = requireUser(ctx);
      return runTenantList(ctx.db, user, await resolveOwnScope(ctx.db, user), args, true);
    },
  }),
);

builder.queryField('onboardingManagers', (t) =>
  t.field({
    type: [TenantUserRef],
    description: "The back office's Onboarding Managers, who may be given a tenant to onboard.",
    extensions: guard('backOffice'),
    resolve: (_root, _args, ctx) => onboardingManagers(ctx.db, requireUser(ctx)),
  }),
);

const OnboardingType = builder.objectRef<OnboardingView>('TenantOnboarding').implement({
  fields: (t) => ({
    id: t.exposeInt('id'),
    onboarding: t.exposeBoolean('onboarding'),
    onboardingUser: t.field({ type: TenantUserRef, nullable: true, resolve: (o) => o.onboardingUser }),
  }),
});

const OnboardingRequest = builder.inputType('UpdateCustomerOnboardingDataRequestInput', {
  fields: (t) => ({
    id: t.int({ required: true, description: 'A partner or a customer.' }),
    onboarding: t.boolean({ required: true }),
    onboardingUserId: t.int({ description: 'An Onboarding Manager; null: none.' }),
  }),
});

builder.mutationField('updateCustomerOnboardingData', (t) =>
  t.field({
    type: OnboardingType,
    description:
      "Edit Tenant Onboarding (the back office): a tenant's onboarding mark and its Onboarding Manager.",
    extensions: guard('backOffice'),
    args: { request: t.arg({ type: OnboardingRequest, required: true }) },
    resolve: async (_root, args, ctx) => {
      const user = requireUser(ctx);
      const form = parsed(onboardingFormSchema, {
        onboarding: args.request.onboarding,
        onboardingUserId: args.request.onboardingUserId ?? null,
      });
      return updateOnboardingData(ctx.db, user, await resolveOwnScope(ctx.db, user), {
        id: args.request.id,
        ...form,
      });
    },
  }),
);
