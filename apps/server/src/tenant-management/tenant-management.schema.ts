import {
  BUSINESS_SIZES,
  CUSTOMER_SETTING_FLAGS,
  SUBSCRIPTION_TYPES,
  TenantType,
  customerUpdateSchema,
  devicesFlagOf,
  newTenantLoginSchema,
  partnerUpdateSchema,
  tenantCountries,
  companyNameSchema,
  countryIdSchema,
  customerPhoneSchema,
  newPartnerPhoneSchema,
  type CustomerSettingFlag,
} from '@vigil/contracts';
import { z } from 'zod';
import { ValidationError } from '../common/errors.js';
import { AlertRuleEnum } from '../devices/devices.schema.js';
import { SettingsGroupRefType } from '../devices/settings-groups.schema.js';
import { builder, guard } from '../graphql/builder.js';
import { requireUser } from '../graphql/guards.js';
import { resolveTenantScope } from '../tenants/tenant-scope.js';
import { createCustomer, createPartner } from './tenant-creation.service.js';
import { deleteTenants } from './tenant-deletion.service.js';
import { updateCustomer, updatePartner } from './tenant-update.service.js';
import {
  getCustomer,
  getPartner,
  mayReadKeys,
  type ContentTypeView,
  type CustomerView,
  type PartnerView,
  type UserRef,
} from './tenant-views.service.js';
import { licenseInfo, type LicenseInfo } from './license-info.read-model.js';
import { TemporaryDecryptKey, tempDecryptKeyOf } from '../settings/decryption-keys.schema.js';

/** The first problem of a parse, as the error a person reads (its field named). */
export function parsed<T extends z.ZodType>(schema: T, value: unknown): z.output<T> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field = issue?.path.map(String).pop();
  throw new ValidationError(issue?.message ?? 'Invalid value', field);
}

// ---- Types ----

export const SubscriptionTypeEnum = builder.enumType('SubscriptionType', { values: SUBSCRIPTION_TYPES });
export const BusinessSizeEnum = builder.enumType('BusinessSize', {
  values: BUSINESS_SIZES,
  description: 'SIZE_1_21 (1-20), SIZE_21_500, SIZE_501_1000, SIZE_1001_5000, SIZE_5001 (5000+)',
});

export const Country = builder.objectRef<{ id: string; name: string }>('Country').implement({
  description: 'A country: id is the ISO 3166-1 alpha-2 code.',
  fields: (t) => ({ id: t.exposeString('id'), name: t.exposeString('name') }),
});

const TenantRef = builder.objectRef<{ id: number; name: string }>('TenantRef').implement({
  fields: (t) => ({ id: t.exposeInt('id'), name: t.exposeString('name') }),
});

export const TenantUserRef = builder.objectRef<UserRef>('TenantUserRef').implement({
  description: 'A user named by a tenant (an onboarding manager, a user of a tenant row).',
  fields: (t) => ({ id: t.exposeInt('id'), email: t.exposeString('email') }),
});

const ContentType = builder.objectRef<ContentTypeView>('CustomerContentType').implement({
  description: "A regulation the customer selected, with the countries it chose (spec 'contentTypes').",
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    canBeSetForCountries: t.exposeBoolean('canBeSetForCountries'),
    countries: t.field({ type: [Country], resolve: (c) => c.countries }),
  }),
});

const Partner = builder.objectRef<PartnerView>('Partner').implement({
  description: 'A partner tenant (spec part 2 §3 "Partner").',
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    country: t.field({ type: Country, resolve: (p) => p.country }),
    phone: t.exposeString('phone', { nullable: true }),
    twoStepVerification: t.exposeBoolean('twoStepVerification'),
    canSignUpNewPartners: t.exposeBoolean('canSignUpNewPartners', {
      description: 'Its sign-up link may also sign up partners (customers always).',
    }),
    partnerLogo: t.exposeString('partnerLogo', {
      nullable: true,
      description: 'A data URL; null: the default logo.',
    }),
    licenseCountExceededMessage: t.exposeString('licenseCountExceededMessage'),
    defaultLicenseCountExceededMessage: t.exposeString('defaultLicenseCountExceededMessage'),
    partnerKey: t.exposeString('partnerKey', {
      nullable: true,
      description:
        "The key of the partner's sign-up links; null unless the caller may read keys (admins, back office).",
    }),
    hubspotId: t.exposeString('hubspotId', {
      nullable: true,
      description: 'SysAdmin only (null for others).',
    }),
    hubspotSynchronizationTimestamp: t.field({
      type: 'DateTime',
      nullable: true,
      description: 'SysAdmin only.',
      resolve: (p) => p.hubspotSynchronizationTimestamp,
    }),
    parentPartnerName: t.exposeString('parentPartnerName', { nullable: true }),
    onboarding: t.exposeBoolean('onboarding', { nullable: true, description: 'Back office only.' }),
    onboardingUser: t.field({ type: TenantUserRef, nullable: true, resolve: (p) => p.onboardingUser }),
    onboardingUsers: t.field({
      type: [TenantUserRef],
      description: 'The Onboarding Managers one may assign (back office only; empty for others).',
      resolve: (p) => p.onboardingUsers,
    }),
  }),
});

export const Customer = builder.objectRef<CustomerView>('Customer').implement({
  description: 'A customer tenant (spec part 2 §3 "Customer").',
  fields: (t) => ({
    id: t.exposeInt('id'),
    name: t.exposeString('name'),
    country: t.field({ type: Country, resolve: (c) => c.country }),
    contentTypes: t.field({ type: [ContentType], resolve: (c) => c.contentTypes }),
    partner: t.field({ type: TenantRef, nullable: true, resolve: (c) => c.partner }),
    phoneNumber: t.exposeString('phoneNumber', { nullable: true }),
    onboarding: t.exposeBoolean('onboarding', { nullable: true, description: 'Back office only.' }),
    onboardingUser: t.field({ type: TenantUserRef, nullable: true, resolve: (c) => c.onboardingUser }),
    onboardingUsers: t.field({ type: [TenantUserRef], resolve: (c) => c.onboardingUsers }),
    testingGroups: t.exposeIntList('testingGroups', {
      description: 'Dev = 1, QA = 2, Beta = 3; Prod is none.',
    }),
    agentKey: t.exposeString('agentKey', {
      nullable: true,
      description:
        "The agent install key (vigil-agent register --key). Null unless the caller is one of the customer's admins, an admin of a partner above it, or the back office.",
    }),
    agentUninstallKey: t.exposeString('agentUninstallKey', {
      nullable: true,
      description: 'The agent uninstall key; readable like agentKey.',
    }),
    tempDecryptKey: t.field({
      type: TemporaryDecryptKey,
      nullable: true,
      description:
        'The temporary decryption key while it is valid (refreshTemporaryDecryptKey); readable like agentKey.',
      resolve: (c, _args, ctx) => tempDecryptKeyOf(ctx, c.id, mayReadKeys),
    }),
    businessSize: t.field({ type: BusinessSizeEnum, resolve: (c) => c.businessSize }),
    streetAddress: t.exposeString('streetAddress', { nullable: true }),
    apartment: t.exposeString('apartment', { nullable: true }),
    city: t.exposeString('city', { nullable: true }),
    state: t.exposeString('state', { nullable: true }),
    zipCode: t.exposeString('zipCode', { nullable: true }),
    twoStepVerification: t.exposeBoolean('twoStepVerification'),
    subscriptionType: t.exposeString('subscriptionType', {
      nullable: true,
      description: 'MONITORING, MONITORING_AND_ENCRYPTION or ONE_TIME_SCAN',
    }),
    subscriptionStatus: t.exposeString('subscriptionStatus', {
      description: 'ACTIVE, INACTIVE, TRIAL or PENDING_CANCEL',
    }),
    riskType: t.exposeString('riskType', { description: 'RISK_ASSESSMENT or RISK_REDUCTION' }),
    alertRule: t.field({
      type: AlertRuleEnum,
      resolve: (c) => c.alertRule as 'IMMEDIATE' | 'DAILY' | 'NONE',
    }),
    laptopsSettingsGroup: t.field({
      type: SettingsGroupRefType,
      nullable: true,
      description: 'The security group of workstations and laptops.',
      resolve: (c) => c.laptopsSettingsGroup,
    }),
    serversSettingsGroup: t.field({
      type: SettingsGroupRefType,
      nullable: true,
      description: 'The security group of servers.',
      resolve: (c) => c.serversSettingsGroup,
    }),
    fipsrequestStatus: t.exposeInt('fipsrequestStatus', {
      description: '1 when FIPS was requested, else 0.',
    }),
    hideDeploymentSteps: t.exposeBoolean('hideDeploymentSteps'),
    scannerDelayMinute: t.exposeInt('scannerDelayMinute'),
    scanCloudDevicesEnabled: t.exposeBoolean('scanCloudDevicesEnabled'),
    scanNewCloudDevices: t.exposeBoolean('scanNewCloudDevices'),
    ...Object.fromEntries(
      CUSTOMER_SETTING_FLAGS.map((flag) => [
        flag,
        t.exposeBoolean(flag, {
          description: `Default for new devices (${devicesFlagOf(flag)} applies it to existing ones).`,
        }),
      ]),
    ),
  }),
});

const TenantCountryInput = builder.inputType('TenantCountryInput', {
  fields: (t) => ({ id: t.string({ required: true, description: 'ISO 3166-1 alpha-2 code.' }) }),
});

const NewTenantUserInput = builder.inputType('NewTenantUserInput', {
  description: "The new tenant's first administrator (TENANT_ADMIN, two-step sign-in).",
  fields: (t) => ({
    email: t.string({ required: true }),
    firstName: t.string({ required: true }),
    lastName: t.string({ required: true }),
    password: t.string({ required: true }),
  }),
});

const NewTenantContentTypeInput = builder.inputType('NewTenantContentTypeInput', {
  fields: (t) => ({
    id: t.int({ required: true }),
    countries: t.stringList({ description: 'ISO codes, where the regulation can be set for countries.' }),
  }),
});

const TenantRequestInput = builder.inputType('TenantRequestInput', {
  fields: (t) => ({ id: t.int({ required: true }) }),
});

const CustomerRequestInput = builder.inputType('CustomerRequestInput', {
  fields: (t) => ({ id: t.int({ required: true }) }),
});

const CreatePartnerRequest = builder.inputType('CreatePartnerRequestInput', {
  fields: (t) => ({
    name: t.string({ required: true }),
    country: t.field({ type: TenantCountryInput, required: true }),
    phone: t.string({ required: true }),
    twoStepVerification: t.boolean(),
    user: t.field({ type: NewTenantUserInput, required: true }),
  }),
});

const flagInputs = (t: PothosInputFieldBuilder, withDevices: boolean) =>
  Object.fromEntries(
    CUSTOMER_SETTING_FLAGS.flatMap((flag) => [
      [flag, t.boolean()],
      ...(withDevices
        ? [
            [
              devicesFlagOf(flag),
              t.boolean({ description: `true: also set ${flag} on every existing device of the customer.` }),
            ],
          ]
        : []),
    ]),
  ) as Record<string, ReturnType<PothosInputFieldBuilder['boolean']>>;
type PothosInputFieldBuilder = Parameters<Parameters<typeof builder.inputType>[1]['fields']>[0];

const CreateCustomerRequest = builder.inputType('CreateCustomerRequestInput', {
  description:
    "Unset: the country is the partner's, the regulations the partner's own selection (else the library's defaults), business size SIZE_1_21, MONITORING, the shell and browser extensions on, the other flags off, delay 0.",
  fields: (t) => ({
    name: t.string({ required: true }),
    country: t.field({ type: TenantCountryInput }),
    phoneNumber: t.string(),
    subscriptionType: t.field({ type: SubscriptionTypeEnum }),
    businessSize: t.field({ type: BusinessSizeEnum }),
    scannerDelayMinute: t.int(),
    contentTypes: t.field({ type: [NewTenantContentTypeInput] }),
    user: t.field({
      type: NewTenantUserInput,
      description: 'Optional: without it the customer is reached through its partner.',
    }),
    ...flagInputs(t, false),
  }),
});

const UpdatePartnerRequest = builder.inputType('UpdatePartnerRequestInput', {
  description: 'Fields left out stay as they are.',
  fields: (t) => ({
    id: t.int({ required: true }),
    name: t.string(),
    country: t.field({ type: TenantCountryInput }),
    phone: t.string(),
    twoStepVerification: t.boolean(),
    licenseCountExceededMessage: t.string({ description: 'Empty: the default message.' }),
    canSignUpNewPartners: t.boolean({ description: 'SysAdmin only.' }),
    hubspotId: t.string({ description: 'SysAdmin only; null or empty clears it.' }),
    logo: t.string({
      description:
        'A data URL of a PNG, JPEG, GIF or SVG image of at most 32 by 32 pixels; null: the default logo.',
    }),
  }),
});

const UpdateCustomerRequest = builder.inputType('UpdateCustomerRequestInput', {
  description: 'Fields left out (or null) stay as they are; an empty phone or address field clears it.',
  fields: (t) => ({
    id: t.int({ required: true }),
    name: t.string(),
    country: t.field({ type: TenantCountryInput }),
    phoneNumber: t.string(),
    streetAddress: t.string(),
    apartment: t.string(),
    city: t.string(),
    state: t.string(),
    zipCode: t.string(),
    businessSize: t.field({ type: BusinessSizeEnum }),
    twoStepVerification: t.boolean(),
    fipsrequestStatus: t.int({ description: '1 (FIPS requested) or 0.' }),
    subscriptionType: t.field({
      type: SubscriptionTypeEnum,
      description: 'Only ONE_TIME_SCAN → MONITORING, except for SysAdmin.',
    }),
    alertRule: t.field({ type: AlertRuleEnum }),
    scannerDelayMinute: t.int({ description: '0 to 1000 minutes.' }),
    scanCloudDevicesEnabled: t.boolean(),
    scanCloudDevicesEnabledDevices: t.boolean(),
    scanNewCloudDevices: t.boolean(),
    hideDeploymentSteps: t.boolean(),
    laptopsSettingsGroupId: t.int({ description: "A security group of the customer's; null clears it." }),
    serversSettingsGroupId: t.int({ description: "A security group of the customer's; null clears it." }),
    testingGroups: t.intList({ description: 'Back office only. Dev = 1, QA = 2, Beta = 3; empty = Prod.' }),
    ...flagInputs(t, true),
  }),
});

const LicenseInfoType = builder.objectRef<LicenseInfo>('LicenseInfo').implement({
  description:
    'Licences of the tenant acted for (a partner: its live customers together), shown as activated over available.',
  fields: (t) => ({
    activatedCount: t.exposeInt('activatedCount'),
    availableCount: t.exposeInt('availableCount', { nullable: true, description: 'null: no limit.' }),
    type: t.exposeString('type', { nullable: true, description: "The customer's subscription type." }),
  }),
});

// ---- Queries ----

builder.queryField('partner2', (t) =>
  t.field({
    type: Partner,
    description: 'A partner within reach of the caller (Edit Tenant, partner settings).',
    extensions: guard('signedIn'),
    args: { request: t.arg({ type: TenantRequestInput, required: true }), tenantId: t.arg.int() },
    resolve: async (_root, args, ctx) => {
      const user = requireUser(ctx);
      const scope = await resolveTenantScope(ctx.db, user, args.tenantId ?? args.request.id);
      return getPartner(ctx.db, user, scope, args.request.id);
    },
  }),
);

builder.queryField('customer2', (t) =>
  t.field({
    type: Customer,
    description:
      'A customer tenant within reach of the caller (getCustomerInfo, Edit Tenant, customer settings).',
    extensions: guard('signedIn'),
    args: { request: t.arg({ type: CustomerRequestInput, required: true }), tenantId: t.arg.int() },
    // Without a tenantId, the customer need only be within the caller's reach.
    resolve: async (_root, args, ctx) => {
      const user = requireUser(ctx);
      const scope = await resolveTenantScope(ctx.db, user, args.tenantId ?? args.request.id);
      return getCustomer(ctx.db, user, scope, args.request.id);
    },
  }),
);

builder.queryField('countries', (t) =>
  t.field({
    type: [Country],
    description:
      'The countries a tenant can be in, by name: a fixed list, public (the sign-up pages use it too).',
    extensions: guard('public'),
    resolve: () => [...tenantCountries()],
  }),
);

builder.queryField('customerLicenseInfo', (t) =>
  t.field({
    type: LicenseInfoType,
    extensions: guard('signedIn'),
    args: { tenantId: t.arg.int() },
    resolve: async (_root, args, ctx) =>
      licenseInfo(ctx.db, await resolveTenantScope(ctx.db, requireUser(ctx), args.tenantId)),
  }),
);

// ---- Mutations ----

const CreatedTenant = builder.objectRef<{ id: number; name: string }>('CreatedTenant').implement({
  fields: (t) => ({ id: t.exposeInt('id'), name: t.exposeString('name') }),
});

const newPartnerRequestSchema = z.object({
  name: companyNameSchema,
  countryId: countryIdSchema,
  phone: newPartnerPhoneSchema,
  twoStepVerification: z.boolean().nullish(),
  user: newTenantLoginSchema,
});

builder.mutationField('createPartner2', (t) =>
  t.field({
    type: CreatedTenant,
    description:
      'A partner below the tenant acted for (a partner or the back office), with its first administrator.',
    extensions: guard('tenantAdmin'),
    args: { request: t.arg({ type: CreatePartnerRequest, required: true }), tenantId: t.arg.int() },
    resolve: async (_root, args, ctx) => {
      const user = requireUser(ctx);
      const scope = await resolveTenantScope(ctx.db, user, args.tenantId);
      const input = parsed(newPartnerRequestSchema, { ...args.request, countryId: args.request.country.id });
      return createPartner(ctx.db, { kind: 'user', user }, scope, {
        ...input,
        twoStepVerification: input.twoStepVerification ?? false,
      });
    },
  }),
);

const newCustomerRequestSchema = z.object({
  name: companyNameSchema,
  countryId: countryIdSchema.nullish(),
  phoneNumber: customerPhoneSchema.nullish(),
  scannerDelayMinute: customerUpdateSchema.shape.scannerDelayMinute,
  user: newTenantLoginSchema.nullish(),
});

builder.mutationField('createCustomer2', (t) =>
  t.field({
    type: CreatedTenant,
    description:
      "A customer below the tenant acted for (a partner or the back office): the partner's country and default regulations unless given, an optional first administrator.",
    extensions: guard('tenantAdmin'),
    args: { request: t.arg({ type: CreateCustomerRequest, required: true }), tenantId: t.arg.int() },
    resolve: async (_root, args, ctx) => {
      const user = requireUser(ctx);
      const scope = await resolveTenantScope(ctx.db, user, args.tenantId);
      const r = args.request;
      const input = parsed(newCustomerRequestSchema, { ...r, countryId: r.country?.id ?? null });
      const given = r as Record<string, unknown>;
      const flags = Object.fromEntries(
        CUSTOMER_SETTING_FLAGS.flatMap((f) => (typeof given[f] === 'boolean' ? [[f, given[f]]] : [])),
      ) as Partial<Record<CustomerSettingFlag, boolean>>;
      return createCustomer(ctx.db, { kind: 'user', user }, scope, {
        ...input,
        phoneNumber: input.phoneNumber || null,
        subscriptionType: r.subscriptionType ?? null,
        businessSize: r.businessSize ?? null,
        contentTypes: r.contentTypes ?? null,
        flags,
      });
    },
  }),
);

builder.mutationField('updatePartner2', (t) =>
  t.field({
    type: Partner,
    description:
      'Edit Tenant (partner) and the partner settings. Can Sign Up New Partners and HubSpot: SysAdmin only.',
    extensions: guard('tenantAdmin'),
    args: { request: t.arg({ type: UpdatePartnerRequest, required: true }), tenantId: t.arg.int() },
    resolve: async (_root, args, ctx) => {
      const user = requireUser(ctx);
      const scope = await resolveTenantScope(ctx.db, user, args.tenantId ?? args.request.id);
      const { country, ...rest } = args.request;
      const input = parsed(partnerUpdateSchema, { ...rest, ...(country ? { countryId: country.id } : {}) });
      return updatePartner(ctx.db, user, scope, input);
    },
  }),
);

builder.mutationField('updateCustomer2', (t) =>
  t.field({
    type: Customer,
    description:
      'Edit Tenant (customer) and the customer settings: profile, default device settings (each `...Devices` flag also applies its setting to the existing devices), security groups, FIPS, subscription (ONE_TIME_SCAN → MONITORING).',
    extensions: guard('tenantAdmin'),
    args: { request: t.arg({ type: UpdateCustomerRequest, required: true }), tenantId: t.arg.int() },
    resolve: async (_root, args, ctx) => {
      const user = requireUser(ctx);
      const scope = await resolveTenantScope(ctx.db, user, args.tenantId ?? args.request.id);
      const { country, ...rest } = args.request;
      const input = parsed(customerUpdateSchema, { ...rest, ...(country ? { countryId: country.id } : {}) });
      return updateCustomer(ctx.db, user, scope, input);
    },
  }),
);

builder.mutationField('deletePartners2', (t) =>
  t.field({
    type: ['Int'],
    description:
      'Deletes partners below the tenant acted for, each with its sub-partners and customers; returns the ids named.',
    extensions: guard('tenantAdmin'),
    args: { ids: t.arg.intList({ required: true }), tenantId: t.arg.int() },
    resolve: async (_root, args, ctx) => {
      const user = requireUser(ctx);
      const scope = await resolveTenantScope(ctx.db, user, args.tenantId);
      return deleteTenants(ctx.db, user, scope, args.ids, TenantType.Partner);
    },
  }),
);

builder.mutationField('deleteCustomers2', (t) =>
  t.field({
    type: ['Int'],
    description: 'Deletes customers below the tenant acted for; returns the ids named.',
    extensions: guard('tenantAdmin'),
    args: { ids: t.arg.intList({ required: true }), tenantId: t.arg.int() },
    resolve: async (_root, args, ctx) => {
      const user = requireUser(ctx);
      const scope = await resolveTenantScope(ctx.db, user, args.tenantId);
      return deleteTenants(ctx.db, user, scope, args.ids, TenantType.Customer);
    },
  }),
);
